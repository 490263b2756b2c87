#pragma once
// ItemWrite: one put or delete of an item, applied with others in one SQLite transaction so a
// batch or an operation lands whole or not at all.

#include "ops/engine_state.h"
#include "store/item_store.h"

#include <tablesmith/attribute_value.h>
#include <tablesmith/expression.h>

#include <functional>
#include <optional>
#include <vector>

namespace tablesmith::ops {

struct ItemWrite {
    store::TableSchema *table = nullptr;
    store::StorageKey key;
    std::optional<store::StoredItem> item; // empty: delete
    std::optional<store::StoredItem> old;  // filled in by applyWrites
    // ConditionExpression, checked against the stored item inside the transaction.
    expr::Condition condition;
    // Computes `item` from the old item once it is read (UpdateItem); runs after the condition.
    std::function<Status(ItemWrite &self)> update;
    bool checkOnly = false; // a ConditionCheck: nothing is written
};

Error conditionalCheckFailed();

// Validates an item for PutItem: key attributes and the 400 KB limit.
Result<ItemWrite> putWrite(store::TableSchema &table, const Item &item);
// Validates a Key parameter for DeleteItem.
Result<ItemWrite> deleteWrite(store::TableSchema &table, const Item &key);

// Applies every write in one transaction and then keeps the tables' counters current.
Status applyWrites(State &state, std::vector<ItemWrite> &writes);

// The write units a write bills: the larger of the old and new item.
double billedWriteUnits(const ItemWrite &write);

} // namespace tablesmith::ops
