#include "query/request_json.h"

#include <boost/json/serialize.hpp>

#include <string>

namespace tablesmith::gui {
namespace {

constexpr std::size_t kShortLine = 72;

// One line with a space after ':' and ',' (serialize() writes none).
std::string oneLine(const boost::json::value &value)
{
    if (value.is_object()) {
        std::string out = "{";
        for (const auto &member : value.get_object())
            out += (out.size() > 1 ? ", " : "") + boost::json::serialize(member.key()) + ": "
                + oneLine(member.value());
        return out + "}";
    }
    if (value.is_array()) {
        std::string out = "[";
        for (const auto &element : value.get_array())
            out += (out.size() > 1 ? ", " : "") + oneLine(element);
        return out + "]";
    }
    return boost::json::serialize(value);
}

void write(const boost::json::value &value, int depth, std::string &out)
{
    std::string line = oneLine(value);
    const bool empty = (value.is_object() && value.get_object().empty())
        || (value.is_array() && value.get_array().empty());
    if (empty || (!value.is_object() && !value.is_array())
        || (depth > 0 && line.size() + std::size_t(depth) * 2 <= kShortLine)) {
        out += line;
        return;
    }
    const std::string indent(std::size_t(depth + 1) * 2, ' ');
    bool first = true;
    if (value.is_object()) {
        out += "{\n";
        for (const auto &member : value.get_object()) {
            out += (first ? "" : ",\n") + indent + boost::json::serialize(member.key()) + ": ";
            write(member.value(), depth + 1, out);
            first = false;
        }
        out += "\n" + std::string(std::size_t(depth) * 2, ' ') + "}";
        return;
    }
    out += "[\n";
    for (const auto &element : value.get_array()) {
        out += (first ? "" : ",\n") + indent;
        write(element, depth + 1, out);
        first = false;
    }
    out += "\n" + std::string(std::size_t(depth) * 2, ' ') + "]";
}

} // namespace

QString requestJsonText(const boost::json::object &request)
{
    std::string out;
    write(request, 0, out);
    return QString::fromStdString(out);
}

} // namespace tablesmith::gui
