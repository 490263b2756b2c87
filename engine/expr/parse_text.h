#pragma once
// The edge of the parser: size limits, the throw-to-Result conversion and the deferred errors,
// the same for every expression kind.

#include "parser.h"
#include "resolve.h"

namespace tablesmith::expr {

// An expression past 4 KB. The service names the size for every kind but an update: "Invalid
// UpdateExpression: Expression size has exceeded the maximum allowed size;" ends there, where
// the same action's ConditionExpression goes on "; expression size: 4109"
// (paritysuite/dynamodb-conformance tests/tier3/validation-ordering/deepRequests.test.ts, ten
// regions, 2026-10-09).
inline Error expressionTooLarge(ExpressionKind kind, std::size_t size)
{
    std::string message = "Expression size has exceeded the maximum allowed size;";
    if (kind != ExpressionKind::Update)
        message += " expression size: " + std::to_string(size);
    return invalidExpression(kind, message);
}

// `rewritten`: the engine wrote the text (from a pre-expression parameter or a PartiQL
// statement); the 4 KB and operator limits are for what clients write (200 AttributeUpdates
// are accepted by the service).
template<class Tree, class ParseFn>
Result<Tree> parseText(std::string_view text, ExpressionKind kind, bool rewritten, ParseFn parse)
{
    if (text.empty())
        return invalidExpression(kind, "The expression can not be empty;");
    if (text.size() > kMaxExpressionSize && !rewritten)
        return expressionTooLarge(kind, text.size());
    try {
        Parser parser(text, kind, rewritten);
        Tree tree = parse(parser);
        if (auto message = parser.deferredError())
            return invalidExpression(kind, *message);
        return tree;
    } catch (const ParseError &error) {
        return invalidExpression(kind, error.message);
    }
}

// "Two document paths overlap / conflict ...": paths of one projection or update expression
// may not be prefixes of each other, nor use one step as both map key and list index.
std::optional<std::string> findOverlap(const std::vector<const Path *> &paths);

} // namespace tablesmith::expr
