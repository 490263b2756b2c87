// Conditions (ConditionExpression, FilterExpression, KeyConditionExpression) and the operands
// they share with update expressions. Precedence, loosest first: OR, AND, NOT, then one
// comparison, BETWEEN, IN or function; parentheses group.

#include "parser.h"

namespace tablesmith::expr {
namespace {

struct FunctionName {
    std::string_view name;
    ast::Function function;
    bool inConditions;
};

constexpr FunctionName kFunctions[] = {
    {"attribute_exists", ast::Function::AttributeExists, true},
    {"attribute_not_exists", ast::Function::AttributeNotExists, true},
    {"attribute_type", ast::Function::AttributeType, true},
    {"begins_with", ast::Function::BeginsWith, true},
    {"contains", ast::Function::Contains, true},
    {"size", ast::Function::Size, true},
    {"if_not_exists", ast::Function::IfNotExists, false},
    {"list_append", ast::Function::ListAppend, false},
};

std::optional<ast::Comparison> comparisonOf(TokenKind kind)
{
    switch (kind) {
    case TokenKind::Equal: return ast::Comparison::EQ;
    case TokenKind::NotEqual: return ast::Comparison::NE;
    case TokenKind::Less: return ast::Comparison::LT;
    case TokenKind::LessEqual: return ast::Comparison::LE;
    case TokenKind::Greater: return ast::Comparison::GT;
    case TokenKind::GreaterEqual: return ast::Comparison::GE;
    default: return std::nullopt;
    }
}

} // namespace

void Parser::enterNesting()
{
    if (++m_depth > kMaxNesting)
        throw ParseError{"The expression has too many nested levels; maximum nesting: "
                             + std::to_string(kMaxNesting),
                         peek().offset, std::max<std::size_t>(peek().text.size(), 1)};
}

ast::Operand Parser::operand()
{
    if (accept(TokenKind::LeftParen)) {
        enterNesting();
        ast::Operand inner = operand();
        expect(TokenKind::RightParen);
        --m_depth;
        if (inner.parenthesized)
            defer(Deferred::RedundantParens, "The expression has redundant parentheses;");
        inner.parenthesized = true;
        return inner;
    }
    if (peek().kind == TokenKind::Function)
        return call();
    if (peek().kind == TokenKind::ValuePlaceholder) {
        ast::Operand value;
        value.kind = ast::Operand::Kind::Value;
        value.placeholder = std::string(next().text);
        return value;
    }
    ast::Operand pathOperand;
    pathOperand.path = path();
    return pathOperand;
}

bool Parser::isConditionGrammar() const
{
    return m_kind != ExpressionKind::Update;
}

ast::Operand Parser::call()
{
    ast::Operand result;
    result.kind = ast::Operand::Kind::Call;
    result.functionName = std::string(expect(TokenKind::Function).text);
    ++m_operators;
    const FunctionName *known = nullptr;
    for (const FunctionName &f : kFunctions) {
        if (f.name == result.functionName)
            known = &f;
    }
    if (known && known->inConditions == isConditionGrammar())
        result.function = known->function;
    else if (known)
        // A function of the other grammar: if_not_exists in a condition, size in an update.
        defer(Deferred::UnknownFunction,
              std::string("The function is not allowed in ")
                  + (isConditionGrammar() ? "a condition" : "an update")
                  + " expression; function: " + result.functionName);
    else
        defer(Deferred::UnknownFunction, "Invalid function name; function: "
                                             + result.functionName);
    expect(TokenKind::LeftParen);
    enterNesting(); // f(f(f(...))) recurses too
    do {
        result.args.push_back(operand());
        if (isConditionGrammar())
            checkMisused(result.args.back());
    } while (accept(TokenKind::Comma));
    expect(TokenKind::RightParen);
    --m_depth;
    return result;
}

// Of the functions only size() yields a value; the others are conditions of their own.
void Parser::checkMisused(const ast::Operand &operand)
{
    if (operand.kind == ast::Operand::Kind::Call && operand.function != ast::Function::Size)
        defer(Deferred::MisusedFunction, "The function is not allowed to be used this way in an "
                                         "expression; function: " + operand.functionName);
}

ast::ConditionNode Parser::condition()
{
    ast::ConditionNode root = orCondition();
    expectEnd();
    return root;
}

ast::ConditionNode Parser::orCondition()
{
    ast::ConditionNode left = andCondition();
    while (accept(TokenKind::Or)) {
        ++m_operators;
        ast::ConditionNode node;
        node.kind = ast::ConditionNode::Kind::Or;
        node.children.push_back(std::move(left));
        node.children.push_back(andCondition());
        left = std::move(node);
    }
    return left;
}

ast::ConditionNode Parser::andCondition()
{
    ast::ConditionNode left = notCondition();
    while (accept(TokenKind::And)) {
        ++m_operators;
        ast::ConditionNode node;
        node.kind = ast::ConditionNode::Kind::And;
        node.children.push_back(std::move(left));
        node.children.push_back(notCondition());
        left = std::move(node);
    }
    return left;
}

ast::ConditionNode Parser::notCondition()
{
    if (!accept(TokenKind::Not))
        return primaryCondition();
    enterNesting();
    ++m_operators;
    ast::ConditionNode node;
    node.kind = ast::ConditionNode::Kind::Not;
    node.children.push_back(notCondition());
    --m_depth;
    return node;
}

// "(" opens either a condition, "(a = b)", or an operand, "(a) = b": the token after the
// matching ")" tells which, so the parser never backtracks.
bool Parser::parenOpensOperand() const
{
    int open = 0;
    for (std::size_t i = m_pos; i < m_tokens.size(); ++i) {
        const TokenKind kind = m_tokens[i].kind;
        if (kind == TokenKind::LeftParen) {
            ++open;
        } else if (kind == TokenKind::RightParen && --open == 0) {
            const TokenKind after = m_tokens[std::min(i + 1, m_tokens.size() - 1)].kind;
            return comparisonOf(after) || after == TokenKind::Between || after == TokenKind::In;
        }
    }
    return false;
}

ast::ConditionNode Parser::primaryCondition()
{
    if (peek().kind != TokenKind::LeftParen || parenOpensOperand())
        return comparison();
    next();
    enterNesting();
    ast::ConditionNode inner = orCondition();
    expect(TokenKind::RightParen);
    --m_depth;
    if (inner.parenthesized)
        defer(Deferred::RedundantParens, "The expression has redundant parentheses;");
    inner.parenthesized = true;
    return inner;
}

ast::ConditionNode Parser::comparison()
{
    ast::ConditionNode node;
    node.operands.push_back(operand());
    const TokenKind kind = peek().kind;
    if (comparisonOf(kind) || kind == TokenKind::Between || kind == TokenKind::In)
        ++m_operators;
    if (auto op = comparisonOf(kind)) {
        next();
        node.kind = ast::ConditionNode::Kind::Compare;
        node.comparison = *op;
        node.operands.push_back(operand());
    } else if (accept(TokenKind::Between)) {
        node.kind = ast::ConditionNode::Kind::Between;
        node.operands.push_back(operand());
        expect(TokenKind::And);
        node.operands.push_back(operand());
    } else if (accept(TokenKind::In)) {
        node.kind = ast::ConditionNode::Kind::In;
        expect(TokenKind::LeftParen);
        do {
            node.operands.push_back(operand());
        } while (accept(TokenKind::Comma));
        expect(TokenKind::RightParen);
    } else {
        const ast::Operand &only = node.operands.front();
        if (only.kind != ast::Operand::Kind::Call || only.parenthesized)
            fail();
        if (only.function == ast::Function::Size)
            defer(Deferred::MisusedFunction, "The function is not allowed to be used this way "
                                             "in an expression; function: size");
        node.kind = ast::ConditionNode::Kind::Call;
        return node;
    }
    for (const ast::Operand &o : node.operands)
        checkMisused(o);
    return node;
}

} // namespace tablesmith::expr
