#include "ast.h"

namespace tablesmith::expr {

std::string_view expressionName(ExpressionKind kind)
{
    switch (kind) {
    case ExpressionKind::Projection: return "ProjectionExpression";
    case ExpressionKind::KeyCondition: return "KeyConditionExpression";
    case ExpressionKind::Condition: return "ConditionExpression";
    case ExpressionKind::Filter: return "FilterExpression";
    case ExpressionKind::Update: return "UpdateExpression";
    }
    return "Expression";
}

namespace ast {

std::string_view comparisonText(Comparison comparison)
{
    switch (comparison) {
    case Comparison::EQ: return "=";
    case Comparison::NE: return "<>";
    case Comparison::LT: return "<";
    case Comparison::LE: return "<=";
    case Comparison::GT: return ">";
    case Comparison::GE: return ">=";
    }
    return "=";
}

std::string pathText(const Path &path)
{
    std::string text = "[";
    for (std::size_t i = 0; i < path.size(); ++i) {
        text += i ? ", " : "";
        text += path[i].name.empty() ? "[" + std::to_string(path[i].index) + "]" : path[i].name;
    }
    return text + "]";
}

} // namespace ast
} // namespace tablesmith::expr
