// DynamoDB JSON lines: `{"Item": {...}}` per line, as DynamoDB's export to S3 writes them.

#include "item_reader.h"
#include "line_reader.h"

#include <boost/json/parse.hpp>

namespace json = boost::json;

namespace tablesmith::io {
namespace {

bool isBlank(const std::string &line)
{
    return line.find_first_not_of(" \t") == std::string::npos;
}

Result<json::object> itemOfLine(const std::string &line)
{
    json::error_code ec;
    json::value value = json::parse(line, ec);
    if (ec)
        return Error::validation("not valid JSON: " + ec.message());
    const json::value *item = value.is_object() ? value.get_object().if_contains("Item")
                                                : nullptr;
    if (!item || !item->is_object() || value.get_object().size() != 1)
        return Error::validation("expected {\"Item\": {...}} (DynamoDB JSON lines)");
    return item->get_object();
}

} // namespace

Status readJsonLines(const std::string &path, ItemVisitor &visitor)
{
    TS_TRY_ASSIGN(LineReader reader, LineReader::open(path));
    std::string line;
    while (reader.next(line)) {
        if (isBlank(line))
            continue;
        auto item = itemOfLine(line);
        Flow flow = item ? visitor.onItem(reader.lineNumber(), std::move(*item))
                         : visitor.onBadLine(reader.lineNumber(), item.error().message, false);
        if (flow == Flow::Stop || visitor.onProgress(reader.bytesRead()) == Flow::Stop)
            return success();
    }
    if (reader.bad())
        return fileError("read", path);
    return success();
}

} // namespace tablesmith::io
