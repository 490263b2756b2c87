#pragma once
// Order-preserving key encoding: key values become bytes whose memcmp order is DynamoDB's order
// (S by UTF-8 bytes, B by bytes, N numerically), so SQLite ranges and sorts them as BLOBs.

#include <tablesmith/attribute_value.h>

#include <cstdint>
#include <string>
#include <string_view>

namespace tablesmith {

// Only S, N and B values are keys; other types encode to an empty string.
std::string encodeKey(const AttributeValue &value);
std::string encodeNumber(const Decimal &number);

// The partition's position in hash order: Scan walks partitions by it, as the service does, and
// parallel Scan splits its range into segments.
std::int64_t partitionHash(const std::string &encodedPartitionKey);

// The partition's position in the service's own hash order, as dynalite reproduces it (and its
// recorded tests confirm): the first 24 bits of MD5("Outliers" + the key's bytes), numbers in
// the service's base-100 form. Scan walks tables in this order and parallel Scan assigns
// Segments by its first 12 bits. Takes the stored encoding, so stored keys can be rehashed.
// Multi-attribute index keys keep partitionHash: the service has no order on record for them.
std::int64_t serviceHash(AttributeType type, std::string_view encodedPartitionKey);

// The order of index entries that share their index key: the first 24 bits of
// MD5("Outliers" + the table's partition key bytes + its sort key bytes), as serviceHash takes
// them (dynalite's createIndexKey appends this to the index key). An empty encodedSortKey is a
// table without a sort key. From the stored encodings, so stored entries can be rehashed.
std::int64_t tableKeyHash(AttributeType partitionType, std::string_view encodedPartitionKey,
                          AttributeType sortType, std::string_view encodedSortKey);

} // namespace tablesmith
