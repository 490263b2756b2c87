#pragma once
// The AWS CLI's shared configuration: ~/.aws/credentials and ~/.aws/config, the profiles in
// them and the AWS_* environment variables that override them, resolved as the CLI does, so
// a profile that works with `aws dynamodb` works here.
//
// Plain functions over an AwsEnvironment snapshot; tests pass their own. A missing file counts
// as empty; a malformed one fails with a ValidationException naming the file and line.

#include <tablesmith/error.h>

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith {

struct AwsEnvironment {
    std::map<std::string, std::string, std::less<>> variables;
    std::string home;

    // The current process's environment and $HOME.
    static AwsEnvironment fromProcess();

    std::string variable(std::string_view name) const; // empty when unset
    // AWS_SHARED_CREDENTIALS_FILE / AWS_CONFIG_FILE, else ~/.aws/credentials / ~/.aws/config.
    std::string credentialsPath() const;
    std::string configPath() const;
};

// Where a profile's keys come from. Keys are read with the profile; the others are obtained
// when connecting (tablesmith/aws_credentials.h): a process run, an STS AssumeRole call, or the
// IAM Identity Center portal with the token `aws sso login` cached.
enum class AwsCredentialKind { None, Keys, Process, AssumeRole, SingleSignOn };

struct AwsProfile {
    std::string name;
    std::string region;
    std::string accessKeyId;
    std::string secretAccessKey;
    std::string sessionToken;
    // endpoint_url, or the `dynamodb` entry of the profile's [services ...] section.
    std::string endpointUrl;
    // Where the keys came from, for people: "environment", or "<file> [<section>]".
    // "credential_process", "role <arn>", "IAM Identity Center (<session>)".
    std::string credentialSource;
    AwsCredentialKind credentialKind = AwsCredentialKind::None;

    bool hasCredentials() const { return !accessKeyId.empty() && !secretAccessKey.empty(); }
    // Keys now, or a way to get them when connecting.
    bool hasCredentialSource() const { return credentialKind != AwsCredentialKind::None; }
};

// Every profile named in either file, sorted, "default" first.
Result<std::vector<std::string>> listAwsProfiles(const AwsEnvironment &environment);

// The profile `name`, or, when empty, AWS_PROFILE's, else "default". Keys from the
// AWS_ACCESS_KEY_ID family win unless a profile was named; AWS_REGION / AWS_DEFAULT_REGION win
// over the file's region, AWS_ENDPOINT_URL_DYNAMODB / AWS_ENDPOINT_URL over its endpoint. A
// profile named but found in neither file is an error, as in the CLI.
Result<AwsProfile> resolveAwsProfile(const AwsEnvironment &environment,
                                     std::string_view name = {});

// Every profile listAwsProfiles() names, resolved, and the one resolveAwsProfile() picks
// without a name, from one read of each file (a GUI reads them once, off its UI thread).
struct AwsProfileSet {
    std::vector<AwsProfile> profiles;
    Result<AwsProfile> implicit = Error::validation("no profile read");
};
Result<AwsProfileSet> readAwsProfileSet(const AwsEnvironment &environment);

} // namespace tablesmith
