#include "headless.h"

#include <tablesmith/database.h>

#include <charconv>
#include <filesystem>
#include <iostream>
#include <memory>

namespace tablesmith::server {
namespace {

std::unique_ptr<Database> openDatabase(const ServerArgs &args)
{
    DatabaseOptions options;
    options.path = args.dbPath;
    options.durable = args.durable;
    options.region = args.region; // an imported model's tables get the server's ARNs
    auto database = Database::open(options);
    if (!database) {
        std::cerr << "tablesmith-server: " << database.error().message << '\n';
        return nullptr;
    }
    return std::move(*database);
}

// "PATH:LINE: message", or "PATH: message" where there is no line. Errors that carry their
// line as a "line N: " prefix (a model's syntax error) get it moved into place.
void printError(const std::string &path, std::uint64_t line, std::string message)
{
    if (line == 0 && message.starts_with("line ")) {
        auto colon = message.find(": ");
        std::uint64_t parsed = 0;
        auto [end, ec] = std::from_chars(message.data() + 5, message.data() + colon, parsed);
        if (colon != std::string::npos && ec == std::errc() && end == message.data() + colon) {
            line = parsed;
            message.erase(0, colon + 2);
        }
    }
    std::cerr << path << ':';
    if (line > 0)
        std::cerr << line << ':';
    std::cerr << ' ' << message << '\n';
}

void printSummary(const ImportArgs &import, const ImportReport &report)
{
    for (const std::string &table : report.tablesCreated)
        std::cout << "Created table " << table << '\n';
    std::cout << "Imported " << report.itemsWritten << " items from " << import.path;
    if (!import.table.empty())
        std::cout << " into " << import.table;
    std::cout << std::endl;
}

// An import into a file that did not exist keeps nothing when it fails: no half-filled file
// for the next run to trip over (nor its -wal, -shm, -streams or -lock).
int removeNewFile(const ServerArgs &args, std::unique_ptr<Database> database)
{
    database.reset(); // releases the file; removeDatabaseFiles() takes it again
    if (Status removed = removeDatabaseFiles(args.dbPath); !removed)
        std::cerr << "tablesmith-server: " << removed.error().message << '\n';
    else
        std::cerr << "tablesmith-server: " << args.dbPath << " was not kept\n";
    return kTransferFailed;
}

int importInto(const ServerArgs &args, Database &database)
{
    const ImportArgs &import = *args.importArgs;
    ImportOptions options;
    options.format = import.format;
    options.targetTable = import.table;
    options.onBadLine = import.onBadLine;
    auto report = importFile(database, import.path, options);
    if (!report) {
        printError(import.path, 0, report.error().message);
        return kTransferFailed;
    }
    for (const BadLine &bad : report->badLines)
        printError(import.path, bad.line, bad.message);
    printSummary(import, *report);
    if (report->aborted) {
        if (import.onBadLine == BadLinePolicy::Abort && report->itemsWritten == 0)
            std::cerr << "tablesmith-server: nothing was imported\n";
        return kTransferFailed;
    }
    return report->badLines.empty() ? 0 : kLinesSkipped;
}

} // namespace

int runImport(const ServerArgs &args)
{
    std::error_code ignored;
    const bool newFile = !args.dbPath.empty() && !std::filesystem::exists(args.dbPath, ignored);
    auto database = openDatabase(args);
    if (!database)
        return kTransferFailed;
    const int result = importInto(args, *database);
    if (result == kTransferFailed && newFile)
        return removeNewFile(args, std::move(database));
    return result;
}

int runExport(const ServerArgs &args)
{
    const ExportArgs &exportArgs = *args.exportArgs;
    auto database = openDatabase(args);
    if (!database)
        return kTransferFailed;
    ExportOptions options;
    options.format = exportArgs.format;
    auto report = exportTable(*database, exportArgs.table, exportArgs.path, options);
    if (!report) {
        printError(exportArgs.path, 0, report.error().message);
        return kTransferFailed;
    }
    if (report->warnings > 0)
        std::cerr << exportArgs.path << ": " << report->warnings
                  << " values had no plain JSON type (sets, binary) and were written as "
                     "arrays or base64 strings\n";
    std::cout << "Exported " << report->itemsWritten << " items from " << exportArgs.table
              << " to " << exportArgs.path << std::endl;
    return 0;
}

} // namespace tablesmith::server
