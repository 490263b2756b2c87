// Running a pattern on the sample items: its {parameters} bound from the items, and the
// request made ready (substituted, TableName, ReturnConsumedCapacity).

#include "design_test_support.h"

#include <tablesmith/pattern_run.h>

#include <QTest>

using namespace tablesmith;
using namespace tablesmith::design;

namespace {

const AccessPattern &pattern(const DesignTable &table, const std::string &name)
{
    for (const AccessPattern &p : table.accessPatterns)
        if (p.name == name)
            return p;
    qFatal("no pattern %s", name.c_str());
}

} // namespace

class TestPatternRun : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parameters_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QStringList>("values"); // name=value, in binding order
        QTest::newRow("GetItem") << "Get user profile" << QStringList{"userId=u1"};
        QTest::newRow("by template") << "Get all items in an order" << QStringList{"orderId=o1"};
        QTest::newRow("lone parameter by name")
            << "Get a user's orders with a status" << QStringList{"status=PENDING", "userId=u1"};
        QTest::newRow("no parameters") << "Pending orders, newest first" << QStringList();
        // {currentStatus} from the attribute its name ends with, as the item has it now.
        QTest::newRow("by the end of its name")
            << "Change an order's status only if unchanged"
            << QStringList{"status=PENDING", "currentStatus=PENDING", "userId=u1", "orderId=o1"};
    }

    void parameters()
    {
        QFETCH(QString, pattern);
        QFETCH(QStringList, values);
        Design design = design_test::ecommerce();
        const DesignTable &table = design.tables[0];
        ParameterValues bound =
            sampleParameterValues(table, ::pattern(table, pattern.toStdString()));
        QStringList got;
        for (const auto &[name, value] : bound)
            got << QString::fromStdString(name + "=" + value);
        QCOMPARE(got, values);
    }

    void runnable()
    {
        Design design = design_test::ecommerce();
        const DesignTable &table = design.tables[0];
        const AccessPattern &profile = pattern(table, "Get user profile");
        auto request = runnableRequest(profile, "ecommerce", {{"userId", "u7"}});
        QVERIFY(request);
        QCOMPARE(request->operation, std::string("GetItem"));
        QCOMPARE(request->request.at("TableName").as_string(), "ecommerce");
        QCOMPARE(request->request.at("ReturnConsumedCapacity").as_string(), "TOTAL");
        QCOMPARE(request->request.at("Key").at("PK").at("S").as_string(), "USER#u7");
        auto missing = runnableRequest(profile, "ecommerce", {});
        QVERIFY(!missing);
        QVERIFY(missing.error().message.find("{userId}") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestPatternRun)
#include "tst_pattern_run.moc"
