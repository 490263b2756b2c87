#include "core/item_write.h"
#include "core/expiry.h"
#include "core/item_codec.h"
#include "core/indexes.h"
#include "core/keys.h"
#include "core/item_collections.h"

namespace tablesmith::core {
namespace {

// Keeps DescribeTable's ItemCount and TableSizeBytes current after a committed write.
void countWrite(const ItemWrite &write)
{
    if (write.checkOnly)
        return;
    store::TableSchema &table = *write.table;
    if (table.itemCount < 0)
        return;
    table.itemCount += (write.item ? 1 : 0) - (write.old ? 1 : 0);
    table.sizeBytes += (write.item ? write.item->size : 0) - (write.old ? write.old->size : 0);
}

// The same for each index's ItemCount and IndexSizeBytes.
void countIndexWrite(const ItemWrite &write)
{
    std::vector<store::IndexSchema> &indexes = write.table->indexes;
    for (const IndexCountChange &change : write.indexChanges) {
        if (change.index >= indexes.size())
            continue;
        store::IndexSchema &index = indexes[change.index];
        if (index.itemCount < 0 || index.backfilling())
            continue;
        index.itemCount += change.entries;
        index.sizeBytes += change.bytes;
    }
}

Status checkCondition(const ItemWrite &write)
{
    if (write.condition.empty())
        return success();
    Item old;
    if (write.old) {
        TS_TRY_ASSIGN(old, decodeStored(write.old->json));
    }
    if (expr::evaluateCondition(write.condition, old))
        return success();
    Error failed = conditionalCheckFailed();
    if (write.returnOldOnConditionFailure && write.old)
        failed.details["Item"] = toJson(old);
    return failed;
}

// The expiry the TTL sweep finds the item by: none unless its table has TTL enabled.
std::optional<double> expiryOf(const ItemWrite &write)
{
    const std::optional<std::string> &attribute = write.table->timeToLiveAttribute;
    if (!attribute)
        return std::nullopt;
    return write.decodedItem ? timeToLiveExpiry(*write.decodedItem, *attribute)
                             : timeToLiveExpiry(write.item->json, *attribute);
}

Status persist(State &state, ItemWrite &write)
{
    if (write.item) {
        write.expires = expiryOf(write);
        return store::writeItem(state.db, *write.table, write.key, *write.item, write.expires);
    }
    if (write.old)
        return store::eraseItem(state.db, *write.table, write.key);
    return success();
}

Status apply(State &state, ItemWrite &write)
{
    TS_TRY_ASSIGN(write.old, store::readItem(state.db, *write.table, write.key));
    TS_TRY_STATUS(checkCondition(write));
    if (write.update)
        TS_TRY_STATUS(write.update(write));
    if (write.checkOnly)
        return success();
    TS_TRY_STATUS(persist(state, write));
    TS_TRY_STATUS(maintainIndexes(state, write));
    TS_TRY_STATUS(checkItemCollection(state, write));
    return state.changes.recordChange(state, write);
}

} // namespace

Status readConditionFailureReturn(const json::object &request, ItemWrite &write)
{
    TS_TRY_ASSIGN(auto mode, optionalEnum(request, "ReturnValuesOnConditionCheckFailure",
                                          {"ALL_OLD", "NONE"}));
    write.returnOldOnConditionFailure = mode == "ALL_OLD";
    return success();
}

Error conditionalCheckFailed()
{
    return {ErrorKind::ConditionalCheckFailedException, "The conditional request failed"};
}

Result<ItemWrite> putWrite(store::TableSchema &table, Item item)
{
    TS_TRY_ASSIGN(store::StorageKey key, keyOfItem(table.key, item));
    store::StoredItem stored = storedItem(item);
    if (static_cast<std::size_t>(stored.size) > kMaxItemSize)
        return Error::validation("Item size has exceeded the maximum allowed size");
    TS_TRY_STATUS(checkIndexKeyValues(table, item));
    ItemWrite write;
    write.table = &table;
    write.key = std::move(key);
    write.item = std::move(stored);
    // Kept for index maintenance and the stream record's keys, which then skip a parse.
    write.decodedItem = std::make_shared<const Item>(std::move(item));
    return write;
}

Result<ItemWrite> deleteWrite(store::TableSchema &table, const Item &key)
{
    TS_TRY_ASSIGN(store::StorageKey storage, keyFromKeyParameter(table.key, key));
    ItemWrite write;
    write.table = &table;
    write.key = std::move(storage);
    return write;
}

Status applyWrites(State &state, std::vector<ItemWrite> &writes,
                   std::vector<std::optional<Error>> *reasons,
                   const std::function<Status()> &beforeCommit)
{
    store::Transaction transaction(state.db);
    TS_TRY_STATUS(transaction.begin());
    state.changes.beginWrites();
    bool failed = false;
    for (ItemWrite &write : writes) {
        Status applied = apply(state, write);
        if (!reasons && !applied)
            return applied;
        if (reasons)
            reasons->push_back(applied ? std::nullopt
                                       : std::optional<Error>(applied.takeError()));
        failed = failed || (reasons && reasons->back());
    }
    if (failed)
        return Error{ErrorKind::TransactionCanceledException, "rolled back"};
    if (beforeCommit)
        TS_TRY_STATUS(beforeCommit());
    TS_TRY_STATUS(state.changes.beforeCommit());
    Status committed = transaction.commit();
    state.changes.afterCommit(static_cast<bool>(committed));
    TS_TRY_STATUS(std::move(committed));
    for (const ItemWrite &write : writes) {
        countWrite(write);
        countIndexWrite(write);
    }
    return success();
}

Result<ItemWrite> applyWrite(State &state, ItemWrite write)
{
    std::vector<ItemWrite> writes;
    writes.push_back(std::move(write));
    TS_TRY_STATUS(applyWrites(state, writes));
    return std::move(writes.front());
}

} // namespace tablesmith::core
