#pragma once
// The count a translated plural takes ("%Ln item(s)" → "1 item", "2 items"): tr() wants an int,
// while counts of items are 64-bit (clamped at INT_MAX, beyond any count these windows show).

#include <climits>
#include <concepts>

namespace tablesmith::gui {

template<std::integral Count>
int countForTr(Count count)
{
    if (count <= 0)
        return 0;
    return static_cast<unsigned long long>(count) > INT_MAX ? INT_MAX : static_cast<int>(count);
}

} // namespace tablesmith::gui
