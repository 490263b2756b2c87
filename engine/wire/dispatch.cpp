#include "wire/dispatch.h"

#include "model/api_model.h"
#include "wire/json_writer.h"
#include "wire/sigv4.h"

#include <tablesmith/version.h>

#include <boost/json/monotonic_resource.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>

#include <exception>

namespace tablesmith::wire {
namespace {

namespace json = boost::json;

constexpr std::string_view kDynamoDbPrefix = "DynamoDB_20120810.";
constexpr std::string_view kStreamsPrefix = "DynamoDBStreams_20120810.";

Result<json::object> callClient(Client &client, std::string_view operation,
                                const json::object &request)
{
    // The Client promises not to throw, but a bug must cost one request, not the server.
    try {
        return client.call(operation, request);
    } catch (const std::exception &e) {
        return Error{ErrorKind::InternalServerError, e.what()};
    } catch (...) {
        return Error{ErrorKind::InternalServerError, "Internal server error"};
    }
}

Status verifySignature(const Credentials &credentials, const HttpRequestView &request)
{
    return sigv4::verify({request.method, request.target, request.headers, request.body},
                         credentials);
}

void callOperation(Client &client, std::string_view operation, const HttpRequestView &request,
                   WireResponse &response)
{
    // Most request bodies fit in this scratch space, so parsing allocates nothing.
    unsigned char scratch[4096];
    json::monotonic_resource resource(scratch, sizeof scratch);
    json::parse_options options;
    options.max_depth = 256; // nested M / L values reach DynamoDB's 32 levels at 64+
    json::error_code ec;
    json::value body = request.body.empty()
        ? json::value(json::object(&resource))
        : json::parse(request.body, ec, &resource, options);
    if (ec || !body.is_object())
        return renderError({ErrorKind::SerializationException,
                            ec ? "Malformed JSON: " + ec.message()
                               : std::string("The request body must be a JSON object")},
                           response);

    auto result = callClient(client, operation, body.as_object());
    if (!result)
        return renderError(result.error(), response);
    response.status = 200;
    // Constructed, not assigned: a json::value assigned across memory resources copies.
    response.reply.emplace(std::move(result).value());
    writeJson(*response.reply, response.body);
}

void handlePost(Client &client, const std::optional<Credentials> &credentials,
                const HttpRequestView &request, WireResponse &response)
{
    if (credentials) {
        Status verified = verifySignature(*credentials, request);
        if (!verified)
            return renderError(verified.error(), response);
    }
    std::string_view operation = operationFromTarget(request.header("X-Amz-Target"));
    if (operation.empty())
        return renderError({ErrorKind::UnknownOperationException, "Unknown operation"},
                           response);
    callOperation(client, operation, request, response);
}

} // namespace

std::string_view operationFromTarget(std::string_view target)
{
    for (std::string_view prefix : {kDynamoDbPrefix, kStreamsPrefix}) {
        if (target.size() <= prefix.size() || target.substr(0, prefix.size()) != prefix)
            continue;
        const std::string_view operation = target.substr(prefix.size());
        // Each prefix runs only its own API's operations, as the service does.
        const model::ApiModel *model = model::ApiModel::defining(operation);
        if (model && prefix != model->targetPrefix() + ".")
            return {};
        return operation;
    }
    return {};
}

void renderError(const Error &error, WireResponse &response)
{
    json::object body = error.details;
    body["__type"] = errorType(error.kind);
    body["message"] = error.message;
    response.status = httpStatus(error.kind);
    response.contentType = kJsonContentType;
    writeJson(json::value(std::move(body)), response.body);
}

void handleRequest(Client &client, const std::optional<Credentials> &credentials,
                   const HttpRequestView &request, WireResponse &response)
{
    response.contentType = kJsonContentType;
    if (request.method == "POST")
        return handlePost(client, credentials, request, response);
    if (request.method == "GET" || request.method == "HEAD") {
        // Like the service's own endpoint: a plain health answer for load balancers and curl.
        response.status = 200;
        response.contentType = "text/plain";
        response.body = "healthy: tablesmith " + std::string(version());
        return;
    }
    renderError({ErrorKind::UnknownOperationException, "Unsupported HTTP method"}, response);
}

} // namespace tablesmith::wire
