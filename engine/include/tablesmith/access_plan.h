#pragma once
// Explain: how DynamoDB will serve an operation, from the table descriptions alone (no data is
// read). The query builder shows it before a run, the designer checks access patterns with it,
// and `tablesmith-server --explain` prints it as JSON.
//
// Pure functions, thread-safe. Fails (ValidationException, with the expression's message and
// position) only where the service would refuse the request for its expressions or keys;
// everything questionable but valid is a warning.

#include <tablesmith/client.h>
#include <tablesmith/error.h>
#include <tablesmith/operation_request.h>

#include <boost/json/object.hpp>

#include <string>
#include <vector>

namespace tablesmith {

// DescribeTable's "Table" objects of the tables a request may name.
using TableDescriptions = std::vector<boost::json::object>;

// How one part of an operation reaches the data.
enum class AccessKind {
    GetItem,   // one item by its full primary key (GetItem, BatchGet and TransactGet items)
    Query,     // one partition of the table or of an index, optionally a sort key range
    Scan,      // every item of the table or index
    Write,     // one item written by its full primary key (Put, Update, Delete, batch writes)
    ConditionCheck, // TransactWriteItems' ConditionCheck: reads one item by its key
    PartiQL,   // a PartiQL statement (see the end of this file)
};
// "GetItem", "Query", "Scan", "Write", "ConditionCheck", "PartiQL".
std::string_view accessKindName(AccessKind kind);

struct AccessStep {
    AccessKind kind = AccessKind::Scan;
    std::string tableName;
    std::string indexName;       // empty: the table itself
    std::string action;          // Write: "PutItem" / "UpdateItem" / "DeleteItem"
    // Query: the key condition with values, e.g. `GSI1PK = "ORDER#PENDING"`;
    // GetItem / Write: the key, e.g. `PK = "USER#u1" AND SK = "PROFILE"`.
    std::string keyCondition;
    std::string partitionKey;    // the partition key attribute the step uses (Query, GetItem)
    std::string sortKey;         // the sort key attribute, empty when the table has none
    std::string sortCondition;   // Query: "begins_with", "=", "<", "BETWEEN", ... or empty
    bool filtered = false;       // a FilterExpression throws away some of what is read
    bool consistentRead = false;
    // Indexes a write also writes (keys present or changed): write amplification.
    std::vector<std::string> indexesWritten;
    // Segment / TotalSegments of a parallel Scan; 0 / 0 for a whole Scan.
    int segment = 0;
    int totalSegments = 0;
};

enum class AccessWarningKind {
    // A filter reads and bills every item the key condition (or the Scan) reads.
    FilterAfterRead,
    // A Scan whose filter has equality on a partition key (of the table or an index).
    ScanCouldBeQuery,
    // A filter on an attribute that is a sort key of the index read or another index with
    // the same partition key: a key condition would read only the matching items.
    FilterCouldBeKeyCondition,
    // A filter on an attribute that is the partition key of another index.
    FilterOnIndexKey,
    // A Scan nothing serves better: no key of the table or any index fits its filter.
    NoKeyServes,
    // The index does not project attributes the request reads (GSI: refused by the service;
    // LSI: fetched from the table at extra cost).
    AttributesNotProjected,
    // ConsistentRead on a global secondary index (refused by the service).
    ConsistentReadOnGlobalIndex,
    // Limit with a FilterExpression: Limit counts items read, not items returned.
    LimitBeforeFilter,
    // The index is not ACTIVE (CREATING / backfilling): a Query on it fails.
    IndexNotActive,
};
std::string_view accessWarningName(AccessWarningKind kind);

struct AccessWarning {
    AccessWarningKind kind = AccessWarningKind::FilterAfterRead;
    std::string message;        // a sentence for the user, in DynamoDB's words
    std::string attribute;      // the attribute concerned, if any
    std::string indexName;      // the index that could serve, if any (empty: the table)
};

struct AccessPlan {
    std::string operation;          // as requested
    AccessKind kind = AccessKind::Scan; // the costliest step's kind (Scan > Query > ...)
    std::vector<AccessStep> steps;  // one for single-item ops, Query and Scan; one per item
                                    // (or per table for batch writes) otherwise
    std::string summary;            // "Query on index GSI1 of ecommerce"
    std::string reason;             // why: which key condition, or why no key serves
    std::vector<AccessWarning> warnings;
};

// Explains `request` against the descriptions of the tables it names. A table missing from
// `tables` is a ResourceNotFoundException ("Requested resource not found: Table: X not found").
Result<AccessPlan> planAccess(const OperationRequest &request, const TableDescriptions &tables);
// The same, reading the tables' descriptions with DescribeTable through `client`.
Result<AccessPlan> planAccess(const OperationRequest &request, Client &client);

// {"Operation", "Access", "Summary", "Reason", "Steps": [...], "Warnings": [...]}: the JSON
// `tablesmith-server --explain` prints.
boost::json::object toJson(const AccessPlan &plan);

// PartiQL statements (ExecuteStatement, BatchExecuteStatement, ExecuteTransaction) are planned
// by the PartiQL planner (engine/design/access_plan_partiql.cpp is the hook): until it is wired
// in, their plan is one PartiQL step per statement, summary "PartiQL: planned by the PartiQL
// planner".

} // namespace tablesmith
