#pragma once
// Evaluation of operands against an item: path lookup, size(), and the value-level semantics
// conditions and updates share.

#include "ast.h"

#include <optional>

namespace tablesmith::expr {

// The value at `path` in `item`, or null when any step is missing or of the wrong type.
const AttributeValue *lookup(const Item &item, const Path &path);

// An operand's value: borrowed from the item or the tree, or computed (size()).
class OperandValue {
public:
    OperandValue() = default;
    explicit OperandValue(const AttributeValue *borrowed) : m_borrowed(borrowed) {}
    explicit OperandValue(AttributeValue owned) : m_owned(std::move(owned)) {}
    const AttributeValue *get() const { return m_owned ? &*m_owned : m_borrowed; }

private:
    const AttributeValue *m_borrowed = nullptr;
    std::optional<AttributeValue> m_owned;
};

// Condition operands: paths, values and size(); absent when the path is missing.
OperandValue evaluateOperand(const ast::Operand &operand, const Item &item);

} // namespace tablesmith::expr
