#pragma once
// A Query's key condition and ExclusiveStartKey against the key schema queried, in the order the
// service checks them. dynalite's test/query.js, recorded against the service, pins the order:
// the start key's size, then each key attribute in schema order (HASH, then RANGE) — its start
// key value, then the condition on it — and only then the start key's table key and its place
// in the query's range (page.h, query_scan.cpp).

#include "store/table_schema.h"

#include <tablesmith/expression.h>
#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <string>
#include <vector>

namespace tablesmith::ops {

// One condition of a Query, from its KeyConditionExpression or from KeyConditions (which may
// use operators no key condition can: NULL, NE, CONTAINS, IN, ...).
struct QueryKeyTerm {
    std::string name;
    bool indexable = true;
    bool equality = false;
    std::vector<AttributeType> valueTypes;
};

std::vector<QueryKeyTerm> queryKeyTerms(const std::vector<expr::KeyConditionTerm> &terms);
// The request's KeyConditions, when they were left as they are (not every operator indexable).
std::vector<QueryKeyTerm> legacyQueryKeyTerms(const boost::json::object &keyConditions);

// `startKeyNames`: the attributes a start key must have (the table's key, and the index's).
Status checkQueryKeySchema(const store::KeySchema &key, const std::vector<QueryKeyTerm> &terms,
                           const boost::json::object *startKey, std::size_t startKeyNames);

} // namespace tablesmith::ops
