#pragma once
// TokenLexer: syntax highlighting with the engine's own tokenizers — the one the expression
// parser reads (tablesmith/expression_tokenizer.h) and PartiQL's (tablesmith/partiql.h) — so an
// editor colours a token exactly as the engine will read it, and a character the engine rejects
// shows as invalid before anything is sent. A third language, the request JSON, colours JSON
// and, inside the string values of *Expression members and of Statement, the expression or
// PartiQL tokens. Errors are not the lexer's: CodeEditor underlines them at the position the
// parser reports.

#include <Qsci/qscilexercustom.h>

#include <cstddef>
#include <string_view>
#include <vector>

namespace tablesmith::gui {

enum class TokenLanguage { Expression, PartiQL, RequestJson };

// Style numbers, never reordered: QScintilla keys colours by them.
enum class TokenStyle {
    Default, Keyword, Identifier, QuotedIdentifier, String, Number, Parameter, Placeholder,
    Function, Operator, Comment, Invalid, JsonKey, JsonLiteral,
    Count
};

struct StyledSpan {
    std::size_t offset = 0; // bytes into the text
    std::size_t length = 0;
    TokenStyle style = TokenStyle::Default;
    bool operator==(const StyledSpan &) const = default;
};

// The tokens of `text` as styled spans in order; what lies between them is Default (PartiQL
// comments: Comment). Pure, for the lexer and for tests.
std::vector<StyledSpan> styleSpans(TokenLanguage language, std::string_view text);

class TokenLexer : public QsciLexerCustom {
    Q_OBJECT
public:
    explicit TokenLexer(TokenLanguage language, QObject *parent = nullptr);

    TokenLanguage tokenLanguage() const { return m_language; }
    const char *language() const override;
    QString description(int style) const override;
    QColor defaultColor(int style) const override;
    QFont defaultFont(int style) const override;
    // Restyles the whole text: statements and requests are short, and a token's style can
    // depend on text far before it (an open quote).
    void styleText(int start, int end) override;

private:
    TokenLanguage m_language;
};

} // namespace tablesmith::gui
