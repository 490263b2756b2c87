#pragma once
// What the TTL benchmarks share: a "Sessions" table keyed PK / SK whose items each carry an
// expiry in `expiresAt`, loaded in batches of 25, and a call that must succeed.

#include <tablesmith/database.h>

#include <boost/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <string>
#include <string_view>

namespace bench::ttl {

// A benchmark measures only calls that succeed: one that fails ends the run with its error.
inline boost::json::object call(tablesmith::Database &db, std::string_view operation,
                                const boost::json::object &request)
{
    auto result = db.call(operation, request);
    if (!result) {
        std::cerr << operation << ": " << result.error().message << '\n';
        std::exit(1);
    }
    return *result;
}

// Item i of user i / 20, about 220 bytes.
inline boost::json::object item(long i, long expiresAt)
{
    return boost::json::object{{"PK", {{"S", "USER#" + std::to_string(i / 20)}}},
                               {"SK", {{"S", "SESSION#" + std::to_string(i)}}},
                               {"data", {{"S", std::string(150, 'x')}}},
                               {"expiresAt", {{"N", std::to_string(expiresAt)}}}};
}

inline void createTable(tablesmith::Database &db, const std::string &name)
{
    boost::json::object request = boost::json::parse(R"({
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                      {"AttributeName": "SK", "KeyType": "RANGE"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                 {"AttributeName": "SK", "AttributeType": "S"}],
        "BillingMode": "PAY_PER_REQUEST"})").as_object();
    request["TableName"] = name;
    call(db, "CreateTable", request);
}

// Creates "Sessions" and writes `items` items into it, each expiring at `expiresAt`.
inline void loadSessions(tablesmith::Database &db, long items, long expiresAt)
{
    createTable(db, "Sessions");
    for (long first = 0; first < items; first += 25) {
        boost::json::array puts;
        for (long i = first; i < std::min(items, first + 25); ++i)
            puts.push_back(boost::json::object{
                {"PutRequest", boost::json::object{{"Item", item(i, expiresAt)}}}});
        call(db, "BatchWriteItem",
             {{"RequestItems", boost::json::object{{"Sessions", puts}}}});
    }
}

} // namespace bench::ttl
