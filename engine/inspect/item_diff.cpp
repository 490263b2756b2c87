#include <tablesmith/item_diff.h>

namespace tablesmith {
namespace {

using Path = std::vector<AttributeChange::Step>;

class Differ {
public:
    explicit Differ(std::vector<AttributeChange> &out) : m_out(out) {}

    void maps(const Item &before, const Item &after, Path &path)
    {
        auto b = before.begin();
        auto a = after.begin();
        // Both maps are sorted by name: walk them side by side.
        while (b != before.end() || a != after.end()) {
            const bool takeBefore = a == after.end()
                                    || (b != before.end() && b->first < a->first);
            const bool takeAfter = b == before.end()
                                   || (a != after.end() && a->first < b->first);
            const std::string &name = takeBefore ? b->first : a->first;
            path.push_back({name, std::nullopt});
            if (takeBefore)
                emit(AttributeChange::Kind::Removed, path, &b->second, nullptr);
            else if (takeAfter)
                emit(AttributeChange::Kind::Added, path, nullptr, &a->second);
            else
                values(b->second, a->second, path);
            path.pop_back();
            if (!takeAfter)
                ++b;
            if (!takeBefore)
                ++a;
        }
    }

private:
    void values(const AttributeValue &before, const AttributeValue &after, Path &path)
    {
        if (before.type() != after.type())
            return emit(AttributeChange::Kind::Changed, path, &before, &after);
        if (const auto *b = before.as<Item>())
            return maps(*b, *after.as<Item>(), path);
        if (const auto *b = before.as<AttributeValue::List>())
            return lists(*b, *after.as<AttributeValue::List>(), path);
        if (!(before == after))
            emit(AttributeChange::Kind::Changed, path, &before, &after);
    }

    void lists(const AttributeValue::List &before, const AttributeValue::List &after,
               Path &path)
    {
        const std::size_t common = std::min(before.size(), after.size());
        for (std::size_t i = 0; i < std::max(before.size(), after.size()); ++i) {
            path.push_back({std::string(), i});
            if (i < common)
                values(before[i], after[i], path);
            else if (i < before.size())
                emit(AttributeChange::Kind::Removed, path, &before[i], nullptr);
            else
                emit(AttributeChange::Kind::Added, path, nullptr, &after[i]);
            path.pop_back();
        }
    }

    void emit(AttributeChange::Kind kind, const Path &path, const AttributeValue *before,
              const AttributeValue *after)
    {
        AttributeChange change;
        change.kind = kind;
        change.path = path;
        if (before)
            change.oldValue = *before;
        if (after)
            change.newValue = *after;
        m_out.push_back(std::move(change));
    }

    std::vector<AttributeChange> &m_out;
};

} // namespace

std::string AttributeChange::pathText() const
{
    std::string text;
    for (const Step &step : path) {
        if (step.index) {
            text += '[' + std::to_string(*step.index) + ']';
        } else {
            if (!text.empty())
                text += '.';
            text += step.name;
        }
    }
    return text;
}

std::vector<AttributeChange> diffItems(const Item &oldImage, const Item &newImage)
{
    std::vector<AttributeChange> changes;
    Path path;
    Differ(changes).maps(oldImage, newImage, path);
    return changes;
}

namespace {

namespace json = boost::json;

// The record's image `name` as an item: an empty item when the event has none by nature (an
// INSERT's old image, a REMOVE's new one), nothing when the stream did not record it.
std::optional<Item> recordImage(const json::object &dynamodb, std::string_view name,
                                bool absentByNature)
{
    if (absentByNature)
        return Item();
    const json::value *image = dynamodb.if_contains(name);
    if (!image)
        return std::nullopt;
    auto item = itemFromJson(*image);
    return item ? std::optional<Item>(std::move(*item)) : std::nullopt;
}

} // namespace

std::optional<std::vector<AttributeChange>> recordChanges(const json::object &record)
{
    const json::value *event = record.if_contains("eventName");
    const json::value *dynamodb = record.if_contains("dynamodb");
    if (!event || !event->is_string() || !dynamodb || !dynamodb->is_object())
        return std::nullopt;
    const std::string_view name = event->get_string();
    if (name != "INSERT" && name != "MODIFY" && name != "REMOVE")
        return std::nullopt;
    const auto before = recordImage(dynamodb->get_object(), "OldImage", name == "INSERT");
    const auto after = recordImage(dynamodb->get_object(), "NewImage", name == "REMOVE");
    if (!before || !after)
        return std::nullopt;
    return diffItems(*before, *after);
}

std::string_view changeKindName(AttributeChange::Kind kind)
{
    switch (kind) {
    case AttributeChange::Kind::Added: return "added";
    case AttributeChange::Kind::Removed: return "removed";
    case AttributeChange::Kind::Changed: return "changed";
    }
    return "changed";
}

} // namespace tablesmith
