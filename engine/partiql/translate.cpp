#include "partiql/translate.h"
#include "partiql/planner.h"
#include "value/deserializer_errors.h"

#include <tablesmith/attribute_value.h>

#include <boost/json/array.hpp>

#include <algorithm>
#include <array>

namespace tablesmith::partiql {
namespace {

Result<AttributeValue> bagValue(std::vector<AttributeValue> elements)
{
    if (std::all_of(elements.begin(), elements.end(),
                    [](const AttributeValue &v) { return v.type() == AttributeType::S; })) {
        AttributeValue::StringSet set;
        for (const AttributeValue &v : elements)
            if (std::find(set.begin(), set.end(), *v.as<std::string>()) == set.end())
                set.push_back(*v.as<std::string>());
        return AttributeValue(std::move(set));
    }
    if (std::all_of(elements.begin(), elements.end(),
                    [](const AttributeValue &v) { return v.type() == AttributeType::N; })) {
        AttributeValue::NumberSet set;
        for (const AttributeValue &v : elements)
            if (std::find(set.begin(), set.end(), *v.as<Decimal>()) == set.end())
                set.push_back(*v.as<Decimal>());
        return AttributeValue(std::move(set));
    }
    return Error::validation("Unsupported data type in Bag. DynamoDB only supports either "
                             "numbers or strings in bags");
}

bool isSet(const AttributeValue &v)
{
    return v.type() == AttributeType::SS || v.type() == AttributeType::NS
        || v.type() == AttributeType::BS;
}

std::string_view typeDescriptor(std::string_view partiqlType)
{
    if (partiqlType == "BOOLEAN") return "BOOL";
    if (partiqlType == "BLOB") return "B";
    if (partiqlType == "STRING") return "S";
    if (partiqlType == "NUMERIC") return "N";
    if (partiqlType == "LIST") return "L";
    if (partiqlType == "NULL") return "NULL";
    return "M"; // STRUCT, TUPLE
}

} // namespace

Result<AttributeValue> ExpressionWriter::value(const Expr &e) const
{
    switch (e.kind) {
    case Expr::Kind::Literal: return e.value;
    case Expr::Kind::Parameter: return m_parameters.at(static_cast<std::size_t>(e.parameter));
    case Expr::Kind::List: {
        AttributeValue::List list;
        for (const ExprPtr &a : e.args) {
            TS_TRY_ASSIGN(AttributeValue v, value(*a));
            list.push_back(std::move(v));
        }
        return AttributeValue(std::move(list));
    }
    case Expr::Kind::Map: {
        Item map;
        for (std::size_t i = 0; i < e.args.size(); ++i) {
            TS_TRY_ASSIGN(AttributeValue v, value(*e.args[i]));
            map.emplace(e.keys[i], std::move(v));
        }
        return AttributeValue(std::move(map));
    }
    case Expr::Kind::Bag: {
        std::vector<AttributeValue> elements;
        for (const ExprPtr &a : e.args) {
            TS_TRY_ASSIGN(AttributeValue v, value(*a));
            elements.push_back(std::move(v));
        }
        return bagValue(std::move(elements));
    }
    default:
        return Error::validation("Unsupported operation: " + render(e)
                                 + " is not a value");
    }
}

std::string ExpressionWriter::path(const expr::Path &p)
{
    std::string out;
    for (const expr::PathElement &step : p) {
        if (step.name.empty()) {
            out += "[" + std::to_string(step.index) + "]";
            continue;
        }
        auto found = m_nameOf.find(step.name);
        if (found == m_nameOf.end()) {
            const std::string placeholder = "#n" + std::to_string(m_nameOf.size());
            m_names[placeholder] = step.name;
            found = m_nameOf.emplace(step.name, placeholder).first;
        }
        out += (out.empty() ? "" : ".") + found->second;
    }
    return out;
}

std::string ExpressionWriter::placeholder(AttributeValue v)
{
    const std::string name = ":v" + std::to_string(m_values.size());
    m_values[name] = toJson(v);
    return name;
}

void ExpressionWriter::addTo(json::object &request) const
{
    if (!m_names.empty())
        request["ExpressionAttributeNames"] = m_names;
    if (!m_values.empty())
        request["ExpressionAttributeValues"] = m_values;
}

Result<std::string> ExpressionWriter::operand(const Expr &e)
{
    switch (e.kind) {
    case Expr::Kind::Path: return path(e.path);
    case Expr::Kind::Call:
        return call(e, false); // size(), the one function with a value
    case Expr::Kind::Add:
    case Expr::Kind::Subtract:
        return Error::validation(std::string("Unsupported operator in Condition Expression. "
                                             "Operator: ")
                                 + (e.kind == Expr::Kind::Add ? "+" : "-"));
    default: {
        TS_TRY_ASSIGN(AttributeValue v, value(e));
        return placeholder(std::move(v));
    }
    }
}

Result<std::string> ExpressionWriter::call(const Expr &e, bool inCondition)
{
    static constexpr std::array kConditionFunctions = {
        "begins_with", "contains", "attribute_type", "attribute_exists", "attribute_not_exists"};
    const bool known = inCondition
        ? std::find(kConditionFunctions.begin(), kConditionFunctions.end(), e.name)
            != kConditionFunctions.end()
        : e.name == "size";
    if (!known)
        return Error::validation("Unrecognized function: " + e.name);
    std::string out = e.name + "(";
    for (std::size_t i = 0; i < e.args.size(); ++i) {
        TS_TRY_ASSIGN(std::string arg, operand(*e.args[i]));
        out += (i ? ", " : "") + arg;
    }
    return out + ")";
}

Result<std::string> ExpressionWriter::is(const Expr &e)
{
    const Expr &subject = *e.args[0];
    if (subject.kind != Expr::Kind::Path)
        return Error::validation("The left hand side argument to IS must be a Variable "
                                 "Reference, Literal, or Path");
    const std::string p = path(subject.path);
    if (e.name == "MISSING")
        return std::string(e.negated ? "attribute_exists(" : "attribute_not_exists(") + p + ")";
    const std::string type = placeholder(std::string(typeDescriptor(e.name)));
    return std::string(e.negated ? "NOT " : "") + "attribute_type(" + p + ", " + type + ")";
}

Result<std::string> ExpressionWriter::condition(const Expr &e)
{
    switch (e.kind) {
    case Expr::Kind::And:
    case Expr::Kind::Or: {
        TS_TRY_ASSIGN(std::string l, condition(*e.args[0]));
        TS_TRY_ASSIGN(std::string r, condition(*e.args[1]));
        return "(" + l + (e.kind == Expr::Kind::And ? ") AND (" : ") OR (") + r + ")";
    }
    case Expr::Kind::Not: {
        TS_TRY_ASSIGN(std::string inner, condition(*e.args[0]));
        return "NOT (" + inner + ")";
    }
    case Expr::Kind::Compare: {
        TS_TRY_ASSIGN(std::string l, operand(*e.args[0]));
        TS_TRY_ASSIGN(std::string r, operand(*e.args[1]));
        return l + " " + e.name + " " + r;
    }
    case Expr::Kind::Between: {
        TS_TRY_ASSIGN(std::string x, operand(*e.args[0]));
        TS_TRY_ASSIGN(std::string low, operand(*e.args[1]));
        TS_TRY_ASSIGN(std::string high, operand(*e.args[2]));
        return x + " BETWEEN " + low + " AND " + high;
    }
    case Expr::Kind::In: {
        TS_TRY_ASSIGN(std::string out, operand(*e.args[0]));
        out += " IN (";
        for (std::size_t i = 1; i < e.args.size(); ++i) {
            TS_TRY_ASSIGN(std::string v, operand(*e.args[i]));
            out += (i > 1 ? ", " : "") + v;
        }
        return out + ")";
    }
    case Expr::Kind::Is: return is(e);
    case Expr::Kind::Call: return call(e, true);
    case Expr::Kind::Select:
        return Error::validation("EXISTS can only be used in ExecuteTransaction write requests.");
    default:
        return Error::validation("WHERE clause must contain an expression that resolves to a "
                                 "boolean");
    }
}

Result<std::string> ExpressionWriter::conditions(const std::vector<const Expr *> &all)
{
    std::string out;
    for (const Expr *c : all) {
        TS_TRY_ASSIGN(std::string text, condition(*c));
        out += out.empty() ? "(" + text + ")" : " AND (" + text + ")";
    }
    return out;
}

// A SET's right-hand side: values, paths, + and -, list_append and if_not_exists.
Result<std::string> ExpressionWriter::updateOperand(const Expr &e)
{
    if (e.kind == Expr::Kind::Add || e.kind == Expr::Kind::Subtract) {
        TS_TRY_ASSIGN(std::string l, updateOperand(*e.args[0]));
        TS_TRY_ASSIGN(std::string r, updateOperand(*e.args[1]));
        return l + (e.kind == Expr::Kind::Add ? " + " : " - ") + r;
    }
    if (e.kind != Expr::Kind::Call)
        return operand(e);
    if (e.name != "list_append" && e.name != "if_not_exists")
        return Error::validation("Unrecognized function: " + e.name);
    if (e.args.size() != 2)
        return Error::validation("Incorrect number of operands for operator or function; "
                                 "operator or function: " + e.name + ", number of operands: "
                                 + std::to_string(e.args.size()));
    TS_TRY_ASSIGN(std::string l, updateOperand(*e.args[0]));
    TS_TRY_ASSIGN(std::string r, updateOperand(*e.args[1]));
    return e.name + "(" + l + ", " + r + ")";
}

// SET path = value: a value, arithmetic, list_append; set_add and set_delete become ADD and
// DELETE actions, as DynamoDB maps them.
Result<std::string> ExpressionWriter::setValue(const Assignment &a, std::string &add,
                                               std::string &del)
{
    const Expr &v = *a.value;
    if (v.kind != Expr::Kind::Call || (v.name != "set_add" && v.name != "set_delete")) {
        TS_TRY_ASSIGN(std::string r, updateOperand(v));
        return path(a.path) + " = " + r;
    }
    const std::string op = v.name == "set_add" ? "ADD" : "DELETE";
    if (v.args.size() != 2)
        return Error::validation("SET_" + op + " must have exactly two arguments");
    if (v.args[0]->kind != Expr::Kind::Path || v.args[0]->path != a.path)
        return Error::validation("The first argument to SET_" + op
                                 + " must equal the assignment value");
    auto set = value(*v.args[1]);
    if (!set || !isSet(*set))
        return Error::validation("The second argument to SET_" + op
                                 + " must be a value with type SET");
    std::string &clause = op == "ADD" ? add : del;
    clause += (clause.empty() ? "" : ", ") + path(a.path) + " " + placeholder(std::move(*set));
    return std::string();
}

Result<std::string> ExpressionWriter::update(const std::vector<Assignment> &assignments)
{
    std::string set, remove, add, del;
    for (const Assignment &a : assignments) {
        if (a.remove) {
            remove += (remove.empty() ? "" : ", ") + path(a.path);
            continue;
        }
        TS_TRY_ASSIGN(std::string action, setValue(a, add, del));
        if (!action.empty())
            set += (set.empty() ? "" : ", ") + action;
    }
    const std::array<std::pair<const char *, const std::string *>, 4> clauses{
        {{"SET", &set}, {"REMOVE", &remove}, {"ADD", &add}, {"DELETE", &del}}};
    std::string out;
    for (const auto &[word, clause] : clauses)
        if (!clause->empty())
            out += (out.empty() ? "" : " ") + std::string(word) + " " + *clause;
    return out;
}

Result<std::vector<AttributeValue>> parameters(const json::object &request,
                                               int statementParameters)
{
    std::vector<AttributeValue> out;
    const json::value *list = request.if_contains("Parameters");
    if (list && !list->is_array()) // for callers that skip the request check
        return deserializer::notList(*list, deserializer::Position::Field);
    if (list && list->get_array().empty())
        return Error::validation("1 validation error detected: Value '[]' at 'parameters' "
                                 "failed to satisfy constraint: Member must have length "
                                 "greater than or equal to 1");
    if (list)
        for (const json::value &v : list->get_array()) {
            TS_TRY_ASSIGN(AttributeValue decoded, attributeFromJson(v));
            out.push_back(std::move(decoded));
        }
    if (static_cast<int>(out.size()) != statementParameters)
        return Error::validation("Number of parameters in request and statement don't match.");
    return out;
}

} // namespace tablesmith::partiql
