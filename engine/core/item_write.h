#pragma once
// ItemWrite: one put or delete of an item, applied with others in one SQLite transaction so a
// batch or an operation lands whole or not at all.

#include "core/state.h"
#include "store/item_store.h"

#include <tablesmith/attribute_value.h>
#include <tablesmith/expression.h>

#include <functional>
#include <memory>
#include <set>
#include <string_view>

#include <boost/json/object.hpp>
#include <optional>
#include <vector>

namespace tablesmith::core {

namespace json = boost::json;

// What one write did to an index: entries added (or removed, negative) and their bytes.
struct IndexCountChange {
    std::size_t index = 0; // position in the table's indexes
    std::int64_t entries = 0;
    std::int64_t bytes = 0;
};

struct ItemWrite {
    store::TableSchema *table = nullptr;
    // The table as the request named it (name or ARN), for ConsumedCapacity: a view into the
    // request, which outlives the write.
    std::string_view requestedTable;
    store::StorageKey key;
    std::optional<store::StoredItem> item; // empty: delete
    // `item` decoded, when the writer has it at hand: index maintenance then skips a parse.
    std::shared_ptr<const Item> decodedItem;
    std::optional<store::StoredItem> old;  // filled in by applyWrites
    // The item's TTL expiry (core/expiry.h) when its table has TTL enabled: filled in by
    // applyWrites, for the item's row and the table's expiry index.
    std::optional<double> expires;
    // ConditionExpression, checked against the stored item inside the transaction.
    expr::Condition condition;
    // Computes `item` from the old item once it is read (UpdateItem); runs after the condition.
    std::function<Status(ItemWrite &self)> update;
    bool checkOnly = false; // a ConditionCheck: nothing is written
    // ReturnValuesOnConditionCheckFailure ALL_OLD: a failed condition carries the old item.
    bool returnOldOnConditionFailure = false;
    // Filled in by index maintenance, for the counted indexes; counted after the commit.
    std::vector<IndexCountChange> indexChanges;
};

// Reads ReturnValuesOnConditionCheckFailure (NONE or ALL_OLD) into the write.
Status readConditionFailureReturn(const json::object &request, ItemWrite &write);

Error conditionalCheckFailed();

// Validates an item for PutItem: key attributes and the 400 KB limit.
Result<ItemWrite> putWrite(store::TableSchema &table, Item item);
// Validates a Key parameter for DeleteItem.
Result<ItemWrite> deleteWrite(store::TableSchema &table, const Item &key);

// Applies every write in one transaction and then keeps the tables' counters current.
// With `reasons`, a failed write does not stop the others from being checked: each gets its
// error (or none) in order, and the transaction is rolled back if any failed.
// `beforeCommit` runs inside the transaction once every write has succeeded.
Status applyWrites(State &state, std::vector<ItemWrite> &writes,
                   std::vector<std::optional<Error>> *reasons = nullptr,
                   const std::function<Status()> &beforeCommit = {});

// Applies one write on its own (PutItem, UpdateItem, DeleteItem); returns it with `old` set.
Result<ItemWrite> applyWrite(State &state, ItemWrite write);

} // namespace tablesmith::core
