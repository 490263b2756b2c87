#pragma once
// What one stream record did to each secondary index of its table: whether the item entered
// the index, left it, moved within it (its index key changed: a delete and a put), had its
// projected attributes updated, or stayed out — computed from the record's images and the
// index definitions by the engine's own membership and projection rules. Where an image the
// answer needs was not recorded (the stream's view type), the effect is Unknown, with why.

#include <tablesmith/item_diff.h>
#include <tablesmith/table_description.h>

#include <string>
#include <string_view>
#include <vector>

namespace tablesmith {

struct IndexEffect {
    enum class Kind { Entered, Left, KeyChanged, Updated, Unchanged, NotIn, Unknown };

    std::string indexName;
    bool global = true;
    Kind kind = Kind::Unknown;
    Item oldKey; // the entry's index key before the write; empty when it had none
    Item newKey; // and after
    // Updated: the projected attributes the write changed in the entry.
    std::vector<std::string> changedAttributes;
    // Why the item is not in the index after (or, for Left, no longer): see IndexExclusion.
    IndexMembership exclusion;
    std::string reason; // Unknown: which image is missing
};

// `eventName` is the record's INSERT, MODIFY or REMOVE; an image is null when the record does
// not carry it. One effect per index, in the table's order.
std::vector<IndexEffect> indexEffects(const TableDescription &table, std::string_view eventName,
                                      const Item *oldImage, const Item *newImage);

// "entered", "left", "key changed", "updated", "unchanged", "not in index", "unknown".
std::string_view indexEffectName(IndexEffect::Kind kind);

} // namespace tablesmith
