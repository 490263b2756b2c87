// UpdateExpression: clauses SET, REMOVE, ADD and DELETE in any order, each at most once.

#include "parser.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace tablesmith::expr {
namespace {

bool isClause(TokenKind kind)
{
    return kind == TokenKind::Set || kind == TokenKind::Remove || kind == TokenKind::Add
        || kind == TokenKind::Delete;
}

ast::UpdateAction::Kind actionKind(TokenKind clause)
{
    switch (clause) {
    case TokenKind::Remove: return ast::UpdateAction::Kind::Remove;
    case TokenKind::Add: return ast::UpdateAction::Kind::Add;
    case TokenKind::Delete: return ast::UpdateAction::Kind::Delete;
    default: return ast::UpdateAction::Kind::Set;
    }
}

// As the service names a section in its messages: in capitals, however it was written.
std::string sectionName(std::string_view written)
{
    std::string name(written);
    std::ranges::transform(name, name.begin(), [](unsigned char c) {
        return static_cast<char>(std::toupper(c));
    });
    return name;
}

} // namespace

std::vector<ast::UpdateAction> Parser::update()
{
    std::vector<ast::UpdateAction> actions;
    bool seen[4] = {};
    do {
        const Token &clause = peek();
        if (!isClause(clause.kind))
            fail();
        next();
        const auto index = static_cast<std::size_t>(actionKind(clause.kind));
        if (seen[index])
            defer(Deferred::Section, "The \"" + sectionName(clause.text)
                                         + "\" section can only be used once in an update "
                                           "expression;");
        seen[index] = true;
        do {
            actions.push_back(updateAction(clause.kind));
        } while (accept(TokenKind::Comma));
    } while (peek().kind != TokenKind::End);
    return actions;
}

ast::UpdateAction Parser::updateAction(TokenKind clause)
{
    ast::UpdateAction action;
    action.kind = actionKind(clause);
    action.path = path();
    switch (action.kind) {
    case ast::UpdateAction::Kind::Set:
        expect(TokenKind::Equal);
        action.value = setValue();
        break;
    case ast::UpdateAction::Kind::Add:
    case ast::UpdateAction::Kind::Delete:
        action.value.kind = ast::Operand::Kind::Value;
        action.value.placeholder = std::string(expect(TokenKind::ValuePlaceholder).text);
        break;
    case ast::UpdateAction::Kind::Remove:
        break;
    }
    return action;
}

// value ::= term | term "+" term | term "-" term, optionally in one pair of parentheses.
ast::Operand Parser::setValue()
{
    const bool parenthesized = peek().kind == TokenKind::LeftParen && !parenClosesOperand();
    if (parenthesized)
        next();
    ast::Operand value = operand();
    if (peek().kind == TokenKind::Plus || peek().kind == TokenKind::Minus) {
        ++m_operators;
        ast::Operand sum;
        sum.kind = next().kind == TokenKind::Plus ? ast::Operand::Kind::Plus
                                                  : ast::Operand::Kind::Minus;
        sum.args.push_back(std::move(value));
        sum.args.push_back(operand());
        value = std::move(sum);
    }
    if (parenthesized) {
        expect(TokenKind::RightParen);
        value.parenthesized = true;
    }
    return value;
}

// True when the "(" at the cursor wraps just one operand, "(a) + b", rather than the whole
// value, "(a + b)": the matching ")" is then followed by + or -.
bool Parser::parenClosesOperand() const
{
    int open = 0;
    for (std::size_t i = m_pos; i < m_tokens.size(); ++i) {
        const TokenKind kind = m_tokens[i].kind;
        if (kind == TokenKind::LeftParen) {
            ++open;
        } else if (kind == TokenKind::RightParen && --open == 0) {
            const TokenKind after = m_tokens[std::min(i + 1, m_tokens.size() - 1)].kind;
            return after == TokenKind::Plus || after == TokenKind::Minus;
        }
    }
    return false;
}

} // namespace tablesmith::expr
