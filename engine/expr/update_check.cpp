#include "update_check.h"

#include "condition_check.h"
#include "parse_text.h"
#include "resolve.h"

namespace tablesmith::expr {
namespace {

using ast::Operand;

// ADD takes numbers and sets, DELETE only sets; the message spells the type out.
std::optional<std::string> checkActionOperand(const ast::UpdateAction &action)
{
    const AttributeType type = action.value.value.type();
    std::string_view spelled;
    switch (type) {
    case AttributeType::S: spelled = "STRING"; break;
    case AttributeType::N: spelled = action.kind == ast::UpdateAction::Kind::Add ? "" : "NUMBER";
                           break;
    case AttributeType::B: spelled = "BINARY"; break;
    case AttributeType::NUL: spelled = "NULL"; break;
    case AttributeType::BOOL: spelled = "BOOLEAN"; break;
    case AttributeType::L: spelled = "LIST"; break;
    case AttributeType::M: spelled = "MAP"; break;
    default: return std::nullopt;
    }
    if (spelled.empty())
        return std::nullopt;
    return "Incorrect operand type for operator or function; operator: "
           + std::string(action.kind == ast::UpdateAction::Kind::Add ? "ADD" : "DELETE")
           + ", operand type: " + std::string(spelled);
}

std::optional<std::string> requireType(std::string_view function, const Operand &operand,
                                       AttributeType expected)
{
    if (operand.kind != Operand::Kind::Value || operand.value.type() == expected)
        return std::nullopt;
    return "Incorrect operand type for operator or function; operator or function: "
           + std::string(function) + ", operand type: "
           + std::string(typeName(operand.value.type()));
}

std::optional<std::string> checkValue(const Operand &value)
{
    if (value.kind == Operand::Kind::Plus || value.kind == Operand::Kind::Minus) {
        const std::string_view op = value.kind == Operand::Kind::Plus ? "+" : "-";
        for (const Operand &term : value.args) {
            if (auto error = requireType(op, term, AttributeType::N))
                return error;
            // A term may be a function call, checked like any other.
            if (auto error = checkValue(term))
                return error;
        }
    }
    if (value.kind != Operand::Kind::Call)
        return std::nullopt;
    if (value.args.size() != 2)
        return "Incorrect number of operands for operator or function; operator or function: "
               + value.functionName + ", number of operands: "
               + std::to_string(value.args.size());
    if (value.function == ast::Function::IfNotExists
        && value.args[0].kind != Operand::Kind::Path)
        return "Operator or function requires a document path; operator or function: "
               + value.functionName;
    for (const Operand &arg : value.args) {
        if (value.function == ast::Function::ListAppend && arg.kind == Operand::Kind::Call
            && arg.function == ast::Function::ListAppend)
            return "The function is not allowed to be used this way in an expression; "
                   "function: list_append";
        if (value.function == ast::Function::ListAppend) {
            if (auto error = requireType(value.functionName, arg, AttributeType::L))
                return error;
        }
        if (auto error = checkValue(arg))
            return error;
    }
    return std::nullopt;
}

std::optional<std::string> checkAction(const ast::UpdateAction &action)
{
    switch (action.kind) {
    case ast::UpdateAction::Kind::Set: return checkValue(action.value);
    case ast::UpdateAction::Kind::Remove: return std::nullopt;
    default: return checkActionOperand(action);
    }
}

} // namespace

Status checkUpdate(const std::vector<ast::UpdateAction> &actions)
{
    constexpr ExpressionKind kind = ExpressionKind::Update;
    std::vector<const Path *> paths;
    for (const ast::UpdateAction &action : actions)
        paths.push_back(&action.path.resolved);
    if (auto overlap = findOverlap(paths))
        return invalidExpression(kind, *overlap);
    // ADD's and DELETE's operands before SET's values, whatever the order written (dynalite's
    // updateItem.js, recorded against the service).
    for (const bool setActions : {false, true}) {
        for (const ast::UpdateAction &action : actions) {
            if ((action.kind == ast::UpdateAction::Kind::Set) != setActions)
                continue;
            if (auto error = checkAction(action))
                return invalidExpression(kind, *error);
        }
    }
    return success();
}

std::vector<WrittenType> writtenTypes(const UpdateExpression &update)
{
    std::vector<WrittenType> out;
    for (const ast::UpdateAction &action : update.actions()) {
        const Path &path = action.path.resolved;
        if (path.size() != 1 || action.kind == ast::UpdateAction::Kind::Remove)
            continue;
        const Operand &value = action.value;
        std::optional<AttributeType> type;
        if (action.kind != ast::UpdateAction::Kind::Set || value.kind == Operand::Kind::Value)
            type = value.value.type(); // ADD and DELETE keep their operand's type
        else if (value.kind == Operand::Kind::Plus || value.kind == Operand::Kind::Minus)
            type = AttributeType::N;
        else if (value.kind == Operand::Kind::Call && value.function == ast::Function::ListAppend)
            type = AttributeType::L;
        if (type)
            out.push_back({path.front().name, *type});
    }
    return out;
}

} // namespace tablesmith::expr
