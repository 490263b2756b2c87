#include <tablesmith/operation_request.h>

#include "design/access_plan_parts.h"

#include <boost/json/parse.hpp>

#include <algorithm>

namespace tablesmith {
namespace json = boost::json;
namespace {

void addOnce(std::vector<std::string> &names, std::string_view name)
{
    if (!name.empty() && std::find(names.begin(), names.end(), name) == names.end())
        names.emplace_back(name);
}

void addTableOf(std::vector<std::string> &names, const json::value &holder)
{
    if (!holder.is_object())
        return;
    if (const json::value *name = holder.get_object().if_contains("TableName");
        name && name->is_string())
        addOnce(names, name->get_string());
}

} // namespace

const std::vector<std::string_view> &builderOperations()
{
    static const std::vector<std::string_view> operations{"GetItem",
                                                          "PutItem",
                                                          "UpdateItem",
                                                          "DeleteItem",
                                                          "Query",
                                                          "Scan",
                                                          "BatchGetItem",
                                                          "BatchWriteItem",
                                                          "TransactGetItems",
                                                          "TransactWriteItems",
                                                          "ExecuteStatement",
                                                          "BatchExecuteStatement",
                                                          "ExecuteTransaction"};
    return operations;
}

Result<OperationRequest> operationRequestFromJson(const json::value &document)
{
    const json::object *object = document.if_object();
    const json::value *operation = object ? object->if_contains("Operation") : nullptr;
    if (!operation || !operation->is_string())
        return Error::validation("An operation request needs \"Operation\" (e.g. \"Query\")");
    const auto &known = builderOperations();
    if (std::find(known.begin(), known.end(), std::string_view(operation->get_string())) ==
        known.end())
        return Error::validation("Unknown operation: " + std::string(operation->get_string()));
    const json::value *request = object->if_contains("Request");
    if (!request || !request->is_object())
        return Error::validation("An operation request needs \"Request\": the operation's "
                                 "parameters as an object");
    return OperationRequest{std::string(operation->get_string()), request->get_object()};
}

Result<OperationRequest> parseOperationRequest(std::string_view text)
{
    boost::system::error_code error;
    json::value document = json::parse(text, error);
    if (error)
        return Error{ErrorKind::SerializationException, "Invalid JSON: " + error.message()};
    return operationRequestFromJson(document);
}

json::object toJson(const OperationRequest &request)
{
    return {{"Operation", request.operation}, {"Request", request.request}};
}

std::vector<std::string> tablesNamed(const OperationRequest &request)
{
    std::vector<std::string> names;
    addTableOf(names, request.request);
    if (const json::value *items = request.request.if_contains("RequestItems");
        items && items->is_object())
        for (const auto &entry : items->get_object())
            addOnce(names, entry.key());
    if (const json::value *items = request.request.if_contains("TransactItems");
        items && items->is_array())
        for (const json::value &item : items->get_array())
            if (item.is_object())
                for (const auto &entry : item.get_object())
                    addTableOf(names, entry.value());
    for (const std::string &name : design::partiqlTablesNamed(request))
        addOnce(names, name);
    return names;
}

} // namespace tablesmith
