// bench_design_undo: what one designer edit costs with its undo record, at 10,000 and 100,000
// sample items of the ecommerce design — an index edit (GSI1 made multi-attribute) pushed,
// undone and redone through DesignDocument — against baselines in the same run:
//   - the edit alone: the same change assigned to the table in place, no undo record;
//   - the former record: a copy of the table before and after, compared as the design file
//     writes them (what DesignDocument did until undo kept deltas).
// Thread CPU time, best of several rounds (the machine is shared). Prints; never fails.

#include "design/design_document.h"

#include <tablesmith/design.h>

#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>

#include <time.h>

using namespace tablesmith;
using namespace tablesmith::gui;

namespace {

double cpuNowMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

double bestOf(int rounds, const std::function<void()> &run)
{
    double best = 1e300;
    for (int r = 0; r < rounds; ++r) {
        double start = cpuNowMs();
        run();
        best = std::min(best, cpuNowMs() - start);
    }
    return best;
}

design::Design designWith(int items)
{
    design::Design design;
    design.name = "ecommerce";
    design::DesignTable table;
    table.name = "ecommerce";
    table.key = {{{"PK", AttributeType::S}}, {{"SK", AttributeType::S}}};
    table.entityTypes = {{"Order", {{"PK", "USER#{userId}"}, {"SK", "ORDER#{orderId}"}}, {}, {}}};
    design::SecondaryIndex gsi;
    gsi.index.name = "GSI1";
    gsi.index.key = {{{"GSI1PK", AttributeType::S}}, {{"GSI1SK", AttributeType::S}}};
    table.indexes.push_back(gsi);
    static const char *statuses[] = {"PENDING", "SHIPPED", "DELIVERED", "CANCELLED"};
    for (int i = 0; i < items; ++i) {
        std::string n = std::to_string(i);
        boost::json::object item{{"PK", {{"S", "USER#u" + std::to_string(i / 10)}}},
                                 {"SK", {{"S", "ORDER#o" + n}}},
                                 {"status", {{"S", statuses[i % 4]}}},
                                 {"total", {{"N", std::to_string(i % 500) + ".90"}}},
                                 {"GSI1PK", {{"S", std::string("ORDER#") + statuses[i % 4]}}},
                                 {"GSI1SK", {{"S", "2026-05-" + std::to_string(10 + i % 18)}}}};
        (void)design::addSampleItem(table, std::move(item), "Order");
    }
    design.tables.push_back(std::move(table));
    return design;
}

design::SecondaryIndex multiAttribute(const design::SecondaryIndex &index)
{
    design::SecondaryIndex edited = index;
    edited.index.key.partitionKey = {{"status", AttributeType::S}};
    edited.index.key.sortKey = {{"GSI1SK", AttributeType::S}, {"total", AttributeType::N}};
    return edited;
}

void measure(int items)
{
    const int rounds = 7;
    design::Design design = designWith(items);
    const design::SecondaryIndex original = design.tables[0].indexes[0];
    const design::SecondaryIndex edited = multiAttribute(original);

    double alone = bestOf(rounds, [&] {
        design.tables[0].indexes[0] = edited;
        design.tables[0].indexes[0] = original;
    });

    DesignDocument document(design);
    double withUndo = bestOf(rounds, [&] {
        document.replaceElement(QStringLiteral("Edit index"), &design::DesignTable::indexes, 0,
                                edited);
        document.undoStack()->undo();
        document.undoStack()->redo();
        document.undoStack()->undo();
    });

    // The former TableEditCommand: copy the table, change it, compare both as written, keep
    // both copies; undo put the whole "before" copy back.
    double former = bestOf(3, [&] {
        design::DesignTable after = design.tables[0];
        after.indexes[0] = edited;
        design::Design left, right;
        left.tables = {after};
        right.tables = {design.tables[0]};
        bool same = design::writeDesign(left) == design::writeDesign(right);
        design::DesignTable before = design.tables[0];
        design.tables[0] = after;  // redo
        design.tables[0] = before; // undo
        if (same)
            std::puts("unexpected: no change");
    });
    std::printf("%7d items  edit+undo+redo+undo %8.3f ms   edit alone %8.4f ms   ratio %7.1fx"
                "   former table-copy record %9.1f ms (%.0fx the new one)\n",
                items, withUndo, alone, withUndo / std::max(alone, 1e-4), former,
                former / std::max(withUndo, 1e-4));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    std::printf("Design undo: an index edit with its undo record (thread CPU, best of rounds)\n");
    for (int items : {10000, 100000})
        measure(items);
    return 0;
}
