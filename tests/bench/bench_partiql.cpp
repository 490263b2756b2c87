// bench_partiql: what PartiQL costs over the operation it stands for, in the same run.
//   `SELECT * FROM "t" WHERE PK = ?` through ExecuteStatement vs the equivalent Query
//   (`KeyConditionExpression: PK = :pk`), on random partitions of an in-memory table of N items,
//   20 per partition: through Database::call, and as keep-alive HTTP round trips to tablesmith's
//   server in this process (target: PartiQL at most 1.2x the Query's time, both ways).
//   bench_partiql [--items N] [--calls C] [--rounds R]    (default 100,000 items, 20,000 calls,
//   5 rounds)
// Each figure is the best of R rounds, the two sides taking turns; the requests are built before
// timing. Prints the ratio; never fails for being slow.

#include "bench_arguments.h"
#include "bench_http_client.h"

#include <tablesmith/database.h>
#include <tablesmith/http_server.h>

#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

namespace json = boost::json;
using namespace tablesmith;
using Clock = std::chrono::steady_clock;

namespace {

constexpr long kPerPartition = 20;

json::object mustCall(Database &db, std::string_view op, const json::object &request)
{
    auto r = db.call(op, request);
    if (!r) {
        std::fprintf(stderr, "%s: %s\n", std::string(op).c_str(), r.error().message.c_str());
        std::exit(1);
    }
    return std::move(r).value();
}

void load(Database &db, long items)
{
    mustCall(db, "CreateTable", json::parse(R"({"TableName": "bench",
        "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                      {"AttributeName": "SK", "KeyType": "RANGE"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                 {"AttributeName": "SK", "AttributeType": "S"}]})")
                                 .as_object());
    for (long i = 0; i < items; i += 25) {
        json::array writes;
        for (long j = i; j < std::min(items, i + 25); ++j) {
            json::object item{{"PK", {{"S", "USER#" + std::to_string(j / kPerPartition)}}},
                              {"SK", {{"S", "ORDER#" + std::to_string(j)}}},
                              {"status", {{"S", "SHIPPED"}}},
                              {"total", {{"N", std::to_string(j % 250) + ".5"}}},
                              {"note", {{"S", std::string(120, 'x')}}}};
            json::object put{{"Item", std::move(item)}};
            writes.push_back(json::object{{"PutRequest", std::move(put)}});
        }
        mustCall(db, "BatchWriteItem",
                 json::object{{"RequestItems", json::object{{"bench", std::move(writes)}}}});
    }
}

double seconds(const std::function<void()> &run)
{
    const auto start = Clock::now();
    run();
    return std::chrono::duration<double>(Clock::now() - start).count();
}

} // namespace

int main(int argc, char **argv)
{
    const long items = argument(argc, argv, "--items", 100000);
    const long calls = argument(argc, argv, "--calls", 20000);
    const long rounds = argument(argc, argv, "--rounds", 5);
    auto db = std::move(Database::open({}).value());
    load(*db, items);

    std::mt19937_64 random(42);
    std::vector<json::object> queries, statements;
    for (long i = 0; i < calls; ++i) {
        const std::string pk = "USER#" + std::to_string(random() % (items / kPerPartition));
        queries.push_back({{"TableName", "bench"},
                           {"KeyConditionExpression", "PK = :pk"},
                           {"ExpressionAttributeValues", {{":pk", {{"S", pk}}}}}});
        statements.push_back({{"Statement", R"(SELECT * FROM "bench" WHERE PK = ?)"},
                              {"Parameters", json::array{json::object{{"S", pk}}}}});
    }
    // Both return the same items.
    const auto a = mustCall(*db, "Query", queries[0]).at("Items");
    const auto b = mustCall(*db, "ExecuteStatement", statements[0]).at("Items");
    if (a != b) {
        std::fprintf(stderr, "Query and ExecuteStatement disagree\n");
        return 1;
    }
    double query = 1e9, partiql = 1e9;
    for (long r = 0; r < rounds; ++r) {
        query = std::min(query, seconds([&] {
            for (const json::object &q : queries)
                mustCall(*db, "Query", q);
        }));
        partiql = std::min(partiql, seconds([&] {
            for (const json::object &s : statements)
                mustCall(*db, "ExecuteStatement", s);
        }));
    }
    // The same requests as bytes on the wire, built before timing.
    std::vector<std::string> queryBytes, statementBytes;
    for (long i = 0; i < calls; ++i) {
        queryBytes.push_back(bench::httpRequest("Query", queries[i]));
        statementBytes.push_back(bench::httpRequest("ExecuteStatement", statements[i]));
    }
    HttpServerOptions options;
    options.port = 0;
    HttpServer server(*db, options);
    if (!server.start()) {
        std::fprintf(stderr, "cannot start the server\n");
        return 1;
    }
    bench::HttpClient client(server.port());
    double queryHttp = 1e9, partiqlHttp = 1e9;
    for (long r = 0; r < rounds; ++r) {
        queryHttp = std::min(queryHttp, seconds([&] {
            for (const std::string &q : queryBytes)
                client.roundTrip(q);
        }));
        partiqlHttp = std::min(partiqlHttp, seconds([&] {
            for (const std::string &s : statementBytes)
                client.roundTrip(s);
        }));
    }
    std::printf("items %ld, calls %ld, best of %ld rounds, %ld items per partition\n", items, calls,
                rounds, kPerPartition);
    auto report = [&](const char *way, double baseline, double measured) {
        const double ratio = measured / baseline;
        std::printf("%-6s Query                        %8.0f calls/s  %6.2f us/call\n", way,
                    calls / baseline, baseline / calls * 1e6);
        std::printf("%-6s ExecuteStatement SELECT pk=? %8.0f calls/s  %6.2f us/call\n", way,
                    calls / measured, measured / calls * 1e6);
        std::printf("%-6s ratio PartiQL/Query time     %8.2fx   target <= 1.20x  %s\n", way,
                    ratio, ratio <= 1.2 ? "PASS" : "MISS");
    };
    report("engine", query, partiql);
    report("HTTP", queryHttp, partiqlHttp);
    return 0;
}
