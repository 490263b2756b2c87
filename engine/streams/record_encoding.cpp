#include "streams/record_encoding.h"
#include "core/crc32.h"

#include <algorithm>
#include <cstring>

namespace tablesmith::streams::encoding {
namespace {

constexpr char kMagic[] = "TSSTREAMLOG1";
constexpr std::uint32_t kGroupMagic = 0x31475354; // "TSG1"

enum Flags : std::uint8_t {
    kByService = 1,
    kHasNewImage = 2,
    kHasOldImage = 4,
    kHasFingerprint = 8,
};

class Writer {
public:
    explicit Writer(std::string &out) : m_out(out) {}
    template<class T>
    void fixed(T value)
    {
        char bytes[sizeof(T)];
        std::memcpy(bytes, &value, sizeof(T));
        m_out.append(bytes, sizeof(T));
    }
    void text(std::string_view value)
    {
        fixed(static_cast<std::uint32_t>(value.size()));
        m_out.append(value);
    }

private:
    std::string &m_out;
};

class Reader {
public:
    explicit Reader(std::string_view in) : m_in(in) {}
    template<class T>
    bool fixed(T &value)
    {
        if (m_in.size() < sizeof(T))
            return false;
        std::memcpy(&value, m_in.data(), sizeof(T));
        m_in.remove_prefix(sizeof(T));
        return true;
    }
    bool text(std::string &value)
    {
        std::uint32_t size = 0;
        if (!fixed(size) || m_in.size() < size)
            return false;
        value.assign(m_in.substr(0, size));
        m_in.remove_prefix(size);
        return true;
    }
    bool atEnd() const { return m_in.empty(); }

private:
    std::string_view m_in;
};

std::uint8_t eventCode(std::string_view name)
{
    return name == "INSERT" ? 0 : name == "MODIFY" ? 1 : 2;
}

const char *eventName(std::uint8_t code)
{
    return code == 0 ? "INSERT" : code == 1 ? "MODIFY" : "REMOVE";
}

std::uint8_t flagsOf(const LoggedRecord &record)
{
    std::uint8_t flags = record.row.byService ? kByService : 0;
    flags |= record.row.newImage ? kHasNewImage : 0;
    flags |= record.row.oldImage ? kHasOldImage : 0;
    flags |= record.check.itemFingerprint ? kHasFingerprint : 0;
    return flags;
}

void encodeRecord(Writer &out, const LoggedRecord &record)
{
    const RecordRow &row = record.row;
    out.fixed(row.sequence);
    out.fixed(row.streamId);
    out.fixed(row.createdMs);
    out.fixed(row.sizeBytes);
    out.fixed(eventCode(row.eventName));
    out.fixed(flagsOf(record));
    out.fixed(record.check.tableId);
    out.fixed(record.check.key.hash);
    out.text(record.check.key.partitionKey);
    out.text(record.check.key.sortKey);
    out.fixed(record.check.itemFingerprint.value_or(0));
    out.text(row.keys);
    if (row.newImage)
        out.text(*row.newImage);
    if (row.oldImage)
        out.text(*row.oldImage);
}

} // namespace

std::string fileHeader(const std::string &token)
{
    std::string header(kHeaderSize, '\0');
    std::memcpy(header.data(), kMagic, sizeof kMagic - 1);
    // The magic, a NUL, then as much of the token as fits.
    std::memcpy(header.data() + sizeof kMagic, token.data(),
                std::min(token.size(), kHeaderSize - sizeof kMagic));
    return header;
}

bool headerMatches(std::string_view header, const std::string &token)
{
    return header.size() == kHeaderSize && header == fileHeader(token);
}

std::string encodeGroup(const std::vector<LoggedRecord> &group,
                        std::vector<std::pair<std::uint32_t, std::uint32_t>> &recordOffsets)
{
    std::string payload;
    Writer out(payload);
    std::string record;
    for (const LoggedRecord &logged : group) {
        record.clear();
        Writer recordOut(record);
        encodeRecord(recordOut, logged);
        out.text(record);
        recordOffsets.emplace_back(
            static_cast<std::uint32_t>(kGroupHeaderSize + payload.size() - record.size()),
            static_cast<std::uint32_t>(record.size()));
    }
    std::string bytes;
    bytes.reserve(kGroupHeaderSize + payload.size());
    Writer header(bytes);
    header.fixed(kGroupMagic);
    header.fixed(static_cast<std::uint32_t>(payload.size()));
    header.fixed(core::crc32(payload));
    header.fixed(static_cast<std::uint32_t>(group.size()));
    return bytes + payload;
}

std::optional<std::uint32_t> groupLength(std::string_view header)
{
    Reader in(header);
    std::uint32_t magic = 0;
    std::uint32_t length = 0;
    if (!in.fixed(magic) || magic != kGroupMagic || !in.fixed(length))
        return std::nullopt;
    return static_cast<std::uint32_t>(kGroupHeaderSize + length);
}

std::optional<std::vector<std::pair<std::uint32_t, std::uint32_t>>>
groupRecords(std::string_view group)
{
    Reader in(group);
    std::uint32_t magic = 0, length = 0, crc = 0, count = 0;
    if (!in.fixed(magic) || !in.fixed(length) || !in.fixed(crc) || !in.fixed(count)
        || group.size() != kGroupHeaderSize + length
        || core::crc32(group.substr(kGroupHeaderSize)) != crc)
        return std::nullopt;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> records;
    std::size_t at = kGroupHeaderSize;
    while (records.size() < count) {
        std::uint32_t size = 0;
        if (group.size() - at < sizeof size)
            return std::nullopt;
        std::memcpy(&size, group.data() + at, sizeof size);
        at += sizeof size;
        if (group.size() - at < size)
            return std::nullopt;
        records.emplace_back(static_cast<std::uint32_t>(at), size);
        at += size;
    }
    return records;
}

std::optional<LoggedRecord> decodeRecord(std::string_view bytes)
{
    Reader in(bytes);
    LoggedRecord record;
    RecordRow &row = record.row;
    std::uint8_t event = 0, flags = 0;
    std::uint64_t fingerprint = 0;
    if (!in.fixed(row.sequence) || !in.fixed(row.streamId) || !in.fixed(row.createdMs)
        || !in.fixed(row.sizeBytes) || !in.fixed(event) || !in.fixed(flags)
        || !in.fixed(record.check.tableId) || !in.fixed(record.check.key.hash)
        || !in.text(record.check.key.partitionKey) || !in.text(record.check.key.sortKey)
        || !in.fixed(fingerprint) || !in.text(row.keys))
        return std::nullopt;
    row.eventName = eventName(event);
    row.byService = flags & kByService;
    if (flags & kHasFingerprint)
        record.check.itemFingerprint = fingerprint;
    if (flags & kHasNewImage && !in.text(row.newImage.emplace()))
        return std::nullopt;
    if (flags & kHasOldImage && !in.text(row.oldImage.emplace()))
        return std::nullopt;
    if (!in.atEnd())
        return std::nullopt;
    return record;
}

} // namespace tablesmith::streams::encoding
