// Write amplification in consumed capacity, as the developer guide bills index writes: an item
// that lands in an index costs one write of its index entry, one that leaves it one write, one
// whose index key changes two (delete the old entry, put the new), one whose entry changes in
// place one, and one whose projected attributes do not change at all none.

#include "core/indexes.h"
#include "core/item_codec.h"
#include "ops/write_reports.h"
#include "ops/core_names.h"
#include "ops/item_requests.h"

#include <memory>

namespace tablesmith::ops {
namespace {

std::unique_ptr<Item> decodedOrNull(const std::optional<store::StoredItem> &stored)
{
    if (!stored)
        return nullptr;
    auto item = decodeStored(stored->json);
    return item ? std::make_unique<Item>(std::move(*item)) : nullptr;
}

bool sameIndexKey(const store::StorageKey &a, const store::StorageKey &b)
{
    return a.partitionKey == b.partitionKey && a.sortKey == b.sortKey;
}

// Only whether the entry moves matters here, so its keys are compared without the hashes that
// order entries in storage (issue 12's review: they were computed for nothing).
double indexWriteUnits(const store::TableSchema &table, const store::IndexSchema &index,
                       const Item *before, const Item *after)
{
    auto oldKey = before ? unorderedIndexKey(index, *before) : std::nullopt;
    auto newKey = after ? unorderedIndexKey(index, *after) : std::nullopt;
    auto entry = [&](const Item &item) { return storedItem(projectForIndex(table, index, item)); };
    if (oldKey && newKey && sameIndexKey(*oldKey, *newKey)) {
        const store::StoredItem was = entry(*before);
        const store::StoredItem now = entry(*after);
        return was.json == now.json ? 0 : writeUnits(now.size);
    }
    double units = 0;
    if (oldKey)
        units += writeUnits(entry(*before).size);
    if (newKey)
        units += writeUnits(entry(*after).size);
    return units;
}

} // namespace

Consumed writeCapacity(const ItemWrite &write, ReturnCapacity mode)
{
    Consumed consumed;
    consumed.table = billedWriteUnits(write);
    if (mode == ReturnCapacity::None || write.checkOnly || write.table->indexes.empty())
        return consumed;
    const auto before = decodedOrNull(write.old);
    const auto after = decodedOrNull(write.item);
    for (const store::IndexSchema &index : write.table->indexes) {
        const double units = indexWriteUnits(*write.table, index, before.get(), after.get());
        if (units > 0)
            (index.global ? consumed.globalIndexes : consumed.localIndexes)[index.name] += units;
    }
    return consumed;
}

void addWriteCapacity(json::object &response, ReturnCapacity mode, const ItemWrite &write)
{
    if (mode != ReturnCapacity::None)
        response["ConsumedCapacity"] =
            consumedCapacity(mode, write.requestedTable, writeCapacity(write, mode), false);
}

Result<std::set<std::string>> touchedGlobalIndexes(State &state, std::string_view kind,
                                                   const json::object &request)
{
    std::shared_ptr<UpdatePlan> plan;
    TS_TRY_ASSIGN(ItemWrite write, kind == "Put"      ? putRequestWrite(state, request)
                                   : kind == "Update" ? updateRequestWrite(state, request, plan)
                                                      : deleteRequestWrite(state, request));
    // What apply() does before writing: the stored item, then the update computed from it.
    TS_TRY_ASSIGN(write.old, store::readItem(state.db, *write.table, write.key));
    if (write.update)
        TS_TRY_STATUS(write.update(write));
    std::set<std::string> touched;
    for (const auto &[name, units] : writeCapacity(write, ReturnCapacity::Indexes).globalIndexes)
        touched.insert(name);
    return touched;
}

std::map<std::string, Consumed> writeCapacityPerTable(const std::vector<ItemWrite> &writes,
                                                      ReturnCapacity mode)
{
    std::map<std::string, Consumed> units;
    for (const ItemWrite &write : writes)
        units[std::string(write.requestedTable)] += writeCapacity(write, mode);
    return units;
}

double billedWriteUnits(const ItemWrite &write)
{
    return writeUnits(std::max(write.item ? write.item->size : 0,
                               write.old ? write.old->size : 0));
}

} // namespace tablesmith::ops
