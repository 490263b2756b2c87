// bench_multi_attribute_gsi: what a multi-attribute GSI key costs on the write path. PutItem on
// a table whose GSI has a four-attribute key (two HASH, two RANGE: S, N, S, N) vs the same
// table and items whose GSI has a single-attribute key, measured in the same run, alternating
// blocks of puts between the two tables so a burst of load on a shared machine hits both alike.
// Target: at most 1.1x the time per put. Prints the figures and the ratio; never fails for
// being slow.
//   bench_multi_attribute_gsi [--items N]   (default 100,000 puts per table)

#include <tablesmith/database.h>

#include <boost/json/parse.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>

namespace json = boost::json;
using Clock = std::chrono::steady_clock;

namespace {

void must(tablesmith::Client &db, std::string_view op, const json::object &request)
{
    auto r = db.call(op, request);
    if (!r) {
        std::fprintf(stderr, "%s failed: %s\n", std::string(op).c_str(),
                     r.error().message.c_str());
        std::exit(1);
    }
}

std::string createTable(const std::string &name, bool multiAttribute)
{
    const std::string key = multiAttribute
        ? R"([{"AttributeName": "tour", "KeyType": "HASH"},
              {"AttributeName": "venue", "KeyType": "HASH"},
              {"AttributeName": "round", "KeyType": "RANGE"},
              {"AttributeName": "score", "KeyType": "RANGE"}])"
        : R"([{"AttributeName": "tour", "KeyType": "HASH"}])";
    const std::string definitions = multiAttribute
        ? R"(, {"AttributeName": "venue", "AttributeType": "N"},
              {"AttributeName": "round", "AttributeType": "S"},
              {"AttributeName": "score", "AttributeType": "N"})"
        : "";
    return R"({"TableName": ")" + name + R"(", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"},
            {"AttributeName": "tour", "AttributeType": "S"})" + definitions + R"(],
        "GlobalSecondaryIndexes": [{"IndexName": "GSI", "KeySchema": )" + key + R"(,
            "Projection": {"ProjectionType": "ALL"}}]})";
}

// The same item for both tables: every attribute of the four-attribute key is present.
json::object item(const std::string &table, long i)
{
    json::object request;
    request["TableName"] = table;
    json::object it;
    auto s = [](std::string v) { return json::object{{"S", std::move(v)}}; };
    auto n = [](long v) { return json::object{{"N", std::to_string(v)}}; };
    it["id"] = s("match#" + std::to_string(i));
    it["tour"] = s("tour#" + std::to_string(i % 97));
    it["venue"] = n(i % 7);
    it["round"] = s("round#" + std::to_string(i % 13));
    it["score"] = n(i * 31 % 100003);
    it["player"] = s("player-" + std::to_string(i % 1009));
    request["Item"] = std::move(it);
    return request;
}

double seconds(Clock::duration d) { return std::chrono::duration<double>(d).count(); }

} // namespace

int main(int argc, char **argv)
{
    long items = 100000;
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], "--items") == 0)
            items = std::stol(argv[i + 1]);
    auto opened = tablesmith::Database::open({});
    if (!opened) {
        std::fprintf(stderr, "open: %s\n", opened.error().message.c_str());
        return 1;
    }
    auto &db = **opened;
    must(db, "CreateTable", json::parse(createTable("single", false)).as_object());
    must(db, "CreateTable", json::parse(createTable("multi", true)).as_object());
    Clock::duration single{}, multi{};
    constexpr long kBlock = 1000;
    for (long start = 0; start < items; start += kBlock) {
        const long end = std::min(items, start + kBlock);
        // Alternate which table goes first, so neither always meets a warm cache.
        for (int turn = 0; turn < 2; ++turn) {
            const bool multiTurn = (turn == 0) == ((start / kBlock) % 2 == 0);
            const std::string table = multiTurn ? "multi" : "single";
            const auto t0 = Clock::now();
            for (long i = start; i < end; ++i)
                must(db, "PutItem", item(table, i));
            (multiTurn ? multi : single) += Clock::now() - t0;
        }
    }
    const double perSingle = seconds(single) / static_cast<double>(items) * 1e6;
    const double perMulti = seconds(multi) / static_cast<double>(items) * 1e6;
    std::printf("PutItem, GSI with a single-attribute key: %ld items, %.2f us/put\n", items,
                perSingle);
    std::printf("PutItem, GSI with a four-attribute key:   %ld items, %.2f us/put\n", items,
                perMulti);
    std::printf("ratio four-attribute / single-attribute: %.3fx (target <= 1.1x)\n",
                perMulti / perSingle);
    return 0;
}
