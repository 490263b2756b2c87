// A plain JSON array of items, streamed: boost::json's basic_parser is fed a line at a time,
// and a handler builds each element as DynamoDB JSON while it arrives. The handler sees every
// number's own text, so 38-digit numbers are kept exactly instead of going through a double.

#include "item_reader.h"
#include "line_reader.h"

#include <boost/json/basic_parser_impl.hpp>

#include <deque>
#include <vector>

namespace json = boost::json;

namespace tablesmith::io {
namespace {

using json::error_code;
using json::string_view;

struct Element {
    std::uint64_t line;
    json::value value; // DynamoDB JSON for a non-object, the item for an object
    bool isItem;
};

class ArrayHandler {
public:
    static constexpr std::size_t max_array_size = -1;
    static constexpr std::size_t max_object_size = -1;
    static constexpr std::size_t max_string_size = -1;
    static constexpr std::size_t max_key_size = -1;

    std::uint64_t currentLine = 0;
    std::deque<Element> ready;
    bool notAnArray = false;

    bool on_document_begin(error_code &) { return true; }
    bool on_document_end(error_code &) { return true; }
    bool on_array_begin(error_code &) { return begin(false); }
    bool on_array_end(std::size_t, error_code &) { return finish(); }
    bool on_object_begin(error_code &ec) { return outside(ec) && begin(true); }
    bool on_object_end(std::size_t, error_code &) { return finish(); }
    bool on_string_part(string_view s, std::size_t, error_code &) { return append(s); }
    bool on_string(string_view s, std::size_t, error_code &ec)
    {
        append(s);
        return outside(ec) && scalar(json::object{{"S", take()}});
    }
    bool on_key_part(string_view s, std::size_t, error_code &) { return append(s); }
    bool on_key(string_view s, std::size_t, error_code &)
    {
        append(s);
        m_stack.back().key = take();
        return true;
    }
    bool on_number_part(string_view s, error_code &) { return append(s); }
    bool on_int64(std::int64_t, string_view s, error_code &ec) { return number(s, ec); }
    bool on_uint64(std::uint64_t, string_view s, error_code &ec) { return number(s, ec); }
    bool on_double(double, string_view s, error_code &ec) { return number(s, ec); }
    bool on_bool(bool b, error_code &ec)
    {
        return outside(ec) && scalar(json::object{{"BOOL", b}});
    }
    bool on_null(error_code &ec) { return outside(ec) && scalar(json::object{{"NULL", true}}); }
    bool on_comment_part(string_view, error_code &) { return true; }
    bool on_comment(string_view, error_code &) { return true; }

    bool atTopLevel() const { return m_stack.empty(); }

private:
    struct Frame {
        bool isObject;
        std::uint64_t line;
        json::object object = {};
        json::array array = {};
        std::string key = {};
    };

    // Fails a document whose top level is anything but an array.
    bool outside(error_code &ec)
    {
        if (!m_stack.empty())
            return true;
        notAnArray = true;
        ec = json::error::syntax;
        return false;
    }
    bool begin(bool isObject)
    {
        m_stack.push_back({isObject, currentLine, {}, {}, {}});
        return true;
    }
    bool append(string_view s)
    {
        m_text.append(s.data(), s.size());
        return true;
    }
    std::string take() { return std::exchange(m_text, {}); }
    bool number(string_view s, error_code &ec)
    {
        append(s);
        return outside(ec) && scalar(json::object{{"N", take()}});
    }
    bool scalar(json::object typed)
    {
        if (m_stack.size() == 1) { // a bare value in the outer array
            ready.push_back({currentLine, std::move(typed), false});
            return true;
        }
        return add(std::move(typed));
    }
    // Closes the innermost container: an element of the outer array is ready, a nested one
    // becomes an M or L of its parent.
    bool finish()
    {
        Frame frame = std::move(m_stack.back());
        m_stack.pop_back();
        if (m_stack.empty()) // the outer array
            return true;
        if (m_stack.size() == 1 && frame.isObject) {
            ready.push_back({frame.line, std::move(frame.object), true});
            return true;
        }
        json::object typed = frame.isObject ? json::object{{"M", std::move(frame.object)}}
                                            : json::object{{"L", std::move(frame.array)}};
        if (m_stack.size() == 1) {
            ready.push_back({frame.line, std::move(typed), false});
            return true;
        }
        return add(std::move(typed));
    }
    bool add(json::object typed)
    {
        Frame &parent = m_stack.back();
        if (parent.isObject)
            parent.object[parent.key] = std::move(typed);
        else
            parent.array.push_back(std::move(typed));
        return true;
    }

    std::vector<Frame> m_stack;
    std::string m_text;
};

json::parse_options parseOptions()
{
    json::parse_options options;
    // The outer array, the item, and DynamoDB's 32 levels of nesting.
    options.max_depth = 34;
    return options;
}

class ArrayReader {
public:
    explicit ArrayReader(ItemVisitor &visitor) : m_visitor(visitor), m_parser(parseOptions()) {}

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
            Element &element = ready.front();
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
    json::basic_parser<ArrayHandler> m_parser;
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
