#pragma once
// A hand-written recursive-descent parser over the tokenizer's tokens, one instance per parse.
// Syntax errors are thrown as ParseError and caught at the parse functions' edge; errors that
// DynamoDB reports only once the whole text has parsed (reserved words, unknown functions,
// redundant parentheses, ...) are remembered by priority and reported by finish().

#include "ast.h"

#include <tablesmith/expression.h>
#include <tablesmith/expression_tokenizer.h>

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::expr {

// Thrown inside the parser only.
struct ParseError {
    std::string message; // without the "Invalid XExpression: " prefix
    std::size_t offset = 0;
    std::size_t length = 0;
};

// DynamoDB reports the first of these in this order, whatever their order in the text.
enum class Deferred { RedundantParens, UnknownFunction, MisusedFunction, Section, Reserved,
                      NestingLevels, Count };

constexpr std::size_t kMaxExpressionSize = 4096;
constexpr int kMaxPathDepth = 32;
// DynamoDB has no nesting limit of its own: its limits are the size and the operator count
// (a parenthesised OR chain 149 deep is 299 operators, and accepted). kMaxNesting only bounds
// the parser's recursion, and no text within kMaxExpressionSize reaches it: each level costs at
// least "(" and ")". tst_condition parses the deepest texts that fit, on a small stack.
constexpr int kMaxNesting = static_cast<int>(kMaxExpressionSize / 2);
constexpr int kMaxOperators = 300; // comparisons, AND, OR, NOT, BETWEEN, IN, functions, + and -

class Parser {
public:
    // `rewritten` (see parseText) lifts the operator limit: it is for what clients write. The
    // engine's texts bound their own depth (a legacy map's conditions are joined in balanced
    // halves; a PartiQL statement is at most 8 KB).
    Parser(std::string_view text, ExpressionKind kind, bool rewritten = false);

    std::vector<ast::DocumentPath> projection();
    ast::ConditionNode condition();
    std::vector<ast::UpdateAction> update();

    // The first deferred error, if any.
    std::optional<std::string> deferredError() const;

private:
    const Token &peek(std::size_t ahead = 0) const;
    const Token &next();
    bool accept(TokenKind kind);
    const Token &expect(TokenKind kind);
    [[noreturn]] void fail() const { failAt(m_pos); }
    [[noreturn]] void failAt(std::size_t tokenIndex) const;
    void defer(Deferred kind, std::string message);
    void expectEnd();

    bool isNameToken(TokenKind kind) const;
    ast::DocumentPath path();
    ast::PathStep pathName();
    ast::Operand operand();
    ast::Operand call();
    ast::Operand setValue();
    bool parenClosesOperand() const;

    void enterNesting();
    bool isConditionGrammar() const;
    bool parenOpensOperand() const;
    ast::ConditionNode orCondition();
    ast::ConditionNode andCondition();
    ast::ConditionNode notCondition();
    ast::ConditionNode primaryCondition();
    ast::ConditionNode comparison();
    void checkMisused(const ast::Operand &operand);

    ast::UpdateAction updateAction(TokenKind clause);

    std::string_view m_text;
    ExpressionKind m_kind;
    std::vector<Token> m_tokens;
    std::size_t m_pos = 0;
    int m_depth = 0;
    int m_operators = 0;
    bool m_rewritten = false;
    std::array<std::optional<std::string>, static_cast<std::size_t>(Deferred::Count)> m_deferred;
};

} // namespace tablesmith::expr
