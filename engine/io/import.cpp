// importFile: the line formats in one or two passes (Abort checks the whole file before the
// first write), and NoSQL Workbench models, which create their tables first.

#include "batch_writer.h"
#include "import_visitor.h"
#include "item_reader.h"
#include "key_schema.h"
#include "table_status.h"
#include "workbench_model.h"

#include <tablesmith/import_export.h>

#include <algorithm>
#include <filesystem>

namespace json = boost::json;

namespace tablesmith {
namespace {

using ReadFunction = Status (*)(const std::string &, io::ItemVisitor &);

ReadFunction readerFor(DataFormat format)
{
    switch (format) {
    case DataFormat::DynamoDbJsonLines: return io::readJsonLines;
    case DataFormat::JsonArray: return io::readJsonArray;
    case DataFormat::Csv: return io::readCsv;
    default: return nullptr;
    }
}

void sortBadLines(ImportReport &report)
{
    std::stable_sort(report.badLines.begin(), report.badLines.end(),
                     [](const BadLine &a, const BadLine &b) { return a.line < b.line; });
}

Result<ImportReport> importLines(Client &client, const std::string &path, DataFormat format,
                                 const ImportOptions &options)
{
    if (options.targetTable.empty())
        return Error::validation("importing " + std::string(dataFormatName(format))
                                 + " needs a target table");
    TS_TRY_ASSIGN(io::KeySchema schema, io::describeKeySchema(client, options.targetTable));
    ReadFunction read = readerFor(format);
    std::error_code ec;
    std::uint64_t size = std::filesystem::file_size(path, ec);
    bool abort = options.onBadLine == BadLinePolicy::Abort;
    std::uint64_t total = ec ? 0 : size * (abort ? 2 : 1);
    ImportReport report;
    if (abort) {
        io::ImportVisitor check(options, report, schema, nullptr, 0, total);
        TS_TRY_STATUS(read(path, check));
        if (report.aborted || report.cancelled)
            return report;
    }
    io::BatchWriter writer(client, options.targetTable, schema);
    writer.setStopAtFirstRejection(abort);
    io::ImportVisitor write(options, report, schema, &writer, abort ? size : 0, total);
    TS_TRY_STATUS(read(path, write));
    TS_TRY_STATUS(write.finish());
    sortBadLines(report);
    return report;
}

Status createModelTable(Client &client, const io::ModelTable &table, ImportReport &report)
{
    auto created = client.call("CreateTable", table.createRequest);
    if (!created && created.error().kind != ErrorKind::ResourceInUseException)
        return Error{created.error().kind,
                     "creating table " + table.name + ": " + created.error().message};
    if (created)
        report.tablesCreated.push_back(table.name);
    // An existing table is loaded as it is, so importing a model twice is harmless.
    return io::waitUntilActive(client, table.name);
}

// Abort mode: every model item is checked before any table is created.
bool checkModel(const std::vector<io::ModelTable> &tables, ImportReport &report)
{
    for (const io::ModelTable &table : tables) {
        io::KeySchema schema = io::keySchemaFromCreateRequest(table.createRequest);
        for (const io::ModelItem &item : table.items) {
            if (Status checked = io::checkItem(item.item, schema); !checked) {
                report.badLines.push_back({0, item.location + ": " + checked.error().message});
                report.aborted = true;
                return false;
            }
        }
    }
    return true;
}

Status loadModelTable(Client &client, const io::ModelTable &table, const ImportOptions &options,
                      ImportReport &report, std::uint64_t size)
{
    io::KeySchema schema = io::keySchemaFromCreateRequest(table.createRequest);
    io::BatchWriter writer(client, table.name, schema);
    writer.setStopAtFirstRejection(options.onBadLine == BadLinePolicy::Abort);
    io::ImportVisitor visitor(options, report, schema, &writer, 0, size);
    visitor.countFrom(report.itemsWritten);
    for (const io::ModelItem &item : table.items) {
        std::size_t badBefore = report.badLines.size();
        io::Flow flow = visitor.onItem(0, item.item);
        for (std::size_t i = badBefore; i < report.badLines.size(); ++i)
            report.badLines[i].message = item.location + ": " + report.badLines[i].message;
        if (flow == io::Flow::Stop || visitor.onProgress(size) == io::Flow::Stop)
            break;
    }
    return visitor.finish();
}

Result<ImportReport> importModel(Client &client, const std::string &path,
                                 const ImportOptions &options)
{
    TS_TRY_ASSIGN(std::vector<io::ModelTable> tables, io::readWorkbenchModel(path));
    ImportReport report;
    if (options.onBadLine == BadLinePolicy::Abort && !checkModel(tables, report))
        return report;
    std::error_code ec;
    std::uint64_t size = std::filesystem::file_size(path, ec);
    for (const io::ModelTable &table : tables) {
        TS_TRY_STATUS(createModelTable(client, table, report));
        TS_TRY_STATUS(loadModelTable(client, table, options, report, ec ? 0 : size));
        if (report.aborted || report.cancelled)
            break;
    }
    return report;
}

} // namespace

Result<ImportReport> importFile(Client &client, const std::string &path,
                                const ImportOptions &options)
{
    DataFormat format = options.format;
    if (format == DataFormat::Auto) {
        TS_TRY_ASSIGN(format, detectDataFormat(path));
    }
    if (format == DataFormat::WorkbenchModel)
        return importModel(client, path, options);
    return importLines(client, path, format, options);
}

} // namespace tablesmith
