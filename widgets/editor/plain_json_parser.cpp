// parsePlainJson: boost::json's SAX parser hands over each number's literal text, so plain JSON
// becomes DynamoDB JSON without passing numbers through double.

#include "editor/item_json.h"

#include <boost/json/basic_parser_impl.hpp>

#include <QCoreApplication>

#include <vector>

namespace tablesmith::gui {
namespace {

struct PlainJson {
    Q_DECLARE_TR_FUNCTIONS(PlainJson)
};

using boost::json::string_view;
using boost::system::error_code;

class DynamoBuilder {
public:
    static constexpr std::size_t max_object_size = std::size_t(-1);
    static constexpr std::size_t max_array_size = std::size_t(-1);
    static constexpr std::size_t max_key_size = std::size_t(-1);
    static constexpr std::size_t max_string_size = std::size_t(-1);

    bool on_document_begin(error_code &) { return true; }
    bool on_document_end(error_code &) { return true; }
    bool on_object_begin(error_code &) { return open(boost::json::object()); }
    bool on_object_end(std::size_t, error_code &) { return close("M"); }
    bool on_array_begin(error_code &) { return open(boost::json::array()); }
    bool on_array_end(std::size_t, error_code &) { return close("L"); }
    bool on_key_part(string_view s, std::size_t, error_code &) { return append(m_text, s); }
    bool on_key(string_view s, std::size_t, error_code &)
    {
        append(m_text, s);
        m_stack.back().key = std::move(m_text);
        m_text.clear();
        return true;
    }
    bool on_string_part(string_view s, std::size_t, error_code &) { return append(m_text, s); }
    bool on_string(string_view s, std::size_t, error_code &)
    {
        append(m_text, s);
        return pushTyped("S", std::exchange(m_text, {}));
    }
    bool on_number_part(string_view s, error_code &) { return append(m_text, s); }
    bool on_int64(std::int64_t, string_view s, error_code &) { return number(s); }
    bool on_uint64(std::uint64_t, string_view s, error_code &) { return number(s); }
    bool on_double(double, string_view s, error_code &) { return number(s); }
    bool on_bool(bool b, error_code &) { return pushTyped("BOOL", b); }
    bool on_null(error_code &) { return pushTyped("NULL", true); }
    bool on_comment_part(string_view, error_code &) { return true; }
    bool on_comment(string_view, error_code &) { return true; }

    boost::json::value root;

private:
    struct Frame {
        boost::json::value container;
        std::string key;
    };

    static bool append(std::string &to, string_view s)
    {
        to.append(s.data(), s.size());
        return true;
    }
    bool number(string_view s)
    {
        append(m_text, s);
        return pushTyped("N", std::exchange(m_text, {}));
    }
    template<class T>
    bool pushTyped(const char *type, T payload)
    {
        boost::json::object typed;
        typed[type] = std::move(payload);
        return push(std::move(typed));
    }
    bool open(boost::json::value container)
    {
        m_stack.push_back({std::move(container), {}});
        return true;
    }
    bool close(const char *type)
    {
        boost::json::value container = std::move(m_stack.back().container);
        m_stack.pop_back();
        if (m_stack.empty()) {
            root = std::move(container); // the item itself, not wrapped as M
            return true;
        }
        boost::json::object typed;
        typed[type] = std::move(container);
        return push(std::move(typed));
    }
    bool push(boost::json::value value)
    {
        if (m_stack.empty()) {
            root = std::move(value);
            return true;
        }
        Frame &top = m_stack.back();
        if (top.container.is_object())
            top.container.get_object()[top.key] = std::move(value);
        else
            top.container.get_array().push_back(std::move(value));
        return true;
    }

    std::vector<Frame> m_stack;
    std::string m_text;
};

} // namespace

ItemParse parsePlainJson(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    boost::json::basic_parser<DynamoBuilder> parser(boost::json::parse_options{});
    error_code error;
    const std::size_t consumed =
        parser.write_some(false, utf8.constData(), std::size_t(utf8.size()), error);
    ItemParse result;
    if (error) {
        result.errorOffset = qsizetype(consumed);
        result.error = PlainJson::tr("JSON syntax error: %1")
                           .arg(QString::fromStdString(error.message()));
        return result;
    }
    if (!parser.handler().root.is_object()) {
        result.errorOffset = 0;
        result.error = PlainJson::tr("An item is a JSON object of attributes.");
        return result;
    }
    result.item = std::move(parser.handler().root.get_object());
    return result;
}

} // namespace tablesmith::gui
