#include "codegen/operation_flow.h"

#include <cctype>

namespace tablesmith::codegen {

OperationFlow operationFlow(std::string_view operation)
{
    if (operation == "Query" || operation == "Scan")
        return {Flow::Paged, Output::Items, "LastEvaluatedKey", "ExclusiveStartKey"};
    if (operation == "ExecuteStatement")
        return {Flow::Paged, Output::Items, "NextToken", "NextToken", true};
    if (operation == "BatchGetItem")
        return {Flow::BatchGet, Output::Items, "", ""};
    if (operation == "BatchWriteItem")
        return {Flow::BatchWrite, Output::Nothing, "", ""};
    if (operation == "GetItem")
        return {Flow::Single, Output::Item, "", ""};
    if (operation == "PutItem" || operation == "UpdateItem" || operation == "DeleteItem")
        return {Flow::Single, Output::Attributes, "", "", true};
    if (operation == "TransactGetItems")
        return {Flow::Single, Output::ItemList, "", "", false, true};
    if (operation == "ExecuteTransaction")
        return {Flow::Single, Output::ItemList, "", "", false, true};
    if (operation == "TransactWriteItems")
        return {Flow::Single, Output::Nothing, "", "", false, true};
    if (operation == "BatchExecuteStatement")
        return {Flow::Single, Output::StatementResponses, "", ""};
    return {};
}

std::string title(const OperationRequest &request)
{
    std::string out = request.operation;
    if (const auto *table = request.request.if_contains("TableName"); table && table->is_string())
        out += " on " + std::string(table->get_string());
    if (const auto *index = request.request.if_contains("IndexName"); index && index->is_string())
        out += " (index " + std::string(index->get_string()) + ")";
    return out;
}

bool readsAllPages(const OperationRequest &request)
{
    return !request.request.contains("Limit");
}

std::string snakeCase(std::string_view operation)
{
    std::string out;
    for (char c : operation) {
        if (std::isupper(static_cast<unsigned char>(c)) && !out.empty())
            out += '_';
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

std::string kebabCase(std::string_view operation)
{
    std::string out = snakeCase(operation);
    for (char &c : out)
        if (c == '_')
            c = '-';
    return out;
}

std::string lowerCamel(std::string_view name)
{
    std::string out(name);
    if (!out.empty())
        out[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(out[0])));
    return out;
}

} // namespace tablesmith::codegen
