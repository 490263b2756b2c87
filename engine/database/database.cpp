#include "database/database_impl.h"

#include "capacity/auto_scaling_api.h"
#include "capacity/throttled_call.h"
#include "model/request_check.h"
#include "model/request_constraints.h"
#include "store/entry_order.h"
#include "store/hash_order.h"
#include "ops/legacy_parameters.h"
#include "ops/capacity.h"
#include "ops/operations.h"
#include "ops/write_reports.h"
#include "partiql/operations.h"
#include "store/database_file.h"
#include "streams/stream_hooks.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <set>
#include <shared_mutex>
#include <string_view>

namespace tablesmith {
namespace {

namespace json = boost::json;

// How PartiQL statements call the operations they stand for: through the throttling
// simulation while it runs, so each is admitted and charged as if called directly. Statements
// run on the writer with its mutex held, as `touched` then reads.
partiql::OperationCall statementOperations(Database::Impl &impl)
{
    return [&impl](std::string_view operation, const json::object &request,
                   const partiql::OperationRun &run) -> Result<json::object> {
        if (!impl.capacityRuntime.simulating.load(std::memory_order_relaxed))
            return run(request);
        core::DatabaseCore &core = impl.core;
        const capacity::NamedTables tables{core.catalog, core.options};
        return capacity::throttledCall(
            impl.capacityRuntime.throttling, tables, core.clock.nowMs(), operation, request, run,
            [&core](std::string_view kind,
                    const json::object &write) -> std::optional<std::set<std::string>> {
                core::State state = core.writerState();
                auto touched = ops::touchedGlobalIndexes(state, kind, write);
                return touched ? std::optional(std::move(*touched)) : std::nullopt;
            });
    };
}

// Every family of operations adds itself here.
core::OperationTable allOperations(Database::Impl &impl)
{
    core::OperationTable table;
    ops::addOperations(table, impl.streamRuntime);
    streams::addOperations(table, impl.streamRuntime);
    capacity::addAutoScalingOperations(table, impl.capacityRuntime);
    partiql::addOperations(table, statementOperations(impl));
    return table;
}

// `written`: which of the request's expressions the engine wrote (the legacy rewrite).
Result<json::object> run(const core::Operation &operation, core::State state,
                         const json::object &request, const core::WrittenExpressions &written)
{
    state.written = written;
    try {
        return operation(state, request);
    } catch (const std::exception &e) {
        // The ops layer returns errors as values; this only catches allocation failures and
        // bugs, which must still answer rather than bring the server down.
        return Error{ErrorKind::InternalServerError, e.what()};
    }
}

} // namespace

Database::Impl::Impl(std::unique_ptr<store::FileLock> lock, const DatabaseOptions &options,
                     store::Connection writer, bool indexBackfillPaused)
    : fileLock(std::move(lock)),
      core(options, std::move(writer)),
      streamRuntime(core),
      capacityRuntime(options.simulateThrottling),
      indexBackfiller(core, indexBackfillPaused)
{
    core.setChangeCapture(streamRuntime);
    operations = allOperations(*this);
}

Result<std::unique_ptr<Database>> DatabaseAccess::open(const DatabaseOptions &options,
                                                       bool indexBackfillPaused)
{
    // The lock comes first: nothing of a file another process holds is read or written.
    std::unique_ptr<store::FileLock> lock;
    if (!options.path.empty()) {
        TS_TRY_ASSIGN(lock, store::FileLock::acquire(options.path));
    }
    TS_TRY_ASSIGN(store::Connection db, store::openDatabaseFile(options.path, options.durable));
    auto impl = std::make_unique<Database::Impl>(std::move(lock), options, std::move(db),
                                                 indexBackfillPaused);
    TS_TRY_STATUS(impl->core.catalog.load(impl->core.writer));
    TS_TRY_STATUS(store::migrateToServiceHashOrder(impl->core.writer, impl->core.catalog));
    TS_TRY_STATUS(store::migrateToIndexEntryOrder(impl->core.writer, impl->core.catalog));
    TS_TRY_STATUS(impl->streamRuntime.recoverLog(impl->core.writer, impl->core.catalog));
    impl->indexBackfiller.resumeAfterOpen();
    impl->streamRuntime.resumeAfterOpen();
    return std::unique_ptr<Database>(new Database(std::move(impl)));
}

Result<std::unique_ptr<Database>> Database::open(const DatabaseOptions &options)
{
    return DatabaseAccess::open(options, false);
}

Database::Database(std::unique_ptr<Impl> impl) : m_impl(std::move(impl)) {}
Database::~Database() = default;

const DatabaseOptions &Database::options() const { return m_impl->core.options; }

Status Database::setServedUrl(const std::string &url)
{
    std::lock_guard lock(m_impl->servedUrlMutex);
    if (m_impl->fileLock)
        TS_TRY_STATUS(m_impl->fileLock->setServedUrl(url));
    m_impl->servedUrl = url;
    return success();
}

std::string Database::servedUrl() const
{
    std::lock_guard lock(m_impl->servedUrlMutex);
    return m_impl->servedUrl;
}

std::optional<DatabaseHolder> databaseHolder(const std::string &path)
{
    auto holder = store::FileLock::holder(path);
    if (!holder)
        return std::nullopt;
    return DatabaseHolder{holder->pid, std::move(holder->url)};
}

Status removeDatabaseFiles(const std::string &path)
{
    // Under the lock, so no process opens the file while it goes.
    TS_TRY_ASSIGN(std::unique_ptr<store::FileLock> lock, store::FileLock::acquire(path));
    for (const char *suffix : {"", "-wal", "-shm", "-streams", "-streams.tmp"}) {
        const std::string file = path + suffix;
        if (std::remove(file.c_str()) != 0 && errno != ENOENT)
            return Error{ErrorKind::InternalServerError,
                         "cannot remove " + file + ": " + std::strerror(errno)};
    }
    return success(); // the lock file goes with the lock
}

namespace {

// Reads run on a pooled reader connection when the database has them; everything else on the
// writer, under the write mutex. The caller holds the catalogue lock shared.
Result<json::object> runItemOperation(core::DatabaseCore &core, const core::Operation &operation,
                                      bool isRead, const json::object &request,
                                      const core::WrittenExpressions &written)
{
    if (isRead) {
        TS_TRY_ASSIGN(auto reader, core.takeReader());
        if (reader) {
            auto result = run(operation, core.stateOn(*reader), request, written);
            core.returnReader(std::move(reader));
            return result;
        }
    }
    std::lock_guard write(core.writeMutex);
    return run(operation, core.writerState(), request, written);
}

// The GSIs a write would touch, for the throttling simulation's back-pressure; read on the
// writer so it sees the item as the write will.
std::optional<std::set<std::string>> touchedGlobalIndexes(core::DatabaseCore &core,
                                                          std::string_view kind,
                                                          const json::object &write)
{
    std::lock_guard lock(core.writeMutex);
    core::State state = core.writerState();
    auto touched = ops::touchedGlobalIndexes(state, kind, write);
    return touched ? std::optional(std::move(*touched)) : std::nullopt;
}

Result<json::object> runAlone(Database::Impl &impl, std::string_view operation,
                              const core::OperationEntry &entry, const json::object &request)
{
    auto result = [&] {
        std::unique_lock schema(impl.core.catalogMutex);
        std::lock_guard write(impl.core.writeMutex);
        return run(entry.run, impl.core.writerState(), request, {});
    }();
    // A GSI created by UpdateTable is filled in the background, once the locks are free.
    if (result && operation == "UpdateTable")
        impl.indexBackfiller.wake();
    return result;
}

Result<json::object> dispatch(Database::Impl &impl, std::string_view operation,
                              const json::object &request,
                              const core::WrittenExpressions &written, bool simulating)
{
    const core::OperationEntry *entry = impl.operations.find(operation);
    if (!entry)
        return Error{ErrorKind::UnknownOperationException, "Unknown operation: "
                                                               + std::string(operation)};
    if (entry->access == core::Access::Schema)
        return runAlone(impl, operation, *entry, request);
    core::DatabaseCore &core = impl.core;
    std::shared_lock schema(core.catalogMutex);
    const bool isRead = entry->access == core::Access::Read;
    if (!simulating)
        return runItemOperation(core, entry->run, isRead, request, written);
    const capacity::NamedTables tables{core.catalog, core.options};
    return capacity::throttledCall(
        impl.capacityRuntime.throttling, tables, core.clock.nowMs(), operation, request,
        [&](const json::object &admitted) {
            return runItemOperation(core, entry->run, isRead, admitted, written);
        },
        [&](std::string_view kind, const json::object &write) {
            return touchedGlobalIndexes(core, kind, write);
        });
}

} // namespace

Result<boost::json::object> Database::call(std::string_view operation,
                                           const boost::json::object &request)
{
    // Checked against the API model first, as the service does: code after it may rely on the
    // JSON types of what it reads.
    TS_TRY_STATUS(model::checkRequestTypes(operation, request));
    // Then its constraints (required members, lengths, ranges, enums, patterns), still before
    // any table is looked up: an invalid ReturnValues on a missing table is a validation error.
    TS_TRY_STATUS(model::checkRequestConstraints(operation, request));
    // Older SDK code sends the pre-expression parameters: they run as the equivalent
    // expressions, the operations told which ones the engine wrote. Rewritten before any lock
    // is taken.
    TS_TRY_ASSIGN(std::optional<ops::legacy::Rewritten> rewritten,
                  ops::legacy::toExpressions(operation, request));
    static const core::WrittenExpressions kNoneWritten;
    const json::object &effective = rewritten ? rewritten->request : request;
    const core::WrittenExpressions &written = rewritten ? rewritten->written : kNoneWritten;
    // The simulation's whole cost while off: one relaxed load.
    const bool simulating = m_impl->capacityRuntime.simulating.load(std::memory_order_relaxed);
    if (simulating)
        capacity::runDueAutoScaling(m_impl->core, m_impl->capacityRuntime);
    auto result = dispatch(*m_impl, operation, effective, written, simulating);
    if (result && rewritten && operation == "BatchGetItem")
        ops::legacy::restoreUnprocessedKeys(request, *result);
    return result;
}

} // namespace tablesmith
