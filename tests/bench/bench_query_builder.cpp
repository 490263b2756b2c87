// bench_query_builder: the query builder's two speeds, on the offscreen platform.
//
//   - a form change re-rendering the request text (the engine's request builder, the JSON
//     text, the code editor): target < 16 ms, one frame. Baseline, same run: serialising the
//     same request with boost::json alone, the least any text view of it costs.
//   - a Query returning 1,000 items shown: from Run to the rows in the grid's model and the
//     view painted, target < 100 ms, as wall time and as the UI thread's CPU time (the wall
//     time on a shared machine includes waiting for a core), in the partition view and (UI
//     thread CPU) in the column view. Baseline, same run: the same
//     Query through Database::call on this thread, which is what the engine alone costs.
//
// Each measure is the median of --rounds rounds (default 15). Usage:
// bench_query_builder [--rounds N]

#include "grid/table_items_model.h"
#include "query/operation_form_widget.h"
#include "query/query_builder.h"
#include "session/session.h"

#include <tablesmith/database.h>
#include <tablesmith/request_builder.h>

#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTableView>
#include <QTimer>

#include <ctime>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using namespace tablesmith;
using namespace tablesmith::gui;

namespace {

constexpr int kItems = 1000;
constexpr double kRenderTargetMs = 16;
constexpr double kShowTargetMs = 100;

// The UI thread's CPU time: what the builder costs the UI, without the time the thread waited
// for a core on a shared machine or for the Session's worker.
double threadCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

void loadItems(Client &db)
{
    auto created = db.call("CreateTable", boost::json::object{
        {"TableName", "bench"}, {"BillingMode", "PAY_PER_REQUEST"},
        {"KeySchema", boost::json::array{{{"AttributeName", "PK"}, {"KeyType", "HASH"}},
                                         {{"AttributeName", "SK"}, {"KeyType", "RANGE"}}}},
        {"AttributeDefinitions",
         boost::json::array{{{"AttributeName", "PK"}, {"AttributeType", "S"}},
                            {{"AttributeName", "SK"}, {"AttributeType", "S"}}}}});
    if (!created)
        std::exit(2);
    for (int i = 0; i < kItems; i += 25) {
        boost::json::array writes;
        for (int k = i; k < i + 25; ++k) {
            boost::json::object item{
                {"PK", {{"S", "USER#1"}}}, {"SK", {{"S", "ORDER#" + std::to_string(10000 + k)}}},
                {"status", {{"S", k % 3 ? "SHIPPED" : "PENDING"}}},
                {"total", {{"N", std::to_string(k) + ".90"}}},
                {"note", {{"S", std::string(120, 'x')}}}};
            writes.push_back(boost::json::object{{"PutRequest", {{"Item", item}}}});
        }
        boost::json::object request{{"RequestItems", {{"bench", writes}}}};
        if (!db.call("BatchWriteItem", request))
            std::exit(2);
    }
}

builder::OperationForm richQuery()
{
    builder::OperationForm form;
    form.operation = builder::Operation::Query;
    form.tableName = "bench";
    form.partitionKey = {"PK", {"S", "USER#1"}};
    form.sortKey = {"SK", {"S", "ORDER#"}};
    form.sortKeyOperator = builder::SortKeyOperator::BeginsWith;
    for (int i = 0; i < 8; ++i)
        form.filter.rows.push_back({"attr-" + std::to_string(i), builder::ConditionOperator::GT,
                                    {{"N", std::to_string(i)}}, false});
    builder::ConditionGroup any;
    any.anyOf = true;
    any.rows = {{"status", builder::ConditionOperator::EQ, {{"S", "PENDING"}}, false},
                {"tags", builder::ConditionOperator::Contains, {{"S", "gift"}}, true}};
    form.filter.groups.push_back(any);
    form.projection = {"PK", "SK", "status", "total", "note", "name", "data.items[0]"};
    form.returnConsumedCapacity = "INDEXES";
    return form;
}

void waitFor(QueryBuilder &builder)
{
    QEventLoop loop;
    QObject::connect(&builder, &QueryBuilder::runFinished, &loop, &QEventLoop::quit);
    QTimer::singleShot(30000, &loop, &QEventLoop::quit);
    loop.exec();
}

void report(const char *what, double ms, double baselineMs, double targetMs)
{
    std::printf("%-44s %9.3f ms  baseline %8.3f ms  ratio %7.1fx  target < %.0f ms  %s\n",
                what, ms, baselineMs, baselineMs > 0 ? ms / baselineMs : 0.0, targetMs,
                ms < targetMs ? "PASS" : "MISS");
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    int rounds = 15;
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], "--rounds") == 0)
            rounds = std::max(1, std::atoi(argv[i + 1]));

    auto opened = Database::open({});
    if (!opened)
        return 2;
    std::shared_ptr<Database> db = std::move(opened).value();
    loadItems(*db);
    Session session(db, QStringLiteral("bench"));
    QueryBuilder builder(session, QStringLiteral("bench"));
    builder.resize(1400, 900);
    builder.show();
    QElapsedTimer settle;
    settle.start();
    while (settle.elapsed() < 300)
        app.processEvents();

    // 1. A form change re-rendering the request text.
    builder::OperationForm form = richQuery();
    builder.form()->setForm(form);
    std::vector<double> render, serialise;
    for (int r = 0; r < rounds; ++r) {
        form.filter.rows[0].values[0].text = std::to_string(r);
        builder.form()->setForm(form);
        QElapsedTimer timer;
        timer.start();
        Q_EMIT builder.form()->edited();
        render.push_back(double(timer.nsecsElapsed()) / 1e6);
        const boost::json::object request = builder::buildRequest(form).request;
        timer.restart();
        const std::string text = boost::json::serialize(request);
        serialise.push_back(double(timer.nsecsElapsed()) / 1e6 + (text.empty() ? 1 : 0));
    }

    // 2. A 1,000-item Query shown.
    builder::OperationForm query;
    query.operation = builder::Operation::Query;
    query.tableName = "bench";
    query.partitionKey = {"PK", {"S", "USER#1"}};
    query.sortKey = {"SK", {"S", ""}};
    builder.form()->setForm(query);
    Q_EMIT builder.form()->edited();
    const boost::json::object request = builder::buildRequest(query).request;
    auto *view = builder.findChild<QTableView *>(QStringLiteral("resultsView"));
    std::vector<double> shown, shownCpu, engine, columnsCpu;
    for (int r = 0; r < 2 * rounds; ++r) {
        // Odd rounds in the column view: one column per attribute name.
        const bool columns = r % 2 == 1;
        builder.setColumnView(columns);
        QElapsedTimer timer;
        timer.start();
        const double cpuBefore = threadCpuMs();
        builder.run();
        waitFor(builder);
        view->viewport()->repaint();
        const double wallMs = double(timer.nsecsElapsed()) / 1e6;
        const double cpuMs = threadCpuMs() - cpuBefore;
        if (!builder.resultsModel() || builder.resultsModel()->rowCount() != kItems) {
            std::fprintf(stderr, "the Query showed %d items, not %d\n",
                         builder.resultsModel() ? builder.resultsModel()->rowCount() : -1,
                         kItems);
            return 2;
        }
        if (columns) {
            columnsCpu.push_back(cpuMs);
            continue;
        }
        shown.push_back(wallMs);
        shownCpu.push_back(cpuMs);
        timer.restart();
        auto reply = db->call("Query", request);
        engine.push_back(double(timer.nsecsElapsed()) / 1e6);
        if (!reply)
            return 2;
    }

    std::printf("bench_query_builder: %d rounds, medians\n", rounds);
    report("form change -> request text re-rendered", median(render), median(serialise),
           kRenderTargetMs);
    report("Query of 1,000 items -> shown (wall)", median(shown), median(engine),
           kShowTargetMs);
    report("Query of 1,000 items -> shown (UI thread CPU)", median(shownCpu), median(engine),
           kShowTargetMs);
    report("... in the column view (UI thread CPU)", median(columnsCpu), median(engine),
           kShowTargetMs);
    return 0;
}
