#pragma once
// Turns PartiQL conditions, values and assignments into the equivalent DynamoDB expressions —
// KeyConditionExpression, ConditionExpression, UpdateExpression — with #name / :value
// placeholders, so statements run as the operations they stand for and are judged by the
// engine's own expression parser and evaluator.

#include "partiql/ast.h"

#include <boost/json/object.hpp>

#include <map>
#include <string>
#include <vector>

namespace tablesmith::partiql {

namespace json = boost::json;

class ExpressionWriter {
public:
    explicit ExpressionWriter(const std::vector<AttributeValue> &parameters)
        : m_parameters(parameters)
    {
    }

    // A value: a literal, a `?` parameter, or a list, map or bag of them.
    Result<AttributeValue> value(const Expr &e) const;
    // A condition (WHERE, EXISTS) as ConditionExpression text.
    Result<std::string> condition(const Expr &e);
    // Several conditions AND-ed.
    Result<std::string> conditions(const std::vector<const Expr *> &all);
    // UPDATE's SET and REMOVE as UpdateExpression text.
    Result<std::string> update(const std::vector<Assignment> &assignments);

    std::string path(const expr::Path &path);
    std::string placeholder(AttributeValue value);

    // Adds ExpressionAttributeNames / ExpressionAttributeValues to a request, when any.
    void addTo(json::object &request) const;
    const json::object &names() const { return m_names; }
    const json::object &values() const { return m_values; }

private:
    Result<std::string> operand(const Expr &e);
    Result<std::string> call(const Expr &e, bool inCondition);
    Result<std::string> is(const Expr &e);
    Result<std::string> updateOperand(const Expr &e);
    Result<std::string> setValue(const Assignment &a, std::string &add, std::string &del);

    const std::vector<AttributeValue> &m_parameters;
    std::map<std::string, std::string, std::less<>> m_nameOf; // attribute -> #placeholder
    json::object m_names;
    json::object m_values;
};

// The request's Parameters, decoded.
Result<std::vector<AttributeValue>> parameters(const json::object &request,
                                               int statementParameters);

} // namespace tablesmith::partiql
