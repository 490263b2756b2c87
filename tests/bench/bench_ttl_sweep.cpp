// bench_ttl_sweep: what the background TTL sweeper costs a database, idle and written, against
// the same database with TTL disabled; and what TTL costs a PutItem. A benchmark, not a test:
// it prints figures and ratios, never fails for being slow.
//
//   bench_ttl_sweep [--items N] [--seconds S] [--period-ms P] [--puts K] [--dir DIR]
//
// One file database in DIR holds a table of N items (default 40,000), each with an expiry a year
// away. Over S seconds (default 5) each, with the sweeper stepping every P ms (default 200),
// it measures the process's CPU time and the items the sweeper read:
//   1. baseline: TTL disabled on the table (nothing to sweep), idle and with one PutItem each
//      period;
//   2. idle: TTL enabled, nothing written (target: within 1.1x of the idle baseline);
//   3. written: TTL enabled and one PutItem each period (target: within 1.1x of the written
//      baseline; each period read the whole table again before the expiry index);
// then PutItem's cost over K puts (default 20,000) into each of new tables alike but for TTL,
// in turns: the calling thread's CPU per call (target: within 1.05x), and the process's over
// the puts and the two sweep periods after them, in which the sweeper adds their expiries to
// the expiry index. Every item carries an expiry; a third table has TTL on an attribute the
// items lack.

#include "bench_arguments.h"
#include "bench_ttl_sessions.h"

#include <tablesmith/database.h>
#include <tablesmith/database_testing.h>

#include <boost/json.hpp>

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

namespace fs = std::filesystem;
namespace json = boost::json;
using namespace tablesmith;
using namespace bench::ttl;

namespace {

[[noreturn]] void fail(const std::string &message)
{
    std::cerr << "bench_ttl_sweep: " << message << '\n';
    std::exit(1);
}

double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto seconds = [](const timeval &t) { return t.tv_sec + t.tv_usec / 1e6; };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

double threadCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
}

void setTimeToLive(Database &db, bool enabled, const std::string &table = "Sessions")
{
    call(db, "UpdateTimeToLive",
         {{"TableName", table},
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

struct PutCost {
    double thread = 0;  // the calling thread's CPU in PutItem
    double process = 0; // the process's, the puts and the sweep periods after them
};

// `count` puts into `table`, keys from `first` on, then two sweep periods, in which the sweeper
// adds their expiries to the table's expiry index.
PutCost putCost(Database &db, const std::string &table, long first, long count, long expiresAt,
                long periodMs)
{
    json::object request{{"TableName", table}};
    const double process = cpuSeconds();
    const double thread = threadCpuSeconds();
    for (long i = first; i < first + count; ++i) {
        request["Item"] = item(i, expiresAt);
        call(db, "PutItem", request);
    }
    PutCost cost;
    cost.thread = threadCpuSeconds() - thread;
    std::this_thread::sleep_for(std::chrono::milliseconds(2 * periodMs));
    cost.process = cpuSeconds() - process;
    return cost;
}

// PutItem into tables alike but for TTL, `puts` each, in turns so drift (the page cache, the
// WAL's growth) falls on all alike.
void comparePuts(Database &db, long puts, long expiresAt, long periodMs)
{
    // In PutTtlOther TTL is on an attribute the items lack: its expiry index stays empty.
    const std::vector<std::string> tables{"PutPlain", "PutTtl", "PutTtlOther"};
    for (const std::string &table : tables)
        createTable(db, table);
    setTimeToLive(db, true, "PutTtl");
    call(db, "UpdateTimeToLive",
         {{"TableName", "PutTtlOther"},
          {"TimeToLiveSpecification", {{"Enabled", true}, {"AttributeName", "other"}}}});
    constexpr long kRounds = 6;
    const long perRound = std::max(1L, puts / kRounds);
    std::vector<PutCost> costs(tables.size());
    for (long round = 0; round < kRounds; ++round) {
        const long first = (round % 2) * perRound; // from the third round on: overwrites
        for (std::size_t i = 0; i < tables.size(); ++i) {
            const std::size_t t = (i + static_cast<std::size_t>(round)) % tables.size();
            const PutCost cost = putCost(db, tables[t], first, perRound, expiresAt, periodMs);
            costs[t].thread += cost.thread;
            costs[t].process += cost.process;
        }
    }
    const double calls = static_cast<double>(perRound * kRounds);
    std::printf("\n%-34s %10s %9s %12s %9s  %s\n", "PutItem", "thread us", "ratio",
                "process us", "ratio", "target");
    const char *names[] = {"TTL disabled (baseline)", "TTL enabled, every item expiring",
                           "TTL enabled, no item expiring"};
    const char *targets[] = {"", "<= 1.05x", ""};
    for (std::size_t t = 0; t < tables.size(); ++t)
        std::printf("%-34s %10.2f %8.2fx %12.2f %8.2fx  %s\n", names[t],
                    costs[t].thread * 1e6 / calls, costs[t].thread / costs[0].thread,
                    costs[t].process * 1e6 / calls, costs[t].process / costs[0].process,
                    targets[t]);
    std::printf("(process: the puts and the two sweep periods after each round, in which the "
                "sweeper indexes their expiries)\n");
}

} // namespace

int main(int argc, char **argv)
{
    const long items = argument(argc, argv, "--items", 40000);
    const long seconds = argument(argc, argv, "--seconds", 5);
    const long periodMs = argument(argc, argv, "--period-ms", 200);
    const long puts = argument(argc, argv, "--puts", 20000);
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
    loadSessions(db, items, expiresAt);

    const Phase baseline = measure(db, seconds, periodMs, false, expiresAt);
    const Phase writtenBaseline = measure(db, seconds, periodMs, true, expiresAt);
    const auto enabling = std::chrono::steady_clock::now();
    setTimeToLive(db, true); // fills and indexes a first batch of the items' expiries
    const auto called = std::chrono::steady_clock::now();
    // The sweeper fills the rest, a batch a step (ENABLING until then).
    while (call(db, "DescribeTimeToLive", {{"TableName", "Sessions"}})
               .at("TimeToLiveDescription").at("TimeToLiveStatus") != "ENABLED")
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    const auto enabled = std::chrono::steady_clock::now();
    measure(db, 1, periodMs, false, expiresAt); // settles
    const Phase idle = measure(db, seconds, periodMs, false, expiresAt);
    const Phase written = measure(db, seconds, periodMs, true, expiresAt);
    std::printf("bench_ttl_sweep: %ld items, %ld s a phase, a sweep step every %ld ms\n", items,
                seconds, periodMs);
    const auto ms = [](auto duration) {
        return std::chrono::duration<double, std::milli>(duration).count();
    };
    std::printf("(UpdateTimeToLive on the %ld items: the call %.0f ms, ENABLED after %.0f ms)\n",
                items, ms(called - enabling), ms(enabled - enabling));
    std::printf("%-34s %10s %12s %9s  %s\n", "phase", "CPU ms/10s", "items read", "ratio",
                "target");
    print("TTL disabled (baseline)", baseline, baseline, seconds, "");
    print("TTL enabled, idle", idle, baseline, seconds, "<= 1.1x");
    print("TTL disabled, a write each period", writtenBaseline, baseline, seconds, "");
    print("TTL enabled, a write each period", written, writtenBaseline, seconds, "<= 1.1x");
    print("  the same against TTL enabled, idle", written, idle, seconds, "");
    if (puts > 0)
        comparePuts(db, puts, expiresAt, periodMs);
    opened->reset();
    (void)removeDatabaseFiles(file.string());
    return 0;
}
