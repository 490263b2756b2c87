#pragma once
// The parsed tree of an expression, shared by the parser, the placeholder resolver, the
// checks and the evaluators. A tree comes out of the parser with placeholders unresolved
// (so it can be cached by text alone); resolve() fills in the names and values.

#include <tablesmith/attribute_value.h>
#include <tablesmith/expression.h>

#include <cstddef>
#include <string>
#include <vector>

namespace tablesmith::expr::ast {

struct PathStep {
    std::string name;          // attribute / map key, or "#placeholder"
    bool placeholder = false;  // name is a #placeholder until resolved
    int index = -1;            // a list index; name is empty
};

struct DocumentPath {
    std::vector<PathStep> steps;
    Path resolved; // filled by resolve()
};

enum class Function {
    Unknown, AttributeExists, AttributeNotExists, AttributeType, BeginsWith, Contains, Size,
    IfNotExists, ListAppend,
};

struct Operand {
    enum class Kind { Path, Value, Call, Plus, Minus };
    Kind kind = Kind::Path;
    DocumentPath path;          // Path
    std::string placeholder;    // Value: ":v"
    AttributeValue value;       // Value, once resolved
    Function function = Function::Unknown; // Call
    std::string functionName;   // Call, as written
    std::vector<Operand> args;  // Call arguments; Plus / Minus: the two terms
    bool parenthesized = false;
};

enum class Comparison { EQ, NE, LT, LE, GT, GE };

struct ConditionNode {
    enum class Kind { Or, And, Not, Compare, Between, In, Call };
    Kind kind = Kind::Call;
    Comparison comparison = Comparison::EQ;
    std::vector<ConditionNode> children; // Or / And: two; Not: one
    std::vector<Operand> operands; // Compare: 2; Between: 3; In: subject + list; Call: 1
    bool parenthesized = false;
};

struct UpdateAction {
    enum class Kind { Set, Remove, Add, Delete };
    Kind kind = Kind::Set;
    DocumentPath path;
    Operand value; // Set: the new value; Add / Delete: a value placeholder
};

std::string_view comparisonText(Comparison comparison);
// DynamoDB's way of printing a path in messages: "[a, b, [2]]".
std::string pathText(const Path &path);

} // namespace tablesmith::expr::ast
