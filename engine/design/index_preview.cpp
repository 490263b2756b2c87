// The index preview: each item through the engine's indexMembership, the members' entries
// sorted as the index stores them (index keys, then the table key's hash as the service orders
// ties, then the table key), grouped by partition.
// It must keep up with typing at 100,000 items, so it copies no item and builds no projected
// item: each member's keys are encoded once into one buffer, compact records are sorted (not
// the entries, not the items), and sizes are summed over the projected attributes.
// projectedEntry() builds an entry on demand, for the page on screen.

#include <tablesmith/design.h>
#include <tablesmith/index_preview.h>
#include <tablesmith/key_encoding.h>
#include <tablesmith/key_template.h>

#include <algorithm>
#include <set>

namespace tablesmith::design {
namespace {

const AttributeValue *find(const Item &item, std::string_view name)
{
    auto found = item.find(name);
    return found == item.end() ? nullptr : &found->second;
}

// The names an entry holds besides ALL's everything: keys plus INCLUDE's attributes.
std::vector<std::string> projectedNames(const TableDescription &table,
                                        const IndexDescription &index)
{
    std::set<std::string> names;
    for (const KeyAttribute &key : table.key.attributes())
        names.insert(key.name);
    for (const KeyAttribute &key : index.key.attributes())
        names.insert(key.name);
    if (index.projection.type == ProjectionType::Include)
        names.insert(index.projection.nonKeyAttributes.begin(),
                     index.projection.nonKeyAttributes.end());
    return {names.begin(), names.end()};
}

std::uint32_t projectedSize(const Item &item, const IndexDescription &index,
                            const std::vector<std::string> &names)
{
    if (index.projection.type == ProjectionType::All)
        return static_cast<std::uint32_t>(itemSize(item));
    std::size_t size = 0;
    for (const std::string &name : names) {
        if (const AttributeValue *value = find(item, name))
            size += name.size() + attributeSize(*value);
    }
    return static_cast<std::uint32_t>(size);
}

std::string reasonText(const IndexMembership &membership, const IndexDescription &index)
{
    switch (membership.exclusion) {
    case IndexExclusion::MissingKeyAttribute:
        return "no " + membership.attribute;
    case IndexExclusion::WrongKeyType:
        for (const KeyAttribute &key : index.key.attributes()) {
            if (key.name == membership.attribute)
                return membership.attribute + " is not of type " + std::string(typeName(key.type));
        }
        return membership.attribute + " is of the wrong type";
    case IndexExclusion::EmptyKeyValue:
        return membership.attribute + " is empty";
    case IndexExclusion::None:
        break;
    }
    return {};
}

void countExclusion(EntityTypeMembership &counts, const IndexMembership &membership,
                    const IndexDescription &index)
{
    auto count = [&](std::uint64_t &kindCount, std::string &kindReason) {
        ++kindCount;
        if (kindReason.empty())
            kindReason = reasonText(membership, index);
        if (counts.firstReason.empty())
            counts.firstReason = kindReason;
    };
    if (membership.exclusion == IndexExclusion::MissingKeyAttribute)
        count(counts.missingKeyAttribute, counts.missingKeyReason);
    else if (membership.exclusion == IndexExclusion::WrongKeyType)
        count(counts.wrongKeyType, counts.wrongKeyTypeReason);
    else
        count(counts.emptyKeyValue, counts.emptyKeyReason);
}

// Appends bytes, order-preserving when parts are concatenated: 0x00 is escaped as 0x00 0xFF
// and each part ends with 0x00 0x01, so comparing the concatenations as bytes compares the
// parts left to right, a shorter part before a longer one it prefixes.
void appendBytes(std::string &out, std::string_view bytes)
{
    for (char c : bytes) {
        out += c;
        if (c == '\0')
            out += '\xff';
    }
    out += '\0';
    out += '\x01';
}

// Appends one key value's encoding (encodeKey), without copying a string's text.
void appendPart(std::string &out, const AttributeValue *value)
{
    if (const std::string *text = value ? value->as<std::string>() : nullptr)
        appendBytes(out, *text);
    else
        appendBytes(out, value ? encodeKey(*value) : std::string());
}

// The members' index keys (partition key parts, sort key parts, the table key's hash, then the
// table key) encoded into one buffer, and what sorting needs of each: a compact record whose first eight key
// bytes decide most comparisons without touching the buffer, let alone the items.
class EntryKeys {
public:
    EntryKeys(const TableDescription &table, const IndexDescription &index)
    {
        for (const KeyAttribute &key : index.key.partitionKey)
            m_names.push_back(key.name);
        m_partitionWidth = m_names.size();
        for (const KeyAttribute &key : index.key.sortKey)
            m_names.push_back(key.name);
        m_indexKeyWidth = m_names.size();
        for (const KeyAttribute &key : table.key.attributes())
            m_names.push_back(key.name);
        m_tableKey = table.key;
    }
    void add(const Item &item)
    {
        Record record;
        record.member = static_cast<std::uint32_t>(m_records.size());
        record.offset = m_bytes.size();
        for (std::size_t c = 0; c < m_names.size(); ++c) {
            if (c == m_partitionWidth)
                record.partitionLength =
                    static_cast<std::uint32_t>(m_bytes.size() - record.offset);
            if (c == m_indexKeyWidth)
                appendTableKeyHash(item);
            appendPart(m_bytes, find(item, m_names[c]));
        }
        record.length = static_cast<std::uint32_t>(m_bytes.size() - record.offset);
        for (std::size_t b = 0; b < 8; ++b) {
            unsigned char byte = b < record.length ? m_bytes[record.offset + b] : 0;
            record.prefix = record.prefix << 8 | byte;
        }
        m_records.push_back(record);
    }
    // The members' positions in index order.
    std::vector<std::uint32_t> sorted()
    {
        std::sort(m_records.begin(), m_records.end(), [this](const Record &a, const Record &b) {
            if (a.prefix != b.prefix)
                return a.prefix < b.prefix;
            int order = key(a, a.length).compare(key(b, b.length));
            // Sample items may repeat a table key: keep them in the order given.
            return order != 0 ? order < 0 : a.member < b.member;
        });
        std::vector<std::uint32_t> order;
        order.reserve(m_records.size());
        for (const Record &record : m_records)
            order.push_back(record.member);
        return order;
    }
    // After sorted(): whether the i-th and (i-1)-th entries share their partition key.
    bool samePartitionAsPrevious(std::size_t i) const
    {
        const Record &a = m_records[i];
        const Record &b = m_records[i - 1];
        return key(a, a.partitionLength) == key(b, b.partitionLength);
    }
    std::vector<AttributeValue> partitionKey(const Item &item) const
    {
        std::vector<AttributeValue> key;
        for (std::size_t c = 0; c < m_partitionWidth; ++c)
            key.push_back(*find(item, m_names[c]));
        return key;
    }

private:
    // Entries sharing an index key follow the service's order, the engine's own tableKeyHash
    // (what Query and Scan on an index follow), as 3 big-endian bytes.
    void appendTableKeyHash(const Item &item)
    {
        auto encoded = [&item](const std::vector<KeyAttribute> &key) {
            const AttributeValue *value = key.empty() ? nullptr : find(item, key.front().name);
            return value ? encodeKey(*value) : std::string();
        };
        auto type = [](const std::vector<KeyAttribute> &key) {
            return key.empty() ? AttributeType::S : key.front().type;
        };
        const std::int64_t hash =
            tableKeyHash(type(m_tableKey.partitionKey), encoded(m_tableKey.partitionKey),
                         type(m_tableKey.sortKey), encoded(m_tableKey.sortKey));
        const char bytes[] = {char(hash >> 16 & 0xff), char(hash >> 8 & 0xff), char(hash & 0xff)};
        appendBytes(m_bytes, std::string_view(bytes, sizeof bytes));
    }

    struct Record {
        std::uint64_t prefix = 0; // the key's first 8 bytes, big-endian: compares as they do
        std::size_t offset = 0;
        std::uint32_t length = 0;
        std::uint32_t partitionLength = 0;
        std::uint32_t member = 0;
    };
    std::string_view key(const Record &record, std::uint32_t length) const
    {
        return std::string_view(m_bytes).substr(record.offset, length);
    }

    std::vector<std::string> m_names;
    std::size_t m_partitionWidth = 0;
    std::size_t m_indexKeyWidth = 0;
    KeySchema m_tableKey;
    std::string m_bytes;
    std::vector<Record> m_records;
};

template<class ItemAt>
void groupPartitions(IndexPreview &preview, const std::vector<PreviewEntry> &members,
                     EntryKeys &keys, ItemAt itemAt)
{
    const std::vector<std::uint32_t> order = keys.sorted();
    preview.indexOrder.reserve(members.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        const PreviewEntry &entry = members[order[i]];
        if (i == 0 || !keys.samePartitionAsPrevious(i)) {
            PreviewPartition partition;
            partition.key = keys.partitionKey(itemAt(entry.item));
            partition.firstEntry = i;
            preview.partitions.push_back(std::move(partition));
        }
        PreviewPartition &partition = preview.partitions.back();
        ++partition.entryCount;
        partition.projectedBytes += entry.projectedBytes;
        partition.writeUnits += std::uint64_t(writeUnits(entry.projectedBytes));
        preview.indexOrder.push_back(entry);
    }
}

template<class ItemAt>
IndexPreview preview(const TableDescription &table, const IndexDescription &index,
                     std::size_t count, ItemAt itemAt, const EntityMatcher *matcher,
                     const std::vector<std::string> &entityTypeNames)
{
    IndexPreview preview;
    preview.items = count;
    preview.entityTypes.resize(entityTypeNames.size() + 1);
    for (std::size_t e = 0; e < entityTypeNames.size(); ++e)
        preview.entityTypes[e].name = entityTypeNames[e];
    preview.entityTypes.back().name = "(unknown)";
    const std::vector<std::string> names = projectedNames(table, index);
    EntryKeys keys(table, index);
    std::vector<PreviewEntry> members;
    for (std::size_t i = 0; i < count; ++i) {
        const Item &item = itemAt(i);
        int entity = matcher ? matcher->entityOf(item) : -1;
        EntityTypeMembership &counts =
            preview.entityTypes[entity < 0 ? entityTypeNames.size() : std::size_t(entity)];
        ++counts.items;
        IndexMembership membership = indexMembership(index, item);
        if (!membership.included()) {
            countExclusion(counts, membership, index);
            continue;
        }
        PreviewEntry entry{i, entity, projectedSize(item, index, names)};
        ++counts.included;
        counts.projectedBytes += entry.projectedBytes;
        counts.largestEntryBytes = std::max(counts.largestEntryBytes, entry.projectedBytes);
        preview.projectedBytes += entry.projectedBytes;
        members.push_back(entry);
        keys.add(item);
    }
    preview.entries = members.size();
    if (preview.entityTypes.back().items == 0)
        preview.entityTypes.pop_back();
    groupPartitions(preview, members, keys, itemAt);
    return preview;
}

} // namespace

IndexPreview previewIndex(const TableDescription &table, const IndexDescription &index,
                          const std::vector<Item> &items, const EntityMatcher *matcher,
                          const std::vector<std::string> &entityTypeNames)
{
    return preview(
        table, index, items.size(), [&items](std::size_t i) -> const Item & { return items[i]; },
        matcher, entityTypeNames);
}

IndexPreview previewIndex(const DesignTable &table, const IndexDescription &index)
{
    std::vector<std::string> names;
    for (const EntityType &entity : table.entityTypes)
        names.push_back(entity.name);
    EntityMatcher matcher(table);
    const std::vector<SampleItem> &items = table.items;
    return preview(
        table.description(), index, items.size(),
        [&items](std::size_t i) -> const Item & { return items[i].item; }, &matcher, names);
}

Item projectedEntry(const TableDescription &table, const IndexDescription &index,
                    const Item &item)
{
    return projectForIndex(table, index, item);
}

} // namespace tablesmith::design
