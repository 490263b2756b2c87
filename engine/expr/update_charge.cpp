// What UpdateItem charges an UpdateExpression against the 400 KB item limit. The service
// measures the statement as well as the finished item: what each clause writes, name and
// value, plus a fixed cost per clause and per operator, and never the key or an attribute the
// statement leaves alone. None of it is documented; every figure is from
// paritysuite/dynamodb-conformance tests/tier3/limits/itemSizeBySurface.test.ts (eu-west-2,
// bisected to the byte, 2026-08 and 2026-10).

#include "update_charge.h"

#include "ast.h"

namespace tablesmith::expr {
namespace {

using Operand = ast::Operand;

constexpr std::size_t kUpdateCost = 3;
constexpr std::size_t kWriteCost = 19;       // SET or ADD
constexpr std::size_t kTakeAwayCost = 1;     // REMOVE or DELETE
constexpr std::size_t kPlusCost = 34;
constexpr std::size_t kMinusCost = 37;
constexpr std::size_t kIfNotExistsCost = 39;
constexpr std::size_t kListAppendCost = 37;
constexpr std::size_t kOperandPathCost = 1;
constexpr std::size_t kOperandStepCost = 14;
constexpr std::size_t kTargetStepCost = 4;

// A map key's bytes or a list index's digits.
std::size_t stepSize(const PathElement &step)
{
    return step.index >= 0 ? std::to_string(step.index).size() : step.name.size();
}

// The path an action writes: its first name, then 4 and the step for each later step.
std::size_t targetCharge(const Path &path)
{
    std::size_t charge = 0;
    for (std::size_t i = 0; i < path.size(); ++i)
        charge += (i == 0 ? 0 : kTargetStepCost) + stepSize(path[i]);
    return charge;
}

std::size_t operandCharge(const Operand &operand);

std::size_t argumentsCharge(const Operand &operand)
{
    std::size_t charge = 0;
    for (const Operand &arg : operand.args)
        charge += operandCharge(arg);
    return charge;
}

// A path read costs its steps, not the value it reads; a value costs its size at every use.
std::size_t operandCharge(const Operand &operand)
{
    switch (operand.kind) {
    case Operand::Kind::Path: {
        std::size_t charge = kOperandPathCost;
        for (const PathElement &step : operand.path.resolved)
            charge += kOperandStepCost + stepSize(step);
        return charge;
    }
    case Operand::Kind::Value: return attributeSize(operand.value);
    case Operand::Kind::Plus: return kPlusCost + argumentsCharge(operand);
    case Operand::Kind::Minus: return kMinusCost + argumentsCharge(operand);
    case Operand::Kind::Call:
        return (operand.function == ast::Function::ListAppend ? kListAppendCost
                                                              : kIfNotExistsCost)
               + argumentsCharge(operand);
    }
    return 0;
}

std::size_t actionCharge(const ast::UpdateAction &action)
{
    const std::size_t target = targetCharge(action.path.resolved);
    switch (action.kind) {
    case ast::UpdateAction::Kind::Set:
    case ast::UpdateAction::Kind::Add: return kWriteCost + target + operandCharge(action.value);
    case ast::UpdateAction::Kind::Remove:
    case ast::UpdateAction::Kind::Delete: return kTakeAwayCost + target;
    }
    return 0;
}

} // namespace

std::size_t updateCharge(const UpdateExpression &update)
{
    std::size_t charge = kUpdateCost;
    for (const ast::UpdateAction &action : update.actions())
        charge += actionCharge(action);
    return charge;
}

} // namespace tablesmith::expr
