#pragma once
// The bytes of the stream record log (record_log.h): a header naming the database's log token,
// then groups — one per committed transaction — of length-prefixed records, each group with a
// CRC-32 so a torn write at the end of the file is recognised and cut off.

#include "streams/record_log.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::streams::encoding {

constexpr std::size_t kHeaderSize = 64;
constexpr std::size_t kGroupHeaderSize = 16;

std::string fileHeader(const std::string &token);
bool headerMatches(std::string_view header, const std::string &token);

// A group's bytes; `recordOffsets` receives each record's offset (from the group's start) and
// length, as the index needs them.
std::string encodeGroup(const std::vector<LoggedRecord> &group,
                        std::vector<std::pair<std::uint32_t, std::uint32_t>> &recordOffsets);

// The group starting at `bytes` (at least a group header): its whole length, or nothing when
// the header is not one (a torn or foreign tail).
std::optional<std::uint32_t> groupLength(std::string_view header);
// The records of a complete group; nothing when its checksum does not match.
std::optional<std::vector<std::pair<std::uint32_t, std::uint32_t>>>
groupRecords(std::string_view group);

std::optional<LoggedRecord> decodeRecord(std::string_view bytes);

} // namespace tablesmith::streams::encoding
