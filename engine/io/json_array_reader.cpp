// A plain JSON array of items, streamed: boost::json's basic_parser is fed a line at a time,
// and a handler builds each element as DynamoDB JSON while it arrives. The handler sees every
// number's own text, so 38-digit numbers are kept exactly instead of going through a double.

#include "item_reader.h"
#include "line_reader.h"
#include "plain_json_builder.h"

#include <boost/json/basic_parser_impl.hpp>

namespace json = boost::json;

namespace tablesmith::io {
namespace {

using json::error_code;
using json::string_view;

json::parse_options parseOptions()
{
    json::parse_options options;
    // The outer array, the item, and DynamoDB's 32 levels of nesting.
    options.max_depth = 34;
    return options;
}

class ArrayReader {
public:
    explicit ArrayReader(ItemVisitor &visitor)
        : m_visitor(visitor), m_parser(parseOptions(), std::size_t(1))
    {
    }

    // Stop when the visitor says so or the text cannot be parsed further.
    Flow feed(std::uint64_t line, std::string text, bool more)
    {
        m_parser.handler().currentLine = line;
        error_code ec;
        m_parser.write_some(more, text.data(), text.size(), ec);
        if (deliver() == Flow::Stop)
            return Flow::Stop;
        if (ec)
            return m_visitor.onBadLine(line, message(ec), true), Flow::Stop;
        return Flow::Continue;
    }

private:
    std::string message(const error_code &ec)
    {
        if (m_parser.handler().notAnArray)
            return "expected a JSON array of items";
        if (ec == json::error::incomplete)
            return "the JSON array ends early (truncated file?)";
        return "not valid JSON: " + ec.message();
    }
    Flow deliver()
    {
        auto &ready = m_parser.handler().ready;
        for (; !ready.empty(); ready.pop_front()) {
            PlainJsonBuilder::Value &element = ready.front();
            Flow flow = element.isItem
                ? m_visitor.onItem(element.line, std::move(element.value.get_object()))
                : m_visitor.onBadLine(element.line, "expected an object, not a "
                                          + std::string(element.value.get_object().begin()
                                                            ->key()) + " value", false);
            if (flow == Flow::Stop)
                return Flow::Stop;
        }
        return Flow::Continue;
    }

    ItemVisitor &m_visitor;
    json::basic_parser<PlainJsonBuilder> m_parser;
};

} // namespace

Status readJsonArray(const std::string &path, ItemVisitor &visitor)
{
    TS_TRY_ASSIGN(LineReader reader, LineReader::open(path));
    ArrayReader arrayReader(visitor);
    std::string line;
    while (reader.next(line)) {
        if (reader.lineEnded())
            line += '\n';
        if (arrayReader.feed(reader.lineNumber(), std::move(line), true) == Flow::Stop
            || visitor.onProgress(reader.bytesRead()) == Flow::Stop)
            return success();
    }
    if (reader.bad())
        return fileError("read", path);
    arrayReader.feed(std::max<std::uint64_t>(reader.lineNumber(), 1), {}, false);
    return success();
}

} // namespace tablesmith::io
