#include "ops/operations.h"
#include "streams/stream_hooks.h"

#include <mutex>
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

// The pre-expression parameters older SDK code sends. Until they are translated to
// expressions they are refused, never silently ignored (an ignored Expected would turn a
// guarded write into an unconditional one).
Status rejectLegacyParameters(const json::object &request)
{
    for (std::string_view legacy : {"AttributesToGet", "KeyConditions", "QueryFilter",
                                    "ScanFilter", "Expected", "AttributeUpdates",
                                    "ConditionalOperator"})
        if (request.contains(legacy))
            return Error::validation("The legacy parameter " + std::string(legacy)
                                     + " is not supported by Tablesmith yet; use the expression "
                                       "parameters instead");
    return success();
}

Result<json::object> run(ops::Operation operation, ops::State state,
                         const json::object &request)
{
    TS_TRY_STATUS(rejectLegacyParameters(request));
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
    return std::unique_ptr<Database>(new Database(std::move(impl)));
}

Database::Database(std::unique_ptr<Impl> impl) : m_impl(std::move(impl)) {}
Database::~Database() = default;

const DatabaseOptions &Database::options() const { return m_impl->options; }

Result<boost::json::object> Database::call(std::string_view operation,
                                           const boost::json::object &request)
{
    auto found = operations().find(operation);
    if (found == operations().end())
        return Error{ErrorKind::UnknownOperationException, "Unknown operation: "
                                                               + std::string(operation)};
    Impl &impl = *m_impl;
    const Access access = accessOf(operation);
    if (access == Access::Schema) {
        std::unique_lock schema(impl.catalogMutex);
        std::lock_guard write(impl.writeMutex);
        return run(found->second, {impl.writer, impl.catalog, impl.options}, request);
    }
    std::shared_lock schema(impl.catalogMutex);
    if (access == Access::Read) {
        TS_TRY_ASSIGN(auto reader, impl.takeReader());
        if (reader) {
            auto result = run(found->second, {*reader, impl.catalog, impl.options}, request);
            impl.returnReader(std::move(reader));
            return result;
        }
    }
    std::lock_guard write(impl.writeMutex);
    return run(found->second, {impl.writer, impl.catalog, impl.options}, request);
}

} // namespace tablesmith
