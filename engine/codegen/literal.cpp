#include "codegen/literal.h"

namespace tablesmith::codegen {
namespace {

// The literal on one line, or empty when it does not fit in `room` characters.
std::string oneLine(const Literal &literal, std::size_t room)
{
    if (!literal.group)
        return literal.text.find('\n') == std::string::npos ? literal.text : std::string();
    std::string out = literal.text;
    for (const Literal::Entry &entry : literal.entries) {
        if (&entry != &literal.entries.front() && !literal.chain)
            out += ", ";
        std::string value = oneLine(entry.value, room);
        if ((value.empty() && !(entry.value.group && entry.value.entries.empty())) ||
            out.size() > room)
            return {};
        out += entry.prefix + value + entry.suffix;
    }
    out += literal.close;
    return out.size() <= room ? out : std::string();
}

std::string indentOf(const LayoutStyle &style, int level)
{
    std::string out;
    for (int i = 0; i < level; ++i)
        out += style.indent;
    return out;
}

} // namespace

Literal &Literal::add(std::string prefix, Literal value, std::string suffix)
{
    entries.push_back({std::move(prefix), std::move(value), std::move(suffix)});
    return *this;
}

std::string layout(const Literal &literal, const LayoutStyle &style, int level)
{
    std::size_t used = indentOf(style, level).size();
    std::size_t room = style.width > used ? style.width - used : 20;
    if (std::string line = oneLine(literal, room); !line.empty() || !literal.group)
        return line.empty() ? literal.text : line;
    std::string out = literal.text + "\n";
    for (const Literal::Entry &entry : literal.entries) {
        bool last = &entry == &literal.entries.back();
        bool comma = !literal.chain && (!last || style.trailingComma);
        out += indentOf(style, level + 1) + entry.prefix + layout(entry.value, style, level + 1) +
               entry.suffix + (comma ? "," : "") + "\n";
    }
    return out + indentOf(style, level + (literal.chain ? 1 : 0)) + literal.close;
}

} // namespace tablesmith::codegen
