#pragma once
// The planner: which key a statement reads or writes by, decided from its WHERE clause and the
// table's key schema as DynamoDB decides it. A SELECT with `=` or `IN` on the partition key is a
// Query (one per partition value), anything else a Scan; UPDATE, DELETE and the reads of
// batches and transactions need an equality on every key attribute.

#include "partiql/ast.h"

#include <tablesmith/partiql.h>

#include <boost/json/object.hpp>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tablesmith::partiql {

struct KeyNames {
    std::string partition;
    std::string sort; // empty without a sort key
    AttributeType partitionType = AttributeType::S;
    AttributeType sortType = AttributeType::S;
    // A GSI's multi-attribute key: its 2nd to 4th HASH attributes. A Query needs an equality
    // on each of them as well (RANGE attributes after the first are left to the filter).
    std::vector<std::pair<std::string, AttributeType>> morePartitions;
};

// What the planner needs of a table: DescribeTable's key schemas.
struct TableKeys {
    std::string name;
    KeyNames key;
    struct Index {
        std::string name;
        KeyNames key;
        bool global = true;
    };
    std::vector<Index> indexes;

    const Index *findIndex(std::string_view index) const;
};

// Reads DescribeTable's "Table" object.
Result<TableKeys> tableKeys(const boost::json::object &description);

struct SelectPlan {
    bool query = false;
    KeyNames key;                              // of the table or the index read
    std::vector<const Expr *> partitionValues; // Query: one Query per value
    const Expr *partitionCondition = nullptr;  // the conjunct they came from
    const Expr *sortCondition = nullptr;       // Query: the sort key's condition, if any
    // Query on a multi-attribute key: the value of each further HASH attribute, in order.
    std::vector<const Expr *> morePartitionValues;
    std::vector<const Expr *> residual;        // conditions left for the filter
    std::string reason;
};

// `index` is null when the statement reads the table.
SelectPlan planSelect(const Statement &select, const KeyNames &key);

// UPDATE, DELETE, EXISTS and the SELECTs of batches and transactions: one item, named by an
// equality on each key attribute; the other conditions stay for the ConditionExpression.
struct ItemKeyPlan {
    std::vector<std::pair<std::string, const Expr *>> key; // attribute -> value
    std::vector<const Expr *> residual;
};
Result<ItemKeyPlan> planItemKey(const Expr *where, const KeyNames &key);

// The WHERE clause's AND-ed conditions, in order.
std::vector<const Expr *> conjuncts(const Expr *where);

// An expression back in PartiQL text, values as written (`?` stays `?`): for explain.
std::string render(const Expr &e);
std::string renderPath(const expr::Path &path);

Error whereMissesKey();

} // namespace tablesmith::partiql
