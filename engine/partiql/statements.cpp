// ExecuteStatement, BatchExecuteStatement and ExecuteTransaction: request checks as the API
// model states them, then each statement as its equivalent operation.

#include "partiql/operations.h"

#include "partiql/execution.h"

#include "ops/operations.h"
#include "value/deserializer_errors.h"

#include <boost/json/array.hpp>

#include <array>

namespace tablesmith::partiql {
namespace {

Status checkEnums(const json::object &request)
{
    TS_TRY_STATUS(ops::optionalEnum(request, "ReturnConsumedCapacity",
                                    {"INDEXES", "TOTAL", "NONE"}));
    TS_TRY_STATUS(ops::optionalEnum(request, "ReturnValuesOnConditionCheckFailure",
                                    {"ALL_OLD", "NONE"}));
    return success();
}

void copyMember(const json::object &from, json::object &to, std::string_view member)
{
    if (const json::value *v = from.if_contains(member))
        to[member] = *v;
}

// The statements of a batch or transaction: between 1 and `most` entries.
Result<const json::array *> statementList(const json::object &request, std::string_view member,
                                          std::size_t most)
{
    TS_TRY_ASSIGN(const json::array *list, ops::optionalArray(request, member));
    if (!list)
        return ops::constraintError("null", member, "Member must not be null");
    if (list->empty() || list->size() > most)
        return ops::constraintError(
            "'" + std::string(member) + "'", member,
            list->empty() ? "Member must have length greater than or equal to 1"
                          : "Member must have length less than or equal to "
                              + std::to_string(most));
    for (const json::value &entry : *list)
        if (!entry.is_object()) // for callers that skip the request check
            return deserializer::notStructure(entry, deserializer::Position::Element,
                                              "BatchStatementRequest");
    return list;
}

// BatchExecuteStatement's per-statement error codes.
std::string_view batchCode(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::ConditionalCheckFailedException: return "ConditionalCheckFailed";
    case ErrorKind::ResourceNotFoundException: return "ResourceNotFound";
    case ErrorKind::ItemCollectionSizeLimitExceededException:
        return "ItemCollectionSizeLimitExceeded";
    case ErrorKind::TransactionConflictException: return "TransactionConflict";
    case ErrorKind::ProvisionedThroughputExceededException:
        return "ProvisionedThroughputExceeded";
    case ErrorKind::InternalServerError: return "InternalServerError";
    case ErrorKind::DuplicateItemException: return "DuplicateItem";
    default: return "ValidationError";
    }
}

json::object batchError(const Error &error, const std::string &table)
{
    json::object e{{"Code", batchCode(error.kind)},
                   {"Message", error.message}};
    if (const json::value *item = error.details.if_contains("Item"))
        e["Item"] = *item;
    json::object response{{"Error", std::move(e)}};
    if (!table.empty())
        response["TableName"] = table;
    return response;
}

// ConsumedCapacity of a batch or transaction: one entry per table, summed.
void addTableCapacity(json::array &perTable, const json::object &response, double factor = 1)
{
    const json::value *c = response.if_contains("ConsumedCapacity");
    if (!c || !c->is_object())
        return;
    json::object scaled = c->as_object();
    if (factor != 1)
        for (const char *member : {"CapacityUnits", "ReadCapacityUnits", "WriteCapacityUnits"})
            if (json::value *v = scaled.if_contains(member))
                *v = v->to_number<double>() * factor;
    for (json::value &entry : perTable)
        if (entry.as_object().at("TableName") == scaled.at("TableName")) {
            addCapacity(entry.as_object(), scaled);
            return;
        }
    perTable.push_back(std::move(scaled));
}

bool isRead(const Statement &s) { return s.kind == Statement::Kind::Select; }

json::object batchRead(const Run &run, const BoundStatement &bound, const json::object &entry,
                       const json::object &request, json::array &capacity)
{
    const std::string &table = bound.statement->table;
    auto call = getCall(run.state, bound, "Select statements within BatchExecuteStatement must "
                                          "specify the primary key in the where clause.");
    if (!call)
        return batchError(call.error(), table);
    copyMember(entry, call->request, "ConsistentRead");
    copyMember(request, call->request, "ReturnConsumedCapacity");
    auto result = run.call("GetItem", call->request, ops::getItem);
    if (!result)
        return batchError(result.error(), table);
    addTableCapacity(capacity, *result);
    json::object response{{"TableName", table}};
    if (const json::value *item = result->if_contains("Item"))
        response["Item"] = bound.statement->selectAll
            ? *item : json::value(projectItem(item->as_object(), *bound.statement));
    return response;
}

json::object batchWrite(const Run &run, const BoundStatement &bound,
                        const json::object &entry, const json::object &request,
                        json::array &capacity)
{
    const std::string &table = bound.statement->table;
    if (bound.statement->kind == Statement::Kind::Exists)
        return batchError(Error::validation("EXISTS can only be used in ExecuteTransaction "
                                            "write requests."), table);
    auto call = writeCall(run.state, bound);
    if (!call)
        return batchError(call.error(), table);
    copyMember(entry, call->request, "ReturnValuesOnConditionCheckFailure");
    copyMember(request, call->request, "ReturnConsumedCapacity");
    auto result = runWrite(run, *call);
    if (!result)
        return batchError(result.error(), table);
    addTableCapacity(capacity, *result);
    return json::object{{"TableName", table}};
}

} // namespace

Error statementError(Error error)
{
    static constexpr std::array kPrefixes = {
        "Invalid ConditionExpression: ", "Invalid FilterExpression: ",
        "Invalid KeyConditionExpression: ", "Invalid UpdateExpression: ",
        "Invalid ProjectionExpression: "};
    if (error.kind != ErrorKind::ValidationException)
        return error;
    for (std::string_view prefix : kPrefixes)
        if (error.message.starts_with(prefix)) {
            error.message.erase(0, prefix.size());
            break;
        }
    return error;
}

Result<json::object> executeStatement(const Run &run, const json::object &request)
{
    TS_TRY_STATUS(checkEnums(request));
    TS_TRY_ASSIGN(BoundStatement bound, bindStatement(request));
    const Statement &s = *bound.statement;
    if (s.kind == Statement::Kind::Exists)
        return Error::validation("EXISTS can only be used in ExecuteTransaction write "
                                 "requests.");
    if (isRead(s))
        return runSelect(run, bound, request);
    TS_TRY_ASSIGN(WriteCall call, writeCall(run.state, bound));
    copyMember(request, call.request, "ReturnValuesOnConditionCheckFailure");
    copyMember(request, call.request, "ReturnConsumedCapacity");
    return runWrite(run, call);
}

Result<json::object> batchExecuteStatement(const Run &run, const json::object &request)
{
    TS_TRY_STATUS(checkEnums(request));
    TS_TRY_ASSIGN(const json::array *list, statementList(request, "Statements", 25));
    // Parsed first: a batch is all reads or all writes, and a bad statement only fails itself.
    std::vector<Result<BoundStatement>> bound;
    std::optional<bool> reads;
    for (const json::value &entry : *list) {
        TS_TRY_STATUS(checkEnums(entry.as_object()));
        bound.push_back(bindStatement(entry.as_object()));
        if (!bound.back())
            continue;
        const bool read = isRead(*bound.back()->statement);
        if (reads && *reads != read)
            return Error::validation("Read and write requests together in the same batch is "
                                     "not supported.");
        reads = read;
    }
    json::array responses, capacity;
    for (std::size_t i = 0; i < bound.size(); ++i) {
        const json::object &entry = list->at(i).as_object();
        if (!bound[i])
            responses.push_back(batchError(bound[i].error(), {}));
        else if (isRead(*bound[i]->statement))
            responses.push_back(batchRead(run, *bound[i], entry, request, capacity));
        else
            responses.push_back(batchWrite(run, *bound[i], entry, request, capacity));
    }
    json::object response{{"Responses", std::move(responses)}};
    if (!capacity.empty())
        response["ConsumedCapacity"] = std::move(capacity);
    return response;
}

void addOperations(core::OperationTable &table, OperationCall through)
{
    // A statement may read or write; it runs on the writer, like TransactGetItems. The
    // operations it stands for are called through `through`.
    auto add = [&](std::string_view name,
                   Result<json::object> (*operation)(const Run &, const json::object &)) {
        table.add(name, core::Access::Write,
                  [operation, through](core::State &state, const json::object &request) {
                      return operation(Run{state, through ? &through : nullptr}, request);
                  });
    };
    add("ExecuteStatement", executeStatement);
    add("BatchExecuteStatement", batchExecuteStatement);
    add("ExecuteTransaction", executeTransaction);
}

} // namespace tablesmith::partiql
