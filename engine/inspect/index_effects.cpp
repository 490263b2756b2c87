#include <tablesmith/index_effects.h>

#include <optional>
#include <set>

namespace tablesmith {
namespace {

// Where the item stood in an index on one side of the write.
struct Side {
    bool known = true;
    bool in = false;
    IndexMembership membership;
};

Side sideOf(const IndexDescription &index, bool itemExists, const Item *image)
{
    if (!itemExists)
        return {true, false, {IndexExclusion::None, {}}};
    if (!image)
        return {false, false, {}};
    IndexMembership membership = indexMembership(index, *image);
    return {true, membership.included(), membership};
}

Item indexKeyOf(const IndexDescription &index, const Item &item)
{
    Item key;
    for (const KeyAttribute &attribute : index.key.attributes()) {
        if (auto found = item.find(attribute.name); found != item.end())
            key.emplace(found->first, found->second);
    }
    return key;
}

std::vector<std::string> changedProjection(const TableDescription &table,
                                           const IndexDescription &index, const Item &before,
                                           const Item &after)
{
    std::set<std::string> names;
    for (const AttributeChange &change : diffItems(projectForIndex(table, index, before),
                                                   projectForIndex(table, index, after)))
        names.insert(change.path.front().name);
    return {names.begin(), names.end()};
}

std::string unknownReason(bool oldKnown)
{
    return oldKnown ? "NEW_IMAGE is not recorded by this stream"
                    : "OLD_IMAGE is not recorded by this stream";
}

IndexEffect effectOn(const TableDescription &table, const IndexDescription &index,
                     std::string_view eventName, const Item *oldImage, const Item *newImage)
{
    IndexEffect effect;
    effect.indexName = index.name;
    effect.global = index.global;
    const Side before = sideOf(index, eventName != "INSERT", oldImage);
    const Side after = sideOf(index, eventName != "REMOVE", newImage);
    if (!before.known || !after.known) {
        effect.reason = unknownReason(before.known);
        return effect;
    }
    if (before.in)
        effect.oldKey = indexKeyOf(index, *oldImage);
    if (after.in)
        effect.newKey = indexKeyOf(index, *newImage);
    effect.exclusion = after.in ? before.membership : after.membership;
    using Kind = IndexEffect::Kind;
    if (!before.in || !after.in) {
        effect.kind = before.in ? Kind::Left : after.in ? Kind::Entered : Kind::NotIn;
        return effect;
    }
    if (!(effect.oldKey == effect.newKey)) {
        effect.kind = Kind::KeyChanged;
        return effect;
    }
    effect.changedAttributes = changedProjection(table, index, *oldImage, *newImage);
    effect.kind = effect.changedAttributes.empty() ? Kind::Unchanged : Kind::Updated;
    return effect;
}

} // namespace

std::vector<IndexEffect> indexEffects(const TableDescription &table, std::string_view eventName,
                                      const Item *oldImage, const Item *newImage)
{
    std::vector<IndexEffect> effects;
    for (const IndexDescription &index : table.indexes)
        effects.push_back(effectOn(table, index, eventName, oldImage, newImage));
    return effects;
}

std::string_view indexEffectName(IndexEffect::Kind kind)
{
    switch (kind) {
    case IndexEffect::Kind::Entered: return "entered";
    case IndexEffect::Kind::Left: return "left";
    case IndexEffect::Kind::KeyChanged: return "key changed";
    case IndexEffect::Kind::Updated: return "updated";
    case IndexEffect::Kind::Unchanged: return "unchanged";
    case IndexEffect::Kind::NotIn: return "not in index";
    case IndexEffect::Kind::Unknown: return "unknown";
    }
    return "unknown";
}

} // namespace tablesmith
