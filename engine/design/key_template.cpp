#include <tablesmith/design.h>
#include <tablesmith/key_template.h>

#include <algorithm>

namespace tablesmith::design {
namespace {

void appendLiteral(std::vector<KeyTemplate::Part> &parts, std::string_view text)
{
    if (text.empty())
        return;
    if (!parts.empty() && !parts.back().variable)
        parts.back().text += text;
    else
        parts.push_back({false, std::string(text)});
}

// A Workbench alias part is literal when it has no lower-case letter: "USER", "PROFILE".
bool isLiteralAliasPart(std::string_view part)
{
    return std::none_of(part.begin(), part.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}

} // namespace

Result<KeyTemplate> KeyTemplate::parse(std::string_view text)
{
    KeyTemplate result;
    std::size_t position = 0;
    while (position < text.size()) {
        std::size_t open = text.find('{', position);
        appendLiteral(result.m_parts, text.substr(position, open - position));
        if (open == std::string_view::npos)
            break;
        std::size_t close = text.find('}', open);
        if (close == std::string_view::npos)
            return Error::validation("key template \"" + std::string(text) + "\", column "
                                     + std::to_string(open + 1) + ": '{' is never closed");
        if (close == open + 1)
            return Error::validation("key template \"" + std::string(text) + "\", column "
                                     + std::to_string(open + 1) + ": '{}' names no variable");
        result.m_parts.push_back({true, std::string(text.substr(open + 1, close - open - 1))});
        position = close + 1;
    }
    return result;
}

KeyTemplate KeyTemplate::fromWorkbenchAlias(std::string_view alias)
{
    KeyTemplate result;
    std::size_t start = 0;
    while (start <= alias.size()) {
        std::size_t hash = alias.find('#', start);
        std::string_view part = alias.substr(start, hash - start);
        if (!part.empty() && !isLiteralAliasPart(part))
            result.m_parts.push_back({true, std::string(part)});
        else
            appendLiteral(result.m_parts, part);
        if (hash == std::string_view::npos)
            break;
        appendLiteral(result.m_parts, "#");
        start = hash + 1;
    }
    return result;
}

std::string KeyTemplate::text() const
{
    std::string text;
    for (const Part &part : m_parts)
        text += part.variable ? "{" + part.text + "}" : part.text;
    return text;
}

std::string KeyTemplate::workbenchAlias() const
{
    std::string text;
    for (const Part &part : m_parts)
        text += part.text;
    return text;
}

std::vector<std::string> KeyTemplate::variables() const
{
    std::vector<std::string> names;
    for (const Part &part : m_parts) {
        if (part.variable)
            names.push_back(part.text);
    }
    return names;
}

std::size_t KeyTemplate::literalLength() const
{
    std::size_t length = 0;
    for (const Part &part : m_parts)
        length += part.variable ? 0 : part.text.size();
    return length;
}

// Literals must appear in order; each variable takes the shortest non-empty run up to the next
// literal (the last variable takes the rest), as "ORDER#{id}#{date}" is meant to split.
std::optional<std::map<std::string, std::string>> KeyTemplate::match(std::string_view value) const
{
    std::map<std::string, std::string> values;
    std::size_t position = 0;
    for (std::size_t i = 0; i < m_parts.size(); ++i) {
        const Part &part = m_parts[i];
        if (!part.variable) {
            if (value.substr(position, part.text.size()) != part.text)
                return std::nullopt;
            position += part.text.size();
            continue;
        }
        std::size_t end = value.size();
        if (i + 1 < m_parts.size()) // the next part is a literal: appendLiteral merges them
            end = value.find(m_parts[i + 1].text, position + 1);
        if (end == std::string_view::npos || end <= position)
            return std::nullopt;
        values[part.text] = std::string(value.substr(position, end - position));
        position = end;
    }
    if (position != value.size())
        return std::nullopt;
    return values;
}

// The same walk as match() without collecting the values: entity matching runs it for every
// item of a preview, up to 100,000 times per edit.
bool KeyTemplate::matches(std::string_view value) const
{
    std::size_t position = 0;
    for (std::size_t i = 0; i < m_parts.size(); ++i) {
        const Part &part = m_parts[i];
        if (!part.variable) {
            if (value.substr(position, part.text.size()) != part.text)
                return false;
            position += part.text.size();
            continue;
        }
        std::size_t end = value.size();
        if (i + 1 < m_parts.size())
            end = value.find(m_parts[i + 1].text, position + 1);
        if (end == std::string_view::npos || end <= position)
            return false;
        position = end;
    }
    return position == value.size();
}

std::string KeyTemplate::fill(const std::map<std::string, std::string> &values) const
{
    std::string text;
    for (const Part &part : m_parts) {
        auto found = part.variable ? values.find(part.text) : values.end();
        if (!part.variable)
            text += part.text;
        else
            text += found != values.end() ? found->second : "{" + part.text + "}";
    }
    return text;
}

std::string keyText(const AttributeValue &value)
{
    if (const auto *s = value.as<std::string>())
        return *s;
    if (const auto *n = value.as<Decimal>())
        return n->toString();
    if (const auto *b = value.as<Binary>())
        return base64Encode(b->bytes);
    return {};
}

EntityMatcher::EntityMatcher(const DesignTable &table)
{
    for (const KeyAttribute &key : table.key.attributes())
        m_keyNames.push_back(key.name);
    for (std::size_t e = 0; e < table.entityTypes.size(); ++e) {
        Candidate candidate{static_cast<int>(e), {}, 0};
        for (std::size_t k = 0; k < m_keyNames.size(); ++k) {
            const std::string *text = table.entityTypes[e].keyTemplate(m_keyNames[k]);
            auto parsed = text ? KeyTemplate::parse(*text) : Result<KeyTemplate>(KeyTemplate());
            if (!parsed || parsed->empty())
                continue;
            candidate.specificity += parsed->literalLength();
            candidate.keys.emplace_back(k, std::move(*parsed));
        }
        if (!candidate.keys.empty())
            m_entities.push_back(std::move(candidate));
    }
    std::stable_sort(m_entities.begin(), m_entities.end(),
                     [](const Candidate &a, const Candidate &b) {
                         return a.specificity > b.specificity;
                     });
}

// The item's key values are looked up once and then tried against each candidate: a preview
// asks this for every sample item on every edit.
int EntityMatcher::entityOf(const Item &item) const
{
    constexpr std::size_t kMostKeys = 2; // a table key: partition and sort attribute
    std::string converted[kMostKeys]; // N and B keys as template text
    std::string_view texts[kMostKeys];
    bool present[kMostKeys] = {false, false};
    for (std::size_t k = 0; k < m_keyNames.size() && k < kMostKeys; ++k) {
        auto value = item.find(m_keyNames[k]);
        if (value == item.end())
            continue;
        present[k] = true;
        const std::string *s = value->second.as<std::string>();
        if (!s)
            converted[k] = keyText(value->second);
        texts[k] = s ? std::string_view(*s) : std::string_view(converted[k]);
    }
    for (const Candidate &candidate : m_entities) {
        bool fits = true;
        for (const auto &[k, keyTemplate] : candidate.keys) {
            if (k >= kMostKeys || !present[k] || !keyTemplate.matches(texts[k])) {
                fits = false;
                break;
            }
        }
        if (fits)
            return candidate.entity;
    }
    return -1;
}

} // namespace tablesmith::design
