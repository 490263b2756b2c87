#include "remote/remote_errors.h"

#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>

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

Error errorFromBody(const json::object &body, std::string_view typeHeader)
{
    std::string type = stringMember(body, "__type");
    std::string_view name = shortName(type.empty() ? typeHeader : std::string_view(type));
    std::string message = stringMember(body, "message");
    if (message.empty())
        message = stringMember(body, "Message");
    Error error;
    error.kind = errorKindFromName(name);
    error.message = error.kind == ErrorKind::ServiceError || errorName(error.kind) != name
        ? std::string(name) + ": " + message
        : message;
    for (const auto &member : body)
        if (member.key() != "__type" && member.key() != "message" && member.key() != "Message")
            error.details[member.key()] = member.value();
    return error;
}

// What a proxy or a web server answers: quote the status and the start of the text.
Error errorFromText(const HttpAnswer &answer)
{
    constexpr std::size_t kQuoted = 200;
    std::string message = "The endpoint answered HTTP " + std::to_string(answer.status);
    if (!answer.reason.empty())
        message += " " + std::string(answer.reason);
    if (!answer.body.empty())
        message += ": " + std::string(answer.body.substr(0, kQuoted))
            + (answer.body.size() > kQuoted ? "…" : "");
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
    json::error_code ec;
    json::parse_options options;
    options.max_depth = 256;
    json::value body = json::parse(answer.body, ec, {}, options);
    const bool isObject = !ec && body.is_object();
    if (answer.status == 200) {
        if (isObject)
            return std::move(body.as_object());
        Error error = errorFromText(answer);
        error.message = "The endpoint's response is not DynamoDB's JSON: " + error.message;
        return error;
    }
    if (isObject && (body.as_object().contains("__type") || !answer.errorTypeHeader.empty()))
        return errorFromBody(body.as_object(), answer.errorTypeHeader);
    return errorFromText(answer);
}

} // namespace tablesmith::remote
