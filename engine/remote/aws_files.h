#pragma once
// The AWS CLI's two shared files read once: ~/.aws/credentials (profiles named bare) and
// ~/.aws/config ("[profile name]", "[default]", "[sso-session name]", "[services name]").
// What profile resolution and credential resolution both look things up in.

#include "remote/aws_ini.h"

#include <tablesmith/aws_profile.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::remote {

struct AwsFiles {
    std::string credentialsPath;
    std::string configPath;
    std::vector<IniSection> credentials;
    std::vector<IniSection> config;

    const IniSection *credentialsProfile(std::string_view name) const;
    const IniSection *configProfile(std::string_view name) const;
    // A config section by its whole header text, e.g. "sso-session corp".
    const IniSection *configSection(std::string_view header) const;
    bool hasProfile(std::string_view name) const
    {
        return credentialsProfile(name) || configProfile(name);
    }
    // The profile's value for `key`, the credentials file's over the config file's, as the
    // CLI merges them.
    std::string profileValue(std::string_view name, std::string_view key) const;
    // A nested entry of the profile's [services x] section, e.g. ("sts", "endpoint_url").
    std::string serviceValue(std::string_view name, std::string_view service,
                             std::string_view key) const;
};

// A file that does not exist is empty; one that exists but cannot be parsed is an error.
Result<AwsFiles> readAwsFiles(const AwsEnvironment &environment);

std::string iniValue(const IniSection *section, std::string_view name);

// "profile dev" -> "dev", "default" -> "default", anything else -> nothing.
std::optional<std::string> configProfileName(std::string_view section);

} // namespace tablesmith::remote
