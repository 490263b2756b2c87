#include "remote/aws_files.h"

#include <tablesmith/aws_profile.h>

#include <algorithm>
#include <cstdlib>

extern char **environ;

namespace tablesmith {
namespace {

using remote::IniSection;
using remote::IniValues;

using remote::AwsFiles;
using remote::configProfileName;

std::string expandHome(const std::string &path, const std::string &home)
{
    if (path.size() >= 2 && path[0] == '~' && path[1] == '/')
        return home + path.substr(1);
    return path;
}

std::string valueOf(const IniSection *section, std::string_view name)
{
    return remote::iniValue(section, name);
}

// endpoint_url, or "services = x" pointing at "[services x]" with a nested dynamodb entry.
std::string endpointOf(const AwsFiles &files, const IniSection *profile)
{
    if (std::string url = valueOf(profile, "endpoint_url"); !url.empty())
        return url;
    std::string services = valueOf(profile, "services");
    const IniSection *section =
        services.empty() ? nullptr : files.configSection("services " + services);
    if (!section)
        return {};
    auto dynamodb = section->nested.find("dynamodb");
    if (dynamodb == section->nested.end())
        return {};
    auto url = dynamodb->second.find("endpoint_url");
    return url == dynamodb->second.end() ? std::string() : url->second;
}

bool takeKeys(AwsProfile &profile, const IniSection *section, const std::string &path)
{
    std::string id = valueOf(section, "aws_access_key_id");
    std::string secret = valueOf(section, "aws_secret_access_key");
    if (id.empty() || secret.empty())
        return false;
    profile.accessKeyId = std::move(id);
    profile.secretAccessKey = std::move(secret);
    profile.sessionToken = valueOf(section, "aws_session_token");
    profile.credentialSource = path + " [" + section->name + "]";
    profile.credentialKind = AwsCredentialKind::Keys;
    return true;
}

bool takeEnvironmentKeys(AwsProfile &profile, const AwsEnvironment &environment)
{
    std::string id = environment.variable("AWS_ACCESS_KEY_ID");
    std::string secret = environment.variable("AWS_SECRET_ACCESS_KEY");
    if (id.empty() || secret.empty())
        return false;
    profile.accessKeyId = std::move(id);
    profile.secretAccessKey = std::move(secret);
    profile.sessionToken = environment.variable("AWS_SESSION_TOKEN");
    profile.credentialSource = "environment";
    profile.credentialKind = AwsCredentialKind::Keys;
    return true;
}

// The CLI's order within a profile: assume a role, then IAM Identity Center, then the
// credentials file's keys, then credential_process, then the config file's keys. Only keys are
// taken here; the others are resolved when connecting (aws_credentials.h).
void takeProfileCredentials(AwsProfile &profile, const AwsFiles &files,
                            const IniSection *credentials, const IniSection *config)
{
    if (std::string arn = files.profileValue(profile.name, "role_arn"); !arn.empty()) {
        profile.credentialKind = AwsCredentialKind::AssumeRole;
        profile.credentialSource = "role " + arn;
        return;
    }
    const std::string session = valueOf(config, "sso_session");
    if (!session.empty() || !valueOf(config, "sso_start_url").empty()) {
        profile.credentialKind = AwsCredentialKind::SingleSignOn;
        profile.credentialSource = session.empty() ? "IAM Identity Center"
                                                   : "IAM Identity Center (" + session + ")";
        return;
    }
    if (takeKeys(profile, credentials, files.credentialsPath))
        return;
    if (std::string process = files.profileValue(profile.name, "credential_process");
        !process.empty()) {
        profile.credentialKind = AwsCredentialKind::Process;
        profile.credentialSource = "credential_process";
        return;
    }
    takeKeys(profile, config, files.configPath);
}

std::string firstSet(std::initializer_list<std::string> values)
{
    for (const auto &value : values)
        if (!value.empty())
            return value;
    return {};
}

} // namespace

AwsEnvironment AwsEnvironment::fromProcess()
{
    AwsEnvironment environment;
    for (char **entry = environ; entry && *entry; ++entry) {
        std::string_view text(*entry);
        auto equals = text.find('=');
        if (equals != std::string_view::npos && text.substr(0, 4) == "AWS_")
            environment.variables.emplace(text.substr(0, equals), text.substr(equals + 1));
    }
    if (const char *home = std::getenv("HOME"))
        environment.home = home;
    return environment;
}

std::string AwsEnvironment::variable(std::string_view name) const
{
    auto it = variables.find(name);
    return it == variables.end() ? std::string() : it->second;
}

std::string AwsEnvironment::credentialsPath() const
{
    std::string path = variable("AWS_SHARED_CREDENTIALS_FILE");
    return expandHome(path.empty() ? "~/.aws/credentials" : path, home);
}

std::string AwsEnvironment::configPath() const
{
    std::string path = variable("AWS_CONFIG_FILE");
    return expandHome(path.empty() ? "~/.aws/config" : path, home);
}

namespace {

std::vector<std::string> profileNames(const AwsFiles &files)
{
    std::vector<std::string> names;
    for (const auto &section : files.credentials)
        names.push_back(section.name);
    for (const auto &section : files.config)
        if (auto name = configProfileName(section.name))
            names.push_back(*name);
    std::sort(names.begin(), names.end(), [](const std::string &a, const std::string &b) {
        return std::make_pair(a != "default", a) < std::make_pair(b != "default", b);
    });
    names.erase(std::unique(names.begin(), names.end()), names.end());
    return names;
}

Result<AwsProfile> resolveFrom(const AwsFiles &files, const AwsEnvironment &environment,
                               std::string_view name)
{
    const bool named = !name.empty();
    AwsProfile profile;
    profile.name = named ? std::string(name) : environment.variable("AWS_PROFILE");
    const bool chosen = named || !profile.name.empty();
    if (profile.name.empty())
        profile.name = "default";

    const IniSection *credentials = files.credentialsProfile(profile.name);
    const IniSection *config = files.configProfile(profile.name);
    if (chosen && !credentials && !config)
        return Error::validation("The config profile (" + profile.name
                                 + ") could not be found");

    if (named || !takeEnvironmentKeys(profile, environment))
        takeProfileCredentials(profile, files, credentials, config);
    profile.region = firstSet({environment.variable("AWS_REGION"),
                               environment.variable("AWS_DEFAULT_REGION"),
                               valueOf(config, "region")});
    profile.endpointUrl = firstSet({environment.variable("AWS_ENDPOINT_URL_DYNAMODB"),
                                    environment.variable("AWS_ENDPOINT_URL"),
                                    endpointOf(files, config)});
    return profile;
}

} // namespace

Result<std::vector<std::string>> listAwsProfiles(const AwsEnvironment &environment)
{
    TS_TRY_ASSIGN(AwsFiles files, remote::readAwsFiles(environment));
    return profileNames(files);
}

Result<AwsProfile> resolveAwsProfile(const AwsEnvironment &environment, std::string_view name)
{
    TS_TRY_ASSIGN(AwsFiles files, remote::readAwsFiles(environment));
    return resolveFrom(files, environment, name);
}

Result<AwsProfileSet> readAwsProfileSet(const AwsEnvironment &environment)
{
    TS_TRY_ASSIGN(AwsFiles files, remote::readAwsFiles(environment));
    AwsProfileSet set;
    for (const std::string &name : profileNames(files))
        if (auto profile = resolveFrom(files, environment, name); profile.ok())
            set.profiles.push_back(std::move(profile).value());
    set.implicit = resolveFrom(files, environment, {});
    return set;
}

} // namespace tablesmith
