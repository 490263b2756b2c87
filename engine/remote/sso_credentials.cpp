#include "remote/sso_credentials.h"

#include "remote/remote_connection.h"
#include "remote/sts_assume_role.h"

#include <tablesmith/version.h>

#include <boost/beast/http/field.hpp>
#include <boost/json/parse.hpp>

#include <openssl/evp.h>

#include <fstream>
#include <sstream>

namespace tablesmith::remote {
namespace {

namespace http = boost::beast::http;
namespace json = boost::json;

std::string sha1Hex(std::string_view text)
{
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int size = 0;
    EVP_Digest(text.data(), text.size(), digest, &size, EVP_sha1(), nullptr);
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    for (unsigned int i = 0; i < size; ++i) {
        out += kHex[digest[i] >> 4];
        out += kHex[digest[i] & 15];
    }
    return out;
}

Error loginAgain(const SsoProfile &profile, const std::string &why)
{
    return {ErrorKind::UnrecognizedClientException,
            why + ". Run `aws sso login --profile " + profile.profile + "` and connect again."};
}

std::string text(const json::object &object, std::string_view name)
{
    const auto *value = object.if_contains(name);
    return value && value->is_string() ? std::string(value->get_string()) : std::string();
}

// The cached access token, if it is there and has not expired.
Result<std::string> cachedToken(const SsoProfile &profile, const std::string &home)
{
    const std::string path = home + "/.aws/sso/cache/" + ssoCacheFileName(profile);
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return loginAgain(profile, "No IAM Identity Center token is cached for "
                                       + (profile.sessionName.empty() ? profile.startUrl
                                                                      : profile.sessionName));
    std::ostringstream read;
    read << file.rdbuf();
    json::error_code ec;
    json::value cached = json::parse(read.str(), ec);
    const std::string token = !ec && cached.is_object() ? text(cached.as_object(), "accessToken")
                                                       : std::string();
    const auto expires = !ec && cached.is_object()
        ? parseIso8601(text(cached.as_object(), "expiresAt"))
        : std::nullopt;
    if (token.empty() || !expires)
        return loginAgain(profile, "The IAM Identity Center token in " + path + " is unreadable");
    if (*expires <= std::chrono::system_clock::now())
        return loginAgain(profile, "The IAM Identity Center session of profile "
                                       + profile.profile + " has expired");
    return token;
}

HttpRequest roleCredentialsRequest(const EndpointUrl &portal, const SsoProfile &profile,
                                   const std::string &token)
{
    // The path an endpoint URL may carry goes before the operation's.
    std::string base = portal.path;
    while (!base.empty() && base.back() == '/')
        base.pop_back();
    const std::string target = base + "/federation/credentials?role_name="
        + percentEncode(profile.roleName) + "&account_id=" + percentEncode(profile.accountId);
    HttpRequest request{http::verb::get, target, 11};
    request.set(http::field::host, portal.hostHeader());
    request.set("x-amz-sso_bearer_token", token);
    request.set(http::field::user_agent, "tablesmith/" + std::string(version()));
    return request;
}

Result<AwsCredentials> parseRoleCredentials(const std::string &body, const std::string &what)
{
    json::error_code ec;
    json::value answer = json::parse(body, ec);
    const json::value *role = !ec && answer.is_object()
        ? answer.as_object().if_contains("roleCredentials")
        : nullptr;
    if (!role || !role->is_object())
        return Error{ErrorKind::UnrecognizedClientException,
                     what + " answered without roleCredentials"};
    const json::object &keys = role->as_object();
    AwsCredentials credentials;
    credentials.accessKeyId = text(keys, "accessKeyId");
    credentials.secretAccessKey = text(keys, "secretAccessKey");
    credentials.sessionToken = text(keys, "sessionToken");
    if (const auto *expiration = keys.if_contains("expiration"); expiration
        && expiration->is_number())
        credentials.expiration = std::chrono::system_clock::time_point(
            std::chrono::milliseconds(expiration->to_number<std::int64_t>()));
    if (credentials.accessKeyId.empty() || credentials.secretAccessKey.empty())
        return Error{ErrorKind::UnrecognizedClientException,
                     what + " answered without keys"};
    return credentials;
}

} // namespace

std::string ssoCacheFileName(const SsoProfile &profile)
{
    return sha1Hex(profile.sessionName.empty() ? profile.startUrl : profile.sessionName)
        + ".json";
}

Result<AwsCredentials> ssoRoleCredentials(const SsoProfile &profile, const std::string &home,
                                          std::chrono::milliseconds timeout,
                                          const std::string &extraCaFile)
{
    if (profile.accountId.empty() || profile.roleName.empty() || profile.ssoRegion.empty())
        return Error::validation("The profile " + profile.profile
                                 + " needs sso_account_id, sso_role_name and sso_region for "
                                   "IAM Identity Center");
    TS_TRY_ASSIGN(std::string token, cachedToken(profile, home));
    const std::string url = profile.portalUrl.empty()
        ? "https://portal.sso." + profile.ssoRegion + ".amazonaws.com"
        : profile.portalUrl;
    TS_TRY_ASSIGN(EndpointUrl portal, parseEndpointUrl(url));
    TS_TRY_ASSIGN(HttpResponse response,
                  exchangeOnce(portal, roleCredentialsRequest(portal, profile, token), timeout,
                               extraCaFile));
    const std::string what = "IAM Identity Center (" + portal.text() + ")";
    const int status = int(response.result_int());
    if (status == 401 || status == 403)
        return loginAgain(profile, what + " refused the cached token");
    if (status != 200)
        return Error{ErrorKind::UnrecognizedClientException,
                     what + " answered HTTP " + std::to_string(status) + " for role "
                         + profile.roleName + " in account " + profile.accountId};
    return parseRoleCredentials(response.body(), what);
}

} // namespace tablesmith::remote
