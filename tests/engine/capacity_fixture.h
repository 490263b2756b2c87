#pragma once
// Helpers for the capacity simulation tests: a database that simulates throttling on a fake
// clock, and provisioned tables.

#include "engine_fixture.h"

#include <tablesmith/database_testing.h>

#include <chrono>
#include <memory>

namespace tablesmith::test {

// A clock the test moves by hand; starts at 2026-01-01T00:00:00Z, on a minute boundary.
struct FakeClock {
    static constexpr std::int64_t kStartSeconds = 1'767'225'600;
    std::chrono::system_clock::time_point now{std::chrono::seconds(kStartSeconds)};

    void advance(std::chrono::milliseconds by) { now += by; }
    std::int64_t seconds() const
    {
        return std::chrono::duration_cast<std::chrono::seconds>(now.time_since_epoch()).count();
    }
};

inline std::unique_ptr<Database> openSimulating(const std::shared_ptr<FakeClock> &clock)
{
    DatabaseOptions options;
    options.simulateThrottling = true;
    auto db = Database::open(options);
    if (!db)
        qFatal("cannot open database: %s", db.error().message.c_str());
    TEST_setClock(**db, [clock] { return clock->now; });
    return std::move(db).value();
}

// PK/SK table with a GSI on GSI1PK/GSI1SK; `tableRead`/`tableWrite` and `indexRead`/`indexWrite`
// are the provisioned units.
inline void createProvisioned(Client &db, std::string_view name, int tableRead, int tableWrite,
                              int indexRead = 100, int indexWrite = 100)
{
    auto units = [](int read, int write) {
        return R"({"ReadCapacityUnits": )" + std::to_string(read)
               + R"(, "WriteCapacityUnits": )" + std::to_string(write) + "}";
    };
    ok(db, "CreateTable",
       R"({"TableName": ")" + std::string(name) + R"(", "BillingMode": "PROVISIONED",
           "ProvisionedThroughput": )" + units(tableRead, tableWrite) + R"(,
           "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                         {"AttributeName": "SK", "KeyType": "RANGE"}],
           "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                    {"AttributeName": "SK", "AttributeType": "S"},
                                    {"AttributeName": "GSI1PK", "AttributeType": "S"},
                                    {"AttributeName": "GSI1SK", "AttributeType": "S"}],
           "GlobalSecondaryIndexes": [{"IndexName": "GSI1",
               "KeySchema": [{"AttributeName": "GSI1PK", "KeyType": "HASH"},
                             {"AttributeName": "GSI1SK", "KeyType": "RANGE"}],
               "Projection": {"ProjectionType": "ALL"},
               "ProvisionedThroughput": )" + units(indexRead, indexWrite) + "}]}");
}

// A PutItem request of about `bytes` bytes; with `indexed`, the item lands in GSI1.
inline std::string putRequest(std::string_view table, std::string_view sk, int bytes = 10,
                              bool indexed = false)
{
    std::string request = R"({"TableName": ")" + std::string(table)
                          + R"(", "Item": {"PK": {"S": "p"}, "SK": {"S": ")" + std::string(sk)
                          + R"("}, "data": {"S": ")" + std::string(std::size_t(bytes), 'x')
                          + R"("})";
    if (indexed)
        request += R"(, "GSI1PK": {"S": "g"}, "GSI1SK": {"S": ")" + std::string(sk) + R"("})";
    return request + "}}";
}

// "ExceptionName: message" of a failed call, or "ok".
inline QString outcome(Client &db, std::string_view op, const std::string &request)
{
    auto r = db.call(op, parseObject(request));
    if (r)
        return "ok";
    return QString::fromStdString(std::string(errorName(r.error().kind)) + ": "
                                  + r.error().message);
}

inline const QString kTableThrottled =
    "ProvisionedThroughputExceededException: The level of configured provisioned throughput "
    "for the table was exceeded. Consider increasing your provisioning level with the "
    "UpdateTable API.";
inline const QString kIndexThrottled =
    "ProvisionedThroughputExceededException: The level of configured provisioned throughput "
    "for the index was exceeded";
inline const QString kGlobalIndexBackPressure =
    "ProvisionedThroughputExceededException: The level of configured provisioned throughput "
    "for one or more global secondary indexes of the table was exceeded. Consider increasing "
    "your provisioning level for the under-provisioned global secondary indexes with the "
    "UpdateTable API";

} // namespace tablesmith::test
