// Names, typed values and paths of the query builder's form (request_builder.h).

#include <tablesmith/request_builder.h>

#include "expr/reserved_words.h"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <array>
#include <utility>

namespace tablesmith::builder {
namespace json = boost::json;
namespace {

constexpr std::array<std::pair<Operation, std::string_view>, 14> kOperations = {{
    {Operation::GetItem, "GetItem"}, {Operation::PutItem, "PutItem"},
    {Operation::UpdateItem, "UpdateItem"}, {Operation::DeleteItem, "DeleteItem"},
    {Operation::Query, "Query"}, {Operation::Scan, "Scan"},
    {Operation::BatchGetItem, "BatchGetItem"}, {Operation::BatchWriteItem, "BatchWriteItem"},
    {Operation::TransactGetItems, "TransactGetItems"},
    {Operation::TransactWriteItems, "TransactWriteItems"},
    {Operation::ExecuteStatement, "ExecuteStatement"},
    {Operation::BatchExecuteStatement, "BatchExecuteStatement"},
    {Operation::ExecuteTransaction, "ExecuteTransaction"},
    {Operation::ConditionCheck, "ConditionCheck"},
}};

// As the expression tokenizer reads a bare name: a letter first, then letters, digits or '_'.
bool isNameStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isNamePart(char c) { return isNameStart(c) || (c >= '0' && c <= '9') || c == '_'; }

bool isCompositeType(std::string_view type)
{
    return type == "M" || type == "L" || type == "SS" || type == "NS" || type == "BS";
}

Error valueError(std::string message) { return Error::validation(std::move(message)); }

} // namespace

std::string_view operationName(Operation operation)
{
    for (const auto &[op, name] : kOperations)
        if (op == operation)
            return name;
    return {};
}

std::optional<Operation> operationFromName(std::string_view name)
{
    for (const auto &[op, text] : kOperations)
        if (text == name)
            return op;
    return std::nullopt;
}

bool isRead(Operation operation)
{
    switch (operation) {
    case Operation::GetItem: case Operation::Query: case Operation::Scan:
    case Operation::BatchGetItem: case Operation::TransactGetItems:
        return true;
    default:
        return false;
    }
}

bool isPartiQL(Operation operation)
{
    return operation == Operation::ExecuteStatement
        || operation == Operation::BatchExecuteStatement
        || operation == Operation::ExecuteTransaction;
}

bool hasEntries(Operation operation)
{
    return operation == Operation::BatchGetItem || operation == Operation::BatchWriteItem
        || operation == Operation::TransactGetItems
        || operation == Operation::TransactWriteItems;
}

Result<AttributeValue> toAttributeValue(const TypedValue &value)
{
    json::object wrapped;
    if (value.type == "S" || value.type == "N" || value.type == "B") {
        if (value.type == "N" && value.text.empty())
            return valueError("A number is needed");
        wrapped[value.type] = value.text;
    } else if (value.type == "BOOL") {
        if (value.text != "true" && value.text != "false")
            return valueError("BOOL is true or false");
        wrapped["BOOL"] = value.text == "true";
    } else if (value.type == "NULL") {
        wrapped["NULL"] = true;
    } else if (isCompositeType(value.type)) {
        boost::system::error_code ec;
        json::value content = json::parse(value.text, ec);
        if (ec)
            return valueError("Not valid JSON for a " + value.type + " value");
        wrapped[value.type] = std::move(content);
    } else {
        return valueError("Unknown type " + value.type);
    }
    return attributeFromJson(wrapped);
}

TypedValue typedValueOf(const AttributeValue &value)
{
    const json::value encoded = toJson(value);
    const auto &member = *encoded.get_object().begin();
    TypedValue typed;
    typed.type = std::string(member.key());
    if (member.value().is_string())
        typed.text = std::string(member.value().get_string());
    else if (typed.type == "BOOL")
        typed.text = member.value().get_bool() ? "true" : "false";
    else if (typed.type != "NULL")
        typed.text = json::serialize(member.value());
    return typed;
}

std::string_view sortKeyOperatorText(SortKeyOperator op)
{
    constexpr std::array<std::string_view, 8> texts = {"", "=", "<", "<=", ">", ">=",
                                                       "BETWEEN", "begins_with"};
    return texts[std::size_t(op)];
}

std::string_view conditionOperatorText(ConditionOperator op)
{
    constexpr std::array<std::string_view, 19> texts = {
        "=", "<>", "<", "<=", ">", ">=", "BETWEEN", "IN", "attribute_exists",
        "attribute_not_exists", "attribute_type", "begins_with", "contains", "size =",
        "size <>", "size <", "size <=", "size >", "size >="};
    return texts[std::size_t(op)];
}

int valueCount(ConditionOperator op)
{
    switch (op) {
    case ConditionOperator::Between: return 2;
    case ConditionOperator::In: return -1;
    case ConditionOperator::AttributeExists: case ConditionOperator::AttributeNotExists:
        return 0;
    default: return 1;
    }
}

std::string_view updateKindText(UpdateKind kind)
{
    constexpr std::array<std::string_view, 9> texts = {
        "SET", "SET if_not_exists", "SET list_append", "SET list_prepend", "SET +", "SET -",
        "REMOVE", "ADD", "DELETE"};
    return texts[std::size_t(kind)];
}

bool needsNamePlaceholder(std::string_view name)
{
    if (name.empty() || !isNameStart(name.front()))
        return true;
    for (char c : name)
        if (!isNamePart(c))
            return true;
    return expr::isReservedWord(name);
}

namespace {

// Reads "[3]" at `i`; returns the position after it.
Result<std::size_t> readIndex(std::string_view path, std::size_t i, std::vector<PathStep> &out)
{
    const std::size_t close = path.find(']', i);
    if (close == std::string_view::npos || close == i + 1)
        return valueError("An unclosed or empty [ in the path");
    int index = 0;
    for (std::size_t k = i + 1; k < close; ++k) {
        if (path[k] < '0' || path[k] > '9' || index > 1'000'000)
            return valueError("A list index is a number: [0]");
        index = index * 10 + (path[k] - '0');
    }
    out.push_back({{}, index});
    return close + 1;
}

// Reads a name (plain or in backticks) at `i`; returns the position after it.
Result<std::size_t> readName(std::string_view path, std::size_t i, std::vector<PathStep> &out)
{
    std::size_t end;
    std::string name;
    if (path[i] == '`') {
        end = path.find('`', i + 1);
        if (end == std::string_view::npos)
            return valueError("An unclosed ` in the path");
        name = std::string(path.substr(i + 1, end - i - 1));
        ++end;
    } else {
        end = path.find_first_of(".[", i);
        end = end == std::string_view::npos ? path.size() : end;
        name = std::string(path.substr(i, end - i));
    }
    if (name.empty())
        return valueError("An empty name in the path");
    out.push_back({std::move(name), -1});
    return end;
}

} // namespace

Result<std::vector<PathStep>> parseFormPath(std::string_view path)
{
    std::vector<PathStep> steps;
    if (path.empty())
        return valueError("An attribute is needed");
    std::size_t i = 0;
    bool expectName = true;
    while (i < path.size()) {
        Result<std::size_t> next = std::size_t(0);
        if (path[i] == '[' && !expectName)
            next = readIndex(path, i, steps);
        else if (path[i] == '.' && !expectName)
            next = i + 1;
        else if (expectName)
            next = readName(path, i, steps);
        else
            return valueError("A . or [ is expected after a name");
        if (!next)
            return next.takeError();
        expectName = path[i] == '.';
        i = *next;
    }
    if (expectName)
        return valueError("The path ends with a dot");
    return steps;
}

std::string formPathText(const std::vector<PathStep> &steps)
{
    std::string text;
    for (const auto &step : steps) {
        if (step.name.empty()) {
            text += "[" + std::to_string(step.index) + "]";
            continue;
        }
        if (!text.empty())
            text += '.';
        const bool quote = step.name.find_first_of(".[]`") != std::string::npos;
        text += quote ? "`" + step.name + "`" : step.name;
    }
    return text;
}

} // namespace tablesmith::builder
