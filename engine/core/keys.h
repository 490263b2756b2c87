#pragma once
// Primary keys: validating an item's or a request's key against the table's key schema and
// turning it into its storage form.

#include "store/table_schema.h"

#include <tablesmith/attribute_value.h>

#include <optional>
#include <string>

namespace tablesmith::core {

constexpr std::size_t kMaxPartitionKeyBytes = 2048;
constexpr std::size_t kMaxSortKeyBytes = 1024;

// From a whole item (PutItem): key attributes must be present with the schema's types.
Result<store::StorageKey> keyOfItem(const store::KeySchema &schema, const Item &item);
// From a `Key` parameter (GetItem, DeleteItem, ExclusiveStartKey): exactly the key attributes.
Result<store::StorageKey> keyFromKeyParameter(const store::KeySchema &schema, const Item &key);

// Whether a key is wanted with its partition's hash, which orders it in storage; without it
// (hash 0) a key still tells whether two items share it (an index entry moved by a write).
enum class Hashed { No, Yes };
// The storage form of a single-attribute key: the values' encodeKey forms, and the hash.
store::StorageKey storageKey(const AttributeValue &partitionKey, const AttributeValue *sortKey,
                             Hashed hashed = Hashed::Yes);

// Multi-attribute GSI keys: a key part of several attributes is stored as the tuple of their
// encodeKey forms, each with 0x00 escaped as 0x00 0xFF and ended by kKeyComponentEnd, so memcmp
// compares tuples attribute by attribute, left to right, and a prefix of the tuple is a prefix
// of its bytes. A part of one attribute keeps encodeKey's form, as existing files hold it.
inline constexpr std::string_view kKeyComponentEnd{"\0\x01", 2};
// Just above every tuple whose component ends where kKeyComponentEnd would stand.
inline constexpr std::string_view kKeyComponentAfter{"\0\x02", 2};
// The value's encodeKey form, escaped (without the end marker).
std::string escapedKeyComponent(const AttributeValue &value);
// The storage form of a key part: encodeKey for one value, the tuple for several.
std::string encodeKeyPart(const AttributeValue *const *values, std::size_t count);

// The bytes just above every key starting with `prefix` (begins_with as a range), or nothing
// when no such bytes exist (an empty prefix, or one of 0xFF bytes only).
std::optional<std::string> prefixSuccessor(std::string prefix);

// The key attributes of an item, e.g. for LastEvaluatedKey.
Item keyAttributes(const store::KeySchema &schema, const Item &item);

} // namespace tablesmith::core
