#pragma once
// Order-preserving key encoding: key values become bytes whose memcmp order is DynamoDB's order
// (S by UTF-8 bytes, B by bytes, N numerically), so SQLite ranges and sorts them as BLOBs.

#include <tablesmith/attribute_value.h>

#include <cstdint>
#include <string>

namespace tablesmith {

// Only S, N and B values are keys; other types encode to an empty string.
std::string encodeKey(const AttributeValue &value);
std::string encodeNumber(const Decimal &number);

// The partition's position in hash order: Scan walks partitions by it, as the service does, and
// parallel Scan splits its range into segments.
std::int64_t partitionHash(const std::string &encodedPartitionKey);

} // namespace tablesmith
