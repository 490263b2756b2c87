// CloudFormation export: one AWS::DynamoDB::Table resource per table of the design, with the
// properties CreateTable takes (CloudFormation uses the same names), as JSON or YAML.

#include "design/design_json.h"

#include <boost/json/serialize.hpp>

#include <cctype>

namespace json = boost::json;

namespace tablesmith::design {
namespace {

// A logical ID is alphanumeric: "order-items" -> "OrderItemsTable".
std::string logicalId(const std::string &tableName)
{
    std::string id;
    bool upper = true;
    for (char c : tableName) {
        if (!std::isalnum(static_cast<unsigned char>(c))) {
            upper = true;
            continue;
        }
        id += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
        upper = false;
    }
    return (id.empty() || std::isdigit(static_cast<unsigned char>(id[0])) ? "T" + id : id)
         + "Table";
}

void appendYaml(std::string &out, const json::value &value, int indent);

std::string scalarYaml(const json::value &value)
{
    // JSON strings are valid YAML double-quoted scalars; quoting all of them keeps "N", "S",
    // "true" or "2026-05-01" from being read as other types.
    return json::serialize(value);
}

void appendObject(std::string &out, const json::object &object, int indent)
{
    for (const auto &member : object) {
        out += std::string(static_cast<std::size_t>(indent), ' ') + std::string(member.key())
             + ":";
        const json::value &v = member.value();
        bool nested = (v.is_object() && !v.get_object().empty())
                   || (v.is_array() && !v.get_array().empty());
        if (nested) {
            out += '\n';
            appendYaml(out, v, indent + 2);
        } else {
            out += ' ' + (v.is_object() ? std::string("{}")
                          : v.is_array() ? std::string("[]") : scalarYaml(v)) + '\n';
        }
    }
}

void appendArray(std::string &out, const json::array &array, int indent)
{
    for (const json::value &element : array) {
        out += std::string(indent, ' ') + "-";
        if (element.is_object() && !element.get_object().empty()) {
            std::string nested;
            appendObject(nested, element.get_object(), indent + 2);
            out += ' ' + nested.substr(static_cast<std::size_t>(indent) + 2);
        } else if (element.is_array() && !element.get_array().empty()) {
            out += '\n';
            appendArray(out, element.get_array(), indent + 2);
        } else {
            out += ' ' + scalarYaml(element) + '\n';
        }
    }
}

void appendYaml(std::string &out, const json::value &value, int indent)
{
    if (value.is_object())
        appendObject(out, value.get_object(), indent);
    else if (value.is_array())
        appendArray(out, value.get_array(), indent);
    else
        out += std::string(indent, ' ') + scalarYaml(value) + '\n';
}

} // namespace

json::object cloudFormationTemplate(const Design &design)
{
    json::object resources;
    for (const DesignTable &table : design.tables) {
        json::object properties = createTableRequest(table);
        // CloudFormation's StreamSpecification has the view type only: a stream is on when
        // it is there.
        if (json::value *stream = properties.if_contains("StreamSpecification"))
            stream->as_object().erase("StreamEnabled");
        resources[logicalId(table.name)] =
            json::object{{"Type", "AWS::DynamoDB::Table"}, {"Properties", std::move(properties)}};
    }
    std::string description = "DynamoDB tables of the design "
                            + (design.name.empty() ? std::string("(unnamed)") : design.name)
                            + ", exported by Tablesmith";
    return json::object{{"AWSTemplateFormatVersion", "2010-09-09"},
                        {"Description", description},
                        {"Resources", std::move(resources)}};
}

std::string cloudFormationYaml(const Design &design)
{
    std::string out;
    appendYaml(out, cloudFormationTemplate(design), 0);
    return out;
}

} // namespace tablesmith::design
