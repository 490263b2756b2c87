// Every document path an expression names, for checks that need the table's schema (the
// service refuses a nested path into a key attribute: see ops/key_paths.h).

#include "ast.h"

namespace tablesmith::expr {
namespace {

void collect(const ast::Operand &operand, std::vector<Path> &paths)
{
    if (operand.kind == ast::Operand::Kind::Path && !operand.path.resolved.empty())
        paths.push_back(operand.path.resolved);
    for (const ast::Operand &arg : operand.args)
        collect(arg, paths);
}

void collect(const ast::ConditionNode &node, std::vector<Path> &paths)
{
    for (const ast::ConditionNode &child : node.children)
        collect(child, paths);
    for (const ast::Operand &operand : node.operands)
        collect(operand, paths);
}

} // namespace

std::vector<Path> documentPaths(const Condition &condition)
{
    std::vector<Path> paths;
    if (condition.root())
        collect(*condition.root(), paths);
    return paths;
}

std::vector<Path> documentPaths(const UpdateExpression &update)
{
    std::vector<Path> paths;
    for (const ast::UpdateAction &action : update.actions()) {
        paths.push_back(action.path.resolved);
        collect(action.value, paths);
    }
    return paths;
}

} // namespace tablesmith::expr
