// The service's hashes of key values (key_encoding.h), against values computed independently.
// tableKeyHash orders index entries that share an index key; its expected values come from
// this Python rendering of dynalite's hashPrefix (db/index.js), whose numToBuffer it was
// checked against on 2,000 random numbers of up to 38 digits:
//
//   import hashlib; from decimal import Decimal, getcontext; getcontext().prec = 60
//   def num(text):                    # the service's base-100 bytes of a number
//       d = Decimal(text)
//       if d == 0: return bytes([0x80])
//       sign, digits, exp = d.normalize().as_tuple(); digits = list(digits)
//       e = len(digits) + exp; pad = e % 2
//       digits = [0] * pad + digits + [0] * ((len(digits) + pad) % 2)
//       pairs = [digits[i] * 10 + digits[i + 1] for i in range(0, len(digits), 2)]
//       head = (e + pad) // 2 - 64
//       if not sign: return bytes([head & 0xff] + [p + 1 for p in pairs])
//       return bytes([~head & 0xff] + [101 - p for p in pairs] + [102] * (len(pairs) < 20))
//   def piece(t, v): return v.encode() if t == 'S' else num(v) if t == 'N' else bytes.fromhex(v)
//   def table_key_hash(pt, pv, st=None, sv=None):
//       data = b'Outliers' + piece(pt, pv) + (piece(st, sv) if st else b'')
//       return int(hashlib.md5(data).hexdigest()[:6], 16)

#include <tablesmith/attribute_value.h>
#include <tablesmith/key_encoding.h>

#include <boost/json/parse.hpp>

#include <QTest>

using namespace tablesmith;

namespace {

// A key value from its type letter and text (B as hex), in its stored encoding.
std::string encoded(const QString &type, const QString &value, AttributeType &attributeType)
{
    const std::string text = type == "B"
                                 ? std::string(QByteArray::fromHex(value.toLatin1()).toBase64())
                                 : value.toStdString();
    auto json = boost::json::parse("{\"" + type.toStdString() + "\": \"" + text + "\"}");
    auto attribute = attributeFromJson(json);
    if (!attribute)
        qFatal("bad test value %s", qPrintable(value));
    attributeType = attribute->type();
    return encodeKey(*attribute);
}

} // namespace

class TestServiceHash : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void tableKeyHash_data();
    void tableKeyHash();
};

void TestServiceHash::tableKeyHash_data()
{
    QTest::addColumn<QString>("partitionType");
    QTest::addColumn<QString>("partitionKey");
    QTest::addColumn<QString>("sortType"); // empty: a table without a sort key
    QTest::addColumn<QString>("sortKey");
    QTest::addColumn<qint64>("expected"); // table_key_hash(...) above
    QTest::newRow("S") << "S" << "a" << "" << "" << qint64(16143758);
    QTest::newRow("S and S") << "S" << "USER#1" << "S" << "ORDER#1" << qint64(16504650);
    QTest::newRow("S UTF-8") << "S" << "äö" << "S" << "x" << qint64(10310425);
    QTest::newRow("N 5") << "N" << "5" << "" << "" << qint64(14021899);
    QTest::newRow("N -1.5") << "N" << "-1.5" << "" << "" << qint64(10024113);
    QTest::newRow("N and N") << "N" << "5" << "N" << "-1.5" << qint64(5078470);
    QTest::newRow("sort key 0") << "S" << "k" << "N" << "0" << qint64(16047138);
    QTest::newRow("N fraction") << "N" << "123456.789" << "" << "" << qint64(15031171);
    QTest::newRow("N small negative") << "N" << "-0.001" << "S" << "s" << qint64(3050107);
    QTest::newRow("N 38 digits") << "N" << "-12345678901234567890123456789012345678" << "S"
                                 << "x" << qint64(14529097);
    QTest::newRow("N largest exponent") << "N" << "1E+125" << "" << "" << qint64(3090519);
    QTest::newRow("N smallest exponent") << "N" << "1E-130" << "" << "" << qint64(7503335);
    QTest::newRow("B") << "B" << "0102" << "" << "" << qint64(15251320);
    QTest::newRow("B and B") << "B" << "0102" << "B" << "ff00" << qint64(10710237);
}

void TestServiceHash::tableKeyHash()
{
    QFETCH(QString, partitionType);
    QFETCH(QString, partitionKey);
    QFETCH(QString, sortType);
    QFETCH(QString, sortKey);
    QFETCH(qint64, expected);
    AttributeType pType = AttributeType::S;
    AttributeType sType = AttributeType::S;
    const std::string pk = encoded(partitionType, partitionKey, pType);
    const std::string sk = sortType.isEmpty() ? std::string() : encoded(sortType, sortKey, sType);
    QCOMPARE(tablesmith::tableKeyHash(pType, pk, sType, sk), expected);
}

QTEST_GUILESS_MAIN(TestServiceHash)
#include "tst_service_hash.moc"
