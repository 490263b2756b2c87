#pragma once
// Which access patterns an index serves, by the items that land in it: the key design's
// verdict (design_check.h) says a pattern is read from the index, but an index that holds none
// of the pattern's items serves nothing — every item left out by a key type, or no entry in
// the partition the pattern reads. Pure functions; thread-safe.

#include <tablesmith/design.h>
#include <tablesmith/design_check.h>
#include <tablesmith/index_preview.h>

#include <string>
#include <vector>

namespace tablesmith::design {

struct ServedPattern {
    std::string pattern;
    bool served = false;
    // Why not, in the designer's words: "none of the 7 items land in GSI1 (GSI1SK is not of
    // type N)", "no item lands in GSI1's partition ORDER#PENDING".
    std::string reason;
};

// The patterns whose `verdicts` read `index`, in order, checked against `preview` (the
// index's preview over `table`'s sample items).
std::vector<ServedPattern> patternsServed(const DesignTable &table, const IndexDescription &index,
                                          const IndexPreview &preview,
                                          const std::vector<PatternVerdict> &verdicts);

} // namespace tablesmith::design
