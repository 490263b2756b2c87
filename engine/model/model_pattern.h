#pragma once
// A string pattern of the API model (Java regular-expression syntax, matched whole as Java's
// String.matches does), compiled once with the model. The few patterns the models carry are
// plain classes, repetitions and groups; what std::regex cannot express (UTF-16 surrogate
// ranges) is not checked, as the JSON reader has already refused malformed text.

#include <array>
#include <memory>
#include <regex>
#include <string>
#include <string_view>

namespace tablesmith::model {

class ModelPattern {
public:
    explicit ModelPattern(std::string_view javaPattern);

    // True when `text` matches, or when the pattern could not be compiled.
    bool matches(std::string_view text) const;
    const std::string &text() const { return m_text; }

private:
    enum class Kind { Unchecked, ByteClass, Regex };
    std::string m_text;
    Kind m_kind = Kind::Unchecked;
    // A pattern that is one character class repeated ("[a-z]+", "[…]*"): a byte table, so
    // long values never reach std::regex's recursive matcher.
    std::array<bool, 256> m_allowed{};
    bool m_allowEmpty = false;
    std::regex m_regex;
};

} // namespace tablesmith::model
