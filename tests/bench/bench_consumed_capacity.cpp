// bench_consumed_capacity: what answering ReturnConsumedCapacity costs a GetItem and a PutItem,
// in the same run: each call with TOTAL (the table named by name, then by ARN, as
// ConsumedCapacity then names it) against the same call with NONE.
//   bench_consumed_capacity [--calls C] [--rounds R]   (default 100,000 calls, 5 rounds)
// Each figure is the best of R rounds, in process CPU time. Built from two revisions, the
// TOTAL/NONE ratios compare them; prints the ratios, never fails for being slow.

#include "bench_arguments.h"
#include "bench_database.h"
#include "bench_http_client.h"

#include <tablesmith/database.h>

#include <boost/json/parse.hpp>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace json = boost::json;
using namespace tablesmith;
using bench::mustCall;
using bench::bestCpuMicros;

namespace {

constexpr const char *kArn = "arn:aws:dynamodb:us-east-1:000000000000:table/ecommerce";

json::object withCapacity(json::object request, const char *table, const char *mode)
{
    request["TableName"] = table;
    request["ReturnConsumedCapacity"] = mode;
    return request;
}

void compare(Database &db, const char *op, const json::object &request, long calls, int rounds)
{
    const json::object none = withCapacity(request, "ecommerce", "NONE");
    const json::object byName = withCapacity(request, "ecommerce", "TOTAL");
    const json::object byArn = withCapacity(request, kArn, "TOTAL");
    auto time = [&](const json::object &r) {
        return bestCpuMicros(calls, rounds, [&] { mustCall(db, op, r); });
    };
    const double base = time(none);
    const double name = time(byName);
    const double arn = time(byArn);
    std::printf("%-8s NONE %.3f us | TOTAL by name %.3f us (x%.3f) | TOTAL by ARN %.3f us "
                "(x%.3f)\n",
                op, base, name, name / base, arn, arn / base);
}

} // namespace

int main(int argc, char **argv)
{
    const long calls = argument(argc, argv, "--calls", 100000);
    const int rounds = static_cast<int>(argument(argc, argv, "--rounds", 5));
    auto db = bench::databaseWithKeyedTable("ecommerce");
    const json::object put = json::parse(R"({"Item": {"PK": {"S": "CUSTOMER#42"},
        "SK": {"S": "ORDER#2026-01-01#0001"}, "status": {"S": "SHIPPED"},
        "total": {"N": "129.95"}, "items": {"L": [{"S": "sku-1"}, {"S": "sku-2"}]}}})")
                                 .as_object();
    const json::object get = json::parse(R"({"Key": {"PK": {"S": "CUSTOMER#42"},
        "SK": {"S": "ORDER#2026-01-01#0001"}}})").as_object();
    mustCall(*db, "PutItem", withCapacity(put, "ecommerce", "NONE"));
    compare(*db, "GetItem", get, calls, rounds);
    compare(*db, "PutItem", put, calls, rounds);
    return 0;
}
