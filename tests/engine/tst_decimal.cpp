#include <tablesmith/decimal.h>
#include <tablesmith/key_encoding.h>

#include <QTest>

using tablesmith::Decimal;

class TestDecimal : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void canonicalText_data();
    void canonicalText();
    void rejects_data();
    void rejects();
    void ordering_data();
    void ordering();
    void keyEncodingPreservesOrder();
};

void TestDecimal::canonicalText_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("integer") << "42" << "42";
    QTest::newRow("trailing zeros") << "129.90" << "129.9";
    QTest::newRow("one point zero") << "1.0" << "1";
    QTest::newRow("leading zeros") << "007" << "7";
    QTest::newRow("plus sign") << "+5" << "5";
    QTest::newRow("negative") << "-0.050" << "-0.05";
    QTest::newRow("negative zero") << "-0" << "0";
    QTest::newRow("exponent") << "1E2" << "100";
    QTest::newRow("negative exponent") << "12e-3" << "0.012";
    QTest::newRow("leading point") << ".5" << "0.5";
    QTest::newRow("trailing point") << "5." << "5";
    QTest::newRow("38 digits") << "12345678901234567890123456789012345678"
                               << "12345678901234567890123456789012345678";
    QTest::newRow("smallest") << "1E-130" << ("0." + QString(129, '0') + "1");
    QTest::newRow("largest") << "9.9999999999999999999999999999999999999E+125"
                             << (QString(38, '9') + QString(88, '0'));
    QTest::newRow("zero at the top of the range") << "0e125" << "0";
    QTest::newRow("zero at the bottom of the range") << "0e-130" << "0";
    QTest::newRow("zeros beyond 38 digits") << "1000000000000000000000000000000000000000000"
                                            << "1000000000000000000000000000000000000000000";
}

void TestDecimal::canonicalText()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    auto d = Decimal::parse(input.toStdString());
    QVERIFY2(d.ok(), d.ok() ? "" : d.error().message.c_str());
    QCOMPARE(QString::fromStdString(d->toString()), expected);
}

void TestDecimal::rejects_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << "" << "The parameter cannot be converted to a numeric value: ";
    QTest::newRow("letters") << "abc" << "The parameter cannot be converted to a numeric value: abc";
    QTest::newRow("two points") << "1.2.3" << "The parameter cannot be converted to a numeric value: 1.2.3";
    QTest::newRow("dangling exponent") << "1e" << "The parameter cannot be converted to a numeric value: 1e";
    QTest::newRow("nan") << "NaN" << "The parameter cannot be converted to a numeric value: NaN";
    QTest::newRow("space") << " 1" << "The parameter cannot be converted to a numeric value:  1";
    QTest::newRow("39 digits") << "123456789012345678901234567890123456789"
                               << "Attempting to store more than 38 significant digits in a Number";
    QTest::newRow("overflow") << "1E126" << "Number overflow. Attempting to store a number with "
                                            "magnitude larger than supported range";
    QTest::newRow("underflow") << "1E-131" << "Number underflow. Attempting to store a number "
                                              "with magnitude smaller than supported range";
    // The exponent is read in full before the range applies (paritysuite/dynamodb-conformance
    // tests/tier3/limits/numberExponent.test.ts): past 32 bits it is out of range, not wrapped,
    // and only past 64 bits is it unreadable. Zero is range-checked by its written exponent.
    const QString overflow = "Number overflow. Attempting to store a number with magnitude "
                             "larger than supported range";
    const QString underflow = "Number underflow. Attempting to store a number with magnitude "
                              "smaller than supported range";
    QTest::newRow("exponent of 11 digits") << "1e99999999999" << overflow;
    QTest::newRow("negative exponent of 11 digits") << "1e-99999999999" << underflow;
    QTest::newRow("exponent past 32 bits") << "1e2147483648" << overflow;
    QTest::newRow("exponent of 18 digits") << "1e999999999999999999" << overflow;
    QTest::newRow("exponent past 64 bits")
        << "1e9223372036854775808"
        << "The parameter cannot be converted to a numeric value: 1e9223372036854775808";
    QTest::newRow("zero above the range") << "0e126" << overflow;
    QTest::newRow("zero below the range") << "0e-131" << underflow;
    QTest::newRow("zero far above the range") << "0.000e99999999999" << overflow;
}

void TestDecimal::rejects()
{
    QFETCH(QString, input);
    QFETCH(QString, message);
    auto d = Decimal::parse(input.toStdString());
    QVERIFY(!d.ok());
    QCOMPARE(d.error().kind, tablesmith::ErrorKind::ValidationException);
    QCOMPARE(QString::fromStdString(d.error().message), message);
}

void TestDecimal::ordering_data()
{
    QTest::addColumn<QString>("smaller");
    QTest::addColumn<QString>("larger");
    QTest::newRow("integers") << "2" << "10";
    QTest::newRow("fractions") << "0.12" << "0.123";
    QTest::newRow("negatives") << "-0.123" << "-0.12";
    QTest::newRow("negative magnitude") << "-10" << "-2";
    QTest::newRow("across zero") << "-1" << "0";
    QTest::newRow("zero and tiny") << "0" << "1E-130";
    QTest::newRow("exponents") << "9.99" << "10";
    QTest::newRow("huge") << "1E100" << "1.1E100";
}

void TestDecimal::ordering()
{
    QFETCH(QString, smaller);
    QFETCH(QString, larger);
    auto a = Decimal::parse(smaller.toStdString());
    auto b = Decimal::parse(larger.toStdString());
    QVERIFY(a.ok() && b.ok());
    QVERIFY(*a < *b);
    QVERIFY(tablesmith::encodeNumber(*a) < tablesmith::encodeNumber(*b));
}

void TestDecimal::keyEncodingPreservesOrder()
{
    // Every pair of a spread of numbers must compare the same as values and as encoded bytes.
    const char *numbers[] = {"-1E125", "-123.45", "-100", "-99.999", "-1", "-0.5", "-0.05",
                             "-1E-130", "0", "1E-130", "0.05", "0.5", "1", "1.5", "9",
                             "10", "99.999", "100", "123.45", "1E125"};
    for (const char *x : numbers) {
        for (const char *y : numbers) {
            Decimal a = *Decimal::parse(x);
            Decimal b = *Decimal::parse(y);
            QVERIFY2((a <=> b) == (tablesmith::encodeNumber(a) <=> tablesmith::encodeNumber(b)),
                     qPrintable(QString("%1 vs %2").arg(x, y)));
        }
    }
    QVERIFY(*Decimal::parse("1.0") == *Decimal::parse("1"));
    QCOMPARE(tablesmith::encodeNumber(*Decimal::parse("1.0")),
             tablesmith::encodeNumber(*Decimal::parse("1")));
}

QTEST_GUILESS_MAIN(TestDecimal)
#include "tst_decimal.moc"
