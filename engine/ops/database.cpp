#include "capacity/auto_scaling_api.h"
#include "capacity/capacity_runtime.h"
#include "capacity/throttled_call.h"
#include "model/request_check.h"
#include "ops/legacy_parameters.h"
#include "ops/index_backfill.h"
#include "ops/operations.h"
#include "ops/write_reports.h"
#include "streams/stream_hooks.h"
#include "streams/stream_runtime.h"

#include <mutex>
#include <set>
#include <shared_mutex>
#include <string_view>
#include <unordered_map>

namespace tablesmith {
namespace {

namespace json = boost::json;


const std::unordered_map<std::string_view, ops::Operation> &operations()
{
    static const std::unordered_map<std::string_view, ops::Operation> table = [] {
        std::unordered_map<std::string_view, ops::Operation> all{
        {"CreateTable", ops::createTable},   {"DescribeTable", ops::describeTable},
        {"ListTables", ops::listTables},     {"DeleteTable", ops::deleteTable},
        {"UpdateTable", ops::updateTable},   {"PutItem", ops::putItem},
        {"GetItem", ops::getItem},           {"DeleteItem", ops::deleteItem},
        {"BatchGetItem", ops::batchGetItem}, {"BatchWriteItem", ops::batchWriteItem},
        {"Query", ops::query},               {"Scan", ops::scan},
        {"UpdateItem", ops::updateItem},
        {"TransactWriteItems", ops::transactWriteItems},
        {"TransactGetItems", ops::transactGetItems},
        {"TagResource", ops::tagResource},   {"UntagResource", ops::untagResource},
        {"ListTagsOfResource", ops::listTagsOfResource},
        {"DescribeLimits", ops::describeLimits},
        {"DescribeContinuousBackups", ops::describeContinuousBackups},
        };
        for (const auto &[name, operation] : streams::streamOperations())
            all.emplace(name, operation);
        return all;
    }();
    return table;
}

enum class Access { Read, Write, Schema };

// Control-plane operations change the catalogue; reads may run beside each other and a write.
Access accessOf(std::string_view operation)
{
    static const std::unordered_map<std::string_view, Access> access{
        {"GetItem", Access::Read}, {"BatchGetItem", Access::Read}, {"Query", Access::Read},
        {"Scan", Access::Read},    {"PutItem", Access::Write},     {"DeleteItem", Access::Write},
        {"UpdateItem", Access::Write},     {"TransactWriteItems", Access::Write},
        // Read on the writer connection, under the write lock: one consistent snapshot.
        {"TransactGetItems", Access::Write},
        {"BatchWriteItem", Access::Write},
    };
    auto found = access.find(operation);
    return found == access.end() ? Access::Schema : found->second;
}

Result<json::object> run(ops::Operation operation, ops::State state,
                         const json::object &request)
{
    try {
        return operation(state, request);
    } catch (const std::exception &e) {
        // The ops layer returns errors as values; this only catches allocation failures and
        // bugs, which must still answer rather than bring the server down.
        return Error{ErrorKind::InternalServerError, e.what()};
    }
}

} // namespace

Result<std::unique_ptr<store::Connection>> Database::Impl::takeReader()
{
    if (options.path.empty())
        return std::unique_ptr<store::Connection>();
    {
        std::lock_guard lock(m_readersMutex);
        if (!m_readers.empty()) {
            auto reader = std::move(m_readers.back());
            m_readers.pop_back();
            return reader;
        }
    }
    TS_TRY_ASSIGN(store::Connection c, store::Connection::open(options.path, options.durable));
    return std::make_unique<store::Connection>(std::move(c));
}

void Database::Impl::returnReader(std::unique_ptr<store::Connection> reader)
{
    std::lock_guard lock(m_readersMutex);
    m_readers.push_back(std::move(reader));
}

Result<std::unique_ptr<Database>> Database::open(const DatabaseOptions &options)
{
    TS_TRY_ASSIGN(store::Connection db, store::Connection::open(options.path, options.durable));
    auto impl = std::make_unique<Impl>(options, std::move(db));
    TS_TRY_STATUS(impl->catalog.load(impl->writer));
    TS_TRY_STATUS(streams::recoverRecordLog(*impl));
    impl->indexBackfiller->resumeAfterOpen();
    return std::unique_ptr<Database>(new Database(std::move(impl)));
}

Database::Database(std::unique_ptr<Impl> impl) : m_impl(std::move(impl)) {}
Database::~Database() = default;

const DatabaseOptions &Database::options() const { return m_impl->options; }

namespace {

// Reads run on a pooled reader connection when the database has them; everything else on the
// writer, under the write mutex. The caller holds the catalogue lock shared.
Result<json::object> runItemOperation(Database::Impl &impl, ops::Operation operation,
                                      bool isRead, const json::object &request)
{
    if (isRead) {
        TS_TRY_ASSIGN(auto reader, impl.takeReader());
        if (reader) {
            auto result = run(operation, {*reader, impl.catalog, impl.options}, request);
            impl.returnReader(std::move(reader));
            return result;
        }
    }
    std::lock_guard write(impl.writeMutex);
    return run(operation, {impl.writer, impl.catalog, impl.options}, request);
}

// The GSIs a write would touch, for the throttling simulation's back-pressure; read on the
// writer so it sees the item as the write will.
std::optional<std::set<std::string>> touchedGlobalIndexes(Database::Impl &impl,
                                                          std::string_view kind,
                                                          const json::object &write)
{
    std::lock_guard lock(impl.writeMutex);
    ops::State state{impl.writer, impl.catalog, impl.options};
    auto touched = ops::touchedGlobalIndexes(state, kind, write);
    return touched ? std::optional(std::move(*touched)) : std::nullopt;
}

Result<json::object> dispatch(Database::Impl &impl, std::string_view operation,
                              const json::object &request, bool simulating)
{
    auto found = operations().find(operation);
    if (found == operations().end()) {
        if (auto autoScaling = capacity::autoScalingOperation(operation))
            return autoScaling(impl, request);
        return Error{ErrorKind::UnknownOperationException, "Unknown operation: "
                                                               + std::string(operation)};
    }
    const Access access = accessOf(operation);
    if (access == Access::Schema) {
        auto result = [&] {
            std::unique_lock schema(impl.catalogMutex);
            std::lock_guard write(impl.writeMutex);
            return run(found->second, {impl.writer, impl.catalog, impl.options}, request);
        }();
        // A GSI created by UpdateTable is filled in the background, once the locks are free.
        if (result && operation == "UpdateTable")
            impl.indexBackfiller->wake();
        return result;
    }
    std::shared_lock schema(impl.catalogMutex);
    const bool isRead = access == Access::Read;
    if (!simulating)
        return runItemOperation(impl, found->second, isRead, request);
    return capacity::throttledCall(
        impl.capacityRuntime->throttling, impl.catalog, impl.streamRuntime->nowMs(), operation,
        request,
        [&](const json::object &admitted) {
            return runItemOperation(impl, found->second, isRead, admitted);
        },
        [&](std::string_view kind, const json::object &write) {
            return touchedGlobalIndexes(impl, kind, write);
        });
}

} // namespace

Result<boost::json::object> Database::call(std::string_view operation,
                                           const boost::json::object &request)
{
    // Checked against the API model first, as the service does: code after it may rely on the
    // JSON types of what it reads.
    TS_TRY_STATUS(model::checkRequestTypes(operation, request));
    // Older SDK code sends the pre-expression parameters: they run as the equivalent
    // expressions. Rewritten before any lock is taken.
    TS_TRY_ASSIGN(std::optional<json::object> rewritten,
                  ops::legacy::toExpressions(operation, request));
    const json::object &effective = rewritten ? *rewritten : request;
    // The simulation's whole cost while off: one relaxed load.
    const bool simulating = m_impl->simulatingCapacity.load(std::memory_order_relaxed);
    if (simulating)
        capacity::runDueAutoScaling(*m_impl);
    return dispatch(*m_impl, operation, effective, simulating);
}

} // namespace tablesmith
