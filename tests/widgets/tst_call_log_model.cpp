// CallLogModel: batches inserts per event-loop turn and summarises replies.

#include "main/call_log_model.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

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
