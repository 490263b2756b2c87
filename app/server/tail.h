#pragma once
// `tablesmith-server --tail TABLE (--endpoint URL | --db FILE) [--filter PATTERN.json]
// [--from trim-horizon|latest]`: prints a table's stream records as JSON lines as they arrive,
// until interrupted. With --filter, only the records the Lambda filter pattern matches, in the
// form Lambda delivers them (with eventSourceARN).

#include <tablesmith/error.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::server {

struct TailArgs {
    std::string table;
    std::string endpoint;   // a DynamoDB-API endpoint, or
    std::string dbPath;     // a database file
    std::string filterPath; // empty: every record
    bool fromTrimHorizon = false;
    std::string region;     // for the endpoint's SigV4; empty: the AWS profile's or us-east-1
};

// Nothing when `args` has no --tail; otherwise the parsed options or what is wrong with them.
std::optional<Result<TailArgs>> parseTailArgs(const std::vector<std::string_view> &args);
std::string tailUsage();

// Runs the tail until SIGINT/SIGTERM or until stdout closes; returns the exit status.
int runTail(const TailArgs &args);

} // namespace tablesmith::server
