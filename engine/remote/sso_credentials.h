#pragma once
// IAM Identity Center: the access token `aws sso login` cached in
// ~/.aws/sso/cache/<sha1 of the sso_session name, or of the legacy sso_start_url>.json, traded
// at the SSO portal (GetRoleCredentials) for the role's short-term keys. The token is never
// refreshed here: an expired or missing one asks the user to run `aws sso login`.

#include <tablesmith/aws_credentials.h>

#include <chrono>
#include <string>

namespace tablesmith::remote {

struct SsoProfile {
    std::string profile;     // for the message
    std::string sessionName; // sso_session; empty for the legacy form
    std::string startUrl;
    std::string ssoRegion;
    std::string accountId;
    std::string roleName;
    std::string portalUrl; // empty: https://portal.sso.<ssoRegion>.amazonaws.com
};

// The cache file's name, e.g. "<40 hex digits>.json".
std::string ssoCacheFileName(const SsoProfile &profile);

Result<AwsCredentials> ssoRoleCredentials(const SsoProfile &profile, const std::string &home,
                                          std::chrono::milliseconds timeout,
                                          const std::string &extraCaFile);

} // namespace tablesmith::remote
