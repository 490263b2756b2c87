#pragma once
// The AWS CLI's INI dialect: [section] headers, "name = value" lines, comments starting with
// # or ;, and indented "name = value" lines nested under a name with an empty value (as the
// [services ...] sections use: "dynamodb =\n  endpoint_url = ...").

#include <tablesmith/error.h>

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::remote {

using IniValues = std::map<std::string, std::string, std::less<>>;

struct IniSection {
    std::string name; // the header's text, trimmed: "default", "profile dev", "services x"
    IniValues values;
    std::map<std::string, IniValues, std::less<>> nested;
};

// `fileName` only names the file in errors: "<file>:<line>: <what is wrong>".
Result<std::vector<IniSection>> parseAwsIni(std::string_view text, std::string_view fileName);

} // namespace tablesmith::remote
