#include "editor/item_condition.h"

#include <algorithm>
#include <string>

namespace tablesmith::gui {
namespace json = boost::json;
namespace {

// Placeholders and the condition text of one request.
class ConditionBuilder {
public:
    std::string name(std::string_view attribute)
    {
        const std::string placeholder = "#a" + std::to_string(m_names.size());
        m_names[placeholder] = attribute;
        return placeholder;
    }
    std::string value(const json::value &value)
    {
        const std::string placeholder = ":v" + std::to_string(m_values.size());
        m_values[placeholder] = value;
        return placeholder;
    }
    void equal(std::string_view attribute, const json::value &loaded)
    {
        add(name(attribute) + " = " + value(loaded));
    }
    void absent(std::string_view attribute) { add("attribute_not_exists(" + name(attribute) + ")"); }
    int comparisons() const { return m_comparisons; }
    void into(json::object &request)
    {
        if (!m_condition.empty())
            request["ConditionExpression"] = m_condition;
        if (!m_names.empty())
            request["ExpressionAttributeNames"] = std::move(m_names);
        if (!m_values.empty())
            request["ExpressionAttributeValues"] = std::move(m_values);
    }

private:
    void add(const std::string &term)
    {
        m_condition += (m_condition.empty() ? "" : " AND ") + term;
        ++m_comparisons;
    }

    std::string m_condition;
    json::object m_names;
    json::object m_values;
    int m_comparisons = 0;
};

json::object baseRequest(const QString &table)
{
    json::object request;
    request["TableName"] = table.toStdString();
    request["ReturnConsumedCapacity"] = "TOTAL";
    return request;
}

// The attributes a save changes: set (changed or added) and removed, keys never.
struct Difference {
    std::vector<std::string> changed;
    std::vector<std::string> removed;
    std::size_t size() const { return changed.size() + removed.size(); }
};

Difference differenceOf(const json::object &loaded, const json::object &item,
                        const KeySchema &keys)
{
    Difference difference;
    for (const auto &attribute : item) {
        if (keys.isKeyAttribute(attribute.key()))
            continue;
        const auto *before = loaded.if_contains(attribute.key());
        if (!before || *before != attribute.value())
            difference.changed.emplace_back(attribute.key());
    }
    for (const auto &attribute : loaded)
        if (!item.contains(attribute.key()))
            difference.removed.emplace_back(attribute.key());
    return difference;
}

// One UpdateItem writing `names` (a slice of the difference) and comparing them, and, while
// room is left, the untouched attributes too.
ConditionalWrite updateWrite(const QString &table, const json::object &item,
                             const json::object &loaded, const KeySchema &keys,
                             const std::vector<std::string> &names, bool compareUntouched,
                             const Difference &difference)
{
    json::object request = baseRequest(table);
    request["Key"] = itemKey(loaded, keys);
    ConditionBuilder builder;
    std::string set;
    std::string remove;
    for (const std::string &attribute : names) {
        const auto *before = loaded.if_contains(attribute);
        if (before)
            builder.equal(attribute, *before);
        else
            builder.absent(attribute);
        const std::string placeholder = builder.name(attribute);
        if (const auto *after = item.if_contains(attribute))
            set += (set.empty() ? "" : ", ") + placeholder + " = " + builder.value(*after);
        else
            remove += (remove.empty() ? "" : ", ") + placeholder;
    }
    for (const auto &attribute : loaded) {
        if (!compareUntouched || builder.comparisons() >= kMaxComparedAttributes)
            break;
        const std::string attributeName(attribute.key());
        const bool touched = std::find(difference.changed.begin(), difference.changed.end(),
                                       attributeName) != difference.changed.end()
            || std::find(difference.removed.begin(), difference.removed.end(), attributeName)
                != difference.removed.end();
        if (!touched)
            builder.equal(attribute.key(), attribute.value());
    }
    std::string update;
    if (!set.empty())
        update = "SET " + set;
    if (!remove.empty())
        update += (update.empty() ? "" : " ") + ("REMOVE " + remove);
    if (!update.empty())
        request["UpdateExpression"] = update;
    request["ReturnValues"] = "ALL_NEW";
    builder.into(request);
    return {QStringLiteral("UpdateItem"), std::move(request)};
}

// Room in one condition for the attributes a write changes, with the rest for untouched ones.
constexpr std::size_t kChangedPerWrite = 100;

std::vector<ConditionalWrite> updateWrites(const QString &table, const json::object &item,
                                           const json::object &loaded, const KeySchema &keys)
{
    const Difference difference = differenceOf(loaded, item, keys);
    std::vector<std::string> names = difference.changed;
    names.insert(names.end(), difference.removed.begin(), difference.removed.end());
    std::vector<ConditionalWrite> writes;
    // The first write compares the untouched attributes too, before anything is written.
    std::size_t from = 0;
    do {
        const std::size_t to = std::min(names.size(), from + kChangedPerWrite);
        const std::vector<std::string> slice(names.begin() + std::ptrdiff_t(from),
                                             names.begin() + std::ptrdiff_t(to));
        writes.push_back(updateWrite(table, item, loaded, keys, slice, from == 0, difference));
        from = to;
    } while (from < names.size());
    return writes;
}

// Key attributes never change in place, so the others are worth comparing first.
void compareWhole(ConditionBuilder &builder, const json::object &current, const KeySchema &keys)
{
    for (const auto &attribute : current)
        if (!keys.isKeyAttribute(attribute.key())
            && builder.comparisons() < kMaxComparedAttributes)
            builder.equal(attribute.key(), attribute.value());
    for (const auto &attribute : current)
        if (keys.isKeyAttribute(attribute.key())
            && builder.comparisons() < kMaxComparedAttributes)
            builder.equal(attribute.key(), attribute.value());
}

} // namespace

boost::json::object itemKey(const boost::json::object &item, const KeySchema &keys)
{
    boost::json::object key;
    if (const auto *pk = item.if_contains(keys.partitionKey))
        key[keys.partitionKey] = *pk;
    if (keys.hasSortKey())
        if (const auto *sk = item.if_contains(keys.sortKey))
            key[keys.sortKey] = *sk;
    return key;
}

boost::json::object conditionalPut(const QString &table, const boost::json::object &item,
                                   const boost::json::object *loaded, const KeySchema &keys)
{
    json::object request = baseRequest(table);
    request["Item"] = item;
    ConditionBuilder builder;
    if (!loaded) {
        builder.absent(keys.partitionKey);
    } else {
        for (const auto &attribute : *loaded)
            builder.equal(attribute.key(), attribute.value());
    }
    builder.into(request);
    return request;
}

std::vector<ConditionalWrite> conditionalSave(const QString &table,
                                              const boost::json::object &item,
                                              const boost::json::object *loaded,
                                              const KeySchema &keys)
{
    if (!loaded || int(loaded->size()) <= kMaxComparedAttributes)
        return {ConditionalWrite{QStringLiteral("PutItem"),
                                 conditionalPut(table, item, loaded, keys)}};
    return updateWrites(table, item, *loaded, keys);
}

ConditionalWrite conditionalDelete(const QString &table, const boost::json::object &current,
                                   const KeySchema &keys)
{
    json::object request = baseRequest(table);
    request["Key"] = itemKey(current, keys);
    ConditionBuilder builder;
    compareWhole(builder, current, keys);
    builder.into(request);
    return {QStringLiteral("DeleteItem"), std::move(request)};
}

} // namespace tablesmith::gui
