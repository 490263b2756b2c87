#pragma once
// TableDescription: DescribeTable's "Table" object as typed values — key schema with attribute
// types, secondary indexes with their projections, stream, billing and counters — so windows,
// the designer, explain and the stream inspector read one shape instead of probing JSON.
// Also what an item is to an index: whether it lands there (sparse indexes) and what its entry
// holds, by the same rules the engine's index maintenance follows.
// Plain values; no state, thread-safe to share once built.

#include <tablesmith/attribute_value.h>
#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith {

struct KeyAttribute {
    std::string name;
    AttributeType type = AttributeType::S; // S, N or B
};

// A table's key has one partition and at most one sort attribute; a GSI's may have up to four
// of each (DynamoDB's multi-attribute keys), compared left to right.
struct KeySchema {
    std::vector<KeyAttribute> partitionKey;
    std::vector<KeyAttribute> sortKey;

    bool hasSortKey() const { return !sortKey.empty(); }
    // The first (for a table: the only) partition / sort attribute's name; empty if none.
    std::string_view partitionKeyName() const;
    std::string_view sortKeyName() const;
    bool isKeyAttribute(std::string_view name) const;
    // Every key attribute, partition first.
    std::vector<KeyAttribute> attributes() const;
};

enum class ProjectionType { All, KeysOnly, Include };
std::string_view projectionTypeName(ProjectionType type); // "ALL", "KEYS_ONLY", "INCLUDE"

struct Projection {
    ProjectionType type = ProjectionType::All;
    std::vector<std::string> nonKeyAttributes; // INCLUDE only
};

// What a table or GSI can serve at once (DescribeTable's WarmThroughput; CreateTable's member
// has no Status). Units are 0 where the description does not say.
struct WarmThroughput {
    std::int64_t readUnitsPerSecond = 0;
    std::int64_t writeUnitsPerSecond = 0;
    std::string status; // ACTIVE or UPDATING; empty when not described

    bool described() const { return readUnitsPerSecond > 0 || writeUnitsPerSecond > 0; }
};

struct IndexDescription {
    std::string name;
    bool global = true;
    KeySchema key;
    Projection projection;
    std::string status = "ACTIVE"; // IndexStatus; LSIs are always ACTIVE
    bool backfilling = false;
    std::int64_t itemCount = -1; // -1 when the description does not say
    std::int64_t sizeBytes = -1;
    WarmThroughput warmThroughput; // GSIs only
};

struct StreamDescription {
    bool enabled = false;
    std::string viewType; // NEW_IMAGE, OLD_IMAGE, NEW_AND_OLD_IMAGES, KEYS_ONLY
    std::string arn;      // LatestStreamArn, empty without a stream
    std::string label;    // LatestStreamLabel
};

struct TableDescription {
    std::string name;
    std::string arn;
    std::string status;      // TableStatus
    std::string billingMode; // PROVISIONED or PAY_PER_REQUEST
    std::int64_t readCapacityUnits = 0;
    std::int64_t writeCapacityUnits = 0;
    KeySchema key;
    std::vector<IndexDescription> indexes; // GSIs then LSIs, in the description's order
    StreamDescription stream;
    std::int64_t itemCount = -1;
    std::int64_t sizeBytes = -1;
    // STANDARD or STANDARD_INFREQUENT_ACCESS (TableClassSummary, or CreateTable's TableClass);
    // empty when the table never named one, which the service treats as STANDARD.
    std::string tableClass;
    WarmThroughput warmThroughput;

    const IndexDescription *index(std::string_view indexName) const;
};

// Reads DescribeTable's "Table" object (also CreateTable's request: same member names).
// Fails with ValidationException naming what is missing or malformed.
Result<TableDescription> tableDescriptionFromJson(const boost::json::object &table);

// Why an item has no entry in an index (sparse indexes).
enum class IndexExclusion {
    None,              // the item lands in the index
    MissingKeyAttribute,
    WrongKeyType,      // an index key attribute of another type than the index declares
    EmptyKeyValue,     // an empty string or binary as an index key
};

struct IndexMembership {
    IndexExclusion exclusion = IndexExclusion::None;
    std::string attribute; // the key attribute that kept the item out

    bool included() const { return exclusion == IndexExclusion::None; }
};

// Whether `item` has an entry in `index`: every key attribute present, of its declared type
// and not empty.
IndexMembership indexMembership(const IndexDescription &index, const Item &item);

// What the item's entry in `index` holds: the table's and the index's key attributes plus what
// the projection names (the whole item for ALL). Meaningful only for a member item.
Item projectForIndex(const TableDescription &table, const IndexDescription &index,
                     const Item &item);

} // namespace tablesmith
