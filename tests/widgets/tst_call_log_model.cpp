// CallLogModel: batches inserts per event-loop turn and summarises replies.

#include "log/call_log_dock.h"
#include "log/call_log_model.h"

#include <tablesmith/database.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace tablesmith;
using namespace tablesmith;
using namespace tablesmith::gui;

class TestCallLogModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void batchesInsertsOncePerTurn()
    {
        CallLogModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(&model, &CallLogModel::rowsInserted);
        for (int i = 0; i < 3; ++i) {
            CallReply reply;
            reply.operation = QStringLiteral("Scan");
            reply.response = {{"Count", 7}, {"ConsumedCapacity", {{"CapacityUnits", 0.5}}}};
            reply.elapsedMs = 1.25;
            model.append(reply);
        }
        QCOMPARE(model.rowCount(), 0);
        QTRY_COMPARE(model.rowCount(), 3);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(model.index(0, CallLogModel::OperationColumn).data().toString(),
                 QStringLiteral("Scan"));
        QCOMPARE(model.index(0, CallLogModel::ResultColumn).data().toString(),
                 QString::fromUtf8("7 items · 0.5 RCU"));
    }

    void keepsEachRequestAndResponseForTheDetailPane()
    {
        auto db = Database::open({});
        QVERIFY(db.ok());
        Session session(std::shared_ptr<Database>(std::move(db).value()), QStringLiteral("mem"));
        CallLogDock dock;
        connect(&session, &Session::callCompleted, dock.model(), &CallLogModel::append);
        QSignalSpy completed(&session, &Session::callCompleted);
        session.call(QStringLiteral("ListTables"), {{"Limit", 5}});
        session.call(QStringLiteral("DescribeTable"), {{"TableName", "missing"}});
        QTRY_COMPARE(completed.size(), 2);
        QTRY_COMPARE(dock.model()->rowCount(), 2);
        // The two calls run in parallel: the log holds them in completion order.
        const int listedRow =
            dock.model()->index(0, CallLogModel::OperationColumn).data().toString() ==
                    QStringLiteral("ListTables")
                ? 0
                : 1;
        const QModelIndex listed = dock.model()->index(listedRow, 0);
        QCOMPARE(listed.data(CallLogModel::RequestRole).toString(),
                 QStringLiteral(R"~({"Limit":5})~"));
        QCOMPARE(listed.data(CallLogModel::ResponseRole).toString(),
                 QStringLiteral(R"~({"TableNames":[]})~"));
        dock.selectRow(1 - listedRow);
        QVERIFY2(dock.detailText().contains(QStringLiteral(R"~({"TableName":"missing"})~")),
                 qPrintable(dock.detailText()));
        QVERIFY2(dock.detailText().contains(QStringLiteral("ResourceNotFoundException")),
                 qPrintable(dock.detailText()));
    }

    void longBodiesAreCut()
    {
        CallLogModel model;
        CallReply reply;
        reply.operation = QStringLiteral("Scan");
        reply.response = {{"Items", std::string(100000, 'x')}};
        model.append(reply);
        model.flush();
        const QString text = model.index(0, 0).data(CallLogModel::ResponseRole).toString();
        QVERIFY(text.size() < CallLogModel::kMaxTextBytes + 100);
        QVERIFY(text.endsWith(QStringLiteral("more bytes)")));
    }

    void failuresShowTheExceptionName()
    {
        CallReply reply;
        reply.operation = QStringLiteral("GetItem");
        reply.error = CallError{ErrorKind::ResourceNotFoundException,
                                QStringLiteral("ResourceNotFoundException"),
                                QStringLiteral("Requested resource not found")};
        QCOMPARE(callSummary(reply), QStringLiteral("ResourceNotFoundException"));
        CallLogModel model;
        model.append(reply);
        model.flush();
        QCOMPARE(model.index(0, CallLogModel::ResultColumn).data().toString(),
                 QStringLiteral("ResourceNotFoundException: Requested resource not found"));
    }
};

QTEST_MAIN(TestCallLogModel)
#include "tst_call_log_model.moc"
