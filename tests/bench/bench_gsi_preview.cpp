// bench_gsi_preview: how long the designer's GSI preview takes to update (entity types
// matched, membership, projected sizes, entries sorted and grouped, cost) for 10,000 and
// 100,000 sample items of the ecommerce design, against a baseline in the same run: the least
// any preview must do — pick the items that have the index key and sort their encoded keys.
// Targets: < 50 ms at 10,000 items, < 100 ms at 100,000. Prints; never fails for being slow.
// Also the designer's own path (the preview over the design's sample items in place), and the
// thread CPU time beside the wall time: on a shared machine the wall time is mostly waiting,
// so the ratio and the target compare CPU time (the wall time on an idle machine).

#include <tablesmith/design.h>
#include <tablesmith/index_preview.h>
#include <tablesmith/key_encoding.h>
#include <tablesmith/key_template.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <time.h>

using namespace tablesmith;
using namespace tablesmith::design;
using Clock = std::chrono::steady_clock;

namespace {

DesignTable ecommerceTable()
{
    DesignTable table;
    table.name = "ecommerce";
    table.key = {{{"PK", AttributeType::S}}, {{"SK", AttributeType::S}}};
    table.entityTypes = {
        {"UserProfile", {{"PK", "USER#{userId}"}, {"SK", "PROFILE"}}, {}, {}},
        {"Order", {{"PK", "USER#{userId}"}, {"SK", "ORDER#{orderId}"}}, {}, {}},
        {"OrderItem", {{"PK", "ORDER#{orderId}"}, {"SK", "ITEM#{productId}"}}, {}, {}},
        {"Product", {{"PK", "PRODUCT#{productId}"}, {"SK", "DETAILS"}}, {}, {}},
        {"Review", {{"PK", "PRODUCT#{productId}"}, {"SK", "REVIEW#{reviewId}"}}, {}, {}}};
    IndexDescription gsi1;
    gsi1.name = "GSI1";
    gsi1.key = {{{"GSI1PK", AttributeType::S}}, {{"GSI1SK", AttributeType::S}}};
    gsi1.projection = {ProjectionType::Include, {"total"}};
    table.indexes.push_back({gsi1, {}});
    return table;
}

// A fifth of each entity type; orders carry GSI1 keys over four statuses and 28 days.
std::vector<Item> sampleItems(int count)
{
    static const char *statuses[] = {"PENDING", "SHIPPED", "DELIVERED", "CANCELLED"};
    std::vector<Item> items;
    items.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        std::string n = std::to_string(i);
        std::string user = "USER#u" + std::to_string(i / 10);
        switch (i % 5) {
        case 0: items.push_back({{"PK", user}, {"SK", "PROFILE"}, {"name", "User " + n},
                                 {"email", "u" + n + "@example.com"}}); break;
        case 1: items.push_back({{"PK", user}, {"SK", "ORDER#o" + n},
                                 {"total", *Decimal::parse(std::to_string(i % 997) + ".90")},
                                 {"status", statuses[i % 4]},
                                 {"GSI1PK", std::string("ORDER#") + statuses[i % 4]},
                                 {"GSI1SK", "2026-05-" + std::to_string(10 + i % 28)}}); break;
        case 2: items.push_back({{"PK", "ORDER#o" + n}, {"SK", "ITEM#p" + n},
                                 {"qty", *Decimal::parse("2")}, {"productName", "Cable"}}); break;
        case 3: items.push_back({{"PK", "PRODUCT#p" + n}, {"SK", "DETAILS"},
                                 {"name", "Keyboard"}, {"description", std::string(80, 'd')}});
            break;
        default: items.push_back({{"PK", "PRODUCT#p" + n}, {"SK", "REVIEW#r" + n},
                                  {"rating", *Decimal::parse("5")}, {"text", "Fine."}});
        }
    }
    return items;
}

struct Timing {
    double wallMs = 1e300;
    double cpuMs = 1e300;
};

double cpuNowMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

template<class F>
Timing best(int rounds, F run)
{
    Timing best;
    for (int r = 0; r < rounds; ++r) {
        auto start = Clock::now();
        double cpuStart = cpuNowMs();
        run();
        best.cpuMs = std::min(best.cpuMs, cpuNowMs() - cpuStart);
        best.wallMs = std::min(
            best.wallMs, std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
    return best;
}

std::size_t baseline(const std::vector<Item> &items)
{
    std::vector<std::pair<std::string, std::string>> keys;
    for (const Item &item : items) {
        auto pk = item.find("GSI1PK");
        auto sk = item.find("GSI1SK");
        if (pk != item.end() && sk != item.end())
            keys.emplace_back(encodeKey(pk->second), encodeKey(sk->second));
    }
    std::sort(keys.begin(), keys.end());
    return keys.size();
}

void report(const char *what, int count, std::uint64_t entries, Timing preview, Timing base,
            double targetMs)
{
    std::printf("%-8s %7d items %6llu entries  preview %7.2f ms (cpu %7.2f)  baseline %7.2f ms"
                " (cpu %6.2f)  ratio %5.2fx  target < %.0f ms  %s\n",
                what, count, static_cast<unsigned long long>(entries), preview.wallMs,
                preview.cpuMs, base.wallMs, base.cpuMs, preview.cpuMs / base.cpuMs, targetMs,
                preview.cpuMs < targetMs ? "PASS" : "MISS");
}

void run(int count, double targetMs, int rounds)
{
    DesignTable table = ecommerceTable();
    std::vector<Item> items = sampleItems(count);
    std::vector<std::string> names;
    for (const EntityType &entity : table.entityTypes)
        names.push_back(entity.name);
    TableDescription description = table.description();
    std::uint64_t entries = 0;
    Timing preview = best(rounds, [&] {
        EntityMatcher matcher(table);
        IndexPreview p = previewIndex(description, description.indexes[0], items, &matcher, names);
        entries = indexCost(p, 100).entries;
    });
    std::size_t baselineEntries = 0;
    Timing base = best(rounds, [&] { baselineEntries = baseline(items); });
    if (baselineEntries != entries) {
        std::fprintf(stderr, "preview and baseline disagree: %llu vs %zu entries\n",
                     static_cast<unsigned long long>(entries), baselineEntries);
        std::exit(1);
    }
    report("items", count, entries, preview, base, targetMs);
    // The designer's call: the design's sample items where they are.
    for (Item &item : items)
        table.items.push_back({{}, {}, std::move(item)});
    std::uint64_t designEntries = 0;
    Timing design = best(rounds, [&] {
        IndexPreview p = previewIndex(table, description.indexes[0]);
        designEntries = indexCost(p, 100).entries;
    });
    report("designer", count, designEntries, design, base, targetMs);
}

} // namespace

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? std::atoi(argv[1]) : 5;
    std::printf("GSI preview update (entity types, membership, projection sizes, sort, cost)\n"
                "vs baseline (filter items with the index key, sort the encoded keys); best of"
                " %d\n", rounds);
    run(10000, 50, rounds);
    run(100000, 100, rounds);
    return 0;
}
