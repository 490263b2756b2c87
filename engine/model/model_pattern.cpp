#include "model/model_pattern.h"

namespace tablesmith::model {

namespace {

// Java's \p{Print} is the printable ASCII characters (US-ASCII is its default).
std::string translated(std::string_view javaPattern)
{
    std::string out(javaPattern);
    const std::string_view print = "\\p{Print}";
    for (auto at = out.find(print); at != std::string::npos; at = out.find(print))
        out.replace(at, print.size(), "[\\x20-\\x7E]");
    return out;
}

std::string_view withoutAnchors(std::string_view pattern)
{
    if (pattern.starts_with('^'))
        pattern.remove_prefix(1);
    if (pattern.ends_with('$') && !pattern.ends_with("\\$"))
        pattern.remove_suffix(1);
    return pattern;
}

// "[class]+" or "[class]*" with no other bracket: the class, or empty.
std::string_view repeatedClass(std::string_view pattern)
{
    if (pattern.size() < 4 || pattern.front() != '[')
        return {};
    const char repeat = pattern.back();
    if (repeat != '+' && repeat != '*')
        return {};
    const std::string_view cls = pattern.substr(0, pattern.size() - 1);
    if (!cls.ends_with(']') || cls.find(']') != cls.size() - 1)
        return {};
    return cls;
}

} // namespace

ModelPattern::ModelPattern(std::string_view javaPattern) : m_text(javaPattern)
{
    // \u escapes name UTF-16 code units, which a byte-wise std::regex cannot range over.
    if (javaPattern.find("\\u") != std::string_view::npos)
        return;
    const std::string pattern = translated(withoutAnchors(javaPattern));
    try {
        if (const std::string_view cls = repeatedClass(pattern); !cls.empty()) {
            const std::regex single{std::string(cls)};
            for (int byte = 0; byte < 256; ++byte) {
                const char c = static_cast<char>(byte);
                m_allowed[byte] = std::regex_match(&c, &c + 1, single);
            }
            m_allowEmpty = pattern.back() == '*';
            m_kind = Kind::ByteClass;
            return;
        }
        m_regex = std::regex(pattern);
        m_kind = Kind::Regex;
    } catch (const std::regex_error &) {
        m_kind = Kind::Unchecked;
    }
}

bool ModelPattern::matches(std::string_view text) const
{
    switch (m_kind) {
    case Kind::Unchecked:
        return true;
    case Kind::ByteClass:
        if (text.empty())
            return m_allowEmpty;
        for (const char c : text) {
            if (!m_allowed[static_cast<unsigned char>(c)])
                return false;
        }
        return true;
    case Kind::Regex:
        // The other patterns belong to short members (bucket names, ARNs, tokens); a value
        // this long has already failed their length limit.
        if (text.size() > 4096)
            return true;
        return std::regex_match(text.begin(), text.end(), m_regex);
    }
    return true;
}

} // namespace tablesmith::model
