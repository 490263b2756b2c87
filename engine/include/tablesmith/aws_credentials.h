#pragma once
// Credentials resolved as the AWS CLI resolves them, for a RemoteClient: with no profile named,
// the AWS_ACCESS_KEY_ID family first, then the profile AWS_PROFILE names (else "default");
// within a profile, `role_arn` (STS AssumeRole with keys from `source_profile` or
// `credential_source = Environment`, asking for an MFA code when `mfa_serial` is set), then IAM
// Identity Center (`sso_session` or the legacy `sso_start_url`, from the token `aws sso login`
// cached in ~/.aws/sso/cache), then the credentials file's keys, then `credential_process`,
// then the config file's keys.
//
// STS and the SSO portal are reached at AWS's regional endpoints, or where
// AWS_ENDPOINT_URL_STS / AWS_ENDPOINT_URL_SSO or the profile's [services] section point (the
// global AWS_ENDPOINT_URL is for DynamoDB here). Failures are values whose message says what
// to do, e.g. "run aws sso login --profile dev".

#include <tablesmith/aws_profile.h>
#include <tablesmith/error.h>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace tablesmith {

struct AwsCredentials {
    std::string accessKeyId;
    std::string secretAccessKey;
    std::string sessionToken;
    std::optional<std::chrono::system_clock::time_point> expiration; // none: never
    std::string source; // for people: "environment", "credential_process of profile dev", …
};

struct MfaCodeRequest {
    std::string profile;   // the profile whose role needs it
    std::string mfaSerial; // the device's ARN or serial number
};

struct CredentialResolveOptions {
    // Asks the user for the current MFA code; may block (it runs on the calling thread, a
    // worker's in the GUI). Unset: a profile with mfa_serial fails with a message.
    std::function<Result<std::string>(const MfaCodeRequest &)> mfaCode;
    std::chrono::milliseconds processTimeout{60000}; // credential_process
    std::chrono::milliseconds httpTimeout{15000};    // STS and the SSO portal
    std::string extraCaFile; // PEM certificates trusted besides the system store
};

// `profile` empty: the CLI's choice (environment keys, else AWS_PROFILE's, else "default").
// Reads the files, runs processes and makes HTTPS calls on the calling thread.
Result<AwsCredentials> resolveAwsCredentials(const AwsEnvironment &environment,
                                             std::string_view profile = {},
                                             const CredentialResolveOptions &options = {});

// Hands out credentials for signing, resolving them on first use and again shortly before
// they expire. Thread-safe: concurrent callers wait for one resolution.
class CredentialProvider {
public:
    virtual ~CredentialProvider() = default;
    virtual Result<AwsCredentials> credentials() = 0;
};

std::shared_ptr<CredentialProvider> makeStaticCredentialProvider(AwsCredentials credentials);
// resolveAwsCredentials(environment, profile, options), cached until five minutes before the
// expiration.
std::shared_ptr<CredentialProvider>
makeProfileCredentialProvider(AwsEnvironment environment, std::string profile,
                              CredentialResolveOptions options = {});

// Parses what a credential_process printed (Version 1 JSON); exposed for tests.
Result<AwsCredentials> parseCredentialProcessOutput(std::string_view json);
// "2024-05-01T12:00:00Z", with optional fractions and a Z, UTC or ±hh:mm zone.
std::optional<std::chrono::system_clock::time_point> parseIso8601(std::string_view text);

} // namespace tablesmith
