#pragma once
// Parsed expressions by text: a bounded, thread-safe LRU of the trees the parser produces
// before placeholders are resolved, so an entry never depends on a request's placeholders.
// Parse errors are cached too; they depend on the text alone.

#include "ast.h"

#include <memory>
#include <string_view>
#include <variant>
#include <vector>

namespace tablesmith::expr {

using ParsedTree = std::variant<std::vector<ast::DocumentPath>, ast::ConditionNode,
                                std::vector<ast::UpdateAction>>;

// The parse of `text` as `kind`, from the cache or freshly parsed (and then remembered).
// `rewritten`: the engine wrote the text (see Placeholders::rewritten), so the client limits
// on size and, for updates, operators do not apply.
std::shared_ptr<const Result<ParsedTree>> cachedParse(std::string_view text, ExpressionKind kind,
                                                      bool rewritten = false);

constexpr std::size_t kParseCacheCapacity = 4096;

} // namespace tablesmith::expr
