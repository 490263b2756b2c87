#pragma once
// ExpressionWriter: writes a form's paths, values and condition groups into expression text,
// allocating the #name / :value placeholders one request's expressions share. Names DynamoDB
// accepts as written stay readable; reserved words and special characters get a placeholder
// named after the attribute (#status, #order_id). Problems are collected as FieldErrors.

#include <tablesmith/request_builder.h>

#include <boost/json/object.hpp>

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::builder {

class ExpressionWriter {
public:
    explicit ExpressionWriter(std::vector<FieldError> &errors) : m_errors(errors) {}

    // The path for an expression; empty (and an error under `field`) when it is not valid.
    std::string path(std::string_view formPath, const std::string &field);
    std::string name(const std::string &attributeName);
    // A new :value placeholder named after `hint`, holding `value`.
    std::string value(const TypedValue &value, std::string_view hint, const std::string &field);
    // The condition text of a group; empty for an empty group.
    std::string condition(const ConditionGroup &group, const std::string &field);
    // Adds ExpressionAttributeNames / Values to `request` when any were used.
    void finish(boost::json::object &request) const;
    void error(const std::string &field, std::string message);

private:
    std::string row(const ConditionRow &row, const std::string &field);
    std::string group(const ConditionGroup &group, const std::string &field, bool nested);
    std::string lastName(std::string_view formPath) const;

    std::vector<FieldError> &m_errors;
    boost::json::object m_names;  // "#status" -> "status"
    boost::json::object m_values; // ":status" -> {"S": "..."}
    std::map<std::string, std::string, std::less<>> m_placeholderOf; // name -> "#name"
};

// [A-Za-z0-9_] only, for placeholder names; "x" when nothing is left.
std::string placeholderStem(std::string_view text);

} // namespace tablesmith::builder
