#pragma once
// PlainJsonBuilder: a boost::json SAX handler that builds DynamoDB JSON from plain JSON as the
// text arrives — objects M, arrays L, numbers N with the digits exactly as written (never
// through a double), strings S, true/false BOOL, null NULL. Values finished at `emitDepth`
// (0: the document itself; 1: the elements of a top-level array, as the JSON array import
// streams them) are queued in `ready`; an object there is handed over as an item (its
// attributes), anything else as the typed value.

#include <boost/json/basic_parser.hpp>
#include <boost/json/object.hpp>

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

namespace tablesmith::io {

class PlainJsonBuilder {
public:
    static constexpr std::size_t max_array_size = std::size_t(-1);
    static constexpr std::size_t max_object_size = std::size_t(-1);
    static constexpr std::size_t max_string_size = std::size_t(-1);
    static constexpr std::size_t max_key_size = std::size_t(-1);

    struct Value {
        std::uint64_t line;
        boost::json::value value; // the item for an object, else the typed value
        bool isItem;
    };

    explicit PlainJsonBuilder(std::size_t emitDepth = 0) : m_emitDepth(emitDepth) {}

    std::uint64_t currentLine = 0;
    std::deque<Value> ready;
    bool notAnArray = false; // emitDepth 1 and the document is not an array

    using error_code = boost::json::error_code;
    using string_view = boost::json::string_view;

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
        return outside(ec) && scalar(boost::json::object{{"S", take()}});
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
        return outside(ec) && scalar(boost::json::object{{"BOOL", b}});
    }
    bool on_null(error_code &ec)
    {
        return outside(ec) && scalar(boost::json::object{{"NULL", true}});
    }
    bool on_comment_part(string_view, error_code &) { return true; }
    bool on_comment(string_view, error_code &) { return true; }

private:
    struct Frame {
        bool isObject;
        std::uint64_t line;
        boost::json::object object = {};
        boost::json::array array = {};
        std::string key = {};
    };

    bool outside(error_code &ec);
    bool begin(bool isObject);
    bool append(string_view s)
    {
        m_text.append(s.data(), s.size());
        return true;
    }
    std::string take() { return std::exchange(m_text, {}); }
    bool number(string_view s, error_code &ec)
    {
        append(s);
        return outside(ec) && scalar(boost::json::object{{"N", take()}});
    }
    bool scalar(boost::json::object typed);
    bool finish();
    bool add(boost::json::object typed);

    std::size_t m_emitDepth;
    std::vector<Frame> m_stack;
    std::string m_text;
};

} // namespace tablesmith::io
