#include "remote/aws_ini.h"

#include <tablesmith/aws_profile.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <sstream>

extern char **environ;

namespace tablesmith {
namespace {

using remote::IniSection;
using remote::IniValues;

struct AwsFiles {
    std::string credentialsPath;
    std::string configPath;
    std::vector<IniSection> credentials;
    std::vector<IniSection> config;
};

std::string expandHome(const std::string &path, const std::string &home)
{
    if (path.size() >= 2 && path[0] == '~' && path[1] == '/')
        return home + path.substr(1);
    return path;
}

// A file that does not exist is empty; one that exists but cannot be parsed is an error.
Result<std::vector<IniSection>> readIniFile(const std::string &path)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return std::vector<IniSection>{};
    std::ostringstream text;
    text << file.rdbuf();
    return remote::parseAwsIni(text.str(), path);
}

Result<AwsFiles> readFiles(const AwsEnvironment &environment)
{
    AwsFiles files;
    files.credentialsPath = environment.credentialsPath();
    files.configPath = environment.configPath();
    TS_TRY_ASSIGN(files.credentials, readIniFile(files.credentialsPath));
    TS_TRY_ASSIGN(files.config, readIniFile(files.configPath));
    return files;
}

// In the config file profiles are "[profile name]", except the default, "[default]"; the
// credentials file names them bare.
std::optional<std::string> configProfileName(std::string_view section)
{
    if (section == "default")
        return std::string(section);
    constexpr std::string_view prefix = "profile ";
    if (section.substr(0, prefix.size()) != prefix)
        return std::nullopt;
    section.remove_prefix(prefix.size());
    while (!section.empty() && section.front() == ' ')
        section.remove_prefix(1);
    return std::string(section);
}

const IniSection *findSection(const std::vector<IniSection> &sections, std::string_view name)
{
    for (const auto &section : sections)
        if (section.name == name)
            return &section;
    return nullptr;
}

const IniSection *findConfigProfile(const AwsFiles &files, std::string_view name)
{
    for (const auto &section : files.config)
        if (configProfileName(section.name) == name)
            return &section;
    return nullptr;
}

std::string valueOf(const IniSection *section, std::string_view name)
{
    if (!section)
        return {};
    auto it = section->values.find(name);
    return it == section->values.end() ? std::string() : it->second;
}

// endpoint_url, or "services = x" pointing at "[services x]" with a nested dynamodb entry.
std::string endpointOf(const AwsFiles &files, const IniSection *profile)
{
    if (std::string url = valueOf(profile, "endpoint_url"); !url.empty())
        return url;
    std::string services = valueOf(profile, "services");
    const IniSection *section =
        services.empty() ? nullptr : findSection(files.config, "services " + services);
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
    return true;
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

    const IniSection *credentials = findSection(files.credentials, profile.name);
    const IniSection *config = findConfigProfile(files, profile.name);
    if (chosen && !credentials && !config)
        return Error::validation("The config profile (" + profile.name
                                 + ") could not be found");

    if (named || !takeEnvironmentKeys(profile, environment)) {
        if (!takeKeys(profile, credentials, files.credentialsPath))
            takeKeys(profile, config, files.configPath);
    }
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
    TS_TRY_ASSIGN(AwsFiles files, readFiles(environment));
    return profileNames(files);
}

Result<AwsProfile> resolveAwsProfile(const AwsEnvironment &environment, std::string_view name)
{
    TS_TRY_ASSIGN(AwsFiles files, readFiles(environment));
    return resolveFrom(files, environment, name);
}

Result<AwsProfileSet> readAwsProfileSet(const AwsEnvironment &environment)
{
    TS_TRY_ASSIGN(AwsFiles files, readFiles(environment));
    AwsProfileSet set;
    for (const std::string &name : profileNames(files))
        if (auto profile = resolveFrom(files, environment, name); profile.ok())
            set.profiles.push_back(std::move(profile).value());
    set.implicit = resolveFrom(files, environment, {});
    return set;
}

} // namespace tablesmith
