#include "parse_cache.h"
#include "parse_text.h"

#include <map>

namespace tablesmith::expr {
namespace {

// The projection's paths merged into one tree, so that several list indexes of one list come
// out in index order and several keys of one map land in one map.
struct Selection {
    bool whole = false;
    std::map<std::string, Selection, std::less<>> keys;
    std::map<int, Selection> indexes;
};

void addPath(Selection &root, const Path &path)
{
    Selection *node = &root;
    for (const PathElement &step : path)
        node = step.name.empty() ? &node->indexes[step.index] : &node->keys[step.name];
    node->whole = true;
}

std::optional<AttributeValue> select(const AttributeValue &value, const Selection &selection)
{
    if (selection.whole)
        return value;
    if (const Item *map = value.as<Item>(); map && !selection.keys.empty()) {
        Item out;
        for (const auto &[key, child] : selection.keys) {
            auto it = map->find(key);
            if (it == map->end())
                continue;
            if (auto selected = select(it->second, child))
                out.emplace(key, std::move(*selected));
        }
        return out.empty() ? std::nullopt : std::optional<AttributeValue>(std::move(out));
    }
    if (const auto *list = value.as<AttributeValue::List>(); list && !selection.indexes.empty()) {
        AttributeValue::List out;
        for (const auto &[index, child] : selection.indexes) {
            if (index >= static_cast<int>(list->size()))
                break;
            if (auto selected = select((*list)[static_cast<std::size_t>(index)], child))
                out.push_back(std::move(*selected));
        }
        return out.empty() ? std::nullopt : std::optional<AttributeValue>(std::move(out));
    }
    return std::nullopt;
}

std::string overlapMessage(std::string_view what, const Path &one, const Path &two)
{
    return "Two document paths " + std::string(what) + " with each other; must remove or "
           "rewrite one of these paths; path one: " + ast::pathText(one)
           + ", path two: " + ast::pathText(two);
}

} // namespace

std::optional<std::string> findOverlap(const std::vector<const Path *> &paths)
{
    std::optional<std::string> conflict;
    for (std::size_t j = 1; j < paths.size(); ++j) {
        for (std::size_t i = 0; i < j; ++i) {
            const Path &one = *paths[i];
            const Path &two = *paths[j];
            const std::size_t common = std::min(one.size(), two.size());
            std::size_t k = 0;
            for (; k < common; ++k) {
                if (one[k].name.empty() != two[k].name.empty()) {
                    if (!conflict)
                        conflict = overlapMessage("conflict", one, two);
                    break;
                }
                if (one[k] != two[k])
                    break;
            }
            if (k == common)
                return overlapMessage("overlap", one, two);
        }
    }
    return conflict;
}

Result<std::vector<Path>> parseProjection(std::string_view text, Placeholders &placeholders)
{
    constexpr ExpressionKind kind = ExpressionKind::Projection;
    auto parsed = cachedParse(text, kind, placeholders.rewritten(kind));
    if (!parsed->ok())
        return parsed->error();
    std::vector<Path> paths;
    for (ast::DocumentPath path : std::get<std::vector<ast::DocumentPath>>(parsed->value())) {
        TS_TRY_STATUS(resolve(path, kind, placeholders));
        paths.push_back(std::move(path.resolved));
    }
    std::vector<const Path *> views;
    for (const Path &path : paths)
        views.push_back(&path);
    if (auto overlap = findOverlap(views))
        return invalidExpression(kind, *overlap);
    return paths;
}

Item project(const Item &item, const std::vector<Path> &paths)
{
    Selection root;
    for (const Path &path : paths) {
        if (!path.empty())
            addPath(root, path);
    }
    Item out;
    for (const auto &[name, selection] : root.keys) {
        auto it = item.find(name);
        if (it == item.end())
            continue;
        if (auto selected = select(it->second, selection))
            out.emplace(name, std::move(*selected));
    }
    return out;
}

} // namespace tablesmith::expr
