#pragma once
// The multi-attribute alternative to a concatenated index key. Where an entity type builds an
// index key from parts ("ORDER#{status}", "{status}#{orderDate}"), DynamoDB (November 2025)
// lets a GSI key on the parts themselves: up to four partition and four sort attributes,
// compared left to right. This works out that index from the design's key templates, which
// items it would hold (every key attribute present, of its type, not empty: the engine's
// indexMembership), how many would once the parts are written as attributes, and what the
// key conditions of the patterns the index serves become.
//
// Pure functions over a design table; thread-safe.

#include <tablesmith/design.h>
#include <tablesmith/index_preview.h>

#include <cstdint>
#include <string>
#include <vector>

namespace tablesmith::design {

constexpr std::size_t kMostKeyAttributesPerSide = 4;

// One attribute of the alternative's key: a variable of a key template.
struct KeyPart {
    std::string attribute;        // "status"
    AttributeType type = AttributeType::S; // the table's type for it, else S
    std::string concatenatedKey;  // the index key attribute it was part of: "GSI1PK"
    std::string keyTemplate;      // that key's template: "ORDER#{status}"
};

// A pattern's key condition on the index, before and after.
struct RewrittenKeyCondition {
    std::string pattern;
    std::string before;           // GSI1PK = "ORDER#PENDING" AND begins_with(GSI1SK, "2026")
    std::string after;            // status = "PENDING" AND begins_with(orderDate, "2026")
    bool equivalent = true;       // false: reads a different set (see note)
    std::string note;             // why not, or what changed
};

struct MultiAttributeAlternative {
    bool available = false;
    std::string reason;           // why there is none, or whose templates it follows
    std::string entityType;       // the entity type whose templates give the parts
    IndexDescription index;       // same name and projection, keyed on the parts
    std::vector<KeyPart> partitionParts;
    std::vector<KeyPart> sortParts;
    std::vector<std::string> droppedLiterals; // "ORDER#": text only the concatenation needed
    IndexPreview preview;         // the alternative over the items as they are
    std::uint64_t items = 0;
    std::uint64_t originalEntries = 0;  // entries of the concatenated index
    std::size_t originalPartitions = 0;
    std::uint64_t entriesNow = 0;       // entries of the alternative, items as they are
    std::uint64_t entriesWithParts = 0; // once each item carries its key parts as attributes
    std::vector<RewrittenKeyCondition> conditions;
};

// The alternative to `index` of `table`: available when an entity type's template for one of
// its key attributes is a concatenation (more than one part) and the parts fit in four
// attributes per side.
MultiAttributeAlternative multiAttributeAlternative(const DesignTable &table,
                                                    const IndexDescription &index);

} // namespace tablesmith::design
