// ConditionExpression / FilterExpression: evaluation against an item (DynamoDB's semantics:
// type mismatches are false, not errors), precedence, and the exact validation messages.

#include "expr_test_support.h"

#include <QTest>
#include <QThread>

#include <atomic>
#include <thread>

using namespace tablesmith;
using namespace tablesmith::expr;
using exprtest::Request;

namespace {

const QString kItem = R"({
    "s": {"S": "hello"}, "n": {"N": "5"}, "b": {"B": "AQID"}, "t": {"BOOL": true},
    "nul": {"NULL": true}, "e": {"S": ""}, "u": {"S": "héllo"},
    "m": {"M": {"x": {"N": "1"}, "y": {"S": "why"}, "nest": {"M": {"deep": {"N": "7"}}}}},
    "l": {"L": [{"S": "a"}, {"N": "2"}, {"M": {"k": {"S": "v"}}}]},
    "ss": {"SS": ["a", "b"]}, "ns": {"NS": ["1", "2"]}, "bs": {"BS": ["AQ=="]},
    "empty_l": {"L": []}, "empty_m": {"M": {}}, "status": {"S": "ACTIVE"}})";

const QString kValues = R"({
    ":s": {"S": "hello"}, ":h": {"S": "he"}, ":z": {"S": "zzz"}, ":a": {"S": "a"},
    ":ell": {"S": "ell"}, ":A": {"S": "ACTIVE"}, ":empty": {"S": ""},
    ":n1": {"N": "1"}, ":n2": {"N": "2"}, ":n3": {"N": "3"}, ":n5": {"N": "5"},
    ":n5b": {"N": "5.000"}, ":n6": {"N": "6"}, ":n7": {"N": "7"}, ":n10": {"N": "10"},
    ":nm1": {"N": "-1"}, ":five": {"S": "5"},
    ":b": {"B": "AQID"}, ":b1": {"B": "AQ=="}, ":b9": {"B": "CQ=="},
    ":t": {"BOOL": true}, ":f": {"BOOL": false}, ":nul": {"NULL": true},
    ":ss": {"SS": ["b", "a"]}, ":ssa": {"SS": ["a"]}, ":ns": {"NS": ["2", "1"]},
    ":l": {"L": [{"S": "a"}, {"N": "2"}, {"M": {"k": {"S": "v"}}}]},
    ":lshort": {"L": [{"S": "a"}]}, ":mk": {"M": {"k": {"S": "v"}}},
    ":m": {"M": {"x": {"N": "1"}, "y": {"S": "why"}, "nest": {"M": {"deep": {"N": "7"}}}}},
    ":tS": {"S": "S"}, ":tN": {"S": "N"}, ":tB": {"S": "B"}, ":tBOOL": {"S": "BOOL"},
    ":tNULL": {"S": "NULL"}, ":tM": {"S": "M"}, ":tL": {"S": "L"}, ":tSS": {"S": "SS"},
    ":tNS": {"S": "NS"}, ":tBS": {"S": "BS"}})";

const QString kNames = R"({"#s": "status", "#dot": "m.x", "#m": "m", "#x": "x"})";

} // namespace

// "a = :s OR (a = :s OR (...))", `depth` levels: 2 * depth + 1 operators.
static QString nestedOrs(int depth)
{
    return "a = :s" + QString(" OR (a = :s").repeated(depth) + QString(")").repeated(depth);
}

struct DeepText {
    const char *name;
    QString text;
    QString expected; // after "Invalid ConditionExpression: "
};

// Each exactly 4096 bytes, the most nesting a ConditionExpression can carry.
static std::vector<DeepText> deepTexts()
{
    const QString redundant = "The expression has redundant parentheses;";
    return {
        {"deepest parentheses",
         QString("(").repeated(2045) + "a = :s" + QString(")").repeated(2045), redundant},
        {"deepest operand parentheses", "a = " + QString("(").repeated(2045) + ":s"
                                            + QString(")").repeated(2045), redundant},
        {"deepest nots", QString("NOT ").repeated(1023) + "a=:s",
         "The expression contains too many operators; operator count: 1024"},
        {"deepest calls", "a < " + QString("f(").repeated(1363) + "b" + QString(")").repeated(1363)
                              + "  ", "Invalid function name; function: f"},
    };
}

class TestCondition : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void evaluate_data();
    void evaluate();
    void errors_data();
    void errors();
    void syntaxDiagnostic_data();
    void syntaxDiagnostic();
    void filterPrefix();
    void cacheKeepsPlaceholdersApart();
    void parallelParsing();
    void deepestOnSmallStack();
    void emptyConditionIsTrue();
};

void TestCondition::evaluate_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<bool>("expected");

    auto row = [](const char *name, const char *expression, bool expected) {
        QTest::newRow(name) << QString::fromUtf8(expression) << expected;
    };
    // Comparisons.
    row("eq string", "s = :s", true);
    row("eq string false", "s = :z", false);
    row("eq number", "n = :n5", true);
    row("eq number other scale", "n = :n5b", true);
    row("eq number vs string", "n = :five", false);
    row("ne number vs string", "n <> :five", true);
    row("ne equal", "n <> :n5", false);
    row("lt number", "n < :n6", true);
    row("lt number false", "n < :n5", false);
    row("le number", "n <= :n5", true);
    row("gt number", "n > :nm1", true);
    row("ge number", "n >= :n6", false);
    row("lt string", "s < :z", true);
    row("gt string", "s > :h", true);
    row("lt binary", "b < :b9", true);
    row("gt binary prefix", "b > :b1", true);
    row("lt across types", "n < :z", false);
    row("gt across types", "s > :n1", false);
    row("eq bool", "t = :t", true);
    row("eq null", "nul = :nul", true);
    row("eq set unordered", "ss = :ss", true);
    row("eq number set unordered", "ns = :ns", true);
    row("eq list", "l = :l", true);
    row("eq list shorter", "l = :lshort", false);
    row("eq map", "m = :m", true);
    row("eq nested map", "l[2] = :mk", true);
    row("eq path path", "s = #s", false);
    row("missing eq", "nope = :s", false);
    row("missing ne", "nope <> :s", true);
    row("missing lt", "nope < :s", false);
    row("missing ge", "nope >= :s", false);
    row("value on left", ":n6 > n", true);
    row("value vs value", ":n1 < :n2", true);
    row("nested map", "m.x = :n1", true);
    row("deep map", "m.nest.deep = :n7", true);
    row("list index", "l[0] = :a", true);
    row("list index number", "l[1] = :n2", true);
    row("list index into map", "l[2].k = :s", false);
    row("list beyond end", "l[5] = :a", false);
    row("index into map", "m[0] = :n1", false);
    row("key into list", "l.k = :a", false);
    row("names", "#s = :A", true);
    row("name with a dot is one attribute", "#dot = :n1", false);
    row("names nested", "#m.#x = :n1", true);
    row("empty string", "e = :empty", true);
    // BETWEEN and IN.
    row("between", "n BETWEEN :n1 AND :n10", true);
    row("between inclusive low", "n BETWEEN :n5 AND :n10", true);
    row("between inclusive high", "n BETWEEN :n1 AND :n5", true);
    row("between outside", "n BETWEEN :n6 AND :n10", false);
    row("between strings", "s BETWEEN :h AND :z", true);
    row("between other type", "s BETWEEN :n1 AND :n10", false);
    row("between missing", "nope BETWEEN :n1 AND :n10", false);
    row("in", "n IN (:n1, :n5)", true);
    row("in single", "s IN (:s)", true);
    row("in not found", "n IN (:n1, :n2)", false);
    row("in across types", "n IN (:five)", false);
    row("in missing", "nope IN (:n1)", false);
    row("in with set", "ss IN (:ss, :s)", true);
    // Functions.
    row("attribute_exists", "attribute_exists(s)", true);
    row("attribute_exists missing", "attribute_exists(nope)", false);
    row("attribute_exists nested", "attribute_exists(m.nest.deep)", true);
    row("attribute_exists list element", "attribute_exists(l[2].k)", true);
    row("attribute_exists null", "attribute_exists(nul)", true);
    row("attribute_not_exists", "attribute_not_exists(nope)", true);
    row("attribute_not_exists present", "attribute_not_exists(s)", false);
    row("attribute_type S", "attribute_type(s, :tS)", true);
    row("attribute_type N", "attribute_type(n, :tN)", true);
    row("attribute_type B", "attribute_type(b, :tB)", true);
    row("attribute_type BOOL", "attribute_type(t, :tBOOL)", true);
    row("attribute_type NULL", "attribute_type(nul, :tNULL)", true);
    row("attribute_type M", "attribute_type(m, :tM)", true);
    row("attribute_type L", "attribute_type(l, :tL)", true);
    row("attribute_type SS", "attribute_type(ss, :tSS)", true);
    row("attribute_type NS", "attribute_type(ns, :tNS)", true);
    row("attribute_type BS", "attribute_type(bs, :tBS)", true);
    row("attribute_type wrong", "attribute_type(s, :tN)", false);
    row("attribute_type missing", "attribute_type(nope, :tS)", false);
    row("begins_with", "begins_with(s, :h)", true);
    row("begins_with whole", "begins_with(s, :s)", true);
    row("begins_with empty", "begins_with(s, :empty)", true);
    row("begins_with no", "begins_with(s, :z)", false);
    row("begins_with binary", "begins_with(b, :b1)", true);
    row("begins_with number attribute", "begins_with(n, :five)", false);
    row("begins_with missing", "begins_with(nope, :h)", false);
    row("begins_with path operand", "begins_with(s, #s)", false);
    row("contains substring", "contains(s, :ell)", true);
    row("contains substring no", "contains(s, :z)", false);
    row("contains string set", "contains(ss, :a)", true);
    row("contains string set no", "contains(ss, :z)", false);
    row("contains number set", "contains(ns, :n2)", true);
    row("contains number set wrong type", "contains(ns, :five)", false);
    row("contains binary set", "contains(bs, :b1)", true);
    row("contains list", "contains(l, :a)", true);
    row("contains list number", "contains(l, :n2)", true);
    row("contains list map", "contains(l, :mk)", true);
    row("contains list no", "contains(l, :z)", false);
    row("contains binary", "contains(b, :b1)", true);
    row("contains number", "contains(n, :n5)", false);
    row("contains missing", "contains(nope, :a)", false);
    row("contains set in set", "contains(ss, :ssa)", false);
    row("size string", "size(s) = :n5", true);
    row("size utf8 bytes", "size(u) = :n6", true);
    row("size binary", "size(b) = :n3", true);
    row("size map", "size(m) = :n3", true);
    row("size list", "size(l) = :n3", true);
    row("size empty list", "size(empty_l) < :n1", true);
    row("size empty map", "size(empty_m) < :n1", true);
    row("size string set", "size(ss) = :n2", true);
    row("size number set", "size(ns) = :n2", true);
    row("size binary set", "size(bs) = :n1", true);
    row("size number attribute", "size(n) = :n1", false);
    row("size number attribute ne", "size(n) <> :n1", true);
    row("size missing", "size(nope) >= :n1", false);
    row("size between", "size(s) BETWEEN :n1 AND :n10", true);
    row("size in", "size(s) IN (:n1, :n5)", true);
    row("size both sides", "size(s) > size(l)", true);
    row("size nested", "size(m.nest) = :n1", true);
    row("size parenthesized", "(size(s)) = :n5", true);
    // Logic and precedence.
    row("and", "s = :s AND n = :n5", true);
    row("and false", "s = :s AND n = :n1", false);
    row("or", "s = :z OR n = :n5", true);
    row("or false", "s = :z OR n = :n1", false);
    row("not", "NOT s = :z", true);
    row("not not", "NOT NOT s = :s", true);
    row("lower case keywords", "not s = :z and n between :n1 and :n10 or n in (:n1)", true);
    row("and binds tighter than or", "s = :s OR s = :z AND n = :n1", true);
    row("and binds tighter than or 2", "s = :z AND n = :n1 OR s = :s", true);
    row("parentheses change precedence", "(s = :s OR s = :z) AND n = :n1", false);
    row("not binds tighter than and", "NOT s = :z AND n = :n1", false);
    row("not of parenthesis", "NOT (s = :z AND n = :n1)", true);
    row("not before function", "NOT attribute_exists(nope)", true);
    row("not between", "NOT n BETWEEN :n6 AND :n10", true);
    row("between and and", "n BETWEEN :n1 AND :n10 AND s = :s", true);
    row("between and or", "n BETWEEN :n6 AND :n10 OR s = :s", true);
    row("parenthesized operand", "(n) = (:n5)", true);
    row("parenthesized path operand", "(m.x) BETWEEN :n1 AND :n2", true);
    row("nested parentheses", "((s = :s) AND (n = :n5)) OR (s = :z)", true);
    row("spaces", "  s   =   :s  ", true);
    row("no spaces", "s=:s AND(n>:n1)", true);
    row("path with spaces", "m . nest . deep = :n7", true);
    row("left associative or", "s = :z OR s = :z OR s = :s", true);
    row("left associative and", "s = :s AND s = :s AND s = :z", false);
}

void TestCondition::evaluate()
{
    QFETCH(QString, expression);
    QFETCH(bool, expected);
    Request request(kNames, kValues);
    auto condition = parseCondition(expression.toStdString(), *request);
    QVERIFY2(condition.ok(), condition.ok() ? "" : condition.error().message.c_str());
    QCOMPARE(evaluateCondition(*condition, exprtest::item(kItem)), expected);
    // A filter reads stored items as DynamoDB JSON, decoding only what it uses.
    auto stored = evaluateConditionOnJson(*condition,
                                          boost::json::parse(kItem.toStdString()).as_object());
    QVERIFY(stored.ok());
    QCOMPARE(*stored, expected);
}

void TestCondition::errors_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QString>("expected");

    const QString c = "Invalid ConditionExpression: ";
    const QString syntax = c + "Syntax error; token: ";
    auto row = [](const char *name, const QString &expression, const QString &expected) {
        QTest::newRow(name) << expression << expected;
    };
    row("empty", "", c + "The expression can not be empty;");
    row("too long", "a = :s" + QString(" ").repeated(4091),
        c + "Expression size has exceeded the maximum allowed size; expression size: 4097");
    // A function call inside another function's arguments is checked like any other.
    row("size of two inside contains", "contains(size(s, l), :n1)",
        c + "Incorrect number of operands for operator or function; operator or function: "
            "size, number of operands: 2");
    row("bare path", "a", syntax + "\"<EOF>\", near: \"a\"");
    // Issue 12: names start with a letter in every expression kind, not only in updates.
    row("underscore name", "_a = :s", syntax + "\"_\", near: \"_a\"");
    row("underscore function", "_f(a)", syntax + "\"_\", near: \"_f\"");
    row("underscore operand", "a = _b", syntax + "\"_\", near: \"= _b\"");
    row("bare value", ":s", syntax + "\"<EOF>\", near: \":s\"");
    row("dangling or", "a = :s OR", syntax + "\"<EOF>\", near: \"OR\"");
    row("leading and", "AND a = :s", syntax + "\"AND\", near: \"AND a\"");
    row("double comparison", "a = :s = :s", syntax + "\"=\", near: \":s = :s\"");
    row("between missing and", "a BETWEEN :n1 :n2", syntax + "\":n2\", near: \":n1 :n2\"");
    row("between with or", "a BETWEEN :n1 OR :n2", syntax + "\"OR\", near: \":n1 OR :n2\"");
    row("in without parentheses", "a IN :n1", syntax + "\":n1\", near: \"IN :n1\"");
    row("in empty", "a IN ()", syntax + "\")\", near: \"()\"");
    row("in trailing comma", "a IN (:n1,)", syntax + "\")\", near: \",)\"");
    row("unclosed paren", "(a = :s", syntax + "\"<EOF>\", near: \":s\"");
    row("extra close paren", "a = :s)", syntax + "\")\", near: \":s)\"");
    row("empty parens", "()", syntax + "\")\", near: \"()\"");
    row("not alone", "NOT", syntax + "\"<EOF>\", near: \"NOT\"");
    row("function without args", "attribute_exists()",
        syntax + "\")\", near: \"()\"");
    row("bang equals", "a != :s", syntax + "\"!\", near: \"a !=\"");
    row("double equals", "a == :s", syntax + "\"=\", near: \"== :s\"");
    row("string literal", "a = \"x\"", syntax + "\"\"\", near: \"= \"x\"");
    row("number literal", "a = 1", syntax + "\"1\", near: \"= 1\"");
    row("keyword as name", "between = :s", syntax + "\"between\", near: \"between =\"");
    row("plus in condition", "a + :n1 = :n2", syntax + "\"+\", near: \"a + :n1\"");
    row("reserved", "status = :s",
        c + "Attribute name is a reserved keyword; reserved keyword: status");
    row("reserved nested", "a.#s.size = :s",
        c + "Attribute name is a reserved keyword; reserved keyword: size");
    row("reserved in function", "attribute_exists(name)",
        c + "Attribute name is a reserved keyword; reserved keyword: name");
    row("update keyword is reserved here", "set = :s",
        c + "Attribute name is a reserved keyword; reserved keyword: set");
    row("unknown function", "exists(a)", c + "Invalid function name; function: exists");
    // Issue 12 point 13: an update function is refused in a condition in its own words.
    row("update function", "if_not_exists(a, :s) = :s",
        c + "The function is not allowed in a condition expression; function: if_not_exists");
    row("if_not_exists alone", "if_not_exists(a, :s)",
        c + "The function is not allowed in a condition expression; function: if_not_exists");
    row("list_append in a comparison", "a = list_append(a, :s)",
        c + "The function is not allowed in a condition expression; function: list_append");
    row("function case of an update function", "If_Not_Exists(a, :s) = :s",
        c + "Invalid function name; function: If_Not_Exists");
    row("function case", "Size(a) = :n1", c + "Invalid function name; function: Size");
    // Issue 12 point 13: <, <=, >, >= with a constant they cannot order is refused, not a
    // failed condition.
    row("lt list constant", "a < :l",
        c + "Incorrect operand type for operator or function; operator or function: <, operand "
            "type: L");
    row("ge map constant first", ":m >= a",
        c + "Incorrect operand type for operator or function; operator or function: >=, "
            "operand type: M");
    row("gt set constant", "a > :ss",
        c + "Incorrect operand type for operator or function; operator or function: >, operand "
            "type: SS");
    row("le bool constant", "t <= :f",
        c + "Incorrect operand type for operator or function; operator or function: <=, "
            "operand type: BOOL");
    // BETWEEN likewise (Alternator's test_condition_expression.py, against the service).
    row("between list constants", "n BETWEEN :l AND :l",
        c + "Incorrect operand type for operator or function; operator or function: BETWEEN, "
            "operand type: L");
    row("between map constant first", ":m BETWEEN n AND s",
        c + "Incorrect operand type for operator or function; operator or function: BETWEEN, "
            "operand type: M");
    row("misused function", "begins_with(a, :s) = :t",
        c + "The function is not allowed to be used this way in an expression; function: "
            "begins_with");
    row("misused function argument", "contains(attribute_exists(a), :s)",
        c + "The function is not allowed to be used this way in an expression; function: "
            "attribute_exists");
    row("size alone", "size(a)",
        c + "The function is not allowed to be used this way in an expression; function: size");
    row("size in and", "a = :s AND size(a)",
        c + "The function is not allowed to be used this way in an expression; function: size");
    row("redundant parentheses", "((a = :s))", c + "The expression has redundant parentheses;");
    row("redundant operand parentheses", "((a)) = :s",
        c + "The expression has redundant parentheses;");
    row("redundant before reserved", "((status = :s))",
        c + "The expression has redundant parentheses;");
    row("undefined value", "a = :nope",
        c + "An expression attribute value used in expression is not defined; attribute value: "
            ":nope");
    row("undefined name", "#nope = :s",
        c + "An expression attribute name used in the document path is not defined; attribute "
            "name: #nope");
    row("too few operands", "attribute_exists()", syntax + "\")\", near: \"()\"");
    row("attribute_exists two operands", "attribute_exists(a, b)",
        c + "Incorrect number of operands for operator or function; operator or function: "
            "attribute_exists, number of operands: 2");
    row("begins_with one operand", "begins_with(a)",
        c + "Incorrect number of operands for operator or function; operator or function: "
            "begins_with, number of operands: 1");
    row("size two operands", "size(a, b) = :n1",
        c + "Incorrect number of operands for operator or function; operator or function: "
            "size, number of operands: 2");
    row("attribute_type three", "attribute_type(a, :tS, :tN)",
        c + "Incorrect number of operands for operator or function; operator or function: "
            "attribute_type, number of operands: 3");
    row("attribute_exists value", "attribute_exists(:s)",
        c + "Operator or function requires a document path; operator or function: "
            "attribute_exists");
    row("attribute_not_exists value", "attribute_not_exists(:s)",
        c + "Operator or function requires a document path; operator or function: "
            "attribute_not_exists");
    row("begins_with number", "begins_with(a, :n1)",
        c + "Incorrect operand type for operator or function; operator or function: "
            "begins_with, operand type: N");
    row("begins_with list", "begins_with(:l, a)",
        c + "Incorrect operand type for operator or function; operator or function: "
            "begins_with, operand type: L");
    row("begins_with size", "begins_with(size(a), :s)",
        c + "Incorrect operand type for operator or function; operator or function: "
            "begins_with, operand type: N");
    row("attribute_type path", "attribute_type(a, b)",
        c + "Incorrect operand type for operator or function; operator or function: "
            "attribute_type, operand type: {NS,SS,L,BS,N,M,B,BOOL,NULL,S}");
    row("attribute_type number", "attribute_type(a, :n1)",
        c + "Incorrect operand type for operator or function; operator or function: "
            "attribute_type, operand type: N");
    row("attribute_type bad name", "attribute_type(a, :s)",
        c + "Invalid attribute type name found; type: hello, valid types: "
            "{B,NULL,SS,BOOL,L,BS,N,NS,S,M}");
    row("size of number", "size(:n1) = :n1",
        c + "Incorrect operand type for operator or function; operator or function: size, "
            "operand type: N");
    row("size of bool", "size(:t) = :n1",
        c + "Incorrect operand type for operator or function; operator or function: size, "
            "operand type: BOOL");
    row("same operands", "a = a",
        c + "The first operand must be distinct from the remaining operands for this operator "
            "or function; operator: =, first operand: [a]");
    row("same nested operands", "a.b[1] < #x",
        QString());
    row("same operands via name", "m.x >= #m.#x",
        c + "The first operand must be distinct from the remaining operands for this operator "
            "or function; operator: >=, first operand: [m, x]");
    row("same operands in function", "contains(a, a)",
        c + "The first operand must be distinct from the remaining operands for this operator "
            "or function; operator: contains, first operand: [a]");
    row("between reversed", "a BETWEEN :n10 AND :n1",
        c + "The BETWEEN operator requires upper bound to be greater than or equal to lower "
            "bound; lower bound operand: AttributeValue: {N:10}, upper bound operand: "
            "AttributeValue: {N:1}");
    row("between strings reversed", "a BETWEEN :z AND :a",
        c + "The BETWEEN operator requires upper bound to be greater than or equal to lower "
            "bound; lower bound operand: AttributeValue: {S:zzz}, upper bound operand: "
            "AttributeValue: {S:a}");
    row("between types", "a BETWEEN :n1 AND :s",
        c + "The BETWEEN operator requires same data type for lower and upper bounds; lower "
            "bound operand: AttributeValue: {N:1}, upper bound operand: AttributeValue: "
            "{S:hello}");
    QString in101 = "a IN (:n1";
    for (int i = 1; i < 101; ++i)
        in101 += ", :n1";
    row("in 101", in101 + ")",
        c + "The IN operator is provided with too many operands; number of operands: 101");
    QString in100 = "a IN (:n1";
    for (int i = 1; i < 100; ++i)
        in100 += ", :n1";
    row("in 100 is fine", in100 + ")", QString());
    // 150 comparisons and 149 ANDs are 299 operators; one more OR makes 301.
    QString ops = "a = :s" + QString(" AND a = :s").repeated(149);
    row("299 operators", ops, QString());
    row("301 operators", ops + " OR b = :s",
        c + "The expression contains too many operators; operator count: 301");
    row("33 levels", "a" + QString(".b").repeated(32) + " = :s",
        c + "The document path has too many nesting levels; nesting levels: 33");
    // Issue 12 (Alternator's test_deeply_nested_expression_*): DynamoDB has no nesting limit;
    // a parenthesised OR chain 149 deep is 299 operators and fine, one deeper is 301.
    row("149 nested ORs", nestedOrs(149), QString());
    row("150 nested ORs", nestedOrs(150),
        c + "The expression contains too many operators; operator count: 301");
    row("deep parentheses", QString("(").repeated(150) + "a = :s" + QString(")").repeated(150),
        c + "The expression has redundant parentheses;");
    row("many nots", QString("NOT ").repeated(300) + "a = :s",
        c + "The expression contains too many operators; operator count: 301");
    // The deepest texts that fit in 4096 bytes: answered, not a stack overflow.
    for (const DeepText &deep : deepTexts())
        QTest::newRow(deep.name) << deep.text << c + deep.expected;
    row("invalid value", "a = :bad",
        "ExpressionAttributeValues contains invalid value: One or more parameter values were "
        "invalid: An number set  may not be empty for key :bad");
}

void TestCondition::errors()
{
    QFETCH(QString, expression);
    QFETCH(QString, expected);
    QString values = kValues;
    values.replace(":tS\"", ":bad\": {\"NS\": []}, \":tS\"");
    Request request(kNames, values);
    auto condition = parseCondition(expression.toStdString(), *request);
    if (expected.isEmpty()) {
        QVERIFY2(condition.ok(), condition.ok() ? "" : condition.error().message.c_str());
        return;
    }
    QVERIFY(!condition.ok());
    QCOMPARE(condition.error().kind, ErrorKind::ValidationException);
    QCOMPARE(QString::fromStdString(condition.error().message), expected);
}

void TestCondition::syntaxDiagnostic_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<int>("offset"); // -1: no syntax error
    QTest::addColumn<int>("length");

    QTest::newRow("valid") << "a = :v AND size(b) > :w" << -1 << 0;
    QTest::newRow("reserved is not syntax") << "status = :v" << -1 << 0;
    QTest::newRow("bad char") << "a = :v AND b ~ :w" << 13 << 1;
    QTest::newRow("end") << "a = :v AND" << 10 << 1;
    QTest::newRow("keyword") << "a = :v OR OR b = :w" << 10 << 2;
}

void TestCondition::syntaxDiagnostic()
{
    QFETCH(QString, expression);
    QFETCH(int, offset);
    QFETCH(int, length);
    auto diagnostic = checkSyntax(expression.toStdString(), ExpressionKind::Filter);
    QCOMPARE(diagnostic.has_value(), offset >= 0);
    if (!diagnostic)
        return;
    QCOMPARE(int(diagnostic->offset), offset);
    QCOMPARE(int(diagnostic->length), length);
    QVERIFY(diagnostic->message.starts_with("Invalid FilterExpression: Syntax error; token: "));
}

void TestCondition::filterPrefix()
{
    Request request(QString(), R"({":v": {"S": "x"}})");
    auto filter = parseCondition("status = :v", *request, ExpressionKind::Filter);
    QVERIFY(!filter.ok());
    QCOMPARE(filter.error().message, std::string("Invalid FilterExpression: Attribute name is a "
                                                 "reserved keyword; reserved keyword: status"));
    // The same text as a ConditionExpression, after the cache has seen it as a filter.
    auto condition = parseCondition("status = :v", *request, ExpressionKind::Condition);
    QVERIFY(!condition.ok());
    QVERIFY(condition.error().message.starts_with("Invalid ConditionExpression: "));
}

// The cache holds trees before placeholders are resolved: one text, two requests.
void TestCondition::cacheKeepsPlaceholdersApart()
{
    const Item item = exprtest::item(R"({"a": {"S": "x"}, "b": {"S": "y"}})");
    Request first(R"({"#n": "a"})", R"({":v": {"S": "x"}})");
    Request second(R"({"#n": "b"})", R"({":v": {"S": "x"}})");
    auto one = parseCondition("#n = :v", *first);
    auto two = parseCondition("#n = :v", *second);
    QVERIFY(one.ok() && two.ok());
    QVERIFY(evaluateCondition(*one, item));
    QVERIFY(!evaluateCondition(*two, item));
    Request missing(QString(), R"({":v": {"S": "x"}})");
    QVERIFY(!parseCondition("#n = :v", *missing).ok());
}

void TestCondition::parallelParsing()
{
    std::atomic<int> failures = 0;
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([t, &failures] {
            boost::json::object values;
            values[":v"] = boost::json::object{{"N", std::to_string(t)}};
            const Item item = exprtest::item(QStringLiteral(R"({"a": {"N": "%1"}})").arg(t));
            for (int i = 0; i < 500; ++i) {
                Placeholders placeholders(nullptr, &values);
                const std::string text = "a = :v AND size(b" + std::to_string(i % 50) + ") < :v"
                                         " OR a = :v";
                auto condition = parseCondition(text, placeholders);
                if (!condition.ok() || !evaluateCondition(*condition, item))
                    ++failures;
            }
        });
    }
    for (auto &thread : threads)
        thread.join();
    QCOMPARE(failures.load(), 0);
}

// The parser recurses a few frames per level: the deepest texts must fit a thread's stack with
// room to spare (the server's threads have 8 MB; this one has 1 MB).
void TestCondition::deepestOnSmallStack()
{
    QStringList answers;
    std::unique_ptr<QThread> thread(QThread::create([&answers] {
        for (const DeepText &deep : deepTexts()) {
            Request request(kNames, kValues);
            auto condition = parseCondition(deep.text.toStdString(), *request);
            answers << (condition.ok() ? QString("ok")
                                       : QString::fromStdString(condition.error().message));
        }
        Request request(kNames, kValues);
        auto accepted = parseCondition(nestedOrs(149).toStdString(), *request);
        if (accepted.ok())
            answers << (evaluateCondition(*accepted, exprtest::item(kItem)) ? "true" : "false");
    }));
    thread->setStackSize(1024 * 1024);
    thread->start();
    QVERIFY(thread->wait());
    QStringList expected;
    for (const DeepText &deep : deepTexts())
        expected << "Invalid ConditionExpression: " + deep.expected;
    expected << "false"; // a is not in the item
    QCOMPARE(answers, expected);
}

void TestCondition::emptyConditionIsTrue()
{
    QVERIFY(evaluateCondition(Condition(), Item()));
}

QTEST_GUILESS_MAIN(TestCondition)
#include "tst_condition.moc"
