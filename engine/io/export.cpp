// exportTable: every page of a Scan to JSON lines, a plain JSON array or typed CSV, written
// to PATH.part and renamed at the end, so a failed or cancelled export leaves no half file.
// exportItems writes items already read (a query's results) the same way.

#include "csv.h"
#include "key_schema.h"
#include "line_reader.h"
#include "plain_json.h"
#include "table_scan.h"

#include <tablesmith/import_export.h>

#include <boost/json/serialize.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>

namespace json = boost::json;

namespace tablesmith {
namespace {

using PageVisitor = std::function<io::Flow(const json::array &items)>;

struct ExportRun {
    // Every page of items, in order (CSV reads them twice: columns, then rows).
    std::function<Status(const PageVisitor &)> pages;
    // The key attributes, which CSV puts first.
    std::function<Result<io::KeySchema>()> keys;
    const ExportOptions &options;
    std::ofstream &out;
    ExportReport &report;

    // Counts a page and asks the caller whether to go on.
    io::Flow pageDone(std::size_t items)
    {
        report.itemsWritten += items;
        if (!options.progress || options.progress(report.itemsWritten))
            return io::Flow::Continue;
        report.cancelled = true;
        return io::Flow::Stop;
    }
};

Status exportJsonLines(ExportRun &run)
{
    return run.pages([&](const json::array &items) {
        for (const json::value &item : items)
            run.out << "{\"Item\":" << json::serialize(item) << "}\n";
        return run.pageDone(items.size());
    });
}

Status exportJsonArray(ExportRun &run)
{
    run.out << '[';
    bool first = true;
    TS_TRY_STATUS(run.pages([&](const json::array &items) {
        std::string text;
        for (const json::value &item : items) {
            text += std::exchange(first, false) ? "\n" : ",\n";
            io::appendPlainItem(item.get_object(), text, run.report.warnings);
        }
        run.out << text;
        return run.pageDone(items.size());
    }));
    run.out << (first ? "]\n" : "\n]\n");
    return success();
}

std::string typeOf(const json::value &typed)
{
    return typed.is_object() && !typed.get_object().empty()
        ? std::string(typed.get_object().begin()->key()) : std::string("NULL");
}

// The union of (name, type) over all items: keys first, then by name and type.
Result<std::vector<io::CsvColumn>> csvColumns(ExportRun &run)
{
    TS_TRY_ASSIGN(io::KeySchema schema, run.keys());
    std::map<std::pair<std::string, std::string>, bool> seen;
    TS_TRY_STATUS(run.pages([&](const json::array &items) {
        for (const json::value &item : items) {
            for (const auto &[name, typed] : item.get_object())
                seen[{std::string(name), typeOf(typed)}] = true;
        }
        return io::Flow::Continue;
    }));
    std::vector<io::CsvColumn> columns;
    for (const io::KeyAttribute &key : schema.keys) {
        columns.push_back({key.name, key.type});
        seen.erase({key.name, key.type});
    }
    for (const auto &[column, unused] : seen)
        columns.push_back({column.first, column.second});
    return columns;
}

std::string csvRow(const json::object &item, const std::vector<io::CsvColumn> &columns)
{
    std::string row;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        if (i > 0)
            row += ',';
        const json::value *typed = item.if_contains(columns[i].name);
        if (typed && typeOf(*typed) == columns[i].type)
            row += io::csvQuote(io::csvCellText(typed->get_object()));
    }
    return row + "\r\n";
}

Status exportCsv(ExportRun &run)
{
    TS_TRY_ASSIGN(std::vector<io::CsvColumn> columns, csvColumns(run));
    for (std::size_t i = 0; i < columns.size(); ++i)
        run.out << (i > 0 ? "," : "") << io::csvQuote(io::csvColumnHeader(columns[i]));
    run.out << "\r\n";
    return run.pages([&](const json::array &items) {
        for (const json::value &item : items)
            run.out << csvRow(item.get_object(), columns);
        return run.pageDone(items.size());
    });
}

Status exportTo(ExportRun &run, DataFormat format)
{
    switch (format) {
    case DataFormat::DynamoDbJsonLines: return exportJsonLines(run);
    case DataFormat::JsonArray: return exportJsonArray(run);
    case DataFormat::Csv: return exportCsv(run);
    default:
        return Error::validation("cannot export as " + std::string(dataFormatName(format))
                                 + " (expected jsonl, json or csv)");
    }
}

// Writes to PATH.part, then renames it to PATH; nothing is left of a failed or cancelled run.
Result<ExportReport> exportRun(const std::string &path, const ExportOptions &options,
                               std::function<Status(const PageVisitor &)> pages,
                               std::function<Result<io::KeySchema>()> keys)
{
    DataFormat format = options.format == DataFormat::Auto ? dataFormatFromPath(path)
                                                           : options.format;
    if (format == DataFormat::Auto)
        return Error::validation("cannot tell the format from " + path
                                 + ": give one (jsonl, json or csv)");
    std::string partPath = path + ".part";
    std::ofstream out(partPath, std::ios::binary | std::ios::trunc);
    if (!out)
        return io::fileError("create", partPath);
    ExportReport report;
    ExportRun run{std::move(pages), std::move(keys), options, out, report};
    Status exported = exportTo(run, format);
    out.close();
    std::error_code ec;
    if (!exported || report.cancelled) {
        std::filesystem::remove(partPath, ec);
        if (!exported)
            return exported.takeError();
        return report;
    }
    if (!out)
        return io::fileError("write", partPath);
    std::filesystem::rename(partPath, path, ec);
    if (ec)
        return Error::validation("cannot rename " + partPath + " to " + path + ": "
                                 + ec.message());
    return report;
}

} // namespace

Result<ExportReport> exportTable(Client &client, std::string_view tableName,
                                 const std::string &path, const ExportOptions &options)
{
    const std::string table(tableName);
    return exportRun(
        path, options,
        [&client, table](const PageVisitor &onPage) {
            return io::scanAllPages(client, table, onPage);
        },
        [&client, table] { return io::describeKeySchema(client, table); });
}

Result<ExportReport> exportItems(const boost::json::array &items,
                                 const std::vector<ExportKey> &keys, const std::string &path,
                                 const ExportOptions &options)
{
    for (const json::value &item : items)
        if (!item.is_object())
            return Error::validation("an exported item must be a DynamoDB JSON object");
    return exportRun(
        path, options,
        [&items](const PageVisitor &onPage) {
            onPage(items);
            return success();
        },
        [&keys]() -> Result<io::KeySchema> {
            io::KeySchema schema;
            for (const ExportKey &key : keys)
                schema.keys.push_back({key.name, key.type});
            return schema;
        });
}

} // namespace tablesmith
