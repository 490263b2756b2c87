#include "server_args.h"

#include <charconv>

namespace tablesmith::server {
namespace {

Error badArgument(std::string message) { return Error::validation(std::move(message)); }

Result<std::uint16_t> parsePort(std::string_view text)
{
    unsigned value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value > 65535)
        return badArgument("invalid port: " + std::string(text));
    return static_cast<std::uint16_t>(value);
}

bool isValueOption(std::string_view name)
{
    for (std::string_view option :
         {"--port", "--host", "--db", "--access-key-id", "--secret-access-key"}) {
        if (name == option)
            return true;
    }
    return false;
}

Status applyValueOption(ServerArgs &args, std::string_view name, std::string_view value)
{
    if (name == "--port") {
        auto port = parsePort(value);
        if (!port)
            return port.takeError();
        args.port = *port;
    } else if (name == "--host") {
        args.host = value;
    } else if (name == "--db") {
        args.dbPath = value;
    } else if (name == "--access-key-id") {
        args.credentials = args.credentials.value_or(Credentials{});
        args.credentials->accessKeyId = value;
    } else if (name == "--secret-access-key") {
        args.credentials = args.credentials.value_or(Credentials{});
        args.credentials->secretAccessKey = value;
    }
    return success();
}

bool applyFlag(ServerArgs &args, std::string_view name, bool &inMemoryFlag)
{
    if (name == "--in-memory")
        inMemoryFlag = true;
    else if (name == "--durable")
        args.durable = true;
    else if (name == "--version")
        args.showVersion = true;
    else if (name == "--help" || name == "-h")
        args.showHelp = true;
    else
        return false;
    return true;
}

Status checkConsistency(const ServerArgs &args, bool inMemoryFlag)
{
    if (inMemoryFlag && !args.dbPath.empty())
        return badArgument("--db and --in-memory cannot be combined");
    if (args.dbPath.empty() && args.durable)
        return badArgument("--durable needs --db FILE");
    if (args.credentials
        && (args.credentials->accessKeyId.empty() || args.credentials->secretAccessKey.empty()))
        return badArgument("--access-key-id and --secret-access-key go together");
    if (args.host.empty())
        return badArgument("--host needs an address");
    return success();
}

} // namespace

Result<ServerArgs> parseServerArgs(const std::vector<std::string_view> &argv)
{
    ServerArgs args;
    bool inMemoryFlag = false;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        std::string_view name = argv[i];
        std::optional<std::string_view> inlineValue;
        if (auto eq = name.find('='); name.starts_with("--") && eq != std::string_view::npos) {
            inlineValue = name.substr(eq + 1);
            name = name.substr(0, eq);
        }
        if (!inlineValue && applyFlag(args, name, inMemoryFlag))
            continue;
        if (!isValueOption(name))
            return badArgument("unknown argument: " + std::string(argv[i]));
        if (!inlineValue && i + 1 >= argv.size())
            return badArgument(std::string(name) + " needs a value");
        TS_TRY_STATUS(applyValueOption(args, name, inlineValue ? *inlineValue : argv[++i]));
    }
    TS_TRY_STATUS(checkConsistency(args, inMemoryFlag));
    return args;
}

std::string usage()
{
    return "Usage: tablesmith-server [--port N] [--host ADDR] [--db FILE | --in-memory]\n"
           "                         [--durable] [--access-key-id ID --secret-access-key KEY]\n"
           "                         [--version] [--help]\n"
           "\n"
           "Serves the DynamoDB API (JSON 1.0 over HTTP) for an embedded database.\n"
           "  --port N               TCP port (default 8000; 0 picks a free one)\n"
           "  --host ADDR            address to bind (default 127.0.0.1)\n"
           "  --db FILE              database file (default: in memory, nothing kept)\n"
           "  --in-memory            keep nothing on disk\n"
           "  --durable              fsync every commit (with --db)\n"
           "  --access-key-id ID     verify SigV4 signatures with these credentials\n"
           "  --secret-access-key KEY\n"
           "  --version              print the version and exit\n";
}

} // namespace tablesmith::server
