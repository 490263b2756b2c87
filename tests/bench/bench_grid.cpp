// bench_grid: the item grid at scale, on the offscreen platform.
//
// Opens a table tab on a table of N 200-byte items (1,000,000 by default) and measures
//   - the time from creating the tab to its first screen painted with rows (target < 200 ms),
//   - the UI thread's time per further page of 1,000 items while scrolling to the end
//     (target < 30 ms): every event the UI thread handles is timed (QApplication::notify), so
//     the Scan running on the Session's workers is not counted, the model, proxy, view and
//     painting are,
//   - the process RSS after scrolling to the end (target < 300 MB),
// and, in the same run, the same for a 10-item table (the baseline): a million should open and
// page like ten. Pages late in the table are compared with early ones too.
//
// The items are loaded once through BatchWriteItem into a database file that later runs reuse
// (--db; delete it to reload). Usage: bench_grid [--items N] [--db PATH]

#include "grid/table_items_model.h"
#include "grid/table_tab.h"
#include "session/session.h"

#include <tablesmith/database.h>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTableView>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <memory>
#include <string>
#include <vector>

using namespace tablesmith;
using namespace tablesmith::gui;

namespace {

constexpr int kPageSize = 1000;
constexpr double kFirstScreenTargetMs = 200;
constexpr double kPageTargetMs = 30;
constexpr double kRssTargetMb = 300;

// Times every top-level event the UI thread handles: what the user would feel as a busy UI.
class TimedApplication : public QApplication {
public:
    using QApplication::QApplication;

    bool notify(QObject *receiver, QEvent *event) override
    {
        // Paint events arrive nested, inside the window's UpdateRequest.
        const bool watchedPaint = event->type() == QEvent::Paint
            && receiver == m_watchedViewport && m_paintedWhen && m_paintedWhen();
        QElapsedTimer timer;
        qint64 cpuBefore = 0;
        if (m_depth++ == 0) {
            timer.start();
            cpuBefore = threadCpuNs();
        }
        const bool handled = QApplication::notify(receiver, event);
        if (--m_depth == 0) {
            m_busyNs += timer.nsecsElapsed();
            m_busyCpuNs += threadCpuNs() - cpuBefore;
        }
        if (watchedPaint)
            m_painted = true;
        return handled;
    }

    qint64 busyNs() const { return m_busyNs; }
    // The same on the UI thread's CPU clock: what the UI costs, without the time the thread
    // waited for a core on a shared machine.
    qint64 busyCpuNs() const { return m_busyCpuNs; }
    static qint64 threadCpuNs()
    {
        timespec now{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
        return qint64(now.tv_sec) * 1000000000 + now.tv_nsec;
    }
    void watchPaint(QObject *viewport, std::function<bool()> when)
    {
        m_watchedViewport = viewport;
        m_paintedWhen = std::move(when);
        m_painted = false;
    }
    bool painted() const { return m_painted; }

private:
    int m_depth = 0;
    qint64 m_busyNs = 0;
    qint64 m_busyCpuNs = 0;
    QObject *m_watchedViewport = nullptr;
    std::function<bool()> m_paintedWhen;
    bool m_painted = false;
};

double rssMb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    return -1;
}

bool call(Database &db, const char *operation, const boost::json::object &request)
{
    auto result = db.call(operation, request);
    if (!result.ok()) {
        std::fprintf(stderr, "%s failed: %s\n", operation, result.error().message.c_str());
        return false;
    }
    return true;
}

bool tableHas(Database &db, const std::string &table, long items)
{
    // The loader writes this marker last, so a half-loaded file is loaded again.
    const boost::json::object key{{"PK", {{"S", "~loaded"}}}, {"SK", {{"S", "~"}}}};
    auto result = db.call("GetItem", boost::json::object{{"TableName", table}, {"Key", key}});
    if (!result.ok())
        return false;
    const auto *item = result.value().if_contains("Item");
    return item && item->as_object().at("n").at("N").as_string() == std::to_string(items);
}

boost::json::object benchItem(long i)
{
    // About 200 bytes: 20 items per partition, as bench_engine loads them.
    const std::string pk = "CUSTOMER#" + std::to_string(i / 20);
    const std::string sk = "ORDER#" + std::to_string(100000000 + i);
    const std::string padding(200 - 60 - pk.size() - sk.size(), 'x');
    return {{"PK", {{"S", pk}}},
            {"SK", {{"S", sk}}},
            {"amount", {{"N", std::to_string(i % 977)}}},
            {"state", {{"S", i % 3 ? "SHIPPED" : "PENDING"}}},
            {"note", {{"S", padding}}}};
}

bool load(Database &db, const std::string &table, long items)
{
    if (tableHas(db, table, items))
        return true;
    // A half-loaded table from an interrupted run: start it again (missing is fine).
    (void)db.call("DeleteTable", boost::json::object{{"TableName", table}});
    boost::json::object create{
        {"TableName", table},
        {"BillingMode", "PAY_PER_REQUEST"},
        {"AttributeDefinitions",
         boost::json::array{{{"AttributeName", "PK"}, {"AttributeType", "S"}},
                            {{"AttributeName", "SK"}, {"AttributeType", "S"}}}},
        {"KeySchema", boost::json::array{{{"AttributeName", "PK"}, {"KeyType", "HASH"}},
                                         {{"AttributeName", "SK"}, {"KeyType", "RANGE"}}}}};
    if (!call(db, "CreateTable", create))
        return false;
    QElapsedTimer timer;
    timer.start();
    for (long first = 0; first < items; first += 25) {
        boost::json::array writes;
        for (long i = first; i < std::min(items, first + 25); ++i)
            writes.push_back(boost::json::object{
                {"PutRequest", boost::json::object{{"Item", benchItem(i)}}}});
        boost::json::object request{{"RequestItems", {{table, std::move(writes)}}}};
        if (!call(db, "BatchWriteItem", request))
            return false;
        if (first % 100000 == 0 && first > 0)
            std::printf("  loaded %ld items (%.0f s)\n", first, timer.elapsed() / 1000.0);
    }
    boost::json::object marker{{"PK", {{"S", "~loaded"}}},
                               {"SK", {{"S", "~"}}},
                               {"n", {{"N", std::to_string(items)}}}};
    std::printf("  loaded %ld items into %s in %.1f s\n", items, table.c_str(),
                timer.elapsed() / 1000.0);
    return call(db, "PutItem", boost::json::object{{"TableName", table}, {"Item", marker}});
}

template<class Done>
bool waitFor(TimedApplication &app, Done done, int timeoutMs = 60000)
{
    // Sleeps until an event comes (the reply, a timer), so the wait takes no CPU from the
    // Session's workers; the ticker bounds each sleep.
    QTimer ticker;
    ticker.start(10);
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > timeoutMs)
            return false;
        app.processEvents(QEventLoop::WaitForMoreEvents);
    }
    return true;
}

void settle(TimedApplication &app)
{
    // Deferred layouts and repaints run from posted events and zero timers.
    for (int i = 0; i < 3; ++i)
        app.processEvents();
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

double percentile95(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, values.size() * 95 / 100)];
}

struct Measured {
    double firstScreenMs = 0;
    std::vector<double> pageMs;    // UI-thread wall time per further page
    std::vector<double> pageCpuMs; // UI-thread CPU time per further page
    long rows = 0;
    double rssMb = 0;
    double scrollSeconds = 0;
};

// Opens a tab on `table`; with `scroll`, pages to the end as a user dragging to the bottom.
Measured measure(TimedApplication &app, Session &session, const QString &table, bool scroll)
{
    Measured m;
    QElapsedTimer opened;
    opened.start();
    auto *tab = new TableTab(session, table);
    tab->resize(1200, 800);
    tab->show();
    // The view exists from the start; the rows arrive once the table is described.
    app.watchPaint(tab->view()->viewport(),
                   [tab] { return tab->model() && tab->model()->rowCount() > 0; });
    if (!waitFor(app, [&] { return app.painted(); }))
        std::fprintf(stderr, "no first screen for %s\n", qPrintable(table));
    m.firstScreenMs = double(opened.nsecsElapsed()) / 1e6;
    TableItemsModel *model = tab->model();
    waitFor(app, [&] { return !model->isFetching(); });
    settle(app);

    QElapsedTimer scrolling;
    scrolling.start();
    while (scroll && !model->isAtEnd()) {
        const int before = model->rowCount();
        const qint64 busyBefore = app.busyNs();
        const qint64 cpuBefore = app.busyCpuNs();
        const qint64 directCpu = TimedApplication::threadCpuNs();
        QElapsedTimer direct;
        direct.start();
        // What the user does: drag to the bottom; the view asks for the next page there.
        tab->view()->scrollToBottom();
        if (model->canFetchMore({}))
            model->fetchMore({}); // the view asks only when the scroll bar actually moved
        qint64 ui = direct.nsecsElapsed();
        qint64 uiCpu = TimedApplication::threadCpuNs() - directCpu;
        if (!waitFor(app, [&] { return model->rowCount() > before || model->isAtEnd(); })) {
            std::fprintf(stderr, "a page never came (%d rows)\n", before);
            break;
        }
        settle(app);
        ui += app.busyNs() - busyBefore;
        uiCpu += app.busyCpuNs() - cpuBefore;
        m.pageMs.push_back(double(ui) / 1e6);
        m.pageCpuMs.push_back(double(uiCpu) / 1e6);
    }
    m.scrollSeconds = double(scrolling.nsecsElapsed()) / 1e9;
    settle(app);
    m.rows = model->rowCount();
    m.rssMb = rssMb();
    delete tab;
    return m;
}

const char *verdict(bool pass)
{
    return pass ? "PASS" : "MISS";
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // progress shows while loading into a file too
    long items = 1000000;
    std::string path;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        if (flag == "--items")
            items = std::atol(argv[i + 1]);
        else if (flag == "--db")
            path = argv[i + 1];
    }
    if (path.empty())
        path = "/tmp/tablesmith_bench_grid_" + std::to_string(items) + ".db";
    TimedApplication app(argc, argv);

    DatabaseOptions options;
    options.path = path;
    auto opened = Database::open(options);
    if (!opened.ok()) {
        std::fprintf(stderr, "cannot open %s: %s\n", path.c_str(),
                     opened.error().message.c_str());
        return 2;
    }
    std::shared_ptr<Database> db = std::move(opened).value();
    std::printf("bench_grid: %ld items of ~200 bytes in %s\n", items, path.c_str());
    if (!load(*db, "small", 10) || !load(*db, "big", items))
        return 2;
    Session session(db, QStringLiteral("bench"));
    const double rssStart = rssMb();

    // Cold: the first DescribeTable after opening the file counts the table's items once (the
    // engine keeps ItemCount from then on). Warm: the same tab opened again.
    const Measured small = measure(app, session, QStringLiteral("small"), true);
    const Measured big = measure(app, session, QStringLiteral("big"), true);
    const Measured smallWarm = measure(app, session, QStringLiteral("small"), false);
    const Measured bigWarm = measure(app, session, QStringLiteral("big"), false);

    const std::size_t n = big.pageMs.size();
    const std::size_t sample = std::min<std::size_t>(20, n / 2);
    auto firstOf = [&](const std::vector<double> &v) {
        return std::vector<double>(v.begin(), v.begin() + long(sample));
    };
    auto lastOf = [&](const std::vector<double> &v) {
        return std::vector<double>(v.end() - long(sample), v.end());
    };
    const double cpuP95 = percentile95(big.pageCpuMs);

    std::printf("\nRSS at start %.0f MB\n", rssStart);
    std::printf("%-40s %10s %10s %8s\n", "", "10 items", "big", "ratio");
    std::printf("%-40s %10.1f %10.1f %8.2f\n", "first screen, cold (ms)", small.firstScreenMs,
                big.firstScreenMs, big.firstScreenMs / small.firstScreenMs);
    std::printf("%-40s %10.1f %10.1f %8.2f  target < %.0f ms: %s\n", "first screen, warm (ms)",
                smallWarm.firstScreenMs, bigWarm.firstScreenMs,
                bigWarm.firstScreenMs / smallWarm.firstScreenMs, kFirstScreenTargetMs,
                verdict(bigWarm.firstScreenMs < kFirstScreenTargetMs));
    std::printf("%-40s %10.0f %10.0f %8.2f  target < %.0f MB: %s\n",
                "RSS after scrolling to the end (MB)", small.rssMb, big.rssMb,
                big.rssMb / small.rssMb, kRssTargetMb, verdict(big.rssMb < kRssTargetMb));
    std::printf("rows reached: %ld of %ld (+1 marker) in %zu pages, %.1f s\n", big.rows, items,
                n, big.scrollSeconds);
    std::printf("UI thread per page of %d items, CPU:  median %.2f ms, p95 %.2f ms"
                "  target < %.0f ms: %s\n",
                kPageSize, median(big.pageCpuMs), cpuP95, kPageTargetMs,
                verdict(cpuP95 < kPageTargetMs));
    std::printf("UI thread per page of %d items, wall: median %.2f ms, p95 %.2f ms"
                " (includes waiting for a core)\n",
                kPageSize, median(big.pageMs), percentile95(big.pageMs));
    std::printf("  CPU: first %zu pages median %.2f ms, last %zu pages median %.2f ms, ratio %.2f"
                " (1.0: the millionth row costs what the thousandth did)\n",
                sample, median(firstOf(big.pageCpuMs)), sample, median(lastOf(big.pageCpuMs)),
                median(firstOf(big.pageCpuMs)) > 0
                    ? median(lastOf(big.pageCpuMs)) / median(firstOf(big.pageCpuMs))
                    : 0.0);
    return 0;
}
