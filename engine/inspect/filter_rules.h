#pragma once
// The compiled form of a Lambda event-filter pattern: what filter_compile.cpp builds from the
// JSON and event_filter.cpp matches records against.

#include "inspect/pattern_json.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tablesmith::inspect {

// One literal run between the stars of a wildcard, with escapes resolved.
using WildcardSegments = std::vector<std::string>;

struct ValueRule {
    enum class Kind {
        ExactString, ExactNumber, ExactBool, ExactNull,
        Prefix, Suffix, EqualsIgnoreCase, Wildcard, AnythingBut, Numeric, Exists,
    };
    // What anything-but excludes.
    enum class Exclusion { Values, Prefix, Suffix, EqualsIgnoreCase, Wildcard };

    Kind kind = Kind::ExactString;
    std::string text;          // string operand; ASCII-folded when ignoreCase
    bool ignoreCase = false;   // prefix / suffix {"equals-ignore-case": ...}
    double number = 0;         // ExactNumber
    bool integral = false;     // ExactNumber written without fraction or exponent
    bool flag = false;         // ExactBool value, Exists value
    WildcardSegments wildcard; // Wildcard
    // Numeric: bounds; absent means unbounded.
    std::optional<double> lower, upper;
    bool lowerInclusive = false, upperInclusive = false;
    // AnythingBut
    Exclusion exclusion = Exclusion::Values;
    std::vector<std::string> strings;  // excluded strings, prefixes, suffixes (folded)
    std::vector<double> numbers;       // excluded numbers
    std::vector<WildcardSegments> wildcards;
};

struct PatternObject;

struct FieldRule {
    std::string name;
    std::vector<ValueRule> values;         // a leaf: ["a", {"prefix": "b"}, ...]
    std::shared_ptr<PatternObject> object; // or a nested object
};

struct PatternObject {
    std::vector<FieldRule> fields;                  // all must match
    std::vector<std::vector<PatternObject>> orGroups; // each group: one branch must match
};

struct CompileError {
    std::size_t offset = 0;
    std::size_t length = 1;
    std::string message;
};

// Builds the rules from a parsed pattern; false and `error` set when Lambda would refuse it.
bool compilePattern(const JsonNode &root, PatternObject &out, CompileError &error);

std::string foldAscii(std::string_view text);
// Splits a wildcard into its literal runs; false with a message for "**" or a bad escape.
bool parseWildcard(std::string_view text, WildcardSegments &segments, std::string &message);
bool wildcardMatches(const WildcardSegments &segments, std::string_view text);

} // namespace tablesmith::inspect
