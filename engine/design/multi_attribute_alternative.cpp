// The multi-attribute alternative: the variables of an entity type's index key templates
// become the index's key attributes, in template order; the literals between them, which only
// kept the parts apart in one string, go. Key conditions are rewritten by matching their
// values against the same templates.

#include "design/key_condition_rewrite.h"

#include <tablesmith/key_template.h>
#include <tablesmith/multi_attribute_alternative.h>

#include <algorithm>
#include <optional>

namespace tablesmith::design {
namespace {

struct Templates {
    int entity = -1;
    std::vector<std::pair<std::string, KeyTemplate>> partition; // index key attribute, template
    std::vector<std::pair<std::string, KeyTemplate>> sort;
    bool concatenation = false;
};

std::optional<std::vector<std::pair<std::string, KeyTemplate>>>
templatesFor(const EntityType &entity, const std::vector<KeyAttribute> &keys, bool &concatenated)
{
    std::vector<std::pair<std::string, KeyTemplate>> result;
    for (const KeyAttribute &key : keys) {
        const std::string *text = entity.keyTemplate(key.name);
        auto parsed = text ? KeyTemplate::parse(*text) : Result<KeyTemplate>(KeyTemplate());
        if (!text || !parsed || parsed->empty())
            return std::nullopt;
        concatenated = concatenated || parsed->parts().size() > 1;
        result.emplace_back(key.name, std::move(*parsed));
    }
    return result;
}

// The first entity type with templates for every key attribute of the index, one of them a
// concatenation.
std::optional<Templates> concatenatedTemplates(const DesignTable &table,
                                               const IndexDescription &index)
{
    for (std::size_t e = 0; e < table.entityTypes.size(); ++e) {
        Templates found;
        found.entity = int(e);
        auto partition = templatesFor(table.entityTypes[e], index.key.partitionKey,
                                      found.concatenation);
        auto sort = templatesFor(table.entityTypes[e], index.key.sortKey, found.concatenation);
        if (!partition || !sort || !found.concatenation)
            continue;
        found.partition = std::move(*partition);
        found.sort = std::move(*sort);
        return found;
    }
    return std::nullopt;
}

// The variables of `templates` in order, leaving out those already in `taken` (a part in both
// keys, "ORDER#{status}" / "{status}#{date}", is one attribute, in the partition key).
std::vector<KeyPart> keyParts(const DesignTable &table,
                              const std::vector<std::pair<std::string, KeyTemplate>> &templates,
                              std::vector<std::string> &literals,
                              const std::vector<KeyPart> &taken = {})
{
    std::vector<KeyPart> parts;
    for (const auto &[key, keyTemplate] : templates) {
        for (const KeyTemplate::Part &part : keyTemplate.parts()) {
            if (!part.variable) {
                literals.push_back(part.text);
                continue;
            }
            auto same = [&part](const KeyPart &p) { return p.attribute == part.text; };
            if (std::any_of(taken.begin(), taken.end(), same)
                || std::any_of(parts.begin(), parts.end(), same))
                continue;
            parts.push_back({part.text, table.attributeType(part.text), key, keyTemplate.text()});
        }
    }
    return parts;
}

std::vector<KeyAttribute> keyAttributes(const std::vector<KeyPart> &parts)
{
    std::vector<KeyAttribute> keys;
    for (const KeyPart &part : parts)
        keys.push_back({part.attribute, part.type});
    return keys;
}

// Whether the item would hold `part` once the template's parts are written as attributes:
// it has it already, or its concatenated key fits the template and gives a value of its type.
bool partValue(const Item &item, const KeyPart &part, const KeyTemplate &keyTemplate)
{
    if (auto found = item.find(part.attribute); found != item.end())
        return found->second.type() == part.type && attributeSize(found->second) > 0;
    auto concatenated = item.find(part.concatenatedKey);
    const std::string *text =
        concatenated == item.end() ? nullptr : concatenated->second.as<std::string>();
    auto values = text ? keyTemplate.match(*text) : std::nullopt;
    if (!values)
        return false;
    const std::string &value = values->at(part.attribute);
    if (part.type == AttributeType::N)
        return bool(Decimal::parse(value));
    return part.type == AttributeType::S && !value.empty();
}

std::uint64_t entriesWithParts(const DesignTable &table, const Templates &templates,
                               const std::vector<KeyPart> &parts)
{
    std::uint64_t entries = 0;
    for (const SampleItem &sample : table.items) {
        bool held = true;
        for (const KeyPart &part : parts) {
            const KeyTemplate *keyTemplate = nullptr;
            for (const auto &[key, t] : templates.partition)
                keyTemplate = key == part.concatenatedKey ? &t : keyTemplate;
            for (const auto &[key, t] : templates.sort)
                keyTemplate = key == part.concatenatedKey ? &t : keyTemplate;
            held = held && keyTemplate && partValue(sample.item, part, *keyTemplate);
        }
        entries += held ? 1 : 0;
    }
    return entries;
}

} // namespace

MultiAttributeAlternative multiAttributeAlternative(const DesignTable &table,
                                                    const IndexDescription &index)
{
    MultiAttributeAlternative alternative;
    alternative.items = table.items.size();
    std::optional<Templates> templates = concatenatedTemplates(table, index);
    if (!templates) {
        alternative.reason = "no entity type builds a key of " + index.name
                             + " from parts (a template such as ORDER#{status})";
        return alternative;
    }
    alternative.entityType = table.entityTypes[std::size_t(templates->entity)].name;
    alternative.partitionParts =
        keyParts(table, templates->partition, alternative.droppedLiterals);
    alternative.sortParts = keyParts(table, templates->sort, alternative.droppedLiterals,
                                     alternative.partitionParts);
    if (alternative.partitionParts.empty()) {
        alternative.reason = "the partition key of " + alternative.entityType
                             + " is constant text: nothing to key on";
        return alternative;
    }
    if (alternative.partitionParts.size() > kMostKeyAttributesPerSide
        || alternative.sortParts.size() > kMostKeyAttributesPerSide) {
        alternative.reason = "more than four parts on one side of the key";
        return alternative;
    }
    alternative.available = true;
    alternative.reason = "from the key templates of " + alternative.entityType;
    alternative.index = index;
    alternative.index.key.partitionKey = keyAttributes(alternative.partitionParts);
    alternative.index.key.sortKey = keyAttributes(alternative.sortParts);
    alternative.preview = previewIndex(table, alternative.index);
    alternative.entriesNow = alternative.preview.entries;
    IndexPreview original = previewIndex(table, index);
    alternative.originalEntries = original.entries;
    alternative.originalPartitions = original.partitions.size();
    std::vector<KeyPart> all = alternative.partitionParts;
    all.insert(all.end(), alternative.sortParts.begin(), alternative.sortParts.end());
    alternative.entriesWithParts = entriesWithParts(table, *templates, all);
    // One partition and one sort attribute: the templates of the first of each side.
    alternative.conditions = rewriteKeyConditions(
        table, index, &templates->partition.front().second,
        templates->sort.empty() ? nullptr : &templates->sort.front().second);
    return alternative;
}

} // namespace tablesmith::design
