#pragma once
// The query builder's form, Qt-free: an OperationForm says what a user picked (table, keys,
// conditions as rows, update actions, options) and buildRequest() writes the operation's
// request as DynamoDB sends it — expressions with #name / :value placeholders where DynamoDB
// needs them (reserved words, special characters) and readable names where it does not.
// formFromRequest() reads a request back into a form where the form can hold it, so text and
// form stay two views of one request. Pure functions; thread-safe.

#include <tablesmith/attribute_value.h>
#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tablesmith::builder {

enum class Operation {
    GetItem, PutItem, UpdateItem, DeleteItem, Query, Scan, BatchGetItem, BatchWriteItem,
    TransactGetItems, TransactWriteItems, ExecuteStatement, BatchExecuteStatement,
    ExecuteTransaction,
    ConditionCheck, // only as an entry of TransactWriteItems
};
std::string_view operationName(Operation operation);
std::optional<Operation> operationFromName(std::string_view name);
bool isRead(Operation operation); // no item changes: Get, Query, Scan, their batch forms
bool isPartiQL(Operation operation);
bool hasEntries(Operation operation); // Batch* and Transact* (not PartiQL)

// A value as typed in a form: its DynamoDB type ("S", "N", "B", "BOOL", "NULL", "M", "L", "SS",
// "NS", "BS") and its text. B is base64; BOOL "true"/"false"; for M, L and the sets the text is
// the JSON of the value's content, e.g. ["a", "b"] for SS.
struct TypedValue {
    std::string type = "S";
    std::string text;
    bool operator==(const TypedValue &) const = default;
};
Result<AttributeValue> toAttributeValue(const TypedValue &value);
TypedValue typedValueOf(const AttributeValue &value);

// One key attribute: its name from the table description and the value typed for it.
struct KeyField {
    std::string name;
    TypedValue value;
    bool operator==(const KeyField &) const = default;
};

// The sort key condition of a Query.
enum class SortKeyOperator { None, EQ, LT, LE, GT, GE, Between, BeginsWith };
std::string_view sortKeyOperatorText(SortKeyOperator op); // "=", "<", ..., "BETWEEN"

// One filter or condition row: attribute path, operator or function, typed values.
enum class ConditionOperator {
    EQ, NE, LT, LE, GT, GE, Between, In, AttributeExists, AttributeNotExists, AttributeType,
    BeginsWith, Contains, SizeEQ, SizeNE, SizeLT, SizeLE, SizeGT, SizeGE,
};
std::string_view conditionOperatorText(ConditionOperator op); // "=", "attribute_exists", "size >"
// How many values the operator takes: 0, 1, 2 (BETWEEN) or -1 (IN: one or more).
int valueCount(ConditionOperator op);

// A document path as the form writes it: names separated by dots, list indexes in brackets,
// a name holding dots or brackets in backticks: `a.b`.c[2].
struct ConditionRow {
    std::string path;
    ConditionOperator op = ConditionOperator::EQ;
    std::vector<TypedValue> values;
    bool negated = false;
    bool operator==(const ConditionRow &) const = default;
};

// Rows and sub-groups joined by AND or OR, the whole group optionally negated.
struct ConditionGroup {
    bool anyOf = false; // OR when true, AND otherwise
    bool negated = false;
    std::vector<ConditionRow> rows;
    std::vector<ConditionGroup> groups;
    bool empty() const { return rows.empty() && groups.empty(); }
    bool operator==(const ConditionGroup &) const = default;
};

// One UpdateExpression action.
enum class UpdateKind {
    Set, SetIfNotExists, ListAppend, ListPrepend, Increment, Decrement, Remove, Add, Delete,
};
std::string_view updateKindText(UpdateKind kind); // "SET", "SET if_not_exists", ...
struct UpdateAction {
    UpdateKind kind = UpdateKind::Set;
    std::string path;
    TypedValue value; // unused by Remove
    bool operator==(const UpdateAction &) const = default;
};

// A PartiQL statement and the typed values of its `?` parameters, in order.
struct Statement {
    std::string text;
    std::vector<TypedValue> parameters;
    bool operator==(const Statement &) const = default;
};

// How many `?` parameters the statement holds, as PartiQL's tokenizer reads it: a `?` inside a
// string literal or a quoted name is not one.
std::size_t parameterMarks(std::string_view statement);

// Fits the statement's parameters to its `?` marks as the text is edited: appends empty ones
// for new marks, and drops trailing ones past the marks while they are empty, never a value the
// user typed. True when the list changed.
bool fitParameters(Statement &statement);

// Everything a form can say about one operation. Fields an operation does not take are
// ignored. Batch and transaction operations hold their entries (each with its own operation:
// Get, Put, Update, Delete or ConditionCheck); PartiQL operations hold their statements.
struct OperationForm {
    Operation operation = Operation::Query;
    std::string tableName;
    std::string indexName;             // Query, Scan
    std::vector<KeyField> key;         // the item's key (Get, Delete, Update, ConditionCheck)
    KeyField partitionKey;             // Query
    KeyField sortKey;                  // Query: its name, and the value compared with
    SortKeyOperator sortKeyOperator = SortKeyOperator::None;
    TypedValue sortKeyValue2;          // BETWEEN's upper bound
    ConditionGroup filter;             // Query, Scan
    ConditionGroup condition;          // Put, Update, Delete, ConditionCheck
    std::vector<std::string> projection;
    std::vector<UpdateAction> updates; // Update
    std::string item;                  // Put: the item as DynamoDB JSON text
    bool scanIndexForward = true;
    std::optional<int> limit;
    bool consistentRead = false;
    std::optional<int> segment;
    std::optional<int> totalSegments;
    std::string select;                // Query, Scan: "COUNT", ...; empty for the default
    std::string returnValues;          // empty for NONE (the default)
    std::string returnConsumedCapacity; // empty for NONE; TOTAL or INDEXES
    std::string returnValuesOnConditionCheckFailure; // transaction entries
    std::vector<OperationForm> entries;
    std::vector<Statement> statements;
    std::optional<boost::json::object> exclusiveStartKey;
    std::string nextToken;
    bool operator==(const OperationForm &) const = default;
};

// A problem the form can name before anything is sent: `field` says where, e.g.
// "partitionKey", "filter.rows[1].values[0]", "entries[2].key[0]", "updates[0].path".
struct FieldError {
    std::string field;
    std::string message;
    bool operator==(const FieldError &) const = default;
};

// The request, written as far as the form allows, and every problem found on the way.
struct BuiltRequest {
    boost::json::object request;
    std::vector<FieldError> errors;
    bool ok() const { return errors.empty(); }
};
BuiltRequest buildRequest(const OperationForm &form);

// Reads a request back into a form. Fails (ValidationException) when the form cannot hold
// it, e.g. a filter that compares two attributes: the text is then the only view.
Result<OperationForm> formFromRequest(Operation operation, const boost::json::object &request);

// Where a request's text is wrong, as a byte offset into the text: invalid JSON, or a syntax
// error in one of its expressions (found by the engine's own parser). nullopt when neither.
struct TextDiagnostic {
    std::size_t offset = 0;
    std::size_t length = 1;
    std::string message;
};
std::optional<TextDiagnostic> diagnoseRequestText(std::string_view text);

// The tokens of the expressions in a request's text, placed in that text (byte offsets), so an
// editor colours them with the engine's own tokenizer. Expressions that are not valid JSON
// strings are skipped; End tokens are left out.
struct TextToken {
    std::size_t offset = 0;
    std::size_t length = 0;
    int kind = 0; // an expr::TokenKind (tablesmith/expression_tokenizer.h)
};
std::vector<TextToken> requestExpressionTokens(std::string_view text);

// A path written the form's way, split into names and list indexes; a name holding a dot or
// a bracket needs backticks. Fails on unbalanced brackets or backticks.
struct PathStep {
    std::string name; // empty for a list index
    int index = -1;
    bool operator==(const PathStep &) const = default;
};
Result<std::vector<PathStep>> parseFormPath(std::string_view path);
std::string formPathText(const std::vector<PathStep> &steps);

// Saved operations carry {parameters} in their text, e.g. "USER#{userId}": the names in order
// of first appearance ([A-Za-z_][A-Za-z0-9_]* between braces, so JSON's own braces never
// match), and the text with each replaced by its value, escaped for a JSON string.
std::vector<std::string> operationParameters(std::string_view text);
std::string substituteParameters(std::string_view text,
                                 const std::vector<std::pair<std::string, std::string>> &values);

// True when DynamoDB needs a #name placeholder for `name` in an expression: a reserved word,
// or a character outside [A-Za-z0-9_], or a leading digit.
bool needsNamePlaceholder(std::string_view name);

} // namespace tablesmith::builder
