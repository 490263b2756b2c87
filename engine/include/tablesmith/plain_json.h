#pragma once
// Plain JSON ({"qty": 2}) and DynamoDB JSON ({"qty": {"N": "2"}}), both ways — the one home of
// this conversion for the export, the import and the GUI's item editor and clipboard. Numbers
// keep their exact digits both ways. Plain JSON cannot say "set", "binary" or "exact number":
// writing it reports each value it loses that way, with the value's path ("a.b[2]").

#include <boost/json/object.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith {

struct PlainJsonLoss {
    enum class Kind {
        NumberAsString,        // valid for DynamoDB, not for JSON (".5", "+5"): a string
        BeyondDoublePrecision, // kept exactly, but other JSON tools may round it
        BinaryAsString,        // base64 text
        SetAsList,             // SS, NS or BS as a list
    };
    Kind kind;
    std::string path;   // "qty", "address.lines[1]"
    std::string detail; // the number's text, or the set's type
};

// `spaced`: ", " and ": " between members, as people write JSON; else as compact as JSON gets.
struct PlainJsonStyle {
    bool spaced = false;
};

// One attribute value (DynamoDB JSON) as plain JSON text; `path` names it in `losses`.
std::string plainJsonValue(const boost::json::value &attribute, const std::string &path,
                           std::vector<PlainJsonLoss> *losses = nullptr,
                           PlainJsonStyle style = {});
// A whole item as one plain JSON object.
std::string plainJsonItem(const boost::json::object &item,
                          std::vector<PlainJsonLoss> *losses = nullptr,
                          PlainJsonStyle style = {});

struct PlainJsonParse {
    std::optional<boost::json::object> item; // DynamoDB JSON, when the text is an item
    std::size_t errorOffset = 0;             // byte offset of the problem
    std::string syntaxError;                 // the JSON error; empty when JSON but no object
    bool ok() const { return item.has_value(); }
};

// Plain JSON text as a DynamoDB JSON item: objects M, arrays L, numbers N (digits as written),
// strings S, true/false BOOL, null NULL.
PlainJsonParse parsePlainJsonItem(std::string_view text);

} // namespace tablesmith
