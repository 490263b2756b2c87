// The stream inspector on an embedded ecommerce table (GSI1 over GSI1PK/GSI1SK, INCLUDE total):
// records made by real writes, delivered through a feed the test controls; the rows, the diff
// of a MODIFY, its index effects, the Lambda filter's counts, the order-status handler view,
// pause, export and the "image not recorded" explanations.

#include "ecommerce_table.h"
#include "session/embedded_session.h"
#include "session/stream_feed.h"
#include "streams/filter_pattern_dialog.h"
#include "streams/order_status_view.h"
#include "streams/record_diff_view.h"
#include "streams/stream_filter_proxy.h"
#include "streams/stream_inspector.h"
#include "streams/stream_record_model.h"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTreeView>
#include <QTreeWidget>

#include <algorithm>

using namespace tablesmith;
using namespace tablesmith::gui;
namespace json = boost::json;

namespace {

class ControlledFeed : public StreamFeed {
public:
    using StreamFeed::StreamFeed;
    FeedStatus status() const override { return {1, 0, true, {}}; }
    void deliver(std::vector<FeedRecord> batch) { Q_EMIT records(batch); }
};

QString order(const char *status, const char *total)
{
    return QStringLiteral(R"({"TableName": "ecommerce", "Item": {"PK": {"S": "USER#u1"},
        "SK": {"S": "ORDER#o1"}, "status": {"S": "%1"}, "total": {"N": "%2"},
        "GSI1PK": {"S": "ORDER#%1"}, "GSI1SK": {"S": "2026-05-01"}}})")
        .arg(QLatin1String(status), QLatin1String(total));
}

} // namespace

class TestStreamInspector : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void rowsDiffAndIndexEffects();
    void filterCountsAndHandlerView();
    void pauseAndExport();
    void missingImagesAreExplained();
    void countsSayHowManyAreShown();
    void descriptionFollowsTheStreamViewType();
    void findingsWrapToTheDialogsWidth();
    void clearForgetsTheEntityTypes();

private:
    json::object call(const char *operation, const QString &request);
    // Every record of the table's stream so far, as the feed would hand them over.
    std::vector<FeedRecord> streamRecords();
    void writeOrderHistory();

    std::unique_ptr<Session> m_session;
    StreamInspector *m_inspector = nullptr;
    QPointer<ControlledFeed> m_feed;
    QTranslator m_english;
};

void TestStreamInspector::initTestCase()
{
    // The application's English plurals: "5 records", not "5 record(s)".
    QVERIFY(m_english.load(QStringLiteral(":/i18n/tablesmith_en.qm")));
    QCoreApplication::installTranslator(&m_english);
}

void TestStreamInspector::init()
{
    m_session = std::move(openEmbeddedSession(QString()).value());
    call("CreateTable", QString::fromStdString(json::serialize(
                            test::ecommerceCreateTable({.stream = true}))));
    m_inspector = new StreamInspector(
        StreamInspector::Layout::Tab,
        [this](Session &, const QString &, const StreamFeedStart &) {
            auto feed = std::make_unique<ControlledFeed>();
            m_feed = feed.get();
            return feed;
        });
    m_inspector->resize(1000, 700);
    m_inspector->setSession(m_session.get(), QStringLiteral("ecommerce"));
    QVERIFY(m_feed);
}

void TestStreamInspector::cleanup()
{
    delete m_inspector;
    m_session.reset();
}

json::object TestStreamInspector::call(const char *operation, const QString &request)
{
    auto response = m_session->client()->call(operation,
                                              json::parse(request.toStdString()).as_object());
    if (!response)
        qFatal("%s failed: %s", operation, response.error().message.c_str());
    return *response;
}

std::vector<FeedRecord> TestStreamInspector::streamRecords()
{
    const json::object table = call("DescribeTable", R"({"TableName": "ecommerce"})");
    const std::string arn(table.at("Table").at("LatestStreamArn").as_string());
    const json::object stream = call("DescribeStream",
        QStringLiteral(R"({"StreamArn": "%1"})").arg(QString::fromStdString(arn)));
    const auto shard = stream.at("StreamDescription").at("Shards").as_array()[0]
                           .at("ShardId").as_string();
    const json::object iterator = call("GetShardIterator",
        QStringLiteral(R"({"StreamArn": "%1", "ShardId": "%2",
                           "ShardIteratorType": "TRIM_HORIZON"})")
            .arg(QString::fromStdString(arn), QString::fromUtf8(shard.c_str())));
    const json::object records = call("GetRecords",
        QStringLiteral(R"({"ShardIterator": "%1"})")
            .arg(QString::fromUtf8(iterator.at("ShardIterator").as_string().c_str())));
    std::vector<FeedRecord> out;
    for (const json::value &record : records.at("Records").as_array())
        out.push_back({QStringLiteral("ecommerce"), QString::fromStdString(arn),
                       record.as_object()});
    return out;
}

// INSERT PENDING, MODIFY to SHIPPED (GSI1 key moves), MODIFY of the total only, a profile
// INSERT that GSI1 never holds, and the order's REMOVE.
void TestStreamInspector::writeOrderHistory()
{
    call("PutItem", order("PENDING", "129.90"));
    call("PutItem", order("SHIPPED", "129.90"));
    call("PutItem", order("SHIPPED", "99"));
    call("PutItem", R"({"TableName": "ecommerce", "Item": {"PK": {"S": "USER#u1"},
        "SK": {"S": "PROFILE"}, "name": {"S": "Ada"}}})");
    call("DeleteItem", R"({"TableName": "ecommerce",
        "Key": {"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"}}})");
    m_feed->deliver(streamRecords());
    QTRY_COMPARE(m_inspector->model()->rowCount(), 5);
}

void TestStreamInspector::rowsDiffAndIndexEffects()
{
    writeOrderHistory();
    StreamRecordModel *model = m_inspector->model();
    QStringList events;
    for (int row = 0; row < 5; ++row)
        events << model->index(row, StreamRecordModel::EventColumn).data().toString();
    QCOMPARE(events, (QStringList{"INSERT", "MODIFY", "MODIFY", "INSERT", "REMOVE"}));
    QCOMPARE(model->index(1, StreamRecordModel::KeysColumn).data().toString(),
             QStringLiteral("USER#u1 / ORDER#o1"));
    QCOMPARE(model->index(1, StreamRecordModel::EntityColumn).data().toString(),
             QStringLiteral("ORDER"));

    // The DescribeTable answer (key schema, GSI1) arrives through the Session.
    auto effectsOf = [this](int row) {
        m_inspector->selectRow(row);
        QStringList effects;
        QTreeWidget *view = m_inspector->indexEffectsView();
        for (int i = 0; i < view->topLevelItemCount(); ++i)
            effects << view->topLevelItem(i)->text(0) + QStringLiteral(": ")
                           + view->topLevelItem(i)->text(1);
        return effects;
    };
    QTRY_COMPARE(effectsOf(0), QStringList{"GSI1 (GSI): entered"});
    QCOMPARE(effectsOf(1), QStringList{"GSI1 (GSI): index key changed"});
    QCOMPARE(m_inspector->indexEffectsView()->topLevelItem(0)->text(3),
             QStringLiteral("GSI1PK=\"ORDER#SHIPPED\", GSI1SK=\"2026-05-01\""));
    QCOMPARE(m_inspector->diffView()->changeRows(),
             (QStringList{"GSI1PK: changed", "status: changed"}));
    QCOMPARE(effectsOf(2), QStringList{"GSI1 (GSI): updated"});
    QCOMPARE(m_inspector->indexEffectsView()->topLevelItem(0)->text(4),
             QStringLiteral("projected: total"));
    QCOMPARE(m_inspector->diffView()->changeRows(), QStringList{"total: changed"});
    QCOMPARE(effectsOf(3), QStringList{"GSI1 (GSI): not in index"});
    QVERIFY(m_inspector->indexEffectsView()->topLevelItem(0)->text(4).contains("GSI1PK"));
    QCOMPARE(effectsOf(4), QStringList{"GSI1 (GSI): left"});
}

void TestStreamInspector::filterCountsAndHandlerView()
{
    writeOrderHistory();
    QString error;
    QVERIFY(m_inspector->setFilterPatterns(
        {R"({"eventName": ["MODIFY"], "dynamodb": {"Keys": {"SK": {"S": [{"prefix":)"
            R"( "ORDER#"}]}}}})",
         R"({"eventName": ["REMOVE"]})"}, &error));
    QCOMPARE(m_inspector->model()->matchedCount(), 3);
    QCOMPARE(m_inspector->model()->unmatchedCount(), 2);
    QVERIFY(m_inspector->countsText().contains("3 matched"));
    StreamRowFilter shown = m_inspector->proxy()->rowFilter();
    shown.pattern = StreamRowFilter::Pattern::Unmatched;
    m_inspector->proxy()->setRowFilter(shown);
    QCOMPARE(m_inspector->proxy()->rowCount(), 2);
    // Six patterns are one more than a mapping holds.
    QVERIFY(!m_inspector->setFilterPatterns(QStringList(6, R"({"eventName": ["INSERT"]})"),
                                            &error));
    QVERIFY(error.contains("at most 5"));
    // The handler acts on the one MODIFY whose status changed.
    QCOMPARE(m_inspector->orderStatusView()->rowsText(),
             QStringList{"USER#u1 / ORDER#o1: \"PENDING\" -> \"SHIPPED\""});
}

void TestStreamInspector::pauseAndExport()
{
    m_inspector->setPaused(true);
    call("PutItem", order("PENDING", "1"));
    m_feed->deliver(streamRecords());
    QTest::qWait(20);
    QCOMPARE(m_inspector->model()->rowCount(), 0);
    QVERIFY(m_inspector->statusText().contains("1 buffered"));
    m_inspector->setPaused(false);
    QTRY_COMPARE(m_inspector->model()->rowCount(), 1);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("records.jsonl"));
    QVERIFY(m_inspector->exportJsonLines(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 1);
    const json::object exported = json::parse(lines[0].toStdString()).as_object();
    QVERIFY(exported.at("eventName").as_string() == "INSERT");
    QVERIFY(!exported.contains("eventSourceARN")); // the Streams API's record, not Lambda's
    QVERIFY(exported.at("dynamodb").as_object().contains("NewImage"));
}

void TestStreamInspector::missingImagesAreExplained()
{
    call("UpdateTable", R"({"TableName": "ecommerce", "StreamSpecification":
        {"StreamEnabled": false}})");
    call("UpdateTable", R"({"TableName": "ecommerce", "StreamSpecification":
        {"StreamEnabled": true, "StreamViewType": "NEW_IMAGE"}})");
    call("PutItem", order("PENDING", "1"));
    call("PutItem", order("SHIPPED", "1"));
    m_feed->deliver(streamRecords());
    QTRY_COMPARE(m_inspector->model()->rowCount(), 2);
    m_inspector->selectRow(1);
    // Only status and GSI1PK changed: the new image alone must not list every attribute as
    // added.
    QCOMPARE(m_inspector->diffView()->changeRows(), QStringList());
    QCOMPARE(m_inspector->diffView()->missingImageText(),
             QStringLiteral("OLD_IMAGE is not recorded: the stream's view type is NEW_IMAGE. "
                            "Which attributes changed is unknown without both images."));
    m_inspector->selectRow(0);
    QVERIFY(m_inspector->diffView()->missingImageText().contains("An INSERT has no old image"));
    QCOMPARE(m_inspector->diffView()->changeRows().size(), 6); // an INSERT adds them all
}

// With an event type switched off the count says how many of the records are in view, in the
// label as soon as the button is toggled.
void TestStreamInspector::countsSayHowManyAreShown()
{
    writeOrderHistory(); // INSERT, MODIFY, MODIFY, INSERT, REMOVE
    QCOMPARE(m_inspector->countsText(), QStringLiteral("5 records"));
    QAction *inserts = nullptr;
    for (QAction *action : m_inspector->findChildren<QAction *>()) {
        if (action->text() == QLatin1String("INSERT"))
            inserts = action;
    }
    QVERIFY(inserts);
    inserts->toggle();
    QCOMPARE(m_inspector->proxy()->rowCount(), 3);
    QCOMPARE(m_inspector->countsText(), QStringLiteral("3 of 5 records shown"));
    auto labels = m_inspector->findChildren<QLabel *>();
    QVERIFY(std::ranges::any_of(labels, [](const QLabel *label) {
        return label->text() == QLatin1String("3 of 5 records shown");
    }));
    QVERIFY(m_inspector->setFilterPatterns({R"({"eventName": ["REMOVE"]})"}));
    QCOMPARE(m_inspector->countsText(),
             QStringLiteral("Lambda filter: 1 matched · 4 not matched · 3 of 5 records shown"));
}

// Another client re-enables the stream as KEYS_ONLY: the first record written under it makes
// the inspector describe the table again, so the filter check knows the images are gone.
void TestStreamInspector::descriptionFollowsTheStreamViewType()
{
    const QString table = QStringLiteral("ecommerce");
    QTRY_COMPARE(m_inspector->describedStreamViewType(table),
                 QStringLiteral("NEW_AND_OLD_IMAGES"));
    call("UpdateTable", R"({"TableName": "ecommerce", "StreamSpecification":
        {"StreamEnabled": false}})");
    call("UpdateTable", R"({"TableName": "ecommerce", "StreamSpecification":
        {"StreamEnabled": true, "StreamViewType": "KEYS_ONLY"}})");
    call("PutItem", order("PENDING", "1"));
    m_feed->deliver(streamRecords());
    QTRY_COMPARE(m_inspector->describedStreamViewType(table), QStringLiteral("KEYS_ONLY"));
}

// A "never matches" finding is a sentence long: it wraps inside the list, no sideways scrolling.
void TestStreamInspector::findingsWrapToTheDialogsWidth()
{
    FilterPatternDialog dialog;
    dialog.setPatterns({R"({"aVeryLongAttributeNameThatNoStreamRecordHasAtItsTopLevel": [1]})"});
    dialog.resize(420, 400);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTRY_VERIFY(!dialog.findings().isEmpty());
    auto *list = dialog.findChild<QListWidget *>();
    QVERIFY(list);
    QTRY_COMPARE(list->horizontalScrollBar()->maximum(), 0);
    const QRect row = list->visualItemRect(list->item(0));
    QVERIFY2(row.right() <= list->viewport()->width(),
             qPrintable(QStringLiteral("row %1 wide in %2").arg(row.width())
                            .arg(list->viewport()->width())));
    QVERIFY2(row.height() >= 2 * list->fontMetrics().lineSpacing(), // wrapped, not cut off
             qPrintable(QString::number(row.height())));
}

// Clear and another table leave no stale entry in the entity combo.
void TestStreamInspector::clearForgetsTheEntityTypes()
{
    QComboBox *entity = nullptr;
    for (QComboBox *box : m_inspector->findChildren<QComboBox *>()) {
        if (box->accessibleName() == QLatin1String("Entity type"))
            entity = box;
    }
    QVERIFY(entity);
    writeOrderHistory();
    QTRY_VERIFY(entity->count() > 1);
    m_inspector->clear();
    QCOMPARE(entity->count(), 1);
    m_feed->deliver(streamRecords());
    QTRY_VERIFY(entity->count() > 1);
    m_inspector->setSession(m_session.get(), QStringLiteral("ecommerce"));
    QCOMPARE(entity->count(), 1);
}

QTEST_MAIN(TestStreamInspector)
#include "tst_stream_inspector.moc"
