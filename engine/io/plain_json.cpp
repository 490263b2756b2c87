#include "plain_json.h"

#include <boost/json/serialize.hpp>

#include <cctype>

namespace json = boost::json;

namespace tablesmith::io {
namespace {

void appendString(std::string_view text, std::string &out)
{
    out += json::serialize(json::value(json::string(text)));
}

bool isJsonNumber(std::string_view text)
{
    std::size_t i = 0;
    auto digits = [&] {
        std::size_t start = i;
        while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])))
            ++i;
        return i > start;
    };
    if (i < text.size() && text[i] == '-')
        ++i;
    if (i < text.size() && text[i] == '0')
        ++i;
    else if (!digits())
        return false;
    if (i < text.size() && text[i] == '.' && (++i, !digits()))
        return false;
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-'))
            ++i;
        if (!digits())
            return false;
    }
    return i == text.size();
}

void appendNumber(std::string_view text, std::string &out, std::uint64_t &warnings)
{
    if (isJsonNumber(text)) {
        out += text;
        return;
    }
    ++warnings; // e.g. "+5" or ".5": valid for DynamoDB, not for JSON
    appendString(text, out);
}

void appendValue(const json::value &typed, std::string &out, std::uint64_t &warnings);

void appendArray(const json::array &values, std::string &out, std::uint64_t &warnings,
                 void (*element)(const json::value &, std::string &, std::uint64_t &))
{
    out += '[';
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i > 0)
            out += ',';
        element(values[i], out, warnings);
    }
    out += ']';
}

void appendSetString(const json::value &value, std::string &out, std::uint64_t &)
{
    appendString(value.is_string() ? std::string_view(value.get_string()) : "", out);
}

void appendSetNumber(const json::value &value, std::string &out, std::uint64_t &warnings)
{
    appendNumber(value.is_string() ? std::string_view(value.get_string()) : "0", out, warnings);
}

void appendValue(const json::value &typed, std::string &out, std::uint64_t &warnings)
{
    if (!typed.is_object() || typed.get_object().empty()) {
        out += "null";
        return;
    }
    const auto &[type, value] = *typed.get_object().begin();
    if (type == "S" || type == "B") {
        warnings += type == "B";
        appendSetString(value, out, warnings);
    } else if (type == "N") {
        appendSetNumber(value, out, warnings);
    } else if (type == "BOOL") {
        out += value.is_bool() && value.get_bool() ? "true" : "false";
    } else if (type == "M" && value.is_object()) {
        appendPlainItem(value.get_object(), out, warnings);
    } else if (type == "L" && value.is_array()) {
        appendArray(value.get_array(), out, warnings, appendValue);
    } else if ((type == "SS" || type == "BS") && value.is_array()) {
        ++warnings;
        appendArray(value.get_array(), out, warnings, appendSetString);
    } else if (type == "NS" && value.is_array()) {
        ++warnings;
        appendArray(value.get_array(), out, warnings, appendSetNumber);
    } else {
        out += "null"; // NULL
    }
}

} // namespace

void appendPlainItem(const json::object &item, std::string &out, std::uint64_t &warnings)
{
    out += '{';
    bool first = true;
    for (const auto &[name, typed] : item) {
        if (!std::exchange(first, false))
            out += ',';
        appendString(name, out);
        out += ':';
        appendValue(typed, out, warnings);
    }
    out += '}';
}

} // namespace tablesmith::io
