#pragma once
// Reading stored items back as json values. Items are stored as the text json::serialize
// writes (compact, no numbers outside strings), so a reader that knows only that shape builds
// the value in a fraction of a general parser's time. Any text it does not expect is handed to
// boost's parser, so every valid JSON text still reads right and invalid text still fails.

#include <boost/json/storage_ptr.hpp>
#include <boost/json/value.hpp>

#include <optional>
#include <string_view>

namespace tablesmith::ops {

// The stored JSON text as a value in `storage`, or nothing when the text is not valid JSON.
std::optional<boost::json::value> parseStoredJson(std::string_view text,
                                                  boost::json::storage_ptr storage = {});

} // namespace tablesmith::ops
