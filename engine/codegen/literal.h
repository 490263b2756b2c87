#pragma once
// A language-neutral tree of literals (atoms, and bracketed groups of entries) and its
// printer: short groups on one line, long ones one entry per line, indented. Each language
// builds the tree with its own brackets, quoting and separators; the layout is shared.

#include <string>
#include <vector>

namespace tablesmith::codegen {

struct Literal {
    std::string text;  // an atom's text, or a group's opening ("{", "Map.ofEntries(")
    std::string close; // a group's closing ("}", ")")
    bool group = false;
    // A builder chain (Java): entries follow each other with no separator.
    bool chain = false;
    struct Entry;
    std::vector<Entry> entries;

    static Literal atom(std::string text) { return {std::move(text), "", false, false, {}}; }
    static Literal of(std::string open, std::string close)
    {
        return {std::move(open), std::move(close), true, false, {}};
    }
    // Adds `prefix` + value + `suffix` (the prefix holds a key and its separator, e.g.
    // `"PK": `; the suffix closes what the prefix opened, e.g. `)` after `Map.entry("PK", `).
    Literal &add(std::string prefix, Literal value, std::string suffix = {});
    Literal &add(Literal value) { return add("", std::move(value)); }
};

struct Literal::Entry {
    std::string prefix;
    Literal value;
    std::string suffix;
};

struct LayoutStyle {
    std::string indent = "  ";
    bool trailingComma = false; // after the last entry of a multi-line group (Go needs it)
    std::size_t width = 80;     // a group longer than this goes multi-line
};

// `level` is the indentation of the line the literal starts on.
std::string layout(const Literal &literal, const LayoutStyle &style, int level = 0);

} // namespace tablesmith::codegen
