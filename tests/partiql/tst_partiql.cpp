// ExecuteStatement, BatchExecuteStatement and ExecuteTransaction through the engine: SELECT's
// Query and Scan, the writes, paging, batches, transactions, and every error text.

#include "partiql_fixture.h"

using namespace tablesmith;
using namespace tablesmith::test;

class TestPartiql : public QObject {
    Q_OBJECT

    std::unique_ptr<Database> m_db;

    Result<json::object> run(std::string_view text, std::string_view parameters = {})
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        return m_db->call("ExecuteStatement", statement(text, parameters));
    }
#else
        ;
#endif
    json::object mustRun(std::string_view text, std::string_view parameters = {})
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        auto r = run(text, parameters);
        if (!r)
            qFatal("%s: %s", std::string(text).c_str(), r.error().message.c_str());
        return std::move(r).value();
    }
#else
        ;
#endif
    json::object getItem(std::string_view pk, std::string_view sk)
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        json::object key{{"PK", {{"S", pk}}}, {"SK", {{"S", sk}}}};
        return ok(*m_db, "GetItem",
                  json::serialize(json::object{{"TableName", "ecommerce"}, {"Key", key}}));
    }
#else
        ;
#endif

private Q_SLOTS:
    void init()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        m_db = openMemory();
        createEcommerceWithIndex(*m_db, "ecommerce");
        loadEcommerceItems(*m_db, "ecommerce");
    }
#else
        ;
#endif

    void selects_data()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<QString>("parameters");
        QTest::addColumn<QString>("keys");
        auto row = [](const char *name, const char *statement, const char *parameters,
                      const char *keys) {
            QTest::newRow(name) << statement << parameters << keys;
        };
        row("get profile", R"(SELECT * FROM "ecommerce" WHERE PK = 'USER#u1' AND SK = 'PROFILE')",
            "", "USER#u1/PROFILE");
        row("a user's orders",
            R"(SELECT * FROM ecommerce WHERE PK = ? AND begins_with(SK, 'ORDER#'))",
            R"([{"S": "USER#u1"}])", "USER#u1/ORDER#o1,USER#u1/ORDER#o2");
        row("newest first", "SELECT * FROM ecommerce WHERE PK = 'USER#u1' ORDER BY SK DESC", "",
            "USER#u1/PROFILE,USER#u1/ORDER#o2,USER#u1/ORDER#o1");
        row("filter", "SELECT * FROM ecommerce WHERE PK = 'USER#u1' AND status = 'PENDING'", "",
            "USER#u1/ORDER#o1");
        row("filter on the sort key too",
            "SELECT * FROM ecommerce WHERE PK = 'USER#u1' AND SK > 'A' AND SK < 'P'", "",
            "USER#u1/ORDER#o1,USER#u1/ORDER#o2");
        row("in", "SELECT * FROM ecommerce WHERE PK IN ['PRODUCT#p1', 'ORDER#o1'] "
                  "AND begins_with(SK, 'ITEM#')",
            "", "ORDER#o1/ITEM#p1,ORDER#o1/ITEM#p2");
        row("or of partitions", "SELECT * FROM ecommerce WHERE PK = 'USER#u1' OR PK = 'ORDER#o1'",
            "", "ORDER#o1/ITEM#p1,ORDER#o1/ITEM#p2,USER#u1/ORDER#o1,USER#u1/ORDER#o2,"
                "USER#u1/PROFILE");
        row("pk descending", "SELECT * FROM ecommerce WHERE PK IN ['USER#u1', 'ORDER#o1'] AND "
                             "SK = 'ITEM#p1' ORDER BY PK DESC",
            "", "ORDER#o1/ITEM#p1");
        row("gsi", R"(SELECT * FROM "ecommerce"."GSI1" WHERE GSI1PK = 'ORDER#PENDING')", "",
            "USER#u1/ORDER#o1");
        row("scan with begins_with",
            "SELECT * FROM ecommerce WHERE begins_with(PK, 'PRODUCT#') AND SK = 'DETAILS'", "",
            "PRODUCT#p1/DETAILS");
        row("between", "SELECT * FROM ecommerce WHERE PK = 'USER#u1' AND total BETWEEN 40 AND 50",
            "", "USER#u1/ORDER#o2");
        row("in on a non-key", "SELECT * FROM ecommerce WHERE PK = 'USER#u1' AND status IN "
                               "('SHIPPED', 'LOST')", "", "USER#u1/ORDER#o2");
        row("missing", "SELECT * FROM ecommerce WHERE PK = 'USER#u1' AND status IS MISSING", "",
            "USER#u1/PROFILE");
        row("not missing", "SELECT * FROM ecommerce WHERE PK = 'USER#u1' AND total IS NOT MISSING"
                           " AND NOT status = 'SHIPPED'", "", "USER#u1/ORDER#o1");
        row("type", "SELECT * FROM ecommerce WHERE PK = 'USER#u1' AND attribute_type(total, 'N')",
            "", "USER#u1/ORDER#o1,USER#u1/ORDER#o2");
        row("is numeric", "SELECT * FROM ecommerce WHERE PK = 'USER#u1' AND items IS NUMERIC "
                          "AND items > 1", "", "USER#u1/ORDER#o1");
        row("size and contains", "SELECT * FROM ecommerce WHERE PK = 'USER#u1' AND size(name) > 3"
                                 " AND contains(email, '@')", "", "USER#u1/PROFILE");
        row("parameters in IN", "SELECT * FROM ecommerce WHERE PK IN [?, ?] AND SK = ?",
            R"([{"S": "USER#u1"}, {"S": "ORDER#o1"}, {"S": "ITEM#p2"}])", "ORDER#o1/ITEM#p2");
        row("nothing", "SELECT * FROM ecommerce WHERE PK = 'USER#nobody'", "", "");
    }
#else
        ;
#endif
    void selects()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        QFETCH(QString, statement);
        QFETCH(QString, parameters);
        QFETCH(QString, keys);
        json::object r = mustRun(statement.toStdString(), parameters.toStdString());
        QCOMPARE(itemKeys(r.at("Items").as_array()), keys);
        QVERIFY(!r.contains("NextToken"));
    }
#else
        ;
#endif

    void projection()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        ok(*m_db, "PutItem", R"({"TableName": "ecommerce", "Item": {"PK": {"S": "P"},
            "SK": {"S": "S"}, "a": {"M": {"b": {"L": [{"S": "x"}, {"M": {"c": {"N": "1"}}}]}}},
            "d": {"S": "dee"}}})");
        json::object r = mustRun(R"(SELECT d, a.b[1].c, a.b[0], nothere FROM ecommerce )"
                                 R"(WHERE PK = 'P')");
        QCOMPARE(text(r.at("Items")),
                 QString(R"([{"d":{"S":"dee"},"c":{"N":"1"},"b[0]":{"S":"x"}}])"));
    }
#else
        ;
#endif

    void paging()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        // Limit counts the items read (as Query's Limit does), so a filtered page may be short.
        std::string token;
        QStringList pages;
        for (int i = 0; i < 10; ++i) {
            json::object request = statement("SELECT * FROM ecommerce WHERE PK IN "
                                              "['USER#u1', 'ORDER#o1'] AND SK <> 'PROFILE'");
            request["Limit"] = 2;
            if (!token.empty())
                request["NextToken"] = token;
            json::object r = ok(*m_db, "ExecuteStatement", serialize(request));
            pages << itemKeys(r.at("Items").as_array());
            if (!r.contains("NextToken"))
                break;
            token = std::string(r.at("NextToken").as_string());
        }
        QCOMPARE(pages.join(" | "), QString("ORDER#o1/ITEM#p1,ORDER#o1/ITEM#p2 | "
                                            "USER#u1/ORDER#o1,USER#u1/ORDER#o2 | "));
    }
#else
        ;
#endif

    void scanPaging()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        json::object request = statement("SELECT * FROM ecommerce");
        request["Limit"] = 3;
        json::object first = ok(*m_db, "ExecuteStatement", serialize(request));
        QCOMPARE(first.at("Items").as_array().size(), std::size_t(3));
        QVERIFY(first.contains("LastEvaluatedKey"));
        request["NextToken"] = first.at("NextToken");
        request.erase("Limit");
        json::object rest = ok(*m_db, "ExecuteStatement", serialize(request));
        QCOMPARE(rest.at("Items").as_array().size(), std::size_t(4));
        QVERIFY(!rest.contains("NextToken"));
    }
#else
        ;
#endif

    void nextTokenOfAnotherStatement()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        json::object request = statement("SELECT * FROM ecommerce");
        request["Limit"] = 1;
        json::object first = ok(*m_db, "ExecuteStatement", serialize(request));
        json::object other = statement("SELECT * FROM ecommerce WHERE PK = 'USER#u1'");
        other["NextToken"] = first.at("NextToken");
        QCOMPARE(errorText(m_db->call("ExecuteStatement", other)),
                 QString("ValidationException: NextToken does not match request"));
        other["NextToken"] = "bm9wZQ==";
        QCOMPARE(errorText(m_db->call("ExecuteStatement", other)),
                 QString("ValidationException: Invalid NextToken"));
    }
#else
        ;
#endif

    void insert()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        json::object r = mustRun("INSERT INTO ecommerce VALUE {'PK': 'USER#u2', 'SK': 'PROFILE', "
                                 "'tags': <<'a', 'b'>>, 'n': ?}", R"([{"N": "7"}])");
        QCOMPARE(text(r), QString(R"({"Items":[]})"));
        QCOMPARE(text(getItem("USER#u2", "PROFILE").at("Item").at("tags")),
                 QString(R"({"SS":["a","b"]})"));
        // An error kind of its own, with the service's wire name and message.
        auto duplicate = run("INSERT INTO ecommerce VALUE {'PK': 'USER#u2', 'SK': 'PROFILE'}");
        QVERIFY(!duplicate);
        QCOMPARE(duplicate.error().kind, ErrorKind::DuplicateItemException);
        QCOMPARE(duplicate.error().message, std::string("Duplicate primary key exists in table"));
        QCOMPARE(errorType(duplicate.error().kind),
                 std::string("com.amazonaws.dynamodb.v20120810#DuplicateItemException"));
        QVERIFY(duplicate.error().details.empty());
        QCOMPARE(errorText(run("INSERT INTO ecommerce VALUE ?", R"([{"M": {"PK": {"S": "x"},
                                                                "SK": {"S": "y"}}}])")),
                 QString(R"(succeeded: {"Items":[]})"));
    }
#else
        ;
#endif

    void update()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        json::object r = mustRun("UPDATE ecommerce SET status = 'SHIPPED', total = total + 1 "
                                 "SET notes = list_append(if_not_exists(notes, []), ['x']) "
                                 "SET labels = set_add(labels, <<'gift'>>) REMOVE items "
                                 "WHERE PK = 'USER#u1' AND SK = 'ORDER#o1' AND status = 'PENDING' "
                                 "RETURNING MODIFIED NEW *");
        QCOMPARE(text(r.at("Items").at(0).at("total")), QString(R"({"N":"130.9"})"));
        QCOMPARE(text(r.at("Items").at(0).at("labels")), QString(R"({"SS":["gift"]})"));
        json::object item = getItem("USER#u1", "ORDER#o1").at("Item").as_object();
        QVERIFY(!item.contains("items"));
        QCOMPARE(text(item.at("notes")), QString(R"({"L":[{"S":"x"}]})"));
        mustRun("UPDATE ecommerce SET labels = set_delete(labels, <<'gift'>>) WHERE "
                "PK = 'USER#u1' AND SK = 'ORDER#o1'");
        QVERIFY(!getItem("USER#u1", "ORDER#o1").at("Item").as_object().contains("labels"));
        // The condition no longer holds; a missing item fails the same way.
        QCOMPARE(errorText(run("UPDATE ecommerce SET a = 1 WHERE PK = 'USER#u1' AND "
                               "SK = 'ORDER#o1' AND status = 'PENDING'")),
                 QString("ConditionalCheckFailedException: The conditional request failed"));
        QCOMPARE(errorText(run("UPDATE ecommerce SET a = 1 WHERE PK = 'USER#u9' AND "
                               "SK = 'PROFILE'")),
                 QString("ConditionalCheckFailedException: The conditional request failed"));
        json::object request = statement("UPDATE ecommerce SET a = 1 WHERE PK = 'USER#u1' AND "
                                         "SK = 'ORDER#o1' AND status = 'PENDING'");
        request["ReturnValuesOnConditionCheckFailure"] = "ALL_OLD";
        auto failed = m_db->call("ExecuteStatement", request);
        QVERIFY(!failed);
        QCOMPARE(text(failed.error().details.at("Item").at("status")),
                 QString(R"({"S":"SHIPPED"})"));
    }
#else
        ;
#endif

    void remove()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        json::object r = mustRun("DELETE FROM ecommerce WHERE PK = 'USER#u1' AND SK = 'ORDER#o2' "
                                 "RETURNING ALL OLD *");
        QCOMPARE(itemKeys(r.at("Items").as_array()), QString("USER#u1/ORDER#o2"));
        QVERIFY(!getItem("USER#u1", "ORDER#o2").contains("Item"));
        // Deleting what is not there is no error, unless a condition asks for something.
        QCOMPARE(text(mustRun("DELETE FROM ecommerce WHERE PK = 'USER#u1' AND SK = 'ORDER#o2'")),
                 QString(R"({"Items":[]})"));
        QCOMPARE(errorText(run("DELETE FROM ecommerce WHERE PK = 'USER#u1' AND SK = 'ORDER#o1' "
                               "AND status = 'SHIPPED'")),
                 QString("ConditionalCheckFailedException: The conditional request failed"));
    }
#else
        ;
#endif

    void consumedCapacity()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        json::object request = statement("SELECT * FROM ecommerce WHERE PK IN ['USER#u1', "
                                         "'ORDER#o1']");
        request["ReturnConsumedCapacity"] = "TOTAL";
        json::object r = ok(*m_db, "ExecuteStatement", serialize(request));
        // One eventually consistent Query per partition, each at least half a unit.
        QCOMPARE(text(r.at("ConsumedCapacity")),
                 QString(R"({"CapacityUnits":1E0,"ReadCapacityUnits":1E0,)"
                         R"("TableName":"ecommerce"})"));
        request["ConsistentRead"] = true;
        r = ok(*m_db, "ExecuteStatement", serialize(request));
        QCOMPARE(r.at("ConsumedCapacity").at("CapacityUnits").to_number<double>(), 2.0);
    }
#else
        ;
#endif

    void errors_data()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        QTest::addColumn<QString>("operation");
        QTest::addColumn<QString>("request");
        QTest::addColumn<QString>("error");
        const QString invalid = "ValidationException: ";
        auto es = [&](const char *name, const char *statement, const QString &error) {
            QTest::newRow(name) << "ExecuteStatement"
                                << QString(R"({"Statement": "%1"})").arg(statement) << error;
        };
        es("syntax", "SELECT * FROM", invalid + "Statement wasn't well formed, can't be "
                                                "processed: Expected a table name");
        es("no table", "SELECT * FROM nope WHERE PK = 'a'",
           "ResourceNotFoundException: Requested resource not found");
        es("bad table name", "SELECT * FROM ab",
           invalid + "1 validation error detected: Value 'ab' at 'tableName' failed to "
                     "satisfy constraint: Member must have length greater than or equal to 3");
        es("no index", "SELECT * FROM ecommerce.nope",
           invalid + "The table does not have the specified index");
        es("update without sort key", "UPDATE ecommerce SET a = 1 WHERE PK = 'x'",
           invalid + "Where clause does not contain a mandatory equality on all key attributes");
        es("delete by range", "DELETE FROM ecommerce WHERE PK = 'x' AND SK > 'a'",
           invalid + "Where clause does not contain a mandatory equality on all key attributes");
        es("key type", "DELETE FROM ecommerce WHERE PK = 1 AND SK = 'a'",
           invalid + "Key attribute's data type should match its data type in table's schema: "
                     "Key PK");
        es("key not scalar", "DELETE FROM ecommerce WHERE PK = [1] AND SK = 'a'",
           invalid + "Where clause does not contain a mandatory equality on all key attributes");
        es("select key type", "SELECT * FROM ecommerce WHERE PK = 1",
           invalid + "Key attribute's data type should match its data type in table's schema: "
                     "Key PK");
        es("delete returning new",
           "DELETE FROM ecommerce WHERE PK = 'x' AND SK = 'a' RETURNING ALL NEW *",
           invalid + "Invalid returning clause: RETURNING ALL NEW *. Only RETURNING ALL OLD * "
                     "is allowed in DELETE statements.");
        es("write on index", "DELETE FROM ecommerce.GSI1 WHERE PK = 'x' AND SK = 'a'",
           invalid + "This operation is not supported on an index");
        es("insert not a map", "INSERT INTO ecommerce VALUE [1]",
           invalid + "Unsupported format in item expression. Please use struct format {...} "
                     "to express item values for insert statement.");
        es("insert without key", "INSERT INTO ecommerce VALUE {'PK': 'a'}",
           invalid + "One or more parameter values were invalid: Missing the key SK in the item");
        es("parameters missing", "SELECT * FROM ecommerce WHERE PK = ?",
           invalid + "Number of parameters in request and statement don't match.");
        es("order by non-key", "SELECT * FROM ecommerce WHERE PK = 'a' ORDER BY status",
           invalid + "Variable reference status in ORDER BY clause must be part of the primary "
                     "key");
        es("order by without where", "SELECT * FROM ecommerce ORDER BY PK",
           invalid + "Must have WHERE clause in the statement when using ORDER BY clause.");
        es("order by on a scan", "SELECT * FROM ecommerce WHERE SK = 'a' ORDER BY SK",
           invalid + "Must have at least one non-optional hash key condition in WHERE clause "
                     "when using ORDER BY clause.");
        es("exists outside a transaction", "EXISTS(SELECT * FROM ecommerce WHERE PK = 'a')",
           invalid + "EXISTS can only be used in ExecuteTransaction write requests.");
        es("unknown function", "SELECT * FROM ecommerce WHERE PK = 'a' AND lower(status) = 'x'",
           invalid + "Unrecognized function: lower at 1:44:5");
        es("bag of mixed types", "UPDATE ecommerce SET s = set_add(s, <<1, 'a'>>) WHERE "
                                 "PK = 'a' AND SK = 'b'",
           invalid + "The second argument to SET_ADD must be a value with type SET at 1:34:1");
        es("set_add on another path", "UPDATE ecommerce SET s = set_add(t, <<1>>) WHERE "
                                      "PK = 'a' AND SK = 'b'",
           invalid + "The first argument to SET_ADD must equal the assignment value at 1:26:7");
        es("update a key", "UPDATE ecommerce SET SK = 'c' WHERE PK = 'USER#u1' AND "
                           "SK = 'PROFILE'",
           invalid + "One or more parameter values were invalid: Cannot update attribute SK. "
                     "This attribute is part of the key");
        QTest::newRow("consistent read on a GSI")
            << "ExecuteStatement"
            << R"({"Statement": "SELECT * FROM ecommerce.GSI1 WHERE GSI1PK = 'a'",
                  "ConsistentRead": true})"
            << invalid + "Strongly consistent read is not supported on Global Secondary "
                         "Indexes";
        QTest::newRow("unknown index before consistent read")
            << "ExecuteStatement"
            << R"({"Statement": "SELECT * FROM ecommerce.nope", "ConsistentRead": true})"
            << invalid + "The table does not have the specified index";
        QTest::newRow("parameter count")
            << "ExecuteStatement"
            << R"({"Statement": "SELECT * FROM ecommerce", "Parameters": [{"S": "x"}]})"
            << invalid + "Number of parameters in request and statement don't match.";
        QTest::newRow("no statement") << "ExecuteStatement" << "{}"
                                      << invalid + "1 validation error detected: Value null at "
                                                   "'statement' failed to satisfy constraint: "
                                                   "Member must not be null";
        QTest::newRow("limit zero")
            << "ExecuteStatement" << R"({"Statement": "SELECT * FROM ecommerce", "Limit": 0})"
            << invalid + "1 validation error detected: Value '0' at 'limit' failed to satisfy "
                         "constraint: Member must have value greater than or equal to 1";
        QTest::newRow("batch empty") << "BatchExecuteStatement" << R"({"Statements": []})"
                                     << invalid + "1 validation error detected: Value "
                                                  "'[]' at 'statements' failed to "
                                                  "satisfy constraint: Member must have length "
                                                  "greater than or equal to 1";
        QTest::newRow("batch mixed")
            << "BatchExecuteStatement"
            << R"({"Statements": [
                   {"Statement": "SELECT * FROM ecommerce WHERE PK = 'a' AND SK = 'b'"},
                   {"Statement": "DELETE FROM ecommerce WHERE PK = 'a' AND SK = 'b'"}]})"
            << invalid + "Read and write requests together in the same batch is not supported.";
        QTest::newRow("transaction mixed")
            << "ExecuteTransaction"
            << R"({"TransactStatements": [
                   {"Statement": "SELECT * FROM ecommerce WHERE PK = 'a' AND SK = 'b'"},
                   {"Statement": "DELETE FROM ecommerce WHERE PK = 'a' AND SK = 'b'"}]})"
            << invalid + "ExecuteTransaction API does not support both read and write "
                         "operations in the same request.";
        QTest::newRow("transaction returning")
            << "ExecuteTransaction"
            << R"({"TransactStatements": [{"Statement":
                   "DELETE FROM ecommerce WHERE PK = 'a' AND SK = 'b' RETURNING ALL OLD *"}]})"
            << invalid + "RETURNING clause is not supported in ExecuteTransaction.";
        QTest::newRow("transaction read by partition")
            << "ExecuteTransaction"
            << R"({"TransactStatements": [{"Statement":
                   "SELECT * FROM ecommerce WHERE PK = 'a'"}]})"
            << invalid + "Validation failed in TransactStatements[0]: Select statements within "
                         "ExecuteTransaction must specify the primary key in the where clause.";
        QTest::newRow("transaction read on an index")
            << "ExecuteTransaction"
            << R"({"TransactStatements": [{"Statement":
                   "SELECT * FROM ecommerce.GSI1 WHERE GSI1PK = 'a' AND GSI1SK = 'b'"}]})"
            << invalid + "Reads on indices are not supported within transactions.";
        QTest::newRow("transaction empty")
            << "ExecuteTransaction" << R"({"TransactStatements": []})"
            << invalid + "1 validation error detected: Value '[]' at "
                         "'transactStatements' failed to satisfy constraint: Member must have "
                         "length greater than or equal to 1";
    }
#else
        ;
#endif
    void errors()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        QFETCH(QString, operation);
        QFETCH(QString, request);
        QFETCH(QString, error);
        QCOMPARE(errorText(m_db->call(operation.toStdString(), parseObject(request.toStdString()))),
                 error);
    }
#else
        ;
#endif

    // An INSERT of a taken key, as each PartiQL operation reports it.
    void duplicateItem_data()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        QTest::addColumn<QString>("operation");
        QTest::addColumn<QString>("request");
        QTest::addColumn<QString>("expected");
        const QString insert = "INSERT INTO ecommerce VALUE {'PK': 'USER#u1', 'SK': 'PROFILE'}";
        QTest::newRow("ExecuteStatement")
            << "ExecuteStatement" << QString(R"({"Statement": "%1"})").arg(insert)
            << "DuplicateItemException: Duplicate primary key exists in table";
        QTest::newRow("BatchExecuteStatement")
            << "BatchExecuteStatement"
            << QString(R"({"Statements": [{"Statement": "%1"}]})").arg(insert)
            << R"(succeeded: {"Responses":[{"Error":{"Code":"DuplicateItem","Message":)"
               R"("Duplicate primary key exists in table"},"TableName":"ecommerce"}]})";
        QTest::newRow("ExecuteTransaction")
            << "ExecuteTransaction"
            << QString(R"({"TransactStatements": [{"Statement": "%1"}]})").arg(insert)
            << "TransactionCanceledException: Transaction cancelled, please refer cancellation "
               "reasons for specific reasons [DuplicateItem]";
        QTest::newRow("INSERT of a free key")
            << "ExecuteStatement"
            << R"({"Statement": "INSERT INTO ecommerce VALUE {'PK': 'USER#u7', 'SK': 'PROFILE'}"})"
            << R"(succeeded: {"Items":[]})";
    }
#else
        ;
#endif
    void duplicateItem()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        QFETCH(QString, operation);
        QFETCH(QString, request);
        QFETCH(QString, expected);
        auto r = m_db->call(operation.toStdString(), parseObject(request.toStdString()));
        // The exception's name as the wire gives it (`__type`, where the kind does not say it).
        const json::value *type = r ? nullptr : r.error().details.if_contains("__type");
        QString got = errorText(r);
        if (type)
            got.replace(0, got.indexOf(':'),
                        QString::fromStdString(std::string(type->as_string())).section('#', 1));
        QCOMPARE(got, expected);
    }
#else
        ;
#endif

    // IN takes at most 50 values of the partition key and 100 of any other attribute
    // (ql-operators.html).
    void inLimits_data()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<QString>("expected");
        auto values = [](int n) {
            QStringList list;
            for (int i = 0; i < n; ++i)
                list << QString("'USER#u%1'").arg(i);
            return list.join(", ");
        };
        auto ors = [](int n) {
            QStringList list;
            for (int i = 0; i < n; ++i)
                list << QString("PK = 'USER#u%1'").arg(i);
            return list.join(" OR ");
        };
        const QString invalid = "ValidationException: ";
        QTest::newRow("50 partition values")
            << "SELECT PK FROM ecommerce WHERE PK IN [" + values(50) + "] AND SK = 'PROFILE'"
            << R"(succeeded: {"Items":[{"PK":{"S":"USER#u1"}}]})";
        QTest::newRow("51 partition values")
            << "SELECT * FROM ecommerce WHERE PK IN [" + values(51) + "]"
            << invalid + "The IN operator on the partition key PK has 51 values; at most 50 are "
                         "supported";
        QTest::newRow("51 partition values on an index")
            << "SELECT * FROM ecommerce.GSI1 WHERE GSI1PK IN (" + values(51) + ")"
            << invalid + "The IN operator on the partition key GSI1PK has 51 values; at most 50 "
                         "are supported";
        QTest::newRow("51 ORed partition values")
            << "SELECT * FROM ecommerce WHERE " + ors(51)
            << invalid + "The WHERE clause names 51 values of the partition key PK; at most 50 "
                         "are supported";
        QTest::newRow("100 values of another attribute")
            << "SELECT PK FROM ecommerce WHERE PK = 'USER#u1' AND SK IN [" + values(99)
                   + ", 'PROFILE']"
            << R"(succeeded: {"Items":[{"PK":{"S":"USER#u1"}}]})";
        QTest::newRow("101 values of another attribute")
            << "SELECT * FROM ecommerce WHERE status IN [" + values(101) + "]"
            << invalid + "The IN operator on status has 101 values; at most 100 are supported";
        QTest::newRow("51 partition values in a write's condition")
            << "DELETE FROM ecommerce WHERE PK = 'a' AND SK = 'b' AND PK IN [" + values(51) + "]"
            << invalid + "The IN operator on the partition key PK has 51 values; at most 50 are "
                         "supported";
        // The expressions a statement is translated to are the engine's: the 4 KB and
        // 300-operator limits of the expressions clients write do not apply to them (a
        // statement has its own limit, 8192 bytes: statementSize).
        auto sets = [](int n) {
            QString text;
            for (int i = 0; i < n; ++i)
                text += QString(" SET a%1 = 1").arg(i);
            return text;
        };
        auto names = [](int n) {
            QStringList list;
            for (int i = 0; i < n; ++i)
                list << QString("name = 'n%1'").arg(i);
            return list.join(" OR ");
        };
        QTest::newRow("400 SETs, over 4 KB of UpdateExpression")
            << "UPDATE ecommerce" + sets(400) + " WHERE PK = 'USER#u1' AND SK = 'PROFILE' "
                                                "RETURNING MODIFIED OLD *"
            << R"(succeeded: {"Items":[]})"; // none of them was there before
        QTest::newRow("a filter of 301 operators")
            << "SELECT PK FROM ecommerce WHERE PK = 'USER#u1' AND (" + names(150)
                   + " OR name = 'Ada Lovelace')"
            << R"(succeeded: {"Items":[{"PK":{"S":"USER#u1"}}]})";
        QTest::newRow("a write's condition of 301 operators")
            << "UPDATE ecommerce SET a = 1 WHERE PK = 'USER#u1' AND SK = 'PROFILE' AND ("
                   + names(150) + " OR name = 'Ada Lovelace') RETURNING MODIFIED NEW *"
            << R"(succeeded: {"Items":[{"a":{"N":"1"}}]})";
        QTest::newRow("101 values in a write's condition")
            << "UPDATE ecommerce SET a = 1 WHERE PK = 'a' AND SK = 'b' AND status IN ["
                   + values(101) + "]"
            << invalid + "The IN operator on status has 101 values; at most 100 are supported";
    }
#else
        ;
#endif
    void inLimits()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        QFETCH(QString, statement);
        QFETCH(QString, expected);
        QCOMPARE(errorText(run(statement.toStdString())), expected);
    }
#else
        ;
#endif

    // PartiQLStatement's length in the API model: 1 to 8192.
    void statementSize()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        const std::string head = "SELECT PK FROM ecommerce WHERE PK = 'USER#u1' AND "
                                 "name = 'Ada Lovelace' AND email <> '";
        std::string fits = head + std::string(8192 - head.size() - 1, 'x') + "'";
        QCOMPARE(errorText(run(fits)), QString(R"(succeeded: {"Items":[{"PK":{"S":"USER#u1"}}]})"));
        const QString refused = errorText(run(fits.insert(head.size(), "x")));
        QVERIFY2(refused.startsWith("ValidationException: 1 validation error detected: Value '")
                     && refused.endsWith("' at 'statement' failed to satisfy constraint: Member "
                                         "must have length less than or equal to 8192"),
                 qPrintable(refused.left(200)));
    }
#else
        ;
#endif

    void transactionLimit()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        json::array statements;
        for (int i = 0; i < 101; ++i)
            statements.push_back(statement("DELETE FROM ecommerce WHERE PK = 'a' AND SK = 'b'"));
        // The service quotes the whole list (cut after 1,024 characters here).
        const QString tooMany = errorText(m_db->call(
            "ExecuteTransaction", json::object{{"TransactStatements", statements}}));
        QVERIFY2(tooMany.startsWith("ValidationException: 1 validation error detected: Value "
                                    "'[{Statement=DELETE FROM ecommerce WHERE PK = 'a'"),
                 qPrintable(tooMany));
        QVERIFY2(tooMany.endsWith("' at 'transactStatements' failed to satisfy constraint: "
                                  "Member must have length less than or equal to 100"),
                 qPrintable(tooMany));
        json::array batch(statements.begin(), statements.begin() + 26);
        const QString tooLong = errorText(m_db->call("BatchExecuteStatement",
                                                     json::object{{"Statements", batch}}));
        QVERIFY2(tooLong.endsWith("' at 'statements' failed to satisfy constraint: Member must "
                                  "have length less than or equal to 25"),
                 qPrintable(tooLong));
    }
#else
        ;
#endif

    void batchReads()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        json::object r = ok(*m_db, "BatchExecuteStatement", R"({"Statements": [
            {"Statement": "SELECT name FROM ecommerce WHERE PK = 'USER#u1' AND SK = 'PROFILE'"},
            {"Statement": "SELECT * FROM ecommerce WHERE PK = ? AND SK = ?",
             "Parameters": [{"S": "USER#u9"}, {"S": "PROFILE"}]},
            {"Statement": "SELECT * FROM ecommerce WHERE PK = 'USER#u1'"},
            {"Statement": "SELECT * FROM nope WHERE PK = 'a' AND SK = 'b'"},
            {"Statement": "SELECT * FROM"}],
            "ReturnConsumedCapacity": "TOTAL"})");
        const json::array &responses = r.at("Responses").as_array();
        QCOMPARE(text(responses[0]),
                 QString(R"({"TableName":"ecommerce","Item":{"name":{"S":"Ada Lovelace"}}})"));
        QCOMPARE(text(responses[1]), QString(R"({"TableName":"ecommerce"})"));
        QCOMPARE(text(responses[2]),
                 QString(R"({"Error":{"Code":"ValidationError","Message":"Select statements )"
                         R"(within BatchExecuteStatement must specify the primary key in the )"
                         R"(where clause."},"TableName":"ecommerce"})"));
        QCOMPARE(text(responses[3].at("Error").at("Code")), QString(R"("ResourceNotFound")"));
        QCOMPARE(text(responses[4].at("Error").at("Code")), QString(R"("ValidationError")"));
        // Two GetItems of half a unit each.
        QCOMPARE(text(r.at("ConsumedCapacity")),
                 QString(R"([{"CapacityUnits":1E0,"ReadCapacityUnits":1E0,)"
                         R"("TableName":"ecommerce"}])"));
    }
#else
        ;
#endif

    void batchWrites()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        json::object r = ok(*m_db, "BatchExecuteStatement", R"({"Statements": [
            {"Statement": "INSERT INTO ecommerce VALUE {'PK': 'USER#u3', 'SK': 'PROFILE'}"},
            {"Statement": "INSERT INTO ecommerce VALUE {'PK': 'USER#u1', 'SK': 'PROFILE'}"},
            {"Statement": "UPDATE ecommerce SET status = 'X' WHERE PK = 'USER#u1' AND SK = 'ORDER#o1' AND status = 'NONE'",
             "ReturnValuesOnConditionCheckFailure": "ALL_OLD"},
            {"Statement": "DELETE FROM ecommerce WHERE PK = 'USER#u1' AND SK = 'ORDER#o2'"}]})");
        const json::array &responses = r.at("Responses").as_array();
        QCOMPARE(text(responses[0]), QString(R"({"TableName":"ecommerce"})"));
        QCOMPARE(text(responses[1]),
                 QString(R"({"Error":{"Code":"DuplicateItem","Message":"Duplicate primary key )"
                         R"(exists in table"},"TableName":"ecommerce"})"));
        QCOMPARE(text(responses[2].at("Error").at("Code")),
                 QString(R"("ConditionalCheckFailed")"));
        QCOMPARE(text(responses[2].at("Error").at("Item").at("status")),
                 QString(R"({"S":"PENDING"})"));
        QCOMPARE(text(responses[3]), QString(R"({"TableName":"ecommerce"})"));
        QVERIFY(getItem("USER#u3", "PROFILE").contains("Item"));
        QVERIFY(!getItem("USER#u1", "ORDER#o2").contains("Item"));
    }
#else
        ;
#endif

    void transactionWrites()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        const char *request = R"({"TransactStatements": [
            {"Statement": "INSERT INTO ecommerce VALUE {'PK': 'ORDER#o9', 'SK': 'ITEM#p1', 'qty': 1}"},
            {"Statement": "UPDATE ecommerce SET stock = stock - 1 WHERE PK = 'PRODUCT#p1' AND SK = 'DETAILS' AND stock > 0"},
            {"Statement": "EXISTS(SELECT * FROM ecommerce WHERE PK = 'USER#u1' AND SK = 'PROFILE' AND name = 'Ada Lovelace') "}],
            "ClientRequestToken": "token-1", "ReturnConsumedCapacity": "TOTAL"})";
        json::object r = ok(*m_db, "ExecuteTransaction", request);
        QVERIFY(r.contains("ConsumedCapacity"));
        QVERIFY(getItem("ORDER#o9", "ITEM#p1").contains("Item"));
        const QString stock = text(getItem("PRODUCT#p1", "DETAILS").at("Item").at("stock"));
        // The same token and statements again: done once, not twice.
        ok(*m_db, "ExecuteTransaction", request);
        QCOMPARE(text(getItem("PRODUCT#p1", "DETAILS").at("Item").at("stock")), stock);
        // A taken key cancels the whole transaction, with DuplicateItem for the INSERT.
        auto failed = m_db->call("ExecuteTransaction", parseObject(R"({"TransactStatements": [
            {"Statement": "DELETE FROM ecommerce WHERE PK = 'USER#u1' AND SK = 'ORDER#o2'"},
            {"Statement": "INSERT INTO ecommerce VALUE {'PK': 'ORDER#o9', 'SK': 'ITEM#p1'}"}]})"));
        QVERIFY(!failed);
        QCOMPARE(failed.error().kind, ErrorKind::TransactionCanceledException);
        QCOMPARE(failed.error().message,
                 std::string("Transaction cancelled, please refer cancellation reasons for "
                             "specific reasons [None, DuplicateItem]"));
        QCOMPARE(text(failed.error().details.at("CancellationReasons")),
                 QString(R"([{"Code":"None"},{"Code":"DuplicateItem","Message":"Duplicate )"
                         R"(primary key exists in table"}])"));
        QVERIFY(getItem("USER#u1", "ORDER#o2").contains("Item"));
    }
#else
        ;
#endif

    void transactionReads()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        json::object r = ok(*m_db, "ExecuteTransaction", R"({"TransactStatements": [
            {"Statement": "SELECT total FROM ecommerce WHERE PK = 'USER#u1' AND SK = 'ORDER#o1'"},
            {"Statement": "SELECT * FROM ecommerce WHERE PK = 'USER#u9' AND SK = 'PROFILE'"}]})");
        QCOMPARE(text(r.at("Responses")),
                 QString(R"([{"Item":{"total":{"N":"129.9"}}},{}])"));
    }
#else
        ;
#endif
};

QTEST_GUILESS_MAIN(TestPartiql)
#include "tst_partiql.moc"
