#pragma once
// The tree a PartiQL statement parses to. Values stay as written (literals, `?` parameters,
// collections of them) until a statement runs with its Parameters.

#include <tablesmith/attribute_value.h>
#include <tablesmith/expression.h>

#include <memory>
#include <string>
#include <vector>

namespace tablesmith::partiql {

struct Expr;
using ExprPtr = std::unique_ptr<Expr>;

struct Expr {
    enum class Kind {
        Path,      // attribute or document path: a.b[2]
        Literal,   // 'x', 42, TRUE, NULL
        Parameter, // ?
        List,      // [a, b]
        Map,       // {'k': v}
        Bag,       // <<'a', 'b'>>: a string or number set
        Compare,   // = <> != < <= > >=
        Between,   // args: operand, low, high
        In,        // args: operand, then the values
        And,
        Or,
        Not,
        Is,        // args[0] IS [NOT] MISSING | NULL | STRING | …: `name` holds the type
        Call,      // name(args): begins_with, contains, size, attribute_type, list_append, …
        Add,       // a + b (UPDATE … SET only)
        Subtract,
        Select,    // EXISTS(SELECT …) in a transaction: `select` holds it
    };
    Kind kind = Kind::Literal;
    std::size_t offset = 0;  // where it starts in the statement
    // Where it starts as the service's messages say it, counted in characters from 1, and the
    // length of its first token: "line:column:length".
    std::string position;
    expr::Path path;         // Path
    AttributeValue value;    // Literal
    int parameter = 0;       // Parameter: its position among the statement's `?`
    std::string name;        // Compare: the operator; Call: the function (lower case); Is: type
    bool negated = false;    // IS NOT
    std::vector<std::string> keys; // Map: the keys of args, in order
    std::vector<ExprPtr> args;
    std::shared_ptr<struct Statement> select; // Select
};

// " at line:column:length": the service's suffix for an error about `e`.
inline std::string at(const Expr &e) { return " at " + e.position; }

struct OrderKey {
    std::string name;
    bool descending = false;
};

struct Assignment {
    bool remove = false; // REMOVE path; otherwise SET path = value
    expr::Path path;
    ExprPtr value;
    std::size_t offset = 0;
};

struct Statement {
    enum class Kind { Select, Insert, Update, Delete, Exists };
    Kind kind = Kind::Select;
    std::string table;
    std::string index; // FROM "table"."index"
    bool selectAll = true;
    bool count = false; // SELECT COUNT(*)
    std::vector<expr::Path> projection;
    ExprPtr where;
    std::vector<OrderKey> orderBy;
    ExprPtr item;      // INSERT … VALUE item
    std::vector<Assignment> assignments;
    // RETURNING as UpdateItem's ReturnValues: ALL_OLD, UPDATED_OLD, ALL_NEW, UPDATED_NEW.
    std::string returning;
    int parameterCount = 0;
    std::shared_ptr<Statement> exists; // EXISTS(SELECT …): the SELECT
};

} // namespace tablesmith::partiql
