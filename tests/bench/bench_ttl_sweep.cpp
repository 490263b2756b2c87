// bench_ttl_sweep: what the background TTL sweeper costs a database that is not being written,
// against the same database with TTL disabled. A benchmark, not a test: it prints figures and
// ratios, never fails for being slow.
//
//   bench_ttl_sweep [--items N] [--seconds S] [--period-ms P] [--dir DIR]
//
// One file database in DIR holds a table of N items (default 40,000), each with an expiry a year
// away. Over S seconds (default 5) each, with the sweeper stepping every P ms (default 200),
// it measures the process's CPU time and the items the sweeper read:
//   1. baseline: TTL disabled on the table (nothing to sweep);
//   2. idle: TTL enabled, nothing written (target: within 1.1x of the baseline);
//   3. written: TTL enabled and one PutItem each period, so every period reads the table
//      again (what every idle period cost before unchanged tables were passed over).

#include "bench_arguments.h"

#include <tablesmith/database.h>
#include <tablesmith/database_testing.h>

#include <boost/json.hpp>

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <string>
#include <thread>

namespace fs = std::filesystem;
namespace json = boost::json;
using namespace tablesmith;

namespace {

[[noreturn]] void fail(const std::string &message)
{
    std::cerr << "bench_ttl_sweep: " << message << '\n';
    std::exit(1);
}

json::object call(Database &db, std::string_view operation, const json::object &request)
{
    auto result = db.call(operation, request);
    if (!result)
        fail(std::string(operation) + ": " + result.error().message);
    return *result;
}

double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto seconds = [](const timeval &t) { return t.tv_sec + t.tv_usec / 1e6; };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

json::object item(long i, long expiresAt)
{
    return json::object{{"PK", {{"S", "USER#" + std::to_string(i / 20)}}},
                        {"SK", {{"S", "SESSION#" + std::to_string(i)}}},
                        {"data", {{"S", std::string(150, 'x')}}},
                        {"expiresAt", {{"N", std::to_string(expiresAt)}}}};
}

void load(Database &db, long items, long expiresAt)
{
    call(db, "CreateTable", json::parse(R"({"TableName": "Sessions",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                      {"AttributeName": "SK", "KeyType": "RANGE"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                 {"AttributeName": "SK", "AttributeType": "S"}],
        "BillingMode": "PAY_PER_REQUEST"})").as_object());
    for (long first = 0; first < items; first += 25) {
        json::array puts;
        for (long i = first; i < std::min(items, first + 25); ++i)
            puts.push_back(
                json::object{{"PutRequest", json::object{{"Item", item(i, expiresAt)}}}});
        call(db, "BatchWriteItem", {{"RequestItems", json::object{{"Sessions", puts}}}});
    }
}

void setTimeToLive(Database &db, bool enabled)
{
    call(db, "UpdateTimeToLive",
         {{"TableName", "Sessions"},
          {"TimeToLiveSpecification", {{"Enabled", enabled}, {"AttributeName", "expiresAt"}}}});
}

struct Phase {
    double cpu = 0;         // seconds of the process's CPU
    std::int64_t swept = 0; // items the sweeper read
};

// Runs for `seconds`, writing one item every `periodMs` when `writing`.
Phase measure(Database &db, long seconds, long periodMs, bool writing, long expiresAt)
{
    const std::int64_t sweptBefore = TEST_timeToLiveItemsSwept(db);
    const double cpuBefore = cpuSeconds();
    const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
    for (long i = 0; std::chrono::steady_clock::now() < end; ++i) {
        if (writing)
            call(db, "PutItem", {{"TableName", "Sessions"}, {"Item", item(i, expiresAt)}});
        std::this_thread::sleep_for(std::chrono::milliseconds(periodMs));
    }
    return {cpuSeconds() - cpuBefore, TEST_timeToLiveItemsSwept(db) - sweptBefore};
}

void print(const char *name, const Phase &phase, const Phase &baseline, long seconds,
           const char *target)
{
    std::printf("%-34s %10.1f %12lld %8.2fx  %s\n", name, phase.cpu * 1000 * 10 / seconds,
                static_cast<long long>(phase.swept), phase.cpu / baseline.cpu, target);
}

} // namespace

int main(int argc, char **argv)
{
    const long items = argument(argc, argv, "--items", 40000);
    const long seconds = argument(argc, argv, "--seconds", 5);
    const long periodMs = argument(argc, argv, "--period-ms", 200);
    fs::path dir = "/tmp";
    for (int i = 1; i + 1 < argc; ++i)
        if (std::string(argv[i]) == "--dir")
            dir = argv[i + 1];
    const fs::path file = dir / ("bench_ttl_sweep_" + std::to_string(getpid()) + ".tsdb");

    DatabaseOptions options;
    options.path = file.string();
    options.timeToLiveSweepMs = periodMs;
    auto opened = Database::open(options);
    if (!opened)
        fail("open: " + opened.error().message);
    Database &db = **opened;
    const long expiresAt = static_cast<long>(std::time(nullptr)) + 365L * 24 * 3600;
    load(db, items, expiresAt);

    std::printf("bench_ttl_sweep: %ld items, %ld s a phase, a sweep step every %ld ms\n", items,
                seconds, periodMs);
    std::printf("%-34s %10s %12s %9s  %s\n", "phase", "CPU ms/10s", "items read", "ratio",
                "target");
    const Phase baseline = measure(db, seconds, periodMs, false, expiresAt);
    setTimeToLive(db, true);
    measure(db, 1, periodMs, false, expiresAt); // the first pass reads every item once
    const Phase idle = measure(db, seconds, periodMs, false, expiresAt);
    const Phase written = measure(db, seconds, periodMs, true, expiresAt);
    print("TTL disabled (baseline)", baseline, baseline, seconds, "");
    print("TTL enabled, idle", idle, baseline, seconds, "<= 1.1x");
    print("TTL enabled, a write each period", written, baseline, seconds, "(informative)");
    opened->reset();
    (void)removeDatabaseFiles(file.string());
    return 0;
}
