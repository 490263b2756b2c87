// Binding a pattern's parameters from the sample items: the request's string values that hold
// a {parameter} are read as key templates and matched against the items' values.

#include <tablesmith/key_template.h>
#include <tablesmith/pattern_run.h>
#include <tablesmith/request_builder.h>

#include <boost/json/serialize.hpp>

#include <algorithm>
#include <cctype>

namespace tablesmith::design {
namespace json = boost::json;
namespace {

void collectTemplates(const json::value &value, std::vector<KeyTemplate> &out)
{
    if (const json::object *object = value.if_object()) {
        for (const auto &member : *object)
            collectTemplates(member.value(), out);
    } else if (const json::array *array = value.if_array()) {
        for (const json::value &element : *array)
            collectTemplates(element, out);
    } else if (const json::string *text = value.if_string()) {
        if (text->find('{') == json::string::npos)
            return;
        if (auto parsed = KeyTemplate::parse(std::string_view(*text)); parsed && !parsed->empty())
            out.push_back(std::move(*parsed));
    }
}

bool bound(const ParameterValues &values, const std::string &name)
{
    return std::any_of(values.begin(), values.end(),
                       [&name](const auto &value) { return value.first == name; });
}

bool endsWithIgnoringCase(std::string_view text, std::string_view end)
{
    return text.size() > end.size()
           && std::equal(end.rbegin(), end.rend(), text.rbegin(), [](char a, char b) {
                  return std::tolower(static_cast<unsigned char>(a))
                         == std::tolower(static_cast<unsigned char>(b));
              });
}

// A lone variable: the value of the attribute of that name, else of one its name ends with
// ({currentStatus} from status), so a condition on the item as it is holds.
void bindByName(const DesignTable &table, const std::string &name, ParameterValues &values)
{
    for (bool exact : {true, false}) {
        for (const SampleItem &sample : table.items) {
            for (const auto &[attribute, value] : sample.item) {
                bool fits = exact ? attribute == name : endsWithIgnoringCase(name, attribute);
                if (fits && !keyText(value).empty()) {
                    values.emplace_back(name, keyText(value));
                    return;
                }
            }
        }
    }
}

bool bindFromValue(const KeyTemplate &keyTemplate, const AttributeValue &value,
                   ParameterValues &values)
{
    auto matched = keyTemplate.match(keyText(value));
    if (!matched)
        return false;
    for (const auto &[variable, text] : *matched)
        if (!bound(values, variable))
            values.emplace_back(variable, text);
    return true;
}

// A template with literals: the first value that fits binds all of its variables — a table
// key value first (what such templates build), then any other attribute.
void bindByTemplate(const DesignTable &table, const KeyTemplate &keyTemplate,
                    ParameterValues &values)
{
    for (const KeyAttribute &key : table.key.attributes()) {
        for (const SampleItem &sample : table.items) {
            auto found = sample.item.find(key.name);
            if (found != sample.item.end() && bindFromValue(keyTemplate, found->second, values))
                return;
        }
    }
    for (const SampleItem &sample : table.items)
        for (const auto &[name, value] : sample.item)
            if (bindFromValue(keyTemplate, value, values))
                return;
}

} // namespace

ParameterValues sampleParameterValues(const DesignTable &table, const AccessPattern &pattern)
{
    std::vector<KeyTemplate> templates;
    collectTemplates(pattern.request, templates);
    ParameterValues values;
    for (const KeyTemplate &t : templates) {
        bool lone = t.parts().size() == 1 && t.parts()[0].variable;
        if (lone && !bound(values, t.parts()[0].text))
            bindByName(table, t.parts()[0].text, values);
    }
    for (const KeyTemplate &t : templates) {
        auto variables = t.variables();
        bool open = std::any_of(variables.begin(), variables.end(),
                                [&values](const std::string &v) { return !bound(values, v); });
        if (open && t.literalLength() > 0)
            bindByTemplate(table, t, values);
    }
    return values;
}

Result<OperationRequest> runnableRequest(const AccessPattern &pattern,
                                         const std::string &tableName,
                                         const ParameterValues &values)
{
    std::string text = json::serialize(pattern.request);
    for (const std::string &name : builder::operationParameters(text))
        if (!bound(values, name))
            return Error::validation("no value for {" + name + "}");
    auto parsed = parseDesignJson(builder::substituteParameters(text, values));
    if (!parsed || !parsed->is_object())
        return parsed ? Error::validation("the request is not an object") : parsed.error();
    OperationRequest request{pattern.operation, std::move(parsed->get_object())};
    if (!request.request.contains("TableName"))
        request.request["TableName"] = tableName;
    request.request["ReturnConsumedCapacity"] = "TOTAL";
    return request;
}

} // namespace tablesmith::design
