#include "parser.h"

#include "reserved_words.h"

#include <charconv>

namespace tablesmith::expr {

Parser::Parser(std::string_view text, ExpressionKind kind, bool rewritten)
    : m_text(text), m_kind(kind), m_tokens(tokenize(text)), m_rewritten(rewritten)
{
}

const Token &Parser::peek(std::size_t ahead) const
{
    return m_tokens[std::min(m_pos + ahead, m_tokens.size() - 1)];
}

const Token &Parser::next()
{
    const Token &token = peek();
    if (m_pos + 1 < m_tokens.size())
        ++m_pos;
    return token;
}

bool Parser::accept(TokenKind kind)
{
    if (peek().kind != kind)
        return false;
    next();
    return true;
}

const Token &Parser::expect(TokenKind kind)
{
    if (peek().kind != kind)
        fail();
    return next();
}

void Parser::expectEnd()
{
    if (peek().kind != TokenKind::End)
        fail();
}

// DynamoDB names the token where reading stopped and quotes the text from the token before it
// to the token after it.
void Parser::failAt(std::size_t tokenIndex) const
{
    const Token &token = m_tokens[tokenIndex];
    const std::size_t from = tokenIndex > 0 ? m_tokens[tokenIndex - 1].offset : 0;
    const Token &after = m_tokens[std::min(tokenIndex + 1, m_tokens.size() - 1)];
    const std::size_t to = after.offset + after.text.size();
    const std::string text = token.kind == TokenKind::End ? "<EOF>" : std::string(token.text);
    throw ParseError{"Syntax error; token: \"" + text + "\", near: \""
                         + std::string(m_text.substr(from, to - from)) + "\"",
                     token.offset, std::max<std::size_t>(token.text.size(), 1)};
}

void Parser::defer(Deferred kind, std::string message)
{
    auto &slot = m_deferred[static_cast<std::size_t>(kind)];
    if (!slot)
        slot = std::move(message);
}

std::optional<std::string> Parser::deferredError() const
{
    for (const auto &message : m_deferred) {
        if (message)
            return message;
    }
    if (m_operators > kMaxOperators && !m_rewritten)
        return "The expression contains too many operators; operator count: "
               + std::to_string(m_operators);
    return std::nullopt;
}

// Keywords of the current grammar can't name attributes; the other keywords can, and the
// reserved-word check then rejects them (REMOVE is not reserved, so it stays usable).
bool Parser::isNameToken(TokenKind kind) const
{
    switch (kind) {
    case TokenKind::Name:
    case TokenKind::Function:
        return true;
    case TokenKind::And: case TokenKind::Or: case TokenKind::Not: case TokenKind::Between:
    case TokenKind::In:
        return m_kind != ExpressionKind::Condition && m_kind != ExpressionKind::Filter
            && m_kind != ExpressionKind::KeyCondition;
    case TokenKind::Set: case TokenKind::Remove: case TokenKind::Add: case TokenKind::Delete:
        return m_kind != ExpressionKind::Update;
    default:
        return false;
    }
}

ast::PathStep Parser::pathName()
{
    const Token &token = peek();
    if (token.kind == TokenKind::NamePlaceholder) {
        next();
        return {std::string(token.text), true, -1};
    }
    if (!isNameToken(token.kind))
        fail();
    next();
    if (isReservedWord(token.text))
        defer(Deferred::Reserved, "Attribute name is a reserved keyword; reserved keyword: "
                                      + std::string(token.text));
    return {std::string(token.text), false, -1};
}

ast::DocumentPath Parser::path()
{
    ast::DocumentPath result;
    result.steps.push_back(pathName());
    while (true) {
        if (accept(TokenKind::Dot)) {
            result.steps.push_back(pathName());
        } else if (accept(TokenKind::LeftBracket)) {
            const Token &number = peek();
            int index = -1;
            auto [end, ec] = std::from_chars(number.text.data(),
                                             number.text.data() + number.text.size(), index);
            if (number.kind != TokenKind::Number || ec != std::errc())
                fail();
            next();
            expect(TokenKind::RightBracket);
            result.steps.push_back({{}, false, index});
        } else {
            break;
        }
    }
    if (result.steps.size() > kMaxPathDepth)
        defer(Deferred::NestingLevels,
              "The document path has too many nesting levels; nesting levels: "
                  + std::to_string(result.steps.size()));
    return result;
}

std::vector<ast::DocumentPath> Parser::projection()
{
    std::vector<ast::DocumentPath> paths;
    do {
        paths.push_back(path());
    } while (accept(TokenKind::Comma));
    expectEnd();
    return paths;
}

} // namespace tablesmith::expr
