// The server's side of SigV4: reading an Authorization header, or the X-Amz-* query-string
// parameters of a presigned request, and checking them in the order, and with the messages, of
// the service (as recorded against it by dynalite's tests and comments). Cheap checks come
// first; hashing only once the key is the server's.

#include "wire/header_text.h"
#include "wire/sigv4.h"

#include <openssl/crypto.h>

#include <algorithm>
#include <chrono>
#include <iterator>
#include <string>
#include <vector>

namespace tablesmith::sigv4 {
namespace {

constexpr std::string_view kAlgorithm = "AWS4-HMAC-SHA256";
constexpr std::string_view kService = "dynamodb";
constexpr std::string_view kTerminator = "aws4_request";
constexpr std::string_view kSignatureMismatch =
    "The request signature we calculated does not match the signature you provided. Check "
    "your AWS Secret Access Key and signing method. Consult the service documentation for "
    "details.";
constexpr std::string_view kCoral = "com.amazon.coral.service#";

Error missingToken()
{
    return {ErrorKind::MissingAuthenticationTokenException,
            "Request is missing Authentication Token"};
}

// ErrorKind does not name IncompleteSignatureException, so the error brings its own __type,
// as the dispatcher's renderError() allows.
Error incompleteSignature(std::string message)
{
    Error error{ErrorKind::InvalidSignatureException, std::move(message)};
    error.details["__type"] = std::string(kCoral) + "IncompleteSignatureException";
    return error;
}

Error invalidSignature(std::string message)
{
    return {ErrorKind::InvalidSignatureException, std::move(message)};
}

Error unrecognizedClient(std::string message)
{
    return {ErrorKind::UnrecognizedClientException, std::move(message)};
}

std::string lowered(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    return out;
}

std::string quoted(std::string_view text) { return "'" + std::string(text) + "'"; }

const std::string_view *findHeader(const HttpRequest &request, std::string_view name)
{
    for (const auto &header : request.headers) {
        if (wire::equalsIgnoringCase(header.first, name))
            return &header.second;
    }
    return nullptr;
}

// The Authorization header's parts, as views into it.
struct AuthorizationHeader {
    std::string_view whole; // trimmed, as the service echoes it
    std::string_view algorithm;
    std::string_view credential;
    std::string_view signedHeaders;
    std::string_view signature;
};

// What a signature says, from the Authorization header or from the query string: views into
// the one or the other.
struct SignatureParameters {
    std::string_view algorithm, credential, signedHeaders, signature, date;
    // Where the date came from: a header (X-Amz-Date or Date), which must then be signed, or
    // the query string (empty).
    std::string_view dateHeader;
    // How long after its date the signature is good: the clock skew allowed, or a presigned
    // request's X-Amz-Expires.
    std::chrono::seconds validity = kMaxClockSkew;
    bool presigned = false;
};

// "ALGORITHM Name=value, Name=value, ..."; the last of a repeated name wins. Commas, spaces or
// both part the names: the service reads "AWS4- Signature=b Credential=a" as two of them (as
// dynalite's tests record it, and Alternator's test_expired_signature sends no commas).
Result<AuthorizationHeader> splitAuthorization(std::string_view header)
{
    header = wire::trimmed(header);
    if (!header.starts_with("AWS4-"))
        return missingToken();
    AuthorizationHeader parts;
    parts.whole = header;
    const auto space = header.find(' ');
    parts.algorithm = header.substr(0, space);
    std::string_view rest = space == std::string_view::npos ? "" : header.substr(space + 1);
    while (!rest.empty()) {
        const auto separator = rest.find_first_of(", \t");
        const std::string_view parameter = rest.substr(0, separator);
        rest = separator == std::string_view::npos ? "" : rest.substr(separator + 1);
        if (parameter.empty())
            continue;
        const auto eq = parameter.find('=');
        if (eq == std::string_view::npos)
            return incompleteSignature(quoted(parameter) + " not a valid key=value pair "
                                       "(missing equal-sign) in Authorization header: "
                                       + quoted(header));
        const std::string_view name = parameter.substr(0, eq), value = parameter.substr(eq + 1);
        if (name == "Credential")
            parts.credential = value;
        else if (name == "SignedHeaders")
            parts.signedHeaders = value;
        else if (name == "Signature")
            parts.signature = value;
    }
    return parts;
}

// The service lists everything missing at once, then echoes the header.
Status checkComplete(const AuthorizationHeader &parts, bool hasDate)
{
    std::string missing;
    const std::pair<std::string_view, std::string_view> required[] = {
        {"Credential", parts.credential},
        {"Signature", parts.signature},
        {"SignedHeaders", parts.signedHeaders}};
    for (const auto &[name, value] : required) {
        if (value.empty())
            missing += "Authorization header requires '" + std::string(name) + "' parameter. ";
    }
    if (!hasDate)
        missing += "Authorization header requires existence of either a 'X-Amz-Date' or a "
                   "'Date' header. ";
    if (missing.empty())
        return success();
    return incompleteSignature(missing + "Authorization=" + std::string(parts.whole));
}

const std::string *findParameter(const std::vector<QueryParameter> &query,
                                 std::string_view name)
{
    for (const auto &[parameterName, value] : query) {
        if (parameterName == name)
            return &value;
    }
    return nullptr;
}

// A presigned request is good for X-Amz-Expires seconds after its date, at most a week; without
// the parameter, for the clock skew a signed header allows. The text for a bad value is ours:
// no recording shows the service's.
Result<std::chrono::seconds> presignedValidity(const std::string *expires)
{
    if (!expires)
        return std::chrono::seconds(kMaxClockSkew);
    const auto isDigit = [](char c) { return c >= '0' && c <= '9'; };
    const bool digits = !expires->empty() && expires->size() <= 7 // no overflow
        && std::all_of(expires->begin(), expires->end(), isDigit);
    const long long seconds = digits ? std::stoll(*expires) : 0;
    if (seconds < 1 || seconds > kMaxPresignedExpiry.count())
        return incompleteSignature("X-Amz-Expires must be a number of seconds from 1 to "
                                   + std::to_string(kMaxPresignedExpiry.count())
                                   + " (a week), got " + quoted(*expires) + ".");
    return std::chrono::seconds(seconds);
}

// The parameters of a presigned request. The service names every one missing (or empty) at
// once, in this order (dynalite's recordings).
Result<SignatureParameters> presignedParameters(const std::vector<QueryParameter> &query)
{
    constexpr std::string_view kRequired[] = {"X-Amz-Algorithm", "X-Amz-Credential",
                                              "X-Amz-Signature", "X-Amz-SignedHeaders",
                                              "X-Amz-Date"};
    std::string_view values[std::size(kRequired)];
    std::string missing;
    for (std::size_t i = 0; i < std::size(kRequired); ++i) {
        const std::string *value = findParameter(query, kRequired[i]);
        if (value && !value->empty())
            values[i] = *value;
        else
            missing += "AWS query-string parameters must include " + quoted(kRequired[i]) + ". ";
    }
    if (!missing.empty())
        return incompleteSignature(missing + "Re-examine the query-string parameters.");
    SignatureParameters parameters{values[0], values[1], values[3], values[2], values[4],
                                   {}, kMaxClockSkew, true};
    TS_TRY_ASSIGN(parameters.validity, presignedValidity(findParameter(query, "X-Amz-Expires")));
    return parameters;
}

// Checked before the list is split or any header compared with it. The limit and its text are
// ours: no recording shows the service refusing a long SignedHeaders list, or its words.
Status checkSignedHeadersBounded(std::string_view signedHeaders)
{
    const auto count = static_cast<std::size_t>(
                           std::count(signedHeaders.begin(), signedHeaders.end(), ';'))
        + 1;
    if (signedHeaders.size() <= kMaxSignedHeadersLength && count <= kMaxSignedHeaders)
        return success();
    return incompleteSignature("SignedHeaders lists " + std::to_string(count) + " headers in "
                               + std::to_string(signedHeaders.size()) + " characters; at most "
                               + std::to_string(kMaxSignedHeaders) + " headers in "
                               + std::to_string(kMaxSignedHeadersLength)
                               + " characters can be signed.");
}

std::vector<std::string> signedHeaderNames(std::string_view list)
{
    std::vector<std::string> names;
    for (std::size_t start = 0;;) {
        const auto semicolon = list.find(';', start);
        names.push_back(lowered(list.substr(start, semicolon - start)));
        if (semicolon == std::string_view::npos)
            return names;
        start = semicolon + 1;
    }
}

// "15 min.", as the service words the clock skew; an X-Amz-Expires that is no whole number of
// minutes in seconds.
std::string durationText(std::chrono::seconds duration)
{
    if (duration.count() % 60 == 0)
        return std::to_string(duration.count() / 60) + " min.";
    return std::to_string(duration.count()) + " sec.";
}

Status checkDate(std::string_view date, std::chrono::seconds validity,
                 const ServerIdentity &server, std::chrono::system_clock::time_point now)
{
    const auto signedAt = parseAmzDate(date);
    if (!signedAt)
        return incompleteSignature("Date must be in ISO-8601 'basic format'. Got "
                                   + quoted(date) + ". See http://en.wikipedia.org/wiki/ISO_8601");
    if (!server.credentials) // any well-formed signature: a test may sign with a fixed date
        return success();
    const std::string nowText = amzDate(now);
    if (*signedAt < now - validity)
        return invalidSignature("Signature expired: " + std::string(date)
                                + " is now earlier than " + amzDate(now - validity) + " ("
                                + nowText + " - " + durationText(validity) + ")");
    if (*signedAt > now + kMaxClockSkew)
        return invalidSignature("Signature not yet current: " + std::string(date)
                                + " is still later than " + amzDate(now + kMaxClockSkew) + " ("
                                + nowText + " + 15 min.)");
    return success();
}

bool isSigned(const std::vector<std::string> &names, std::string_view header)
{
    return std::any_of(names.begin(), names.end(), [&](const std::string &name) {
        return wire::equalsIgnoringCase(name, header);
    });
}

bool isAmzHeader(std::string_view name)
{
    return name.size() > 6 && wire::equalsIgnoringCase(name.substr(0, 6), "x-amz-");
}

// Host, the date's header and every x-amz-* header sent: otherwise a signature over the date
// alone would let anyone swap the X-Amz-Target it travels with.
Status checkRequiredHeadersSigned(const HttpRequest &request,
                                  const std::vector<std::string> &names,
                                  std::string_view dateHeader)
{
    if (!isSigned(names, "host") && !isSigned(names, ":authority"))
        return invalidSignature(
            "'Host' or ':authority' must be a 'SignedHeader' in the AWS Authorization.");
    std::vector<std::string> sorted = names;
    std::sort(sorted.begin(), sorted.end());
    for (const auto &[name, value] : request.headers) {
        const bool required = isAmzHeader(name) || wire::equalsIgnoringCase(name, dateHeader);
        if (required && !std::binary_search(sorted.begin(), sorted.end(), lowered(name)))
            return invalidSignature("'" + std::string(name)
                                    + "' must be a 'SignedHeader' in the AWS Authorization.");
    }
    return success();
}

Status checkAlgorithm(std::string_view algorithm)
{
    if (algorithm == kAlgorithm)
        return success();
    return incompleteSignature("Unsupported AWS 'algorithm': " + quoted(algorithm)
                               + " (only AWS4-HMAC-SHA256 for now). ");
}

struct CredentialScope {
    std::string_view accessKeyId, date, region, service, terminator;
};

// "KEYID/DATE/REGION/SERVICE/aws4_request"; trailing slashes do not count.
Result<CredentialScope> splitCredential(std::string_view credential)
{
    std::string_view rest = credential;
    while (rest.ends_with('/'))
        rest.remove_suffix(1);
    std::string_view parts[5];
    std::size_t count = 0;
    for (std::size_t start = 0;; ++count) {
        const auto slash = rest.find('/', start);
        if (count < 5)
            parts[count] = rest.substr(start, slash - start);
        if (slash == std::string_view::npos)
            break;
        start = slash + 1;
    }
    if (count + 1 != 5)
        return incompleteSignature("Credential must have exactly 5 slash-delimited elements, "
                                   "e.g. keyid/date/region/service/term, got "
                                   + quoted(credential));
    return CredentialScope{parts[0], parts[1], parts[2], parts[3], parts[4]};
}

// Every mismatch of the scope at once, as the service lists them.
Status checkScope(const CredentialScope &scope, std::string_view date,
                  const ServerIdentity &server)
{
    std::vector<std::string> faults;
    // Without credentials a client's own region is taken, as DynamoDB Local takes any.
    if (server.credentials && scope.region != server.region)
        faults.push_back("Credential should be scoped to a valid region, not "
                         + quoted(scope.region) + ".");
    if (scope.service != kService)
        faults.push_back("Credential should be scoped to correct service: "
                         + quoted(kService) + ".");
    if (scope.terminator != kTerminator)
        faults.push_back("Credential should be scoped with a valid terminator: "
                         + quoted(kTerminator) + ", not " + quoted(scope.terminator) + ".");
    if (scope.date != date.substr(0, 8))
        faults.push_back("Date in Credential scope does not match YYYYMMDD from ISO-8601 "
                         "version of date from HTTP: " + quoted(scope.date) + " != "
                         + quoted(date.substr(0, 8)) + ", from " + quoted(date) + ".");
    if (faults.empty())
        return success();
    std::string message;
    for (const auto &fault : faults)
        message += (message.empty() ? "" : " ") + fault;
    return invalidSignature(std::move(message));
}

// Each I/O thread keeps the last key it derived: it changes once a day (or with the region a
// client signs for), and deriving it is most of a signature's cost.
const SigningKey &cachedSigningKey(const Credentials &credentials, const Scope &scope)
{
    struct Cached {
        std::string secret, date, region, service;
        SigningKey key{};
    };
    thread_local Cached cached;
    const std::string_view date = std::string_view(scope.amzDate).substr(0, 8);
    if (cached.secret != credentials.secretAccessKey || cached.date != date
        || cached.region != scope.region || cached.service != scope.service) {
        cached = {credentials.secretAccessKey, std::string(date), scope.region, scope.service,
                  signingKey(credentials.secretAccessKey, scope)};
    }
    return cached.key;
}

// The service's message names the canonical request and string to sign it expected, so a
// client's author can see which part differs.
Status checkSignature(const HttpRequest &request, const std::vector<std::string> &names,
                      const CredentialScope &credential, const SignatureParameters &parameters,
                      const Credentials &credentials)
{
    const Scope scope{std::string(credential.region), std::string(credential.service),
                      std::string(parameters.date)};
    const std::string canonical = parameters.presigned
        ? presignedCanonicalRequest(request, names)
        : canonicalRequest(request, names);
    const std::string_view given = parameters.signature;
    const std::string toSign = stringToSign(scope, canonical);
    const std::string expected = signature(cachedSigningKey(credentials, scope), toSign);
    if (expected.size() == given.size()
        && CRYPTO_memcmp(expected.data(), lowered(given).data(), expected.size()) == 0)
        return success();
    return invalidSignature(std::string(kSignatureMismatch)
                            + "\n\nThe Canonical String for this request should have been\n'"
                            + canonical + "'\n\nThe String-to-Sign should have been\n'" + toSign
                            + "'\n");
}

// The parameters of an Authorization header, its date from X-Amz-Date or else Date.
Result<SignatureParameters> headerParameters(const HttpRequest &request,
                                             std::string_view header)
{
    TS_TRY_ASSIGN(AuthorizationHeader parts, splitAuthorization(header));
    SignatureParameters parameters{parts.algorithm, parts.credential, parts.signedHeaders,
                                   parts.signature, {}, "x-amz-date", kMaxClockSkew, false};
    const std::string_view *date = findHeader(request, parameters.dateHeader);
    if (!date) {
        parameters.dateHeader = "date";
        date = findHeader(request, parameters.dateHeader);
    }
    TS_TRY_STATUS(checkComplete(parts, date != nullptr));
    parameters.date = *date;
    return parameters;
}

// Everything after the signature's parts are all there, in the service's order, whether they
// came in the Authorization header or in the query string.
Status verifyParameters(const HttpRequest &request, const SignatureParameters &parameters,
                        const ServerIdentity &server, std::chrono::system_clock::time_point now)
{
    TS_TRY_STATUS(checkSignedHeadersBounded(parameters.signedHeaders));
    TS_TRY_STATUS(checkDate(parameters.date, parameters.validity, server, now));
    const std::vector<std::string> names = signedHeaderNames(parameters.signedHeaders);
    TS_TRY_STATUS(checkRequiredHeadersSigned(request, names, parameters.dateHeader));
    TS_TRY_STATUS(checkAlgorithm(parameters.algorithm));
    TS_TRY_ASSIGN(CredentialScope credential, splitCredential(parameters.credential));
    TS_TRY_STATUS(checkScope(credential, parameters.date, server));
    if (!server.credentials)
        return success();
    if (credential.accessKeyId != server.credentials->accessKeyId)
        return unrecognizedClient("The security token included in the request is invalid.");
    TS_TRY_STATUS(checkSignature(request, names, credential, parameters, *server.credentials));
    // A signed session token is taken with the keys: they may be temporary ones (a role's),
    // and this server has no STS to ask whether the token is theirs.
    return success();
}

} // namespace

Result<Authorization> parseAuthorization(std::string_view header)
{
    TS_TRY_ASSIGN(AuthorizationHeader parts, splitAuthorization(header));
    TS_TRY_STATUS(checkComplete(parts, true));
    TS_TRY_STATUS(checkAlgorithm(parts.algorithm));
    TS_TRY_ASSIGN(CredentialScope scope, splitCredential(parts.credential));
    Authorization auth{std::string(scope.accessKeyId), std::string(scope.date),
                       std::string(scope.region),      std::string(scope.service),
                       signedHeaderNames(parts.signedHeaders), lowered(parts.signature)};
    return auth;
}

Status verify(const HttpRequest &request, const ServerIdentity &server,
              std::chrono::system_clock::time_point now)
{
    const std::string_view *header = findHeader(request, "authorization");
    // The presigned request's parameters view into these.
    const std::vector<QueryParameter> query = queryParameters(request.target);
    const bool presigned = findParameter(query, "X-Amz-Algorithm") != nullptr;
    if (header && presigned)
        return invalidSignature("Found both 'X-Amz-Algorithm' as a query-string param and "
                                "'Authorization' as HTTP header.");
    if (presigned) {
        TS_TRY_ASSIGN(SignatureParameters parameters, presignedParameters(query));
        return verifyParameters(request, parameters, server, now);
    }
    if (!header)
        return missingToken();
    TS_TRY_ASSIGN(SignatureParameters parameters, headerParameters(request, *header));
    return verifyParameters(request, parameters, server, now);
}

std::string exceptionName(const Error &error)
{
    if (const auto *type = error.details.if_contains("__type"); type && type->is_string()) {
        const std::string_view name = type->as_string();
        return std::string(name.substr(name.find('#') + 1));
    }
    return std::string(errorName(error.kind));
}

} // namespace tablesmith::sigv4
