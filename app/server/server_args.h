#pragma once
// Command-line arguments of tablesmith-server, parsed by hand (the server links no Qt).
// Kept apart from main() so new options (--import, --export, ...) only touch this file.

#include <tablesmith/error.h>
#include <tablesmith/http_server.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::server {

struct ServerArgs {
    std::string host = "127.0.0.1";
    std::uint16_t port = 8000;
    std::string dbPath; // empty: in memory
    bool durable = false;
    std::optional<Credentials> credentials;
    bool showVersion = false;
    bool showHelp = false;
};

// Fails with a message naming the bad argument.
Result<ServerArgs> parseServerArgs(const std::vector<std::string_view> &args);
std::string usage();

} // namespace tablesmith::server
