#pragma once
// Rewriting a pattern's key condition on a concatenated index key into conditions on the
// key's parts (multi_attribute_alternative.cpp). Internal to engine/design.

#include <tablesmith/expression.h>
#include <tablesmith/key_template.h>
#include <tablesmith/multi_attribute_alternative.h>

#include <optional>
#include <string_view>

namespace tablesmith::design {

// The key conditions of `table`'s Query patterns on `index`, each rewritten for the
// index keyed on the templates' variables. `sortTemplate` may be null.
std::vector<RewrittenKeyCondition> rewriteKeyConditions(const DesignTable &table,
                                                        const IndexDescription &index,
                                                        const KeyTemplate *partitionTemplate,
                                                        const KeyTemplate *sortTemplate);

// A Query pattern's key condition with its placeholders resolved, aligned on the partition
// key `partitionKeyName`; nothing when it has none or it does not parse.
std::optional<expr::KeyCondition> patternKeyCondition(const AccessPattern &pattern,
                                                std::string_view partitionKeyName);

} // namespace tablesmith::design
