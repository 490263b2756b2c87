#pragma once
// What the engine benchmarks share: a call that must succeed, and an in-memory database holding
// one on-demand table keyed PK (partition) / SK (sort), both strings, as single-table designs are.

#include <tablesmith/database.h>

#include <boost/json/object.hpp>
#include <boost/json/parse.hpp>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>

namespace bench {

// A benchmark measures only calls that succeed: one that fails ends the run with its error.
inline void mustCall(tablesmith::Database &db, std::string_view op,
                     const boost::json::object &request)
{
    if (auto r = db.call(op, request); !r) {
        std::fprintf(stderr, "%s: %s\n", std::string(op).c_str(), r.error().message.c_str());
        std::exit(1);
    }
}

inline std::unique_ptr<tablesmith::Database> databaseWithKeyedTable(const std::string &table)
{
    auto db = tablesmith::Database::open({});
    if (!db) {
        std::fprintf(stderr, "open: %s\n", db.error().message.c_str());
        std::exit(1);
    }
    boost::json::object request = boost::json::parse(R"({"BillingMode": "PAY_PER_REQUEST",
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                 {"AttributeName": "SK", "AttributeType": "S"}],
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                      {"AttributeName": "SK", "KeyType": "RANGE"}]})").as_object();
    request["TableName"] = table;
    mustCall(**db, "CreateTable", request);
    return std::move(*db);
}

} // namespace bench
