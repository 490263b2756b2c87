// bench_http_compression: what answering in gzip costs and saves, against the same requests
// answered plain, in the same run, over keep-alive HTTP to tablesmith's server in this process.
//   Responses of typical sizes (GetItem of a 1 KB and a 6 KB item, a Query of 100 items of
//   1 KB, a 1 MB Query page): process CPU per request and bytes on the wire without
//   Accept-Encoding, with "gzip" and with "deflate"; the extra CPU per KB saved and the link
//   speed below which compressing pays ("break-even").
//   The uncompressed path: what the codings add to a request that uses none (the header
//   checks and scratch handling), in process, against the HTTP round trip it is part of.
//   Target: <= 1%.
//   zlib's levels: level 1 (the server's) against 6 (zlib's default) on the same bodies.
//   A 15 MB BatchGetItem answer: the operation in process, the plain and the gzip round trip
//   and zlib alone on its body, so the compression's share of the request is seen; then what
//   a small GetItem on another connection of the same (only) I/O thread waits while such
//   answers are compressed, in place against on the compression threads (the offload), and
//   the 6 KB GetItem round trip with gzip on both servers (the offload's hot-path cost,
//   target <= 1.01x).
//   bench_http_compression [--calls C] [--rounds R]   (default 2,000 calls, 5 rounds)
// Each figure is the best of R rounds. Prints the ratios; never fails for being slow.

#include "wire/body_coding.h"
#include "wire/content_coding.h"
#include "wire/http_tuning.h"

#include "bench_arguments.h"
#include "bench_database.h"
#include "bench_http_client.h"

#include <tablesmith/database.h>
#include <tablesmith/http_server.h>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <zlib.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace json = boost::json;
using namespace tablesmith;
using bench::mustCall;
using bench::bestCpuMicros;
using bench::Clock;
using bench::HttpClient;

namespace {

// Text like an order's: words, numbers, ids; not one repeated letter, which would flatter gzip.
std::string words(std::mt19937 &random, std::size_t bytes)
{
    static const char *vocabulary[] = {"keyboard", "cable", "USB-C", "shipped", "pending",
                                       "Berlin", "express", "gift", "wrap", "blue", "large",
                                       "returned", "warehouse", "EU-WEST", "discount", "note"};
    std::string text;
    while (text.size() < bytes) {
        text += vocabulary[random() % std::size(vocabulary)];
        text += ' ';
        text += std::to_string(random() % 100000);
        text += ' ';
    }
    text.resize(bytes);
    return text;
}

json::object item(std::mt19937 &random, const std::string &pk, int sk, std::size_t bytes)
{
    char sort[32];
    std::snprintf(sort, sizeof sort, "ORDER#%06d", sk);
    return {{"PK", {{"S", pk}}},
            {"SK", {{"S", sort}}},
            {"status", {{"S", random() % 2 ? "PENDING" : "SHIPPED"}}},
            {"total", {{"N", std::to_string(random() % 100000) + ".99"}}},
            {"customerId", {{"S", "CUSTOMER#" + std::to_string(random() % 1000000)}}},
            {"lines", {{"L", json::array{json::object{{"M", {{"sku", {{"S", "P-" + std::to_string(random() % 5000)}}},
                                                               {"qty", {{"N", std::to_string(1 + random() % 5)}}}}}}}}}},
            {"notes", {{"S", words(random, bytes > 200 ? bytes - 200 : 10)}}}};
}

std::string withHeader(std::string request, std::string_view header)
{
    if (!header.empty())
        request.insert(request.find("\r\n") + 2, std::string(header) + "\r\n");
    return request;
}

std::size_t bodyBytes(const std::string &response)
{
    return response.size() - (response.find("\r\n\r\n") + 4);
}

struct Measured {
    double cpu = 0;
    std::size_t bytes = 0;
};

Measured measure(std::uint16_t port, const std::string &request, long calls, int rounds)
{
    HttpClient client(port);
    client.roundTrip(request);
    Measured m;
    m.bytes = bodyBytes(client.lastResponse());
    m.cpu = bestCpuMicros(calls, rounds, [&] { client.roundTrip(request); });
    return m;
}

void compareCodings(std::uint16_t port, const char *what, const char *op,
                    const json::object &request, long calls, int rounds)
{
    const std::string plain = bench::httpRequest(op, request);
    const Measured none = measure(port, plain, calls, rounds);
    std::printf("%-26s plain %8zu B %8.1f us CPU\n", what, none.bytes, none.cpu);
    for (const char *coding : {"gzip", "deflate"}) {
        const std::string asked =
            withHeader(plain, std::string("Accept-Encoding: ") + coding);
        const Measured m = measure(port, asked, calls, rounds);
        const double savedKb = (double(none.bytes) - double(m.bytes)) / 1024.0;
        const double extra = m.cpu - none.cpu;
        std::printf("%-26s %-7s %6zu B %8.1f us CPU: %.2fx the bytes, %.2fx the CPU",
                    "", coding, m.bytes, m.cpu, double(m.bytes) / double(none.bytes),
                    m.cpu / none.cpu);
        if (savedKb > 0 && extra > 0)
            std::printf(", %.2f us per KB saved (pays below %.0f MB/s)", extra / savedKb,
                        savedKb / 1024.0 / (extra / 1e6));
        std::printf("\n");
    }
}

// The uncompressed path's added work, in process: the Content-Encoding check of the request,
// the size check of the answer and the scratch handling, as handleRequest does them.
void uncompressedPathCost(std::uint16_t port, const json::object &get, long calls, int rounds)
{
    const std::string bytes = bench::httpRequest("GetItem", get);
    wire::HttpRequestView request;
    std::size_t searched = 0;
    if (wire::readRequest(bytes, 1 << 20, request, searched).outcome
        != wire::RequestReading::Complete)
        std::exit(1);
    wire::WireResponse response;
    response.body.assign(300, 'x');
    volatile bool sink = false;
    const double added = bench::bestMicros(calls * 100, rounds, [&] {
        sink = wire::hasContentCoding(request);
        wire::compressAnswer(request, response);
        wire::releaseScratch(response);
    });
    HttpClient client(port);
    const double http = bench::bestMicros(calls * 5, rounds, [&] { client.roundTrip(bytes); });
    std::printf("uncompressed path: codings add %.3f us to a %.2f us GetItem round trip: "
                "%.2f%% (target <= 1%%)\n",
                added, http, 100.0 * added / http);
}

double zlibMicros(int level, const std::string &body, std::size_t &out, int rounds)
{
    std::string buffer(compressBound(static_cast<uLong>(body.size())), '\0');
    return bench::bestMicros(20, rounds, [&] {
        uLongf size = static_cast<uLongf>(buffer.size());
        compress2(reinterpret_cast<Bytef *>(buffer.data()), &size,
                  reinterpret_cast<const Bytef *>(body.data()), static_cast<uLong>(body.size()),
                  level);
        out = size;
    });
}

void compareLevels(std::uint16_t port, const json::object &query, int rounds)
{
    HttpClient client(port);
    client.roundTrip(bench::httpRequest("Query", query));
    const std::string &response = client.lastResponse();
    const std::string body = response.substr(response.find("\r\n\r\n") + 4);
    std::size_t fast = 0, standard = 0;
    const double fastUs = zlibMicros(Z_BEST_SPEED, body, fast, rounds);
    const double standardUs = zlibMicros(Z_DEFAULT_COMPRESSION, body, standard, rounds);
    std::printf("zlib on a %zu B Query answer: level 1 %zu B in %.0f us, level 6 %zu B in "
                "%.0f us: level 1 is %.2fx the bytes for %.2fx the time\n",
                body.size(), fast, fastUs, standard, standardUs,
                double(fast) / double(standard), fastUs / standardUs);
}

constexpr int kLargeItems = 40; // of 380 KB: a 15 MB BatchGetItem answer

json::object largeBatchGet()
{
    json::array keys;
    for (int i = 0; i < kLargeItems; ++i) {
        char sort[32];
        std::snprintf(sort, sizeof sort, "ORDER#%06d", i);
        keys.push_back(json::object{{"PK", {{"S", "LARGE"}}}, {"SK", {{"S", sort}}}});
    }
    return {{"RequestItems", {{"orders", {{"Keys", std::move(keys)}}}}}};
}

double millis(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// The operation against the compression on the same request: if the operation dominated,
// moving the compression elsewhere would spare the other connections little.
void largeAnswerShares(Database &db, std::uint16_t port, int rounds)
{
    const json::object request = largeBatchGet();
    const double operation = bench::bestMicros(1, rounds, [&] {
        if (!db.call("BatchGetItem", request))
            std::exit(1);
    }) / 1000.0;
    HttpClient client(port);
    const std::string plain = bench::httpRequest("BatchGetItem", request);
    client.roundTrip(plain);
    const std::string &response = client.lastResponse();
    const std::string body = response.substr(response.find("\r\n\r\n") + 4);
    const double plainTrip = bench::bestMicros(1, rounds, [&] { client.roundTrip(plain); })
        / 1000.0;
    const std::string gzip = withHeader(plain, "Accept-Encoding: gzip");
    const double gzipTrip = bench::bestMicros(1, rounds, [&] { client.roundTrip(gzip); })
        / 1000.0;
    std::string out;
    const double zlib = bench::bestMicros(1, rounds, [&] {
        wire::compressBody(wire::ContentCoding::Gzip, body, out);
    }) / 1000.0;
    std::printf("BatchGetItem, %zu B answer: operation %.1f ms in process, round trip %.1f ms "
                "plain, %.1f ms gzip (%zu B); zlib alone %.1f ms = %.2fx the operation, "
                "%.0f%% of the gzip round trip\n",
                body.size(), operation, plainTrip, gzipTrip, out.size(), zlib, zlib / operation,
                100.0 * zlib / gzipTrip);
}

struct Waits {
    double mean = 0;
    double worst = 0;
};

// A GetItem on its own connection while another connection of the same I/O thread asks for
// the large answer in gzip again and again: what the small one waits, in milliseconds.
Waits smallWhileLarge(std::uint16_t port, const std::string &small, int calls)
{
    std::atomic<bool> stop{false};
    std::thread large([&] {
        HttpClient client(port);
        const std::string gzip = withHeader(bench::httpRequest("BatchGetItem", largeBatchGet()),
                                            "Accept-Encoding: gzip");
        while (!stop)
            client.roundTrip(gzip);
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    HttpClient client(port);
    Waits waits;
    for (int i = 0; i < calls; ++i) {
        const auto start = Clock::now();
        client.roundTrip(small);
        const double took = millis(start);
        waits.mean += took / calls;
        waits.worst = std::max(waits.worst, took);
        std::this_thread::sleep_for(std::chrono::milliseconds(3));
    }
    stop = true;
    large.join();
    return waits;
}

std::unique_ptr<HttpServer> serverWithOffload(Database &db, std::size_t threshold)
{
    wire::setCompressionOffloadThreshold(threshold);
    HttpServerOptions options;
    options.port = 0;
    options.threads = 1;
    auto server = std::make_unique<HttpServer>(db, options);
    wire::setCompressionOffloadThreshold(wire::kDefaultOffloadThreshold);
    if (!server->start())
        std::exit(1);
    return server;
}

void offloadEffect(Database &db, const json::object &get6k, long calls, int rounds)
{
    auto inPlace = serverWithOffload(db, SIZE_MAX);
    auto offloaded = serverWithOffload(db, wire::kDefaultOffloadThreshold);
    const std::string small = bench::httpRequest("GetItem", get6k);
    const Waits before = smallWhileLarge(inPlace->port(), small, 200);
    const Waits after = smallWhileLarge(offloaded->port(), small, 200);
    std::printf("GetItem beside 15 MB gzip answers on one I/O thread: waits %.2f ms mean, "
                "%.1f ms worst compressed in place; %.2f ms mean, %.1f ms worst offloaded\n",
                before.mean, before.worst, after.mean, after.worst);
    // The hot path: a 6 KB answer in gzip, below the offload threshold, on both servers.
    const std::string gzip = withHeader(small, "Accept-Encoding: gzip");
    HttpClient inPlaceClient(inPlace->port());
    HttpClient offloadedClient(offloaded->port());
    double a = 1e300, b = 1e300;
    for (int round = 0; round < 2 * rounds; ++round) { // interleaved: drift hits both alike
        a = std::min(a, bestCpuMicros(calls, 1, [&] { inPlaceClient.roundTrip(gzip); }));
        b = std::min(b, bestCpuMicros(calls, 1, [&] { offloadedClient.roundTrip(gzip); }));
    }
    std::printf("GetItem, 6 KB item, gzip round trip: %.2f us CPU without the offload, %.2f us "
                "with it: %.3fx (target <= 1.01x)\n",
                a, b, b / a);
}

} // namespace

int main(int argc, char **argv)
{
    const long calls = argument(argc, argv, "--calls", 2000);
    const int rounds = static_cast<int>(argument(argc, argv, "--rounds", 5));
    auto db = bench::databaseWithKeyedTable("orders");
    std::mt19937 random(42);
    mustCall(*db, "PutItem", {{"TableName", "orders"}, {"Item", item(random, "SMALL", 1, 1000)}});
    mustCall(*db, "PutItem", {{"TableName", "orders"}, {"Item", item(random, "MEDIUM", 1, 6000)}});
    for (int i = 0; i < 100; ++i)
        mustCall(*db, "PutItem", {{"TableName", "orders"}, {"Item", item(random, "HUNDRED", i, 1000)}});
    for (int i = 0; i < 1100; ++i)
        mustCall(*db, "PutItem", {{"TableName", "orders"}, {"Item", item(random, "PAGE", i, 1000)}});
    for (int i = 0; i < kLargeItems; ++i)
        mustCall(*db, "PutItem", {{"TableName", "orders"}, {"Item", item(random, "LARGE", i, 380000)}});
    HttpServerOptions options;
    options.port = 0;
    options.threads = 1;
    HttpServer server(*db, options);
    if (!server.start())
        return 1;
    const auto get = [](const char *pk) {
        return json::object{{"TableName", "orders"},
                            {"Key", {{"PK", {{"S", pk}}}, {"SK", {{"S", "ORDER#000001"}}}}}};
    };
    const auto query = [](const char *pk) {
        return json::object{{"TableName", "orders"},
                            {"KeyConditionExpression", "PK = :pk"},
                            {"ExpressionAttributeValues", {{":pk", {{"S", pk}}}}}};
    };
    compareCodings(server.port(), "GetItem, 1 KB item", "GetItem", get("SMALL"), calls, rounds);
    compareCodings(server.port(), "GetItem, 6 KB item", "GetItem", get("MEDIUM"), calls, rounds);
    compareCodings(server.port(), "Query, 100 items of 1 KB", "Query", query("HUNDRED"),
                   calls / 10, rounds);
    compareCodings(server.port(), "Query, 1 MB page", "Query", query("PAGE"), calls / 100 + 1,
                   rounds);
    uncompressedPathCost(server.port(), get("SMALL"), calls, rounds);
    compareLevels(server.port(), query("HUNDRED"), rounds);
    largeAnswerShares(*db, server.port(), rounds);
    offloadEffect(*db, get("MEDIUM"), calls, rounds);
    return 0;
}
