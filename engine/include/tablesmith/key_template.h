#pragma once
// Key templates: how an entity type builds its key values, "USER#{userId}" or "ORDER#{orderId}"
// — literal text and {variables}. They tell an item's entity type from its keys (the template
// whose literals match, the most specific first), make sample keys, and read and write NoSQL
// Workbench's KeyAttributeAlias ("USER#userId": upper-case '#'-separated parts are literal).

#include <tablesmith/attribute_value.h>
#include <tablesmith/error.h>

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::design {

struct DesignTable;

class KeyTemplate {
public:
    struct Part {
        bool variable = false;
        std::string text; // the literal, or the variable's name
    };

    KeyTemplate() = default;
    // "USER#{userId}"; fails on an unclosed or empty {} with its position.
    static Result<KeyTemplate> parse(std::string_view text);
    // Workbench alias "USER#userId" -> "USER#{userId}"; "PROFILE" stays literal.
    static KeyTemplate fromWorkbenchAlias(std::string_view alias);

    std::string text() const;
    std::string workbenchAlias() const;
    const std::vector<Part> &parts() const { return m_parts; }
    std::vector<std::string> variables() const;
    bool empty() const { return m_parts.empty(); }
    // Characters of literal text: the more, the more specific the template.
    std::size_t literalLength() const;

    // The variables' values when `value` fits the template (each variable non-empty).
    std::optional<std::map<std::string, std::string>> match(std::string_view value) const;
    bool matches(std::string_view value) const;
    // The template with its variables replaced; a missing variable is left as {name}.
    std::string fill(const std::map<std::string, std::string> &values) const;

private:
    std::vector<Part> m_parts;
};

// Tells which entity type of a table an item is, from its table key values: the entity type
// whose templates fit them, the one with the most literal text first (PROFILE before {sk}).
// Built once per table; const and thread-safe afterwards.
class EntityMatcher {
public:
    explicit EntityMatcher(const DesignTable &table);
    // Index into table.entityTypes, or -1 when no entity type fits.
    int entityOf(const Item &item) const;
    std::size_t entityTypeCount() const { return m_entities.size(); }

private:
    struct Candidate {
        int entity = -1;
        // Table key templates by the key attribute's position in m_keyNames.
        std::vector<std::pair<std::size_t, KeyTemplate>> keys;
        std::size_t specificity = 0;
    };
    std::vector<std::string> m_keyNames; // the table's key attributes
    std::vector<Candidate> m_entities;   // most specific first
};

// A key value as template text: S as is, N as its digits, B as base64; empty for other types.
std::string keyText(const AttributeValue &value);

} // namespace tablesmith::design
