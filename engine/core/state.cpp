#include "core/state.h"
#include "core/request.h"

#include <optional>
#include <string>

namespace tablesmith::core {
namespace {

constexpr std::string_view kTablePrefix = "table/";

// An ARN that names no table of this region and account, in the words the service gives
// such a resource ARN in its tagging operations (ops/tags.cpp).
Error invalidTableArn(std::string_view arn)
{
    return Error::validation("Invalid TableArn: Invalid ResourceArn provided as input "
                             + std::string(arn));
}

// "arn:aws:dynamodb:REGION:ACCOUNT:table/NAME" of this server's region and account: NAME.
std::optional<std::string_view> ownTableInArn(const DatabaseOptions &options,
                                              std::string_view arn)
{
    const std::string prefix = "arn:aws:dynamodb:" + options.region + ":" + options.accountId
                               + ":" + std::string(kTablePrefix);
    if (!arn.starts_with(prefix))
        return std::nullopt;
    return arn.substr(prefix.size());
}

} // namespace

Result<std::string_view> tableNameOrArn(const State &state, const json::object &request)
{
    TS_TRY_ASSIGN(std::string_view given, requiredString(request, "TableName"));
    return tableNameOrArn(state.options, given);
}

Result<std::string_view> tableNameOrArn(const DatabaseOptions &options,
                                        std::string_view nameOrArn)
{
    if (!nameOrArn.starts_with("arn:"))
        return checkTableName(nameOrArn);
    const std::optional<std::string_view> name = ownTableInArn(options, nameOrArn);
    if (!name || !checkTableName(*name)) // the name inside holds to a TableName's checks
        return invalidTableArn(nameOrArn);
    return *name;
}

std::string_view requestedTableName(const json::object &request)
{
    const json::value *given = request.if_contains("TableName");
    return given && given->is_string() ? std::string_view(given->get_string())
                                       : std::string_view();
}

Result<store::TableSchema *> findTable(State &state, const json::object &request)
{
    auto name = tableNameOrArn(state, request);
    if (!name)
        return name.takeError();
    store::TableSchema *table = state.catalog.find(*name);
    // A table still CREATING (DatabaseOptions::tableTransitionMs) takes no reads or writes yet.
    if (!table || (table->transition.status == "CREATING"
                   && table->transition.active(state.clock.nowMs())))
        return Error{ErrorKind::ResourceNotFoundException, "Requested resource not found"};
    return table;
}

} // namespace tablesmith::core
