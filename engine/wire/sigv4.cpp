#include "wire/sigv4.h"
#include "wire/header_text.h"

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <ctime>

namespace tablesmith::sigv4 {
namespace {

constexpr std::string_view kAlgorithm = "AWS4-HMAC-SHA256";

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

std::string_view queryOf(std::string_view target)
{
    const auto question = target.find('?');
    return question == std::string_view::npos ? std::string_view{} : target.substr(question + 1);
}

// Sorted by encoded name, then value; a parameter named `leftOut` (decoded), if any, is left
// out.
std::string canonicalQuery(std::string_view target, std::string_view leftOut)
{
    std::vector<QueryParameter> params;
    for (auto &[name, value] : queryParameters(target)) {
        if (leftOut.empty() || name != leftOut)
            params.emplace_back(uriEncode(name, false), uriEncode(value, false));
    }
    std::sort(params.begin(), params.end());
    std::string out;
    for (const auto &[name, value] : params)
        out += (out.empty() ? "" : "&") + name + "=" + value;
    return out;
}

char lowerAscii(char c)
{
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

// Orders header names without regard to ASCII case.
int compareIgnoringCase(std::string_view a, std::string_view b)
{
    const std::size_t common = std::min(a.size(), b.size());
    for (std::size_t i = 0; i < common; ++i) {
        const char x = lowerAscii(a[i]), y = lowerAscii(b[i]);
        if (x != y)
            return x < y ? -1 : 1;
    }
    return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}

// "name:value[,value...]\n" per signed name, values in the request's order. One pass over the
// request's headers with a binary search each: the cost grows with the headers sent, never
// with their product with the names signed.
void appendCanonicalHeaders(std::string &out, const HttpRequest &request,
                            const std::vector<std::string> &signedHeaders)
{
    std::vector<std::size_t> byName(signedHeaders.size());
    for (std::size_t i = 0; i < byName.size(); ++i)
        byName[i] = i;
    std::sort(byName.begin(), byName.end(), [&](std::size_t a, std::size_t b) {
        return signedHeaders[a] < signedHeaders[b];
    });
    std::vector<std::pair<std::size_t, std::size_t>> found; // (signed name, request header)
    for (std::size_t h = 0; h < request.headers.size(); ++h) {
        const std::string_view name = request.headers[h].first;
        auto at = std::lower_bound(byName.begin(), byName.end(), name,
                                   [&](std::size_t i, std::string_view n) {
                                       return compareIgnoringCase(signedHeaders[i], n) < 0;
                                   });
        if (at != byName.end() && compareIgnoringCase(signedHeaders[*at], name) == 0)
            found.emplace_back(*at, h);
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    auto next = found.begin();
    for (std::size_t i = 0; i < signedHeaders.size(); ++i) {
        out += signedHeaders[i];
        out += ':';
        for (bool first = true; next != found.end() && next->first == i; ++next, first = false) {
            if (!first)
                out += ',';
            appendCanonicalValue(out, request.headers[next->second].second);
        }
        out += '\n';
    }
}

// Every header the request carries, lower case, sorted, once each: what the SDKs sign.
std::vector<std::string> headerNames(const HttpRequest &request)
{
    std::vector<std::string> names;
    for (const auto &header : request.headers)
        names.push_back(toLower(header.first));
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    return names;
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

// The canonical request, its query string without the parameter named `leftOut` (decoded).
std::string canonicalRequestWithout(const HttpRequest &request,
                                    const std::vector<std::string> &signedHeaders,
                                    std::string_view leftOut)
{
    const std::string_view path = request.target.substr(0, request.target.find('?'));
    std::string out(request.method);
    out += '\n' + (path.empty() ? std::string("/") : uriEncode(path, true));
    out += '\n' + canonicalQuery(request.target, leftOut) + '\n';
    appendCanonicalHeaders(out, request, signedHeaders);
    // The service hashes the body itself: UNSIGNED-PAYLOAD (S3's) would leave it unsigned.
    // Presigned requests too: only S3 presigns without the payload's hash.
    out += '\n' + joined(signedHeaders, ';') + '\n' + sha256Hex(request.body);
    return out;
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
    if (text.size() != 16) // strptime alone would take "2024011T..." or leading spaces
        return std::nullopt;
    std::tm utc{};
    std::string copy(text);
    const char *end = strptime(copy.c_str(), "%Y%m%dT%H%M%SZ", &utc);
    if (!end || *end != '\0')
        return std::nullopt;
    // The clock counts nanoseconds, so dates past 2262 do not fit and would wrap into the
    // past: they are held at the clock's ends, still "not yet current" (the year 3020 of
    // Alternator's test_signature_too_futuristic).
    using std::chrono::system_clock;
    constexpr auto kLimit =
        std::chrono::duration_cast<std::chrono::seconds>(system_clock::duration::max()).count();
    const std::time_t seconds = timegm(&utc);
    if (seconds > kLimit)
        return system_clock::time_point::max();
    if (seconds < -kLimit)
        return system_clock::time_point::min();
    return system_clock::from_time_t(seconds);
}

std::string sha256Hex(std::string_view data)
{
    Digest digest{};
    unsigned int size = 0;
    EVP_Digest(data.data(), data.size(), digest.data(), &size, EVP_sha256(), nullptr);
    return hex(digest.data(), digest.size());
}

std::vector<QueryParameter> queryParameters(std::string_view target)
{
    std::vector<QueryParameter> params;
    std::string_view query = queryOf(target);
    while (!query.empty()) {
        auto amp = query.find('&');
        std::string_view param = query.substr(0, amp);
        query = amp == std::string_view::npos ? std::string_view{} : query.substr(amp + 1);
        if (param.empty())
            continue;
        auto eq = param.find('=');
        std::string_view value = eq == std::string_view::npos ? "" : param.substr(eq + 1);
        params.emplace_back(uriDecode(param.substr(0, eq)), uriDecode(value));
    }
    return params;
}

std::string canonicalRequest(const HttpRequest &request,
                             const std::vector<std::string> &signedHeaders)
{
    return canonicalRequestWithout(request, signedHeaders, {});
}

std::string presignedCanonicalRequest(const HttpRequest &request,
                                      const std::vector<std::string> &signedHeaders)
{
    return canonicalRequestWithout(request, signedHeaders, "X-Amz-Signature");
}

std::string stringToSign(const Scope &scope, std::string_view canonical)
{
    return std::string(kAlgorithm) + '\n' + scope.amzDate + '\n' + credentialScope(scope) + '\n'
        + sha256Hex(canonical);
}

SigningKey signingKey(std::string_view secretAccessKey, const Scope &scope)
{
    Digest key = hmac("AWS4" + std::string(secretAccessKey), scope.amzDate.substr(0, 8));
    key = hmac(asView(key), scope.region);
    key = hmac(asView(key), scope.service);
    return hmac(asView(key), "aws4_request");
}

std::string signature(const SigningKey &key, std::string_view toSign)
{
    Digest result = hmac(asView(key), toSign);
    return hex(result.data(), result.size());
}

std::string signature(std::string_view secretAccessKey, const Scope &scope,
                      std::string_view toSign)
{
    return signature(signingKey(secretAccessKey, scope), toSign);
}

std::string sign(const HttpRequest &request, const Credentials &credentials,
                 const Scope &scope)
{
    const std::vector<std::string> names = headerNames(request);
    std::string toSign = stringToSign(scope, canonicalRequest(request, names));
    return std::string(kAlgorithm) + " Credential=" + credentials.accessKeyId + '/'
        + credentialScope(scope) + ", SignedHeaders=" + joined(names, ';')
        + ", Signature=" + signature(credentials.secretAccessKey, scope, toSign);
}

std::string presign(const HttpRequest &request, const Credentials &credentials,
                    const Scope &scope, std::chrono::seconds expires)
{
    const std::vector<std::string> names = headerNames(request);
    std::string target(request.target);
    target += target.find('?') == std::string::npos ? '?' : '&';
    target += "X-Amz-Algorithm=" + std::string(kAlgorithm) + "&X-Amz-Credential="
        + uriEncode(credentials.accessKeyId + '/' + credentialScope(scope), false)
        + "&X-Amz-Date=" + scope.amzDate + "&X-Amz-Expires=" + std::to_string(expires.count())
        + "&X-Amz-SignedHeaders=" + uriEncode(joined(names, ';'), false);
    HttpRequest presigned = request;
    presigned.target = target;
    const std::string toSign = stringToSign(scope, presignedCanonicalRequest(presigned, names));
    return target + "&X-Amz-Signature=" + signature(credentials.secretAccessKey, scope, toSign);
}

} // namespace tablesmith::sigv4
