#include "server_args.h"

#include <charconv>

namespace tablesmith::server {
namespace {

Error badArgument(std::string message) { return Error::validation(std::move(message)); }

// The import/export options as given, checked together once all are read.
struct TransferOptions {
    std::optional<std::string> importPath;
    std::optional<std::string> exportTable;
    std::string exportPath;
    std::optional<std::string> table;
    std::optional<std::string> format;
    std::optional<std::string> onError;
    std::optional<std::string> endpoint; // --codegen's
    std::optional<std::string> region;
    std::optional<std::string> design; // --design, with --check / --save
    bool check = false;
    std::optional<std::string> save;
};

Result<std::uint16_t> parsePort(std::string_view text)
{
    unsigned value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value > 65535)
        return badArgument("invalid port: " + std::string(text));
    return static_cast<std::uint16_t>(value);
}

// --table-transition-ms: 0 (ACTIVE at once) up to an hour.
Result<std::int64_t> parseTransitionMs(std::string_view text)
{
    std::int64_t value = -1;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < 0
        || value > 3'600'000)
        return badArgument("--table-transition-ms takes milliseconds from 0 to 3600000, not "
                           + std::string(text));
    return value;
}

// --ttl-sweep-ms: from 10 ms (a busy loop otherwise) up to an hour.
Result<std::int64_t> parseSweepMs(std::string_view text)
{
    std::int64_t value = -1;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < 10
        || value > 3'600'000)
        return badArgument("--ttl-sweep-ms takes milliseconds from 10 to 3600000, not "
                           + std::string(text));
    return value;
}

bool isValueOption(std::string_view name)
{
    for (std::string_view option :
         {"--port", "--host", "--db", "--access-key-id", "--secret-access-key", "--import",
          "--table", "--format", "--on-error", "--explain", "--endpoint", "--region",
          "--design", "--save", "--table-transition-ms", "--ttl-sweep-ms"}) {
        if (name == option)
            return true;
    }
    return false;
}

Status applyValueOption(ServerArgs &args, TransferOptions &transfer, std::string_view name,
                        std::string_view value)
{
    if (name == "--import") {
        transfer.importPath = value;
    } else if (name == "--table") {
        transfer.table = value;
    } else if (name == "--format") {
        transfer.format = value;
    } else if (name == "--on-error") {
        transfer.onError = value;
    } else if (name == "--explain") {
        args.explainPath = value;
    } else if (name == "--endpoint") {
        transfer.endpoint = value;
    } else if (name == "--region") {
        transfer.region = value;
    } else if (name == "--design") {
        transfer.design = value;
    } else if (name == "--save") {
        transfer.save = value;
    } else if (name == "--port") {
        auto port = parsePort(value);
        if (!port)
            return port.takeError();
        args.port = *port;
    } else if (name == "--table-transition-ms") {
        TS_TRY_ASSIGN(args.tableTransitionMs, parseTransitionMs(value));
    } else if (name == "--ttl-sweep-ms") {
        TS_TRY_ASSIGN(args.timeToLiveSweepMs, parseSweepMs(value));
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
    else if (name == "--simulate-throttling")
        args.simulateThrottling = true;
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

Result<BadLinePolicy> parseOnError(std::string_view text)
{
    if (text == "skip")
        return BadLinePolicy::Skip;
    if (text == "abort")
        return BadLinePolicy::Abort;
    return badArgument("--on-error takes skip or abort, not " + std::string(text));
}

// --design FILE [--check] [--save OUT [--format F]]; --format names a design format here.
Status applyDesign(ServerArgs &args, const TransferOptions &transfer)
{
    if (!transfer.design) {
        if (transfer.check || transfer.save)
            return badArgument(std::string(transfer.check ? "--check" : "--save")
                               + " goes with --design");
        return success();
    }
    if (transfer.importPath || transfer.exportTable)
        return badArgument("--design cannot be combined with --import or --export");
    if (!transfer.check && !transfer.save)
        return badArgument("--design needs --check or --save OUT");
    args.designArgs = DesignArgs{*transfer.design, transfer.check, transfer.save.value_or(""),
                                 transfer.format};
    return success();
}

Status applyTransfer(ServerArgs &args, const TransferOptions &transfer)
{
    if (transfer.design) // applyDesign() reads --format as a design format
        return success();
    if (transfer.importPath && transfer.exportTable)
        return badArgument("--import and --export cannot be combined");
    if (!transfer.importPath && (transfer.table || transfer.onError))
        return badArgument(std::string(transfer.table ? "--table" : "--on-error")
                           + " goes with --import");
    if (!transfer.importPath && !transfer.exportTable && transfer.format)
        return badArgument("--format goes with --import or --export");
    DataFormat format = DataFormat::Auto;
    if (transfer.format) {
        TS_TRY_ASSIGN(format, parseDataFormat(*transfer.format));
    }
    if (transfer.importPath) {
        BadLinePolicy policy = BadLinePolicy::Abort;
        if (transfer.onError) {
            TS_TRY_ASSIGN(policy, parseOnError(*transfer.onError));
        }
        args.importArgs = ImportArgs{*transfer.importPath, transfer.table.value_or(""), format,
                                     policy};
    }
    if (transfer.exportTable) {
        if (format == DataFormat::WorkbenchModel)
            return badArgument("--export writes jsonl, json or csv, not a model");
        args.exportArgs = ExportArgs{*transfer.exportTable, transfer.exportPath, format};
    }
    return success();
}

// --export TABLE PATH: the only option with two values.
Result<std::size_t> takeExport(const std::vector<std::string_view> &argv, std::size_t i,
                               std::optional<std::string_view> inlineValue,
                               TransferOptions &transfer)
{
    std::size_t needed = inlineValue ? 1 : 2;
    if (i + needed >= argv.size())
        return badArgument("--export needs a table and a path");
    transfer.exportTable = inlineValue ? *inlineValue : argv[i + 1];
    transfer.exportPath = argv[i + needed];
    if (transfer.exportTable->empty() || transfer.exportPath.empty())
        return badArgument("--export needs a table and a path");
    return i + needed;
}

// --codegen LANG REQUEST.json, like --export a two-value option; --endpoint and --region go
// with it.
Result<std::size_t> takeCodegen(const std::vector<std::string_view> &argv, std::size_t i,
                                std::optional<std::string_view> inlineValue, ServerArgs &args)
{
    std::size_t needed = inlineValue ? 1 : 2;
    if (i + needed >= argv.size())
        return badArgument("--codegen needs a language and a request file");
    args.codegenArgs = CodegenArgs{};
    args.codegenArgs->language = inlineValue ? *inlineValue : argv[i + 1];
    args.codegenArgs->requestPath = argv[i + needed];
    return i + needed;
}

Status applyCodegen(ServerArgs &args, const TransferOptions &transfer)
{
    if (!args.codegenArgs && transfer.endpoint)
        return badArgument("--endpoint goes with --codegen");
    if (args.codegenArgs && args.explainPath)
        return badArgument("--codegen and --explain cannot be combined");
    if (args.codegenArgs) {
        args.codegenArgs->endpoint = transfer.endpoint.value_or("");
        args.codegenArgs->region = transfer.region.value_or("us-east-1");
    }
    return success();
}

} // namespace

Result<ServerArgs> parseServerArgs(const std::vector<std::string_view> &argv)
{
    ServerArgs args;
    TransferOptions transfer;
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
        if (name == "--check" && !inlineValue) {
            transfer.check = true;
            continue;
        }
        if (name == "--export") {
            TS_TRY_ASSIGN(i, takeExport(argv, i, inlineValue, transfer));
            continue;
        }
        if (name == "--codegen") {
            TS_TRY_ASSIGN(i, takeCodegen(argv, i, inlineValue, args));
            continue;
        }
        if (!isValueOption(name))
            return badArgument("unknown argument: " + std::string(argv[i]));
        if (!inlineValue && i + 1 >= argv.size())
            return badArgument(std::string(name) + " needs a value");
        TS_TRY_STATUS(
            applyValueOption(args, transfer, name, inlineValue ? *inlineValue : argv[++i]));
    }
    TS_TRY_STATUS(checkConsistency(args, inMemoryFlag));
    if (transfer.region && transfer.region->empty())
        return badArgument("--region needs a region, e.g. us-east-1");
    args.region = transfer.region.value_or("us-east-1");
    TS_TRY_STATUS(applyTransfer(args, transfer));
    TS_TRY_STATUS(applyCodegen(args, transfer));
    TS_TRY_STATUS(applyDesign(args, transfer));
    return args;
}

std::string usage()
{
    return "Usage: tablesmith-server [--port N] [--host ADDR] [--db FILE | --in-memory]\n"
           "                         [--durable] [--access-key-id ID --secret-access-key KEY]\n"
           "                         [--region R] [--simulate-throttling]\n"
           "                         [--table-transition-ms N] [--ttl-sweep-ms N]\n"
           "                         [--version] [--help]\n"
           "       tablesmith-server --db FILE --import PATH [--table NAME] [--format FORMAT]\n"
           "                         [--on-error skip|abort]\n"
           "       tablesmith-server --db FILE --export TABLE PATH [--format FORMAT]\n"
           "       tablesmith-server --codegen LANG REQUEST.json [--endpoint URL] [--region R]\n"
           "       tablesmith-server --db FILE --explain REQUEST.json\n"
           "       tablesmith-server --design FILE [--check] [--save OUT [--format FORMAT]]\n"
           "\n"
           "Serves the DynamoDB API (JSON 1.0 over HTTP) for an embedded database.\n"
           "With --import or --export it moves data in or out instead, then exits.\n"
           "  --port N               TCP port (default 8000; 0 picks a free one)\n"
           "  --host ADDR            address to bind (default 127.0.0.1)\n"
           "  --db FILE              database file (default: in memory, nothing kept)\n"
           "  --in-memory            keep nothing on disk\n"
           "  --durable              fsync every commit (with --db)\n"
           "  --access-key-id ID     verify SigV4 signatures with these credentials (without\n"
           "  --secret-access-key KEY  them any key is accepted; an unsigned request never is)\n"
           "  --region R             the server's region (default us-east-1): signatures are\n"
           "                         scoped to it, and new tables' ARNs name it\n"
           "  --simulate-throttling  throttle PROVISIONED tables and GSIs beyond their\n"
           "                         throughput (ProvisionedThroughputExceededException)\n"
           "                         and run their auto scaling\n"
           "  --table-transition-ms N  tables and indexes stay CREATING, UPDATING or\n"
           "                         DELETING for N ms after each change, as the service's\n"
           "                         do, so clients' waiters are exercised (default 0)\n"
           "  --ttl-sweep-ms N       look for expired items (TTL) every N ms, so each is\n"
           "                         deleted, and its REMOVE on the stream, within about\n"
           "                         N ms of expiring (default 1000; the service: days)\n"
           "  --version              print the version and exit\n"
           "\n"
           "Import and export (no server is started):\n"
           "  --import PATH          load PATH into --table NAME (a NoSQL Workbench model\n"
           "                         creates its own tables and indexes instead)\n"
           "  --export TABLE PATH    write every item of TABLE to PATH\n"
           "  --format FORMAT        jsonl (DynamoDB JSON lines, the S3 export format), json\n"
           "                         (plain JSON array), csv (typed header name:TYPE), model\n"
           "                         (NoSQL Workbench, import only); default: from PATH\n"
           "  --on-error skip|abort  on a bad line: load the rest, or (default) write nothing\n"
           "\n"
           "Code and explain for one operation (no server is started); FILE holds\n"
           "{\"Operation\": \"Query\", \"Request\": {...}}:\n"
           "  --codegen LANG FILE    print a runnable program for it; LANG: js, js-document,\n"
           "                         python, python-resource, cli, java, go, partiql\n"
           "  --endpoint URL         the endpoint the program calls (default: AWS itself)\n"
           "  --region R             the region it calls (default: the server's, us-east-1)\n"
           "  --explain FILE         print how the database's tables serve it, as JSON\n"
           "Designs (no database is opened):\n"
           "  --design FILE          a Tablesmith design or a NoSQL Workbench model\n"
           "  --check                print each access pattern's verdict as a JSON line\n"
           "  --save OUT             write the design to OUT; --format design, workbench,\n"
           "                         cloudformation or cloudformation-yaml (default: from OUT)\n"
           "Exit status: 0 done; 1 failed, with PATH:LINE: message on stderr (nothing\n"
           "written for a bad line under abort); 3 done, but bad lines were skipped.\n";
}

} // namespace tablesmith::server
