// The public entry points for conditions and updates: cached parse, resolve, check.

#include "condition_check.h"
#include "parse_cache.h"
#include "parser.h"
#include "resolve.h"
#include "update_check.h"

#include <algorithm>

namespace tablesmith::expr {

Result<Condition> parseCondition(std::string_view text, Placeholders &placeholders,
                                 ExpressionKind kind)
{
    auto parsed = cachedParse(text, kind, placeholders.rewritten(kind));
    if (!parsed->ok())
        return parsed->error();
    auto tree = std::make_shared<ast::ConditionNode>(std::get<ast::ConditionNode>(
        parsed->value()));
    TS_TRY_STATUS(resolve(*tree, kind, placeholders));
    TS_TRY_STATUS(checkCondition(*tree, kind));
    return Condition(std::move(tree));
}

Result<UpdateExpression> parseUpdate(std::string_view text, Placeholders &placeholders)
{
    constexpr ExpressionKind kind = ExpressionKind::Update;
    auto parsed = cachedParse(text, kind, placeholders.rewritten(kind));
    if (!parsed->ok())
        return parsed->error();
    auto actions = std::make_shared<std::vector<ast::UpdateAction>>(
        std::get<std::vector<ast::UpdateAction>>(parsed->value()));
    for (ast::UpdateAction &action : *actions)
        TS_TRY_STATUS(resolve(action, kind, placeholders));
    TS_TRY_STATUS(checkUpdate(*actions));
    UpdateExpression update(std::move(actions));
    update.m_fromAttributeUpdates = placeholders.fromAttributeUpdates();
    return update;
}

UpdateExpression::UpdateExpression(std::shared_ptr<const std::vector<ast::UpdateAction>> actions)
    : m_actions(std::move(actions))
{
}

const std::vector<ast::UpdateAction> &UpdateExpression::actions() const
{
    static const std::vector<ast::UpdateAction> none;
    return m_actions ? *m_actions : none;
}

bool UpdateExpression::onlyTakesAway() const
{
    const auto &all = actions();
    return !all.empty() && std::all_of(all.begin(), all.end(), [](const ast::UpdateAction &a) {
        return a.kind == ast::UpdateAction::Kind::Remove
            || a.kind == ast::UpdateAction::Kind::Delete;
    });
}

std::vector<Path> UpdateExpression::targets() const
{
    std::vector<Path> paths;
    for (const ast::UpdateAction &action : actions())
        paths.push_back(action.path.resolved);
    return paths;
}

std::optional<SyntaxDiagnostic> checkSyntax(std::string_view text, ExpressionKind kind)
{
    if (text.empty() || text.size() > kMaxExpressionSize)
        return std::nullopt;
    try {
        Parser parser(text, kind);
        switch (kind) {
        case ExpressionKind::Projection: parser.projection(); break;
        case ExpressionKind::Update: parser.update(); break;
        default: parser.condition(); break;
        }
    } catch (const ParseError &error) {
        return SyntaxDiagnostic{error.offset, error.length,
                                invalidExpression(kind, error.message).message};
    }
    return std::nullopt;
}

} // namespace tablesmith::expr
