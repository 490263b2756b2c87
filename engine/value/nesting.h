#pragma once
// How deep a document may nest: an item's attribute is level 1, and a value nested past level 32
// is refused (recorded against the service: tier3/limits/nestingDepth.test.ts). The decoder
// (attribute_value.cpp) enforces it; PartiQL's parameter check walks a parameter itself, to
// report its first fault in document order, and takes the bound and the words from here.

#include <tablesmith/attribute_value.h>
#include <tablesmith/error.h>

#include <string>
#include <string_view>

namespace tablesmith::nesting {

constexpr int kMaxLevels = 32;

// A single value's refusal (an expression attribute value) ...
constexpr std::string_view kTooDeep = "Nesting Levels have exceeded supported limits";

// ... and an item's, which says where (PartiQL words a parameter's so too).
inline Error tooDeepInItem()
{
    return Error::validation(std::string(kTooDeep)
                             + ": Attributes in the item have nested levels beyond supported "
                               "limit");
}

// Whether an item holds a value past level kMaxLevels: one an update built, whose values were
// each within bounds (attribute_value.cpp).
bool nestsTooDeep(const Item &item);

} // namespace tablesmith::nesting
