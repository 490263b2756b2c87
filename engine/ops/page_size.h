#pragma once
// What an item counts toward the 1 MB at which the service ends a Query or Scan page. It is
// not the item's billed size: the service measures its own stored form, where an attribute's
// name counts one byte, values carry a length prefix, and every 3 KB of item carries a block
// header that repeats the sort key. dynalite worked the formula out against the service, and
// its recorded tests (just under / just over 1 MB, by one byte) pin it; this follows it.

#include <boost/json/object.hpp>

#include <cstdint>
#include <string_view>

namespace tablesmith::ops {

// The item in DynamoDB JSON; `sortKey` is the table's sort key attribute (empty for none).
std::int64_t pageBytes(const boost::json::object &item, std::string_view sortKey);

} // namespace tablesmith::ops
