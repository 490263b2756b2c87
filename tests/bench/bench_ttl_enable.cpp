// bench_ttl_enable: what enabling TTL on a large table costs, and what opening the file after a
// crash costs a TTL table written in the lost session, each against a full read of the same
// table in the same run. A benchmark, not a test: it prints figures and ratios, never fails
// for being slow.
//
//   bench_ttl_enable [--items N] [--period-ms P] [--dir DIR]
//
// One file database in DIR holds a table of N items (default 200,000), each with an expiry a
// year away, and a small table another thread writes. It measures:
//   1. baseline: a Scan of the whole table, every page, through Database::call;
//   2. UpdateTimeToLive enabling TTL: the call (it fills a first batch of the items' expires
//      column and expiry index), the time until DescribeTimeToLive says ENABLED (the sweeper,
//      stepping every P ms, default 1,000, fills the rest a batch a step), and the longest a
//      PutItem and a GetItem on the other table waited meanwhile;
//   3. opening a copy of the file taken after one write to the TTL table, as a killed process
//      leaves it (the table marked unindexed: opening indexes its rows again), against opening
//      the file closed cleanly.

#include "bench_arguments.h"
#include "bench_ttl_sessions.h"

#include <tablesmith/database.h>
#include <tablesmith/database_testing.h>

#include <boost/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <string>
#include <thread>

namespace fs = std::filesystem;
namespace json = boost::json;
using namespace tablesmith;
using namespace bench::ttl;
using Clock = std::chrono::steady_clock;

namespace {

[[noreturn]] void fail(const std::string &message)
{
    std::cerr << "bench_ttl_enable: " << message << '\n';
    std::exit(1);
}

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Every page of a Scan of the table; returns the items read.
long scanAll(Database &db)
{
    json::object request{{"TableName", "Sessions"}};
    long count = 0;
    for (;;) {
        json::object page = call(db, "Scan", request);
        count += page.at("Count").to_number<long>();
        const json::value *last = page.if_contains("LastEvaluatedKey");
        if (!last)
            return count;
        request["ExclusiveStartKey"] = *last;
    }
}

// The longest one call of `operation` on the Other table waited, called in a loop on its own
// thread until `stop`.
struct Waiter {
    std::atomic<bool> stop{false};
    double longestMs = 0;
    long calls = 0;
    std::thread thread;

    Waiter(Database &db, std::string operation, long expiresAt)
    {
        thread = std::thread([this, &db, operation, expiresAt] {
            const bool put = operation == "PutItem";
            for (long i = 0; !stop.load(); ++i) {
                json::object request{{"TableName", "Other"}};
                json::object it = item(i % 100, expiresAt);
                if (put)
                    request["Item"] = std::move(it);
                else
                    request["Key"] = json::object{{"PK", it.at("PK")}, {"SK", it.at("SK")}};
                const auto start = Clock::now();
                call(db, operation, request);
                longestMs = std::max(longestMs, msSince(start));
                ++calls;
            }
        });
    }
    void finish()
    {
        stop = true;
        thread.join();
    }
};

void copyAsKilled(const fs::path &from, const fs::path &to)
{
    for (const std::string suffix : {"", "-wal"})
        if (fs::exists(from.string() + suffix))
            fs::copy_file(from.string() + suffix, to.string() + suffix,
                          fs::copy_options::overwrite_existing);
}

double openMs(const DatabaseOptions &options)
{
    const auto start = Clock::now();
    auto opened = Database::open(options);
    const double ms = msSince(start);
    if (!opened)
        fail("open: " + opened.error().message);
    return ms;
}

} // namespace

int main(int argc, char **argv)
{
    const long items = argument(argc, argv, "--items", 200000);
    const long periodMs = argument(argc, argv, "--period-ms", 1000);
    fs::path dir = "/tmp";
    for (int i = 1; i + 1 < argc; ++i)
        if (std::string(argv[i]) == "--dir")
            dir = argv[i + 1];
    const std::string stem = "bench_ttl_enable_" + std::to_string(getpid());
    const fs::path file = dir / (stem + ".tsdb");
    const fs::path killed = dir / (stem + "_killed.tsdb");

    DatabaseOptions options;
    options.path = file.string();
    options.timeToLiveSweepMs = periodMs; // nothing expires: the sweeper only fills
    auto opened = Database::open(options);
    if (!opened)
        fail("open: " + opened.error().message);
    Database &db = **opened;
    const long expiresAt = static_cast<long>(std::time(nullptr)) + 365L * 24 * 3600;
    loadSessions(db, items, expiresAt);
    createTable(db, "Other");

    scanAll(db); // warms the page cache as the enable will find it
    auto start = Clock::now();
    if (scanAll(db) != items)
        fail("the scan missed items");
    const double scanMs = msSince(start);

    // The same calls over a second without the enable: what they wait anyway (commits, WAL
    // checkpoints, the other thread).
    Waiter quietWriter(db, "PutItem", expiresAt);
    Waiter quietReader(db, "GetItem", expiresAt);
    std::this_thread::sleep_for(std::chrono::seconds(1));
    quietWriter.finish();
    quietReader.finish();

    Waiter writer(db, "PutItem", expiresAt);
    Waiter reader(db, "GetItem", expiresAt);
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    start = Clock::now();
    call(db, "UpdateTimeToLive",
         {{"TableName", "Sessions"},
          {"TimeToLiveSpecification", {{"Enabled", true}, {"AttributeName", "expiresAt"}}}});
    const double enableMs = msSince(start);
    const json::object describe{{"TableName", "Sessions"}};
    while (call(db, "DescribeTimeToLive", describe).at("TimeToLiveDescription")
               .at("TimeToLiveStatus") != "ENABLED")
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    const double enabledMs = msSince(start);
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    writer.finish();
    reader.finish();

    // One write marks the table unindexed in the file; a killed process leaves the mark.
    call(db, "PutItem", {{"TableName", "Sessions"}, {"Item", item(items, expiresAt)}});
    copyAsKilled(file, killed);
    opened->reset(); // a clean close indexes the write and clears the mark
    options.timeToLiveSweepMs = 0;
    const double cleanOpenMs = openMs(options);
    DatabaseOptions killedOptions = options;
    killedOptions.path = killed.string();
    const double recoveredOpenMs = openMs(killedOptions);

    const double per100k = 100000.0 / static_cast<double>(items);
    std::printf("bench_ttl_enable: %ld items\n", items);
    std::printf("%-52s %10s %12s %9s\n", "measured", "ms", "ms per 100k", "ratio");
    const auto row = [&](const char *name, double ms, double baseline) {
        std::printf("%-52s %10.0f %12.0f %8.2fx\n", name, ms, ms * per100k, ms / baseline);
    };
    row("Scan of the whole table (baseline)", scanMs, scanMs);
    row("UpdateTimeToLive enabling TTL: the call", enableMs, scanMs);
    row("  until DescribeTimeToLive says ENABLED", enabledMs, scanMs);
    std::printf("  meanwhile the longest PutItem on another table: %.0f ms (%ld calls; %.0f ms in "
                "a second without the enable)\n",
                writer.longestMs, writer.calls, quietWriter.longestMs);
    std::printf("  meanwhile the longest GetItem on another table: %.0f ms (%ld calls; %.0f ms in "
                "a second without the enable)\n",
                reader.longestMs, reader.calls, quietReader.longestMs);
    row("open, closed cleanly", cleanOpenMs, scanMs);
    row("open after a kill, the TTL table indexed again", recoveredOpenMs, scanMs);
    std::printf("  against opening it closed cleanly: %.2fx, %.0f ms more\n",
                recoveredOpenMs / cleanOpenMs, recoveredOpenMs - cleanOpenMs);
    (void)removeDatabaseFiles(file.string());
    (void)removeDatabaseFiles(killed.string());
    return 0;
}
