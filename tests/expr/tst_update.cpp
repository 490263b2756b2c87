// UpdateExpression: parsing with DynamoDB's messages, and applying SET / REMOVE / ADD / DELETE
// to an item with exact decimal arithmetic.

#include "expr_test_support.h"

#include <QTest>

using namespace tablesmith;
using namespace tablesmith::expr;
using exprtest::Request;

namespace {

const QString kItem = R"({
    "s": {"S": "x"}, "n": {"N": "5"}, "big": {"N": "99999999999999999999999999999999999999"},
    "m": {"M": {"a": {"N": "1"}, "nest": {"M": {}}}},
    "l": {"L": [{"S": "l0"}, {"S": "l1"}, {"S": "l2"}, {"S": "l3"}]},
    "ss": {"SS": ["a", "b"]}, "ns": {"NS": ["1", "2"]}, "bs": {"BS": ["AQ=="]}})";

const QString kValues = R"({
    ":s": {"S": "new"}, ":n1": {"N": "1"}, ":n2": {"N": "2"}, ":half": {"N": "0.5"},
    ":neg": {"N": "-7.25"}, ":tiny": {"N": "1E-130"}, ":huge": {"N": "9E+125"},
    ":one": {"N": "1"}, ":e50": {"N": "1E+50"},
    ":ssc": {"SS": ["c", "a"]}, ":ssab": {"SS": ["a", "b"]}, ":ssz": {"SS": ["z"]},
    ":ns3": {"NS": ["3", "1"]}, ":bs": {"BS": ["Ag=="]}, ":ssempty": {"SS": [""]},
    ":nsneg": {"NS": ["-1"]}, ":bsempty": {"BS": [""]},
    ":l": {"L": [{"S": "n0"}]}, ":empty": {"L": []}, ":m": {"M": {"k": {"S": "v"}}},
    ":t": {"BOOL": true}, ":nul": {"NULL": true}, ":b": {"B": "AQ=="}})";

const QString kNames = R"({"#s": "status", "#a": "a", "#dot": "m.a"})";

} // namespace

class TestUpdate : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void apply_data();
    void apply();
    void parseErrors_data();
    void parseErrors();
    void targets();
    void failedUpdateLeavesItem();
};

void TestUpdate::apply_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QString>("expected"); // the changed attributes as JSON, or an error

    auto row = [](const char *name, const char *expression, const char *expected) {
        QTest::newRow(name) << QString::fromUtf8(expression) << QString::fromUtf8(expected);
    };
    // SET.
    row("set new", "SET a = :s", R"({"a":{"S":"new"}})");
    row("set replace", "SET s = :n1", R"({"s":{"N":"1"}})");
    row("set two", "SET a = :s, b = :n1", R"({"a":{"S":"new"},"b":{"N":"1"}})");
    row("set from path", "SET a = s", R"({"a":{"S":"x"}})");
    row("set from missing path", "SET a = nope",
        "The provided expression refers to an attribute that does not exist in the item");
    row("set name placeholder", "SET #s = :s", R"({"status":{"S":"new"}})");
    row("set name with dot", "SET #dot = :s", R"({"m.a":{"S":"new"}})");
    row("set nested", "SET m.b = :s",
        R"({"m":{"M":{"a":{"N":"1"},"b":{"S":"new"},"nest":{"M":{}}}}})");
    row("set nested replace", "SET m.a = :n2",
        R"({"m":{"M":{"a":{"N":"2"},"nest":{"M":{}}}}})");
    row("set deeper", "SET m.nest.x = :n1",
        R"({"m":{"M":{"a":{"N":"1"},"nest":{"M":{"x":{"N":"1"}}}}}})");
    row("set nested missing parent", "SET nope.x = :s",
        "The document path provided in the update expression is invalid for update");
    row("set nested in scalar", "SET s.x = :s",
        "The document path provided in the update expression is invalid for update");
    row("set index replace", "SET l[1] = :s",
        R"({"l":{"L":[{"S":"l0"},{"S":"new"},{"S":"l2"},{"S":"l3"}]}})");
    row("set index beyond end appends", "SET l[10] = :s",
        R"({"l":{"L":[{"S":"l0"},{"S":"l1"},{"S":"l2"},{"S":"l3"},{"S":"new"}]}})");
    // Issue 12 (Alternator's test_nested_attribute_update_array_out_of_bounds): several SETs
    // past the end append in index order, whatever their order in the expression.
    row("set beyond end in index order", "SET l[84] = :s, l[37] = :n1, l[17] = :t",
        R"({"l":{"L":[{"S":"l0"},{"S":"l1"},{"S":"l2"},{"S":"l3"},{"BOOL":true},{"N":"1"},)"
        R"({"S":"new"}]}})");
    row("set in range and beyond end", "SET l[5] = :s, l[0] = :n1",
        R"({"l":{"L":[{"N":"1"},{"S":"l1"},{"S":"l2"},{"S":"l3"},{"S":"new"}]}})");
    row("set beyond end, remove several", "SET l[8] = :s, l[6] = :n1 REMOVE l[3], l[1]",
        R"({"l":{"L":[{"S":"l0"},{"S":"l2"},{"N":"1"},{"S":"new"}]}})");
    // l[4] is past the original end: it removes nothing, not the element SET appended there.
    row("remove beyond end spares appended", "SET l[9] = :s REMOVE l[4]",
        R"({"l":{"L":[{"S":"l0"},{"S":"l1"},{"S":"l2"},{"S":"l3"},{"S":"new"}]}})");
    row("set index of non-list", "SET m[0] = :s",
        "The document path provided in the update expression is invalid for update");
    row("set index of missing", "SET nope[0] = :s",
        "The document path provided in the update expression is invalid for update");
    row("set map", "SET a = :m", R"({"a":{"M":{"k":{"S":"v"}}}})");
    row("set bool and null", "SET a = :t, b = :nul", R"({"a":{"BOOL":true},"b":{"NULL":true}})");
    row("set plus", "SET n = n + :n1", R"({"n":{"N":"6"}})");
    row("set minus", "SET n = n - :half", R"({"n":{"N":"4.5"}})");
    row("set plus negative", "SET a = n + :neg", R"({"a":{"N":"-2.25"}})");
    row("set value minus path", "SET a = :n1 - n", R"({"a":{"N":"-4"}})");
    row("set plus to zero", "SET a = :n1 - :one", R"({"a":{"N":"0"}})");
    row("set parenthesized sum", "SET a = (n + :n1)", R"({"a":{"N":"6"}})");
    row("set parenthesized terms", "SET a = (n) + (:n1)", R"({"a":{"N":"6"}})");
    row("set exact decimal", "SET a = :tiny + :n1",
        "Attempting to store more than 38 significant digits in a Number");
    row("set 38 digits", "SET a = big - :n1",
        R"({"a":{"N":"99999999999999999999999999999999999998"}})");
    row("set 38 nines plus one", "SET a = big + :n1",
        R"({"a":{"N":"100000000000000000000000000000000000000"}})");
    row("set overflow digits", "SET a = big + :half",
        "Attempting to store more than 38 significant digits in a Number");
    // 1e50 + 1 fits the magnitude but not the digits: the service calls it an overflow
    // (Alternator's test_number.py).
    row("set whole part past 38 digits", "SET a = :e50 + :one",
        "Number overflow. Attempting to store a number with magnitude larger than supported "
        "range");
    row("set overflow magnitude", "SET a = :huge + :huge",
        "Number overflow. Attempting to store a number with magnitude larger than supported "
        "range");
    row("set plus string", "SET a = s + :n1",
        "An operand in the update expression has an incorrect data type");
    row("set plus missing", "SET a = nope + :n1",
        "The provided expression refers to an attribute that does not exist in the item");
    row("set reads original", "SET a = n, n = :n2", R"({"a":{"N":"5"},"n":{"N":"2"}})");
    row("set swap", "SET n = s, s = n", R"({"n":{"S":"x"},"s":{"N":"5"}})");
    row("if_not_exists missing", "SET a = if_not_exists(a, :n1)", R"({"a":{"N":"1"}})");
    row("if_not_exists present", "SET n = if_not_exists(n, :n1)", "{}");
    row("if_not_exists other path", "SET a = if_not_exists(n, :n1)", R"({"a":{"N":"5"}})");
    row("if_not_exists plus", "SET a = if_not_exists(a, :n1) + :n2", R"({"a":{"N":"3"}})");
    row("list_append", "SET l = list_append(l, :l)",
        R"({"l":{"L":[{"S":"l0"},{"S":"l1"},{"S":"l2"},{"S":"l3"},{"S":"n0"}]}})");
    row("list_append prepend", "SET l = list_append(:l, l)",
        R"({"l":{"L":[{"S":"n0"},{"S":"l0"},{"S":"l1"},{"S":"l2"},{"S":"l3"}]}})");
    row("list_append if_not_exists", "SET a = list_append(if_not_exists(a, :empty), :l)",
        R"({"a":{"L":[{"S":"n0"}]}})");
    row("list_append non-list", "SET a = list_append(s, :l)",
        "An operand in the update expression has an incorrect data type");
    // REMOVE.
    row("remove", "REMOVE s", R"({"s":null})");
    row("remove missing", "REMOVE nope", "{}");
    row("remove two", "REMOVE s, n", R"({"n":null,"s":null})");
    row("remove nested", "REMOVE m.a", R"({"m":{"M":{"nest":{"M":{}}}}})");
    row("remove nested missing", "REMOVE m.zz", "{}");
    // Issue 12 point 13: the parent of a removed path must exist and be of the path's kind.
    row("remove nested in missing", "REMOVE nope.x",
        "The document path provided in the update expression is invalid for update");
    row("remove index in missing", "REMOVE nope[0]",
        "The document path provided in the update expression is invalid for update");
    row("remove key of a list", "REMOVE l.x",
        "The document path provided in the update expression is invalid for update");
    row("remove index of a map", "REMOVE m[0]",
        "The document path provided in the update expression is invalid for update");
    row("remove index of a string", "REMOVE s[0]",
        "The document path provided in the update expression is invalid for update");
    row("set key of a list", "SET l.x = :s",
        "The document path provided in the update expression is invalid for update");
    row("remove list element shifts", "REMOVE l[1]",
        R"({"l":{"L":[{"S":"l0"},{"S":"l2"},{"S":"l3"}]}})");
    row("remove list elements by original index", "REMOVE l[0], l[2]",
        R"({"l":{"L":[{"S":"l1"},{"S":"l3"}]}})");
    row("remove list elements any order", "REMOVE l[2], l[0]",
        R"({"l":{"L":[{"S":"l1"},{"S":"l3"}]}})");
    row("remove beyond end", "REMOVE l[9]", "{}");
    // ADDs past the end append in index order (dynalite's updateItem.js).
    row("adds past the end in index order", "ADD l[9] :n1, l[7] :n2 SET l[6] = :s",
        R"({"l":{"L":[{"S":"l0"},{"S":"l1"},{"S":"l2"},{"S":"l3"},{"S":"new"},{"N":"2"},)"
        R"({"N":"1"}]}})");
    row("remove with set", "SET a = :s REMOVE s", R"({"a":{"S":"new"},"s":null})");
    row("remove index and set index", "SET l[3] = :s REMOVE l[0]",
        R"({"l":{"L":[{"S":"l1"},{"S":"l2"},{"S":"new"}]}})");
    // ADD.
    row("add number", "ADD n :n1", R"({"n":{"N":"6"}})");
    row("add negative", "ADD n :neg", R"({"n":{"N":"-2.25"}})");
    row("add new number", "ADD a :n2", R"({"a":{"N":"2"}})");
    row("add to string set", "ADD ss :ssc", R"({"ss":{"SS":["a","b","c"]}})");
    row("add to number set", "ADD ns :ns3", R"({"ns":{"NS":["1","2","3"]}})");
    row("add to binary set", "ADD bs :bs", R"({"bs":{"BS":["AQ==","Ag=="]}})");
    row("add new set", "ADD a :ssz", R"({"a":{"SS":["z"]}})");
    // The united set is in the service's order (S and B bytewise, N by value), as GetItem
    // returns it: "" first (paritysuite/dynamodb-conformance tests/tier1/updateItem).
    row("add empty string member", "ADD ss :ssempty", R"({"ss":{"SS":["","a","b"]}})");
    row("add smaller number", "ADD ns :nsneg", R"({"ns":{"NS":["-1","1","2"]}})");
    row("add empty binary member", "ADD bs :bsempty", R"({"bs":{"BS":["","AQ=="]}})");
    row("add nested", "ADD m.a :n2", R"({"m":{"M":{"a":{"N":"3"},"nest":{"M":{}}}}})");
    row("add set to number", "ADD n :ssz",
        "An operand in the update expression has an incorrect data type");
    row("add number to set", "ADD ss :n1",
        "An operand in the update expression has an incorrect data type");
    row("add wrong set type", "ADD ss :ns3",
        "An operand in the update expression has an incorrect data type");
    row("add to string", "ADD s :n1",
        "An operand in the update expression has an incorrect data type");
    row("add overflow", "ADD big :half",
        "Attempting to store more than 38 significant digits in a Number");
    // DELETE.
    row("delete from set", "DELETE ss :ssz", "{}");
    row("delete element", "DELETE ss :ssc", R"({"ss":{"SS":["b"]}})");
    row("delete last elements removes", "DELETE ss :ssab", R"({"ss":null})");
    row("delete from number set", "DELETE ns :ns3", R"({"ns":{"NS":["2"]}})");
    row("delete from missing", "DELETE nope :ssz", "{}");
    row("delete from missing in map", "DELETE m.zz :ssz", "{}");
    row("delete from missing past list end", "DELETE l[9] :ssz", "{}");
    // As for REMOVE, the parent must exist and be of the path's kind (dynalite, updateItem.js).
    row("delete nested in missing", "DELETE nope.x :ssz",
        "The document path provided in the update expression is invalid for update");
    row("delete key of a list", "DELETE l.x :ssz",
        "The document path provided in the update expression is invalid for update");
    row("delete index of a map", "DELETE m[0] :ssz",
        "The document path provided in the update expression is invalid for update");
    row("delete key of a string", "DELETE s.x :ssz",
        "The document path provided in the update expression is invalid for update");
    row("delete wrong type", "DELETE ss :ns3",
        "An operand in the update expression has an incorrect data type");
    row("delete from string", "DELETE s :ssz",
        "An operand in the update expression has an incorrect data type");
    // Clauses together, any order.
    row("all clauses", "SET a = :s REMOVE s ADD n :n1 DELETE ss :ssc",
        R"({"a":{"S":"new"},"n":{"N":"6"},"s":null,"ss":{"SS":["b"]}})");
    row("clauses reversed", "DELETE ss :ssc ADD n :n1 REMOVE s SET a = :s",
        R"({"a":{"S":"new"},"n":{"N":"6"},"s":null,"ss":{"SS":["b"]}})");
    row("lower case clauses", "set a = :s remove s", R"({"a":{"S":"new"},"s":null})");
}

// The attributes that differ between before and after, removed ones as null.
static QString changes(const Item &before, const Item &after)
{
    // Sorted keys, so rows can be written in a stable order.
    std::map<std::string, boost::json::value> sorted;
    for (const auto &[name, value] : after) {
        auto it = before.find(name);
        if (it == before.end() || !(it->second == value))
            sorted[name] = toJson(value);
    }
    for (const auto &[name, value] : before) {
        if (!after.contains(name))
            sorted[name] = nullptr;
    }
    boost::json::object ordered;
    for (auto &[k, v] : sorted)
        ordered[k] = v;
    return QString::fromStdString(boost::json::serialize(ordered));
}

void TestUpdate::apply()
{
    QFETCH(QString, expression);
    QFETCH(QString, expected);
    Request request(kNames, kValues);
    auto update = parseUpdate(expression.toStdString(), *request);
    QVERIFY2(update.ok(), update.ok() ? "" : update.error().message.c_str());
    const Item before = exprtest::item(kItem);
    Item item = before;
    auto status = applyUpdate(*update, item);
    if (!expected.startsWith('{')) {
        QVERIFY(!status.ok());
        QCOMPARE(status.error().kind, ErrorKind::ValidationException);
        QCOMPARE(QString::fromStdString(status.error().message), expected);
        QVERIFY(item == before);
        return;
    }
    QVERIFY2(status.ok(), status.ok() ? "" : status.error().message.c_str());
    QCOMPARE(changes(before, item), expected);
}

void TestUpdate::parseErrors_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QString>("expected");

    const QString u = "Invalid UpdateExpression: ";
    const QString syntax = u + "Syntax error; token: ";
    auto row = [](const char *name, const QString &expression, const QString &expected) {
        QTest::newRow(name) << expression << expected;
    };
    row("empty", "", u + "The expression can not be empty;");
    row("no clause", "a = :s", syntax + "\"a\", near: \"a =\"");
    row("clause only", "SET", syntax + "\"<EOF>\", near: \"SET\"");
    row("set without value", "SET a", syntax + "\"<EOF>\", near: \"a\"");
    row("set without equals", "SET a :s", syntax + "\":s\", near: \"a :s\"");
    row("set trailing comma", "SET a = :s,", syntax + "\"<EOF>\", near: \",\"");
    row("set two sums", "SET a = :n1 + :n1 + :n1", syntax + "\"+\", near: \":n1 + :n1\"");
    row("set comparison", "SET a = :s AND b = :s", syntax + "\"AND\", near: \":s AND b\"");
    row("remove value", "REMOVE a = :s", syntax + "\"=\", near: \"a = :s\"");
    row("add without value", "ADD a", syntax + "\"<EOF>\", near: \"a\"");
    row("add path operand", "ADD a b", syntax + "\"b\", near: \"a b\"");
    row("delete without value", "DELETE a", syntax + "\"<EOF>\", near: \"a\"");
    row("clause keyword as name", "SET set = :s", syntax + "\"set\", near: \"SET set =\"");
    row("missing separator", "SET a = :s b = :s", syntax + "\"b\", near: \":s b =\"");
    row("unknown clause", "UPDATE a = :s", syntax + "\"UPDATE\", near: \"UPDATE a\"");
    row("section twice", "SET a = :s SET b = :s",
        u + "The \"SET\" section can only be used once in an update expression;");
    row("remove twice", "REMOVE a REMOVE b",
        u + "The \"REMOVE\" section can only be used once in an update expression;");
    // The service names the section in capitals, however it was written (dynalite's
    // updateItem.js: "set a = #c set c = :d" gets "SET").
    row("lower-case section twice", "set a = :s set b = :s",
        u + "The \"SET\" section can only be used once in an update expression;");
    row("mixed-case section twice", "add a :n1 Add b :n1",
        u + "The \"ADD\" section can only be used once in an update expression;");
    row("reserved", "SET status = :s",
        u + "Attribute name is a reserved keyword; reserved keyword: status");
    row("reserved and is a name here", "SET and = :s",
        u + "Attribute name is a reserved keyword; reserved keyword: and");
    row("unknown function", "SET a = exists(b)", u + "Invalid function name; function: exists");
    // Issue 12 (Alternator's test_update_expression_name_token): a bare name or function name
    // starts with a letter; DynamoDB's lexer stops at a leading '_'.
    row("underscore name", "SET _123 = :s", syntax + "\"_\", near: \"SET _123\"");
    row("underscore letters", "SET _abc = :s", syntax + "\"_\", near: \"SET _abc\"");
    row("underscore function", "SET a = _f(b, c, d)", syntax + "\"_\", near: \"= _f\"");
    row("underscore nested name", "REMOVE m._a", syntax + "\"_\", near: \"._a\"");
    row("bare hash", "SET # = :s", syntax + "\"#\", near: \"SET # =\"");
    row("bare colon", "SET a = :", syntax + "\":\", near: \"= :\"");
    row("underscore after the first letter", "SET A123_ = :s, Alpha_Numeric_123 = :s",
        QString());
    // Issue 12 point 13: condition functions are refused in an update in their own words, and
    // list_append does not nest in list_append.
    row("condition function", "SET a = size(b)",
        u + "The function is not allowed in an update expression; function: size");
    row("condition function in if_not_exists", "SET a = if_not_exists(a, contains(b, :s))",
        u + "The function is not allowed in an update expression; function: contains");
    row("list_append in list_append", "SET a = list_append(list_append(a, :l), :l)",
        u + "The function is not allowed to be used this way in an expression; function: "
            "list_append");
    row("if_not_exists in if_not_exists", "SET a = if_not_exists(if_not_exists(a, :s), :s)",
        u + "Operator or function requires a document path; operator or function: "
            "if_not_exists");
    row("if_not_exists in list_append is fine", "SET a = list_append(if_not_exists(a, :l), :l)",
        QString());
    row("function in remove", "REMOVE if_not_exists(a)",
        syntax + "\"(\", near: \"if_not_exists(a\"");
    row("undefined value", "SET a = :zz",
        u + "An expression attribute value used in expression is not defined; attribute value: "
            ":zz");
    row("undefined name", "REMOVE #zz",
        u + "An expression attribute name used in the document path is not defined; attribute "
            "name: #zz");
    row("overlap", "SET a = :s, a.b = :s",
        u + "Two document paths overlap with each other; must remove or rewrite one of these "
            "paths; path one: [a], path two: [a, b]");
    row("same path twice", "SET a = :s REMOVE a",
        u + "Two document paths overlap with each other; must remove or rewrite one of these "
            "paths; path one: [a], path two: [a]");
    row("overlap through name", "SET #a = :s ADD a :n1",
        u + "Two document paths overlap with each other; must remove or rewrite one of these "
            "paths; path one: [a], path two: [a]");
    row("conflict", "SET a.b = :s REMOVE a[0]",
        u + "Two document paths conflict with each other; must remove or rewrite one of these "
            "paths; path one: [a, b], path two: [a, [0]]");
    row("siblings are fine", "SET a.b = :s, a.c = :s, l[0] = :s REMOVE l[1]", QString());
    // ADD's and DELETE's operands are checked before SET's values, whatever the order written
    // (dynalite's updateItem.js, recorded against the service).
    row("add checked before set", "SET b = list_append(:s, a), c = if_not_exists(a) ADD d :s",
        u + "Incorrect operand type for operator or function; operator: ADD, operand type: "
            "STRING");
    row("add string", "ADD a :s",
        u + "Incorrect operand type for operator or function; operator: ADD, operand type: "
            "STRING");
    row("add list", "ADD a :l",
        u + "Incorrect operand type for operator or function; operator: ADD, operand type: "
            "LIST");
    row("add map", "ADD a :m",
        u + "Incorrect operand type for operator or function; operator: ADD, operand type: MAP");
    row("add bool", "ADD a :t",
        u + "Incorrect operand type for operator or function; operator: ADD, operand type: "
            "BOOLEAN");
    row("add null", "ADD a :nul",
        u + "Incorrect operand type for operator or function; operator: ADD, operand type: "
            "NULL");
    row("add binary", "ADD a :b",
        u + "Incorrect operand type for operator or function; operator: ADD, operand type: "
            "BINARY");
    row("delete number", "DELETE a :n1",
        u + "Incorrect operand type for operator or function; operator: DELETE, operand type: "
            "NUMBER");
    row("plus string", "SET a = :s + :n1",
        u + "Incorrect operand type for operator or function; operator or function: +, operand "
            "type: S");
    row("minus list", "SET a = b - :l",
        u + "Incorrect operand type for operator or function; operator or function: -, operand "
            "type: L");
    row("list_append string", "SET a = list_append(a, :s)",
        u + "Incorrect operand type for operator or function; operator or function: "
            "list_append, operand type: S");
    row("list_append three", "SET a = list_append(a, :l, :l)",
        u + "Incorrect number of operands for operator or function; operator or function: "
            "list_append, number of operands: 3");
    row("if_not_exists one", "SET a = if_not_exists(a)",
        u + "Incorrect number of operands for operator or function; operator or function: "
            "if_not_exists, number of operands: 1");
    row("if_not_exists value first", "SET a = if_not_exists(:s, a)",
        u + "Operator or function requires a document path; operator or function: "
            "if_not_exists");
    // Found while fuzzing the update grammar: a function in a + / - term escaped the operand
    // checks, and applying it read past its arguments (heap-buffer-overflow under ASan).
    row("list_append one in a sum", "SET a = list_append(l) + :n1",
        u + "Incorrect number of operands for operator or function; operator or function: "
            "list_append, number of operands: 1");
    row("if_not_exists one in a sum", "SET a = :n1 - if_not_exists(n)",
        u + "Incorrect number of operands for operator or function; operator or function: "
            "if_not_exists, number of operands: 1");
    row("if_not_exists value first in a sum", "SET a = if_not_exists(:n1, n) + :n1",
        u + "Operator or function requires a document path; operator or function: "
            "if_not_exists");
    row("33 levels", "REMOVE a" + QString(".b").repeated(32),
        u + "The document path has too many nesting levels; nesting levels: 33");
    // The service names no size for an update (deepRequests.test.ts), where it does for the
    // other kinds.
    row("too long", "REMOVE a" + QString(", a").repeated(1363),
        u + "Expression size has exceeded the maximum allowed size;");
}

void TestUpdate::parseErrors()
{
    QFETCH(QString, expression);
    QFETCH(QString, expected);
    Request request(kNames, kValues);
    auto update = parseUpdate(expression.toStdString(), *request);
    if (expected.isEmpty()) {
        QVERIFY2(update.ok(), update.ok() ? "" : update.error().message.c_str());
        return;
    }
    QVERIFY(!update.ok());
    QCOMPARE(update.error().kind, ErrorKind::ValidationException);
    QCOMPARE(QString::fromStdString(update.error().message), expected);
}

void TestUpdate::targets()
{
    Request request(kNames, kValues);
    auto update = parseUpdate("SET #s = :s, m.a = :n1 REMOVE l[2] ADD n :n1", *request);
    QVERIFY(update.ok());
    QStringList paths;
    for (const Path &path : update->targets())
        paths << exprtest::pathText(path);
    QCOMPARE(paths.join(' '), QString("status m.a l[2] n"));
}

void TestUpdate::failedUpdateLeavesItem()
{
    Request request(kNames, kValues);
    auto update = parseUpdate("SET a = :s, b = s + :n1", *request);
    QVERIFY(update.ok());
    Item item = exprtest::item(kItem);
    const Item before = item;
    QVERIFY(!applyUpdate(*update, item).ok());
    QVERIFY(item == before);
}

QTEST_GUILESS_MAIN(TestUpdate)
#include "tst_update.moc"
