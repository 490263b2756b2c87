#include "core/indexes.h"
#include "core/item_codec.h"
#include "core/keys.h"

#include <tablesmith/key_encoding.h>

#include <array>
#include <memory>

namespace tablesmith::core {
namespace {

// A key attribute's value when present with the schema's type; null otherwise.
const AttributeValue *keyValue(const Item &item, const store::KeyAttribute &attribute)
{
    auto found = item.find(attribute.name);
    if (found == item.end() || found->second.type() != attribute.type)
        return nullptr;
    return &found->second;
}

void copyAttribute(const Item &from, Item &to, const std::string &name)
{
    if (auto found = from.find(name); found != from.end())
        to.emplace(found->first, found->second);
}

void copyKey(const Item &from, Item &to, const store::KeySchema &key)
{
    key.forEachAttribute([&](const store::KeyAttribute &a) { copyAttribute(from, to, a.name); });
}

bool sameEntryKey(const store::IndexEntryKey &a, const store::IndexEntryKey &b)
{
    return a.index.hash == b.index.hash && a.index.partitionKey == b.index.partitionKey
           && a.index.sortKey == b.index.sortKey && a.tableHash == b.tableHash
           && a.tablePartitionKey == b.tablePartitionKey && a.tableSortKey == b.tableSortKey;
}

// The table key's hash, which orders the entries sharing an index key (store/index_store.h).
std::int64_t tableHashOf(const store::TableSchema &table, std::string_view partitionKey,
                         std::string_view sortKey)
{
    const AttributeType sortType = table.key.sortKey ? table.key.sortKey->type : AttributeType::S;
    return tableKeyHash(table.key.partitionKey.type, partitionKey, sortType, sortKey);
}

// A key value that lands an item in an index: present, of the schema's type, not empty and
// within the key size limit. Writes refuse the others (checkIndexKeyValues); a backfill leaves
// their items out of the index, as DynamoDB does.
const AttributeValue *indexKeyValue(const Item &item, const store::KeyAttribute &attribute,
                                    std::size_t maxBytes)
{
    const AttributeValue *value = keyValue(item, attribute);
    if (!value)
        return nullptr;
    const std::size_t size = attributeSize(*value);
    return size > 0 && size <= maxBytes ? value : nullptr;
}

// A multi-attribute GSI key: the item lands in the index only with every key attribute.
std::optional<store::StorageKey> multiAttributeKey(const store::KeySchema &schema,
                                                   const Item &item, Hashed hashed)
{
    std::array<const AttributeValue *, 4> partition{}, sort{};
    for (std::size_t i = 0; i < schema.partitionKeyCount(); ++i)
        if (!(partition[i] = indexKeyValue(item, schema.partitionKeyAt(i),
                                           kMaxPartitionKeyBytes)))
            return std::nullopt;
    for (std::size_t i = 0; i < schema.sortKeyCount(); ++i)
        if (!(sort[i] = indexKeyValue(item, schema.sortKeyAt(i), kMaxSortKeyBytes)))
            return std::nullopt;
    store::StorageKey key;
    key.partitionKey = encodeKeyPart(partition.data(), schema.partitionKeyCount());
    if (hashed == Hashed::Yes)
        key.hash = partitionHash(key.partitionKey);
    if (schema.sortKey)
        key.sortKey = encodeKeyPart(sort.data(), schema.sortKeyCount());
    return key;
}

std::optional<store::StorageKey> indexKey(const store::IndexSchema &index, const Item &item,
                                          Hashed hashed)
{
    if (index.key.multiAttribute())
        return multiAttributeKey(index.key, item, hashed);
    const AttributeValue *pk = indexKeyValue(item, index.key.partitionKey,
                                             kMaxPartitionKeyBytes);
    const AttributeValue *sk = index.key.sortKey
                                   ? indexKeyValue(item, *index.key.sortKey, kMaxSortKeyBytes)
                                   : nullptr;
    if (!pk || (index.key.sortKey && !sk))
        return std::nullopt;
    return storageKey(*pk, sk, hashed);
}

// The item's entry key in `index` with the table key left empty, or nothing when the item
// does not land in the index.
std::optional<store::IndexEntryKey> indexKeyOnly(const store::IndexSchema &index,
                                                 const Item &item)
{
    auto key = indexKey(index, item, Hashed::Yes);
    if (!key)
        return std::nullopt;
    return store::IndexEntryKey{std::move(*key), 0, {}, {}};
}

// indexEntryKey for an item of `write`: its table key is the write's, already encoded, and
// hashed once for all its entries (`tableHash`).
std::optional<store::IndexEntryKey> writeEntryKey(const ItemWrite &write,
                                                  const store::IndexSchema &index,
                                                  const Item &item, std::int64_t tableHash)
{
    std::optional<store::IndexEntryKey> key = indexKeyOnly(index, item);
    if (key) {
        key->tableHash = tableHash;
        key->tablePartitionKey = write.key.partitionKey;
        key->tableSortKey = write.key.sortKey;
    }
    return key;
}

// The stored item decoded, or null when there is none.
Result<std::shared_ptr<const Item>> decoded(const std::optional<store::StoredItem> &stored)
{
    if (!stored)
        return std::shared_ptr<const Item>();
    TS_TRY_ASSIGN(Item item, decodeStored(stored->json));
    return std::make_shared<const Item>(std::move(item));
}

// The size recorded for the entry an item has in `index` (its stored size for ALL).
std::int64_t entrySize(const store::TableSchema &table, const store::IndexSchema &index,
                       const Item &item, const store::StoredItem &stored)
{
    if (index.projection == store::IndexSchema::Projection::All)
        return stored.size;
    return static_cast<std::int64_t>(itemSize(projectForIndex(table, index, item)));
}

// Counted indexes get the write's change to their ItemCount and IndexSizeBytes, applied after
// the commit (item_write.cpp); an uncounted or backfilling one is counted later from SQLite.
bool counted(const store::IndexSchema &index)
{
    return index.itemCount >= 0 && !index.backfilling();
}

Status maintainIndex(State &state, ItemWrite &write, std::size_t position,
                     const Item *before, const Item *after, std::int64_t tableHash)
{
    const store::TableSchema &table = *write.table;
    const store::IndexSchema &index = table.indexes[position];
    auto oldKey = before ? writeEntryKey(write, index, *before, tableHash) : std::nullopt;
    auto newKey = after ? writeEntryKey(write, index, *after, tableHash) : std::nullopt;
    IndexCountChange change;
    change.index = position;
    if (oldKey && counted(index)) {
        change.entries -= 1;
        change.bytes -= entrySize(table, index, *before, *write.old);
    }
    // An entry under the same key is replaced by the write below: no delete needed.
    if (oldKey && !(newKey && sameEntryKey(*oldKey, *newKey)))
        TS_TRY_STATUS(store::eraseIndexEntry(state.db, table, index, *oldKey));
    if (newKey) {
        // An ALL projection holds the item as stored: no need to project and serialise it.
        const bool all = index.projection == store::IndexSchema::Projection::All;
        const store::StoredItem projected = all ? store::StoredItem{}
                                                : storedItem(projectForIndex(table, index, *after));
        const store::StoredItem &entry = all ? *write.item : projected;
        TS_TRY_STATUS(store::writeIndexEntry(state.db, table, index, *newKey, entry));
        change.entries += counted(index) ? 1 : 0;
        change.bytes += counted(index) ? entry.size : 0;
    }
    if (change.entries != 0 || change.bytes != 0)
        write.indexChanges.push_back(change);
    return success();
}

Status checkIndexKeyValue(const store::IndexSchema &index, const store::KeyAttribute &attribute,
                          const Item &item, std::size_t maxBytes)
{
    auto found = item.find(attribute.name);
    if (found == item.end())
        return success(); // not in this index: that is what sparse means
    const AttributeValue &value = found->second;
    if (value.type() != attribute.type)
        return Error::validation(
            "One or more parameter values were invalid: Type mismatch for Index Key "
            + attribute.name + " Expected: " + std::string(typeName(attribute.type))
            + " Actual: " + std::string(typeName(value.type())) + " IndexName: " + index.name);
    const std::size_t size = attributeSize(value);
    if (size > maxBytes)
        return Error::validation(
            "One or more parameter values were invalid: Size limit exceeded for Index Key "
            + attribute.name + " Actual Size: " + std::to_string(size) + " bytes Max Size: "
            + std::to_string(maxBytes) + " bytes IndexName: " + index.name);
    if (size > 0)
        return success();
    return Error::validation(
        "One or more parameter values are not valid. A value specified for a secondary "
        "index key is not supported. The AttributeValue for a key attribute cannot "
        "contain an empty "
        + std::string(attribute.type == AttributeType::B ? "binary" : "string")
        + " value. IndexName: " + index.name + ", IndexKey: " + attribute.name);
}

} // namespace

std::optional<store::StorageKey> unorderedIndexKey(const store::IndexSchema &index,
                                                   const Item &item)
{
    return indexKey(index, item, Hashed::No);
}

std::optional<store::IndexEntryKey> indexEntryKey(const store::TableSchema &table,
                                                  const store::IndexSchema &index,
                                                  const Item &item)
{
    std::optional<store::IndexEntryKey> key = indexKeyOnly(index, item);
    if (!key)
        return key;
    key->tablePartitionKey = encodeKey(item.at(table.key.partitionKey.name));
    if (table.key.sortKey)
        key->tableSortKey = encodeKey(item.at(table.key.sortKey->name));
    key->tableHash = tableHashOf(table, key->tablePartitionKey, key->tableSortKey);
    return key;
}

Item projectForIndex(const store::TableSchema &table, const store::IndexSchema &index,
                     const Item &item)
{
    if (index.projection == store::IndexSchema::Projection::All)
        return item;
    Item projected;
    copyKey(item, projected, table.key);
    copyKey(item, projected, index.key);
    for (const std::string &name : index.nonKeyAttributes)
        copyAttribute(item, projected, name);
    return projected;
}

Status checkIndexKeyValues(const store::TableSchema &table, const Item &item)
{
    for (const store::IndexSchema &index : table.indexes) {
        const store::KeySchema &key = index.key;
        for (std::size_t i = 0; i < key.partitionKeyCount(); ++i)
            TS_TRY_STATUS(checkIndexKeyValue(index, key.partitionKeyAt(i), item,
                                             kMaxPartitionKeyBytes));
        for (std::size_t i = 0; i < key.sortKeyCount(); ++i)
            TS_TRY_STATUS(checkIndexKeyValue(index, key.sortKeyAt(i), item, kMaxSortKeyBytes));
    }
    return success();
}

Status maintainIndexes(State &state, ItemWrite &write)
{
    write.indexChanges.clear();
    if (write.table->indexes.empty())
        return success();
    write.indexChanges.reserve(write.table->indexes.size()); // one allocation per write
    TS_TRY_ASSIGN(std::shared_ptr<const Item> before, decoded(write.old));
    // The writer's own decoded item saves parsing the new item back (no copy either).
    std::shared_ptr<const Item> after = write.decodedItem;
    if (!after) {
        TS_TRY_ASSIGN(after, decoded(write.item));
    }
    const std::int64_t tableHash =
        tableHashOf(*write.table, write.key.partitionKey, write.key.sortKey);
    for (std::size_t i = 0; i < write.table->indexes.size(); ++i)
        TS_TRY_STATUS(maintainIndex(state, write, i, before.get(), after.get(), tableHash));
    return success();
}

std::int64_t indexSizeBytes(std::int64_t entries, std::int64_t bytes)
{
    return bytes + entries * kIndexEntryOverheadBytes;
}

json::object *describedIndex(store::TableSchema &table, std::string_view name)
{
    for (const char *member : {"GlobalSecondaryIndexes", "LocalSecondaryIndexes"}) {
        json::value *list = table.description.if_contains(member);
        if (!list || !list->is_array())
            continue;
        for (json::value &index : list->as_array())
            if (index.is_object() && index.as_object().at("IndexName").as_string() == name)
                return &index.as_object();
    }
    return nullptr;
}

Status refreshIndexCounters(State &state, store::TableSchema &table)
{
    for (store::IndexSchema &index : table.indexes) {
        // A backfilling index shows the backfill's progress (index_backfill.cpp).
        if (index.backfilling())
            continue;
        if (index.itemCount < 0)
            TS_TRY_STATUS(store::countIndexEntries(state.db, table, index, index.itemCount,
                                                   index.sizeBytes));
        if (json::object *d = describedIndex(table, index.name)) {
            (*d)["ItemCount"] = index.itemCount;
            (*d)["IndexSizeBytes"] = indexSizeBytes(index.itemCount, index.sizeBytes);
        }
    }
    return success();
}

} // namespace tablesmith::core
