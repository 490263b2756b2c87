#pragma once
// STS AssumeRole over its Query API: a form-encoded POST signed with SigV4 (service "sts"),
// answered in XML. Only the few elements needed are read, by local name, so namespaces,
// attributes and element order do not matter.

#include <tablesmith/aws_credentials.h>

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace tablesmith::remote {

struct AssumeRoleRequest {
    std::string endpointUrl; // e.g. https://sts.eu-west-1.amazonaws.com
    std::string region;      // signing region
    std::string roleArn;
    std::string roleSessionName;
    std::string externalId;     // optional
    std::string serialNumber;   // mfa_serial, optional
    std::string tokenCode;      // the MFA code, with serialNumber
    std::string durationSeconds; // optional
};

Result<AwsCredentials> assumeRole(const AssumeRoleRequest &request,
                                  const AwsCredentials &source,
                                  std::chrono::milliseconds timeout,
                                  const std::string &extraCaFile);

// The text of the first element named `name` (any namespace prefix) inside the first element
// named `within` (empty: anywhere), entities decoded; nothing when absent.
std::optional<std::string> xmlElementText(std::string_view xml, std::string_view name,
                                          std::string_view within = {});

// RFC 3986 percent-encoding of everything but unreserved characters.
std::string percentEncode(std::string_view text);

} // namespace tablesmith::remote
