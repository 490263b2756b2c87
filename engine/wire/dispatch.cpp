#include "wire/dispatch.h"

#include "model/api_model.h"
#include "wire/body_coding.h"
#include "wire/header_text.h"
#include "wire/json_writer.h"
#include "wire/sigv4.h"


#include <boost/json/monotonic_resource.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>

#include <cstdio>
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

Status verifySignature(const sigv4::ServerIdentity &server, const HttpRequestView &request)
{
    return sigv4::verify({request.method, request.target, request.headers, request.body},
                         server);
}

void callOperation(Client &client, std::string_view operation, const json::object &request,
                   WireResponse &response)
{
    auto result = callClient(client, operation, request);
    if (!result)
        return renderError(result.error(), response);
    response.status = 200;
    // The operations whose output is nothing answer with an empty body, not "{}": the API
    // model gives them no output shape (and Alternator's test_manual_requests.py checks
    // TagResource and UntagResource, the only two, on the service).
    if (!model::operationHasOutput(operation)) {
        response.body.clear(); // the connection's last answer is still in it
        return;
    }
    // Constructed, not assigned: a json::value assigned across memory resources copies.
    response.reply.emplace(std::move(result).value());
    writeJson(*response.reply, response.body);
}

// DescribeEndpoints names where the client reached the service, for SDKs that discover
// endpoints: this server, under the Host the client sent (the service names its regional
// address the same way). Only the wire knows it, so the wire answers.
void describeEndpoints(const HttpRequestView &request, WireResponse &response)
{
    const std::string_view host = trimmed(request.header("Host"));
    json::object endpoint;
    endpoint["Address"] = host.empty() ? std::string_view("localhost") : host;
    endpoint["CachePeriodInMinutes"] = 1440;
    response.status = 200;
    response.reply.emplace(json::object{{"Endpoints", json::array{std::move(endpoint)}}});
    writeJson(*response.reply, response.body);
}

// The service's media types, with or without parameters.
bool isJsonApiContentType(std::string_view contentType)
{
    const std::string_view type = trimmed(contentType.substr(0, contentType.find(';')));
    return equalsIgnoringCase(type, kJsonContentType)
        || equalsIgnoringCase(type, "application/json");
}

// What the service's front end answers a request it routes to no JSON API: a body in another
// content type (or none), a method other than POST.
void renderUnknownOperationPage(WireResponse &response)
{
    response.status = 404;
    response.contentType = "application/xml";
    response.body = "<UnknownOperationException/>\n";
}

// A body that is JSON but not an object, in the words of the service's deserializer; an
// empty body (or null) is refused with no message at all.
Error notAnObject(const json::value &body)
{
    if (body.is_array())
        return {ErrorKind::SerializationException, "Start of list found where not expected"};
    return {ErrorKind::SerializationException, body.is_null() ? "" : "Expected null"};
}

// A request body the front end cannot decode: the service answers 500, with no more words
// than any internal error. Not logged: it is the client's doing, not the server's.
void renderUndecodable(WireResponse &response)
{
    response.status = httpStatus(ErrorKind::InternalServerError);
    writeJson(json::object{{"__type", errorType(ErrorKind::InternalServerError)},
                           {"message", "Internal server error"}},
              response.body);
}

// The JSON body, its target and its signature (unless already verified), in the service's
// order: the JSON, the target, the signature, and only then whether the body is an object.
// An unsigned request is refused even where any key would do (no credentials configured), as
// the service refuses it.
void answerJson(Client &client, const sigv4::ServerIdentity &server,
                const HttpRequestView &request, std::string_view content, bool verified,
                WireResponse &response)
{
    // Most request bodies fit in this scratch space, so parsing allocates nothing.
    unsigned char scratch[4096];
    json::monotonic_resource resource(scratch, sizeof scratch);
    json::parse_options options;
    options.max_depth = 256; // nested M / L values reach DynamoDB's 32 levels at 64+
    json::error_code ec;
    const json::value body = content.empty()
        ? json::value(nullptr, &resource)
        : json::parse(content, ec, &resource, options);
    if (ec) // the service names no reason for JSON it cannot read
        return renderError({ErrorKind::SerializationException, ""}, response);
    std::string_view operation = operationFromTarget(request.header("X-Amz-Target"));
    if (operation.empty())
        return renderError({ErrorKind::UnknownOperationException, ""}, response);
    if (!verified) {
        if (Status signature = verifySignature(server, request); !signature)
            return renderError(signature.error(), response);
    }
    if (!body.is_object())
        return renderError(notAnObject(body), response);
    if (operation == "DescribeEndpoints")
        return describeEndpoints(request, response);
    callOperation(client, operation, body.get_object(), response);
}

// A gzip body is decoded only after its target and signature are checked (over the bytes as
// sent, as SigV4 signs them): with credentials configured, a few kilobytes that inflate to
// megabytes buy no CPU without the key. The decoded body is held to the request size limit;
// it is not counted in the server's body budget, which guards bytes that wait on the network:
// it exists only while its request is handled, on the I/O thread, so one per thread at most.
void answerEncoded(Client &client, const sigv4::ServerIdentity &server, std::size_t limit,
                   const HttpRequestView &request, WireResponse &response)
{
    if (operationFromTarget(request.header("X-Amz-Target")).empty())
        return renderError({ErrorKind::UnknownOperationException, ""}, response);
    if (Status signature = verifySignature(server, request); !signature)
        return renderError(signature.error(), response);
    std::string_view content;
    switch (decodeBody(request, limit, response.inflated, content)) {
    case Decoding::Ok: return answerJson(client, server, request, content, true, response);
    case Decoding::TooLarge:
        return renderError({ErrorKind::RequestEntityTooLarge,
                            "Request size exceeds " + std::to_string(limit) + " bytes"},
                           response);
    case Decoding::Unreadable: break;
    }
    renderUndecodable(response);
}

// The content type first: a body in another type is no JSON API request at all.
void handlePost(Client &client, const sigv4::ServerIdentity &server, std::size_t limit,
                const HttpRequestView &request, WireResponse &response)
{
    if (!request.body.empty() && !isJsonApiContentType(request.header("Content-Type")))
        return renderUnknownOperationPage(response);
    if (hasContentCoding(request))
        return answerEncoded(client, server, limit, request, response);
    answerJson(client, server, request, request.body, false, response);
}

// Echoed only when it is what a browser sends, header names and commas: a folded or forged
// value must not put arbitrary text (a fake status line) into the answer.
bool isHeaderNameList(std::string_view asked)
{
    if (asked.empty())
        return false;
    for (char c : asked) {
        if (!isTokenChar(c) && c != ',' && c != ' ' && c != '\t')
            return false;
    }
    return true;
}

} // namespace

std::string_view operationFromTarget(std::string_view target)
{
    for (std::string_view prefix : {kDynamoDbPrefix, kStreamsPrefix}) {
        if (target.size() <= prefix.size() || target.substr(0, prefix.size()) != prefix)
            continue;
        const std::string_view operation = target.substr(prefix.size());
        // Each prefix runs only its own API's operations, as the service does; a name neither
        // API has is refused here, before the signature is looked at, as the service does.
        const model::ApiModel *model = model::ApiModel::defining(operation);
        if (!model || prefix != model->targetPrefix() + ".")
            return {};
        return operation;
    }
    return {};
}

// The body member that carries the text: the framework's deserializer writes "Message", the
// rest of the service "message". An empty text is left out, as the service leaves it out of
// its UnknownOperationException and unreadable-JSON answers.
std::string_view messageMember(ErrorKind kind)
{
    return kind == ErrorKind::SerializationException ? "Message" : "message";
}

void renderError(const Error &error, WireResponse &response)
{
    json::object body = error.details;
    // An exception ErrorKind does not name yet (PartiQL's DuplicateItemException) brings its own.
    if (!body.contains("__type"))
        body["__type"] = errorType(error.kind);
    // An internal error's text is the engine's (a file path, a SQLite message): not the
    // client's business, and the service never says more than this either. The server's
    // operator gets it on stderr.
    if (error.kind == ErrorKind::InternalServerError) {
        std::fprintf(stderr, "tablesmith: answered 500 for: %s\n", error.message.c_str());
        body["message"] = "Internal server error";
    }
    else if (!error.message.empty())
        body[messageMember(error.kind)] = error.message;
    response.status = httpStatus(error.kind);
    // Either JSON type the request chose stays; anything else (a previous answer's) goes.
    if (response.contentType != "application/json")
        response.contentType = kJsonContentType;
    writeJson(json::value(std::move(body)), response.body);
}

// Browser clients (the AWS SDK for JavaScript in a page) send an Origin and, before a POST
// with custom headers, an OPTIONS preflight; the service answers both for any origin, the
// request's signature being what authorises it.
void addCorsHeaders(const HttpRequestView &request, WireResponse &response)
{
    if (request.header("Origin").empty())
        return;
    response.extraHeaders += "\r\nAccess-Control-Allow-Origin: *"
                             "\r\nAccess-Control-Expose-Headers: x-amzn-RequestId,"
                             "x-amzn-ErrorType,x-amzn-ErrorMessage,x-amz-crc32,Date";
}

void answerPreflight(const HttpRequestView &request, WireResponse &response)
{
    response.status = 200;
    response.contentType = "text/plain";
    response.body.clear();
    // The service echoes the method and headers asked for (dynalite test/connection.js, scylladb
    // alternator test_cors.py test_cors_allow_requested), both recorded against it.
    const std::string_view method = request.header("Access-Control-Request-Method");
    if (isHeaderNameList(method))
        response.extraHeaders += "\r\nAccess-Control-Allow-Methods: " + std::string(method);
    const std::string_view asked = request.header("Access-Control-Request-Headers");
    if (isHeaderNameList(asked))
        response.extraHeaders += "\r\nAccess-Control-Allow-Headers: " + std::string(asked);
    response.extraHeaders += "\r\nAccess-Control-Max-Age: 172800";
}

// The service answers in the JSON content type the request used; without one, in plain JSON.
std::string_view replyContentType(const HttpRequestView &request)
{
    const std::string_view sent = request.header("Content-Type");
    const std::string_view type = trimmed(sent.substr(0, sent.find(';')));
    return equalsIgnoringCase(type, kJsonContentType) ? kJsonContentType
                                                      : std::string_view("application/json");
}

void answerRequest(Client &client, const sigv4::ServerIdentity &server,
                   std::size_t maxBodyBytes, const HttpRequestView &request,
                   WireResponse &response)
{
    response.extraHeaders.clear();
    response.chunked = false;
    addCorsHeaders(request, response);
    response.contentType = replyContentType(request);
    // Only a browser's preflight carries an Origin; a bare OPTIONS is answered as PUT is.
    if (request.method == "OPTIONS" && !request.header("Origin").empty())
        return answerPreflight(request, response);
    if (request.method == "POST")
        return handlePost(client, server, maxBodyBytes, request, response);
    if (request.method == "GET" || request.method == "HEAD") {
        // The service's own health answer, naming its regional host and ending in a space
        // (dynalite's connection.js, recorded against the service).
        response.status = 200;
        response.contentType = "text/plain";
        response.body = "healthy: dynamodb." + server.region + ".amazonaws.com ";
        return;
    }
    renderUnknownOperationPage(response);
}

void handleRequest(Client &client, const sigv4::ServerIdentity &server,
                   std::size_t maxBodyBytes, const HttpRequestView &request,
                   WireResponse &response)
{
    answerRequest(client, server, maxBodyBytes, request, response);
}

} // namespace tablesmith::wire
