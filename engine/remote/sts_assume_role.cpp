#include "remote/sts_assume_role.h"

#include "remote/remote_connection.h"
#include "wire/sigv4.h"

#include <tablesmith/version.h>

#include <boost/beast/http/field.hpp>

#include <cctype>

namespace tablesmith::remote {
namespace {

namespace http = boost::beast::http;

bool isNameCharacter(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.'
        || c == ':';
}

// Where the element `name` opens at or after `from`: the index just past its '>'.
std::optional<std::size_t> openingEnd(std::string_view xml, std::string_view name,
                                      std::size_t from)
{
    for (std::size_t at = xml.find('<', from); at != std::string_view::npos;
         at = xml.find('<', at + 1)) {
        std::size_t end = at + 1;
        while (end < xml.size() && isNameCharacter(xml[end]))
            ++end;
        std::string_view tag = xml.substr(at + 1, end - at - 1);
        if (auto colon = tag.rfind(':'); colon != std::string_view::npos)
            tag.remove_prefix(colon + 1);
        if (tag != name || end >= xml.size() || xml[end] == ':')
            continue;
        const std::size_t close = xml.find('>', end);
        if (close == std::string_view::npos)
            return std::nullopt;
        if (xml[close - 1] == '/') // <Name/>: empty
            return close; // the caller finds no text before the next '<'
        return close + 1;
    }
    return std::nullopt;
}

std::string decodeEntities(std::string_view text)
{
    static constexpr std::pair<std::string_view, char> kEntities[] = {
        {"&amp;", '&'}, {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}, {"&apos;", '\''}};
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        bool replaced = false;
        for (const auto &[entity, c] : kEntities)
            if (text.substr(i, entity.size()) == entity) {
                out += c;
                i += entity.size() - 1;
                replaced = true;
                break;
            }
        if (!replaced && text.substr(i, 2) == "&#") {
            const auto semi = text.find(';', i);
            const bool hex = i + 2 < text.size() && (text[i + 2] == 'x' || text[i + 2] == 'X');
            if (semi != std::string_view::npos) {
                const std::string digits(text.substr(i + (hex ? 3 : 2),
                                                     semi - i - (hex ? 3 : 2)));
                const long code = std::strtol(digits.c_str(), nullptr, hex ? 16 : 10);
                if (code > 0 && code < 128) {
                    out += char(code);
                    i = semi;
                    replaced = true;
                }
            }
        }
        if (!replaced)
            out += text[i];
    }
    return out;
}

std::string trimmed(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos)
        return {};
    return std::string(text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1));
}

std::string formBody(const AssumeRoleRequest &request)
{
    std::string body = "Action=AssumeRole&Version=2011-06-15";
    auto add = [&body](std::string_view name, const std::string &value) {
        if (!value.empty())
            body += "&" + std::string(name) + "=" + percentEncode(value);
    };
    add("RoleArn", request.roleArn);
    add("RoleSessionName", request.roleSessionName);
    add("ExternalId", request.externalId);
    add("DurationSeconds", request.durationSeconds);
    if (!request.tokenCode.empty()) {
        add("SerialNumber", request.serialNumber);
        add("TokenCode", request.tokenCode);
    }
    return body;
}

HttpRequest signedRequest(const EndpointUrl &endpoint, const AssumeRoleRequest &request,
                          const AwsCredentials &source)
{
    const std::string body = formBody(request);
    const std::string host = endpoint.hostHeader();
    const std::string date = sigv4::amzDate(std::chrono::system_clock::now());
    constexpr std::string_view kForm = "application/x-www-form-urlencoded; charset=utf-8";
    sigv4::HttpRequest toSign{"POST", endpoint.path, {}, body};
    toSign.headers = {{"host", host}, {"content-type", kForm}, {"x-amz-date", date}};
    if (!source.sessionToken.empty())
        toSign.headers.emplace_back("x-amz-security-token", source.sessionToken);
    const std::string authorization =
        sigv4::sign(toSign, {source.accessKeyId, source.secretAccessKey},
                    {request.region, "sts", date});
    HttpRequest http{http::verb::post, endpoint.path, 11};
    for (const auto &[name, value] : toSign.headers)
        http.set(name, value);
    http.set(http::field::authorization, authorization);
    http.set(http::field::user_agent, "tablesmith/" + std::string(version()));
    http.body() = body;
    http.prepare_payload();
    return http;
}

} // namespace

std::string percentEncode(std::string_view text)
{
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    for (unsigned char c : text) {
        if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
            out += char(c);
        } else {
            out += '%';
            out += kHex[c >> 4];
            out += kHex[c & 15];
        }
    }
    return out;
}

std::optional<std::string> xmlElementText(std::string_view xml, std::string_view name,
                                          std::string_view within)
{
    std::size_t from = 0;
    if (!within.empty()) {
        auto outer = openingEnd(xml, within, 0);
        if (!outer)
            return std::nullopt;
        from = *outer;
    }
    auto start = openingEnd(xml, name, from);
    if (!start)
        return std::nullopt;
    const std::size_t end = xml.find('<', *start);
    if (end == std::string_view::npos)
        return std::nullopt;
    if (xml[*start] == '>') // <Name/>
        return std::string();
    return decodeEntities(trimmed(xml.substr(*start, end - *start)));
}

Result<AwsCredentials> assumeRole(const AssumeRoleRequest &request,
                                  const AwsCredentials &source,
                                  std::chrono::milliseconds timeout,
                                  const std::string &extraCaFile)
{
    TS_TRY_ASSIGN(EndpointUrl endpoint, parseEndpointUrl(request.endpointUrl));
    TS_TRY_ASSIGN(HttpResponse response,
                  exchangeOnce(endpoint, signedRequest(endpoint, request, source), timeout,
                               extraCaFile));
    const std::string &body = response.body();
    const std::string what = "AssumeRole of " + request.roleArn + " at " + endpoint.text();
    if (response.result_int() != 200) {
        auto code = xmlElementText(body, "Code", "Error");
        auto message = xmlElementText(body, "Message", "Error");
        if (!code)
            return Error{ErrorKind::UnrecognizedClientException,
                         what + " answered HTTP " + std::to_string(response.result_int())
                             + ", not an STS error"};
        return Error{ErrorKind::UnrecognizedClientException,
                     what + " failed: " + *code + (message ? ": " + *message : "")};
    }
    AwsCredentials credentials;
    credentials.accessKeyId = xmlElementText(body, "AccessKeyId", "Credentials").value_or("");
    credentials.secretAccessKey =
        xmlElementText(body, "SecretAccessKey", "Credentials").value_or("");
    credentials.sessionToken = xmlElementText(body, "SessionToken", "Credentials").value_or("");
    if (auto expiration = xmlElementText(body, "Expiration", "Credentials"))
        credentials.expiration = parseIso8601(*expiration);
    if (credentials.accessKeyId.empty() || credentials.secretAccessKey.empty())
        return Error{ErrorKind::UnrecognizedClientException,
                     what + " answered without Credentials"};
    return credentials;
}

} // namespace tablesmith::remote
