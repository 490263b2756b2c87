// The response checksum (x-amz-crc32) against the check value of CRC-32/ISO-HDLC and against
// Boost's bit-by-bit reference on every length and alignment a slicing or folding loop could
// get wrong.

#include "core/crc32.h"

#include <boost/crc.hpp>

#include <QtTest>

#include <random>
#include <string>

using namespace tablesmith;

namespace {

std::uint32_t reference(std::string_view bytes)
{
    boost::crc_32_type crc;
    crc.process_bytes(bytes.data(), bytes.size());
    return crc.checksum();
}

} // namespace

class TestCrc32 : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void checkValue();
    void matchesReference();
};

void TestCrc32::checkValue()
{
    QCOMPARE(core::crc32(""), 0u);
    QCOMPARE(core::crc32("123456789"), 0xCBF43926u);
    QCOMPARE(core::crc32("{}"), reference("{}"));
}

void TestCrc32::matchesReference()
{
    std::mt19937 random(7);
    std::string bytes(4200, '\0');
    for (char &c : bytes)
        c = static_cast<char>(random());
    // Every length up to a few slices, at every start offset within a slice, then long ones.
    for (std::size_t offset = 0; offset < 8; ++offset)
        for (std::size_t length = 0; length < 40; ++length) {
            std::string_view piece(bytes.data() + offset, length);
            QCOMPARE(core::crc32(piece), reference(piece));
        }
    for (std::size_t length : {1000u, 4095u, 4192u}) {
        std::string_view piece(bytes.data() + 3, length);
        QCOMPARE(core::crc32(piece), reference(piece));
    }
    // Around the folding path's thresholds: 64 bytes, each further 16 and 64.
    for (std::size_t offset = 0; offset < 16; offset += 5)
        for (std::size_t length = 48; length < 400; ++length) {
            std::string_view piece(bytes.data() + offset, length);
            QCOMPARE(core::crc32(piece), reference(piece));
        }
}

QTEST_GUILESS_MAIN(TestCrc32)
#include "tst_crc32.moc"
