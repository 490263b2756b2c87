// bench_request_validation: what checking a request against the API model (its JSON types,
// then its constraints) costs, against the engine call it guards, in the same run.
//   For a GetItem and a PutItem of an ecommerce-like item on an in-memory table: the time of
//   checkRequestTypes + checkRequestConstraints alone vs the whole Database::call (which
//   includes them), and vs a keep-alive HTTP round trip to tablesmith's server in this
//   process. Target: validation adds at most 5% to a GetItem / PutItem over HTTP.
//   bench_request_validation [--calls C] [--rounds R]   (default 100,000 calls, 5 rounds)
// Each figure is the best of R rounds. Prints the ratio; never fails for being slow.

#include "model/request_check.h"
#include "model/request_constraints.h"

#include "bench_arguments.h"
#include "bench_database.h"
#include "bench_http_client.h"

#include <tablesmith/database.h>
#include <tablesmith/http_server.h>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace json = boost::json;
using namespace tablesmith;
using bench::mustCall;
using bench::bestMicros;
using bench::HttpClient;
using bench::httpRequest;

namespace {

json::object parsed(const char *text)
{
    return json::parse(text).as_object();
}

void compare(Database &db, std::uint16_t port, const char *op, const json::object &request,
             long calls, int rounds)
{
    const double check = bestMicros(calls, rounds, [&] {
        if (!model::checkRequestTypes(op, request) || !model::checkRequestConstraints(op, request))
            std::exit(1);
    });
    const double whole = bestMicros(calls, rounds, [&] { mustCall(db, op, request); });
    HttpClient client(port);
    const std::string bytes = httpRequest(op, request);
    const double http = bestMicros(calls / 2, rounds, [&] { client.roundTrip(bytes); });
    std::printf("%-8s validation %.2f us: of a %.2f us engine call %.1f%%; of a %.2f us HTTP "
                "round trip %.1f%% (target <= 5%% over HTTP)\n",
                op, check, whole, 100.0 * check / std::max(whole - check, 1e-9), http,
                100.0 * check / std::max(http - check, 1e-9));
}

} // namespace

int main(int argc, char **argv)
{
    const long calls = argument(argc, argv, "--calls", 100000);
    const int rounds = static_cast<int>(argument(argc, argv, "--rounds", 5));
    auto db = bench::databaseWithKeyedTable("ecommerce");
    const json::object put = parsed(R"({"TableName": "ecommerce", "Item": {
        "PK": {"S": "CUSTOMER#42"}, "SK": {"S": "ORDER#2026-11-30#1001"},
        "status": {"S": "PENDING"}, "total": {"N": "129.90"},
        "lines": {"L": [{"M": {"sku": {"S": "P-1"}, "qty": {"N": "2"}}}]}},
        "ConditionExpression": "attribute_not_exists(PK) OR #s = :s",
        "ExpressionAttributeNames": {"#s": "status"},
        "ExpressionAttributeValues": {":s": {"S": "PENDING"}},
        "ReturnValues": "NONE", "ReturnConsumedCapacity": "TOTAL"})");
    const json::object get = parsed(R"({"TableName": "ecommerce", "Key": {
        "PK": {"S": "CUSTOMER#42"}, "SK": {"S": "ORDER#2026-11-30#1001"}},
        "ProjectionExpression": "#s, #t",
        "ExpressionAttributeNames": {"#s": "status", "#t": "total"},
        "ConsistentRead": true})");
    mustCall(*db, "PutItem", put);
    HttpServerOptions options;
    options.port = 0;
    HttpServer server(*db, options);
    if (!server.start())
        return 1;
    compare(*db, server.port(), "GetItem", get, calls, rounds);
    compare(*db, server.port(), "PutItem", put, calls / 4, rounds);
    return 0;
}
