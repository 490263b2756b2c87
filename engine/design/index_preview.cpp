// The index preview: each item through the engine's indexMembership, the members' entries
// sorted as the index stores them (index keys, then the table key), grouped by partition.
// Sizes are summed over the projected attributes without building each projected item: the
// preview must keep up with typing at 100,000 items. projectedEntry() builds one on demand.

#include <tablesmith/index_preview.h>
#include <tablesmith/key_encoding.h>
#include <tablesmith/key_template.h>

#include <algorithm>
#include <set>

namespace tablesmith::design {
namespace {

// Order-preserving concatenation of several key encodings: 0x00 is escaped as 0x00 0xFF and
// each part ends with 0x00 0x01, so a shorter part sorts before a longer one it prefixes.
void appendPart(std::string &out, const AttributeValue *value)
{
    if (value) {
        for (char c : encodeKey(*value)) {
            out += c;
            if (c == '\0')
                out += '\xff';
        }
    }
    out += '\0';
    out += '\x01';
}

const AttributeValue *find(const Item &item, std::string_view name)
{
    auto found = item.find(name);
    return found == item.end() ? nullptr : &found->second;
}

struct SortableEntry {
    std::string partition;
    std::string sort;
    PreviewEntry entry;
};

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
    if (membership.exclusion == IndexExclusion::MissingKeyAttribute)
        ++counts.missingKeyAttribute;
    else if (membership.exclusion == IndexExclusion::WrongKeyType)
        ++counts.wrongKeyType;
    else
        ++counts.emptyKeyValue;
    if (counts.firstReason.empty())
        counts.firstReason = reasonText(membership, index);
}

SortableEntry sortable(const TableDescription &table, const IndexDescription &index,
                       const Item &item, PreviewEntry entry)
{
    SortableEntry sortable{{}, {}, entry};
    if (index.key.partitionKey.size() == 1)
        sortable.partition = encodeKey(*find(item, index.key.partitionKey.front().name));
    else
        for (const KeyAttribute &key : index.key.partitionKey)
            appendPart(sortable.partition, find(item, key.name));
    for (const KeyAttribute &key : index.key.sortKey)
        appendPart(sortable.sort, find(item, key.name));
    for (const KeyAttribute &key : table.key.attributes())
        appendPart(sortable.sort, find(item, key.name));
    return sortable;
}

void groupPartitions(IndexPreview &preview, std::vector<SortableEntry> &entries,
                     const IndexDescription &index, const std::vector<Item> &items)
{
    std::sort(entries.begin(), entries.end(), [](const SortableEntry &a, const SortableEntry &b) {
        int order = a.partition.compare(b.partition);
        return order != 0 ? order < 0 : a.sort < b.sort;
    });
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (i == 0 || entries[i].partition != entries[i - 1].partition) {
            PreviewPartition partition;
            for (const KeyAttribute &key : index.key.partitionKey)
                partition.key.push_back(*find(items[entries[i].entry.item], key.name));
            preview.partitions.push_back(std::move(partition));
        }
        PreviewPartition &partition = preview.partitions.back();
        partition.entries.push_back(entries[i].entry);
        partition.projectedBytes += entries[i].entry.projectedBytes;
    }
}

} // namespace

IndexPreview previewIndex(const TableDescription &table, const IndexDescription &index,
                          const std::vector<Item> &items, const EntityMatcher *matcher,
                          const std::vector<std::string> &entityTypeNames)
{
    IndexPreview preview;
    preview.items = items.size();
    preview.entityTypes.resize(entityTypeNames.size() + 1);
    for (std::size_t e = 0; e < entityTypeNames.size(); ++e)
        preview.entityTypes[e].name = entityTypeNames[e];
    preview.entityTypes.back().name = "(unknown)";
    const std::vector<std::string> names = projectedNames(table, index);
    std::vector<SortableEntry> entries;
    entries.reserve(items.size());
    for (std::size_t i = 0; i < items.size(); ++i) {
        int entity = matcher ? matcher->entityOf(items[i]) : -1;
        EntityTypeMembership &counts =
            preview.entityTypes[entity < 0 ? entityTypeNames.size() : std::size_t(entity)];
        ++counts.items;
        IndexMembership membership = indexMembership(index, items[i]);
        if (!membership.included()) {
            countExclusion(counts, membership, index);
            continue;
        }
        PreviewEntry entry{i, entity, projectedSize(items[i], index, names)};
        ++counts.included;
        counts.projectedBytes += entry.projectedBytes;
        counts.largestEntryBytes = std::max(counts.largestEntryBytes, entry.projectedBytes);
        preview.projectedBytes += entry.projectedBytes;
        entries.push_back(sortable(table, index, items[i], entry));
    }
    preview.entries = entries.size();
    if (preview.entityTypes.back().items == 0)
        preview.entityTypes.pop_back();
    groupPartitions(preview, entries, index, items);
    return preview;
}

Item projectedEntry(const TableDescription &table, const IndexDescription &index,
                    const Item &item)
{
    return projectForIndex(table, index, item);
}

} // namespace tablesmith::design
