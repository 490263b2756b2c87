#pragma once
// Primary keys: validating an item's or a request's key against the table's key schema and
// turning it into its storage form.

#include "store/table_schema.h"

#include <tablesmith/attribute_value.h>

namespace tablesmith::core {

constexpr std::size_t kMaxPartitionKeyBytes = 2048;
constexpr std::size_t kMaxSortKeyBytes = 1024;

// From a whole item (PutItem): key attributes must be present with the schema's types.
Result<store::StorageKey> keyOfItem(const store::KeySchema &schema, const Item &item);
// From a `Key` parameter (GetItem, DeleteItem, ExclusiveStartKey): exactly the key attributes.
Result<store::StorageKey> keyFromKeyParameter(const store::KeySchema &schema, const Item &key);
store::StorageKey storageKey(const AttributeValue &partitionKey, const AttributeValue *sortKey);

// The key attributes of an item, e.g. for LastEvaluatedKey.
Item keyAttributes(const store::KeySchema &schema, const Item &item);

} // namespace tablesmith::core
