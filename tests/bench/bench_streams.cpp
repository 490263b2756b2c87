// bench_streams: what DynamoDB Streams cost the write path, and how soon an in-process
// subscriber sees a commit. A benchmark, not a test: it prints figures and ratios, never fails
// for being slow.
//
//   bench_streams [--writes N] [--rounds R] [--dir DIR]
//
// 1. PutItem on a table without a stream against the same on a table with a
//    NEW_AND_OLD_IMAGES stream, and on one whose stream also has a live in-process subscriber
//    (as the stream inspector is), each on its own file database in DIR (WAL, synchronous
//    NORMAL), alternating rounds; target: at most 1.3x.
// 2. Commit -> callback latency of a subscriber while PutItem runs paced at 10,000 writes/s;
//    target: median at most 5 ms.

#include <tablesmith/database.h>

#include <boost/json.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <mutex>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;
namespace json = boost::json;
using Clock = std::chrono::steady_clock;

namespace {

struct Options {
    int writes = 20000;
    int rounds = 3;
    std::string dir = "/tmp";
};

[[noreturn]] void fail(const std::string &message)
{
    std::cerr << "bench_streams: " << message << '\n';
    std::exit(1);
}

Options parseOptions(int argc, char **argv)
{
    Options o;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        if (flag == "--writes")
            o.writes = std::atoi(argv[i + 1]);
        else if (flag == "--rounds")
            o.rounds = std::atoi(argv[i + 1]);
        else if (flag == "--dir")
            o.dir = argv[i + 1];
        else
            fail("unknown option " + flag);
    }
    return o;
}

json::object createRequest(bool stream)
{
    json::object request = json::parse(R"~({"TableName": "bench",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                      {"AttributeName": "SK", "KeyType": "RANGE"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                 {"AttributeName": "SK", "AttributeType": "S"}],
        "BillingMode": "PAY_PER_REQUEST"})~").as_object();
    if (stream)
        request["StreamSpecification"] = {{"StreamEnabled", true},
                                          {"StreamViewType", "NEW_AND_OLD_IMAGES"}};
    return request;
}

// An order item of the example's shape, ~200 bytes of DynamoDB JSON.
json::object putRequest(int n)
{
    json::object item;
    item["PK"] = {{"S", "USER#u" + std::to_string(n % 1000)}};
    item["SK"] = {{"S", "ORDER#o" + std::to_string(n)}};
    item["status"] = {{"S", n % 2 ? "PENDING" : "SHIPPED"}};
    item["total"] = {{"N", std::to_string(n % 997) + ".90"}};
    item["GSI1PK"] = {{"S", "ORDER#PENDING"}};
    item["GSI1SK"] = {{"S", "2026-05-01T12:00:00Z#" + std::to_string(n)}};
    return {{"TableName", "bench"}, {"Item", std::move(item)}};
}

struct Bench {
    fs::path file;
    std::unique_ptr<tablesmith::Database> db;
    std::unique_ptr<tablesmith::StreamSubscription> subscription;
    std::atomic<std::int64_t> seen{0};

    enum class Kind { NoStream, Stream, Subscribed };

    Bench(const Options &o, Kind kind)
    {
        const bool stream = kind != Kind::NoStream;
        file = fs::path(o.dir) / ("bench_streams_" + std::to_string(::getpid()) + "_"
                                  + std::to_string(static_cast<int>(kind)) + ".db");
        fs::remove(file);
        tablesmith::DatabaseOptions options;
        options.path = file.string();
        auto opened = tablesmith::Database::open(options);
        if (!opened)
            fail(opened.error().message);
        db = std::move(*opened);
        if (!db->call("CreateTable", createRequest(stream)))
            fail("CreateTable failed");
        if (kind == Kind::Subscribed) {
            tablesmith::SubscriptionOptions s;
            s.onRecord = [this](const tablesmith::StreamEvent &) { seen.fetch_add(1); };
            subscription = db->subscribe(std::move(s));
        }
    }
    ~Bench()
    {
        subscription.reset();
        db.reset();
        for (const char *suffix : {"", "-wal", "-shm", "-streams"})
            fs::remove(file.string() + suffix);
    }

    double putsPerSecond(const std::vector<json::object> &requests)
    {
        const auto start = Clock::now();
        for (const auto &request : requests)
            if (!db->call("PutItem", request))
                fail("PutItem failed");
        const std::chrono::duration<double> took = Clock::now() - start;
        return static_cast<double>(requests.size()) / took.count();
    }
};

void benchWriteCost(const Options &o)
{
    Bench off(o, Bench::Kind::NoStream), on(o, Bench::Kind::Stream);
    Bench subscribed(o, Bench::Kind::Subscribed);
    std::vector<double> offRates, onRates, subscribedRates;
    for (int round = 0; round < o.rounds; ++round) {
        std::vector<json::object> requests;
        for (int i = 0; i < o.writes; ++i)
            requests.push_back(putRequest(round * o.writes + i));
        offRates.push_back(off.putsPerSecond(requests));
        onRates.push_back(on.putsPerSecond(requests));
        subscribedRates.push_back(subscribed.putsPerSecond(requests));
    }
    const double bestOff = *std::max_element(offRates.begin(), offRates.end());
    const double bestOn = *std::max_element(onRates.begin(), onRates.end());
    const double bestSubscribed = *std::max_element(subscribedRates.begin(),
                                                    subscribedRates.end());
    std::printf("PutItem, stream off: %10.0f writes/s (%.2f us each)\n", bestOff,
                1e6 / bestOff);
    std::printf("PutItem, stream on:  %10.0f writes/s (%.2f us each)\n", bestOn, 1e6 / bestOn);
    std::printf("PutItem, stream on, subscribed: %10.0f writes/s (%.2f us each), subscriber "
                "saw %lld\n", bestSubscribed, 1e6 / bestSubscribed,
                static_cast<long long>(subscribed.seen.load()));
    std::printf("stream on / off cost ratio: %.2fx (target <= 1.30x) %s\n", bestOff / bestOn,
                bestOff / bestOn <= 1.3 ? "PASS" : "MISS");
    std::printf("stream on and subscribed / off cost ratio: %.2fx (target <= 1.30x) %s\n",
                bestOff / bestSubscribed, bestOff / bestSubscribed <= 1.3 ? "PASS" : "MISS");
}

void benchLatency(const Options &o)
{
    Bench bench(o, Bench::Kind::Stream);
    std::mutex mutex;
    std::vector<double> latencies;
    latencies.reserve(static_cast<std::size_t>(o.writes));
    tablesmith::SubscriptionOptions s;
    s.onRecord = [&](const tablesmith::StreamEvent &event) {
        const std::chrono::duration<double, std::milli> lag = Clock::now() - event.committedAt;
        std::lock_guard lock(mutex);
        latencies.push_back(lag.count());
    };
    auto subscription = bench.db->subscribe(std::move(s));
    constexpr double kRate = 10000.0; // writes per second
    const auto start = Clock::now();
    for (int i = 0; i < o.writes; ++i) {
        std::this_thread::sleep_until(start + std::chrono::duration_cast<Clock::duration>(
                                                  std::chrono::duration<double>(i / kRate)));
        if (!bench.db->call("PutItem", putRequest(i)))
            fail("PutItem failed");
    }
    const std::chrono::duration<double> took = Clock::now() - start;
    for (int wait = 0; wait < 200; ++wait) {
        {
            std::lock_guard lock(mutex);
            if (latencies.size() >= static_cast<std::size_t>(o.writes))
                break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    const std::uint64_t dropped = subscription->droppedCount();
    subscription.reset();
    if (latencies.empty())
        fail("the subscriber saw nothing");
    std::sort(latencies.begin(), latencies.end());
    auto at = [&](double q) {
        return latencies[static_cast<std::size_t>(q * static_cast<double>(latencies.size() - 1))];
    };
    std::printf("subscriber at %.0f writes/s achieved (target 10000): %zu records, "
                "commit->callback median %.3f ms, p99 %.3f ms, max %.3f ms (target median "
                "<= 5 ms), dropped %llu\n",
                o.writes / took.count(), latencies.size(), at(0.5), at(0.99), latencies.back(),
                static_cast<unsigned long long>(dropped));
}

} // namespace

int main(int argc, char **argv)
{
    const Options o = parseOptions(argc, argv);
    benchWriteCost(o);
    benchLatency(o);
    return 0;
}
