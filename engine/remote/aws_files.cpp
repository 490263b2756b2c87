#include "remote/aws_files.h"

#include <fstream>
#include <sstream>

namespace tablesmith::remote {
namespace {

Result<std::vector<IniSection>> readIniFile(const std::string &path)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return std::vector<IniSection>{};
    std::ostringstream text;
    text << file.rdbuf();
    return parseAwsIni(text.str(), path);
}

const IniSection *findSection(const std::vector<IniSection> &sections, std::string_view name)
{
    for (const auto &section : sections)
        if (section.name == name)
            return &section;
    return nullptr;
}

} // namespace

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

std::string iniValue(const IniSection *section, std::string_view name)
{
    if (!section)
        return {};
    auto it = section->values.find(name);
    return it == section->values.end() ? std::string() : it->second;
}

const IniSection *AwsFiles::credentialsProfile(std::string_view name) const
{
    return findSection(credentials, name);
}

const IniSection *AwsFiles::configProfile(std::string_view name) const
{
    for (const auto &section : config)
        if (configProfileName(section.name) == name)
            return &section;
    return nullptr;
}

const IniSection *AwsFiles::configSection(std::string_view header) const
{
    return findSection(config, header);
}

std::string AwsFiles::profileValue(std::string_view name, std::string_view key) const
{
    std::string value = iniValue(credentialsProfile(name), key);
    return value.empty() ? iniValue(configProfile(name), key) : value;
}

std::string AwsFiles::serviceValue(std::string_view name, std::string_view service,
                                   std::string_view key) const
{
    const std::string services = iniValue(configProfile(name), "services");
    const IniSection *section = services.empty() ? nullptr : configSection("services " + services);
    if (!section)
        return {};
    auto entry = section->nested.find(service);
    if (entry == section->nested.end())
        return {};
    auto value = entry->second.find(key);
    return value == entry->second.end() ? std::string() : value->second;
}

Result<AwsFiles> readAwsFiles(const AwsEnvironment &environment)
{
    AwsFiles files;
    files.credentialsPath = environment.credentialsPath();
    files.configPath = environment.configPath();
    TS_TRY_ASSIGN(files.credentials, readIniFile(files.credentialsPath));
    TS_TRY_ASSIGN(files.config, readIniFile(files.configPath));
    return files;
}

} // namespace tablesmith::remote
