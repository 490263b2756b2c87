// Format names, and telling a file's format from its name or its first bytes.

#include "line_reader.h"
#include "workbench_model.h"

#include <tablesmith/import_export.h>

#include <algorithm>
#include <cctype>
#include <fstream>

namespace tablesmith {
namespace {

std::string lowered(std::string_view text)
{
    std::string result(text);
    std::transform(result.begin(), result.end(), result.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return result;
}

// A `*.json` may be an S3 export (JSON lines), a plain array, or a model.
DataFormat formatOfJsonText(std::string_view head)
{
    auto first = head.find_first_not_of(" \t\r\n");
    if (first != std::string_view::npos && head[first] == '[')
        return DataFormat::JsonArray;
    if (io::looksLikeWorkbenchModel(head))
        return DataFormat::WorkbenchModel;
    if (first != std::string_view::npos && head[first] == '{')
        return DataFormat::DynamoDbJsonLines;
    return DataFormat::Auto;
}

} // namespace

std::string_view dataFormatName(DataFormat format)
{
    switch (format) {
    case DataFormat::Auto: return "auto";
    case DataFormat::DynamoDbJsonLines: return "jsonl";
    case DataFormat::JsonArray: return "json";
    case DataFormat::Csv: return "csv";
    case DataFormat::WorkbenchModel: return "model";
    }
    return "auto";
}

Result<DataFormat> parseDataFormat(std::string_view name)
{
    std::string text = lowered(name);
    if (text == "jsonl" || text == "ddb-json" || text == "dynamodb-json" || text == "ndjson")
        return DataFormat::DynamoDbJsonLines;
    if (text == "json")
        return DataFormat::JsonArray;
    if (text == "csv")
        return DataFormat::Csv;
    if (text == "model" || text == "workbench")
        return DataFormat::WorkbenchModel;
    if (text == "auto")
        return DataFormat::Auto;
    return Error::validation("unknown format " + std::string(name)
                             + " (expected jsonl, json, csv or model)");
}

DataFormat dataFormatFromPath(std::string_view path)
{
    std::string name = lowered(path);
    if (name.ends_with(".jsonl") || name.ends_with(".ndjson"))
        return DataFormat::DynamoDbJsonLines;
    if (name.ends_with(".model.json"))
        return DataFormat::WorkbenchModel;
    if (name.ends_with(".csv"))
        return DataFormat::Csv;
    if (name.ends_with(".json"))
        return DataFormat::JsonArray;
    return DataFormat::Auto;
}

Result<DataFormat> detectDataFormat(const std::string &path)
{
    DataFormat byName = dataFormatFromPath(path);
    if (byName != DataFormat::Auto && byName != DataFormat::JsonArray)
        return byName;
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return io::fileError("open", path);
    std::string head(64 * 1024, '\0');
    file.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<std::size_t>(file.gcount()));
    DataFormat byContents = formatOfJsonText(head);
    if (byContents != DataFormat::Auto)
        return byContents;
    if (byName != DataFormat::Auto)
        return byName;
    return Error::validation("cannot tell the format of " + path
                             + ": give one (jsonl, json, csv or model)");
}

} // namespace tablesmith
