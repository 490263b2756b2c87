#pragma once
// What every generated program does around the call, by operation: page through Query, Scan
// and ExecuteStatement; retry a batch's unprocessed part; or call once and print the result.
// Also the names each SDK gives the operation.

#include <tablesmith/operation_request.h>

#include <string>
#include <string_view>

namespace tablesmith::codegen {

enum class Flow {
    Paged,      // Query, Scan (LastEvaluatedKey), ExecuteStatement (NextToken)
    BatchGet,   // BatchGetItem: Responses by table; retry UnprocessedKeys
    BatchWrite, // BatchWriteItem: retry UnprocessedItems
    Single,     // everything else: one call
};

// What a single call's response carries to print.
enum class Output {
    Item,               // GetItem
    Attributes,         // PutItem, UpdateItem, DeleteItem (with ReturnValues)
    ItemList,           // TransactGetItems, ExecuteTransaction: Responses[].Item
    StatementResponses, // BatchExecuteStatement: Responses[] with Item or Error
    Nothing,            // TransactWriteItems
    Items,              // paged reads: Items
};

struct OperationFlow {
    Flow flow = Flow::Single;
    Output output = Output::Nothing;
    std::string_view tokenOut; // Paged: "LastEvaluatedKey" or "NextToken"
    std::string_view tokenIn;  // Paged: "ExclusiveStartKey" or "NextToken"
    bool conditional = false;  // may raise ConditionalCheckFailedException
    bool transaction = false;  // may raise TransactionCanceledException
};

OperationFlow operationFlow(std::string_view operation);

// "Query on ecommerce (index GSI1)": the first line of every program.
std::string title(const OperationRequest &request);
// Paged reads with a Limit read one page (Limit caps the items a page reads); without one,
// every page.
bool readsAllPages(const OperationRequest &request);

std::string snakeCase(std::string_view operation); // "batch_get_item"
std::string kebabCase(std::string_view operation); // "batch-get-item"
std::string lowerCamel(std::string_view name);     // "batchGetItem", "tableName"

} // namespace tablesmith::codegen
