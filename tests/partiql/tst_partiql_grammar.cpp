// The PartiQL tokenizer, the syntax check with its positions, and the planner's verdicts
// (tablesmith/partiql.h): pure functions, no database.

#include <tablesmith/partiql.h>

#include <boost/json/parse.hpp>

#include <QTest>

using namespace tablesmith;
using partiql::Token;

namespace {

// ecommerce: PK/SK strings, GSI1 (GSI1PK, GSI1SK); an LSI on PK + total (a number).
const char *kEcommerce = R"({
    "TableName": "ecommerce",
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                  {"AttributeName": "SK", "KeyType": "RANGE"}],
    "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                             {"AttributeName": "SK", "AttributeType": "S"},
                             {"AttributeName": "GSI1PK", "AttributeType": "S"},
                             {"AttributeName": "GSI1SK", "AttributeType": "S"},
                             {"AttributeName": "total", "AttributeType": "N"}],
    "GlobalSecondaryIndexes": [{"IndexName": "GSI1",
        "KeySchema": [{"AttributeName": "GSI1PK", "KeyType": "HASH"},
                      {"AttributeName": "GSI1SK", "KeyType": "RANGE"}],
        "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["total"]}}],
    "LocalSecondaryIndexes": [{"IndexName": "ByTotal",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                      {"AttributeName": "total", "KeyType": "RANGE"}],
        "Projection": {"ProjectionType": "ALL"}}]})";

boost::json::object ecommerce() { return boost::json::parse(kEcommerce).as_object(); }

QString kinds(const std::vector<Token> &tokens)
{
    static const char *names[] = {"kw", "id", "qid", "str", "num", "param", "p", "bad"};
    QStringList out;
    for (const Token &t : tokens)
        out << QString("%1:%2").arg(names[static_cast<int>(t.kind)],
                                    QString::fromStdString(t.text));
    return out.join(' ');
}

} // namespace

class TestPartiqlGrammar : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void tokens_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<QString>("expected");
        QTest::newRow("select") << R"(SELECT * FROM "t" WHERE a = 'x')"
                                << "kw:SELECT p:* kw:FROM qid:t kw:WHERE id:a p:= str:x";
        QTest::newRow("keywords any case") << "select Value from t"
                                           << "kw:select kw:Value kw:from id:t";
        // (Plain literals: moc misreads a raw string with an odd number of single quotes.)
        QTest::newRow("doubled quotes") << "'it''s' \"a\"\"b\"" << "str:it's qid:a\"b";
        QTest::newRow("numbers") << "1 2.5 1e3 -4" << "num:1 num:2.5 num:1e3 p:- num:4";
        QTest::newRow("operators") << "<> != <= >= << >> ?"
                                   << "p:<> p:!= p:<= p:>= p:<< p:>> param:?";
        QTest::newRow("comments") << "a -- note\n/* block */ b" << "id:a id:b";
        QTest::newRow("unterminated string") << "a = 'x" << "id:a p:= bad:x";
        QTest::newRow("stray character") << "a # b" << "id:a bad:# id:b";
    }
    void tokens()
    {
        QFETCH(QString, statement);
        QFETCH(QString, expected);
        QCOMPARE(kinds(partiql::tokenize(statement.toStdString())), expected);
    }

    void tokenPositions()
    {
        const auto tokens = partiql::tokenize(R"(SELECT "a b" FROM t)");
        QCOMPARE(tokens.size(), std::size_t(4));
        QCOMPARE(tokens[1].offset, std::size_t(7));
        QCOMPARE(tokens[1].length, std::size_t(5));
        QCOMPARE(tokens[3].offset, std::size_t(18));
    }

    void syntax_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<int>("offset");   // -1: parses
        QTest::addColumn<QString>("message");
        const QString bad = "Statement wasn't well formed, can't be processed: ";
        auto ok = [](const char *name, const char *statement) {
            QTest::newRow(name) << statement << -1 << QString();
        };
        ok("select star", R"(SELECT * FROM "ecommerce")");
        ok("projection paths", R"(SELECT a, b.c, d[2].e, "x y" FROM t WHERE PK = 'p')");
        ok("index", R"(SELECT * FROM "ecommerce"."GSI1" WHERE GSI1PK = ?)");
        ok("all predicates", "SELECT * FROM t WHERE a BETWEEN 1 AND 2 AND b IN [1, 2] AND "
                             "c IN ('x') AND NOT d <> 3 OR begins_with(e, 'x') AND "
                             "contains(f, 'y') AND attribute_type(g, 'S') AND size(h) > 2 AND "
                             "i IS MISSING AND j IS NOT MISSING AND k IS NULL AND l IS STRING");
        ok("not between and not in", "SELECT * FROM t WHERE a NOT BETWEEN 1 AND 2 AND b NOT IN [1]");
        ok("order by", "SELECT * FROM t WHERE PK = 'a' ORDER BY SK DESC, PK ASC");
        ok("semicolon", "SELECT * FROM t;");
        ok("insert", "INSERT INTO t VALUE {'PK': 'a', 'n': -1.5, 'l': [1, 'x', TRUE, NULL], "
                     "'m': {'k': <<'a', 'b'>>}, 'p': ?}");
        ok("update", "UPDATE t SET a = 1, b = a + 1 SET c = list_append(c, [2]) REMOVE d, e[1] "
                     "SET f = set_add(f, <<'x'>>) WHERE PK = 'a' RETURNING ALL NEW *");
        ok("delete", "DELETE FROM t WHERE PK = 'a' AND SK = 'b' RETURNING ALL OLD *");
        ok("exists", "EXISTS(SELECT * FROM t WHERE PK = 'a' AND n > 1)");
        QTest::newRow("unknown verb") << "MERGE INTO t" << 0
                                      << bad + "Expected data manipulation";
        QTest::newRow("trailing garbage") << "SELECT * FROM t WHERE a = 1 garbage" << 28
                                          << bad + "Unexpected token after expression";
        QTest::newRow("missing FROM") << "SELECT * t" << 9 << bad + "Expected FROM";
        QTest::newRow("open paren") << "SELECT * FROM t WHERE (a = 1" << 28
                                    << bad + "Expected RIGHT_PAREN";
        QTest::newRow("end") << "SELECT * FROM t WHERE" << 21
                             << bad + "Unexpected term";
        QTest::newRow("bad number") << "SELECT * FROM t WHERE a = 1e999" << 26
                                    << QString("Number overflow. Attempting to store a number "
                                               "with magnitude larger than supported range "
                                               "under root");
        QTest::newRow("limit") << "SELECT * FROM t LIMIT 5" << 16
                               << "Unsupported clause: LIMIT";
        QTest::newRow("alias") << "SELECT a AS b FROM t" << 9 << "Aliasing is not supported";
        QTest::newRow("star and more") << "SELECT *, a FROM t" << 8
                                       << "Other attributes should not be present in the "
                                          "projection when '*' is used.";
        QTest::newRow("three-part source") << R"(SELECT * FROM "a"."b"."c")" << 21
                                           << "A path may contain at most 2 components in the "
                                              "FROM clause";
        QTest::newRow("values") << "INSERT INTO t VALUES {'a': 1}" << 14
                                << "Unsupported operation: Inserting multiple items in a single "
                                   "statement is not supported, use \"INSERT INTO tableName "
                                   "VALUE item\" instead";
        QTest::newRow("insert returning") << "INSERT INTO t VALUE {'a': 1} RETURNING ALL OLD *"
                                          << 29 << "RETURNING is not supported in INSERT";
        QTest::newRow("returning without star") << "DELETE FROM t WHERE a = 1 RETURNING ALL OLD a"
                                                << 44
                                                << "Expected '*' after ( MODIFIED | ALL ) ( NEW | "
                                                   "OLD ) in RETURNING clause";
        QTest::newRow("empty bag") << "UPDATE t SET a = <<>> WHERE PK = 'a'" << 17
                                   << "Empty bags are not supported";
        QTest::newRow("missing as a value") << "SELECT * FROM t WHERE a = MISSING" << 33
                                            << "MISSING must be compared using IS operator";
        QTest::newRow("negative index") << "SELECT a[-1] FROM t" << 11
                                        << "List index is not within the allowable range; "
                                           "index: [-1]";
        QTest::newRow("IS unknown type") << "SELECT * FROM t WHERE a IS DATE" << 27
                                         << "Unsupported data type for IS operator: DATE. "
                                            "Supported data types are [MISSING, NULL, BOOLEAN, "
                                            "BLOB, STRING, NUMERIC, STRUCT, TUPLE, LIST]";
        QTest::newRow("unterminated string") << "SELECT * FROM t WHERE a = 'x" << 26
                                             << bad + "Unexpected token: x";
    }
    void syntax()
    {
        QFETCH(QString, statement);
        QFETCH(int, offset);
        QFETCH(QString, message);
        const auto diagnostic = partiql::checkSyntax(statement.toStdString());
        if (offset < 0) {
            QVERIFY2(!diagnostic, diagnostic ? diagnostic->message.c_str() : "");
            return;
        }
        QVERIFY(diagnostic);
        QCOMPARE(QString::fromStdString(diagnostic->message), message);
        QCOMPARE(int(diagnostic->offset), offset);
    }

    void verdicts_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<QString>("operation");
        QTest::addColumn<QString>("index");
        QTest::addColumn<QString>("keyCondition");
        QTest::addColumn<QString>("reason"); // a part of it
        auto row = [](const char *name, const char *statement, const char *operation,
                      const char *index, const char *key, const char *reason) {
            QTest::newRow(name) << statement << operation << index << key << reason;
        };
        row("pk equality", R"(SELECT * FROM "ecommerce" WHERE PK = 'USER#u1')", "Query", "",
            "PK = 'USER#u1'", "equality on the partition key PK");
        row("value first", R"(SELECT * FROM ecommerce WHERE 'USER#u1' = PK)", "Query", "",
            "PK = 'USER#u1'", "one partition");
        row("parameter", R"(SELECT * FROM ecommerce WHERE PK = ?)", "Query", "", "PK = ?", "");
        row("begins_with sort key",
            R"(SELECT * FROM ecommerce WHERE PK = 'USER#u1' AND begins_with(SK, 'ORDER#'))",
            "Query", "", "PK = 'USER#u1' AND begins_with(SK, 'ORDER#')", "sort key SK");
        row("between sort key", "SELECT * FROM ecommerce WHERE SK BETWEEN 'a' AND 'b' AND PK = 'x'",
            "Query", "", "PK = 'x' AND SK BETWEEN 'a' AND 'b'", "");
        row("filter stays out", "SELECT * FROM ecommerce WHERE PK = 'x' AND status = 'PENDING'",
            "Query", "", "PK = 'x'", "");
        row("in", "SELECT * FROM ecommerce WHERE PK IN ['a', 'b', 'c']", "Query", "",
            "PK IN ['a', 'b', 'c']", "3 values of the partition key PK");
        row("or of equalities", "SELECT * FROM ecommerce WHERE PK = 'a' OR PK = 'b'", "Query", "",
            "PK IN ['a', 'b']", "one Query per value");
        row("gsi", R"(SELECT total FROM "ecommerce"."GSI1" WHERE GSI1PK = 'ORDER#PENDING' )"
                   "ORDER BY GSI1SK DESC",
            "Query", "GSI1", "GSI1PK = 'ORDER#PENDING'", "partition key GSI1PK");
        row("lsi range", R"(SELECT * FROM "ecommerce"."ByTotal" WHERE PK = 'a' AND total > 10)",
            "Query", "ByTotal", "PK = 'a' AND total > 10", "sort key total");
        row("gsi by table key", R"(SELECT * FROM "ecommerce"."GSI1" WHERE PK = 'a')", "Scan",
            "GSI1", "", "no equality (=) or IN condition on the partition key GSI1PK");
        row("no where", "SELECT * FROM ecommerce", "Scan", "", "", "no WHERE clause");
        row("range on pk", "SELECT * FROM ecommerce WHERE PK > 'a'", "Scan", "", "",
            "no equality (=) or IN condition on the partition key PK");
        row("begins_with pk",
            "SELECT * FROM ecommerce WHERE begins_with(PK, 'PRODUCT#')", "Scan", "", "",
            "partition key PK");
        row("or with other", "SELECT * FROM ecommerce WHERE PK = 'a' OR status = 'x'", "Scan",
            "", "", "ORs the condition on the partition key PK");
        row("nested path is no key", "SELECT * FROM ecommerce WHERE PK.x = 'a'", "Scan", "", "",
            "");
        row("not equal", "SELECT * FROM ecommerce WHERE PK <> 'a'", "Scan", "", "", "");
        row("insert", "INSERT INTO ecommerce VALUE {'PK': 'a', 'SK': 'b'}", "PutItem", "", "",
            "INSERT writes one item");
        row("update", "UPDATE ecommerce SET a = 1 WHERE SK = 'b' AND PK = 'a' AND a < 3",
            "UpdateItem", "", "SK = 'b' AND PK = 'a'", "ConditionExpression");
        row("delete", "DELETE FROM ecommerce WHERE PK = 'a' AND SK = 'b'", "DeleteItem", "",
            "PK = 'a' AND SK = 'b'", "full key");
    }
    void verdicts()
    {
        QFETCH(QString, statement);
        QFETCH(QString, operation);
        QFETCH(QString, index);
        QFETCH(QString, keyCondition);
        QFETCH(QString, reason);
        auto plan = partiql::planStatement(statement.toStdString(), ecommerce());
        QVERIFY2(plan, plan ? "" : plan.error().message.c_str());
        QCOMPARE(QString::fromStdString(plan->operation), operation);
        QCOMPARE(QString::fromStdString(plan->indexName), index);
        QCOMPARE(QString::fromStdString(plan->keyCondition), keyCondition);
        QVERIFY2(QString::fromStdString(plan->reason).contains(reason, Qt::CaseInsensitive),
                 plan->reason.c_str());
        QCOMPARE(plan->tableName, std::string("ecommerce"));
    }

    void verdictErrors_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<QString>("message");
        QTest::newRow("update without full key")
            << "UPDATE ecommerce SET a = 1 WHERE PK = 'a'"
            << "Where clause does not contain a mandatory equality on all key attributes";
        QTest::newRow("delete with OR")
            << "DELETE FROM ecommerce WHERE PK = 'a' OR SK = 'b'"
            << "Where clause does not contain a mandatory equality on all key attributes";
        QTest::newRow("key twice")
            << "DELETE FROM ecommerce WHERE PK = 'a' AND SK = 'b' AND PK = 'c'"
            << "Multiple conditions on same key PK. Only single item Update/Insert/Delete are "
               "supported";
        QTest::newRow("unknown index") << R"(SELECT * FROM "ecommerce"."Nope")"
                                       << "The table does not have the specified index";
        QTest::newRow("write on index") << R"(DELETE FROM "ecommerce"."GSI1" WHERE PK = 'a')"
                                        << "This operation is not supported on an index";
        QTest::newRow("another table") << "SELECT * FROM orders"
                                       << "The statement reads table orders, not the described "
                                          "table ecommerce";
        QTest::newRow("OR branches overlapping on the sort key")
            << "SELECT * FROM ecommerce WHERE PK = 'a' AND x = 1 OR PK = 'a' AND SK = 'b'"
            << "Overlapping conditions with range keys are not supported in where clause";
        QTest::newRow("FROM-first UPDATE without WHERE")
            << "FROM ecommerce SET a = 1"
            << "Where clause does not contain a mandatory equality on all key attributes";
        QTest::newRow("syntax") << "SELECT FROM ecommerce"
                                << "Statement wasn't well formed, can't be processed: Expected "
                                   "an attribute name";
    }
    void verdictErrors()
    {
        QFETCH(QString, statement);
        QFETCH(QString, message);
        auto plan = partiql::planStatement(statement.toStdString(), ecommerce());
        QVERIFY(!plan);
        QCOMPARE(plan.error().kind, ErrorKind::ValidationException);
        QCOMPARE(QString::fromStdString(plan.error().message), message);
    }
};

QTEST_GUILESS_MAIN(TestPartiqlGrammar)
#include "tst_partiql_grammar.moc"
