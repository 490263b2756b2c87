// Whether an index serves its patterns, by the entries the preview says land in it.

#include "key_condition_rewrite.h"

#include <tablesmith/index_serves.h>
#include <tablesmith/key_template.h>

#include <algorithm>
#include <optional>

namespace tablesmith::design {
namespace {

const AccessPattern *findPattern(const DesignTable &table, const std::string &name)
{
    auto found = std::find_if(table.accessPatterns.begin(), table.accessPatterns.end(),
                              [&name](const AccessPattern &p) { return p.name == name; });
    return found == table.accessPatterns.end() ? nullptr : &*found;
}

// Why the items are left out: a wrong key type or an empty key first, since items without the
// key attribute are usually left out on purpose (a sparse index); empty when none is.
std::string exclusionReason(const IndexPreview &preview)
{
    for (auto reason : {&EntityTypeMembership::wrongKeyTypeReason,
                        &EntityTypeMembership::emptyKeyReason,
                        &EntityTypeMembership::missingKeyReason}) {
        for (const EntityTypeMembership &membership : preview.entityTypes) {
            if (!(membership.*reason).empty())
                return membership.*reason;
        }
    }
    return {};
}

// The partition a Query reads when its key condition names a fixed value; nothing when it
// takes a {parameter}, reads no single partition, or the index has a multi-attribute key.
std::optional<std::string> fixedPartition(const AccessPattern &pattern,
                                          const IndexDescription &index)
{
    if (pattern.operation != "Query" || index.key.partitionKey.size() != 1)
        return std::nullopt;
    auto condition = patternKeyCondition(pattern, index.key.partitionKeyName());
    if (!condition)
        return std::nullopt;
    std::string key = keyText(condition->partitionKeyValue);
    if (key.find('{') != std::string::npos)
        return std::nullopt;
    return key;
}

bool holdsPartition(const IndexPreview &preview, const std::string &key)
{
    return std::any_of(preview.partitions.begin(), preview.partitions.end(),
                       [&key](const PreviewPartition &p) { return keyValueText(p.key) == key; });
}

ServedPattern servedPattern(const AccessPattern *pattern, const IndexDescription &index,
                            const IndexPreview &preview, const std::string &name)
{
    ServedPattern served{name, true, {}};
    if (preview.entries == 0) {
        served.served = false;
        const std::string why = exclusionReason(preview);
        served.reason = (preview.items == 1 ? std::string("the 1 item does not land in ")
                                            : "none of the " + std::to_string(preview.items)
                                                  + " items land in ")
                        + index.name + (why.empty() ? std::string() : " (" + why + ")");
        return served;
    }
    std::optional<std::string> partition =
        pattern ? fixedPartition(*pattern, index) : std::nullopt;
    if (partition && !holdsPartition(preview, *partition)) {
        served.served = false;
        served.reason = "no item lands in " + index.name + "'s partition " + *partition;
    }
    return served;
}

} // namespace

std::vector<ServedPattern> patternsServed(const DesignTable &table, const IndexDescription &index,
                                          const IndexPreview &preview,
                                          const std::vector<PatternVerdict> &verdicts)
{
    std::vector<ServedPattern> result;
    for (const PatternVerdict &verdict : verdicts) {
        if (verdict.index != index.name)
            continue;
        result.push_back(servedPattern(findPattern(table, verdict.pattern), index, preview,
                                       verdict.pattern));
    }
    return result;
}

} // namespace tablesmith::design
