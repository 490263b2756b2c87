// bench_stream_inspector: the stream inspector under a flood of records (needs the GUI).
// A feed hands the shown inspector (list, filters, a Lambda pattern, the handler view) batches
// of ecommerce records at --rate records/s, as the Session's feed does (one batch per
// event-loop turn at most), for --seconds; a 10 ms timer probes the UI event loop's lateness.
// The baseline, in the same run, is the same flood and probe with records dropped on arrival.
// Prints the probe's p50 / p99 / max lateness for both (target: max < 50 ms), the RSS with
// the record cap (target: bounded — it stops growing once the cap is reached), the rows kept
// and dropped, and the UI thread's own work, which another process's load does not inflate:
// the longest model flush (with every view's slots) and the longest single event. Each
// lateness and each event over 20 ms is logged with when it happened.
//   bench_stream_inspector [--rate 10000] [--seconds 20] [--cap 50000] [--linger S]
//                          [--latency-count 500 (0: skip)] [--latency-rate 100]
// --linger keeps the window up S seconds afterwards with a MODIFY selected (for screenshots).
// Then the latency from commit to row (target: a record appears within 100 ms of its commit):
// PutItem paced at --latency-rate writes/s on a writer thread against a table whose records
// reach the shown inspector through the Session's real feed — pushed by the embedded engine,
// and, for comparison, polled through the Streams API of a remote endpoint (an in-process
// tablesmith HttpServer on loopback, the server tablesmith-server runs) at the interval
// streamPollPolicy() gives that endpoint. Measured from the PutItem call's start (an upper
// bound on commit -> row), p50 / p99 / max; and the process's CPU while each feed waits.

#include "session/embedded_session.h"
#include "session/polled_stream_feed.h"
#include "session/pushed_stream_feed.h"
#include "session/remote_session.h"
#include "session/stream_feed.h"
#include "streams/stream_inspector.h"
#include "streams/stream_record_model.h"

#include <tablesmith/database.h>
#include <tablesmith/http_server.h>

#include <boost/json/parse.hpp>

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <functional>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <vector>

using namespace tablesmith;
using namespace tablesmith::gui;
namespace json = boost::json;

namespace {

class FloodFeed : public StreamFeed {
public:
    using StreamFeed::StreamFeed;
    FeedStatus status() const override { return {1, 0, true, {}}; }
    void deliver(const std::vector<FeedRecord> &batch) { Q_EMIT records(batch); }
};

std::vector<FeedRecord> recordPool(int size)
{
    static const char *events[] = {"INSERT", "MODIFY", "MODIFY", "REMOVE"};
    static const char *statuses[] = {"PENDING", "SHIPPED"};
    std::vector<FeedRecord> pool;
    for (int i = 0; i < size; ++i) {
        const QString text = QStringLiteral(
            R"({"eventID": "%1", "eventName": "%2", "eventVersion": "1.1",
                "eventSource": "aws:dynamodb", "awsRegion": "us-east-1",
                "dynamodb": {"ApproximateCreationDateTime": 1700000000,
                  "Keys": {"PK": {"S": "USER#u%3"}, "SK": {"S": "ORDER#o%1"}},
                  "OldImage": {"PK": {"S": "USER#u%3"}, "SK": {"S": "ORDER#o%1"},
                               "status": {"S": "PENDING"}, "total": {"N": "12.5"}},
                  "NewImage": {"PK": {"S": "USER#u%3"}, "SK": {"S": "ORDER#o%1"},
                               "status": {"S": "%4"}, "total": {"N": "12.5"}},
                  "SequenceNumber": "%5", "SizeBytes": 140,
                  "StreamViewType": "NEW_AND_OLD_IMAGES"}})")
            .arg(i).arg(QLatin1String(events[i % 4])).arg(i / 20)
            .arg(QLatin1String(statuses[i % 2])).arg(100000000 + i);
        pool.push_back({QStringLiteral("ecommerce"), QStringLiteral("arn:stream"),
                        json::parse(text.toStdString()).as_object()});
    }
    return pool;
}

long rssKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    }
    return -1;
}

struct Lateness {
    double p50 = 0, p99 = 0, max = 0;
};

// The UI thread's work, event by event: the thread CPU time each outermost event took. Not
// inflated by a shared machine as the probe's lateness is (neither by the time other
// processes take between events nor during one), and it names what was slow.
class ProbedApplication : public QApplication {
public:
    using QApplication::QApplication;

    struct SlowEvent {
        double atSeconds;
        double ms;     // UI thread CPU
        double wallMs; // with the time others had the core
        int type;
        QByteArray receiver;
    };

    bool notify(QObject *receiver, QEvent *event) override
    {
        if (m_depth++ > 0) {
            const bool handled = QApplication::notify(receiver, event);
            --m_depth;
            return handled;
        }
        const qint64 start = m_clock.nsecsElapsed();
        const double cpuStart = threadCpuMs();
        const int type = event->type(); // the event may be gone afterwards
        const QByteArray receiverClass = receiver->metaObject()->className();
        const bool handled = QApplication::notify(receiver, event);
        --m_depth;
        // The thread's CPU time, not the wall clock: on a loaded machine the wall clock also
        // counts the time other processes had the core.
        const double ms = threadCpuMs() - cpuStart;
        const double wallMs = double(m_clock.nsecsElapsed() - start) / 1e6;
        if (receiver == flushReceiver)
            flushMaxMs = std::max(flushMaxMs, ms);
        if (ms > longestMs) {
            longestMs = ms;
            longestWhat = receiverClass + " event " + QByteArray::number(type);
        }
        if (ms > kSlowMs && slow.size() < 200)
            slow.push_back({double(start) / 1e9, ms, wallMs, type, receiverClass});
        return handled;
    }

    static double threadCpuMs()
    {
        timespec cpu{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu);
        return double(cpu.tv_sec) * 1e3 + double(cpu.tv_nsec) / 1e6;
    }

    void resetProbe(const QObject *flushes)
    {
        flushReceiver = flushes;
        flushMaxMs = longestMs = 0;
        longestWhat.clear();
        slow.clear();
        m_clock.restart();
    }

    static constexpr double kSlowMs = 20;
    const QObject *flushReceiver = nullptr; // its events are the model's flushes
    double flushMaxMs = 0;
    double longestMs = 0;
    QByteArray longestWhat;
    std::vector<SlowEvent> slow;

private:
    QElapsedTimer m_clock;
    int m_depth = 0;
};

ProbedApplication *probedApp() { return static_cast<ProbedApplication *>(qApp); }

Lateness summarise(std::vector<double> samples)
{
    if (samples.empty())
        return {};
    std::sort(samples.begin(), samples.end());
    return {samples[samples.size() / 2], samples[samples.size() * 99 / 100], samples.back()};
}

struct Run {
    Lateness lateness;
    long rssStartKb = 0, rssMidKb = 0, rssEndKb = 0;
    long delivered = 0;
    long gapped = 0; // of the delivered, skipped as a real feed's queue limit skips them
    double flushMaxMs = 0;   // the longest model flush (with every view's slots), CPU ms
    double longestEventMs = 0; // the longest single event of the UI thread, CPU ms
    QByteArray longestEvent;
    double uiCpuPercent = 0; // the UI thread's CPU time over the run's wall time
};

// Floods `feed` for `seconds` while a 10 ms timer records how late it fires; each lateness
// over 20 ms is logged with when it happened and `state()` (rows kept, dropped) then.
Run flood(FloodFeed &feed, const std::vector<FeedRecord> &pool, int rate, int seconds,
          const QObject *model, const std::function<QString()> &state)
{
    Run run;
    run.rssStartKb = rssKb();
    probedApp()->resetProbe(model);
    const double cpuStartMs = ProbedApplication::threadCpuMs();
    std::vector<double> late;
    QElapsedTimer clock;
    clock.start();
    qint64 lastProbe = 0;
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    QObject::connect(&probe, &QTimer::timeout, &probe, [&] {
        const qint64 now = clock.nsecsElapsed();
        if (lastProbe) {
            late.push_back(std::max(0.0, double(now - lastProbe) / 1e6 - 10.0));
            if (late.back() > 20)
                std::printf("  late %7.1f ms at %6.2f s: %s, RSS %ld MB\n", late.back(),
                            double(now) / 1e9, qPrintable(state()), rssKb() / 1024);
        }
        lastProbe = now;
    });
    QTimer producer;
    producer.setTimerType(Qt::PreciseTimer);
    std::size_t next = 0;
    QObject::connect(&producer, &QTimer::timeout, &producer, [&] {
        // Catch up to the rate by the clock, as a feed draining a busy engine would.
        const long due = long(double(clock.nsecsElapsed()) / 1e9 * rate);
        // A real feed queues at most kMaxQueued records for the UI thread and turns what is
        // older into a gap; this one does the same, or a starved UI thread's next batch grows
        // without bound.
        if (const long behind = due - run.delivered - long(PushedStreamFeed::kMaxQueued);
            behind > 0) {
            run.gapped += behind;
            run.delivered += behind;
            next = (next + std::size_t(behind)) % pool.size();
        }
        std::vector<FeedRecord> batch;
        for (; run.delivered < due; ++run.delivered, next = (next + 1) % pool.size())
            batch.push_back(pool[next]);
        if (!batch.empty())
            feed.deliver(batch);
        if (clock.elapsed() > seconds * 500 && !run.rssMidKb)
            run.rssMidKb = rssKb();
    });
    probe.start(10);
    producer.start(5);
    QTimer::singleShot(seconds * 1000, &producer, [] { QCoreApplication::quit(); });
    QCoreApplication::exec();
    run.rssEndKb = rssKb();
    run.uiCpuPercent = (ProbedApplication::threadCpuMs() - cpuStartMs) / double(clock.elapsed())
                       * 100;
    run.lateness = summarise(late);
    run.flushMaxMs = probedApp()->flushMaxMs;
    run.longestEventMs = probedApp()->longestMs;
    run.longestEvent = probedApp()->longestWhat;
    for (const auto &slow : probedApp()->slow)
        std::printf("  slow event %7.1f ms CPU (%7.1f wall) at %6.2f s: %s type %d\n", slow.ms,
                    slow.wallMs, slow.atSeconds, slow.receiver.constData(), slow.type);
    return run;
}

void print(const char *name, const Run &run, int seconds)
{
    std::printf("%-28s %9.0f %8.1f %8.1f %8.1f %10ld %10ld %10ld %9.1f %9.1f %6.1f  %s\n",
                name, double(run.delivered) / seconds, run.lateness.p50, run.lateness.p99,
                run.lateness.max, run.rssStartKb / 1024, run.rssMidKb / 1024,
                run.rssEndKb / 1024, run.flushMaxMs, run.longestEventMs, run.uiCpuPercent,
                run.lateness.max < 50 ? "PASS" : "MISS");
}

int intArg(int argc, char **argv, const char *name, int fallback)
{
    for (int i = 1; i + 1 < argc; ++i) {
        if (!std::strcmp(argv[i], name))
            return std::atoi(argv[i + 1]);
    }
    return fallback;
}

using SteadyClock = std::chrono::steady_clock;

const char *kLatencyTable = R"({"TableName": "t", "BillingMode": "PAY_PER_REQUEST",
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
    "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
    "StreamSpecification": {"StreamEnabled": true, "StreamViewType": "NEW_AND_OLD_IMAGES"}})";

// Each run gets a table of its own: a first version of this bench reused one table, and its
// second run wrote the very items the first had written — writes that change nothing, for
// which DynamoDB (and the engine) write no stream record, so the second feed saw nothing.
// Writes `count` items at `rate`/s through `writer` on a thread of its own while `session`'s
// feed fills a shown inspector; each row's arrival is matched to its PutItem's start.
struct CommitToRow {
    std::vector<double> latencies;
    double idleCpuPercent = 0; // the whole process's CPU while the feed waits for records
    int idleIntervalMs = 0;    // the polled feed's, from streamPollPolicy()
};

double processCpuSeconds()
{
    timespec cpu{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu);
    return double(cpu.tv_sec) + double(cpu.tv_nsec) / 1e9;
}

CommitToRow commitToRow(Session &session, Client &writer, const QString &table, int count,
                        int rate)
{
    CommitToRow result;
    StreamInspector inspector(StreamInspector::Layout::Dock,
                              [&result](Session &s, const QString &table,
                                        const StreamFeedStart &start) {
                                  auto feed = s.openStreamFeed(table, start);
                                  if (auto *polled = qobject_cast<PolledStreamFeed *>(feed.get()))
                                      result.idleIntervalMs =
                                          int(polled->policy().idleInterval.count());
                                  return feed;
                              });
    inspector.resize(900, 500);
    inspector.show();
    inspector.setSession(&session, table);
    std::mutex mutex;
    std::unordered_map<int, SteadyClock::time_point> started; // guarded by mutex
    std::vector<double> &latencies = result.latencies;
    QEventLoop arrivals; // a local loop, so a quit meant for it never ends another
    QObject::connect(inspector.model(), &QAbstractItemModel::rowsInserted, &inspector,
                     [&](const QModelIndex &, int first, int last) {
        const auto now = SteadyClock::now();
        for (int row = first; row <= last; ++row) {
            const auto *keys = inspector.model()->recordAt(row).image("Keys");
            const int index = keys ? std::atoi(keys->at("PK").at("S").as_string().c_str() + 2)
                                   : -1;
            std::lock_guard lock(mutex);
            if (auto it = started.find(index); it != started.end())
                latencies.push_back(
                    std::chrono::duration<double, std::milli>(now - it->second).count());
        }
        if (int(latencies.size()) >= count)
            arrivals.quit();
    });
    // Let the feed reach LATEST first: records before it would not be read. Then what waiting
    // costs: the process's CPU over 3 s of a quiet feed (polling, or nothing to do).
    QEventLoop settle;
    QTimer::singleShot(1500, &settle, &QEventLoop::quit);
    settle.exec();
    const double cpuBefore = processCpuSeconds();
    QElapsedTimer idle;
    idle.start();
    QTimer::singleShot(3000, &settle, &QEventLoop::quit);
    settle.exec();
    result.idleCpuPercent = (processCpuSeconds() - cpuBefore) / (double(idle.elapsed()) / 1e3)
                            * 100;
    std::thread thread([&] {
        const auto interval = std::chrono::microseconds(1000000 / rate);
        auto next = SteadyClock::now();
        for (int i = 0; i < count; ++i) {
            std::this_thread::sleep_until(next);
            next += interval;
            {
                std::lock_guard lock(mutex);
                started[i] = SteadyClock::now();
            }
            json::object item{{"PK", json::object{{"S", "L#" + std::to_string(i)}}},
                              {"n", json::object{{"N", std::to_string(i)}}}};
            (void)writer.call("PutItem",
                              {{"TableName", table.toStdString()}, {"Item", item}});
        }
    });
    QTimer::singleShot(count * 1000 / rate + 10000, &arrivals, &QEventLoop::quit);
    arrivals.exec();
    thread.join();
    if (latencies.empty())
        std::printf("no rows; the feed says: %s\n", qPrintable(inspector.statusText()));
    return result;
}

void printLatency(const char *name, const CommitToRow &run, int count)
{
    const Lateness l = summarise(run.latencies);
    std::printf("%-34s %6zu/%-6d %8.1f %8.1f %8.1f %9.2f  %s\n", name, run.latencies.size(),
                count, l.p50, l.p99, l.max, run.idleCpuPercent,
                !run.latencies.empty() && l.p99 < 100 ? "PASS" : "MISS");
}

void benchLatency(int count, int rate)
{
    auto database = std::shared_ptr<Database>(std::move(Database::open({}).value()));
    for (const char *name : {"pushed", "polled"}) {
        json::object table = json::parse(kLatencyTable).as_object();
        table["TableName"] = name;
        (void)database->call("CreateTable", table);
    }
    Session embedded(database, QStringLiteral("in-memory"));
    const auto pushed = commitToRow(embedded, *database, QStringLiteral("pushed"), count, rate);

    HttpServerOptions options;
    options.port = 0;
    HttpServer server(*database, options);
    (void)server.start();
    RemoteEndpoint endpoint;
    endpoint.url = QStringLiteral("http://127.0.0.1:%1").arg(server.port());
    endpoint.region = QStringLiteral("us-east-1");
    auto remote = std::move(openRemoteSession(endpoint).value());
    const auto polled = commitToRow(*remote, *database, QStringLiteral("polled"), count, rate);

    std::printf("\ncommit -> row in the inspector, %d PutItem at %d/s (ms from the call's "
                "start; target p99 < 100 ms)\n", count, rate);
    std::printf("%-34s %13s %8s %8s %8s %9s  %s\n", "feed", "rows", "p50", "p99", "max",
                "idle CPU%", "p99<100ms");
    printLatency("embedded (pushed after commit)", pushed, count);
    const std::string polledName =
        "remote (polled, idle " + std::to_string(polled.idleIntervalMs) + " ms)";
    printLatency(polledName.c_str(), polled, count);
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    ProbedApplication app(argc, argv);
    const int rate = intArg(argc, argv, "--rate", 10000);
    const int seconds = intArg(argc, argv, "--seconds", 20);
    const int cap = intArg(argc, argv, "--cap", StreamRecordModel::kDefaultRecordCap);
    const std::vector<FeedRecord> pool = recordPool(20000);

    FloodFeed baselineFeed; // records dropped on arrival
    const Run baseline = intArg(argc, argv, "--baseline", 1)
        ? flood(baselineFeed, pool, rate, seconds, nullptr, [] { return QStringLiteral("-"); })
        : Run{};

    auto session = std::move(openEmbeddedSession(QString()).value());
    QPointer<FloodFeed> feed;
    StreamInspector inspector(StreamInspector::Layout::Tab,
                              [&](Session &, const QString &, const StreamFeedStart &) {
                                  auto made = std::make_unique<FloodFeed>();
                                  feed = made.get();
                                  return made;
                              });
    inspector.resize(1200, 800);
    inspector.show();
    inspector.model()->setRecordCap(cap);
    inspector.setSession(session.get(), QStringLiteral("ecommerce"));
    inspector.setFilterPatterns({QStringLiteral(
        R"({"eventName": ["MODIFY"], "dynamodb": {"NewImage": {"status": {"S": ["SHIPPED"]}}}})"
            )});
    const Run shown = flood(*feed, pool, rate, seconds, inspector.model(), [&] {
        return QStringLiteral("%1 rows, %2 dropped")
            .arg(inspector.model()->rowCount())
            .arg(inspector.model()->droppedCount());
    });

    std::printf("%d records/s for %d s, record cap %d; probe: a 10 ms timer's lateness (ms)\n",
                rate, seconds, cap);
    std::printf("%-28s %9s %8s %8s %8s %10s %10s %10s %9s %9s %6s  %s\n", "run", "records/s",
                "p50", "p99", "max", "RSS0 MB", "RSSmid MB", "RSSend MB", "flushCPU",
                "eventCPU", "UI CPU%", "max<50ms");
    print("baseline: records dropped", baseline, seconds);
    print("inspector (list+filter)", shown, seconds);
    std::printf("rows kept %d, oldest dropped %llu (of which skipped by the feed's queue limit "
                "%ld), Lambda filter matched %d; max lateness ratio inspector/baseline %.2f\n",
                inspector.model()->rowCount(),
                static_cast<unsigned long long>(inspector.model()->droppedCount()), shown.gapped,
                inspector.model()->matchedCount(),
                baseline.lateness.max > 0 ? shown.lateness.max / baseline.lateness.max : 0.0);
    std::printf("UI thread work (CPU time): longest model flush %.1f ms, longest event %.1f ms "
                "(%s; baseline %.1f ms, %s)\n", shown.flushMaxMs, shown.longestEventMs,
                shown.longestEvent.constData(), baseline.longestEventMs,
                baseline.longestEvent.constData());
    if (const int count = intArg(argc, argv, "--latency-count", 500); count > 0)
        benchLatency(count, intArg(argc, argv, "--latency-rate", 100));
    if (const int linger = intArg(argc, argv, "--linger", 0); linger > 0) {
        int row = inspector.model()->rowCount() - 1;
        while (row > 0 && inspector.model()->recordAt(row).eventName() != QLatin1String("MODIFY"))
            --row;
        inspector.selectRow(row); // no quick filter: proxy rows are model rows
        QTimer::singleShot(linger * 1000, &inspector, [] { QCoreApplication::quit(); });
        QCoreApplication::exec();
    }
    return 0;
}
