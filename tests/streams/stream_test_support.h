#pragma once
// Shared by the stream tests: an in-memory database on a fake clock and JSON call helpers.

#include <tablesmith/database.h>
#include <tablesmith/database_testing.h>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <atomic>
#include <chrono>
#include <memory>
#include <string>

namespace streamtest {

namespace json = boost::json;
using tablesmith::Database;

constexpr std::int64_t kStartMs = 1'700'000'000'000; // 2023-11-14, a fixed "now"
constexpr std::int64_t kMinuteMs = 60'000;
constexpr std::int64_t kHourMs = 60 * kMinuteMs;

struct TestDatabase {
    std::unique_ptr<Database> db;
    std::shared_ptr<std::atomic<std::int64_t>> nowMs =
        std::make_shared<std::atomic<std::int64_t>>(kStartMs);

    TestDatabase()
    {
        db = std::move(Database::open(tablesmith::DatabaseOptions{}).value());
        auto now = nowMs;
        TEST_setClock(*db, [now] {
            return std::chrono::system_clock::time_point(std::chrono::milliseconds(now->load()));
        });
        // Tests sweep explicitly.
        TEST_setTimeToLiveSweepInterval(*db, std::chrono::milliseconds(0));
    }
    void advance(std::int64_t ms) { nowMs->fetch_add(ms); }

    tablesmith::Result<json::object> call(std::string_view op, std::string_view request)
    {
        return db->call(op, json::parse(request).as_object());
    }
    tablesmith::Result<json::object> call(std::string_view op, const json::object &request)
    {
        return db->call(op, request);
    }
};

inline std::string errorText(const tablesmith::Result<json::object> &result)
{
    return result ? std::string("ok: ") + json::serialize(*result)
                  : std::string(tablesmith::errorName(result.error().kind)) + ": "
                        + result.error().message;
}

inline std::string createTableRequest(std::string_view name, std::string_view viewType)
{
    std::string request = R"~({"TableName": ")~" + std::string(name) + R"~(",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                      {"AttributeName": "SK", "KeyType": "RANGE"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                 {"AttributeName": "SK", "AttributeType": "S"}],
        "BillingMode": "PAY_PER_REQUEST")~";
    if (!viewType.empty())
        request += R"~(, "StreamSpecification": {"StreamEnabled": true, "StreamViewType": ")~"
                   + std::string(viewType) + "\"}";
    return request + "}";
}

inline std::string putRequest(std::string_view table, std::string_view pk, std::string_view sk,
                              std::string_view status)
{
    return R"~({"TableName": ")~" + std::string(table) + R"~(", "Item": {"PK": {"S": ")~"
           + std::string(pk) + R"~("}, "SK": {"S": ")~" + std::string(sk)
           + R"~("}, "status": {"S": ")~" + std::string(status) + "\"}}}";
}

inline std::string keyRequest(std::string_view table, std::string_view pk, std::string_view sk)
{
    return R"~({"TableName": ")~" + std::string(table) + R"~(", "Key": {"PK": {"S": ")~"
           + std::string(pk) + R"~("}, "SK": {"S": ")~" + std::string(sk) + "\"}}}";
}

} // namespace streamtest
