// Sample items from key templates and attribute types, so a design can be previewed at any
// size before it has real data.

#include "design/design_json.h"

#include <tablesmith/key_template.h>

#include <cctype>
#include <cstdio>
#include <map>

namespace json = boost::json;

namespace tablesmith::design {
namespace {

bool endsWithWord(std::string_view name, std::string_view word)
{
    if (name.size() < word.size())
        return false;
    std::string_view tail = name.substr(name.size() - word.size());
    for (std::size_t i = 0; i < word.size(); ++i) {
        if (std::tolower(static_cast<unsigned char>(tail[i])) != word[i])
            return false;
    }
    return true;
}

std::string date(int n)
{
    int day = 1 + n % 28;
    int month = 1 + (n / 28) % 12;
    char text[16];
    std::snprintf(text, sizeof text, "2026-%02d-%02d", month, day);
    return text;
}

// A variable's value for item n: ids repeat every few items so that, e.g., several orders
// share a user, as they would in real data.
std::string variableValue(const std::string &name, int n)
{
    static const char *statuses[] = {"PENDING", "SHIPPED", "DELIVERED"};
    if (endsWithWord(name, "status"))
        return statuses[n % 3];
    if (endsWithWord(name, "at") || endsWithWord(name, "date") || endsWithWord(name, "time"))
        return date(n);
    if (endsWithWord(name, "id")) {
        char prefix = static_cast<char>(std::tolower(static_cast<unsigned char>(name[0])));
        return std::string(1, prefix) + std::to_string(n);
    }
    return name + std::to_string(n);
}

json::value typedValue(AttributeType type, const std::string &text, int n)
{
    switch (type) {
    case AttributeType::N: return json::object{{"N", std::to_string(n)}};
    case AttributeType::B: return json::object{{"B", base64Encode(text)}};
    case AttributeType::BOOL: return json::object{{"BOOL", n % 2 == 0}};
    case AttributeType::NUL: return json::object{{"NULL", true}};
    case AttributeType::SS: return json::object{{"SS", json::array{text}}};
    case AttributeType::NS: return json::object{{"NS", json::array{std::to_string(n)}}};
    case AttributeType::M: return json::object{{"M", json::object()}};
    case AttributeType::L: return json::object{{"L", json::array()}};
    default: return json::object{{"S", text}};
    }
}

json::value keyValue(const DesignTable &table, const std::string &attribute,
                     const std::string &text, int n)
{
    AttributeType type = table.attributeType(attribute);
    if (auto parsed = KeyTemplate::parse(text); parsed && type != AttributeType::N) {
        std::map<std::string, std::string> values;
        for (const std::string &variable : parsed->variables())
            values[variable] = variableValue(variable, n);
        return typedValue(type, parsed->fill(values), n);
    }
    return typedValue(type, text, n);
}

} // namespace

std::vector<json::object> generateSampleItems(const DesignTable &table,
                                              const EntityType &entity, int count, int first)
{
    std::vector<json::object> items;
    for (int n = first; n < first + count; ++n) {
        json::object item;
        for (const auto &[attribute, text] : entity.keyTemplates)
            item[attribute] = keyValue(table, attribute, text, n);
        for (const std::string &attribute : entity.attributes) {
            if (!item.contains(attribute))
                item[attribute] = typedValue(table.attributeType(attribute),
                                             variableValue(attribute, n), n);
        }
        items.push_back(std::move(item));
    }
    return items;
}

} // namespace tablesmith::design
