#include "ops/indexes.h"
#include "ops/item_codec.h"
#include "ops/keys.h"

#include <tablesmith/key_encoding.h>

#include <memory>

namespace tablesmith::ops {
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
    copyAttribute(from, to, key.partitionKey.name);
    if (key.sortKey)
        copyAttribute(from, to, key.sortKey->name);
}

bool sameEntryKey(const store::IndexEntryKey &a, const store::IndexEntryKey &b)
{
    return a.index.hash == b.index.hash && a.index.partitionKey == b.index.partitionKey
           && a.index.sortKey == b.index.sortKey && a.tablePartitionKey == b.tablePartitionKey
           && a.tableSortKey == b.tableSortKey;
}

// The stored item decoded, or null when there is none.
Result<std::shared_ptr<const Item>> decoded(const std::optional<store::StoredItem> &stored)
{
    if (!stored)
        return std::shared_ptr<const Item>();
    TS_TRY_ASSIGN(Item item, decodeStored(stored->json));
    return std::make_shared<const Item>(std::move(item));
}

Status maintainIndex(State &state, const ItemWrite &write, const store::IndexSchema &index,
                     const Item *before, const Item *after)
{
    const store::TableSchema &table = *write.table;
    auto oldKey = before ? indexEntryKey(table, index, *before) : std::nullopt;
    auto newKey = after ? indexEntryKey(table, index, *after) : std::nullopt;
    // An entry under the same key is replaced by the write below: no delete needed.
    if (oldKey && !(newKey && sameEntryKey(*oldKey, *newKey)))
        TS_TRY_STATUS(store::eraseIndexEntry(state.db, table, index, *oldKey));
    if (!newKey)
        return success();
    // An ALL projection holds the item as stored: no need to project and serialise it again.
    if (index.projection == store::IndexSchema::Projection::All)
        return store::writeIndexEntry(state.db, table, index, *newKey, *write.item);
    return store::writeIndexEntry(state.db, table, index, *newKey,
                                  storedItem(projectForIndex(table, index, *after)));
}

} // namespace

std::optional<store::IndexEntryKey> indexEntryKey(const store::TableSchema &table,
                                                  const store::IndexSchema &index,
                                                  const Item &item)
{
    const AttributeValue *pk = keyValue(item, index.key.partitionKey);
    const AttributeValue *sk = index.key.sortKey ? keyValue(item, *index.key.sortKey) : nullptr;
    if (!pk || (index.key.sortKey && !sk) || attributeSize(*pk) == 0
        || (sk && attributeSize(*sk) == 0))
        return std::nullopt;
    store::IndexEntryKey key;
    key.index = storageKey(*pk, sk);
    key.tablePartitionKey = encodeKey(item.at(table.key.partitionKey.name));
    if (table.key.sortKey)
        key.tableSortKey = encodeKey(item.at(table.key.sortKey->name));
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

Status maintainIndexes(State &state, const ItemWrite &write)
{
    if (write.table->indexes.empty())
        return success();
    TS_TRY_ASSIGN(std::shared_ptr<const Item> before, decoded(write.old));
    // The writer's own decoded item saves parsing the new item back (no copy either).
    std::shared_ptr<const Item> after = write.decodedItem;
    if (!after) {
        TS_TRY_ASSIGN(after, decoded(write.item));
    }
    for (const store::IndexSchema &index : write.table->indexes)
        TS_TRY_STATUS(maintainIndex(state, write, index, before.get(), after.get()));
    return success();
}

} // namespace tablesmith::ops
