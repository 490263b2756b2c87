#pragma once
// The operation families are written on the core floor (engine/core/): the request reader,
// the item codec, State and ItemWrite read unqualified in ops, as they did when they lived here.

namespace tablesmith::core {
}

namespace tablesmith::ops {
using namespace core;
}
