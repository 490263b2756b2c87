#pragma once
// CRC-32 (IEEE 802.3, the zlib / x-amz-crc32 one) of a response body: by carry-less
// multiplication (PCLMULQDQ) on x86-64 CPUs that have it, else eight bytes per step
// ("slicing-by-8"). A byte-at-a-time CRC cost as much as the rest of a Query's HTTP handling.

#include <cstdint>
#include <string_view>

namespace tablesmith::wire {

std::uint32_t crc32(std::string_view bytes);

} // namespace tablesmith::wire
