// ExecuteTransaction: all reads become one TransactGetItems, all writes one TransactWriteItems
// (ClientRequestToken and its idempotency included), so the transaction rules, conflicts and
// the doubled capacity are the engine's own.

#include "partiql/operations.h"

#include "partiql/execution.h"

#include "ops/operations.h"
#include "value/deserializer_errors.h"

#include <boost/json/array.hpp>

#include <array>

namespace tablesmith::partiql {
namespace {

Result<const json::array *> transactStatements(const json::object &request)
{
    TS_TRY_ASSIGN(const json::array *list, ops::optionalArray(request, "TransactStatements"));
    if (!list)
        return ops::constraintError("null", "TransactStatements", "Member must not be null");
    if (list->empty() || list->size() > 100)
        return ops::constraintError(
            "'TransactStatements'", "TransactStatements",
            list->empty() ? "Member must have length greater than or equal to 1"
                          : "Member must have length less than or equal to 100");
    for (const json::value &entry : *list)
        if (!entry.is_object()) // for callers that skip the request check
            return deserializer::notStructure(entry, deserializer::Position::Element,
                                              "ParameterizedStatement");
    return list;
}

Result<std::vector<BoundStatement>> bindAll(const json::array &list, bool &reads)
{
    std::vector<BoundStatement> bound;
    for (const json::value &entry : list) {
        TS_TRY_STATUS(ops::optionalEnum(entry.as_object(), "ReturnValuesOnConditionCheckFailure",
                                        {"ALL_OLD", "NONE"}));
        TS_TRY_ASSIGN(BoundStatement b, bindStatement(entry.as_object()));
        const bool read = b.statement->kind == Statement::Kind::Select;
        if (!bound.empty() && read != reads)
            return Error::validation("ExecuteTransaction API does not support both read and "
                                     "write operations in the same request.");
        reads = read;
        if (!b.statement->returning.empty())
            return Error::validation("RETURNING clause is not supported in ExecuteTransaction.");
        bound.push_back(std::move(b));
    }
    return bound;
}

// A statement's own fault, as the service words it in a transaction: which statement it is.
Error inStatement(Error error, std::size_t i)
{
    if (error.kind == ErrorKind::ValidationException)
        error.message = "Validation failed in TransactStatements[" + std::to_string(i) + "]: "
            + error.message;
    return error;
}

Result<json::object> readTransaction(const Run &run, const std::vector<BoundStatement> &all,
                                     const json::object &request)
{
    json::array items;
    std::vector<const Statement *> selects;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const BoundStatement &bound = all[i];
        if (!bound.statement->index.empty())
            return Error::validation("Reads on indices are not supported within transactions.");
        auto call = getCall(run.state, bound, "Select statements within ExecuteTransaction must "
                                              "specify the primary key in the where clause.");
        if (!call)
            return inStatement(call.takeError(), i);
        items.push_back(json::object{{"Get", std::move(call->request)}});
        selects.push_back(bound.statement.get());
    }
    json::object get{{"TransactItems", std::move(items)}};
    if (const json::value *c = request.if_contains("ReturnConsumedCapacity"))
        get["ReturnConsumedCapacity"] = *c;
    TS_TRY_ASSIGN(json::object result, run.call("TransactGetItems", get, ops::transactGetItems));
    json::array &responses = result.at("Responses").as_array();
    for (std::size_t i = 0; i < responses.size(); ++i) {
        json::object &r = responses[i].as_object();
        if (json::value *item = r.if_contains("Item"); item && !selects[i]->selectAll)
            *item = projectItem(item->as_object(), *selects[i]);
    }
    return result;
}

// A cancelled INSERT reports DuplicateItem, as the service words it, in its reason and in the
// message's list of codes.
Error renameDuplicates(Error error, const std::vector<WriteCall> &calls)
{
    json::value *reasons = error.details.if_contains("CancellationReasons");
    if (!reasons || !reasons->is_array())
        return error;
    json::array &list = reasons->as_array();
    std::string codes;
    for (std::size_t i = 0; i < list.size(); ++i) {
        json::object &reason = list[i].as_object();
        const json::value *code = reason.if_contains("Code");
        if (i < calls.size() && calls[i].insert() && code && code->is_string()
            && code->get_string() == "ConditionalCheckFailed") {
            reason["Code"] = "DuplicateItem";
            reason["Message"] = duplicateItem().message;
            reason.erase("Item");
        }
        const json::value &named = reason["Code"];
        codes += (codes.empty() ? "" : ", ")
            + std::string(named.is_string() ? named.get_string() : "None");
    }
    error.message = "Transaction cancelled, please refer cancellation reasons for specific "
                    "reasons [" + codes + "]";
    return error;
}

Result<json::object> writeTransaction(const Run &run, const std::vector<BoundStatement> &all,
                                      const json::array &entries, const json::object &request)
{
    static constexpr std::array kActions = {"Put", "Update", "Delete", "ConditionCheck"};
    json::array items;
    std::vector<WriteCall> calls;
    for (std::size_t i = 0; i < all.size(); ++i) {
        auto planned = writeCall(run.state, all[i]);
        if (!planned)
            return inStatement(planned.takeError(), i);
        WriteCall call = std::move(*planned);
        if (const json::value *v =
                entries[i].as_object().if_contains("ReturnValuesOnConditionCheckFailure"))
            call.request["ReturnValuesOnConditionCheckFailure"] = *v;
        call.request.erase("ReturnValues");
        items.push_back(json::object{{kActions[static_cast<int>(call.kind)], call.request}});
        calls.push_back(std::move(call));
    }
    json::object write{{"TransactItems", std::move(items)}};
    for (const char *member : {"ReturnConsumedCapacity", "ClientRequestToken"})
        if (const json::value *v = request.if_contains(member))
            write[member] = *v;
    auto result = run.call("TransactWriteItems", write, ops::transactWriteItems);
    if (!result)
        return renameDuplicates(result.takeError(), calls);
    json::object response{{"Responses", json::array()}}; // none per write, as the service says
    if (json::value *c = result->if_contains("ConsumedCapacity"))
        response["ConsumedCapacity"] = std::move(*c);
    return response;
}

} // namespace

Result<json::object> executeTransaction(const Run &run, const json::object &request)
{
    TS_TRY_STATUS(ops::optionalEnum(request, "ReturnConsumedCapacity",
                                    {"INDEXES", "TOTAL", "NONE"}));
    TS_TRY_ASSIGN(const json::array *list, transactStatements(request));
    bool reads = false;
    TS_TRY_ASSIGN(std::vector<BoundStatement> all, bindAll(*list, reads));
    if (reads)
        return readTransaction(run, all, request);
    return writeTransaction(run, all, *list, request);
}

} // namespace tablesmith::partiql
