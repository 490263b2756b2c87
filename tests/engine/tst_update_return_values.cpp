// UpdateItem's ReturnValues UPDATED_OLD and UPDATED_NEW return only the paths the update wrote,
// nested as in the item, not the whole top-level attribute: SET a.b.c returns {"a": {"M":
// {"b": {"M": {"c": …}}}}}. The cases and their answers are those alternator's
// test_returnvalues.py (test_update_item_returnvalues_nested) checks against the service,
// including its two odd ones: a list element set past the end is not returned, and removing
// a[1] returns the element that moved into its place.

#include "engine_fixture.h"

using namespace tablesmith;
using namespace tablesmith::test;

class TestUpdateReturnValues : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void nestedPaths_data();
    void nestedPaths();
};

void TestUpdateReturnValues::nestedPaths_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("update");
    QTest::addColumn<QString>("values");
    QTest::addColumn<QString>("attributes"); // empty: no Attributes member
    const QString hi = R"({":v": {"S": "hi"}})";
    QTest::newRow("ALL_OLD, whole item") << "ALL_OLD" << "SET a.b = :v" << hi
        << R"({"a":{"M":{"b":{"S":"dog"},"c":{"L":[{"N":"1"},{"N":"2"},{"N":"3"}]}}},)"
           R"("d":{"S":"cat"},"e":{"M":{"f":{"M":{"g":{"N":"1"},"h":{"N":"2"}}}}},)"
           R"("p":{"S":"k"}})";
    QTest::newRow("UPDATED_OLD map member") << "UPDATED_OLD" << "SET a.b = :v" << hi
        << R"({"a":{"M":{"b":{"S":"dog"}}}})";
    QTest::newRow("UPDATED_OLD list element") << "UPDATED_OLD" << "SET a.c[1] = :v"
        << R"({":v": {"N": "7"}})" << R"({"a":{"M":{"c":{"L":[{"N":"2"}]}}}})";
    QTest::newRow("UPDATED_OLD two paths") << "UPDATED_OLD" << "SET a.c[1] = :v, a.b = :w"
        << R"({":v": {"N": "8"}, ":w": {"S": "yo"}})"
        << R"({"a":{"M":{"b":{"S":"dog"},"c":{"L":[{"N":"2"}]}}}})";
    QTest::newRow("UPDATED_NEW map member") << "UPDATED_NEW" << "SET a.b = :v" << hi
        << R"({"a":{"M":{"b":{"S":"hi"}}}})";
    QTest::newRow("UPDATED_NEW list element") << "UPDATED_NEW" << "SET a.c[1] = :v"
        << R"({":v": {"N": "4"}})" << R"({"a":{"M":{"c":{"L":[{"N":"4"}]}}}})";
    QTest::newRow("UPDATED_NEW three levels") << "UPDATED_NEW" << "SET e.f.g = :v"
        << R"({":v": {"N": "5"}})" << R"({"e":{"M":{"f":{"M":{"g":{"N":"5"}}}}}})";
    QTest::newRow("UPDATED_OLD three levels") << "UPDATED_OLD" << "SET e.f.g = :v"
        << R"({":v": {"N": "5"}})" << R"({"e":{"M":{"f":{"M":{"g":{"N":"1"}}}}}})";
    QTest::newRow("UPDATED_NEW top level") << "UPDATED_NEW" << "SET d = :v" << hi
        << R"({"d":{"S":"hi"}})";
    QTest::newRow("UPDATED_OLD remove, one missing") << "UPDATED_OLD"
        << "REMOVE a.c[1], a.c[3]" << "" << R"({"a":{"M":{"c":{"L":[{"N":"2"}]}}}})";
    QTest::newRow("UPDATED_OLD new member") << "UPDATED_OLD" << "SET a.x1 = :v" << hi << "";
    QTest::newRow("UPDATED_NEW new member") << "UPDATED_NEW" << "SET a.x2 = :v" << hi
        << R"({"a":{"M":{"x2":{"S":"hi"}}}})";
    QTest::newRow("UPDATED_NEW past the list's end") << "UPDATED_NEW" << "SET a.c[100] = :v"
        << R"({":v": {"N": "70"}})" << "";
    QTest::newRow("UPDATED_NEW removed element") << "UPDATED_NEW" << "REMOVE a.c[1]" << ""
        << R"({"a":{"M":{"c":{"L":[{"N":"3"}]}}}})";
    QTest::newRow("UPDATED_NEW nested ADD") << "UPDATED_NEW" << "ADD e.f.h :v"
        << R"({":v": {"N": "3"}})" << R"({"e":{"M":{"f":{"M":{"h":{"N":"5"}}}}}})";
}

void TestUpdateReturnValues::nestedPaths()
{
    QFETCH(QString, mode);
    QFETCH(QString, update);
    QFETCH(QString, values);
    QFETCH(QString, attributes);
    auto db = openMemory();
    ok(*db, "CreateTable", R"({"TableName": "tab1", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "p", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "p", "AttributeType": "S"}]})");
    ok(*db, "PutItem", R"({"TableName": "tab1", "Item": {"p": {"S": "k"},
        "a": {"M": {"b": {"S": "dog"}, "c": {"L": [{"N": "1"}, {"N": "2"}, {"N": "3"}]}}},
        "d": {"S": "cat"}, "e": {"M": {"f": {"M": {"g": {"N": "1"}, "h": {"N": "2"}}}}}}})");
    std::string request = R"({"TableName": "tab1", "Key": {"p": {"S": "k"}}, "ReturnValues": ")"
                          + mode.toStdString() + R"(", "UpdateExpression": ")"
                          + update.toStdString() + "\"";
    if (!values.isEmpty())
        request += R"(, "ExpressionAttributeValues": )" + values.toStdString();
    const json::object response = ok(*db, "UpdateItem", request + "}");
    if (attributes.isEmpty())
        QVERIFY2(!response.contains("Attributes"), qPrintable(text(response)));
    else
        QCOMPARE(text(response.at("Attributes")), attributes);
}

QTEST_GUILESS_MAIN(TestUpdateReturnValues)
#include "tst_update_return_values.moc"
