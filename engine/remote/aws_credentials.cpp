#include "remote/aws_files.h"
#include "remote/credential_process.h"
#include "remote/sso_credentials.h"
#include "remote/sts_assume_role.h"

#include <tablesmith/aws_credentials.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <mutex>

namespace tablesmith {
namespace {

using remote::AwsFiles;
using Clock = std::chrono::system_clock;

// Refreshed this long before they expire, so a request never goes out with expiring keys.
constexpr auto kRefreshBefore = std::chrono::minutes(5);

Error noCredentials(const std::string &why)
{
    return {ErrorKind::UnrecognizedClientException, why};
}

std::optional<AwsCredentials> environmentKeys(const AwsEnvironment &environment)
{
    AwsCredentials keys{environment.variable("AWS_ACCESS_KEY_ID"),
                        environment.variable("AWS_SECRET_ACCESS_KEY"),
                        environment.variable("AWS_SESSION_TOKEN"),
                        std::nullopt,
                        "environment"};
    if (keys.accessKeyId.empty() || keys.secretAccessKey.empty())
        return std::nullopt;
    return keys;
}

// One resolution: walks a profile and the profiles it sources keys from.
class Resolver {
public:
    Resolver(const AwsFiles &files, const AwsEnvironment &environment,
             const CredentialResolveOptions &options)
        : m_files(files), m_environment(environment), m_options(options)
    {
    }

    Result<AwsCredentials> profile(const std::string &name)
    {
        m_visited.push_back(name);
        if (!m_files.profileValue(name, "role_arn").empty())
            return assumeRole(name);
        return withoutRole(name);
    }

private:
    bool hasSso(const std::string &name) const
    {
        const auto *config = m_files.configProfile(name);
        return !remote::iniValue(config, "sso_session").empty()
            || !remote::iniValue(config, "sso_start_url").empty();
    }

    std::optional<AwsCredentials> keysIn(const remote::IniSection *section,
                                         const std::string &path) const
    {
        AwsCredentials keys{remote::iniValue(section, "aws_access_key_id"),
                            remote::iniValue(section, "aws_secret_access_key"),
                            remote::iniValue(section, "aws_session_token"),
                            std::nullopt,
                            section ? path + " [" + section->name + "]" : std::string()};
        if (keys.accessKeyId.empty() || keys.secretAccessKey.empty())
            return std::nullopt;
        return keys;
    }

    // The chain after assume-role: IAM Identity Center, credentials-file keys,
    // credential_process, config-file keys.
    Result<AwsCredentials> withoutRole(const std::string &name)
    {
        if (hasSso(name))
            return sso(name);
        if (auto keys = keysIn(m_files.credentialsProfile(name), m_files.credentialsPath))
            return *keys;
        if (std::string command = m_files.profileValue(name, "credential_process");
            !command.empty()) {
            TS_TRY_ASSIGN(AwsCredentials keys,
                          remote::runCredentialProcess(command, m_options.processTimeout));
            keys.source = "credential_process of profile " + name;
            return keys;
        }
        if (auto keys = keysIn(m_files.configProfile(name), m_files.configPath))
            return *keys;
        return noCredentials("The profile " + name + " has no credentials: no keys, "
                             "credential_process, role_arn or sso_session");
    }

    Result<AwsCredentials> sourceCredentials(const std::string &name)
    {
        const std::string source = m_files.profileValue(name, "source_profile");
        const std::string credentialSource = m_files.profileValue(name, "credential_source");
        if (!source.empty() && !credentialSource.empty())
            return Error::validation("The profile \"" + name + "\" contains both "
                                     "source_profile and credential_source.");
        if (credentialSource == "Environment") {
            if (auto keys = environmentKeys(m_environment))
                return *keys;
            return noCredentials("The profile " + name + " takes its keys from the "
                                 "environment, but AWS_ACCESS_KEY_ID is not set");
        }
        if (!credentialSource.empty())
            return Error::validation("The credential_source \"" + credentialSource
                                     + "\" of profile " + name
                                     + " is not supported here; use Environment or "
                                       "source_profile");
        if (source.empty())
            return Error::validation("The profile " + name + " has a role_arn but no "
                                     "source_profile or credential_source");
        if (!m_files.hasProfile(source))
            return Error::validation("The source_profile \"" + source
                                     + "\" referenced in the profile \"" + name
                                     + "\" does not exist.");
        return sourceProfile(name, source);
    }

    // As botocore: a profile may name itself to take its own keys; any other revisit is a
    // loop. A source with keys and a role uses its keys.
    Result<AwsCredentials> sourceProfile(const std::string &name, const std::string &source)
    {
        const bool visited =
            std::find(m_visited.begin(), m_visited.end(), source) != m_visited.end();
        const bool hasKeys = !m_files.profileValue(source, "aws_access_key_id").empty();
        if (visited && (source != name || !hasKeys))
            return Error::validation("The source_profile chain of " + m_visited.front()
                                     + " loops back to " + source);
        if (source == name || hasKeys || m_files.profileValue(source, "role_arn").empty()) {
            m_visited.push_back(source);
            return withoutRole(source);
        }
        return profile(source);
    }

    std::string serviceEndpoint(const std::string &name, const char *variable,
                                const char *service, const std::string &fallback) const
    {
        if (std::string url = m_environment.variable(variable); !url.empty())
            return url;
        if (std::string url = m_files.serviceValue(name, service, "endpoint_url"); !url.empty())
            return url;
        return fallback;
    }

    std::string regionFor(const std::string &name) const
    {
        for (const char *variable : {"AWS_REGION", "AWS_DEFAULT_REGION"})
            if (std::string region = m_environment.variable(variable); !region.empty())
                return region;
        std::string region = m_files.profileValue(name, "region");
        return region.empty() ? std::string("us-east-1") : region;
    }

    Result<std::string> mfaCode(const std::string &name, const std::string &serial)
    {
        if (!m_options.mfaCode)
            return noCredentials("The profile " + name + " needs an MFA code for " + serial
                                 + ", and nothing here can ask for one");
        TS_TRY_ASSIGN(std::string code, m_options.mfaCode(MfaCodeRequest{name, serial}));
        if (code.empty())
            return noCredentials("No MFA code was given for " + serial);
        return code;
    }

    Result<AwsCredentials> assumeRole(const std::string &name)
    {
        TS_TRY_ASSIGN(AwsCredentials source, sourceCredentials(name));
        remote::AssumeRoleRequest request;
        request.region = regionFor(name);
        request.endpointUrl = serviceEndpoint(name, "AWS_ENDPOINT_URL_STS", "sts",
                                              "https://sts." + request.region
                                                  + ".amazonaws.com");
        request.roleArn = m_files.profileValue(name, "role_arn");
        request.roleSessionName = m_files.profileValue(name, "role_session_name");
        if (request.roleSessionName.empty())
            request.roleSessionName =
                "tablesmith-session-" + std::to_string(std::time(nullptr));
        request.externalId = m_files.profileValue(name, "external_id");
        request.durationSeconds = m_files.profileValue(name, "duration_seconds");
        request.serialNumber = m_files.profileValue(name, "mfa_serial");
        if (!request.serialNumber.empty()) {
            TS_TRY_ASSIGN(request.tokenCode, mfaCode(name, request.serialNumber));
        }
        TS_TRY_ASSIGN(AwsCredentials assumed,
                      remote::assumeRole(request, source, m_options.httpTimeout,
                                         m_options.extraCaFile));
        assumed.source = "role " + request.roleArn + " (profile " + name + ")";
        return assumed;
    }

    Result<AwsCredentials> sso(const std::string &name)
    {
        const auto *config = m_files.configProfile(name);
        remote::SsoProfile profile;
        profile.profile = name;
        profile.sessionName = remote::iniValue(config, "sso_session");
        const remote::IniSection *session = config;
        if (!profile.sessionName.empty()) {
            session = m_files.configSection("sso-session " + profile.sessionName);
            if (!session)
                return Error::validation("The profile " + name + " names sso_session "
                                         + profile.sessionName
                                         + ", but there is no [sso-session "
                                         + profile.sessionName + "] section");
        }
        profile.startUrl = remote::iniValue(session, "sso_start_url");
        profile.ssoRegion = remote::iniValue(session, "sso_region");
        profile.accountId = remote::iniValue(config, "sso_account_id");
        profile.roleName = remote::iniValue(config, "sso_role_name");
        profile.portalUrl = serviceEndpoint(name, "AWS_ENDPOINT_URL_SSO", "sso", {});
        TS_TRY_ASSIGN(AwsCredentials keys,
                      remote::ssoRoleCredentials(profile, m_environment.home,
                                                 m_options.httpTimeout,
                                                 m_options.extraCaFile));
        keys.source = "IAM Identity Center, role " + profile.roleName + " (profile " + name
            + ")";
        return keys;
    }

    const AwsFiles &m_files;
    const AwsEnvironment &m_environment;
    const CredentialResolveOptions &m_options;
    std::vector<std::string> m_visited;
};

class StaticProvider final : public CredentialProvider {
public:
    explicit StaticProvider(AwsCredentials credentials) : m_credentials(std::move(credentials))
    {
    }
    Result<AwsCredentials> credentials() override { return m_credentials; }

private:
    AwsCredentials m_credentials;
};

class ProfileProvider final : public CredentialProvider {
public:
    ProfileProvider(AwsEnvironment environment, std::string profile,
                    CredentialResolveOptions options)
        : m_environment(std::move(environment)), m_profile(std::move(profile)),
          m_options(std::move(options))
    {
    }

    Result<AwsCredentials> credentials() override
    {
        const std::lock_guard lock(m_mutex);
        if (m_cached && (!m_cached->expiration
                         || Clock::now() + kRefreshBefore < *m_cached->expiration))
            return *m_cached;
        auto resolved = resolveAwsCredentials(m_environment, m_profile, m_options);
        if (resolved.ok())
            m_cached = resolved.value();
        return resolved;
    }

private:
    std::mutex m_mutex;
    AwsEnvironment m_environment;
    std::string m_profile;
    CredentialResolveOptions m_options;
    std::optional<AwsCredentials> m_cached; // guarded by m_mutex
};

int digits(std::string_view text, std::size_t at, std::size_t count)
{
    int value = 0;
    for (std::size_t i = at; i < at + count; ++i) {
        if (i >= text.size() || text[i] < '0' || text[i] > '9')
            return -1;
        value = value * 10 + (text[i] - '0');
    }
    return value;
}

// "Z", "UTC", "+hh:mm", "+hhmm", "-hh" after the time: the offset east of UTC in seconds.
std::optional<long> zoneOffset(std::string_view zone)
{
    if (zone.empty() || zone == "Z" || zone == "UTC")
        return 0;
    if (zone.front() != '+' && zone.front() != '-')
        return std::nullopt;
    const int hours = digits(zone, 1, 2);
    int minutes = 0;
    if (zone.size() > 3)
        minutes = digits(zone, zone[3] == ':' ? 4 : 3, 2);
    if (hours < 0 || minutes < 0)
        return std::nullopt;
    const long offset = hours * 3600L + minutes * 60L;
    return zone.front() == '-' ? -offset : offset;
}

} // namespace

std::optional<Clock::time_point> parseIso8601(std::string_view text)
{
    // YYYY-MM-DDTHH:MM:SS
    if (text.size() < 19 || text[4] != '-' || text[7] != '-'
        || (text[10] != 'T' && text[10] != 't' && text[10] != ' ') || text[13] != ':'
        || text[16] != ':')
        return std::nullopt;
    std::tm utc{};
    utc.tm_year = digits(text, 0, 4) - 1900;
    utc.tm_mon = digits(text, 5, 2) - 1;
    utc.tm_mday = digits(text, 8, 2);
    utc.tm_hour = digits(text, 11, 2);
    utc.tm_min = digits(text, 14, 2);
    utc.tm_sec = digits(text, 17, 2);
    if (utc.tm_year < 0 || utc.tm_mon < 0 || utc.tm_mday < 1 || utc.tm_hour < 0
        || utc.tm_min < 0 || utc.tm_sec < 0)
        return std::nullopt;
    std::size_t at = 19;
    long fractionMicros = 0;
    if (at < text.size() && text[at] == '.') {
        long scale = 100000;
        for (++at; at < text.size() && text[at] >= '0' && text[at] <= '9'; ++at, scale /= 10)
            fractionMicros += scale > 0 ? (text[at] - '0') * scale : 0;
    }
    const auto offset = zoneOffset(text.substr(at));
    if (!offset)
        return std::nullopt;
    const std::time_t seconds = timegm(&utc) - *offset;
    return Clock::from_time_t(seconds) + std::chrono::microseconds(fractionMicros);
}

Result<AwsCredentials> resolveAwsCredentials(const AwsEnvironment &environment,
                                             std::string_view profile,
                                             const CredentialResolveOptions &options)
{
    std::string name(profile);
    if (name.empty()) {
        if (auto keys = environmentKeys(environment))
            return *keys;
        name = environment.variable("AWS_PROFILE");
    }
    const bool chosen = !name.empty();
    if (name.empty())
        name = "default";
    TS_TRY_ASSIGN(AwsFiles files, remote::readAwsFiles(environment));
    if (!files.hasProfile(name))
        return chosen ? Error::validation("The config profile (" + name + ") could not be found")
                      : noCredentials("Unable to locate credentials: no AWS_ACCESS_KEY_ID and "
                                      "no default profile");
    return Resolver(files, environment, options).profile(name);
}

std::shared_ptr<CredentialProvider> makeStaticCredentialProvider(AwsCredentials credentials)
{
    return std::make_shared<StaticProvider>(std::move(credentials));
}

std::shared_ptr<CredentialProvider>
makeProfileCredentialProvider(AwsEnvironment environment, std::string profile,
                              CredentialResolveOptions options)
{
    return std::make_shared<ProfileProvider>(std::move(environment), std::move(profile),
                                             std::move(options));
}

} // namespace tablesmith
