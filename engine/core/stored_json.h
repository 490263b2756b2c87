#pragma once
// Reading stored items back as json values. Items are stored as the text json::serialize
// writes (compact, no numbers outside strings), so a reader that knows only that shape builds
// the value in a fraction of a general parser's time. Any text it does not expect is handed to
// boost's parser, so every valid JSON text still reads right and invalid text still fails.

#include <boost/json/storage_ptr.hpp>
#include <boost/json/value.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace tablesmith::core {

// Reads stored items one after another into one storage (a Query or Scan page), keeping its
// scratch buffer between them.
class StoredJsonReader {
public:
    explicit StoredJsonReader(boost::json::storage_ptr storage = {});
    StoredJsonReader(const StoredJsonReader &) = delete;
    StoredJsonReader &operator=(const StoredJsonReader &) = delete;

    // The stored JSON text as a value, or nothing when the text is not valid JSON.
    std::optional<boost::json::value> read(std::string_view text);
    // The same, read into `out` (a value in the reader's storage, e.g. a slot of a page's
    // array): false when the text is not valid JSON.
    bool readInto(std::string_view text, boost::json::value &out);

private:
    // Every value is built in place in this storage. (boost's value_stack, which builds an
    // object at once from its members, was slower: each key is a temporary value, and each
    // value's hold on a shared storage is an atomic count.)
    boost::json::storage_ptr m_storage;
    std::string m_scratch; // a string's text once its escapes are decoded
};

// The stored JSON text as a value in `storage`, or nothing when the text is not valid JSON.
std::optional<boost::json::value> parseStoredJson(std::string_view text,
                                                  boost::json::storage_ptr storage = {});

} // namespace tablesmith::core
