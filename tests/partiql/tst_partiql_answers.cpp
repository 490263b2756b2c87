// What DynamoDB answers to PartiQL statements, case by case, as recorded against the service:
// the forms it accepts (FROM-first UPDATE, set_add and set_delete, functions and IS in a WHERE
// clause), what a write answers with, and the exact words of its refusals (grammar, number
// literals and parameters, functions, index reads, batches and transactions).

#include "partiql_fixture.h"

using namespace tablesmith;
using namespace tablesmith::test;

namespace {

const QString kInvalid = "ValidationException: ";
const QString kMalformed = kInvalid + "Statement wasn't well formed, can't be processed: ";
const QString kLeftover = kMalformed + "Unexpected token after expression";
const QString kOverflow = kInvalid + "Number overflow. Attempting to store a number with "
                                     "magnitude larger than supported range";
const QString kUnderflow = kInvalid + "Number underflow. Attempting to store a number with "
                                      "magnitude smaller than supported range";
const QString kUnconvertible = kInvalid + "The parameter cannot be converted to a numeric value";
const QString kTooDeep = kInvalid + "Nesting Levels have exceeded supported limits: Attributes "
                                    "in the item have nested levels beyond supported limit";
const QString kMultiAttribute = kInvalid + "PartiQL statements cannot be executed on tables with "
                                           "multi-attribute HASH keys or multi-attribute RANGE "
                                           "keys.";
const QString kBatchNeedsKey = "Select statements within BatchExecuteStatement must specify the "
                               "primary key in the where clause.";

void createTable(Client &db, const std::string &name, const std::string &keys,
                 const std::string &attributes, const std::string &more = {})
{
    ok(db, "CreateTable", R"({"TableName": ")" + name + R"(", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [)" + keys + R"(], "AttributeDefinitions": [)" + attributes + "]" + more
                              + "}");
}

std::string key(const char *name, const char *type)
{
    return std::string(R"({"AttributeName": ")") + name + R"(", "KeyType": ")" + type + "\"}";
}

std::string attribute(const char *name, const char *type = "S")
{
    return std::string(R"({"AttributeName": ")") + name + R"(", "AttributeType": ")" + type
        + "\"}";
}

// The suite's tables: hash (pk S), numbers (pk N), ordered (pk S, sk N), pairs (pk S, sk S),
// indexed (pk, sk with two LSIs and two GSIs), and two tables whose GSI has a multi-attribute
// key (multi) or a single-attribute one (single).
void createTables(Client &db)
{
    createTable(db, "hash", key("pk", "HASH"), attribute("pk"));
    createTable(db, "numbers", key("pk", "HASH"), attribute("pk", "N"));
    createTable(db, "ordered", key("pk", "HASH") + "," + key("sk", "RANGE"),
                attribute("pk") + "," + attribute("sk", "N"));
    createTable(db, "pairs", key("pk", "HASH") + "," + key("sk", "RANGE"),
                attribute("pk") + "," + attribute("sk"));
    createTable(db, "indexed", key("pk", "HASH") + "," + key("sk", "RANGE"),
                attribute("pk") + "," + attribute("sk") + "," + attribute("lsi1sk") + ","
                    + attribute("lsi2sk"),
                R"(, "LocalSecondaryIndexes": [
        {"IndexName": "lsi1", "KeySchema": [)" + key("pk", "HASH") + "," + key("lsi1sk", "RANGE")
                    + R"(], "Projection": {"ProjectionType": "ALL"}},
        {"IndexName": "lsi2", "KeySchema": [)" + key("pk", "HASH") + "," + key("lsi2sk", "RANGE")
                    + R"(], "Projection": {"ProjectionType": "INCLUDE",
                                           "NonKeyAttributes": ["lsi1sk"]}}],
        "GlobalSecondaryIndexes": [
        {"IndexName": "gsi1", "KeySchema": [)" + key("lsi1sk", "HASH")
                    + R"(], "Projection": {"ProjectionType": "ALL"}},
        {"IndexName": "gsi2", "KeySchema": [)" + key("lsi1sk", "HASH") + ","
                    + key("lsi2sk", "RANGE") + R"(], "Projection": {"ProjectionType": "INCLUDE",
                                                            "NonKeyAttributes": ["data"]}}])");
    createTable(db, "multi", key("id", "HASH"),
                attribute("id") + "," + attribute("h1") + "," + attribute("h2") + ","
                    + attribute("r1"),
                R"(, "GlobalSecondaryIndexes": [{"IndexName": "gsi", "KeySchema": [)"
                    + key("h1", "HASH") + "," + key("h2", "HASH") + "," + key("r1", "RANGE")
                    + R"(], "Projection": {"ProjectionType": "ALL"}}])");
    createTable(db, "single", key("id", "HASH"),
                attribute("id") + "," + attribute("h1") + "," + attribute("r1"),
                R"(, "GlobalSecondaryIndexes": [{"IndexName": "gsi", "KeySchema": [)"
                    + key("h1", "HASH") + "," + key("r1", "RANGE")
                    + R"(], "Projection": {"ProjectionType": "ALL"}}])");
}

void put(Client &db, const std::string &table, const std::string &item)
{
    ok(db, "PutItem", R"({"TableName": ")" + table + R"(", "Item": )" + item + "}");
}

void seedItems(Client &db)
{
    put(db, "hash", R"({"pk": {"S": "item"}, "ss": {"SS": ["a", "b", "c"]},
        "ns": {"NS": ["1", "2", "3"]}, "s": {"S": "str"}, "nul": {"NULL": true},
        "flag": {"BOOL": true}, "m": {"M": {"sub": {"S": "x"}, "inner": {"SS": ["x"]}}}})");
    put(db, "hash", R"({"pk": {"S": "w"}, "a": {"N": "1"}, "b": {"S": "bee"}})");
    put(db, "hash", R"({"pk": {"S": "cmp-SS"}, "val": {"SS": ["a", "b", "c"]}})");
    put(db, "hash", R"({"pk": {"S": "cmp-M"}, "val": {"M": {"x": {"N": "1"}, "y": {"N": "2"}}}})");
    put(db, "hash", R"({"pk": {"S": "cmp-B"}, "val": {"B": "AQID"}})");
    for (const char *n : {"7310000", "7.3", "-7.3"})
        put(db, "numbers", std::string(R"({"pk": {"N": ")") + n + "\"}}");
    for (const char *n : {"1", "2", "3"})
        put(db, "ordered", std::string(R"({"pk": {"S": "o"}, "sk": {"N": ")") + n + "\"}}");
    for (const char *s : {"1", "2", "3"})
        put(db, "pairs", std::string(R"({"pk": {"S": "p"}, "sk": {"S": ")") + s + "\"}}");
    put(db, "indexed", R"({"pk": {"S": "i"}, "sk": {"S": "s1"}, "lsi1sk": {"S": "g"},
        "lsi2sk": {"S": "l"}, "data": {"S": "one"}})");
    put(db, "multi", R"({"id": {"S": "i1"}, "h1": {"S": "a"}, "h2": {"S": "x"},
        "r1": {"S": "m"}})");
    put(db, "single", R"({"id": {"S": "i1"}, "h1": {"S": "a"}, "r1": {"S": "m"}})");
}

// An ExecuteStatement request, or one entry of a batch or transaction.
json::object entry(const QString &statement, const char *parameters = nullptr)
{
    json::object e{{"Statement", statement.toStdString()}};
    json::parse_options deepValues; // the nesting tests go past Boost.JSON's default 32
    deepValues.max_depth = 1000;
    if (parameters)
        e["Parameters"] = json::parse(parameters, {}, deepValues);
    return e;
}

QString request(const json::object &o) { return text(o); }

QString list(const char *member, std::initializer_list<json::object> entries)
{
    json::array a;
    for (const json::object &e : entries)
        a.push_back(e);
    return text(json::object{{member, a}});
}

// " at 1:<column>:<length>" of `token`'s first occurrence at or after `from`, as the service
// points at a token.
QString at(const QString &statement, const QString &token, int length = -1, int from = 0)
{
    const int index = statement.indexOf(token, from);
    return QString(" at 1:%1:%2").arg(index + 1).arg(length < 0 ? token.size() : length);
}

// A map nested `depth` levels around `leaf`.
std::string deep(int depth, const std::string &leaf = R"({"S": "leaf"})")
{
    std::string v = leaf;
    for (int i = 0; i < depth; ++i)
        v = R"({"M": {"n": )" + v + "}}";
    return v;
}

} // namespace

class TestPartiqlAnswers : public QObject {
    Q_OBJECT

    std::unique_ptr<Database> m_db;

private Q_SLOTS:
    void init()
    {
        m_db = openMemory();
        createTables(*m_db);
        seedItems(*m_db);
    }

    // One request: the service's answer, or its exception and exact message.
    void answers_data();
    void answers();
    // A write, then the item as GetItem reads it.
    void effects_data();
    void effects();
};

void TestPartiqlAnswers::answers_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("expected");
    auto es = [](const char *name, const QString &statement, const QString &expected,
                 const char *parameters = nullptr) {
        QTest::newRow(name) << "ExecuteStatement" << request(entry(statement, parameters))
                            << expected;
    };
    const QString item = R"(succeeded: {"Items":[{"pk":{"S":"item"}}]})";
    const QString none = R"(succeeded: {"Items":[]})";
    const QString where = "SELECT pk FROM hash WHERE pk = 'item' AND ";

    // Grammar: leftovers, lexical faults, aliases, number literals.
    es("an alias on an INSERT is a leftover token",
       "INSERT INTO hash t VALUE {'pk': 'x'}", kLeftover);
    es("a hash comment", "SELECT * FROM numbers WHERE pk = 1 # note", kMalformed);
    es("an unterminated block comment", "SELECT * FROM numbers WHERE pk = 1 /* note",
       kMalformed);
    es("an exponent past a 32-bit integer", "SELECT * FROM numbers WHERE pk = 1e2147483648",
       kMalformed);
    es("a far larger exponent", "SELECT * FROM numbers WHERE pk = 1e99999999999", kMalformed);
    es("a scale past a 32-bit integer", "SELECT * FROM numbers WHERE pk = 1.5e-2147483647",
       kMalformed);
    es("a literal above the range", "SELECT * FROM numbers WHERE pk = 1e126",
       kOverflow + " under root");
    es("a literal below the range", "UPDATE numbers SET a = 1e-131 WHERE pk = 5",
       kUnderflow + " under root");
    es("39 significant digits",
       "SELECT * FROM numbers WHERE pk = 123456789012345678901234567890123456789",
       kInvalid + "Attempting to store more than 38 significant digits in a Number under root");
    es("an item attribute is a root of its own", "INSERT INTO numbers VALUE {'pk': 1e126}",
       kOverflow + " under root");
    es("inside a map", "INSERT INTO numbers VALUE {'pk': 6, 'm': {'x': 1e126}}",
       kOverflow + " under root.x");
    es("inside a list", "INSERT INTO numbers VALUE {'pk': 7, 'l': [1, 1e126]}",
       kOverflow + " under root[1]");
    // Zero is range-checked by precision minus scale like any number, its precision being 1:
    // the one BigDecimal reading (value/number_faults.h), whose zero edges are PutItem's
    // recorded 0e125 / 0e126 / 0e-131 (tier3/limits/numberExponent.test.ts).
    es("zero above the range", "SELECT * FROM numbers WHERE pk = 0e126",
       kOverflow + " under root");
    es("zero at the top of the range", "SELECT pk FROM numbers WHERE pk = 0e125", none);
    es("an exponent literal", "SELECT pk FROM numbers WHERE pk = 73100000e-1",
       R"(succeeded: {"Items":[{"pk":{"N":"7310000"}}]})");
    es("a negative literal without a leading digit", "SELECT pk FROM numbers WHERE pk = -.73e1",
       R"(succeeded: {"Items":[{"pk":{"N":"-7.3"}}]})");
    es("a statement that breaks off", R"(SELECT * FROM "multi"."gsi" WHERE)",
       kMalformed + "Unexpected term");

    // An ordering operator refuses an operand type with no order, in the service's words.
    const QString ordered = "SELECT pk FROM hash WHERE pk = 'cmp-B' AND val %1 ?";
    es("<= against a boolean", ordered.arg("<="),
       kInvalid + "Incorrect operand type for operator or function; operator or function: <=, "
                  "operand type: BOOL",
       R"([{"BOOL": true}])");
    es("BETWEEN booleans", "SELECT pk FROM hash WHERE pk = 'cmp-B' AND val BETWEEN ? AND ?",
       kInvalid + "Incorrect operand type for operator or function; operator or function: "
                  "BETWEEN, operand type: BOOL",
       R"([{"BOOL": true}, {"BOOL": false}])");
    es("a string set equals its permutation", ordered.arg("=").replace("cmp-B", "cmp-SS"),
       R"(succeeded: {"Items":[{"pk":{"S":"cmp-SS"}}]})", R"([{"SS": ["c", "a", "b"]}])");

    // FROM-first UPDATE.
    es("FROM-first UPDATE returning", "FROM hash WHERE pk = 'w' SET d = 3 RETURNING ALL NEW *",
       R"(succeeded: {"Items":[{"a":{"N":"1"},"b":{"S":"bee"},"d":{"N":"3"},"pk":{"S":"w"}}]})");
    es("FROM-first UPDATE whose condition fails", "FROM hash WHERE pk = 'w' AND a = 2 SET c = 5",
       "ConditionalCheckFailedException: The conditional request failed");
    es("FROM-first UPDATE of no item", "from hash where pk = 'absent' set c = 1",
       "ConditionalCheckFailedException: The conditional request failed");
    QTest::newRow("FROM-first UPDATE in a batch")
        << "BatchExecuteStatement"
        << list("Statements", {entry("FROM hash WHERE pk = ? SET c = 1", R"([{"S": "w"}])")})
        << R"(succeeded: {"Responses":[{"TableName":"hash"}]})";

    // FROM-first UPDATE's refusals (tier3/error-messages/partiqlGrammar.test.ts): its WHERE is
    // optional to the grammar, so a missing one misses the key, and one after SET is left over.
    const QString missesKey =
        kInvalid + "Where clause does not contain a mandatory equality on all key attributes";
    es("FROM-first SET with no WHERE", "FROM hash SET c = 1", missesKey);
    es("FROM-first REMOVE with no WHERE", "FROM hash REMOVE a", missesKey);
    es("FROM-first WHERE after SET", "FROM hash SET c = 1 WHERE pk = 'w'", kLeftover);
    es("FROM-first SET, WHERE, SET", "FROM hash SET c = 1 WHERE pk = 'w' SET d = 2", kLeftover);

    // OR branches reading one partition's sort key range twice are refused
    // (partiqlGrammar.test.ts); a branch naming the sort key only negated or with <> is not,
    // and the statement returns the union (tier2/partiql/whereOverlap.test.ts).
    const QString overlapping = kInvalid + "Overlapping conditions with range keys are not "
                                           "supported in where clause";
    const QString besideTwo = "SELECT sk FROM pairs WHERE %1 OR pk = 'p' AND sk = '2'";
    const QString sks = R"(succeeded: {"Items":[%1]})";
    const QString sk1 = R"({"sk":{"S":"1"}})", sk2 = R"({"sk":{"S":"2"}})",
                  sk3 = R"({"sk":{"S":"3"}})";
    es("a non-key equality beside a sort key branch", besideTwo.arg("pk = 'p' AND x = '1'"),
       overlapping);
    es("a non-key <> beside a sort key branch", besideTwo.arg("pk = 'p' AND x <> '1'"),
       overlapping);
    es("NOT sk = beside a sort key branch", besideTwo.arg("pk = 'p' AND NOT sk = '1'"),
       sks.arg(sk2 + "," + sk3));
    es("sk <> beside a sort key branch", besideTwo.arg("pk = 'p' AND sk <> '1'"),
       sks.arg(sk2 + "," + sk3));
    es("NOT sk IN beside a sort key branch", besideTwo.arg("pk = 'p' AND NOT sk IN ['1', '3']"),
       sks.arg(sk2));
    es("a bare partition beside a negated sort key",
       "SELECT sk FROM pairs WHERE pk = 'p' OR pk = 'p' AND NOT sk = '1'",
       sks.arg(sk1 + "," + sk2 + "," + sk3));

    // Functions and IS in a WHERE clause.
    es("a function compared with true", where + "attribute_exists(ss) = true", item);
    es("a function compared with false", where + "attribute_exists(ss) = false", none);
    es("IS BOOL", where + "flag IS BOOL", item);
    es("IS NOT NULL of a NULL", where + "nul IS NOT NULL", none);
    es("a document path as a function's operand", where + "attribute_exists(\"ss\")", item);
    es("attribute_exists of a literal", where + "attribute_exists('ss')",
       kInvalid + "Operator or function requires a document path; operator or function: "
                  "attribute_exists");
    es("attribute_exists of nothing", where + "attribute_exists()",
       kInvalid + "Incorrect number of operands for operator or function; operator or "
                  "function: attribute_exists, number of operands: 0");
    es("attribute_exists of two", where + "attribute_exists(ss, ns)",
       kInvalid + "Incorrect number of operands for operator or function; operator or "
                  "function: attribute_exists, number of operands: 2");
    const QString projected = "SELECT attribute_exists(ss) FROM hash WHERE pk = 'item'";
    es("a function as the projection", projected,
       kInvalid + "Unexpected path component" + at(projected, "attribute_exists"));
    const QString exists = where + "EXISTS(ss)";
    es("EXISTS of a path", exists, kInvalid + "Unrecognized function: exists" + at(exists,
                                                                                   "EXISTS"));
    const QString setAddInWhere = where + "set_add(ss, <<'x'>>) = ss";
    es("set_add in a WHERE clause", setAddInWhere,
       kInvalid + "Unrecognized function: set_add" + at(setAddInWhere, "set_add"));
    es("a reserved word after a dot", where + "attribute_exists(m.inner)",
       kMalformed + "Invalid path dot component");
    es("a quoted reserved word after a dot", where + "attribute_exists(m.\"inner\")", item);

    // set_add and set_delete refused.
    const QString update = "UPDATE hash SET %1 WHERE pk = 'item'";
    const QString another = update.arg("t = set_add(ss, <<'x'>>)");
    es("set_add to another attribute", another,
       kInvalid + "The first argument to SET_ADD must equal the assignment value"
           + at(another, "set_add"));
    const QString notPath = update.arg("ss = set_add(<<'a'>>, <<'b'>>)");
    es("set_add of no path", notPath,
       kInvalid + "The first argument to SET_ADD must equal the assignment value"
           + at(notPath, "set_add"));
    const QString string = update.arg("ss = set_delete(ss, 'a')");
    es("set_delete of a string", string,
       kInvalid + "The second argument to SET_DELETE must be a value with type SET"
           + at(string, "ss", 2, string.indexOf("set_delete(")));
    const QString one = update.arg("ss = set_add(ss)");
    es("set_add of one argument", one,
       kInvalid + "SET_ADD must have exactly two arguments" + at(one, "set_add"));
    es("set_add of a number to a string set", update.arg("ss = set_add(ss, <<1>>)"),
       kInvalid + "An operand in the update expression has an incorrect data type");
    es("set_delete from a string", update.arg("s = set_delete(s, <<'x'>>)"),
       kInvalid + "An operand in the update expression has an incorrect data type");
    es("a set literal that repeats a member", update.arg("ss = set_add(ss, <<'x', 'x'>>)"),
       kInvalid + "One or more parameter values were invalid: Input collection [x, x] "
                  "contains duplicates.");
    const QString inInsert = "INSERT INTO hash VALUE {'pk': 'n', 'ss': set_add(<<'a'>>, <<'b'>>)}";
    es("set_add in an INSERT", inInsert,
       kInvalid + "Unsupported data type: set_add under key root" + at(inInsert, "set_add"));

    // Parameters: numbers read as BigDecimal reads them, problems in document order.
    const QString byN = "SELECT * FROM pairs WHERE pk = 'p' AND n = ?";
    es("an unconvertible parameter", byN, kUnconvertible + ": 1e99999999999",
       R"([{"N": "1e99999999999"}])");
    es("a scale past a 32-bit integer", byN, kUnconvertible + ": 1e-2147483648",
       R"([{"N": "1e-2147483648"}])");
    es("precision minus scale wraps", byN, kUnderflow, R"([{"N": "1e2147483647"}])");
    es("an empty number", byN, kUnconvertible, R"([{"N": ""}])");
    es("zero below the range", byN, kUnderflow, R"([{"N": "0e-131"}])"); // as literals
    es("a member of a number set", byN, kUnconvertible + ": 1e99999999999",
       R"([{"NS": ["1", "1e99999999999"]}])");
    es("an unconvertible key", "SELECT * FROM pairs WHERE pk = ?",
       kUnconvertible + ": 1e99999999999", R"([{"N": "1e99999999999"}])");
    const QString pair = "SELECT * FROM pairs WHERE pk = 'p' AND x = ? AND y = ?";
    es("too deep, then unconvertible", pair, kTooDeep,
       ("[" + deep(40) + R"(, {"N": "abc"}])").c_str());
    es("unconvertible, then too deep", pair, kUnconvertible + ": abc",
       (R"([{"N": "abc"}, )" + deep(40) + "]").c_str());
    es("unconvertible at the bottom of a deep value", byN, kTooDeep,
       ("[" + deep(40, R"({"N": "abc"})") + "]").c_str());
    QTest::newRow("an unconvertible parameter in a transaction")
        << "ExecuteTransaction"
        << list("TransactStatements",
                {entry("UPDATE pairs SET n = ? WHERE pk = 'p' AND sk = 's'",
                       R"([{"N": "1e99999999999"}])")})
        << kUnconvertible + ": 1e99999999999";

    // Index reads.
    es("columns a GSI does not project",
       R"(SELECT alternate, mymap, data FROM "indexed"."gsi2" WHERE lsi1sk = 'g')",
       kInvalid + "One or more parameter values were invalid: Global secondary index gsi2 does "
                  "not project [alternate, mymap]");
    es("columns a GSI does not project, scanned", R"(SELECT alternate FROM "indexed"."gsi2")",
       kInvalid + "One or more parameter values were invalid: Global secondary index gsi2 does "
                  "not project [alternate]");
    es("a multi-attribute GSI", R"(SELECT * FROM "multi"."gsi" WHERE h1 = 'a' AND h2 = 'x')",
       kMultiAttribute);
    es("a multi-attribute GSI, before the key type", R"(SELECT * FROM "multi"."gsi" WHERE h1 = 5)",
       kMultiAttribute);
    es("a multi-attribute GSI, COUNT(*)", R"(SELECT COUNT(*) FROM "multi"."gsi")",
       kMultiAttribute);
    es("the table of a multi-attribute GSI", "SELECT id FROM multi WHERE id = 'i1'",
       R"(succeeded: {"Items":[{"id":{"S":"i1"}}]})");
    es("a parameter before the multi-attribute refusal",
       R"(SELECT * FROM "multi"."gsi" WHERE h1 = ?)", kUnconvertible + ": 1e99999999999",
       R"([{"N": "1e99999999999"}])");
    QTest::newRow("index reads in a batch")
        << "BatchExecuteStatement"
        << list("Statements",
                {entry(R"(SELECT * FROM "single"."gsi" WHERE h1 = 'a' AND r1 = 'm')"),
                 entry(R"(SELECT * FROM "multi"."gsi" WHERE h1 = 'a' AND h2 = 'x' AND r1 = 'm')"),
                 entry("SELECT * FROM hash WHERE pk = 'w' AND attribute_exists(a)")})
        << QString(R"(succeeded: {"Responses":[{"Error":{"Code":"ValidationError","Message":)"
                   R"("%1"},"TableName":"single"},{"Error":{"Code":"ValidationError","Message":)"
                   R"("%2"},"TableName":"multi"},{"Error":{"Code":"ValidationError",)"
                   R"("Message":"%1"},"TableName":"hash"}]})")
               .arg(kBatchNeedsKey, kMultiAttribute.mid(kInvalid.size()));

    // Transactions.
    QTest::newRow("a transaction of writes answers no responses")
        << "ExecuteTransaction"
        << list("TransactStatements", {entry("UPDATE hash SET a = 2 WHERE pk = 'w'"),
                                       entry("INSERT INTO hash VALUE {'pk': 'new'}")})
        << R"(succeeded: {"Responses":[]})";
    QTest::newRow("a transaction's SELECT without the key")
        << "ExecuteTransaction"
        << list("TransactStatements",
                {entry("SELECT * FROM hash WHERE pk = 'item' AND attribute_exists(ss)")})
        << kInvalid + "Validation failed in TransactStatements[0]: Select statements within "
                      "ExecuteTransaction must specify the primary key in the where clause.";
    QTest::newRow("EXISTS with no further condition")
        << "ExecuteTransaction"
        << list("TransactStatements", {entry("EXISTS(SELECT * FROM hash WHERE pk = 'item')"),
                                       entry("UPDATE hash SET z = 1 WHERE pk = 'w'")})
        << kInvalid + "Validation failed in TransactStatements[0]: EXISTS() must contain a "
                      "single item read with additional condition";
    QTest::newRow("too deep in a transaction")
        << "ExecuteTransaction"
        << list("TransactStatements",
                {entry("UPDATE pairs SET x = ? SET y = ? WHERE pk = 'p' AND sk = '1'",
                       ("[" + deep(40) + R"(, {"N": "abc"}])").c_str())})
        << kTooDeep;
}

void TestPartiqlAnswers::answers()
{
    QFETCH(QString, operation);
    QFETCH(QString, request);
    QFETCH(QString, expected);
    json::parse_options deepValues;
    deepValues.max_depth = 1000;
    const json::object parsed =
        json::parse(request.toStdString(), {}, deepValues).as_object();
    QCOMPARE(errorText(m_db->call(operation.toStdString(), parsed)), expected);
}

void TestPartiqlAnswers::effects_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("pk");
    QTest::addColumn<QString>("item"); // the item afterwards, less its key
    auto es = [](const char *name, const char *statement, const char *pk, const char *item,
                 const char *parameters = nullptr) {
        QTest::newRow(name) << "ExecuteStatement" << request(entry(statement, parameters)) << pk
                            << item;
    };
    es("FROM-first SET", "FROM hash WHERE pk = 'w' SET c = 1", "w",
       R"({"a":{"N":"1"},"b":{"S":"bee"},"c":{"N":"1"}})");
    es("FROM-first SET and REMOVE", "FROM hash WHERE pk = ? AND a = 1 SET c = ? REMOVE a", "w",
       R"({"b":{"S":"bee"},"c":{"N":"7"}})", R"([{"S": "w"}, {"N": "7"}])");
    es("set_add to a number set", "UPDATE hash SET ns = SET_ADD(ns, <<4, 1>>) WHERE pk = 'w'",
       "w", R"({"a":{"N":"1"},"b":{"S":"bee"},"ns":{"NS":["1","4"]}})");
    es("set_delete of every member",
       "UPDATE hash SET ss = set_delete(ss, <<'a', 'b', 'c'>>), flag = false WHERE pk = 'item'",
       "item", R"({"flag":{"BOOL":false},"m":{"M":{"inner":{"SS":["x"]},"sub":{"S":"x"}}},)"
               R"("ns":{"NS":["1","2","3"]},"nul":{"NULL":true},"s":{"S":"str"}})");
    QTest::newRow("FROM-first in a transaction")
        << "ExecuteTransaction"
        << list("TransactStatements", {entry("FROM hash WHERE pk = 'w' SET c = 1 REMOVE b")})
        << "w" << R"({"a":{"N":"1"},"c":{"N":"1"}})";
}

void TestPartiqlAnswers::effects()
{
    QFETCH(QString, operation);
    QFETCH(QString, request);
    QFETCH(QString, pk);
    QFETCH(QString, item);
    auto r = m_db->call(operation.toStdString(), parseObject(request.toStdString()));
    QVERIFY2(r.ok(), qPrintable(errorText(r)));
    json::object got = ok(*m_db, "GetItem",
                          R"({"TableName": "hash", "Key": {"pk": {"S": ")" + pk.toStdString()
                              + R"("}}})");
    json::object stored = got.at("Item").as_object();
    stored.erase("pk");
    QCOMPARE(text(stored), item);
}

QTEST_GUILESS_MAIN(TestPartiqlAnswers)
#include "tst_partiql_answers.moc"
