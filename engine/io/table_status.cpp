#include "table_status.h"

#include <chrono>
#include <thread>

namespace json = boost::json;

namespace tablesmith::io {
namespace {

bool isActive(const json::object &table)
{
    const json::value *status = table.if_contains("TableStatus");
    if (!status || *status != "ACTIVE")
        return false;
    const json::value *indexes = table.if_contains("GlobalSecondaryIndexes");
    if (!indexes || !indexes->is_array())
        return true;
    for (const json::value &index : indexes->get_array()) {
        const json::value *indexStatus =
            index.is_object() ? index.get_object().if_contains("IndexStatus") : nullptr;
        if (indexStatus && *indexStatus != "ACTIVE")
            return false;
    }
    return true;
}

} // namespace

Status waitUntilActive(Client &client, const std::string &tableName)
{
    using namespace std::chrono;
    auto deadline = steady_clock::now() + minutes(5);
    for (;;) {
        TS_TRY_ASSIGN(json::object response,
                      client.call("DescribeTable", json::object{{"TableName", tableName}}));
        const json::value *table = response.if_contains("Table");
        if (table && table->is_object() && isActive(table->get_object()))
            return success();
        if (steady_clock::now() > deadline)
            return Error{ErrorKind::LimitExceededException,
                         "table " + tableName + " did not become ACTIVE within 5 minutes"};
        std::this_thread::sleep_for(milliseconds(500));
    }
}

} // namespace tablesmith::io
