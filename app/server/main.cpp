// tablesmith-server: serves an embedded Database over the DynamoDB wire protocol until
// SIGINT or SIGTERM, or with --import / --export moves data in or out and exits. Plain C++,
// no Qt, so it runs on headless machines and in containers.

#include "codegen_mode.h"
#include "headless.h"
#include "server_args.h"
#include "tail.h"

#include <tablesmith/database.h>
#include <tablesmith/http_server.h>
#include <tablesmith/version.h>

#include <csignal>
#include <cstdio>
#include <iostream>
#include <string>
#include <pthread.h>

using namespace tablesmith;

namespace {

constexpr int kBadArguments = 2;

// Blocked before any thread starts, so every thread inherits the mask and only
// waitForSignal() ever sees SIGINT / SIGTERM.
sigset_t blockStopSignals()
{
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &signals, nullptr);
    return signals;
}

void waitForSignal(const sigset_t &signals)
{
    int received = 0;
    while (sigwait(&signals, &received) != 0) {
    }
}

int serve(const server::ServerArgs &args)
{
    sigset_t signals = blockStopSignals();
    DatabaseOptions databaseOptions;
    databaseOptions.path = args.dbPath;
    databaseOptions.durable = args.durable;
    databaseOptions.simulateThrottling = args.simulateThrottling;
    databaseOptions.tableTransitionMs = args.tableTransitionMs;
    databaseOptions.timeToLiveSweepMs = args.timeToLiveSweepMs;
    databaseOptions.region = args.region;
    auto database = Database::open(databaseOptions);
    if (!database) {
        std::cerr << "tablesmith-server: " << database.error().message << '\n';
        return 1;
    }
    HttpServerOptions options;
    options.host = args.host;
    options.port = args.port;
    options.credentials = args.credentials;
    options.region = args.region;
    // An in-memory database has one SQLite connection, so its calls run one at a time on any
    // thread: a second I/O thread only adds lock hand-offs between the cores (bench_http, 8
    // connections: PutItem 46k -> 76k/s, GetItem 77k -> 100k/s). A file database reads on
    // pooled connections in parallel and keeps one thread per core.
    options.threads = args.dbPath.empty() ? 1 : 0;
    HttpServer server(**database, options);
    if (Status started = server.start(); !started) {
        std::cerr << "tablesmith-server: " << started.error().message << '\n';
        return 1;
    }
    const std::string url = "http://" + args.host + ':' + std::to_string(server.port());
    // Written beside the file, so a second process refused the file can say where to connect.
    if (Status recorded = (*database)->setServedUrl(url); !recorded)
        std::cerr << "tablesmith-server: " << recorded.error().message << '\n';
    std::cout << "Tablesmith serving DynamoDB API on " << url
              << " (db: " << (args.dbPath.empty() ? "in-memory" : args.dbPath) << ')'
              << std::endl;
    waitForSignal(signals);
    server.stop();
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    std::vector<std::string_view> arguments(argv + 1, argv + argc);
    if (auto tail = server::parseTailArgs(arguments)) {
        if (*tail)
            return server::runTail(**tail);
        std::cerr << "tablesmith-server: " << tail->error().message << '\n'
                  << server::tailUsage();
        return kBadArguments;
    }
    auto args = server::parseServerArgs(arguments);
    if (!args) {
        std::cerr << "tablesmith-server: " << args.error().message
                  << "\nTry 'tablesmith-server --help'.\n";
        return kBadArguments;
    }
    if (args->showHelp) {
        std::cout << server::usage() << server::tailUsage();
        return 0;
    }
    if (args->showVersion) {
        std::cout << "tablesmith-server " << version() << std::endl;
        return 0;
    }
    if (args->designArgs)
        return server::runDesign(*args->designArgs);
    if (args->importArgs)
        return server::runImport(*args);
    if (args->exportArgs)
        return server::runExport(*args);
    if (args->codegenArgs)
        return server::runCodegen(*args->codegenArgs);
    if (args->explainPath)
        return server::runExplain(*args);
    return serve(*args);
}
