#include "common/token_lexer.h"

#include <tablesmith/expression_tokenizer.h>
#include <tablesmith/partiql.h>

#include <Qsci/qsciscintilla.h>

#include <QColor>
#include <QFont>

#include <algorithm>
#include <cctype>
#include <string>

namespace tablesmith::gui {
namespace {

TokenStyle expressionStyle(expr::TokenKind kind)
{
    using expr::TokenKind;
    if (expr::isKeyword(kind))
        return TokenStyle::Keyword;
    switch (kind) {
    case TokenKind::Name: return TokenStyle::Identifier;
    case TokenKind::NamePlaceholder:
    case TokenKind::ValuePlaceholder: return TokenStyle::Placeholder;
    case TokenKind::Number: return TokenStyle::Number;
    case TokenKind::Function: return TokenStyle::Function;
    case TokenKind::Invalid: return TokenStyle::Invalid;
    default: return TokenStyle::Operator;
    }
}

TokenStyle partiqlStyle(partiql::Token::Kind kind)
{
    using Kind = partiql::Token::Kind;
    switch (kind) {
    case Kind::Keyword: return TokenStyle::Keyword;
    case Kind::Identifier: return TokenStyle::Identifier;
    case Kind::QuotedIdentifier: return TokenStyle::QuotedIdentifier;
    case Kind::String: return TokenStyle::String;
    case Kind::Number: return TokenStyle::Number;
    case Kind::Parameter: return TokenStyle::Parameter;
    case Kind::Punctuation: return TokenStyle::Operator;
    case Kind::Invalid: return TokenStyle::Invalid;
    }
    return TokenStyle::Default;
}

std::vector<StyledSpan> expressionSpans(std::string_view text)
{
    std::vector<StyledSpan> spans;
    for (const expr::Token &token : expr::tokenize(text))
        if (token.kind != expr::TokenKind::End)
            spans.push_back({token.offset, token.text.size(), expressionStyle(token.kind)});
    return spans;
}

// PartiQL's tokenizer leaves comments out: a gap that is not blank is one.
std::vector<StyledSpan> partiqlSpans(std::string_view text)
{
    std::vector<StyledSpan> spans;
    std::size_t end = 0;
    auto addGap = [&](std::size_t upTo) {
        const std::string_view gap = text.substr(end, upTo - end);
        const std::size_t first = gap.find_first_not_of(" \t\r\n");
        if (first != std::string_view::npos)
            spans.push_back({end + first, gap.find_last_not_of(" \t\r\n") + 1 - first,
                             TokenStyle::Comment});
    };
    for (const partiql::Token &token : partiql::tokenize(text)) {
        addGap(token.offset);
        spans.push_back({token.offset, token.length, partiqlStyle(token.kind)});
        end = token.offset + token.length;
    }
    addGap(text.size());
    return spans;
}

// A JSON string's contents with escapes undone, and where each content byte sits in the raw
// text (one more entry: the end), so spans of the contents map back onto the raw text.
struct Unescaped {
    std::string text;
    std::vector<std::size_t> rawOffset;
};

Unescaped unescape(std::string_view raw, std::size_t base)
{
    Unescaped out;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        char c = raw[i];
        const std::size_t at = base + i;
        if (c == '\\' && i + 1 < raw.size()) {
            const char next = raw[++i];
            c = next == 'n' ? '\n' : next == 't' ? '\t' : next == 'u' ? '?' : next;
            if (next == 'u')
                i = std::min(i + 4, raw.size() - 1);
        }
        out.text += c;
        out.rawOffset.push_back(at);
    }
    out.rawOffset.push_back(base + raw.size());
    return out;
}

// The end of the string opening at `open` (the closing quote's offset, or the text's end).
std::size_t stringEnd(std::string_view text, std::size_t open)
{
    std::size_t i = open + 1;
    while (i < text.size() && text[i] != '"')
        i += text[i] == '\\' ? 2 : 1;
    return std::min(i, text.size());
}

bool isExpressionMember(std::string_view key)
{
    return key.ends_with("Expression");
}

void addEmbedded(std::vector<StyledSpan> &spans, std::string_view key, std::string_view text,
                 std::size_t open, std::size_t close)
{
    const Unescaped contents = unescape(text.substr(open + 1, close - open - 1), open + 1);
    const std::vector<StyledSpan> inner = isExpressionMember(key)
        ? expressionSpans(contents.text) : partiqlSpans(contents.text);
    spans.push_back({open, 1, TokenStyle::String});
    for (const StyledSpan &span : inner) {
        const std::size_t from = contents.rawOffset[span.offset];
        const std::size_t to = contents.rawOffset[std::min(span.offset + span.length,
                                                           contents.text.size())];
        spans.push_back({from, to - from, span.style});
    }
    if (close < text.size())
        spans.push_back({close, 1, TokenStyle::String});
}

std::size_t scanWord(std::string_view text, std::size_t i)
{
    while (i < text.size() && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '-'
                               || text[i] == '+' || text[i] == '.'))
        ++i;
    return i;
}

std::vector<StyledSpan> requestSpans(std::string_view text)
{
    std::vector<StyledSpan> spans;
    std::string key; // the member whose value comes next
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            ++i;
        } else if (c == '"') {
            const std::size_t close = stringEnd(text, i);
            std::size_t next = close + 1;
            while (next < text.size() && std::isspace(static_cast<unsigned char>(text[next])))
                ++next;
            const bool isKey = next < text.size() && text[next] == ':';
            if (isKey)
                key = std::string(text.substr(i + 1, close - i - 1));
            if (!isKey && (isExpressionMember(key) || key == "Statement"))
                addEmbedded(spans, key, text, i, close);
            else
                spans.push_back({i, std::min(close + 1, text.size()) - i,
                                 isKey ? TokenStyle::JsonKey : TokenStyle::String});
            i = close + 1;
        } else if (std::string_view("{}[],:").find(c) != std::string_view::npos) {
            spans.push_back({i, 1, TokenStyle::Operator});
            ++i;
        } else {
            const std::size_t end = std::max(scanWord(text, i), i + 1);
            const std::string_view word = text.substr(i, end - i);
            const bool literal = word == "true" || word == "false" || word == "null";
            const bool number =
                std::isdigit(static_cast<unsigned char>(word[0])) || word[0] == '-';
            spans.push_back({i, end - i, literal ? TokenStyle::JsonLiteral
                                         : number ? TokenStyle::Number : TokenStyle::Invalid});
            i = end;
        }
    }
    return spans;
}

} // namespace

std::vector<StyledSpan> styleSpans(TokenLanguage language, std::string_view text)
{
    switch (language) {
    case TokenLanguage::Expression: return expressionSpans(text);
    case TokenLanguage::PartiQL: return partiqlSpans(text);
    case TokenLanguage::RequestJson: return requestSpans(text);
    }
    return {};
}

TokenLexer::TokenLexer(TokenLanguage language, QObject *parent)
    : QsciLexerCustom(parent), m_language(language)
{
}

const char *TokenLexer::language() const
{
    switch (m_language) {
    case TokenLanguage::Expression: return "DynamoDB expression";
    case TokenLanguage::PartiQL: return "PartiQL";
    case TokenLanguage::RequestJson: return "DynamoDB request";
    }
    return "";
}

QString TokenLexer::description(int style) const
{
    // QScintilla counts the styles by asking until the description is empty.
    static const char *const names[] = {
        "Default", "Keyword", "Identifier", "Quoted identifier", "String", "Number",
        "Parameter", "Placeholder", "Function", "Operator", "Comment", "Invalid", "Key",
        "Literal"};
    return style >= 0 && style < int(TokenStyle::Count) ? tr(names[style]) : QString();
}

QColor TokenLexer::defaultColor(int style) const
{
    switch (TokenStyle(style)) {
    case TokenStyle::Keyword: return QColor(0x1d, 0x4e, 0xd8);
    case TokenStyle::Identifier: return QColor(0x0f, 0x76, 0x6e);
    case TokenStyle::QuotedIdentifier: return QColor(0x0e, 0x74, 0x90);
    case TokenStyle::String: return QColor(0xb4, 0x53, 0x09);
    case TokenStyle::Number: return QColor(0x7c, 0x3a, 0xed);
    case TokenStyle::Parameter:
    case TokenStyle::Placeholder: return QColor(0xc0, 0x26, 0xd3);
    case TokenStyle::Function: return QColor(0x25, 0x63, 0xeb);
    case TokenStyle::Operator: return QColor(0x64, 0x74, 0x8b);
    case TokenStyle::Comment: return QColor(0x6b, 0x72, 0x80);
    case TokenStyle::Invalid: return QColor(0xdc, 0x26, 0x26);
    case TokenStyle::JsonKey: return QColor(0x1e, 0x40, 0xaf);
    case TokenStyle::JsonLiteral: return QColor(0x7c, 0x3a, 0xed);
    default: return QsciLexerCustom::defaultColor(style);
    }
}

QFont TokenLexer::defaultFont(int style) const
{
    QFont font = QsciLexerCustom::defaultFont(style);
    font.setBold(style == int(TokenStyle::Keyword));
    font.setItalic(style == int(TokenStyle::Comment));
    return font;
}

void TokenLexer::styleText(int start, int end)
{
    Q_UNUSED(start)
    Q_UNUSED(end)
    QsciScintilla *text = editor();
    if (!text)
        return;
    const QByteArray utf8 = text->text().toUtf8();
    startStyling(0);
    std::size_t at = 0;
    for (const StyledSpan &span : styleSpans(m_language, {utf8.constData(),
                                                          std::size_t(utf8.size())})) {
        if (span.offset < at || span.length == 0)
            continue;
        if (span.offset > at)
            setStyling(int(span.offset - at), int(TokenStyle::Default));
        setStyling(int(span.length), int(span.style));
        at = span.offset + span.length;
    }
    if (std::size_t(utf8.size()) > at)
        setStyling(int(std::size_t(utf8.size()) - at), int(TokenStyle::Default));
}

} // namespace tablesmith::gui
