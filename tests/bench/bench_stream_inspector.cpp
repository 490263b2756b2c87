// bench_stream_inspector: the stream inspector under a flood of records (needs the GUI).
// A feed hands the shown inspector (list, filters, a Lambda pattern, the handler view) batches
// of ecommerce records at --rate records/s, as the Session's feed does (one batch per
// event-loop turn at most), for --seconds; a 10 ms timer probes the UI event loop's lateness.
// The baseline, in the same run, is the same flood and probe with records dropped on arrival.
// Prints the probe's p50 / p99 / max lateness for both (target: max < 50 ms), the RSS with
// the record cap (target: bounded — it stops growing once the cap is reached) and the rows
// kept and dropped.
//   bench_stream_inspector [--rate 10000] [--seconds 20] [--cap 50000] [--linger S]
// --linger keeps the window up S seconds afterwards with a MODIFY selected (for screenshots).
// Then the latency from commit to row (target: a record appears within 100 ms of its commit):
// PutItem paced at --latency-rate writes/s on a writer thread against a table whose records
// reach the shown inspector through the Session's real feed — pushed by the embedded engine,
// and, for comparison, polled through the Streams API of a remote endpoint (an in-process
// tablesmith HttpServer on loopback) at the feed's idle interval. Measured from the PutItem
// call's start (an upper bound on commit -> row), p50 / p99 / max.

#include "session/embedded_session.h"
#include "session/polled_stream_feed.h"
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
};

// Floods `feed` for `seconds` while a 10 ms timer records how late it fires.
Run flood(FloodFeed &feed, const std::vector<FeedRecord> &pool, int rate, int seconds)
{
    Run run;
    run.rssStartKb = rssKb();
    std::vector<double> late;
    QElapsedTimer clock;
    clock.start();
    qint64 lastProbe = 0;
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    QObject::connect(&probe, &QTimer::timeout, &probe, [&] {
        const qint64 now = clock.nsecsElapsed();
        if (lastProbe)
            late.push_back(std::max(0.0, double(now - lastProbe) / 1e6 - 10.0));
        lastProbe = now;
    });
    QTimer producer;
    producer.setTimerType(Qt::PreciseTimer);
    std::size_t next = 0;
    QObject::connect(&producer, &QTimer::timeout, &producer, [&] {
        // Catch up to the rate by the clock, as a feed draining a busy engine would.
        const long due = long(double(clock.nsecsElapsed()) / 1e9 * rate);
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
    run.lateness = summarise(late);
    return run;
}

void print(const char *name, const Run &run, int seconds)
{
    std::printf("%-28s %9.0f %8.1f %8.1f %8.1f %10ld %10ld %10ld  %s\n", name,
                double(run.delivered) / seconds, run.lateness.p50, run.lateness.p99,
                run.lateness.max, run.rssStartKb / 1024, run.rssMidKb / 1024,
                run.rssEndKb / 1024, run.lateness.max < 50 ? "PASS" : "MISS");
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
std::vector<double> commitToRow(Session &session, Client &writer, const QString &table,
                                int count, int rate, int idleIntervalMs)
{
    StreamInspector inspector(StreamInspector::Layout::Dock,
                              [idleIntervalMs](Session &s, const QString &table,
                                               const StreamFeedStart &start) {
                                  auto feed = s.openStreamFeed(table, start);
                                  if (auto *polled = qobject_cast<PolledStreamFeed *>(feed.get()))
                                      polled->setIdleInterval(idleIntervalMs);
                                  return feed;
                              });
    inspector.resize(900, 500);
    inspector.show();
    inspector.setSession(&session, table);
    std::mutex mutex;
    std::unordered_map<int, SteadyClock::time_point> started; // guarded by mutex
    std::vector<double> latencies;
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
    // Let the feed reach LATEST first: records before it would not be read.
    QEventLoop settle;
    QTimer::singleShot(1500, &settle, &QEventLoop::quit);
    settle.exec();
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
    return latencies;
}

void printLatency(const char *name, std::vector<double> samples, int count)
{
    const Lateness l = summarise(samples);
    std::printf("%-34s %6zu/%-6d %8.1f %8.1f %8.1f  %s\n", name, samples.size(), count, l.p50,
                l.p99, l.max, !samples.empty() && l.p99 < 100 ? "PASS" : "MISS");
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
    const auto pushed =
        commitToRow(embedded, *database, QStringLiteral("pushed"), count, rate, 0);

    HttpServerOptions options;
    options.port = 0;
    HttpServer server(*database, options);
    (void)server.start();
    RemoteEndpoint endpoint;
    endpoint.url = QStringLiteral("http://127.0.0.1:%1").arg(server.port());
    endpoint.region = QStringLiteral("us-east-1");
    auto remote = std::move(openRemoteSession(endpoint).value());
    const int idle = PolledStreamFeed::kIdleIntervalMs;
    const auto polled =
        commitToRow(*remote, *database, QStringLiteral("polled"), count, rate, idle);

    std::printf("\ncommit -> row in the inspector, %d PutItem at %d/s (ms from the call's "
                "start; target p99 < 100 ms)\n", count, rate);
    std::printf("%-34s %13s %8s %8s %8s  %s\n", "feed", "rows", "p50", "p99", "max",
                "p99<100ms");
    printLatency("embedded (pushed after commit)", pushed, count);
    const std::string polledName =
        "remote (polled, idle " + std::to_string(idle) + " ms)";
    printLatency(polledName.c_str(), polled, count);
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int rate = intArg(argc, argv, "--rate", 10000);
    const int seconds = intArg(argc, argv, "--seconds", 20);
    const int cap = intArg(argc, argv, "--cap", StreamRecordModel::kDefaultRecordCap);
    const std::vector<FeedRecord> pool = recordPool(20000);

    FloodFeed baselineFeed; // records dropped on arrival
    const Run baseline = flood(baselineFeed, pool, rate, seconds);

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
    const Run shown = flood(*feed, pool, rate, seconds);

    std::printf("%d records/s for %d s, record cap %d; probe: a 10 ms timer's lateness (ms)\n",
                rate, seconds, cap);
    std::printf("%-28s %9s %8s %8s %8s %10s %10s %10s  %s\n", "run", "records/s", "p50",
                "p99", "max", "RSS0 MB", "RSSmid MB", "RSSend MB", "max<50ms");
    print("baseline: records dropped", baseline, seconds);
    print("inspector (list+filter)", shown, seconds);
    std::printf("rows kept %d, oldest dropped %llu, Lambda filter matched %d; max lateness "
                "ratio inspector/baseline %.2f\n",
                inspector.model()->rowCount(),
                static_cast<unsigned long long>(inspector.model()->droppedCount()),
                inspector.model()->matchedCount(),
                baseline.lateness.max > 0 ? shown.lateness.max / baseline.lateness.max : 0.0);
    benchLatency(intArg(argc, argv, "--latency-count", 500),
                 intArg(argc, argv, "--latency-rate", 100));
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
