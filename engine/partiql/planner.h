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
    // A GSI's multi-attribute key: its 2nd to 4th HASH attributes, which a Query needs an
    // equality on as well, and its 2nd to 4th RANGE attributes, read left to right after `sort`.
    std::vector<std::pair<std::string, AttributeType>> morePartitions;
    std::vector<std::pair<std::string, AttributeType>> moreSorts;

    std::size_t sortCount() const { return sort.empty() ? 0 : 1 + moreSorts.size(); }
    // The i-th RANGE attribute and its type.
    std::pair<std::string, AttributeType> sortAt(std::size_t i) const
    {
        return i == 0 ? std::pair(sort, sortType) : moreSorts[i - 1];
    }
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
    // Query: the conditions on the RANGE attributes, left to right, as the key condition holds
    // them: an equality on each but the last, which may also be a range or begins_with.
    std::vector<const Expr *> sortConditions;
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

// Whether PartiQL reads by `key` at all: it reads no GSI whose key has more than one HASH or
// RANGE attribute (the service's words name tables, but the refusal follows the index).
Status checkReadable(const KeyNames &key);

// The key a SELECT reads by: its table's, or that of the index FROM names; refused for an index
// the table lacks, one checkReadable refuses, or OR branches checkNoOverlap refuses. Explain
// and ExecuteStatement both ask here, so the verdict shown is the answer the statement gets.
Result<const KeyNames *> selectKey(const Statement &select, const TableKeys &keys);

// Refuses OR branches that read the same sort key range of one partition twice (overlap.cpp).
Status checkNoOverlap(const Expr *where, const KeyNames &key);

// A condition a KeyConditionExpression can hold for the sort key `sk`.
bool isSortKeyCondition(const Expr &e, std::string_view sk);
// Whether `e` names `attribute` (as a whole or the start of a document path) anywhere.
bool mentions(const Expr &e, std::string_view attribute);

// The documented IN limits (ql-operators.html): at most 50 values of the partition key
// (`partitionValues` counts those a Query reads: IN lists and ORed equalities) and at most 100
// of any other attribute.
constexpr std::size_t kMaxPartitionValues = 50;
constexpr std::size_t kMaxInValues = 100;
Status checkInLists(const Expr *where, const KeyNames &key, std::size_t partitionValues = 0);

} // namespace tablesmith::partiql
