#include "partiql/translate.h"
#include "partiql/planner.h"

#include <tablesmith/attribute_value.h>

#include <boost/json/array.hpp>

#include <algorithm>
#include <array>

namespace tablesmith::partiql {
namespace {

// A bag that repeats a member is refused with all its members listed, as the service lists them.
Error duplicatesIn(const std::vector<AttributeValue> &elements)
{
    std::string list;
    for (const AttributeValue &v : elements)
        list += (list.empty() ? "" : ", ")
            + (v.as<std::string>() ? *v.as<std::string>() : v.as<Decimal>()->toString());
    return Error::validation("One or more parameter values were invalid: Input collection ["
                             + list + "] contains duplicates.");
}

template <class Set, class Member>
Result<AttributeValue> setOf(const std::vector<AttributeValue> &elements)
{
    Set set;
    for (const AttributeValue &v : elements) {
        if (std::find(set.begin(), set.end(), *v.as<Member>()) != set.end())
            return duplicatesIn(elements);
        set.push_back(*v.as<Member>());
    }
    return AttributeValue(std::move(set));
}

Result<AttributeValue> bagValue(std::vector<AttributeValue> elements)
{
    auto all = [&](AttributeType type) {
        return std::all_of(elements.begin(), elements.end(),
                           [type](const AttributeValue &v) { return v.type() == type; });
    };
    if (all(AttributeType::S))
        return setOf<AttributeValue::StringSet, std::string>(elements);
    if (all(AttributeType::N))
        return setOf<AttributeValue::NumberSet, Decimal>(elements);
    return Error::validation("Unsupported data type in Bag. DynamoDB only supports either "
                             "numbers or strings in bags");
}

// How many operands a function of a WHERE clause takes; 0 for no such function.
std::size_t conditionOperands(std::string_view function)
{
    if (function == "attribute_exists" || function == "attribute_not_exists")
        return 1;
    if (function == "begins_with" || function == "contains" || function == "attribute_type")
        return 2;
    return 0;
}

// `attribute_exists(a) = TRUE` and the like: a condition function compared with a boolean.
const Expr *comparedFunction(const Expr &e, bool &holds)
{
    if (e.name != "=" && e.name != "<>")
        return nullptr;
    for (int side = 0; side < 2; ++side) {
        const Expr &function = *e.args[side], &other = *e.args[1 - side];
        const bool *value = other.kind == Expr::Kind::Literal ? other.value.as<bool>() : nullptr;
        if (function.kind == Expr::Kind::Call && conditionOperands(function.name) && value) {
            holds = *value == (e.name == "=");
            return &function;
        }
    }
    return nullptr;
}

bool isSet(const AttributeValue &v)
{
    return v.type() == AttributeType::SS || v.type() == AttributeType::NS
        || v.type() == AttributeType::BS;
}

std::string_view typeDescriptor(std::string_view partiqlType)
{
    if (partiqlType == "BOOLEAN" || partiqlType == "BOOL") return "BOOL";
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
    case Expr::Kind::Call:
        return Error::validation("Unsupported data type: " + e.name + " under key root" + at(e));
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
    const std::size_t operands = inCondition ? conditionOperands(e.name)
                                             : e.name == "size" ? 1 : 0;
    if (operands == 0)
        return Error::validation("Unrecognized function: " + e.name + at(e));
    if (e.args.size() != operands)
        return Error::validation("Incorrect number of operands for operator or function; "
                                 "operator or function: " + e.name + ", number of operands: "
                                 + std::to_string(e.args.size()));
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
        bool holds = true;
        if (const Expr *function = comparedFunction(e, holds)) {
            TS_TRY_ASSIGN(std::string test, call(*function, true));
            return holds ? test : "NOT (" + test + ")";
        }
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
        return Error::validation("SET_" + op + " must have exactly two arguments" + at(v));
    if (v.args[0]->kind != Expr::Kind::Path || v.args[0]->path != a.path)
        return Error::validation("The first argument to SET_" + op
                                 + " must equal the assignment value" + at(v));
    auto set = value(*v.args[1]);
    if (!set && set.error().message.ends_with("contains duplicates."))
        return set.takeError(); // a set literal that repeats a member is refused as it is
    // The service points at the first argument here, not at the second.
    if (!set || !isSet(*set))
        return Error::validation("The second argument to SET_" + op
                                 + " must be a value with type SET" + at(*v.args[0]));
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

} // namespace tablesmith::partiql
