// The operation family of engine/ops: the control plane, items, batches, transactions, reads
// over ranges, tags and account limits.

#include "ops/operations.h"

#include "value/value_layer.h"

namespace tablesmith::ops {
namespace {

// Runs an operation in the service's older value layer, which words a malformed number and a
// repeated set member its own way (value/value_layer.h).
core::Operation inOlderValueLayer(core::Operation run)
{
    return [run = std::move(run)](State &state, const json::object &request) {
        ValueLayerScope layer(ValueLayer::Older);
        return run(state, request);
    };
}

} // namespace

void addOperations(core::OperationTable &table, streams::Runtime &streams)
{
    using core::Access;
    // CreateTable, UpdateTable and DeleteTable open and close the table's stream.
    table.add("CreateTable", Access::Schema, [&streams](State &state, const json::object &r) {
        return createTable(state, streams, r);
    });
    table.add("UpdateTable", Access::Schema, [&streams](State &state, const json::object &r) {
        return updateTable(state, streams, r);
    });
    table.add("DeleteTable", Access::Schema, [&streams](State &state, const json::object &r) {
        return deleteTable(state, streams, r);
    });
    table.add("DescribeTable", Access::Schema, describeTable);
    table.add("ListTables", Access::Schema, listTables);
    table.add("DescribeLimits", Access::Schema, describeLimits);
    table.add("DescribeContinuousBackups", Access::Schema, describeContinuousBackups);
    table.add("TagResource", Access::Schema, tagResource);
    table.add("UntagResource", Access::Schema, untagResource);
    table.add("ListTagsOfResource", Access::Schema, listTagsOfResource);

    table.add("GetItem", Access::Read, getItem);
    table.add("BatchGetItem", Access::Read, batchGetItem);
    table.add("Query", Access::Read, query);
    table.add("Scan", Access::Read, inOlderValueLayer(scan));

    table.add("PutItem", Access::Write, putItem);
    table.add("UpdateItem", Access::Write, updateItem);
    table.add("DeleteItem", Access::Write, deleteItem);
    table.add("BatchWriteItem", Access::Write, inOlderValueLayer(batchWriteItem));
    table.add("TransactWriteItems", Access::Write, inOlderValueLayer(transactWriteItems));
    // Reads on the writer connection, under the write lock: one consistent snapshot.
    table.add("TransactGetItems", Access::Write, inOlderValueLayer(transactGetItems));
}

} // namespace tablesmith::ops
