// Lambda event filtering on DynamoDB stream records, case by case from AWS's documentation
// ("Lambda event filtering", "Using event filtering with a DynamoDB event source") and
// EventBridge's pattern rules that Lambda shares, with every pitfall that makes a trigger miss.

#include <tablesmith/event_filter.h>

#include <boost/json/parse.hpp>

#include <QTest>

using namespace tablesmith;
namespace json = boost::json;

namespace {

// A MODIFY of an ecommerce order (USER#u1 / ORDER#o1) as Lambda hands it over.
const char *kOrderRecord = R"({
  "eventID": "7de3041dd709b024af6f29e4fa13d34c", "eventName": "MODIFY",
  "eventVersion": "1.1", "eventSource": "aws:dynamodb", "awsRegion": "us-east-1",
  "eventSourceARN": "arn:aws:dynamodb:us-east-1:000000000000:table/ecommerce/stream/x",
  "dynamodb": {
    "ApproximateCreationDateTime": 1700000000.0,
    "Keys": {"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"}},
    "OldImage": {"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"}, "status": {"S": "PENDING"},
                 "total": {"N": "129.9"}},
    "NewImage": {"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"}, "status": {"S": "SHIPPED"},
                 "total": {"N": "129.9"}, "gift": {"BOOL": true}, "note": {"S": ""},
                 "coupon": {"NULL": true}, "file": {"S": "invoice-o1.PNG"},
                 "tags": {"SS": ["express", "fragile"]},
                 "organizations": {"L": [{"S": "Sales"}, {"S": "Support"}]},
                 "address": {"M": {"city": {"S": "Oslo"}, "zip": {"S": "0150"}}}},
    "SequenceNumber": "000000000000000000042", "SizeBytes": 180,
    "StreamViewType": "NEW_AND_OLD_IMAGES"
  }
})";

json::object orderRecord() { return json::parse(kOrderRecord).as_object(); }

bool matches(const QString &pattern, const json::object &record)
{
    auto compiled = EventFilterPattern::parse(pattern.toStdString());
    if (!compiled)
        qFatal("pattern refused: %s", compiled.error().message.c_str());
    return compiled->matches(record);
}

} // namespace

class TestEventFilter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void matching_data();
    void matching();
    void genericRecords_data();
    void genericRecords();
    void refused_data();
    void refused();
    void pitfalls_data();
    void pitfalls();
    void cleanPatternsHaveNoFindings_data();
    void cleanPatternsHaveNoFindings();
    void viewTypeContext();
    void criteriaOrUpToFive();
    void criteriaFromJson();
    void lambdaRecordAddsSourceArn();
    void lambdaRecordSpellsUserIdentityAsLambda();
    void patternOver4096Characters();
};

void TestEventFilter::matching_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<bool>("expected");
    auto row = [](const char *name, const char *pattern, bool expected) {
        QTest::newRow(name) << QString::fromUtf8(pattern) << expected;
    };
    // Equals, on metadata and on keys (DynamoDB JSON: the type key is part of the path).
    row("eventName equals", R"({"eventName": ["MODIFY"]})", true);
    row("eventName other", R"({"eventName": ["INSERT"]})", false);
    row("or within a list", R"({"eventName": ["INSERT", "MODIFY"]})", true);
    row("and across fields", R"({"eventName": ["MODIFY"], "eventSource": ["aws:dynamodb"]})",
        true);
    row("and one fails", R"({"eventName": ["MODIFY"], "eventSource": ["aws:kinesis"]})", false);
    row("key with type", R"({"dynamodb": {"Keys": {"PK": {"S": ["USER#u1"]}}}})", true);
    row("key other value", R"({"dynamodb": {"Keys": {"PK": {"S": ["USER#u2"]}}}})", false);
    row("new image attribute", R"({"dynamodb": {"NewImage": {"status": {"S": ["SHIPPED"]}}}})",
        true);
    row("old image attribute", R"({"dynamodb": {"OldImage": {"status": {"S": ["SHIPPED"]}}}})",
        false);
    // Pitfall 1: without the type key the value is an object, never "SHIPPED".
    row("no type key", R"({"dynamodb": {"NewImage": {"status": ["SHIPPED"]}}})", false);
    row("wrong type key", R"({"dynamodb": {"NewImage": {"status": {"N": ["SHIPPED"]}}}})",
        false);
    // Pitfall 2: N values are strings, so numeric never matches them; the string does.
    row("numeric on N", R"({"dynamodb": {"NewImage": {"total": {"N": [{"numeric": [">",)"
        R"( 100]}]}}}})",
        false);
    row("N as a number", R"({"dynamodb": {"NewImage": {"total": {"N": [129.9]}}}})", false);
    row("N as its string", R"({"dynamodb": {"NewImage": {"total": {"N": ["129.9"]}}}})", true);
    // Numeric works on the record's real numbers.
    row("numeric on creation time",
        R"({"dynamodb": {"ApproximateCreationDateTime": [{"numeric": [">", 0]}]}})", true);
    row("numeric range on size",
        R"({"dynamodb": {"SizeBytes": [{"numeric": [">", 100, "<=", 180]}]}})", true);
    row("numeric range excludes",
        R"({"dynamodb": {"SizeBytes": [{"numeric": [">", 180, "<", 500]}]}})", false);
    row("numeric equals", R"({"dynamodb": {"SizeBytes": [{"numeric": ["=", 180]}]}})", true);
    row("numeric on a string", R"({"eventVersion": [{"numeric": [">", 1]}]})", false);
    // Numbers compare by their text: 180 is not 180.0.
    row("exact number", R"({"dynamodb": {"SizeBytes": [180]}})", true);
    row("exact number as decimal", R"({"dynamodb": {"SizeBytes": [180.0]}})", false);
    // Pitfall 3: exists works on leaves only; the attribute itself is an intermediate node.
    row("exists under type key",
        R"({"dynamodb": {"NewImage": {"status": {"S": [{"exists": true}]}}}})", true);
    row("exists above type key",
        R"({"dynamodb": {"NewImage": {"status": [{"exists": true}]}}})", false);
    row("exists false above type key matches anyway",
        R"({"dynamodb": {"NewImage": {"status": [{"exists": false}]}}})", true);
    row("exists false on absent attribute",
        R"({"dynamodb": {"NewImage": {"discount": {"N": [{"exists": false}]}}}})", true);
    row("exists false on present attribute",
        R"({"dynamodb": {"NewImage": {"status": {"S": [{"exists": false}]}}}})", false);
    row("exists true on absent attribute",
        R"({"dynamodb": {"OldImage": {"gift": {"BOOL": [{"exists": true}]}}}})", false);
    row("exists on a list element",
        R"({"dynamodb": {"NewImage": {"organizations": {"L": {"S": [{"exists": true}]}}}}})",
        true);
    // Prefix, suffix, equals-ignore-case, wildcard.
    row("prefix", R"({"dynamodb": {"Keys": {"SK": {"S": [{"prefix": "ORDER#"}]}}}})", true);
    row("prefix misses", R"({"dynamodb": {"Keys": {"SK": {"S": [{"prefix": "ITEM#"}]}}}})",
        false);
    row("prefix ignore case",
        R"({"dynamodb": {"Keys": {"SK": {"S": [{"prefix": {"equals-ignore-case": "order#"}}]}}}})",
        true);
    row("suffix is case sensitive",
        R"({"dynamodb": {"NewImage": {"file": {"S": [{"suffix": ".png"}]}}}})", false);
    row("suffix", R"({"dynamodb": {"NewImage": {"file": {"S": [{"suffix": ".PNG"}]}}}})", true);
    row("suffix ignore case",
        R"({"dynamodb": {"NewImage": {"file": {"S": [{"suffix": {"equals-ignore-case":)"
            R"( ".png"}}]}}}})",
        true);
    row("equals is case sensitive",
        R"({"dynamodb": {"NewImage": {"status": {"S": ["shipped"]}}}})", false);
    row("equals-ignore-case",
        R"({"dynamodb": {"NewImage": {"status": {"S": [{"equals-ignore-case": "shipped"}]}}}})",
        true);
    row("wildcard", R"({"dynamodb": {"NewImage": {"file": {"S": [{"wildcard":)"
        R"( "invoice-*.PNG"}]}}}})",
        true);
    row("wildcard two stars",
        R"({"dynamodb": {"NewImage": {"file": {"S": [{"wildcard": "*-o*"}]}}}})", true);
    row("wildcard misses",
        R"({"dynamodb": {"NewImage": {"file": {"S": [{"wildcard": "receipt-*"}]}}}})", false);
    row("wildcard escaped star",
        R"({"dynamodb": {"NewImage": {"file": {"S": [{"wildcard": "invoice\\*"}]}}}})", false);
    // anything-but: a value present and not excluded.
    row("anything-but", R"({"dynamodb": {"NewImage": {"status": {"S": [{"anything-but":)"
        R"( ["PENDING"]}]}}}})",
        true);
    row("anything-but excluded",
        R"({"dynamodb": {"NewImage": {"status": {"S": [{"anything-but": "SHIPPED"}]}}}})", false);
    row("anything-but on an absent field",
        R"({"dynamodb": {"NewImage": {"discount": {"S": [{"anything-but": "x"}]}}}})", false);
    row("anything-but prefix",
        R"({"dynamodb": {"Keys": {"SK": {"S": [{"anything-but": {"prefix": "ORDER#"}}]}}}})",
        false);
    row("anything-but suffix",
        R"({"dynamodb": {"Keys": {"SK": {"S": [{"anything-but": {"suffix": "#o2"}}]}}}})", true);
    row("anything-but ignore case",
        R"({"dynamodb": {"NewImage": {"status": {"S": [{"anything-but": {"equals-ignore-case":)"
            R"( ["shipped"]}}]}}}})",
        false);
    row("anything-but wildcard",
        R"({"dynamodb": {"NewImage": {"file": {"S": [{"anything-but": {"wildcard":)"
            R"( "*.txt"}}]}}}})",
        true);
    row("anything-but numbers",
        R"({"dynamodb": {"SizeBytes": [{"anything-but": [100, 200]}]}})", true);
    // Null and empty, with DynamoDB's own NULL and empty S.
    row("NULL type", R"({"dynamodb": {"NewImage": {"coupon": {"NULL": [true]}}}})", true);
    row("null literal is not NULL", R"({"dynamodb": {"NewImage": {"coupon": [null]}}})", false);
    row("empty string", R"({"dynamodb": {"NewImage": {"note": {"S": [""]}}}})", true);
    row("empty string misses", R"({"dynamodb": {"NewImage": {"status": {"S": [""]}}}})", false);
    row("BOOL", R"({"dynamodb": {"NewImage": {"gift": {"BOOL": [true]}}}})", true);
    row("BOOL as a string", R"({"dynamodb": {"NewImage": {"gift": {"BOOL": ["true"]}}}})",
        false);
    // Sets and lists: a value inside an array counts as the field's value.
    row("string set member", R"({"dynamodb": {"NewImage": {"tags": {"SS": ["fragile"]}}}})",
        true);
    row("list element", R"({"dynamodb": {"NewImage": {"organizations": {"L": {"S":)"
        R"( ["Support"]}}}}})",
        true);
    row("map member", R"({"dynamodb": {"NewImage": {"address": {"M": {"city": {"S":)"
        R"( ["Oslo"]}}}}}})",
        true);
    // $or between fields, at any level.
    row("$or one branch",
        R"({"$or": [{"eventName": ["INSERT"]}, {"dynamodb": {"NewImage": {"status": {"S":)"
            R"( ["SHIPPED"]}}}}]})",
        true);
    row("$or no branch",
        R"({"$or": [{"eventName": ["INSERT"]}, {"eventName": ["REMOVE"]}]})", false);
    row("$or nested with and",
        R"({"eventName": ["MODIFY"], "dynamodb": {"NewImage": {"$or": [{"status": {"S":)"
            R"( ["PENDING"]}}, {"gift": {"BOOL": [true]}}]}}})",
        true);
    // The ecommerce notification trigger: order MODIFYs.
    row("order modify",
        R"({"eventName": ["MODIFY"], "dynamodb": {"Keys": {"SK": {"S": [{"prefix":)"
            R"( "ORDER#"}]}}}})",
        true);
}

void TestEventFilter::matching()
{
    QFETCH(QString, pattern);
    QFETCH(bool, expected);
    QCOMPARE(matches(pattern, orderRecord()), expected);
}

// EventBridge's array rules, on a record with an array of objects.
void TestEventFilter::genericRecords_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<bool>("expected");
    QTest::newRow("field of one element")
        << R"({"employees": {"first": ["Anna"]}})" << true;
    QTest::newRow("fields of one element")
        << R"({"employees": {"first": ["Anna"], "last": ["Smith"]}})" << true;
    QTest::newRow("fields of two elements")
        << R"({"employees": {"first": ["Anna"], "last": ["Jones"]}})" << false;
    QTest::newRow("exists on an intermediate node")
        << R"({"employees": [{"exists": true}]})" << false;
    QTest::newRow("null") << R"({"manager": [null]})" << true;
    QTest::newRow("null is not the string") << R"({"manager": ["null"]})" << false;
}

void TestEventFilter::genericRecords()
{
    QFETCH(QString, pattern);
    QFETCH(bool, expected);
    const json::object record = json::parse(R"({"manager": null, "employees": [
        {"first": "John", "last": "Doe"}, {"first": "Anna", "last": "Smith"},
        [{"first": "Peter", "last": "Jones"}]]})").as_object();
    QCOMPARE(matches(pattern, record), expected);
}

void TestEventFilter::refused_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("at");      // the text the error points at
    QTest::addColumn<QString>("message"); // a part of the message
    auto row = [](const char *name, const char *pattern, const char *at, const char *message) {
        QTest::newRow(name) << QString::fromUtf8(pattern) << QString::fromUtf8(at)
                            << QString::fromUtf8(message);
    };
    row("not json", R"({"eventName": ["INSERT"] )", "", "unexpected end");
    row("missing comma", R"({"eventName": ["INSERT"] "a": ["x"]})", "\"a\"",
        "expected ',' or '}'");
    row("trailing comma", R"({"eventName": ["INSERT",]})", "]", "expected a JSON value");
    row("not an object", R"(["INSERT"])", "[", "a filter pattern is a JSON object");
    row("value not in a list", R"({"eventName": "INSERT"})", "\"INSERT\"",
        "must be an array or an object");
    row("empty list", R"({"eventName": []})", "[]", "empty match list");
    row("unknown operator", R"({"eventName": [{"begins-with": "IN"}]})", "\"begins-with\"",
        "unknown match operator");
    row("prefix not a string", R"({"eventName": [{"prefix": 1}]})", "1", "prefix takes a string");
    row("numeric bad operator", R"({"dynamodb": {"SizeBytes": [{"numeric": ["!=", 1]}]}})",
        "\"!=\"", "numeric expects an operator");
    row("numeric not a number", R"({"dynamodb": {"SizeBytes": [{"numeric": [">", "1"]}]}})",
        "\"1\"", "numeric expects a number");
    row("numeric reversed", R"({"dynamodb": {"SizeBytes": [{"numeric": ["<", 5, ">", 1]}]}})",
        "\">\"", "second bound");
    row("numeric empty range", R"({"dynamodb": {"SizeBytes": [{"numeric": [">", 5, "<", 1]}]}})",
        "[\">\"", "range is empty");
    row("exists not bool", R"({"a": [{"exists": "yes"}]})", "\"yes\"", "exists takes true");
    row("wildcard two stars", R"({"a": [{"wildcard": "a**b"}]})", "\"a**b\"",
        "consecutive '*'");
    row("wildcard bad escape", R"({"a": [{"wildcard": "a\\b"}]})", "\"a\\\\b\"",
        "escapes only");
    row("anything-but mixed", R"({"a": [{"anything-but": ["x", 1]}]})", "1",
        "only strings or only numbers");
    row("$or one branch", R"({"$or": [{"a": ["x"]}]})", "[{", "at least two");
    row("duplicate key", R"({"a": ["x"], "a": ["y"]})", "\"a\"", "appears twice");
    row("two operators", R"({"a": [{"prefix": "x", "suffix": "y"}]})", "{\"prefix\"",
        "exactly one operator");
}

void TestEventFilter::refused()
{
    QFETCH(QString, pattern);
    QFETCH(QString, at);
    QFETCH(QString, message);
    const std::string text = pattern.toStdString();
    auto parsed = EventFilterPattern::parse(text);
    QVERIFY(!parsed);
    QCOMPARE(parsed.error().kind, ErrorKind::ValidationException);
    QVERIFY2(QString::fromStdString(parsed.error().message).contains(message),
             parsed.error().message.c_str());
    const auto diagnostics = checkEventFilterPattern(text);
    QVERIFY(!diagnostics.empty());
    QCOMPARE(diagnostics[0].severity, FilterDiagnostic::Severity::Error);
    const QString pointed = QString::fromStdString(text.substr(diagnostics[0].offset));
    QVERIFY2(pointed.startsWith(at), qPrintable("points at: " + pointed));
}

void TestEventFilter::pitfalls_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("at");
    QTest::addColumn<QString>("message");
    auto row = [](const char *name, const char *pattern, const char *at, const char *message) {
        QTest::newRow(name) << QString::fromUtf8(pattern) << QString::fromUtf8(at)
                            << QString::fromUtf8(message);
    };
    row("value without its type key", R"({"dynamodb": {"NewImage": {"status": ["SHIPPED"]}}})",
        "[\"SHIPPED\"]", "has no type key");
    row("the issue's short form", R"({"NewImage": {"status": ["SHIPPED"]}})", "\"NewImage\"",
        "under \"dynamodb\"");
    row("numeric on N",
        R"({"dynamodb": {"NewImage": {"total": {"N": [{"numeric": [">", 100]}]}}}})",
        "{\"numeric\"", "its value is a string");
    row("number for N", R"({"dynamodb": {"Keys": {"Id": {"N": [101]}}}})", "101",
        "write \"101\"");
    row("exists above the type key",
        R"({"dynamodb": {"NewImage": {"status": [{"exists": true}]}}})", "{\"exists\"",
        "never matches");
    row("exists false above the type key",
        R"({"dynamodb": {"OldImage": {"status": [{"exists": false}]}}})", "{\"exists\"",
        "always matches");
    row("not a type", R"({"dynamodb": {"NewImage": {"status": {"String": ["x"]}}}})",
        "\"String\"", "not a DynamoDB type");
    row("BOOL as string", R"({"dynamodb": {"NewImage": {"gift": {"BOOL": ["true"]}}}})",
        "\"true\"", "JSON literal true or false");
    row("M without attributes", R"({"dynamodb": {"NewImage": {"address": {"M": ["x"]}}}})",
        "[\"x\"]", "an M holds attributes");
    row("untyped inside M",
        R"({"dynamodb": {"NewImage": {"address": {"M": {"city": ["Oslo"]}}}}})", "[\"Oslo\"]",
        "has no type key");
    row("untyped inside $or",
        R"({"dynamodb": {"NewImage": {"$or": [{"a": {"S": ["x"]}}, {"b": ["y"]}]}}})", "[\"y\"]",
        "has no type key");
    row("eventName lower case", R"({"eventName": ["insert"]})", "\"insert\"",
        "INSERT, MODIFY or REMOVE");
    row("unknown top-level field", R"({"detail": {"status": ["x"]}})", "\"detail\"",
        "no top-level");
    row("unknown dynamodb field", R"({"dynamodb": {"Image": {"a": {"S": ["x"]}}}})",
        "\"Image\"", "has no \"Image\"");
}

void TestEventFilter::pitfalls()
{
    QFETCH(QString, pattern);
    QFETCH(QString, at);
    QFETCH(QString, message);
    const std::string text = pattern.toStdString();
    QVERIFY(EventFilterPattern::parse(text)); // valid: Lambda takes it, and it misses
    const auto diagnostics = checkEventFilterPattern(text);
    QVERIFY(!diagnostics.empty());
    const FilterDiagnostic &first = diagnostics[0];
    QCOMPARE(first.severity, FilterDiagnostic::Severity::Warning);
    QVERIFY2(QString::fromStdString(first.message).contains(message), first.message.c_str());
    const QString pointed = QString::fromStdString(text.substr(first.offset, first.length));
    QVERIFY2(pointed.startsWith(at), qPrintable("points at: " + pointed));
}

void TestEventFilter::cleanPatternsHaveNoFindings_data()
{
    matching_data();
}

// Every pattern that matches the order record must pass the checks without a warning, except
// the documented always-matching exists:false above a type key.
void TestEventFilter::cleanPatternsHaveNoFindings()
{
    QFETCH(QString, pattern);
    QFETCH(bool, expected);
    if (!expected || pattern.contains("\"exists\": false}]}"))
        return;
    const auto diagnostics = checkEventFilterPattern(pattern.toStdString());
    QVERIFY2(diagnostics.empty(), diagnostics.empty() ? "" : diagnostics[0].message.c_str());
}

void TestEventFilter::viewTypeContext()
{
    const std::string text = R"({"dynamodb": {"OldImage": {"status": {"S": ["PENDING"]}}}})";
    QVERIFY(checkEventFilterPattern(text, {"NEW_AND_OLD_IMAGES"}).empty());
    const auto diagnostics = checkEventFilterPattern(text, {"NEW_IMAGE"});
    QCOMPARE(diagnostics.size(), std::size_t(1));
    QVERIFY(diagnostics[0].message.find("NEW_IMAGE") != std::string::npos);
    QVERIFY(text.substr(diagnostics[0].offset, diagnostics[0].length) == "\"OldImage\"");
}

void TestEventFilter::criteriaOrUpToFive()
{
    std::vector<std::string> patterns = {R"({"eventName": ["INSERT"]})",
                                         R"({"eventName": ["REMOVE"]})"};
    auto criteria = EventFilterCriteria::fromPatterns(patterns);
    QVERIFY(criteria);
    QVERIFY(!criteria->matches(orderRecord()));
    patterns.push_back(R"({"dynamodb": {"Keys": {"PK": {"S": ["USER#u1"]}}}})");
    QVERIFY(EventFilterCriteria::fromPatterns(patterns)->matches(orderRecord()));
    QVERIFY(EventFilterCriteria::fromPatterns({})->matches(orderRecord())); // no filter
    patterns.resize(6, R"({"eventName": ["INSERT"]})");
    auto six = EventFilterCriteria::fromPatterns(patterns);
    QVERIFY(!six);
    QVERIFY(six.error().message.find("at most 5") != std::string::npos);
    auto bad = EventFilterCriteria::fromPatterns({R"({"a": ["x"]})", R"({"a": "x"})"});
    QVERIFY(!bad);
    QVERIFY(bad.error().message.starts_with("filter 2: "));
}

void TestEventFilter::criteriaFromJson()
{
    auto criteria = EventFilterCriteria::fromJson(
        R"({"Filters": [{"Pattern": "{ \"dynamodb\" : { \"Keys\" : { \"SK\" : { \"S\" : [)"
            R"( \"ORDER#o1\" ] } } } }"}]})");
    QVERIFY(criteria);
    QCOMPARE(criteria->patterns().size(), std::size_t(1));
    QVERIFY(criteria->matches(orderRecord()));
    QVERIFY(!EventFilterCriteria::fromJson(R"({"Filters": [{"Pattern": 1}]})"));
}

void TestEventFilter::lambdaRecordAddsSourceArn()
{
    json::object record = orderRecord();
    record.erase("eventSourceARN");
    const json::object lambda = lambdaEventRecord(record, "arn:stream");
    QVERIFY(lambda.at("eventSourceARN").as_string() == "arn:stream");
    QVERIFY(lambda.at("eventName").as_string() == "MODIFY");
}

// GetRecords names a TTL deletion's identity as the Streams model does; Lambda's event (and a
// filter pattern written for it) spells the members in lower camel case.
void TestEventFilter::lambdaRecordSpellsUserIdentityAsLambda()
{
    json::object record = orderRecord();
    record.erase("eventSourceARN");
    record["userIdentity"] = json::object{{"Type", "Service"},
                                          {"PrincipalId", "dynamodb.amazonaws.com"}};
    const json::object lambda = lambdaEventRecord(record, "arn:stream");
    QCOMPARE(lambda.at("userIdentity"),
             json::value(json::object{{"type", "Service"},
                                      {"principalId", "dynamodb.amazonaws.com"}}));
    auto ttlOnly = EventFilterCriteria::fromPatterns(
        {R"({"userIdentity": {"type": ["Service"], "principalId": ["dynamodb.amazonaws.com"]}})"});
    QVERIFY(ttlOnly);
    QVERIFY(ttlOnly->matches(lambda));
    QVERIFY(!ttlOnly->matches(lambdaEventRecord(orderRecord(), "arn:stream")));
    // And back: the inspector copies a record in GetRecords' form.
    QVERIFY(getRecordsRecord(lambda) == record);
}

// Over 4,096 characters Lambda refuses the pattern; the finding points at the first extra one.
void TestEventFilter::patternOver4096Characters()
{
    std::string longPattern = R"({"eventName": [")" + std::string(4100, 'X') + R"("]})";
    auto parsed = EventFilterPattern::parse(longPattern);
    QVERIFY(!parsed);
    QVERIFY(parsed.error().message.find("4096") != std::string::npos);
    const auto diagnostics = checkEventFilterPattern(longPattern);
    QCOMPARE(diagnostics[0].offset, kMaxFilterPatternLength);
    QCOMPARE(diagnostics[0].severity, FilterDiagnostic::Severity::Error);
}

QTEST_GUILESS_MAIN(TestEventFilter)
#include "tst_event_filter.moc"
