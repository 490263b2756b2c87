#pragma once
// Import and export of table data, headless and Qt-free, for the workbench and for
// `tablesmith-server --import / --export`.
//
// Both talk to a table only through the Client interface (CreateTable, DescribeTable,
// BatchWriteItem in chunks of 25 with UnprocessedItems retried, Scan over every page), so they
// work the same against the embedded engine and a remote endpoint. Files are read and written
// as streams: a line at a time, never the whole file, except NoSQL Workbench models (small by
// nature). Functions are reentrant; a Client may be shared with other threads.
//
// Formats:
//   DynamoDbJsonLines  one `{"Item": {...DynamoDB JSON...}}` per line (DynamoDB's S3 export).
//   JsonArray          `[ {...plain JSON...}, ... ]`: numbers → N with their exact text (38
//                      digits survive), strings → S, true/false → BOOL, null → NULL, arrays → L,
//                      objects → M. Plain JSON has no sets or binary: export writes sets as
//                      arrays (NS as numbers, SS as strings, BS as base64 strings) and binary as
//                      a base64 string, counting one warning per such value; they come back as
//                      L and S.
//   Csv                RFC 4180, a header row typing each column as `name:TYPE` or
//                      `name (TYPE)` (untyped columns are S). An unquoted empty cell means
//                      "attribute absent", a quoted one ("") the empty string. S and N cells are
//                      the text, B base64, BOOL true/false, NULL true, and M, L, SS, NS, BS the
//                      DynamoDB JSON of the value's contents (e.g. `["a","b"]` for SS).
//                      Export: one column per (name, type) in the union over all items, so an
//                      attribute with two types in an overloaded table gets two columns.
//   WorkbenchModel     a NoSQL Workbench model (versions 1.0 to 3.0): creates each table of
//                      `DataModel` (key schema, GSIs with projections, billing mode) and loads
//                      the table's `TableData` and each facet's `TableData`. Import only.

#include <tablesmith/client.h>
#include <tablesmith/error.h>

#include <boost/json/array.hpp>

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith {

enum class DataFormat { Auto, DynamoDbJsonLines, JsonArray, Csv, WorkbenchModel };

// "jsonl", "json", "csv", "model"; the inverse of parseDataFormat.
std::string_view dataFormatName(DataFormat format);
// Accepts the names above and "ddb-json" / "dynamodb-json" for JSON lines, "auto".
Result<DataFormat> parseDataFormat(std::string_view name);
// By extension: .jsonl/.ndjson, .model.json, .json, .csv; Auto when it cannot tell.
DataFormat dataFormatFromPath(std::string_view path);
// By extension, else by the first bytes of the file (an S3 export's `*.json` is JSON lines).
Result<DataFormat> detectDataFormat(const std::string &path);

enum class BadLinePolicy {
    // Reports the line and loads the rest.
    Skip,
    // Writes nothing: the whole file is checked before the first write, so a line that can be
    // found bad locally (syntax, types, numbers, missing or mistyped keys, size) stops the
    // import with no item written. A batch the service itself refuses later still leaves the
    // batches before it written: DynamoDB has no transaction across batches.
    Abort,
};

// Called after each line or batch; return false to cancel (the report says so). In Abort
// mode the file is read twice (check, then write), so bytesRead runs to 2 × the file size and
// totalBytes says so.
using ImportProgress = std::function<bool(std::uint64_t bytesRead, std::uint64_t totalBytes,
                                          std::uint64_t itemsWritten)>;

struct ImportOptions {
    DataFormat format = DataFormat::Auto;
    // The existing table to load into; ignored for models, which name their own tables.
    std::string targetTable;
    BadLinePolicy onBadLine = BadLinePolicy::Abort;
    ImportProgress progress = {};
};

struct BadLine {
    // 1-based line where the bad item starts; 0 where the format has no lines for it (model
    // items, whose message says which table and facet).
    std::uint64_t line = 0;
    std::string message;
};

struct ImportReport {
    std::uint64_t itemsWritten = 0;
    std::vector<BadLine> badLines;
    std::vector<std::string> tablesCreated;
    // Stopped at badLines.back() (Abort, or a syntax error the parser cannot resume after).
    bool aborted = false;
    bool cancelled = false;
};

// Errors: the file cannot be read, the format is unknown, the table is missing, or the service
// refused a request for a reason not tied to one item. Bad items are reported, not errors.
Result<ImportReport> importFile(Client &client, const std::string &path,
                                const ImportOptions &options);

// Called after each page; return false to cancel.
using ExportProgress = std::function<bool(std::uint64_t itemsWritten)>;

struct ExportOptions {
    // DynamoDbJsonLines, JsonArray or Csv; Auto picks by the path's extension.
    DataFormat format = DataFormat::Auto;
    ExportProgress progress = {};
};

struct ExportReport {
    std::uint64_t itemsWritten = 0;
    // Values the format could not express exactly (plain JSON: sets and binary).
    std::uint64_t warnings = 0;
    bool cancelled = false;
};

// Scans every page of the table (CSV scans twice: once for the columns, once for the rows).
Result<ExportReport> exportTable(Client &client, std::string_view tableName,
                                 const std::string &path, const ExportOptions &options);

// A key attribute for exportItems: CSV puts the keys first, in this order.
struct ExportKey {
    std::string name;
    std::string type; // "S", "N" or "B"
};
// Writes items already read (DynamoDB JSON objects, e.g. a query's results) as exportTable
// writes a table: same formats, same file handling; progress is called once, at the end.
Result<ExportReport> exportItems(const boost::json::array &items,
                                 const std::vector<ExportKey> &keys, const std::string &path,
                                 const ExportOptions &options);

} // namespace tablesmith
