// Where a request's text is wrong (request_builder.h): the JSON parser's position, else the
// expression parser's position mapped back into the JSON string that holds the expression.

#include <tablesmith/expression.h>
#include <tablesmith/expression_tokenizer.h>
#include <tablesmith/request_builder.h>

#include <boost/json/parse.hpp>
#include <boost/json/stream_parser.hpp>

#include <algorithm>
#include <array>
#include <utility>

namespace tablesmith::builder {
namespace json = boost::json;
namespace {

constexpr std::array<std::pair<std::string_view, expr::ExpressionKind>, 5> kExpressions = {{
    {"KeyConditionExpression", expr::ExpressionKind::KeyCondition},
    {"FilterExpression", expr::ExpressionKind::Filter},
    {"ConditionExpression", expr::ExpressionKind::Condition},
    {"UpdateExpression", expr::ExpressionKind::Update},
    {"ProjectionExpression", expr::ExpressionKind::Projection},
}};

std::size_t skipSpace(std::string_view text, std::size_t i)
{
    while (i < text.size() && (text[i] == ' ' || text[i] == '\n' || text[i] == '\r'
                               || text[i] == '\t'))
        ++i;
    return i;
}

// The closing quote of the string literal opened at `open`, or npos.
std::size_t literalEnd(std::string_view text, std::size_t open)
{
    for (std::size_t i = open + 1; i < text.size(); ++i) {
        if (text[i] == '\\')
            ++i;
        else if (text[i] == '"')
            return i;
    }
    return std::string_view::npos;
}

// Maps a byte offset in the decoded string to one in its JSON literal (escapes count once).
std::size_t rawOffset(std::string_view text, std::size_t open, std::size_t decoded)
{
    std::size_t i = open + 1;
    for (std::size_t n = 0; n < decoded && i < text.size(); ++n)
        i += text[i] == '\\' ? (text[i + 1] == 'u' ? 6 : 2) : 1;
    return i;
}

std::optional<TextDiagnostic> checkExpressions(std::string_view text, std::string_view name,
                                               expr::ExpressionKind kind)
{
    const std::string key = "\"" + std::string(name) + "\"";
    for (std::size_t at = text.find(key); at != std::string_view::npos;
         at = text.find(key, at + 1)) {
        std::size_t i = skipSpace(text, at + key.size());
        if (i >= text.size() || text[i] != ':')
            continue;
        i = skipSpace(text, i + 1);
        if (i >= text.size() || text[i] != '"')
            continue;
        const std::size_t end = literalEnd(text, i);
        if (end == std::string_view::npos)
            continue;
        boost::system::error_code ec;
        json::value decoded = json::parse(text.substr(i, end - i + 1), ec);
        if (ec || !decoded.is_string())
            continue;
        if (auto problem = expr::checkSyntax(decoded.get_string(), kind)) {
            const std::size_t start = rawOffset(text, i, problem->offset);
            const std::size_t stop = rawOffset(text, i, problem->offset + problem->length);
            return TextDiagnostic{start, std::max<std::size_t>(1, stop - start),
                                  problem->message};
        }
    }
    return std::nullopt;
}

// Calls `visit(open, decoded, kind)` for each expression string literal of the text.
template<class Visit>
void forEachExpression(std::string_view text, Visit visit)
{
    for (const auto &[name, kind] : kExpressions) {
        const std::string key = "\"" + std::string(name) + "\"";
        for (std::size_t at = text.find(key); at != std::string_view::npos;
             at = text.find(key, at + 1)) {
            std::size_t i = skipSpace(text, at + key.size());
            if (i >= text.size() || text[i] != ':')
                continue;
            i = skipSpace(text, i + 1);
            if (i >= text.size() || text[i] != '"')
                continue;
            const std::size_t end = literalEnd(text, i);
            if (end == std::string_view::npos)
                continue;
            boost::system::error_code ec;
            json::value decoded = json::parse(text.substr(i, end - i + 1), ec);
            if (!ec && decoded.is_string())
                visit(i, std::string_view(decoded.get_string()), kind);
        }
    }
}

} // namespace

std::vector<TextToken> requestExpressionTokens(std::string_view text)
{
    std::vector<TextToken> tokens;
    forEachExpression(text, [&](std::size_t open, std::string_view expression,
                                expr::ExpressionKind) {
        for (const expr::Token &token : expr::tokenize(expression)) {
            if (token.kind == expr::TokenKind::End)
                continue;
            const std::size_t start = rawOffset(text, open, token.offset);
            const std::size_t stop = rawOffset(text, open, token.offset + token.text.size());
            tokens.push_back({start, stop - start, int(token.kind)});
        }
    });
    return tokens;
}

std::optional<TextDiagnostic> diagnoseRequestText(std::string_view text)
{
    json::stream_parser parser;
    boost::system::error_code ec;
    const std::size_t consumed = parser.write(text.data(), text.size(), ec);
    if (!ec)
        parser.finish(ec);
    if (ec)
        return TextDiagnostic{std::min(consumed, text.size()), 1,
                              "Invalid JSON: " + ec.message()};
    if (!parser.release().is_object())
        return TextDiagnostic{0, 1, "The request is a JSON object"};
    for (const auto &[name, kind] : kExpressions)
        if (auto problem = checkExpressions(text, name, kind))
            return problem;
    return std::nullopt;
}

} // namespace tablesmith::builder

namespace tablesmith::builder {
namespace {

// The parameter name of a "{name}" starting at `open`, or empty.
std::string_view parameterAt(std::string_view text, std::size_t open)
{
    std::size_t i = open + 1;
    auto nameChar = [](char c, bool first) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'
            || (!first && c >= '0' && c <= '9');
    };
    while (i < text.size() && nameChar(text[i], i == open + 1))
        ++i;
    if (i == open + 1 || i >= text.size() || text[i] != '}')
        return {};
    return text.substr(open + 1, i - open - 1);
}

} // namespace

std::vector<std::string> operationParameters(std::string_view text)
{
    std::vector<std::string> names;
    for (std::size_t at = text.find('{'); at != std::string_view::npos;
         at = text.find('{', at + 1)) {
        const std::string_view name = parameterAt(text, at);
        if (!name.empty() && std::find(names.begin(), names.end(), name) == names.end())
            names.emplace_back(name);
    }
    return names;
}

std::string substituteParameters(std::string_view text,
                                 const std::vector<std::pair<std::string, std::string>> &values)
{
    std::string out;
    std::size_t done = 0;
    for (std::size_t at = text.find('{'); at != std::string_view::npos;
         at = text.find('{', at + 1)) {
        const std::string_view name = parameterAt(text, at);
        auto value = std::find_if(values.begin(), values.end(),
                                  [&](const auto &pair) { return pair.first == name; });
        if (name.empty() || value == values.end())
            continue;
        out.append(text.substr(done, at - done));
        for (char c : value->second) {
            if (c == '"' || c == '\\')
                out += '\\';
            if (c == '\n')
                out += "\\n";
            else
                out += c;
        }
        done = at + name.size() + 2;
        at = done - 1;
    }
    out.append(text.substr(done));
    return out;
}

} // namespace tablesmith::builder
