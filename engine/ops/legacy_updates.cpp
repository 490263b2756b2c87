#include "ops/legacy_updates.h"
#include "ops/core_names.h"

#include "core/request.h"
#include "value/deserializer_errors.h"

#include <tablesmith/attribute_value.h>

#include <optional>
#include <vector>

namespace tablesmith::ops::legacy {
namespace {

constexpr std::string_view kInvalid = "One or more parameter values were invalid: ";

// The clauses of the UpdateExpression being built, one list per action keyword.
struct Clauses {
    std::vector<std::string> set, remove, add, del;
};

bool isSet(AttributeType type)
{
    return type == AttributeType::SS || type == AttributeType::NS || type == AttributeType::BS;
}

Status checkAction(std::string_view action, const std::optional<AttributeValue> &value)
{
    if (!value) {
        if (action != "DELETE")
            return Error::validation(std::string(kInvalid) + "Only DELETE action is allowed "
                                     "when no attribute value is specified");
        return success();
    }
    const std::string type(typeName(value->type()));
    if (action == "DELETE" && !isSet(value->type()))
        return Error::validation(std::string(kInvalid) + "DELETE action with value is not "
                                 "supported for the type " + type);
    if (action == "ADD" && !isSet(value->type()) && value->type() != AttributeType::N
        && value->type() != AttributeType::L)
        return Error::validation(std::string(kInvalid) + "ADD action is not supported for the "
                                 "type " + type);
    return success();
}

Result<std::string_view> readAction(std::string_view attribute, const json::object &update)
{
    TS_TRY_ASSIGN(auto action, optionalString(update, "Action"));
    if (!action)
        return std::string_view("PUT"); // DynamoDB's default
    if (*action != "PUT" && *action != "ADD" && *action != "DELETE")
        return constraintError("'" + std::string(*action) + "'",
                               "attributeUpdates." + std::string(attribute) + ".member.action",
                               "Member must satisfy enum value set: [ADD, PUT, DELETE]");
    return *action;
}

// ADD appends to a list, creating it when absent; UpdateExpression's ADD knows only numbers
// and sets, so a list becomes SET with list_append.
Result<std::string> appendToList(const std::string &name, const std::string &value,
                                 GeneratedPlaceholders &placeholders)
{
    TS_TRY_ASSIGN(std::string empty, placeholders.value(json::object{{"L", json::array()}}));
    return name + " = list_append(if_not_exists(" + name + ", " + empty + "), " + value + ")";
}

Status addClause(std::string_view attribute, const json::value &entry, Clauses &clauses,
                 GeneratedPlaceholders &placeholders)
{
    if (entry.is_null())
        return Error::validation("Supplied AttributeValueUpdate is empty, must contain one of "
                                 "the supported actions: " + std::string(attribute) + " is null");
    const json::object *update = entry.if_object();
    if (!update) // for callers that skip the request check, which refuses it first
        return deserializer::notStructure(entry, deserializer::Position::Element,
                                          "AttributeValueUpdate");
    TS_TRY_ASSIGN(std::string_view action, readAction(attribute, *update));
    const json::value *given = update->if_contains("Value");
    std::optional<AttributeValue> value;
    if (given && !given->is_null()) {
        TS_TRY_ASSIGN(value, attributeFromJson(*given));
    }
    TS_TRY_STATUS(checkAction(action, value));
    const std::string name = placeholders.name(attribute);
    if (!value) {
        clauses.remove.push_back(name);
        return success();
    }
    TS_TRY_ASSIGN(std::string v, placeholders.value(*given));
    if (action == "PUT") {
        clauses.set.push_back(name + " = " + v);
    } else if (action == "DELETE") {
        clauses.del.push_back(name + " " + v);
    } else if (value->type() == AttributeType::L) {
        TS_TRY_ASSIGN(std::string append, appendToList(name, v, placeholders));
        clauses.set.push_back(std::move(append));
    } else {
        clauses.add.push_back(name + " " + v);
    }
    return success();
}

void appendClause(std::string &out, std::string_view keyword,
                  const std::vector<std::string> &parts)
{
    if (parts.empty())
        return;
    out += (out.empty() ? "" : " ") + std::string(keyword) + " ";
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i ? ", " : "") + parts[i];
}

} // namespace

Result<std::string> updateExpression(const json::object &updates,
                                     GeneratedPlaceholders &placeholders)
{
    Clauses clauses;
    for (const auto &[attribute, entry] : updates)
        TS_TRY_STATUS(addClause(attribute, entry, clauses, placeholders));
    std::string out;
    appendClause(out, "SET", clauses.set);
    appendClause(out, "REMOVE", clauses.remove);
    appendClause(out, "ADD", clauses.add);
    appendClause(out, "DELETE", clauses.del);
    return out;
}

} // namespace tablesmith::ops::legacy
