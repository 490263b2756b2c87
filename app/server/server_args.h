#pragma once
// Command-line arguments of tablesmith-server, parsed by hand (the server links no Qt).
// Kept apart from main() so new options (--import, --export, ...) only touch this file.

#include "design_command.h"

#include <tablesmith/error.h>
#include <tablesmith/http_server.h>
#include <tablesmith/import_export.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::server {

// --import PATH [--table NAME] [--format FORMAT] [--on-error skip|abort]
struct ImportArgs {
    std::string path;
    std::string table;
    DataFormat format = DataFormat::Auto;
    BadLinePolicy onBadLine = BadLinePolicy::Abort;
};

// --export TABLE PATH [--format FORMAT]
struct ExportArgs {
    std::string table;
    std::string path;
    DataFormat format = DataFormat::Auto;
};

// --codegen LANG REQUEST.json [--endpoint URL] [--region R] (codegen_mode.h)
struct CodegenArgs {
    std::string language;
    std::string requestPath;
    std::string endpoint;
    std::string region = "us-east-1";
};

struct ServerArgs {
    std::string host = "127.0.0.1";
    std::uint16_t port = 8000;
    std::string dbPath; // empty: in memory
    bool durable = false;
    bool simulateThrottling = false; // DatabaseOptions::simulateThrottling
    std::int64_t tableTransitionMs = 0; // DatabaseOptions::tableTransitionMs
    std::int64_t timeToLiveSweepMs = 1000; // DatabaseOptions::timeToLiveSweepMs
    std::optional<Credentials> credentials;
    // The region this server is: signatures must be scoped to it (with credentials), and new
    // tables' ARNs name it.
    std::string region = "us-east-1";
    bool showVersion = false;
    bool showHelp = false;
    // Either makes the server run headless: transfer the data, then exit.
    std::optional<ImportArgs> importArgs;
    std::optional<ExportArgs> exportArgs;
    // Each prints and exits: a program for the request, or its explain verdict as JSON.
    std::optional<CodegenArgs> codegenArgs;
    std::optional<std::string> explainPath;
    // --design FILE [--check] [--save OUT [--format F]]: check or convert a design, then exit.
    std::optional<DesignArgs> designArgs;
};

// Fails with a message naming the bad argument.
Result<ServerArgs> parseServerArgs(const std::vector<std::string_view> &args);
std::string usage();

} // namespace tablesmith::server
