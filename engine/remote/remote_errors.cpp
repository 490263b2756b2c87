#include "remote/remote_errors.h"

#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>

#include <cctype>
#include <utility>

namespace tablesmith::remote {
namespace {

namespace json = boost::json;

// Names AWS uses for what the engine calls by another name.
constexpr std::pair<std::string_view, ErrorKind> kAliases[] = {
    {"IncompleteSignatureException", ErrorKind::InvalidSignatureException},
    {"ThrottlingException", ErrorKind::ProvisionedThroughputExceededException},
    {"RequestLimitExceeded", ErrorKind::ProvisionedThroughputExceededException},
    {"ExpiredTokenException", ErrorKind::UnrecognizedClientException},
    {"InternalFailure", ErrorKind::InternalServerError},
};

// ErrorKind has no count; errorName() answers "InternalServerError" past the last one.
constexpr int kMaxErrorKinds = 128;

std::string_view shortName(std::string_view type)
{
    if (auto hash = type.rfind('#'); hash != std::string_view::npos)
        type.remove_prefix(hash + 1);
    if (auto colon = type.find(':'); colon != std::string_view::npos)
        type = type.substr(0, colon);
    return type;
}

std::string stringMember(const json::object &body, std::string_view name)
{
    const json::value *value = body.if_contains(name);
    return value && value->is_string() ? std::string(value->get_string()) : std::string();
}

// The service sends some errors with no message at all (a SerializationException for a body
// it cannot read, a ConditionalCheckFailedException from some paths); the user still gets a
// line that says what happened: the exception's name and the HTTP status.
Error errorFromBody(const json::object &body, std::string_view typeHeader, int status)
{
    std::string type = stringMember(body, "__type");
    std::string_view name = shortName(type.empty() ? typeHeader : std::string_view(type));
    std::string message = stringMember(body, "message");
    if (message.empty())
        message = stringMember(body, "Message");
    Error error;
    error.kind = errorKindFromName(name);
    if (message.empty())
        error.message = std::string(name.empty() ? "An error" : name) + " (HTTP "
                        + std::to_string(status) + ")";
    else if (error.kind == ErrorKind::ServiceError || errorName(error.kind) != name)
        error.message = std::string(name) + ": " + message;
    else
        error.message = message;
    for (const auto &member : body)
        if (member.key() != "__type" && member.key() != "message" && member.key() != "Message")
            error.details[member.key()] = member.value();
    return error;
}

// Whitespace runs (newlines too) as one space, cut at `limit` characters: one line.
std::string oneLine(std::string_view text, std::size_t limit)
{
    std::string out;
    for (char c : text) {
        const bool space = c == ' ' || c == '\t' || c == '\r' || c == '\n';
        if (space && (out.empty() || out.back() == ' '))
            continue;
        out += space ? ' ' : c;
        if (out.size() >= limit) {
            out += "…";
            break;
        }
    }
    while (!out.empty() && out.back() == ' ')
        out.pop_back();
    return out;
}

bool isHtml(const HttpAnswer &answer)
{
    if (answer.contentType.find("html") != std::string_view::npos)
        return true;
    const auto start = answer.body.find_first_not_of(" \t\r\n");
    return start != std::string_view::npos && answer.body[start] == '<';
}

// The <title> of an HTML page, if it has one.
std::string htmlTitle(std::string_view body)
{
    std::string lower(body.substr(0, 64 * 1024));
    for (char &c : lower)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    const auto open = lower.find("<title");
    const auto start = open == std::string::npos ? open : lower.find('>', open);
    const auto end = start == std::string::npos ? start : lower.find("</title", start);
    if (end == std::string::npos)
        return {};
    return oneLine(body.substr(start + 1, end - start - 1), 80);
}

// What a proxy or a web server answers: one line with the status and what the body is.
Error errorFromText(const HttpAnswer &answer)
{
    std::string message = answer.endpoint.empty() ? std::string("The endpoint")
                                                  : answer.endpoint;
    message += " answered HTTP " + std::to_string(answer.status);
    if (!answer.reason.empty())
        message += " " + oneLine(answer.reason, 40);
    if (isHtml(answer)) {
        const std::string title = htmlTitle(answer.body);
        message += " with an HTML page" + (title.empty() ? "" : " (\"" + title + "\")")
            + ": it is not a DynamoDB endpoint";
    } else if (!answer.body.empty()) {
        std::string_view body = answer.body;
        const auto start = body.find_first_not_of(" \t\r\n");
        body.remove_prefix(start == std::string_view::npos ? body.size() : start);
        message += ": " + oneLine(body.substr(0, body.find_first_of("\r\n")), 120);
    }
    return {ErrorKind::ServiceError, std::move(message)};
}

} // namespace

ErrorKind errorKindFromName(std::string_view name)
{
    name = shortName(name);
    for (int i = 0; i < kMaxErrorKinds; ++i) {
        auto kind = static_cast<ErrorKind>(i);
        if (errorName(kind) == name)
            return kind;
    }
    for (const auto &[alias, kind] : kAliases)
        if (alias == name)
            return kind;
    return ErrorKind::ServiceError;
}

Result<json::object> decodeAnswer(const HttpAnswer &answer)
{
    // An operation without output (TagResource, UntagResource) succeeds with an empty body; for
    // any other an empty body is no answer (a proxy's), and reading it as "{}" would show a
    // GetItem as finding nothing.
    const bool empty = answer.body.find_first_not_of(" \t\r\n") == std::string_view::npos;
    if (answer.status == 200 && empty && !answer.operationHasOutput)
        return json::object();
    json::error_code ec;
    json::parse_options options;
    options.max_depth = 256;
    json::value body = json::parse(answer.body, ec, {}, options);
    const bool isObject = !ec && body.is_object();
    if (answer.status == 200) {
        if (isObject)
            return std::move(body.as_object());
        Error error = errorFromText(answer);
        error.message = "The answer is not DynamoDB's JSON: " + error.message;
        return error;
    }
    if (isObject && (body.as_object().contains("__type") || !answer.errorTypeHeader.empty()))
        return errorFromBody(body.as_object(), answer.errorTypeHeader, answer.status);
    return errorFromText(answer);
}

} // namespace tablesmith::remote
