#include "plain_json.h"
#include "plain_json_builder.h"

#include <tablesmith/plain_json.h>

#include <boost/json/basic_parser_impl.hpp>
#include <boost/json/serialize.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>

namespace json = boost::json;

namespace tablesmith {
namespace {

std::string quoted(std::string_view text)
{
    return json::serialize(json::value(json::string(text)));
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

// More than a double's 15 significant digits, or beyond its range.
bool beyondDouble(const std::string &text)
{
    std::string significant = text.substr(0, text.find_first_of("eE"));
    significant.erase(std::remove_if(significant.begin(), significant.end(),
                                     [](char c) { return c == '-' || c == '.'; }),
                      significant.end());
    const auto first = significant.find_first_not_of('0');
    significant = first == std::string::npos ? std::string() : significant.substr(first);
    while (!significant.empty() && significant.back() == '0')
        significant.pop_back();
    const double value = std::strtod(text.c_str(), nullptr);
    return significant.size() > 15 || std::isinf(value) || (value == 0 && !significant.empty());
}

class PlainWriter {
public:
    PlainWriter(std::vector<PlainJsonLoss> *losses, PlainJsonStyle style)
        : m_losses(losses), m_comma(style.spaced ? ", " : ","), m_colon(style.spaced ? ": " : ":")
    {
    }

    std::string value(const json::value &attribute, const std::string &path);
    std::string members(const json::object &map, const std::string &path);

private:
    std::string number(std::string_view digits, const std::string &path);
    std::string elements(const json::array &list, const std::string &path,
                         std::string_view setType);
    void lose(PlainJsonLoss::Kind kind, const std::string &path, std::string_view detail = {})
    {
        if (m_losses)
            m_losses->push_back({kind, path, std::string(detail)});
    }

    std::vector<PlainJsonLoss> *m_losses;
    const char *m_comma;
    const char *m_colon;
};

std::string PlainWriter::number(std::string_view digits, const std::string &path)
{
    if (!isJsonNumber(digits)) {
        lose(PlainJsonLoss::Kind::NumberAsString, path, digits);
        return quoted(digits);
    }
    if (beyondDouble(std::string(digits)))
        lose(PlainJsonLoss::Kind::BeyondDoublePrecision, path, digits);
    return std::string(digits);
}

std::string PlainWriter::members(const json::object &map, const std::string &path)
{
    std::string out = "{";
    for (const auto &member : map) {
        if (out.size() > 1)
            out += m_comma;
        const std::string at = path.empty() ? std::string(member.key())
                                            : path + "." + std::string(member.key());
        out += quoted(member.key()) + m_colon + value(member.value(), at);
    }
    return out + "}";
}

std::string PlainWriter::elements(const json::array &list, const std::string &path,
                                  std::string_view setType)
{
    std::string out = "[";
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (i > 0)
            out += m_comma;
        const std::string at = path + "[" + std::to_string(i) + "]";
        if (setType == "NS" && list[i].is_string())
            out += number(list[i].get_string(), at);
        else if (!setType.empty())
            out += list[i].is_string() ? quoted(list[i].get_string()) : "null";
        else
            out += value(list[i], at);
    }
    return out + "]";
}

std::string PlainWriter::value(const json::value &attribute, const std::string &path)
{
    if (!attribute.is_object() || attribute.get_object().size() != 1)
        return "null";
    const auto &typed = *attribute.get_object().begin();
    const std::string_view type = typed.key();
    const json::value &payload = typed.value();
    if (type == "S" && payload.is_string())
        return quoted(payload.get_string());
    if (type == "N" && payload.is_string())
        return number(payload.get_string(), path);
    if (type == "B" && payload.is_string()) {
        lose(PlainJsonLoss::Kind::BinaryAsString, path);
        return quoted(payload.get_string());
    }
    if (type == "BOOL" && payload.is_bool())
        return payload.get_bool() ? "true" : "false";
    if (type == "M" && payload.is_object())
        return members(payload.get_object(), path);
    if (type == "L" && payload.is_array())
        return elements(payload.get_array(), path, {});
    if ((type == "SS" || type == "NS" || type == "BS") && payload.is_array()) {
        lose(PlainJsonLoss::Kind::SetAsList, path, type);
        return elements(payload.get_array(), path, type);
    }
    return "null";
}

} // namespace

std::string plainJsonValue(const json::value &attribute, const std::string &path,
                           std::vector<PlainJsonLoss> *losses, PlainJsonStyle style)
{
    return PlainWriter(losses, style).value(attribute, path);
}

std::string plainJsonItem(const json::object &item, std::vector<PlainJsonLoss> *losses,
                          PlainJsonStyle style)
{
    return PlainWriter(losses, style).members(item, {});
}

PlainJsonParse parsePlainJsonItem(std::string_view text)
{
    json::basic_parser<io::PlainJsonBuilder> parser(json::parse_options{}, std::size_t(0));
    json::error_code error;
    const std::size_t consumed = parser.write_some(false, text.data(), text.size(), error);
    PlainJsonParse result;
    if (error) {
        result.errorOffset = consumed;
        result.syntaxError = error.message();
        return result;
    }
    auto &ready = parser.handler().ready;
    if (ready.empty() || !ready.front().isItem)
        return result; // JSON, but not an object
    result.item = std::move(ready.front().value.get_object());
    return result;
}

} // namespace tablesmith

namespace tablesmith::io {

// The export counts what plain JSON changes; a long number it keeps exactly is no warning.
void appendPlainItem(const json::object &item, std::string &out, std::uint64_t &warnings)
{
    std::vector<PlainJsonLoss> losses;
    out += plainJsonItem(item, &losses);
    warnings += std::uint64_t(std::count_if(losses.begin(), losses.end(), [](const auto &loss) {
        return loss.kind != PlainJsonLoss::Kind::BeyondDoublePrecision;
    }));
}

} // namespace tablesmith::io
