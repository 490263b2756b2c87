// Tokenizer, placeholders, ProjectionExpression and KeyConditionExpression: valid input gives
// the expected tree, invalid input DynamoDB's exact message.

#include "expr_test_support.h"

#include <tablesmith/expression_tokenizer.h>

#include <QTest>

using namespace tablesmith;
using namespace tablesmith::expr;
using exprtest::Request;

namespace {

QString kindName(TokenKind kind)
{
    static const char *const names[] = {
        "name", "#", ":", "num", "fn", "AND", "OR", "NOT", "BETWEEN", "IN", "SET", "REMOVE",
        "ADD", "DELETE", "=", "<>", "<", "<=", ">", ">=", "(", ")", "[", "]", ",", ".", "+", "-",
        "invalid", "end"};
    return QString::fromLatin1(names[static_cast<int>(kind)]);
}

QString sortOpName(KeyCondition::SortOp op)
{
    static const char *const names[] = {"none", "=", "<", "<=", ">", ">=", "between",
                                        "begins_with"};
    return QString::fromLatin1(names[static_cast<int>(op)]);
}

QString describe(const KeyCondition &c)
{
    QString out = QString::fromStdString(c.partitionKeyName) + " = "
                  + exprtest::text(c.partitionKeyValue);
    if (c.sortOp == KeyCondition::SortOp::None)
        return out;
    out += "; " + QString::fromStdString(c.sortKeyName) + " " + sortOpName(c.sortOp) + " "
           + exprtest::text(c.sortKeyValue);
    if (c.sortOp == KeyCondition::SortOp::Between)
        out += " " + exprtest::text(c.sortKeyValue2);
    return out;
}

const QString kNoNames;
const QString kNoValues;

} // namespace

class TestExpressionParser : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void tokens_data();
    void tokens();
    void projection_data();
    void projection();
    void projectionErrors_data();
    void projectionErrors();
    void project_data();
    void project();
    void keyCondition_data();
    void keyCondition();
    void keyConditionErrors_data();
    void keyConditionErrors();
    void unusedPlaceholders_data();
    void unusedPlaceholders();
    void alignKeyCondition();
    void nameOfAnotherType();
};

void TestExpressionParser::tokens_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected"); // kind:text@offset, space separated

    QTest::newRow("path") << "a.b[3]" << "name:a@0 .:.@1 name:b@2 [:[@3 num:3@4 ]:]@5 end:@6";
    QTest::newRow("placeholders") << "#n = :v" << "#:#n@0 =:=@3 :::v@5 end:@7";
    QTest::newRow("comparisons") << "<><=>=<>" << "<>:<>@0 <=:<=@2 >=:>=@4 <>:<>@6 end:@8";
    QTest::newRow("keywords any case") << "and Or NOT between iN"
        << "AND:and@0 OR:Or@4 NOT:NOT@7 BETWEEN:between@11 IN:iN@19 end:@21";
    QTest::newRow("update keywords") << "SET remove Add delete"
        << "SET:SET@0 REMOVE:remove@4 ADD:Add@11 DELETE:delete@15 end:@21";
    QTest::newRow("function") << "size (a)" << "fn:size@0 (:(@5 name:a@6 ):)@7 end:@8";
    QTest::newRow("keyword before paren") << "NOT(a)" << "NOT:NOT@0 (:(@3 name:a@4 ):)@5 end:@6";
    QTest::newRow("arithmetic") << "a+b-c" << "name:a@0 +:+@1 name:b@2 -:-@3 name:c@4 end:@5";
    // A name starts with a letter (issue 12): a leading '_' is a token of its own.
    QTest::newRow("underscore and digits") << "_a1 b_2"
        << "invalid:_@0 name:a1@1 name:b_2@4 end:@7";
    QTest::newRow("underscore after prefixes") << "#_ :_1" << "#:#_@0 :::_1@3 end:@6";
    QTest::newRow("invalid char") << "a$b" << "name:a@0 invalid:$@1 name:b@2 end:@3";
    QTest::newRow("utf8 invalid") << "a é" << "name:a@0 invalid:é@2 end:@4";
    QTest::newRow("empty") << "" << "end:@0";
    QTest::newRow("whitespace") << " \t\r\n" << "end:@4";
    // Issue 12 (Alternator's test_update_expression_name_token): "#" alone is not a placeholder.
    QTest::newRow("bare hash") << "# :" << "invalid:#@0 invalid::@2 end:@3";
}

void TestExpressionParser::tokens()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    const std::string utf8 = text.toStdString();
    QStringList parts;
    for (const Token &token : tokenize(utf8)) {
        parts << kindName(token.kind) + ":" + QString::fromUtf8(token.text.data(),
                                                                 qsizetype(token.text.size()))
                     + "@" + QString::number(token.offset);
    }
    QCOMPARE(parts.join(' '), expected);
}

void TestExpressionParser::projection_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("names");
    QTest::addColumn<QString>("expected"); // paths joined by " | "

    QTest::newRow("one") << "a" << kNoNames << "a";
    QTest::newRow("several") << "a, b,c" << kNoNames << "a | b | c";
    QTest::newRow("nested") << "a.b[3].c" << kNoNames << "a.b[3].c";
    QTest::newRow("spaces inside path") << "a . b [ 3 ] . c" << kNoNames << "a.b[3].c";
    QTest::newRow("list of lists") << "a[1][2]" << kNoNames << "a[1][2]";
    QTest::newRow("placeholder")
        << "#s, #n.x" << R"({"#s": "status", "#n": "name"})" << "status | name.x";
    QTest::newRow("placeholder with dots")
        << "#d" << R"({"#d": "a.b"})" << "a.b";
    QTest::newRow("remove is not reserved") << "remove" << kNoNames << "remove";
    QTest::newRow("siblings") << "a.b, a.c, b[0].x, b[1]" << kNoNames
        << "a.b | a.c | b[0].x | b[1]";
    QTest::newRow("list siblings") << "a[0], a[1]" << kNoNames << "a[0] | a[1]";
    QTest::newRow("32 levels") << "a" + QString(".b").repeated(31) << kNoNames
                              << "a" + QString(".b").repeated(31);
    QTest::newRow("underscore inside") << "x_1, A_" << kNoNames << "x_1 | A_";
}

void TestExpressionParser::projection()
{
    QFETCH(QString, text);
    QFETCH(QString, names);
    QFETCH(QString, expected);
    Request request(names, kNoValues);
    auto paths = parseProjection(text.toStdString(), *request);
    QVERIFY2(paths.ok(), paths.ok() ? "" : paths.error().message.c_str());
    QStringList out;
    for (const Path &path : *paths)
        out << exprtest::pathText(path);
    QCOMPARE(out.join(" | "), expected);
    QVERIFY(request.placeholders->checkAllUsed().ok());
}

void TestExpressionParser::projectionErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("names");
    QTest::addColumn<QString>("expected");

    const QString p = "Invalid ProjectionExpression: ";
    QTest::newRow("empty") << "" << kNoNames << p + "The expression can not be empty;";
    QTest::newRow("reserved") << "a, status" << kNoNames
        << p + "Attribute name is a reserved keyword; reserved keyword: status";
    QTest::newRow("reserved nested") << "a.Size" << kNoNames
        << p + "Attribute name is a reserved keyword; reserved keyword: Size";
    QTest::newRow("reserved keyword token") << "and" << kNoNames
        << p + "Attribute name is a reserved keyword; reserved keyword: and";
    QTest::newRow("dash") << "my-attr" << kNoNames
        << p + "Syntax error; token: \"-\", near: \"my-attr\"";
    QTest::newRow("trailing comma") << "a," << kNoNames
        << p + "Syntax error; token: \"<EOF>\", near: \",\"";
    QTest::newRow("leading comma") << ",a" << kNoNames
        << p + "Syntax error; token: \",\", near: \",a\"";
    QTest::newRow("double dot") << "a..b" << kNoNames
        << p + "Syntax error; token: \".\", near: \"..b\"";
    QTest::newRow("negative index") << "a[-1]" << kNoNames
        << p + "Syntax error; token: \"-\", near: \"[-1\"";
    QTest::newRow("name index") << "a[b]" << kNoNames
        << p + "Syntax error; token: \"b\", near: \"[b]\"";
    QTest::newRow("unclosed index") << "a[1" << kNoNames
        << p + "Syntax error; token: \"<EOF>\", near: \"1\"";
    QTest::newRow("huge index") << "a[99999999999]" << kNoNames
        << p + "Syntax error; token: \"99999999999\", near: \"[99999999999]\"";
    QTest::newRow("value placeholder") << ":v" << kNoNames
        << p + "Syntax error; token: \":v\", near: \":v\"";
    QTest::newRow("space separated") << "a b" << kNoNames
        << p + "Syntax error; token: \"b\", near: \"a b\"";
    QTest::newRow("starts with index") << "[1]" << kNoNames
        << p + "Syntax error; token: \"[\", near: \"[1\"";
    QTest::newRow("function") << "size(a)" << kNoNames
        << p + "Syntax error; token: \"(\", near: \"size(a\"";
    QTest::newRow("digit start") << "1a" << kNoNames
        << p + "Syntax error; token: \"1\", near: \"1a\"";
    QTest::newRow("underscore start") << "a, _b" << kNoNames
        << p + "Syntax error; token: \"_\", near: \", _b\"";
    QTest::newRow("dollar") << "a$" << kNoNames
        << p + "Syntax error; token: \"$\", near: \"a$\"";
    QTest::newRow("undefined name") << "#x" << kNoNames
        << p + "An expression attribute name used in the document path is not defined; "
               "attribute name: #x";
    QTest::newRow("undefined name among others") << "#a, #b" << R"({"#a": "x"})"
        << p + "An expression attribute name used in the document path is not defined; "
               "attribute name: #b";
    QTest::newRow("syntax before reserved") << "status, a b" << kNoNames
        << p + "Syntax error; token: \"b\", near: \"a b\"";
    QTest::newRow("reserved before undefined") << "#x, status" << kNoNames
        << p + "Attribute name is a reserved keyword; reserved keyword: status";
    QTest::newRow("overlap") << "a, a.b" << kNoNames
        << p + "Two document paths overlap with each other; must remove or rewrite one of "
               "these paths; path one: [a], path two: [a, b]";
    QTest::newRow("duplicate") << "a, a" << kNoNames
        << p + "Two document paths overlap with each other; must remove or rewrite one of "
               "these paths; path one: [a], path two: [a]";
    QTest::newRow("overlap through placeholder") << "#n.b, a" << R"({"#n": "a"})"
        << p + "Two document paths overlap with each other; must remove or rewrite one of "
               "these paths; path one: [a, b], path two: [a]";
    QTest::newRow("conflict") << "a.b, a[0]" << kNoNames
        << p + "Two document paths conflict with each other; must remove or rewrite one of "
               "these paths; path one: [a, b], path two: [a, [0]]";
    QTest::newRow("overlap with index") << "a[0], a[0].b" << kNoNames
        << p + "Two document paths overlap with each other; must remove or rewrite one of "
               "these paths; path one: [a, [0]], path two: [a, [0], b]";
    QTest::newRow("33 levels") << "a" + QString(".b").repeated(32) << kNoNames
        << p + "The document path has too many nesting levels; nesting levels: 33";
    QTest::newRow("too long") << "a" + QString(",a").repeated(2048) << kNoNames
        << p + "Expression size has exceeded the maximum allowed size; expression size: 4097";
}

void TestExpressionParser::projectionErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, names);
    QFETCH(QString, expected);
    Request request(names, kNoValues);
    auto paths = parseProjection(text.toStdString(), *request);
    QVERIFY(!paths.ok());
    QCOMPARE(paths.error().kind, ErrorKind::ValidationException);
    QCOMPARE(QString::fromStdString(paths.error().message), expected);
}

void TestExpressionParser::nameOfAnotherType()
{
    // The request check refuses it first, in these words; callers that skip it get the same.
    Request request(R"({"#n": 7})", kNoValues);
    auto paths = parseProjection("#n", *request);
    QVERIFY(!paths.ok());
    QCOMPARE(paths.error().kind, ErrorKind::SerializationException);
    QCOMPARE(QString::fromStdString(paths.error().message),
             "NUMBER_VALUE cannot be converted to String");
}

void TestExpressionParser::project_data()
{
    QTest::addColumn<QString>("item");
    QTest::addColumn<QString>("projection");
    QTest::addColumn<QString>("expected");

    const QString item = R"({"a": {"S": "x"}, "b": {"N": "1"},
        "m": {"M": {"x": {"N": "1"}, "y": {"L": [{"S": "p"}, {"S": "q"}]}}},
        "l": {"L": [{"S": "l0"}, {"M": {"k": {"S": "v"}, "j": {"S": "w"}}}, {"S": "l2"}]}})";
    QTest::newRow("top level") << item << "a, b" << R"({"a":{"S":"x"},"b":{"N":"1"}})";
    QTest::newRow("missing attribute") << item << "a, zz" << R"({"a":{"S":"x"}})";
    QTest::newRow("nothing") << item << "zz" << "{}";
    QTest::newRow("map key") << item << "m.x" << R"({"m":{"M":{"x":{"N":"1"}}}})";
    QTest::newRow("missing map key") << item << "m.zz" << "{}";
    QTest::newRow("list element") << item << "l[2]" << R"({"l":{"L":[{"S":"l2"}]}})";
    QTest::newRow("list elements in index order") << item << "l[2], l[0]"
        << R"({"l":{"L":[{"S":"l0"},{"S":"l2"}]}})";
    QTest::newRow("beyond the end") << item << "l[7]" << "{}";
    QTest::newRow("into list element map") << item << "l[1].k"
        << R"({"l":{"L":[{"M":{"k":{"S":"v"}}}]}})";
    QTest::newRow("nested list in map") << item << "m.y[1], m.x"
        << R"({"m":{"M":{"x":{"N":"1"},"y":{"L":[{"S":"q"}]}}}})";
    QTest::newRow("index into scalar") << item << "a[0]" << "{}";
    QTest::newRow("key into list") << item << "l.k" << "{}";
    QTest::newRow("key into scalar") << item << "a.b" << "{}";
}

void TestExpressionParser::project()
{
    QFETCH(QString, item);
    QFETCH(QString, projection);
    QFETCH(QString, expected);
    Request request(kNoNames, kNoValues);
    auto paths = parseProjection(projection.toStdString(), *request);
    QVERIFY(paths.ok());
    QCOMPARE(exprtest::text(expr::project(exprtest::item(item), *paths)), expected);
}

void TestExpressionParser::keyCondition_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("names");
    QTest::addColumn<QString>("values");
    QTest::addColumn<QString>("expected");

    const QString v = R"({":p": {"S": "u1"}, ":s": {"S": "ORDER#"}, ":t": {"S": "ORDER#9"},
                          ":n": {"N": "5"}, ":b": {"B": "AAE="}})";
    QTest::newRow("partition only") << "pk = :p" << kNoNames << R"({":p": {"S": "u1"}})"
                                    << R"(pk = {"S":"u1"})";
    QTest::newRow("reversed partition") << ":p = pk" << kNoNames << R"({":p": {"S": "u1"}})"
                                        << R"(pk = {"S":"u1"})";
    QTest::newRow("equal sort") << "pk = :p AND sk = :n" << kNoNames
        << R"({":p": {"S": "u1"}, ":n": {"N": "5"}})" << R"(pk = {"S":"u1"}; sk = {"N":"5"})";
    QTest::newRow("less") << "pk = :p and sk < :n" << kNoNames
        << R"({":p": {"S": "u1"}, ":n": {"N": "5"}})" << R"(pk = {"S":"u1"}; sk < {"N":"5"})";
    QTest::newRow("less equal") << "pk = :p AND sk <= :n" << kNoNames
        << R"({":p": {"S": "u1"}, ":n": {"N": "5"}})" << R"(pk = {"S":"u1"}; sk <= {"N":"5"})";
    QTest::newRow("greater") << "pk = :p AND sk > :n" << kNoNames
        << R"({":p": {"S": "u1"}, ":n": {"N": "5"}})" << R"(pk = {"S":"u1"}; sk > {"N":"5"})";
    QTest::newRow("greater equal") << "pk = :p AND sk >= :n" << kNoNames
        << R"({":p": {"S": "u1"}, ":n": {"N": "5"}})" << R"(pk = {"S":"u1"}; sk >= {"N":"5"})";
    QTest::newRow("reversed less") << "pk = :p AND :n < sk" << kNoNames
        << R"({":p": {"S": "u1"}, ":n": {"N": "5"}})" << R"(pk = {"S":"u1"}; sk > {"N":"5"})";
    QTest::newRow("reversed greater equal") << "pk = :p AND :n >= sk" << kNoNames
        << R"({":p": {"S": "u1"}, ":n": {"N": "5"}})" << R"(pk = {"S":"u1"}; sk <= {"N":"5"})";
    QTest::newRow("between") << "pk = :p AND sk BETWEEN :s AND :t" << kNoNames
        << R"({":p": {"S": "u1"}, ":s": {"S": "ORDER#"}, ":t": {"S": "ORDER#9"}})"
        << R"(pk = {"S":"u1"}; sk between {"S":"ORDER#"} {"S":"ORDER#9"})";
    QTest::newRow("between equal bounds") << "pk = :p AND sk BETWEEN :s AND :s" << kNoNames
        << R"({":p": {"S": "u1"}, ":s": {"S": "a"}})"
        << R"(pk = {"S":"u1"}; sk between {"S":"a"} {"S":"a"})";
    QTest::newRow("begins_with") << "pk = :p AND begins_with(sk, :s)" << kNoNames
        << R"({":p": {"S": "u1"}, ":s": {"S": "ORDER#"}})"
        << R"(pk = {"S":"u1"}; sk begins_with {"S":"ORDER#"})";
    QTest::newRow("begins_with binary") << "pk = :p AND begins_with(sk, :b)" << kNoNames
        << R"({":p": {"S": "u1"}, ":b": {"B": "AAE="}})"
        << R"(pk = {"S":"u1"}; sk begins_with {"B":"AAE="})";
    QTest::newRow("sort first") << "begins_with(sk, :s) AND pk = :p" << kNoNames
        << R"({":p": {"S": "u1"}, ":s": {"S": "ORDER#"}})"
        << R"(pk = {"S":"u1"}; sk begins_with {"S":"ORDER#"})";
    QTest::newRow("range first") << "sk > :n AND pk = :p" << kNoNames
        << R"({":p": {"S": "u1"}, ":n": {"N": "5"}})" << R"(pk = {"S":"u1"}; sk > {"N":"5"})";
    QTest::newRow("parentheses") << "(pk = :p) AND (sk > :n)" << kNoNames
        << R"({":p": {"S": "u1"}, ":n": {"N": "5"}})" << R"(pk = {"S":"u1"}; sk > {"N":"5"})";
    QTest::newRow("outer parentheses") << "(pk = :p AND sk > :n)" << kNoNames
        << R"({":p": {"S": "u1"}, ":n": {"N": "5"}})" << R"(pk = {"S":"u1"}; sk > {"N":"5"})";
    QTest::newRow("operand parentheses") << "(pk) = (:p)" << kNoNames
        << R"({":p": {"S": "u1"}})" << R"(pk = {"S":"u1"})";
    QTest::newRow("names") << "#pk = :p AND #sk BETWEEN :n AND :n"
        << R"({"#pk": "status", "#sk": "date"})" << R"({":p": {"S": "u1"}, ":n": {"N": "5"}})"
        << R"(status = {"S":"u1"}; date between {"N":"5"} {"N":"5"})";
    QTest::newRow("no spaces") << "pk=:p AND sk>=:n" << kNoNames
        << R"({":p": {"S": "u1"}, ":n": {"N": "5"}})" << R"(pk = {"S":"u1"}; sk >= {"N":"5"})";
    QTest::newRow("lone range") << "sk > :n" << kNoNames << R"({":n": {"N": "5"}})"
        << R"( = {"NULL":true}; sk > {"N":"5"})";
    Q_UNUSED(v);
}

void TestExpressionParser::keyCondition()
{
    QFETCH(QString, text);
    QFETCH(QString, names);
    QFETCH(QString, values);
    QFETCH(QString, expected);
    Request request(names, values);
    auto condition = parseKeyCondition(text.toStdString(), *request);
    QVERIFY2(condition.ok(), condition.ok() ? "" : condition.error().message.c_str());
    QCOMPARE(describe(*condition), expected);
    QVERIFY(request.placeholders->checkAllUsed().ok());
}

void TestExpressionParser::keyConditionErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("names");
    QTest::addColumn<QString>("values");
    QTest::addColumn<QString>("expected");

    const QString k = "Invalid KeyConditionExpression: ";
    const QString v = R"({":p": {"S": "u1"}, ":q": {"S": "u2"}, ":n": {"N": "5"},
                          ":m": {"N": "1"}, ":l": {"L": []}})";
    const QString op = "Invalid operator used in KeyConditionExpression: ";
    QTest::newRow("empty") << "" << kNoNames << v << k + "The expression can not be empty;";
    QTest::newRow("or") << "pk = :p OR sk = :n" << kNoNames << v << op + "OR";
    QTest::newRow("not") << "NOT pk = :p" << kNoNames << v << op + "NOT";
    QTest::newRow("underscore name") << "_pk = :p" << kNoNames << v
        << k + "Syntax error; token: \"_\", near: \"_pk\"";
    QTest::newRow("in") << "pk IN (:p, :q)" << kNoNames << v << op + "IN";
    QTest::newRow("not equal") << "pk <> :p" << kNoNames << v << op + "<>";
    QTest::newRow("attribute_exists") << "attribute_exists(pk)" << kNoNames << v
        << op + "attribute_exists";
    QTest::newRow("attribute_not_exists") << "pk = :p AND attribute_not_exists(sk)"
        << kNoNames << v << op + "attribute_not_exists";
    QTest::newRow("contains") << "contains(pk, :p)" << kNoNames << v << op + "contains";
    QTest::newRow("attribute_type") << "attribute_type(pk, :p)" << kNoNames
        << R"({":p": {"S": "S"}})" << op + "attribute_type";
    QTest::newRow("size") << "size(pk) = :n" << kNoNames << v
        << "KeyConditionExpressions cannot contain nested operations";
    QTest::newRow("nested") << "pk.x = :p" << kNoNames << v
        << "KeyConditionExpressions cannot have conditions on nested attributes";
    QTest::newRow("list element") << "pk[0] = :p" << kNoNames << v
        << "KeyConditionExpressions cannot have conditions on nested attributes";
    QTest::newRow("two names") << "pk = sk" << kNoNames << kNoValues
        << "Invalid condition in KeyConditionExpression: Multiple attribute names used in "
           "one condition";
    QTest::newRow("no name") << ":p = :q" << kNoNames << v
        << "Invalid condition in KeyConditionExpression: No key attribute specified";
    QTest::newRow("between value first") << ":n BETWEEN sk AND :m" << kNoNames << v
        << "Invalid condition in KeyConditionExpression: BETWEEN operator must have the key "
           "attribute as its first operand";
    QTest::newRow("begins_with value first") << "begins_with(:p, sk)" << kNoNames << v
        << "Invalid condition in KeyConditionExpression: begins_with operator must have the "
           "key attribute as its first operand";
    QTest::newRow("same key twice") << "pk = :p AND pk = :q" << kNoNames << v
        << k + "KeyConditionExpressions must only contain one condition per key";
    QTest::newRow("three conditions") << "pk = :p AND sk = :n AND x = :q" << kNoNames << v
        << "Conditions can be of length 1 or 2 only";
    QTest::newRow("two ranges") << "pk > :p AND sk < :n" << kNoNames << v
        << "Query key condition not supported";
    QTest::newRow("between reversed") << "pk = :p AND sk BETWEEN :n AND :m" << kNoNames << v
        << k + "The BETWEEN operator requires upper bound to be greater than or equal to lower "
               "bound; lower bound operand: AttributeValue: {N:5}, upper bound operand: "
               "AttributeValue: {N:1}";
    QTest::newRow("between mixed types") << "pk = :p AND sk BETWEEN :n AND :q" << kNoNames << v
        << k + "The BETWEEN operator requires same data type for lower and upper bounds; lower "
               "bound operand: AttributeValue: {N:5}, upper bound operand: AttributeValue: "
               "{S:u2}";
    QTest::newRow("begins_with number") << "pk = :p AND begins_with(sk, :n)" << kNoNames << v
        << k + "Incorrect operand type for operator or function; operator or function: "
               "begins_with, operand type: N";
    // Clause by clause, as written: an undefined value or a wrong operand, whichever comes first
    // (paritysuite/dynamodb-conformance queryKeyCondition, verified against AWS 2026-10).
    const QString undefined = k + "An expression attribute value used in expression is not "
                                  "defined; attribute value: :missing";
    const QString operand = k + "Incorrect operand type for operator or function; operator or "
                                "function: begins_with, operand type: N";
    QTest::newRow("undefined value before a bad operand")
        << "pk = :missing AND begins_with(sk, :n)" << kNoNames << v << undefined;
    QTest::newRow("bad operand before an undefined value")
        << "begins_with(sk, :n) AND pk = :missing" << kNoNames << v << operand;
    QTest::newRow("bad operand in the middle clause")
        << "pk = :p AND begins_with(sk, :n) AND sk = :missing" << kNoNames << v << operand;
    QTest::newRow("begins_with one operand") << "begins_with(sk)" << kNoNames << kNoValues
        << k + "Incorrect number of operands for operator or function; operator or function: "
               "begins_with, number of operands: 1";
    QTest::newRow("unknown function") << "pk = :p AND starts_with(sk, :q)" << kNoNames << v
        << k + "Invalid function name; function: starts_with";
    QTest::newRow("upper-case function") << "BEGINS_WITH(sk, :q)" << kNoNames << v
        << k + "Invalid function name; function: BEGINS_WITH";
    QTest::newRow("reserved") << "status = :p" << kNoNames << v
        << k + "Attribute name is a reserved keyword; reserved keyword: status";
    QTest::newRow("undefined value") << "pk = :zz" << kNoNames << v
        << k + "An expression attribute value used in expression is not defined; attribute "
               "value: :zz";
    QTest::newRow("undefined name") << "#pk = :p" << kNoNames << v
        << k + "An expression attribute name used in the document path is not defined; "
               "attribute name: #pk";
    QTest::newRow("no values at all") << "pk = :p" << kNoNames << kNoValues
        << k + "An expression attribute value used in expression is not defined; attribute "
               "value: :p";
    QTest::newRow("dangling and") << "pk = :p AND" << kNoNames << v
        << k + "Syntax error; token: \"<EOF>\", near: \"AND\"";
    QTest::newRow("missing operand") << "pk = " << kNoNames << v
        << k + "Syntax error; token: \"<EOF>\", near: \"= \"";
    QTest::newRow("double equals") << "pk == :p" << kNoNames << v
        << k + "Syntax error; token: \"=\", near: \"== :p\"";
    QTest::newRow("bare path") << "pk" << kNoNames << v
        << k + "Syntax error; token: \"<EOF>\", near: \"pk\"";
    QTest::newRow("unbalanced") << "(pk = :p" << kNoNames << v
        << k + "Syntax error; token: \"<EOF>\", near: \":p\"";
    QTest::newRow("extra paren") << "pk = :p)" << kNoNames << v
        << k + "Syntax error; token: \")\", near: \":p)\"";
    QTest::newRow("between without and") << "pk = :p AND sk BETWEEN :n" << kNoNames << v
        << k + "Syntax error; token: \"<EOF>\", near: \":n\"";
    QTest::newRow("literal") << "pk = 'x'" << kNoNames << v
        << k + "Syntax error; token: \"'\", near: \"= 'x\"";
    QTest::newRow("number literal") << "pk = 5" << kNoNames << v
        << k + "Syntax error; token: \"5\", near: \"= 5\"";
    QTest::newRow("and as name") << "and = :p" << kNoNames << v
        << k + "Syntax error; token: \"and\", near: \"and =\"";
    QTest::newRow("redundant parentheses") << "((pk = :p))" << kNoNames << v
        << k + "The expression has redundant parentheses;";
    QTest::newRow("invalid value") << "pk = :l" << kNoNames << R"({":l": {"SS": []}})"
        << "ExpressionAttributeValues contains invalid value: One or more parameter values "
           "were invalid: An string set  may not be empty for key :l";
}

void TestExpressionParser::keyConditionErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, names);
    QFETCH(QString, values);
    QFETCH(QString, expected);
    Request request(names, values);
    auto condition = parseKeyCondition(text.toStdString(), *request);
    QVERIFY(!condition.ok());
    QCOMPARE(condition.error().kind, ErrorKind::ValidationException);
    QCOMPARE(QString::fromStdString(condition.error().message), expected);
}

void TestExpressionParser::unusedPlaceholders_data()
{
    QTest::addColumn<QString>("projection");
    QTest::addColumn<QString>("names");
    QTest::addColumn<QString>("values");
    QTest::addColumn<QString>("expected"); // empty: all used

    QTest::newRow("all used") << "#a" << R"({"#a": "x"})" << kNoValues << "";
    QTest::newRow("none given") << "a" << kNoNames << kNoValues << "";
    QTest::newRow("one unused name") << "#a" << R"({"#a": "x", "#b": "y"})" << kNoValues
        << "Value provided in ExpressionAttributeNames unused in expressions: keys: {#b}";
    QTest::newRow("two unused names") << "a" << R"({"#a": "x", "#b": "y"})" << kNoValues
        << "Value provided in ExpressionAttributeNames unused in expressions: keys: {#a, #b}";
    QTest::newRow("unused value") << "a" << kNoNames << R"({":a": {"S": "x"}})"
        << "Value provided in ExpressionAttributeValues unused in expressions: keys: {:a}";
    QTest::newRow("names first") << "a" << R"({"#a": "x"})" << R"({":a": {"S": "x"}})"
        << "Value provided in ExpressionAttributeNames unused in expressions: keys: {#a}";
}

void TestExpressionParser::unusedPlaceholders()
{
    QFETCH(QString, projection);
    QFETCH(QString, names);
    QFETCH(QString, values);
    QFETCH(QString, expected);
    Request request(names, values);
    QVERIFY(parseProjection(projection.toStdString(), *request).ok());
    auto status = request.placeholders->checkAllUsed();
    QCOMPARE(status.ok() ? QString() : QString::fromStdString(status.error().message), expected);
}

void TestExpressionParser::alignKeyCondition()
{
    Request request(kNoNames, R"({":a": {"S": "x"}, ":b": {"N": "2"}})");
    auto condition = parseKeyCondition("sk = :b AND pk = :a", *request);
    QVERIFY(condition.ok());
    QCOMPARE(condition->partitionKeyName, std::string("sk"));
    QVERIFY(expr::alignKeyCondition(*condition, "pk"));
    QCOMPARE(condition->partitionKeyName, std::string("pk"));
    QCOMPARE(exprtest::text(condition->partitionKeyValue), QString(R"({"S":"x"})"));
    QCOMPARE(condition->sortKeyName, std::string("sk"));
    QCOMPARE(exprtest::text(condition->sortKeyValue), QString(R"({"N":"2"})"));
    QVERIFY(!expr::alignKeyCondition(*condition, "pk"));
}

QTEST_GUILESS_MAIN(TestExpressionParser)
#include "tst_expression_parser.moc"
