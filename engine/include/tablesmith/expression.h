#pragma once
// Expressions: DynamoDB's five expression kinds (KeyCondition, Condition, Filter, Projection,
// Update) parsed from text to a tree, with #name / :value placeholders resolved against the
// request's ExpressionAttributeNames / ExpressionAttributeValues.
//
// Parsing is pure and thread-safe. Syntax errors are ValidationExceptions carrying DynamoDB's
// message with the offending token and its character position.

#include <tablesmith/attribute_value.h>
#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <memory>
#include <optional>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace tablesmith::expr {

// Which request parameter an expression came from: it names the parameter in messages
// ("Invalid FilterExpression: ...") and decides which grammar applies.
enum class ExpressionKind { Projection, KeyCondition, Condition, Filter, Update };
// "ProjectionExpression", "KeyConditionExpression", ...
std::string_view expressionName(ExpressionKind kind);

// One step of a document path: an attribute / map key, or a list index.
struct PathElement {
    std::string name; // empty when this step is a list index
    int index = -1;
    bool operator==(const PathElement &) const = default;
};
using Path = std::vector<PathElement>;

// The request's placeholders, and which of them the request's expressions used: DynamoDB
// rejects unused ones after all of a request's expressions are parsed.
class Placeholders {
public:
    // Either may be null when the request has none.
    Placeholders(const boost::json::object *names, const boost::json::object *values);

    Result<std::string> name(std::string_view placeholder);      // "#s" -> "status"
    Result<AttributeValue> value(std::string_view placeholder);  // ":v" -> value
    // Every value reads as an AttributeValue: checked before any expression is parsed, as
    // the service checks them (dynalite's updateItem.js), used or not. What it reads is kept
    // for value(), so a value is decoded once.
    Status checkValues();
    // ValidationException naming the first unused placeholder, as DynamoDB words it.
    Status checkAllUsed() const;

    // The request's expression of `kind` was written by the engine (from a pre-expression
    // parameter such as Expected, or from a PartiQL statement), not by the client: the size
    // limit, and for updates the operator limit, are for what clients write.
    void markRewritten(ExpressionKind kind) { m_rewritten |= 1u << static_cast<unsigned>(kind); }
    bool rewritten(ExpressionKind kind) const
    {
        return (m_rewritten >> static_cast<unsigned>(kind)) & 1u;
    }
    // The UpdateExpression was rewritten from AttributeUpdates, which speaks its own type
    // errors.
    void markFromAttributeUpdates() { m_fromAttributeUpdates = true; }
    bool fromAttributeUpdates() const { return m_fromAttributeUpdates; }

private:
    const boost::json::object *m_names;
    const boost::json::object *m_values;
    unsigned m_rewritten = 0;
    bool m_fromAttributeUpdates = false;
    std::set<std::string, std::less<>> m_usedNames;
    std::set<std::string, std::less<>> m_usedValues;
    std::map<std::string, AttributeValue, std::less<>> m_checkedValues; // by checkValues()
};

// ProjectionExpression: "a, b.c[2], #n".
Result<std::vector<Path>> parseProjection(std::string_view text, Placeholders &placeholders);

// KeyConditionExpression: partition key equality, optionally AND one sort key condition.
struct KeyCondition {
    enum class SortOp { None, EQ, LT, LE, GT, GE, Between, BeginsWith };
    std::string partitionKeyName;
    AttributeValue partitionKeyValue;
    std::string sortKeyName;
    SortOp sortOp = SortOp::None;
    AttributeValue sortKeyValue;
    AttributeValue sortKeyValue2; // the upper bound of BETWEEN
};
Result<KeyCondition> parseKeyCondition(std::string_view text, Placeholders &placeholders);
// parseKeyCondition() takes the equality as the partition key and, of two equalities, the one
// written first. When the table's partition key is the other one this swaps them (true).
// A lone range condition leaves partitionKeyName empty: the caller reports the missing key.
bool alignKeyCondition(KeyCondition &condition, std::string_view partitionKeyName);
// One condition of a KeyConditionExpression, as written. A GSI with a multi-attribute key takes
// up to eight: an equality on every HASH attribute, then conditions on its RANGE attributes.
struct KeyConditionTerm {
    std::string name;
    KeyCondition::SortOp op = KeyCondition::SortOp::EQ;
    AttributeValue value;
    AttributeValue value2; // the upper bound of BETWEEN
};
// The conditions of a KeyConditionExpression in the order written, each on its own attribute.
Result<std::vector<KeyConditionTerm>> parseKeyConditionTerms(std::string_view text,
                                                             Placeholders &placeholders);
// A single-attribute key's condition from its terms: what parseKeyCondition() returns, for a
// caller that checked the terms before it knew the key schema.
Result<KeyCondition> keyConditionOf(std::vector<KeyConditionTerm> terms);

// Copies into `out` the parts of `item` the paths name (nested maps and lists kept in shape).
Item project(const Item &item, const std::vector<Path> &paths);

namespace ast {
struct ConditionNode;
struct UpdateAction;
} // namespace ast

// ConditionExpression / FilterExpression: comparisons (= <> < <= > >=), BETWEEN, IN, the
// functions attribute_exists, attribute_not_exists, attribute_type, begins_with, contains and
// size, combined with NOT, AND, OR and parentheses. Immutable once parsed: copies share the
// tree, and evaluation is safe from any number of threads.
class Condition {
public:
    Condition() = default; // no condition: always true
    explicit Condition(std::shared_ptr<const ast::ConditionNode> root);
    bool empty() const { return !m_root; }
    const ast::ConditionNode *root() const { return m_root.get(); }
    // The top-level attributes the condition reads: nothing else of an item can change its
    // outcome.
    const std::vector<std::string> &attributeNames() const { return m_attributeNames; }

private:
    std::shared_ptr<const ast::ConditionNode> m_root;
    std::vector<std::string> m_attributeNames;
};

// `kind` is Condition or Filter; it only names the parameter in error messages.
Result<Condition> parseCondition(std::string_view text, Placeholders &placeholders,
                                 ExpressionKind kind = ExpressionKind::Condition);
// True when `item` satisfies the condition; pass an empty item when there is none. As in
// DynamoDB, comparing values of different types is false, never an error.
bool evaluateCondition(const Condition &condition, const Item &item);
// The same on an item still in DynamoDB JSON (as stored), decoding only the attributes the
// condition reads: a filter need not decode whole items. Fails only on invalid DynamoDB JSON.
Result<bool> evaluateConditionOnJson(const Condition &condition,
                                     const boost::json::object &item);

// UpdateExpression: SET (with + and -, if_not_exists, list_append), REMOVE, ADD and DELETE.
// Immutable once parsed, like Condition.
class UpdateExpression {
public:
    UpdateExpression() = default;
    explicit UpdateExpression(std::shared_ptr<const std::vector<ast::UpdateAction>> actions);
    // Every document path the update writes or removes, in the order written: the caller
    // refuses key attributes ("Cannot update attribute pk. This attribute is part of the key")
    // and computes UPDATED_OLD / UPDATED_NEW from their top-level names.
    std::vector<Path> targets() const;
    const std::vector<ast::UpdateAction> &actions() const;
    // True when there are actions and all of them REMOVE or DELETE: the update only takes
    // attributes away, and on a missing item DynamoDB creates nothing.
    bool onlyTakesAway() const;
    // Rewritten from AttributeUpdates: a type error is "Type mismatch for attribute to update".
    bool fromAttributeUpdates() const { return m_fromAttributeUpdates; }

private:
    friend Result<UpdateExpression> parseUpdate(std::string_view, Placeholders &);
    std::shared_ptr<const std::vector<ast::UpdateAction>> m_actions;
    bool m_fromAttributeUpdates = false;
};

Result<UpdateExpression> parseUpdate(std::string_view text, Placeholders &placeholders);

// Every document path the expression names, read or written, resolved, in the order written.
std::vector<Path> documentPaths(const Condition &condition);
std::vector<Path> documentPaths(const UpdateExpression &update);
// The type a top-level attribute takes from the update when the expression alone says it:
// SET a = :v, a = b + :v, a = list_append(...), ADD a :v, DELETE a :v. A path or if_not_exists
// leaves it to the item. UpdateItem checks index key types on these before it reads the item.
struct WrittenType {
    std::string name;
    AttributeType type;
};
std::vector<WrittenType> writtenTypes(const UpdateExpression &update);
// Applies the update to `item` (empty for an item that does not exist yet). All right-hand
// sides read the item as it was before the update. On error `item` is left unchanged.
Status applyUpdate(const UpdateExpression &update, Item &item);

// Where a syntax error is, for editors to underline: parses `text` as `kind` without
// placeholders. nullopt when the text parses (placeholder errors are not reported here).
struct SyntaxDiagnostic {
    std::size_t offset = 0; // bytes from the start of the text
    std::size_t length = 0;
    std::string message;    // DynamoDB's message, "Invalid ...: Syntax error; ..."
};
std::optional<SyntaxDiagnostic> checkSyntax(std::string_view text, ExpressionKind kind);

} // namespace tablesmith::expr
