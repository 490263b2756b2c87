#include "resolve.h"

namespace tablesmith::expr {
namespace {

// A placeholder lookup fails with a bare message that belongs to the expression; a value that
// is not valid DynamoDB JSON has a message of its own.
Error placeholderError(ExpressionKind kind, Error error)
{
    if (error.message.starts_with("An expression attribute"))
        return invalidExpression(kind, error.message);
    return error;
}

} // namespace

Error invalidExpression(ExpressionKind kind, std::string_view message)
{
    return Error::validation("Invalid " + std::string(expressionName(kind)) + ": "
                             + std::string(message));
}

Status resolve(ast::DocumentPath &path, ExpressionKind kind, Placeholders &placeholders)
{
    path.resolved.clear();
    path.resolved.reserve(path.steps.size());
    for (const ast::PathStep &step : path.steps) {
        if (!step.placeholder) {
            path.resolved.push_back({step.name, step.index});
            continue;
        }
        auto name = placeholders.name(step.name);
        if (!name)
            return placeholderError(kind, name.takeError());
        path.resolved.push_back({std::move(*name), -1});
    }
    return success();
}

Status resolve(ast::Operand &operand, ExpressionKind kind, Placeholders &placeholders)
{
    switch (operand.kind) {
    case ast::Operand::Kind::Path:
        return resolve(operand.path, kind, placeholders);
    case ast::Operand::Kind::Value: {
        auto value = placeholders.value(operand.placeholder);
        if (!value)
            return placeholderError(kind, value.takeError());
        operand.value = std::move(*value);
        return success();
    }
    default:
        for (ast::Operand &arg : operand.args)
            TS_TRY_STATUS(resolve(arg, kind, placeholders));
        return success();
    }
}

Status resolve(ast::ConditionNode &node, ExpressionKind kind, Placeholders &placeholders)
{
    for (ast::ConditionNode &child : node.children)
        TS_TRY_STATUS(resolve(child, kind, placeholders));
    for (ast::Operand &operand : node.operands)
        TS_TRY_STATUS(resolve(operand, kind, placeholders));
    return success();
}

Status resolve(ast::UpdateAction &action, ExpressionKind kind, Placeholders &placeholders)
{
    TS_TRY_STATUS(resolve(action.path, kind, placeholders));
    if (action.kind == ast::UpdateAction::Kind::Remove)
        return success();
    return resolve(action.value, kind, placeholders);
}

} // namespace tablesmith::expr
