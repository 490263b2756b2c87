#pragma once
// CRC-32 (IEEE 802.3, the zlib / x-amz-crc32 one): the wire's response checksum and the
// stream record log's group checksum. By carry-less multiplication (PCLMULQDQ) on x86-64
// CPUs that have it, else eight bytes per step ("slicing-by-8"). A byte-at-a-time CRC cost
// as much as the rest of a Query's HTTP handling.

#include <cstdint>
#include <string_view>

namespace tablesmith::core {

std::uint32_t crc32(std::string_view bytes);

} // namespace tablesmith::core
