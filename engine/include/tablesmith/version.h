#pragma once

#include <string_view>

namespace tablesmith {
// The product version, from the CMake project.
std::string_view version();
} // namespace tablesmith
