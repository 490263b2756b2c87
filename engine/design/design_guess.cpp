// Reading a design back from a live table: entity types guessed from key prefixes.

#include "design/design_json.h"

#include <tablesmith/key_template.h>

#include <cctype>
#include <map>
#include <set>

namespace tablesmith::design {
namespace {

// "USER#u1" -> "USER#"; a value without '#' has no prefix.
std::string prefixOf(const std::string &value)
{
    std::size_t hash = value.find('#');
    return hash == std::string::npos ? std::string() : value.substr(0, hash + 1);
}

// "ORDER#" -> "Order", "ORDER_ITEM#" -> "OrderItem".
std::string wordOf(const std::string &prefix)
{
    std::string word;
    bool upper = true;
    for (char c : prefix) {
        if (!std::isalnum(static_cast<unsigned char>(c))) {
            upper = true;
            continue;
        }
        word += static_cast<char>(upper ? std::toupper(static_cast<unsigned char>(c))
                                        : std::tolower(static_cast<unsigned char>(c)));
        upper = false;
    }
    return word;
}

// What one key attribute of an entity type looks like across its items.
struct KeyShape {
    std::string prefix;
    std::set<std::string> values;
};

std::string keyTemplateOf(const KeyShape &shape, const std::string &attribute)
{
    if (shape.prefix.empty())
        return shape.values.size() == 1 ? *shape.values.begin() : "{" + attribute + "}";
    std::string word = wordOf(shape.prefix);
    if (!word.empty())
        word[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(word[0])));
    return shape.prefix + "{" + (word.empty() ? attribute : word + "Id") + "}";
}

struct Guess {
    std::vector<KeyShape> keys;
    std::vector<std::size_t> items;
};

std::string guessKey(const std::vector<std::string> &values)
{
    std::string key;
    for (const std::string &value : values) {
        std::string prefix = prefixOf(value);
        key += (prefix.empty() ? "=" + value : prefix) + '\x1f';
    }
    return key;
}

} // namespace

DesignTable designFromTable(const TableDescription &described, const std::vector<Item> &items)
{
    DesignTable table;
    table.name = described.name;
    table.key = described.key;
    table.billingMode = described.billingMode.empty() ? "PAY_PER_REQUEST" : described.billingMode;
    table.readCapacityUnits = described.readCapacityUnits;
    table.writeCapacityUnits = described.writeCapacityUnits;
    for (const IndexDescription &index : described.indexes)
        table.indexes.push_back({index, {}});
    const std::vector<KeyAttribute> keys = described.key.attributes();
    std::map<std::string, Guess> guesses; // by key prefixes, in first-seen order below
    std::vector<std::string> order;
    for (std::size_t i = 0; i < items.size(); ++i) {
        std::vector<std::string> values;
        for (const KeyAttribute &key : keys) {
            auto found = items[i].find(key.name);
            values.push_back(found == items[i].end() ? std::string() : keyText(found->second));
        }
        std::string id = guessKey(values);
        auto [guess, inserted] = guesses.try_emplace(id);
        if (inserted) {
            order.push_back(id);
            guess->second.keys.resize(keys.size());
        }
        for (std::size_t k = 0; k < keys.size(); ++k) {
            guess->second.keys[k].prefix = prefixOf(values[k]);
            guess->second.keys[k].values.insert(values[k]);
        }
        guess->second.items.push_back(i);
    }
    std::set<std::string> names;
    for (const std::string &id : order) {
        const Guess &guess = guesses[id];
        EntityType entity;
        std::string name;
        for (std::size_t k = 0; k < keys.size(); ++k) {
            entity.keyTemplates.emplace_back(keys[k].name,
                                             keyTemplateOf(guess.keys[k], keys[k].name));
            std::string word = wordOf(guess.keys[k].prefix.empty()
                                          && guess.keys[k].values.size() == 1
                                          ? *guess.keys[k].values.begin()
                                          : guess.keys[k].prefix);
            if (name.find(word) == std::string::npos)
                name += word;
        }
        name = name.empty() ? "Entity" : name;
        for (int n = 2; !names.insert(name).second; ++n)
            name += std::to_string(n);
        entity.name = name;
        std::set<std::string> attributes;
        for (std::size_t i : guess.items) {
            for (const auto &[attribute, value] : items[i]) {
                if (!described.key.isKeyAttribute(attribute) && attributes.insert(attribute).second)
                    entity.attributes.push_back(attribute);
            }
            (void)addSampleItem(table, toJson(items[i]), name);
        }
        table.entityTypes.push_back(std::move(entity));
    }
    return table;
}

} // namespace tablesmith::design
