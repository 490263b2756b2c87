#pragma once
// credential_process: the command a profile names, run without a shell (its words split as a
// POSIX shell would, quotes and backslashes honoured), its standard output read as Version 1
// JSON. A command that fails, hangs past the timeout or prints something else is an error that
// quotes its first line of standard error.

#include <tablesmith/aws_credentials.h>

#include <chrono>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::remote {

// "a 'b c' \"d\\\"e\"" -> {a, b c, d"e}; an unclosed quote is an error.
Result<std::vector<std::string>> splitCommandLine(std::string_view command);

Result<AwsCredentials> runCredentialProcess(std::string_view command,
                                            std::chrono::milliseconds timeout);

} // namespace tablesmith::remote
