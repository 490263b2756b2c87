#include "wire/sigv4.h"
#include "wire/header_text.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <ctime>

namespace tablesmith::sigv4 {
namespace {

constexpr std::string_view kAlgorithm = "AWS4-HMAC-SHA256";
constexpr std::string_view kSignatureMismatch =
    "The request signature we calculated does not match the signature you provided. Check "
    "your AWS Secret Access Key and signing method. Consult the service documentation for "
    "details.";

using Digest = std::array<unsigned char, 32>;

std::string hex(const unsigned char *data, std::size_t size)
{
    static constexpr char digits[] = "0123456789abcdef";
    std::string out(size * 2, '0');
    for (std::size_t i = 0; i < size; ++i) {
        out[2 * i] = digits[data[i] >> 4];
        out[2 * i + 1] = digits[data[i] & 0xf];
    }
    return out;
}

Digest hmac(std::string_view key, std::string_view data)
{
    Digest out{};
    unsigned int size = 0;
    HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
         reinterpret_cast<const unsigned char *>(data.data()), data.size(), out.data(), &size);
    return out;
}

std::string_view asView(const Digest &digest)
{
    return {reinterpret_cast<const char *>(digest.data()), digest.size()};
}

std::string toLower(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// Header values are trimmed and inner runs of spaces collapsed to one.
void appendCanonicalValue(std::string &out, std::string_view value)
{
    value = wire::trimmed(value);
    bool inSpace = false;
    for (char c : value) {
        bool space = c == ' ' || c == '\t';
        if (!space || !inSpace)
            out += space ? ' ' : c;
        inSpace = space;
    }
}

bool isUnreserved(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.'
        || c == '~';
}

std::string uriEncode(std::string_view text, bool keepSlash)
{
    static constexpr char digits[] = "0123456789ABCDEF";
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        if (isUnreserved(c) || (keepSlash && c == '/')) {
            out += c;
            continue;
        }
        auto byte = static_cast<unsigned char>(c);
        out += '%';
        out += digits[byte >> 4];
        out += digits[byte & 0xf];
    }
    return out;
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

std::string uriDecode(std::string_view text)
{
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 2 < text.size() && hexValue(text[i + 1]) >= 0
            && hexValue(text[i + 2]) >= 0) {
            out += static_cast<char>(hexValue(text[i + 1]) * 16 + hexValue(text[i + 2]));
            i += 2;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::string canonicalQuery(std::string_view query)
{
    std::vector<std::pair<std::string, std::string>> params;
    while (!query.empty()) {
        auto amp = query.find('&');
        std::string_view param = query.substr(0, amp);
        query = amp == std::string_view::npos ? std::string_view{} : query.substr(amp + 1);
        if (param.empty())
            continue;
        auto eq = param.find('=');
        std::string_view value = eq == std::string_view::npos ? "" : param.substr(eq + 1);
        params.emplace_back(uriEncode(uriDecode(param.substr(0, eq)), false),
                            uriEncode(uriDecode(value), false));
    }
    std::sort(params.begin(), params.end());
    std::string out;
    for (const auto &[name, value] : params)
        out += (out.empty() ? "" : "&") + name + "=" + value;
    return out;
}

std::string canonicalHeader(const HttpRequest &request, std::string_view name)
{
    std::string out;
    for (const auto &[headerName, value] : request.headers) {
        if (!wire::equalsIgnoringCase(headerName, name))
            continue;
        if (!out.empty())
            out += ',';
        appendCanonicalValue(out, value);
    }
    return out;
}

const std::string_view *findHeader(const HttpRequest &request, std::string_view name)
{
    for (const auto &header : request.headers) {
        if (wire::equalsIgnoringCase(header.first, name))
            return &header.second;
    }
    return nullptr;
}

std::string payloadHash(const HttpRequest &request)
{
    const std::string_view *declared = findHeader(request, "x-amz-content-sha256");
    if (declared && *declared == "UNSIGNED-PAYLOAD")
        return std::string(*declared);
    return sha256Hex(request.body);
}

std::string credentialScope(const Scope &scope)
{
    return scope.amzDate.substr(0, 8) + "/" + scope.region + "/" + scope.service
        + "/aws4_request";
}

std::string joined(const std::vector<std::string> &parts, char separator)
{
    std::string out;
    for (const auto &part : parts) {
        if (!out.empty())
            out += separator;
        out += part;
    }
    return out;
}

std::vector<std::string> split(std::string_view text, char separator)
{
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (std::size_t pos; (pos = text.find(separator, start)) != std::string_view::npos;
         start = pos + 1)
        parts.emplace_back(text.substr(start, pos - start));
    parts.emplace_back(text.substr(start));
    return parts;
}

Error invalidSignature(std::string message)
{
    return {ErrorKind::InvalidSignatureException, std::move(message)};
}

// Fills `auth` from one "Name=value" parameter of the Authorization header.
bool applyParameter(Authorization &auth, std::string_view name, std::string_view value)
{
    if (name == "Credential") {
        auto parts = split(value, '/');
        if (parts.size() != 5 || parts[4] != "aws4_request")
            return false;
        auth.accessKeyId = parts[0];
        auth.date = parts[1];
        auth.region = parts[2];
        auth.service = parts[3];
    } else if (name == "SignedHeaders") {
        auth.signedHeaders = split(toLower(value), ';');
    } else if (name == "Signature") {
        auth.signature = toLower(value);
    }
    return true;
}

} // namespace

std::string amzDate(std::chrono::system_clock::time_point when)
{
    std::time_t seconds = std::chrono::system_clock::to_time_t(when);
    std::tm utc{};
    gmtime_r(&seconds, &utc);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y%m%dT%H%M%SZ", &utc);
    return buffer;
}

std::optional<std::chrono::system_clock::time_point> parseAmzDate(std::string_view text)
{
    std::tm utc{};
    std::string copy(text);
    const char *end = strptime(copy.c_str(), "%Y%m%dT%H%M%SZ", &utc);
    if (!end || *end != '\0')
        return std::nullopt;
    return std::chrono::system_clock::from_time_t(timegm(&utc));
}

std::string sha256Hex(std::string_view data)
{
    Digest digest{};
    unsigned int size = 0;
    EVP_Digest(data.data(), data.size(), digest.data(), &size, EVP_sha256(), nullptr);
    return hex(digest.data(), digest.size());
}

std::string canonicalRequest(const HttpRequest &request,
                             const std::vector<std::string> &signedHeaders)
{
    std::string_view target = request.target;
    auto question = target.find('?');
    std::string_view path = target.substr(0, question);
    std::string_view query =
        question == std::string_view::npos ? std::string_view{} : target.substr(question + 1);

    std::string out(request.method);
    out += '\n' + (path.empty() ? std::string("/") : uriEncode(path, true));
    out += '\n' + canonicalQuery(query) + '\n';
    for (const auto &name : signedHeaders)
        out += name + ':' + canonicalHeader(request, name) + '\n';
    out += '\n' + joined(signedHeaders, ';') + '\n' + payloadHash(request);
    return out;
}

std::string stringToSign(const Scope &scope, std::string_view canonical)
{
    return std::string(kAlgorithm) + '\n' + scope.amzDate + '\n' + credentialScope(scope) + '\n'
        + sha256Hex(canonical);
}

std::string signature(std::string_view secretAccessKey, const Scope &scope,
                      std::string_view toSign)
{
    Digest key = hmac("AWS4" + std::string(secretAccessKey), scope.amzDate.substr(0, 8));
    key = hmac(asView(key), scope.region);
    key = hmac(asView(key), scope.service);
    key = hmac(asView(key), "aws4_request");
    Digest result = hmac(asView(key), toSign);
    return hex(result.data(), result.size());
}

std::string sign(const HttpRequest &request, const Credentials &credentials,
                 const Scope &scope)
{
    std::vector<std::string> names;
    for (const auto &header : request.headers)
        names.push_back(toLower(header.first));
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());

    std::string toSign = stringToSign(scope, canonicalRequest(request, names));
    return std::string(kAlgorithm) + " Credential=" + credentials.accessKeyId + '/'
        + credentialScope(scope) + ", SignedHeaders=" + joined(names, ';')
        + ", Signature=" + signature(credentials.secretAccessKey, scope, toSign);
}

Result<Authorization> parseAuthorization(std::string_view header)
{
    header = wire::trimmed(header);
    if (header.substr(0, kAlgorithm.size()) != kAlgorithm)
        return invalidSignature("Unsupported authorization type");
    Authorization auth;
    for (const auto &part : split(header.substr(kAlgorithm.size()), ',')) {
        std::string_view param = wire::trimmed(part);
        auto eq = param.find('=');
        if (eq == std::string_view::npos
            || !applyParameter(auth, param.substr(0, eq), param.substr(eq + 1)))
            return invalidSignature("Authorization header is malformed: " + std::string(part));
    }
    if (auth.accessKeyId.empty() || auth.signedHeaders.empty() || auth.signature.empty())
        return invalidSignature("Authorization header requires 'Credential', 'SignedHeaders' "
                                "and 'Signature' parameters.");
    return auth;
}

namespace {

Status checkClockSkew(std::string_view date, std::chrono::system_clock::time_point now)
{
    auto signedAt = parseAmzDate(date);
    if (!signedAt)
        return invalidSignature("X-Amz-Date must be in the ISO8601 basic format "
                                "YYYYMMDD'T'HHMMSS'Z'");
    if (*signedAt < now - kMaxClockSkew || *signedAt > now + kMaxClockSkew)
        return invalidSignature("Signature expired: " + std::string(date) + " is now earlier "
                                "or later than the server's time " + amzDate(now)
                                + " by more than 15 minutes.");
    return success();
}

} // namespace

Status verify(const HttpRequest &request, const Credentials &credentials,
              std::chrono::system_clock::time_point now)
{
    const std::string_view *header = findHeader(request, "authorization");
    if (!header)
        return Error{ErrorKind::MissingAuthenticationTokenException,
                     "Request is missing Authentication Token"};
    auto auth = parseAuthorization(*header);
    if (!auth)
        return auth.takeError();
    if (auth->accessKeyId != credentials.accessKeyId)
        return Error{ErrorKind::UnrecognizedClientException,
                     "The security token included in the request is invalid."};
    const std::string_view *date = findHeader(request, "x-amz-date");
    if (!date || date->size() < 8 || date->substr(0, 8) != auth->date)
        return invalidSignature(std::string(kSignatureMismatch));
    TS_TRY_STATUS(checkClockSkew(*date, now));

    Scope scope{auth->region, auth->service, std::string(*date)};
    std::string toSign = stringToSign(scope, canonicalRequest(request, auth->signedHeaders));
    std::string expected = signature(credentials.secretAccessKey, scope, toSign);
    if (expected.size() != auth->signature.size()
        || CRYPTO_memcmp(expected.data(), auth->signature.data(), expected.size()) != 0)
        return invalidSignature(std::string(kSignatureMismatch));
    return success();
}

} // namespace tablesmith::sigv4
