// Requests are checked against the API model's shapes before anything runs: a member of the
// wrong JSON type anywhere in a request is a SerializationException (it crashed the server
// before: operation code read members with get_string() and friends on trust), members the
// model does not know and nulls are let through, as the service lets them through. The texts
// are the service's today, row by row from dynalite's assertType table (test/helpers.js),
// recorded against it, for members of every kind in several operations.

#include "engine_fixture.h"

#include "core/request.h"

#include <QStringList>

#include <utility>
#include <vector>

using namespace tablesmith;
using namespace tablesmith::test;

class TestRequestTypes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void serviceTexts_data();
    void serviceTexts();
    void serviceTextsChangeNothing();
    void wrongTypesAreSerializationErrors_data();
    void wrongTypesAreSerializationErrors();
    void wellTypedRequestsRun_data();
    void wellTypedRequestsRun();
    void theServerSurvivesTheReportedRequest();
    void operationCodeSpeaksAsTheService();

private:
    std::unique_ptr<Database> m_db; // for the table's rows, which all fail before running
};

namespace {

// A value of dynalite's table (JSON text) and the service's text for it.
using ServiceText = std::pair<const char *, const char *>;

constexpr char kUnexpectedField[] = "Unexpected field type";
constexpr char kUnexpectedValue[] = "Unexpected value type in payload";
constexpr char kStructureOrMap[] = "Start of structure or map found where not expected";
constexpr char kNestedCollection[] =
    "class sun.reflect.generics.reflectiveObjects.ParameterizedTypeImpl cannot be cast to class "
    "java.lang.Class (sun.reflect.generics.reflectiveObjects.ParameterizedTypeImpl and "
    "java.lang.Class are in module java.base of loader 'bootstrap')";
constexpr char kPackage[] = "com.amazonaws.dynamodb.v20120810.";

// The scalars every aggregate refuses, all with one text.
std::vector<ServiceText> scalarsAll(const char *text)
{
    return {{R"("23")", text}, {"true", text}, {"23", text}, {"-2147483648", text},
            {"2147483648", text}, {"34.56", text}};
}

std::vector<ServiceText> withList(std::vector<ServiceText> rows, std::string listText)
{
    static std::vector<std::string> kept; // the rows point into it for the whole run
    kept.push_back("Unrecognized collection type " + listText);
    rows.emplace_back("[]", kept.back().c_str());
    return rows;
}

std::vector<ServiceText> withObject(std::vector<ServiceText> rows)
{
    rows.emplace_back("{}", kStructureOrMap);
    return rows;
}

std::vector<ServiceText> scalarTexts(const QString &type)
{
    const std::string javaClass = type == "Blob" ? "java.nio.ByteBuffer"
                                                 : "java.lang." + type.toStdString();
    if (type == "Boolean")
        return withObject(withList({{R"("23")", "Unexpected token received from parser"},
            {"23", "NUMBER_VALUE cannot be converted to Boolean"},
            {"-2147483648", "NUMBER_VALUE cannot be converted to Boolean"},
            {"2147483648", "NUMBER_VALUE cannot be converted to Boolean"},
            {"34.56", "DECIMAL_VALUE cannot be converted to Boolean"}}, "class " + javaClass));
    if (type == "String")
        return withObject(withList({{"true", "TRUE_VALUE cannot be converted to String"},
            {"false", "FALSE_VALUE cannot be converted to String"},
            {"23", "NUMBER_VALUE cannot be converted to String"},
            {"-2147483648", "NUMBER_VALUE cannot be converted to String"},
            {"2147483648", "NUMBER_VALUE cannot be converted to String"},
            {"34.56", "DECIMAL_VALUE cannot be converted to String"}}, "class " + javaClass));
    if (type == "Integer")
        return withObject(withList({{R"("23")", "STRING_VALUE cannot be converted to Integer"},
            {"true", "TRUE_VALUE cannot be converted to Integer"},
            {"false", "FALSE_VALUE cannot be converted to Integer"}}, "class " + javaClass));
    if (type == "Long")
        return withObject(withList({{R"("23")", "STRING_VALUE cannot be converted to Long"},
            {"true", "TRUE_VALUE cannot be converted to Long"},
            {"false", "FALSE_VALUE cannot be converted to Long"}}, "class " + javaClass));
    // Blob: the scalars but a string have one text; a string must be base64.
    auto scalars = scalarsAll("only base-64-encoded strings are convertible to bytes");
    scalars.erase(scalars.begin());
    auto rows = withObject(withList(scalars, "class " + javaClass));
    rows.emplace_back(R"("23456")",
                      "Base64 encoded length is expected a multiple of 4 bytes but found: 5");
    rows.emplace_back(R"("=+/=")", "Invalid last non-pad Base64 character dectected");
    rows.emplace_back(R"("+/+=")", "Invalid last non-pad Base64 character dectected");
    return rows;
}

// dynalite's assertType, case by case: "List", "Map<AttributeValue>", "ValueStruct<Tag>", ...
std::vector<ServiceText> texts(const QString &type, const QString &subtype)
{
    const std::string sub = subtype.contains('.') ? subtype.toStdString()
                                                  : kPackage + subtype.toStdString();
    if (type == "List")
        return withObject(scalarsAll(kUnexpectedField));
    if (type == "ParameterizedList")
        return withObject(scalarsAll(kNestedCollection));
    if (type == "Map")
        return withList(scalarsAll(kUnexpectedField),
                        "java.util.Map<java.lang.String, " + sub + ">");
    if (type == "ParameterizedMap")
        return withList(scalarsAll(kNestedCollection), "java.util.Map<java.lang.String, "
                        + std::string(kPackage) + "AttributeValue>");
    if (type == "ValueStruct")
        return withList(scalarsAll(kUnexpectedValue), "class " + sub);
    if (type == "FieldStruct")
        return withList(scalarsAll(kUnexpectedField), "class " + sub);
    return scalarTexts(type);
}

// An AttributeValue's own rows: itself, then each member, nested L and M values included.
std::vector<std::pair<QString, QString>> attributeValuePaths(const QString &property,
                                                             const QString &structType)
{
    const QString attr = "<AttributeValue>";
    return {{property, structType + attr}, {property + ".S", "String"},
            {property + ".N", "String"}, {property + ".B", "Blob"},
            {property + ".BOOL", "Boolean"}, {property + ".NULL", "Boolean"},
            {property + ".SS", "List"}, {property + ".SS.0", "String"},
            {property + ".NS", "List"}, {property + ".NS.0", "String"},
            {property + ".BS", "List"}, {property + ".BS.0", "Blob"},
            {property + ".L", "List"}, {property + ".L.0", "ValueStruct" + attr},
            {property + ".L.0.BS", "List"}, {property + ".L.0.BS.0", "Blob"},
            {property + ".M", "Map" + attr}, {property + ".M.a", "ValueStruct" + attr},
            {property + ".M.a.BS", "List"}, {property + ".M.a.BS.0", "Blob"}};
}

// The request holding only `leaf` at the dotted path, a "0" standing for a list's element.
json::value nest(const QStringList &pieces, qsizetype at, const json::value &leaf)
{
    if (at == pieces.size())
        return leaf;
    json::value inner = nest(pieces, at + 1, leaf);
    if (pieces[at] == "0")
        return json::array{inner};
    return json::object{{pieces[at].toStdString(), inner}};
}

void addRows(const char *operation, const QString &property, const QString &typeName)
{
    const qsizetype open = typeName.indexOf('<');
    const QString type = open < 0 ? typeName : typeName.left(open);
    const QString subtype = open < 0 ? QString() : typeName.mid(open + 1).chopped(1);
    if (type == "AttrStruct") {
        for (const auto &[path, pathType] : attributeValuePaths(property, subtype))
            addRows(operation, path, pathType);
        return;
    }
    for (const auto &[value, message] : texts(type, subtype)) {
        const json::value request = nest(property.split('.'), 0, json::parse(value));
        QTest::addRow("%s %s %s", operation, qPrintable(property), value)
            << operation << text(request) << QString("SerializationException: ") + message;
    }
}

} // namespace

void TestRequestTypes::initTestCase()
{
    m_db = openMemory();
    createEcommerce(*m_db);
}

void TestRequestTypes::serviceTexts_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("error");
    // Where dynalite's tests use the table.
    addRows("DescribeTable", "TableName", "String");
    addRows("ListTables", "Limit", "Integer");
    addRows("ListTables", "ExclusiveStartTableName", "String");
    addRows("GetItem", "AttributesToGet", "List");
    addRows("GetItem", "ConsistentRead", "Boolean");
    addRows("GetItem", "Key", "Map<AttributeValue>");
    addRows("GetItem", "Key.Attr", "AttrStruct<ValueStruct>");
    addRows("GetItem", "ExpressionAttributeNames", "Map<java.lang.String>");
    addRows("GetItem", "ExpressionAttributeNames.Attr", "String");
    addRows("PutItem", "Item", "Map<AttributeValue>");
    addRows("PutItem", "Item.Attr", "AttrStruct<ValueStruct>");
    addRows("PutItem", "Expected", "Map<ExpectedAttributeValue>");
    addRows("PutItem", "Expected.Attr", "ValueStruct<ExpectedAttributeValue>");
    addRows("PutItem", "Expected.Attr.Value", "AttrStruct<FieldStruct>");
    addRows("PutItem", "Expected.Attr.Exists", "Boolean");
    addRows("PutItem", "ExpressionAttributeValues.Attr", "AttrStruct<ValueStruct>");
    addRows("TagResource", "Tags", "List");
    addRows("TagResource", "Tags.0", "ValueStruct<Tag>");
    addRows("TagResource", "Tags.0.Key", "String");
    addRows("UntagResource", "TagKeys.0", "String");
    addRows("TransactWriteItems", "TransactItems.0.Put", "FieldStruct<Put>");
    addRows("UpdateTimeToLive", "TimeToLiveSpecification",
            "FieldStruct<TimeToLiveSpecification>");
    addRows("UpdateTimeToLive", "TimeToLiveSpecification.Enabled", "Boolean");
    // And where its older suites used it, as the shapes of the model say.
    addRows("CreateTable", "KeySchema.0", "ValueStruct<KeySchemaElement>");
    addRows("CreateTable", "ProvisionedThroughput.ReadCapacityUnits", "Long");
    addRows("UpdateTable", "StreamSpecification", "FieldStruct<StreamSpecification>");
    addRows("BatchGetItem", "RequestItems", "Map<KeysAndAttributes>");
    addRows("BatchGetItem", "RequestItems.Attr.Keys.0", "ParameterizedMap");
    addRows("BatchGetItem", "RequestItems.Attr.Keys.0.Attr", "AttrStruct<ValueStruct>");
    addRows("BatchWriteItem", "RequestItems",
            "Map<java.util.List<com.amazonaws.dynamodb.v20120810.WriteRequest>>");
    addRows("BatchWriteItem", "RequestItems.Attr", "ParameterizedList");
    addRows("BatchWriteItem", "RequestItems.Attr.0.PutRequest.Item.Attr",
            "AttrStruct<ValueStruct>");
    addRows("Query", "KeyConditions.Attr.AttributeValueList.0", "AttrStruct<ValueStruct>");
    addRows("Scan", "ExclusiveStartKey.Attr", "AttrStruct<ValueStruct>");
    addRows("UpdateItem", "AttributeUpdates.Attr.Value", "AttrStruct<FieldStruct>");
    addRows("TransactGetItems", "TransactItems.0.Get.Key.Attr", "AttrStruct<ValueStruct>");
    addRows("ExecuteStatement", "Parameters.0", "AttrStruct<ValueStruct>");
    addRows("GetRecords", "Limit", "Integer");
}

void TestRequestTypes::serviceTexts()
{
    QFETCH(QString, operation);
    QFETCH(QString, request);
    QFETCH(QString, error);
    QCOMPARE(fails(*m_db, operation.toStdString(), request.toStdString()), error);
}

void TestRequestTypes::serviceTextsChangeNothing()
{
    // The table's rows failed before running: the table is as created, and empty.
    QCOMPARE(ok(*m_db, "ListTables", "{}").at("TableNames").as_array().size(), std::size_t(1));
    QCOMPARE(ok(*m_db, "Scan", R"({"TableName": "ecommerce"})").at("Count").as_int64(), 0);
}

void TestRequestTypes::wrongTypesAreSerializationErrors_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("error");
    // The request of the report: a number among an INCLUDE projection's attribute names.
    QTest::newRow("number among NonKeyAttributes") << "CreateTable"
        << R"({"TableName":"tbl1","KeySchema":[{"AttributeName":"p","KeyType":"HASH"}],
              "AttributeDefinitions":[{"AttributeName":"p","AttributeType":"S"},
                                      {"AttributeName":"x","AttributeType":"S"}],
              "BillingMode":"PAY_PER_REQUEST",
              "GlobalSecondaryIndexes":[{"IndexName":"hello",
                "KeySchema":[{"AttributeName":"x","KeyType":"HASH"}],
                "Projection":{"ProjectionType":"INCLUDE","NonKeyAttributes":["a",123]}}]})"
        << "SerializationException: NUMBER_VALUE cannot be converted to String";
    QTest::newRow("table name a number") << "DescribeTable" << R"({"TableName": 7})"
        << "SerializationException: NUMBER_VALUE cannot be converted to String";
    QTest::newRow("limit a string") << "Scan" << R"({"TableName": "ecommerce", "Limit": "5"})"
        << "SerializationException: STRING_VALUE cannot be converted to Integer";
    // The service floors a fraction (no row of the table): refused still, in today's words.
    QTest::newRow("limit a fraction") << "Scan" << R"({"TableName": "ecommerce", "Limit": 2.5})"
        << "SerializationException: DECIMAL_VALUE cannot be converted to Integer";
    QTest::newRow("consistent read a string") << "GetItem"
        << R"({"TableName": "ecommerce", "Key": {}, "ConsistentRead": "yes"})"
        << "SerializationException: Unexpected token received from parser";
    QTest::newRow("key schema element a string") << "CreateTable"
        << R"({"TableName": "t1", "KeySchema": ["p"], "AttributeDefinitions": []})"
        << "SerializationException: Unexpected value type in payload";
    QTest::newRow("request items a list") << "BatchGetItem" << R"({"RequestItems": []})"
        << "SerializationException: Unrecognized collection type java.util.Map<java.lang.String, "
           "com.amazonaws.dynamodb.v20120810.KeysAndAttributes>";
    QTest::newRow("transact item a number") << "TransactWriteItems"
        << R"({"TransactItems": [{"Put": {"TableName": "ecommerce", "Item": {},
              "ConditionExpression": 1}}]})"
        << "SerializationException: NUMBER_VALUE cannot be converted to String";
    QTest::newRow("placeholder names of numbers") << "Query"
        << R"({"TableName": "ecommerce", "KeyConditionExpression": "#p = :p",
              "ExpressionAttributeNames": {"#p": 1}})"
        << "SerializationException: NUMBER_VALUE cannot be converted to String";
    QTest::newRow("null among NonKeyAttributes") << "CreateTable"
        << R"({"TableName":"tbl1","KeySchema":[{"AttributeName":"p","KeyType":"HASH"}],
              "AttributeDefinitions":[{"AttributeName":"p","AttributeType":"S"},
                                      {"AttributeName":"x","AttributeType":"S"}],
              "BillingMode":"PAY_PER_REQUEST",
              "GlobalSecondaryIndexes":[{"IndexName":"hello",
                "KeySchema":[{"AttributeName":"x","KeyType":"HASH"}],
                "Projection":{"ProjectionType":"INCLUDE","NonKeyAttributes":[null]}}]})"
        << "SerializationException: Unexpected value type for NonKeyAttributes: expected a "
           "string";
    QTest::newRow("null placeholder name") << "Scan"
        << R"({"TableName": "ecommerce", "ProjectionExpression": "#a",
              "ExpressionAttributeNames": {"#a": null}})"
        << "SerializationException: Unexpected value type for ExpressionAttributeNames: "
           "expected a string";
    QTest::newRow("streams: shard id a list") << "GetShardIterator"
        << R"({"StreamArn": "arn", "ShardId": ["s"], "ShardIteratorType": "LATEST"})"
        << "SerializationException: Unrecognized collection type class java.lang.String";
    // The service reads "no" as a Boolean: a NULL of false, refused by validation.
    QTest::newRow("NULL a word for false") << "PutItem"
        << R"({"TableName": "ecommerce", "Item": {"PK": {"S": "a"}, "SK": {"NULL": "no"}}})"
        << "ValidationException: 1 validation error detected: One or more parameter values "
           "were invalid: Null attribute value types must have the value of true";
    // Operation code reads JSON booleans only: elsewhere a word is refused still.
    QTest::newRow("consistent read a word") << "GetItem"
        << R"({"TableName": "ecommerce", "Key": {}, "ConsistentRead": "true"})"
        << "SerializationException: Unexpected token received from parser";
    QTest::newRow("stream specification a bool") << "UpdateTable"
        << R"({"TableName": "ecommerce", "StreamSpecification": true})"
        << "SerializationException: Unexpected field type";
}

void TestRequestTypes::wrongTypesAreSerializationErrors()
{
    QFETCH(QString, operation);
    QFETCH(QString, request);
    QFETCH(QString, error);
    auto db = openMemory();
    createEcommerce(*db);
    QCOMPARE(fails(*db, operation.toStdString(), request.toStdString()), error);
    // Nothing half-done: the table list is as before.
    QCOMPARE(ok(*db, "ListTables", "{}").at("TableNames").as_array().size(), std::size_t(1));
}

void TestRequestTypes::wellTypedRequestsRun_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("request");
    QTest::newRow("unknown members are ignored") << "DescribeTable"
        << R"({"TableName": "ecommerce", "SomethingNew": [1, {"x": true}]})";
    QTest::newRow("null counts as absent") << "Scan"
        << R"({"TableName": "ecommerce", "Limit": null, "FilterExpression": null})";
    QTest::newRow("integral number written as a double") << "Scan"
        << R"({"TableName": "ecommerce", "Limit": 5.0})";
    QTest::newRow("BOOL a word") << "PutItem"
        << R"({"TableName": "ecommerce", "Item": {"PK": {"S": "a"}, "SK": {"S": "b"},
              "b": {"BOOL": "Yes"}, "l": {"L": [{"NULL": "1"}]}}})";
    QTest::newRow("AttributeValues of every type") << "PutItem"
        << R"({"TableName": "ecommerce", "Item": {"PK": {"S": "a"}, "SK": {"S": "b"},
              "n": {"N": "1"}, "m": {"M": {"l": {"L": [{"BOOL": true}]}}}}})";
}

void TestRequestTypes::wellTypedRequestsRun()
{
    QFETCH(QString, operation);
    QFETCH(QString, request);
    auto db = openMemory();
    createEcommerce(*db);
    ok(*db, operation.toStdString(), request.toStdString());
}

void TestRequestTypes::theServerSurvivesTheReportedRequest()
{
    // Every JSON type in every position of the reported request: never a crash.
    auto db = openMemory();
    const char *values[] = {"1", "\"s\"", "true", "[]", "{}", "[1]", "{\"a\": 1}", "null"};
    for (const char *value : values) {
        const std::string request = std::string(R"({"TableName":"tbl1","KeySchema":[{
            "AttributeName":"p","KeyType":"HASH"}],"AttributeDefinitions":[
            {"AttributeName":"p","AttributeType":"S"},{"AttributeName":"x",
            "AttributeType":"S"}],"BillingMode":"PAY_PER_REQUEST",
            "GlobalSecondaryIndexes":[{"IndexName":"hello","KeySchema":[{"AttributeName":"x",
            "KeyType":"HASH"}],"Projection":{"ProjectionType":"INCLUDE",
            "NonKeyAttributes":[)") + value + "]}}]}";
        const auto result = db->call("CreateTable", parseObject(request));
        if (result.ok())
            ok(*db, "DeleteTable", R"({"TableName": "tbl1"})");
    }
}

void TestRequestTypes::operationCodeSpeaksAsTheService()
{
    // For callers that skip the request check, operation code's own readers give the same
    // texts where the shape is plain.
    const json::object request = parseObject(R"({"s": 23, "b": "23", "l": {}})");
    QCOMPARE(core::optionalString(request, "s").error().message,
             "NUMBER_VALUE cannot be converted to String");
    QCOMPARE(core::optionalBool(request, "b").error().message,
             "Unexpected token received from parser");
    QCOMPARE(core::optionalArray(request, "l").error().message,
             "Start of structure or map found where not expected");
    QVERIFY(core::optionalString(request, "absent").value() == std::nullopt);
}

QTEST_GUILESS_MAIN(TestRequestTypes)
#include "tst_request_types.moc"
