#include "ops/operations.h"

#include <string_view>
#include <unordered_map>

namespace tablesmith {
namespace {

const std::unordered_map<std::string_view, ops::Operation> &operations()
{
    static const std::unordered_map<std::string_view, ops::Operation> table{
        {"CreateTable", ops::createTable},   {"DescribeTable", ops::describeTable},
        {"ListTables", ops::listTables},     {"DeleteTable", ops::deleteTable},
        {"UpdateTable", ops::updateTable},   {"PutItem", ops::putItem},
        {"GetItem", ops::getItem},           {"DeleteItem", ops::deleteItem},
        {"BatchGetItem", ops::batchGetItem}, {"BatchWriteItem", ops::batchWriteItem},
        {"Query", ops::query},               {"Scan", ops::scan},
    };
    return table;
}

} // namespace

Result<std::unique_ptr<Database>> Database::open(const DatabaseOptions &options)
{
    TS_TRY_ASSIGN(store::Connection db, store::Connection::open(options.path, options.durable));
    auto impl = std::make_unique<Impl>(options, std::move(db));
    TS_TRY_STATUS(impl->catalog.load(impl->db));
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
    std::lock_guard lock(m_impl->mutex);
    try {
        return found->second(*m_impl, request);
    } catch (const std::exception &e) {
        // The ops layer returns errors as values; this only catches allocation failures and
        // bugs, which must still answer rather than bring the server down.
        return Error{ErrorKind::InternalServerError, e.what()};
    }
}

} // namespace tablesmith
