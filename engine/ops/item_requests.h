#pragma once
// Item requests (PutItem, DeleteItem, UpdateItem, GetItem, and a batch's or transaction's
// actions) read into the core's ItemWrite, or into the read they ask for.

#include "core/item_write.h"
#include "ops/core_names.h"

#include <tablesmith/expression.h>

#include <memory>
#include <set>
#include <string>

namespace tablesmith::ops {

// UpdateItem's work: the key, the parsed update, and the item before and after it.
struct UpdatePlan {
    Item key;
    expr::UpdateExpression update;
    std::set<std::string> updatedNames; // top-level attributes the update writes
    std::vector<expr::Path> targets;    // the paths it writes (UPDATED_OLD / UPDATED_NEW)
    Item before;                        // filled in inside the transaction
    Item after;
};

// How a write reports the faults of its own parameters (ReturnValues, its item's or key's
// values, its expressions and their placeholders). PutItem, DeleteItem and UpdateItem put them
// in the validation envelope (paritysuite/dynamodb-conformance tests/tier3/error-messages/
// {putItem,deleteItem,updateItem,valueLayers}.test.ts, recorded in eu-west-2, us-east-1,
// eu-west-1 and us-west-2 on 2026-10-09); a transaction's action keeps them bare.
enum class ParameterFaults { Bare, Enveloped };

// The item (or key) `member` of a write request, its value faults reported as `faults` says.
Result<Item> writtenItem(const json::object &request, std::string_view member,
                         ParameterFaults faults);

// A write request (PutItem, DeleteItem, UpdateItem, or a transaction's action) validated and
// turned into its ItemWrite, condition included.
Result<ItemWrite> putRequestWrite(State &state, const json::object &request,
                                  ParameterFaults faults = ParameterFaults::Bare);
Result<ItemWrite> deleteRequestWrite(State &state, const json::object &request,
                                     ParameterFaults faults = ParameterFaults::Bare);
Result<ItemWrite> updateRequestWrite(State &state, const json::object &request,
                                     std::shared_ptr<UpdatePlan> &plan,
                                     ParameterFaults faults = ParameterFaults::Bare);

// GetItem's read (and a TransactGetItems action's): Key, ProjectionExpression, placeholders.
struct ItemRead {
    store::TableSchema *table = nullptr;
    json::object response; // {"Item": …} or {} when there is no such item
    std::int64_t size = 0;
};
Result<ItemRead> readRequestedItem(State &state, const json::object &request);

} // namespace tablesmith::ops
