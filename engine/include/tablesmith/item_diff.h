#pragma once
// What a write changed in an item: the old and new images compared down to nested paths, as
// the stream inspector shows a MODIFY. Maps are compared by name and lists by position; a set,
// a scalar or a value whose type changed is one change at its path.

#include <tablesmith/attribute_value.h>

#include <boost/json/object.hpp>

#include <optional>
#include <string>
#include <vector>

namespace tablesmith {

struct AttributeChange {
    enum class Kind { Added, Removed, Changed };
    // One step of a document path: a map key, or a list index when `index` is set.
    struct Step {
        std::string name;
        std::optional<std::size_t> index;
        bool operator==(const Step &) const = default;
    };

    Kind kind = Kind::Changed;
    std::vector<Step> path;
    std::optional<AttributeValue> oldValue; // absent for Added
    std::optional<AttributeValue> newValue; // absent for Removed

    // The path as a document path: "address.city", "items[2].qty".
    std::string pathText() const;
};

// Every difference between `oldImage` and `newImage`, in path order (names sorted, list
// elements in order). Equal items give nothing.
std::vector<AttributeChange> diffItems(const Item &oldImage, const Item &newImage);

// What a stream record (as GetRecords or Lambda gives it) changed: an INSERT from nothing to
// its NewImage, a REMOVE from its OldImage to nothing, a MODIFY from one image to the other.
// Nothing when the record lacks an image that takes (KEYS_ONLY, or a MODIFY on a NEW_IMAGE or
// OLD_IMAGE stream): diffing against an absent image would report every attribute as added or
// removed when the write may have changed only one.
std::optional<std::vector<AttributeChange>> recordChanges(const boost::json::object &record);

// "added", "removed", "changed".
std::string_view changeKindName(AttributeChange::Kind kind);

} // namespace tablesmith
