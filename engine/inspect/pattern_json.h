#pragma once
// A JSON reader that remembers where every value and key starts, for editors that underline
// the part of a filter pattern a message is about. Small on purpose: patterns are at most a
// few KB, so it builds a plain tree. Errors carry the byte offset of the bad character.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::inspect {

struct JsonNode {
    enum class Kind { Object, Array, String, Number, Bool, Null };
    struct Member;

    Kind kind = Kind::Null;
    std::size_t offset = 0; // first byte of the value
    std::size_t length = 0; // bytes of its text
    std::string text;       // String: decoded; Number: as written
    double number = 0;
    bool integral = false;  // a Number written without fraction or exponent
    bool boolean = false;
    std::vector<Member> members; // Object, in written order
    std::vector<JsonNode> items; // Array

    const JsonNode *member(std::string_view key) const;
};

struct JsonNode::Member {
    std::string key;
    std::size_t keyOffset = 0;
    std::size_t keyLength = 0;
    JsonNode value;
};

struct JsonSyntaxError {
    std::size_t offset = 0;
    std::string message;
};

// Parses one JSON document; false and `error` set when it is not one. Nesting deeper than
// 64 levels is refused, so hostile input cannot exhaust the stack.
bool parsePositionedJson(std::string_view text, JsonNode &root, JsonSyntaxError &error);

} // namespace tablesmith::inspect
