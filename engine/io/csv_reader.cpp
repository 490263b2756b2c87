// CSV with a typed header row: every later record becomes one item.

#include "csv.h"
#include "item_reader.h"

namespace json = boost::json;

namespace tablesmith::io {
namespace {

Result<std::vector<CsvColumn>> readHeader(CsvRecordReader &records)
{
    TS_TRY_ASSIGN(auto header, records.next());
    if (!header)
        return Error::validation("the file is empty: expected a header row of typed columns");
    std::vector<CsvColumn> columns;
    for (const CsvField &field : header->fields) {
        TS_TRY_ASSIGN(CsvColumn column, parseCsvColumn(field.text));
        columns.push_back(std::move(column));
    }
    return columns;
}

bool isBlank(const CsvRecord &record)
{
    return record.fields.size() == 1 && record.fields[0].text.empty()
        && !record.fields[0].quoted;
}

Result<json::object> itemOf(const CsvRecord &record, const std::vector<CsvColumn> &columns)
{
    if (record.fields.size() != columns.size())
        return Error::validation(std::to_string(record.fields.size()) + " fields, but the "
                                 "header has " + std::to_string(columns.size()) + " columns");
    json::object item;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        const CsvField &field = record.fields[i];
        if (field.text.empty() && !field.quoted)
            continue; // absent
        TS_TRY_ASSIGN(json::object value, csvCellValue(columns[i], field.text));
        item[columns[i].name] = std::move(value);
    }
    return item;
}

} // namespace

Status readCsv(const std::string &path, ItemVisitor &visitor)
{
    TS_TRY_ASSIGN(LineReader lines, LineReader::open(path));
    CsvRecordReader records(lines);
    auto columns = readHeader(records);
    if (!columns) {
        visitor.onBadLine(std::max<std::uint64_t>(lines.lineNumber(), 1),
                          columns.error().message, true);
        return success();
    }
    for (;;) {
        std::uint64_t startLine = lines.lineNumber() + 1;
        auto record = records.next();
        if (record && !*record)
            break;
        bool fatal = false;
        Flow flow = Flow::Continue;
        if (!record) {
            // Only an unterminated quote reads to the end; nothing follows it to resume at.
            fatal = record.error().message.starts_with("a quoted field is not closed");
            flow = visitor.onBadLine(startLine, record.error().message, fatal);
        } else if (!isBlank(**record)) {
            auto item = itemOf(**record, *columns);
            flow = item ? visitor.onItem(startLine, std::move(*item))
                        : visitor.onBadLine(startLine, item.error().message, false);
        }
        if (fatal || flow == Flow::Stop || visitor.onProgress(lines.bytesRead()) == Flow::Stop)
            return success();
    }
    if (lines.bad())
        return fileError("read", path);
    return success();
}

} // namespace tablesmith::io
