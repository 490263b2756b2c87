#include "ops/legacy_parameters.h"
#include "ops/core_names.h"

#include "ops/legacy_conditions.h"
#include "ops/legacy_updates.h"
#include "ops/page.h"
#include "core/item_codec.h"
#include "core/request.h"
#include "value/deserializer_errors.h"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

namespace tablesmith::ops::legacy {
namespace {

// Both lists in the order DynamoDB names them in its "Can not use both" message.
constexpr std::array<std::string_view, 7> kLegacy = {
    "AttributeUpdates", "AttributesToGet", "Expected", "QueryFilter", "ScanFilter",
    "ConditionalOperator", "KeyConditions"};
constexpr std::array<std::string_view, 5> kExpressions = {
    "UpdateExpression", "ProjectionExpression", "ConditionExpression", "FilterExpression",
    "KeyConditionExpression"};

// What one operation (or one BatchGetItem table) accepts of each style.
struct Styles {
    std::vector<std::string_view> legacy;
    std::vector<std::string_view> expressions;
    // The tail of "ExpressionAttributeValues can only be specified when using expressions: …"
    // (empty for none); nullopt where the request has no ExpressionAttributeValues.
    std::optional<std::string_view> valuesWithout;
    // Whether the operation reports these faults in the validation envelope.
    bool enveloped = false;
};

// Built once: every item request asks.
const Styles *stylesOf(std::string_view operation)
{
    static const Styles get{{"AttributesToGet"}, {"ProjectionExpression"}, std::nullopt};
    // PutItem and DeleteItem: enveloped, and no tail naming the null expression, as recorded in
    // eu-west-2 and us-east-1 on 2026-10-09 (paritysuite/dynamodb-conformance tests/tier3/
    // error-messages/{putItem,deleteItem}.test.ts); dynalite's older recording had
    // ": ConditionExpression is null".
    static const Styles put{{"Expected", "ConditionalOperator"}, {"ConditionExpression"}, "",
                            true};
    static const Styles update{{"AttributeUpdates", "Expected", "ConditionalOperator"},
                               {"UpdateExpression", "ConditionExpression"},
                               "UpdateExpression and ConditionExpression are null", true};
    static const Styles query{
        {"AttributesToGet", "QueryFilter", "ConditionalOperator", "KeyConditions"},
        {"ProjectionExpression", "FilterExpression", "KeyConditionExpression"},
        "FilterExpression and KeyConditionExpression are null"};
    static const Styles scan{{"AttributesToGet", "ScanFilter", "ConditionalOperator"},
                             {"ProjectionExpression", "FilterExpression"},
                             "FilterExpression is null"};
    if (operation == "GetItem" || operation == "BatchGetItem")
        return &get;
    if (operation == "PutItem" || operation == "DeleteItem")
        return &put;
    if (operation == "UpdateItem")
        return &update;
    if (operation == "Query")
        return &query;
    if (operation == "Scan")
        return &scan;
    return nullptr;
}

bool present(const json::object &request, std::string_view member)
{
    const json::value *v = request.if_contains(member);
    return v && !v->is_null();
}

// Which of `canonical` the operation accepts and the request has: bit i for canonical[i].
template<std::size_t N>
unsigned presentOf(const json::object &request, const std::array<std::string_view, N> &canonical,
                   const std::vector<std::string_view> &accepted)
{
    unsigned bits = 0;
    for (std::size_t i = 0; i < N; ++i)
        if (std::find(accepted.begin(), accepted.end(), canonical[i]) != accepted.end()
            && present(request, canonical[i]))
            bits |= 1u << i;
    return bits;
}

template<std::size_t N>
std::string braced(unsigned bits, const std::array<std::string_view, N> &canonical)
{
    std::string out;
    for (std::size_t i = 0; i < N; ++i)
        if (bits & (1u << i))
            out += (out.empty() ? "" : ", ") + std::string(canonical[i]);
    return "{" + out + "}";
}

constexpr unsigned kKeyConditions = 1u << 6;          // in kLegacy
constexpr unsigned kProjectionExpression = 1u << 1;   // in kExpressions
constexpr unsigned kKeyConditionExpression = 1u << 4; // in kExpressions

// The service's checks on how the two styles meet, made before any rewriting adds expressions.
// True when the request has legacy parameters to rewrite.
Result<bool> checkStyles(const json::object &request, const Styles &styles)
{
    const unsigned used = presentOf(request, kLegacy, styles.legacy);
    const unsigned expressions = presentOf(request, kExpressions, styles.expressions);
    unsigned legacy = used;
    // KeyConditions may sit beside a FilterExpression; only KeyConditionExpression conflicts.
    if (!(expressions & kKeyConditionExpression))
        legacy &= ~kKeyConditions;
    if (legacy && expressions)
        return Error::validation("Can not use both expression and non-expression parameters in "
                                 "the same request: Non-expression parameters: "
                                 + braced(legacy, kLegacy) + " Expression parameters: "
                                 + braced(expressions, kExpressions));
    if (!expressions && present(request, "ExpressionAttributeNames"))
        return Error::validation("ExpressionAttributeNames can only be specified when using "
                                 "expressions");
    const bool valueExpression = (expressions & ~kProjectionExpression) != 0;
    if (styles.valuesWithout && !valueExpression && present(request, "ExpressionAttributeValues"))
        return Error::validation(
            "ExpressionAttributeValues can only be specified when using expressions"
            + (styles.valuesWithout->empty() ? "" : ": " + std::string(*styles.valuesWithout)));
    return used != 0;
}

// AttributesToGet: top-level names, each one placeholder, so dots and brackets stay literal.
Status rewriteAttributesToGet(const json::object &source, json::object &request,
                              GeneratedPlaceholders &placeholders)
{
    TS_TRY_ASSIGN(const json::array *names, optionalArray(source, "AttributesToGet"));
    if (!names)
        return success();
    if (names->empty())
        return constraintError("'[]'", "AttributesToGet",
                               "Member must have length greater than or equal to 1");
    TS_TRY_ASSIGN(auto select, optionalString(source, "Select"));
    if (select && *select != "SPECIFIC_ATTRIBUTES")
        return Error::validation("Cannot specify the AttributesToGet when choosing to get "
                                 + selectedText(*select));
    std::vector<std::string> seen;
    std::string projection;
    for (const json::value &name : *names) {
        if (name.is_null()) // refused by the request check first, as a wrong type below
            return Error{ErrorKind::SerializationException,
                         "Unexpected value type for AttributesToGet: expected a string"};
        if (!name.is_string())
            return deserializer::notScalar(name, "String");
        const std::string text(name.get_string());
        if (std::find(seen.begin(), seen.end(), text) != seen.end())
            return Error::validation("One or more parameter values were invalid: Duplicate "
                                     "value in attribute name: " + text);
        seen.push_back(text);
        projection += (projection.empty() ? "" : ", ") + placeholders.name(text);
    }
    request["ProjectionExpression"] = projection;
    request.erase("AttributesToGet");
    return success();
}

// ConditionalOperator joins the conditions of `conditions` (QueryFilter, ScanFilter or
// Expected); it needs at least two of them.
Result<std::string_view> conditionalOperator(const json::object &request,
                                             const json::object *conditions)
{
    TS_TRY_ASSIGN(auto op, optionalEnum(request, "ConditionalOperator", {"AND", "OR"}));
    if (!op)
        return std::string_view("AND");
    if (!conditions || conditions->empty())
        return Error::validation("ConditionalOperator cannot be used without Filter or "
                                 "Expected");
    if (conditions->size() == 1)
        return Error::validation("ConditionalOperator can only be used when Filter or Expected "
                                 "has two or more elements");
    return *op;
}

// Moves `member` (a map of conditions) into `expression`, joined by ConditionalOperator.
Status rewriteConditions(const json::object &source, json::object &request,
                         std::string_view member, std::string_view expression,
                         GeneratedPlaceholders &placeholders)
{
    TS_TRY_ASSIGN(const json::object *conditions, optionalObject(source, member));
    TS_TRY_ASSIGN(std::string_view joiner, conditionalOperator(source, conditions));
    std::string text;
    if (conditions && member == "Expected") {
        TS_TRY_ASSIGN(text, expectedCondition(*conditions, joiner, placeholders));
    } else if (conditions) {
        TS_TRY_ASSIGN(text, filterExpression(*conditions, member, joiner, placeholders));
    }
    request.erase("ConditionalOperator");
    // A QueryFilter stays: Query names it in its error for a filter on a key attribute.
    if (member != "QueryFilter")
        request.erase(member);
    if (!text.empty())
        request[expression] = text;
    return success();
}

Status rewriteKeyConditions(const json::object &source, json::object &request,
                            GeneratedPlaceholders &placeholders)
{
    TS_TRY_ASSIGN(const json::object *conditions, optionalObject(source, "KeyConditions"));
    if (!conditions)
        return success();
    TS_TRY_ASSIGN(auto text, keyConditionExpression(*conditions, placeholders));
    // Not indexable: KeyConditions stays, for Query to refuse once it has found the table.
    if (!text)
        return success();
    request.erase("KeyConditions");
    request["KeyConditionExpression"] = *text;
    return success();
}

Status rewriteAttributeUpdates(const json::object &source, json::object &request,
                               GeneratedPlaceholders &placeholders)
{
    TS_TRY_ASSIGN(const json::object *updates, optionalObject(source, "AttributeUpdates"));
    if (!updates)
        return success();
    TS_TRY_ASSIGN(std::string text, updateExpression(*updates, placeholders));
    request.erase("AttributeUpdates");
    if (!text.empty())
        request["UpdateExpression"] = text;
    return success();
}

// Rewrites `source` (a request, or one BatchGetItem table's KeysAndAttributes) into `out`, a
// copy of it. Everything is read from `source`: adding placeholders to `out` may move its
// members, so nothing read from `out` would stay valid.
Status rewrite(std::string_view operation, const json::object &source, json::object &out)
{
    GeneratedPlaceholders placeholders(out);
    TS_TRY_STATUS(rewriteAttributesToGet(source, out, placeholders));
    const bool conditional = present(source, "ConditionalOperator");
    if (operation == "Query") {
        TS_TRY_STATUS(rewriteKeyConditions(source, out, placeholders));
        if (present(source, "QueryFilter") || conditional)
            TS_TRY_STATUS(rewriteConditions(source, out, "QueryFilter", "FilterExpression",
                                            placeholders));
    } else if (operation == "Scan") {
        if (present(source, "ScanFilter") || conditional)
            TS_TRY_STATUS(rewriteConditions(source, out, "ScanFilter", "FilterExpression",
                                            placeholders));
    } else if (operation != "GetItem" && operation != "BatchGetItem") {
        TS_TRY_STATUS(rewriteAttributeUpdates(source, out, placeholders));
        if (present(source, "Expected") || conditional)
            TS_TRY_STATUS(rewriteConditions(source, out, "Expected", "ConditionExpression",
                                            placeholders));
    }
    return success();
}

// Which expressions `rewritten` has that `source` had not: those the rewrite wrote. Their
// placeholders joined the client's, whose size alone DynamoDB's 2 MB limits hold.
void noteWritten(const json::object &source, const json::object &rewritten,
                 std::string_view table, core::WrittenExpressions &written)
{
    using Kind = expr::ExpressionKind;
    bool wrote = false;
    for (Kind kind : {Kind::Projection, Kind::KeyCondition, Kind::Condition, Kind::Filter,
                      Kind::Update}) {
        const std::string_view member = expr::expressionName(kind);
        if (!rewritten.contains(member) || source.contains(member))
            continue;
        wrote = true;
        if (!table.empty())
            written.add(table, kind);
        else if (kind == Kind::Update) // only AttributeUpdates is rewritten to one
            written.addAttributeUpdates();
        else
            written.add(kind);
    }
    if (wrote)
        written.setClientSubstitutions(core::substitutionSizes(source), table);
}

Result<std::optional<Rewritten>> batchGetToExpressions(const json::object &request,
                                                       const Styles &styles)
{
    const json::value *items = request.if_contains("RequestItems");
    if (!items || !items->is_object())
        return std::optional<Rewritten>();
    bool legacy = false;
    bool expressions = false;
    for (const auto &[table, entry] : items->get_object()) {
        if (const json::object *keys = entry.if_object()) {
            TS_TRY_ASSIGN(const bool used, checkStyles(*keys, styles));
            legacy = legacy || used;
            expressions = expressions || present(*keys, "ProjectionExpression");
        }
    }
    // The service refuses the two styles across tables too (paritysuite/dynamodb-conformance
    // tests/tier3/error-messages/batchGetItem.test.ts pins the refusal, not its words: these
    // are the words it gives within one table).
    if (legacy && expressions)
        return Error::validation("Can not use both expression and non-expression parameters in "
                                 "the same request: Non-expression parameters: {AttributesToGet} "
                                 "Expression parameters: {ProjectionExpression}");
    if (!legacy)
        return std::optional<Rewritten>();
    Rewritten out{request, {}};
    json::object &tables = out.request["RequestItems"].get_object();
    for (const auto &[table, entry] : items->get_object()) {
        const json::object *keys = entry.if_object();
        if (!keys || !*checkStyles(*keys, styles))
            continue;
        json::object &rewritten = tables[table].get_object();
        TS_TRY_STATUS(rewrite("BatchGetItem", *keys, rewritten));
        noteWritten(*keys, rewritten, table, out.written);
    }
    return std::optional<Rewritten>(std::move(out));
}

} // namespace

Result<std::optional<Rewritten>> toExpressions(std::string_view operation,
                                               const json::object &request)
{
    const Styles *styles = stylesOf(operation);
    if (!styles)
        return std::optional<Rewritten>();
    if (operation == "BatchGetItem")
        return batchGetToExpressions(request, *styles);
    TS_TRY_ASSIGN(const bool legacy,
                  inValidationEnvelope(checkStyles(request, *styles), styles->enveloped));
    if (!legacy)
        return std::optional<Rewritten>();
    Rewritten out{request, {}};
    TS_TRY_STATUS(inValidationEnvelope(rewrite(operation, request, out.request),
                                       styles->enveloped));
    noteWritten(request, out.request, {}, out.written);
    return std::optional<Rewritten>(std::move(out));
}

void restoreUnprocessedKeys(const json::object &original, json::object &response)
{
    json::value *unprocessed = response.if_contains("UnprocessedKeys");
    const json::value *asked = original.if_contains("RequestItems");
    if (!unprocessed || !unprocessed->is_object() || !asked || !asked->is_object())
        return;
    for (auto &[table, entry] : unprocessed->get_object()) {
        const json::value *written = asked->get_object().if_contains(table);
        if (!written || !written->is_object() || !entry.is_object())
            continue;
        json::object restored = written->get_object();
        restored["Keys"] = entry.get_object()["Keys"];
        entry = std::move(restored);
    }
}

Status checkKeyConditionsIndexable(const json::object &rewritten)
{
    if (!present(rewritten, "KeyConditions") || rewritten.contains("KeyConditionExpression"))
        return success();
    return Error::validation("Attempted conditional constraint is not an indexable operation");
}

} // namespace tablesmith::ops::legacy
