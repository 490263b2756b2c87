#include "partiql/parser.h"
#include "value/number_faults.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

namespace tablesmith::partiql {
namespace {

using Kind = Token::Kind;

// Thrown inside the parser only, caught at its edge (parseStatement).
struct ParseError {
    Error error;
    std::size_t offset = 0;
    std::size_t length = 0;
};

std::string upper(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

std::string lower(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

class Parser {
public:
    Parser(std::string_view text) : m_text(text), m_tokens(tokenize(text)) {}

    Statement statement()
    {
        rejectLexicalErrors();
        Statement s = dataManipulation();
        accept(";");
        if (!atEnd())
            fail("Unexpected token after expression");
        s.parameterCount = m_parameters;
        return s;
    }

private:
    // A character no token starts with, or an unterminated comment: the service's lexer stops
    // there, before any parsing, with nothing after the colon.
    void rejectLexicalErrors() const
    {
        for (const Token &t : m_tokens) {
            const char first = m_text[t.offset];
            if (t.kind == Kind::Invalid && first != '\'' && first != '"')
                throw ParseError{malformed(""), t.offset, t.length};
        }
    }

    // "line:column:length", the column counted in characters from 1. Nodes come mostly in
    // text order, so the count goes on from the last offset asked for.
    std::string position(std::size_t offset, std::size_t length) const
    {
        if (offset < m_counted.offset)
            m_counted = {};
        for (; m_counted.offset < offset && m_counted.offset < m_text.size();
             ++m_counted.offset) {
            const char c = m_text[m_counted.offset];
            if (c == '\n') {
                ++m_counted.line;
                m_counted.column = 1;
            } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
                ++m_counted.column; // a UTF-8 continuation byte is no new character
            }
        }
        return std::to_string(m_counted.line) + ":" + std::to_string(m_counted.column) + ":"
            + std::to_string(length);
    }
    std::string position(const Token &t) const { return position(t.offset, t.length); }

    // --- tokens ---
    const Token *peek(std::size_t ahead = 0) const
    {
        return m_pos + ahead < m_tokens.size() ? &m_tokens[m_pos + ahead] : nullptr;
    }
    bool atEnd() const { return m_pos >= m_tokens.size(); }
    const Token &take()
    {
        if (atEnd())
            fail("Unexpected end of statement");
        return m_tokens[m_pos++];
    }
    bool isKeyword(std::string_view word, std::size_t ahead = 0) const
    {
        const Token *t = peek(ahead);
        return t && t->kind == Kind::Keyword && upper(t->text) == word;
    }
    bool isPunct(std::string_view p, std::size_t ahead = 0) const
    {
        const Token *t = peek(ahead);
        return t && t->kind == Kind::Punctuation && t->text == p;
    }
    bool accept(std::string_view p)
    {
        const bool found = isPunct(p);
        m_pos += found;
        return found;
    }
    bool acceptKeyword(std::string_view word)
    {
        const bool found = isKeyword(word);
        m_pos += found;
        return found;
    }
    void expect(std::string_view p, std::string_view what)
    {
        if (!accept(p))
            fail("Expected " + std::string(what));
    }
    void expectKeyword(std::string_view word)
    {
        if (!acceptKeyword(word))
            fail("Expected " + std::string(word));
    }
    std::size_t offset() const { return peek() ? peek()->offset : m_text.size(); }

    [[noreturn]] void fail(std::string detail) const { failAt(malformed(detail)); }
    [[noreturn]] void failAt(Error error) const
    {
        const Token *t = peek();
        throw ParseError{std::move(error), t ? t->offset : m_text.size(), t ? t->length : 0};
    }
    [[noreturn]] void unsupported(std::string message) const
    {
        failAt(Error::validation(std::move(message)));
    }

    // --- statements ---
    Statement dataManipulation()
    {
        if (acceptKeyword("SELECT"))
            return select();
        if (acceptKeyword("INSERT"))
            return insert();
        if (acceptKeyword("UPDATE"))
            return update();
        if (acceptKeyword("DELETE"))
            return remove();
        if (acceptKeyword("FROM"))
            return fromFirstUpdate();
        const Token *t = peek();
        if (t && t->kind == Kind::Identifier && lower(t->text) == "exists" && isPunct("(", 1))
            return exists();
        fail("Expected data manipulation");
    }

    Statement select()
    {
        Statement s;
        s.kind = Statement::Kind::Select;
        if (isKeyword("DISTINCT"))
            unsupported("Unsupported token in expression: DISTINCT");
        projection(s);
        expectKeyword("FROM");
        source(s);
        if (acceptKeyword("WHERE"))
            s.where = condition();
        if (isKeyword("GROUP") || isKeyword("HAVING") || isKeyword("LIMIT"))
            unsupported("Unsupported clause: " + upper(peek()->text)
                        + (isKeyword("GROUP") ? " BY" : ""));
        if (acceptKeyword("ORDER")) {
            expectKeyword("BY");
            do
                s.orderBy.push_back(orderKey());
            while (accept(","));
        }
        return s;
    }

    void projection(Statement &s)
    {
        if (accept("*")) {
            if (isPunct(","))
                unsupported("Other attributes should not be present in the projection when "
                            "'*' is used.");
            return;
        }
        s.selectAll = false;
        do {
            if (isPunct("*"))
                unsupported("Other attributes should not be present in the projection when "
                            "'*' is used.");
            if (countAll(s))
                continue;
            if (peek() && peek()->kind == Kind::Identifier && isPunct("(", 1))
                unsupported("Unexpected path component at " + position(*peek()));
            s.projection.push_back(path());
            if (isKeyword("AS"))
                unsupported("Aliasing is not supported");
        } while (accept(","));
    }

    // COUNT(*) as the projection.
    bool countAll(Statement &s)
    {
        const Token *t = peek();
        if (!t || t->kind != Kind::Identifier || lower(t->text) != "count" || !isPunct("(", 1)
            || !isPunct("*", 2) || !isPunct(")", 3))
            return false;
        m_pos += 4;
        s.count = true;
        return true;
    }

    OrderKey orderKey()
    {
        OrderKey key{name("an attribute name"), false};
        if (acceptKeyword("DESC"))
            key.descending = true;
        else
            acceptKeyword("ASC");
        return key;
    }

    void source(Statement &s)
    {
        s.table = name("a table name");
        if (accept("."))
            s.index = name("an index name");
        if (isPunct("."))
            unsupported("A path may contain at most 2 components in the FROM clause");
        if (isKeyword("AS") || (peek() && peek()->kind == Kind::Identifier))
            unsupported("Aliasing is not supported");
    }

    Statement insert()
    {
        Statement s;
        s.kind = Statement::Kind::Insert;
        expectKeyword("INTO");
        s.table = name("a table name");
        if (accept("."))
            s.index = name("an index name");
        if (isPunct("."))
            unsupported("A path may contain at most 2 components in the FROM clause");
        // An alias here is no alias to the service: the statement ends before it.
        if (peek() && peek()->kind == Kind::Identifier)
            fail("Unexpected token after expression");
        if (isKeyword("VALUES") || isPunct("<<"))
            unsupported("Unsupported operation: Inserting multiple items in a single statement "
                        "is not supported, use \"INSERT INTO tableName VALUE item\" instead");
        expectKeyword("VALUE");
        m_itemRoot = true; // each attribute of the item is a root of its own
        s.item = additive();
        m_itemRoot = false;
        if (isKeyword("RETURNING"))
            unsupported("RETURNING is not supported in INSERT");
        return s;
    }

    Statement update()
    {
        Statement s;
        s.kind = Statement::Kind::Update;
        source(s);
        assignments(s);
        expectKeyword("WHERE");
        s.where = condition();
        returning(s);
        return s;
    }

    // PartiQL's FROM-first form: FROM table WHERE key SET … | REMOVE …, an UPDATE of the item.
    // The grammar lets the WHERE out, as the service's does: its refusal is then the missing
    // key's, and a WHERE after SET is a token left over.
    Statement fromFirstUpdate()
    {
        Statement s;
        s.kind = Statement::Kind::Update;
        source(s);
        if (acceptKeyword("WHERE"))
            s.where = condition();
        assignments(s);
        returning(s);
        return s;
    }

    void assignments(Statement &s)
    {
        if (!isKeyword("SET") && !isKeyword("REMOVE"))
            fail("Expected SET or REMOVE");
        while (isKeyword("SET") || isKeyword("REMOVE")) {
            const bool remove = upper(take().text) == "REMOVE";
            do
                s.assignments.push_back(assignment(remove));
            while (accept(","));
        }
    }

    Assignment assignment(bool remove)
    {
        Assignment a;
        a.remove = remove;
        a.offset = offset();
        a.path = path();
        if (!remove) {
            expect("=", "'='");
            a.value = additive();
        }
        return a;
    }

    Statement remove()
    {
        Statement s;
        s.kind = Statement::Kind::Delete;
        expectKeyword("FROM");
        source(s);
        expectKeyword("WHERE");
        s.where = condition();
        returning(s);
        return s;
    }

    void returning(Statement &s)
    {
        if (!acceptKeyword("RETURNING"))
            return;
        const bool modified = acceptKeyword("MODIFIED");
        if (!modified)
            expectKeyword("ALL");
        const bool isNew = acceptKeyword("NEW");
        if (!isNew)
            expectKeyword("OLD");
        if (!accept("*"))
            unsupported("Expected '*' after ( MODIFIED | ALL ) ( NEW | OLD ) in RETURNING "
                        "clause");
        if (isPunct(","))
            unsupported("Invalid syntax with multiple returning elements in RETURNING clause");
        s.returning = std::string(modified ? "UPDATED_" : "ALL_") + (isNew ? "NEW" : "OLD");
    }

    Statement exists()
    {
        Statement s;
        s.kind = Statement::Kind::Exists;
        take();
        expect("(", "LEFT_PAREN");
        expectKeyword("SELECT");
        s.exists = std::make_shared<Statement>(select());
        expect(")", "RIGHT_PAREN");
        return s;
    }

    // --- names and paths ---
    std::string name(std::string_view what)
    {
        const Token *t = peek();
        if (!t || (t->kind != Kind::Identifier && t->kind != Kind::QuotedIdentifier))
            fail("Expected " + std::string(what));
        ++m_pos;
        if (t->text.empty())
            unsupported("Path component cannot be an empty string");
        return t->text;
    }

    expr::Path path()
    {
        expr::Path p{{name("an attribute name"), -1}};
        for (;;) {
            if (accept(".")) {
                const Token *t = peek();
                if (t && (t->kind == Kind::Keyword
                          || (t->kind == Kind::Identifier && isReservedWord(t->text))))
                    fail("Invalid path dot component");
                p.push_back({name("an attribute name"), -1});
            } else if (accept("[")) {
                p.push_back({std::string(), listIndex()});
                expect("]", "RIGHT_BRACKET");
            } else {
                return p;
            }
        }
    }

    int listIndex()
    {
        const bool negative = accept("-");
        const Token *t = peek();
        if (!t || t->kind != Kind::Number
            || t->text.find_first_not_of("0123456789") != std::string::npos)
            fail("Expected a list index");
        ++m_pos;
        if (negative || t->text.size() > 9)
            unsupported("List index is not within the allowable range; index: ["
                        + std::string(negative ? "-" : "") + t->text + "]");
        return std::stoi(t->text);
    }

    // --- conditions and values ---
    ExprPtr node(Expr::Kind kind, std::size_t at)
    {
        auto e = std::make_unique<Expr>();
        e->kind = kind;
        e->offset = at;
        auto t = std::lower_bound(
            m_tokens.begin(), m_tokens.end(), at,
            [](const Token &token, std::size_t o) { return token.offset < o; });
        e->position = position(at, t != m_tokens.end() && t->offset == at ? t->length : 0);
        return e;
    }

    ExprPtr binary(Expr::Kind kind, ExprPtr left, ExprPtr right, std::string name = {})
    {
        auto e = std::make_unique<Expr>(); // where its left operand is: no position to count
        e->kind = kind;
        e->offset = left->offset;
        e->position = left->position;
        e->name = std::move(name);
        e->args.push_back(std::move(left));
        e->args.push_back(std::move(right));
        return e;
    }

    ExprPtr condition()
    {
        if (++m_depth > 64)
            unsupported("The statement is nested too deeply");
        ExprPtr left = conjunction();
        while (acceptKeyword("OR"))
            left = binary(Expr::Kind::Or, std::move(left), conjunction());
        --m_depth;
        return left;
    }

    ExprPtr conjunction()
    {
        ExprPtr left = negation();
        while (acceptKeyword("AND"))
            left = binary(Expr::Kind::And, std::move(left), negation());
        return left;
    }

    ExprPtr negation()
    {
        const std::size_t at = offset();
        if (!acceptKeyword("NOT"))
            return predicate();
        ExprPtr e = node(Expr::Kind::Not, at);
        e->args.push_back(negation());
        return e;
    }

    ExprPtr predicate()
    {
        ExprPtr left = additive();
        static constexpr std::array kComparisons = {"=", "<>", "!=", "<", "<=", ">", ">="};
        for (std::string_view op : kComparisons)
            if (accept(op))
                return binary(Expr::Kind::Compare, std::move(left), additive(),
                              op == "!=" ? "<>" : std::string(op));
        const std::size_t at = offset();
        const bool negated = isKeyword("NOT") && (isKeyword("BETWEEN", 1) || isKeyword("IN", 1));
        m_pos += negated;
        ExprPtr e;
        if (acceptKeyword("BETWEEN"))
            e = between(std::move(left));
        else if (acceptKeyword("IN"))
            e = in(std::move(left));
        else if (acceptKeyword("IS"))
            return is(std::move(left));
        else
            return left;
        if (!negated)
            return e;
        ExprPtr n = node(Expr::Kind::Not, at);
        n->args.push_back(std::move(e));
        return n;
    }

    ExprPtr between(ExprPtr operand)
    {
        ExprPtr e = node(Expr::Kind::Between, operand->offset);
        e->args.push_back(std::move(operand));
        e->args.push_back(additive());
        expectKeyword("AND");
        e->args.push_back(additive());
        return e;
    }

    ExprPtr in(ExprPtr operand)
    {
        ExprPtr e = node(Expr::Kind::In, operand->offset);
        e->args.push_back(std::move(operand));
        const bool bracket = accept("[");
        if (!bracket && !accept("("))
            unsupported("IN operator must have a left hand argument of type Variable Reference "
                        "and right hand argument of type Seq with at least one member");
        const std::string_view close = bracket ? "]" : ")";
        if (isPunct(close))
            unsupported("IN operator must have a left hand argument of type Variable Reference "
                        "and right hand argument of type Seq with at least one member");
        do
            e->args.push_back(additive());
        while (accept(","));
        expect(close, bracket ? "RIGHT_BRACKET" : "RIGHT_PAREN");
        return e;
    }

    ExprPtr is(ExprPtr operand)
    {
        ExprPtr e = node(Expr::Kind::Is, operand->offset);
        e->negated = acceptKeyword("NOT");
        const Token *t = peek();
        if (!t || (t->kind != Kind::Keyword && t->kind != Kind::Identifier))
            fail("Expected a type after IS");
        // BOOL is BOOLEAN's other name; the service's message lists only the first.
        static constexpr std::array kTypes = {"MISSING", "NULL",   "BOOLEAN", "BOOL",
                                              "BLOB",    "STRING", "NUMERIC", "STRUCT",
                                              "TUPLE",   "LIST"};
        const std::string type = upper(t->text);
        if (std::find(kTypes.begin(), kTypes.end(), type) == kTypes.end())
            unsupported("Unsupported data type for IS operator: " + type + ". Supported data "
                        "types are [MISSING, NULL, BOOLEAN, BLOB, STRING, NUMERIC, STRUCT, "
                        "TUPLE, LIST]");
        ++m_pos;
        e->name = type;
        e->args.push_back(std::move(operand));
        return e;
    }

    ExprPtr additive()
    {
        ExprPtr left = unary();
        for (;;) {
            if (accept("+"))
                left = binary(Expr::Kind::Add, std::move(left), unary());
            else if (accept("-"))
                left = binary(Expr::Kind::Subtract, std::move(left), unary());
            else
                return left;
        }
    }

    ExprPtr unary()
    {
        const std::size_t at = offset();
        if (accept("-")) {
            const Token *t = peek();
            if (!t || t->kind != Kind::Number)
                fail("Expected a number after '-'");
            ++m_pos;
            return number("-" + t->text, at);
        }
        accept("+");
        return primary();
    }

    // A literal the service cannot convert is malformed with nothing after the colon; one out
    // of DynamoDB's range names where it sits inside the value (root, root.x, root[1]).
    ExprPtr number(const std::string &text, std::size_t at)
    {
        using Problem = number_faults::BigDecimalReading::Problem;
        number_faults::BigDecimalReading number = number_faults::readBigDecimal(text);
        if (number.problem == Problem::Unconvertible)
            throw ParseError{malformed(""), at, text.size()};
        if (number.problem == Problem::OutOfRange)
            throw ParseError{Error::validation(number.message + " under " + m_valuePath), at,
                             text.size()};
        ExprPtr e = node(Expr::Kind::Literal, at);
        e->value = std::move(number.value);
        return e;
    }

    ExprPtr literal(AttributeValue value, std::size_t at)
    {
        ExprPtr e = node(Expr::Kind::Literal, at);
        e->value = std::move(value);
        return e;
    }

    ExprPtr primary()
    {
        const Token *t = peek();
        if (!t)
            fail("Unexpected term");
        const std::size_t at = t->offset;
        switch (t->kind) {
        case Kind::String: ++m_pos; return literal(t->text, at);
        case Kind::Number: ++m_pos; return number(t->text, at);
        case Kind::Parameter: {
            ++m_pos;
            ExprPtr e = node(Expr::Kind::Parameter, at);
            e->parameter = m_parameters++;
            return e;
        }
        case Kind::Keyword: return keywordValue(*t);
        case Kind::Identifier:
            if (isPunct("(", 1))
                return call();
            [[fallthrough]];
        case Kind::QuotedIdentifier: {
            ExprPtr e = node(Expr::Kind::Path, at);
            e->path = path();
            return e;
        }
        case Kind::Punctuation: return punctuated(*t);
        case Kind::Invalid: break;
        }
        fail("Unexpected token: " + t->text);
    }

    ExprPtr keywordValue(const Token &t)
    {
        const std::string word = upper(t.text);
        ++m_pos;
        if (word == "TRUE" || word == "FALSE")
            return literal(word == "TRUE", t.offset);
        if (word == "NULL")
            return literal(Null{}, t.offset);
        if (word == "MISSING")
            unsupported("MISSING must be compared using IS operator");
        --m_pos;
        fail("Unexpected keyword: " + word);
    }

    ExprPtr punctuated(const Token &t)
    {
        if (t.text == "(") {
            ++m_pos;
            ExprPtr e = condition();
            expect(")", "RIGHT_PAREN");
            return e;
        }
        if (t.text == "[")
            return collection(Expr::Kind::List, "[", "]", "RIGHT_BRACKET");
        if (t.text == "<<")
            return collection(Expr::Kind::Bag, "<<", ">>", "'>>'");
        if (t.text == "{")
            return map();
        fail("Unexpected token: " + t.text);
    }

    ExprPtr collection(Expr::Kind kind, std::string_view open, std::string_view close,
                       std::string_view closeName)
    {
        ExprPtr e = node(kind, offset());
        expect(open, open);
        m_itemRoot = false;
        if (!accept(close)) {
            const std::string outer = m_valuePath;
            do {
                m_valuePath = outer + "[" + std::to_string(e->args.size()) + "]";
                e->args.push_back(additive());
            } while (accept(","));
            m_valuePath = outer;
            expect(close, closeName);
        }
        if (kind == Expr::Kind::Bag && e->args.empty())
            throw ParseError{Error::validation("Empty bags are not supported"), e->offset, 4};
        return e;
    }

    ExprPtr map()
    {
        ExprPtr e = node(Expr::Kind::Map, offset());
        expect("{", "'{'");
        if (accept("}"))
            return e;
        const bool itemRoot = std::exchange(m_itemRoot, false);
        const std::string outer = m_valuePath;
        do {
            const Token *t = peek();
            if (!t || t->kind != Kind::String)
                fail("Expected a string as the attribute name");
            ++m_pos;
            if (std::find(e->keys.begin(), e->keys.end(), t->text) != e->keys.end())
                unsupported("Duplicate keys in tuple. Key: " + t->text);
            e->keys.push_back(t->text);
            expect(":", "COLON");
            m_valuePath = itemRoot ? outer : outer + "." + t->text;
            e->args.push_back(additive());
        } while (accept(","));
        m_valuePath = outer;
        expect("}", "RIGHT_CURLY");
        return e;
    }

    ExprPtr call()
    {
        const Token &t = take();
        ExprPtr e = node(Expr::Kind::Call, t.offset);
        e->name = lower(t.text);
        expect("(", "LEFT_PAREN");
        if (!accept(")")) {
            do
                e->args.push_back(additive());
            while (accept(","));
            expect(")", "RIGHT_PAREN");
        }
        return e;
    }

    std::string_view m_text;
    std::vector<Token> m_tokens;
    std::size_t m_pos = 0;
    int m_parameters = 0;
    int m_depth = 0;
    // Where a value being parsed sits inside the value it belongs to, for number messages.
    std::string m_valuePath = "root";
    bool m_itemRoot = false; // the next map is an INSERT's item
    struct Counted {
        std::size_t offset = 0;
        int line = 1;
        int column = 1;
    };
    mutable Counted m_counted;
};

} // namespace

Error malformed(std::string_view detail)
{
    return Error::validation("Statement wasn't well formed, can't be processed: "
                             + std::string(detail));
}

Result<Statement> parseStatement(std::string_view text, SyntaxDiagnostic *where)
{
    try {
        return Parser(text).statement();
    } catch (const ParseError &e) {
        if (where)
            *where = SyntaxDiagnostic{e.offset, e.length, e.error.message};
        return e.error;
    }
}

std::optional<SyntaxDiagnostic> checkSyntax(std::string_view statement)
{
    SyntaxDiagnostic where;
    if (parseStatement(statement, &where))
        return std::nullopt;
    return where;
}

} // namespace tablesmith::partiql
