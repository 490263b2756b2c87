#include "table_scan.h"

namespace json = boost::json;

namespace tablesmith::io {

Status scanAllPages(Client &client, const std::string &tableName,
                    const std::function<Flow(const json::array &items)> &onPage)
{
    json::object request{{"TableName", tableName}};
    for (;;) {
        TS_TRY_ASSIGN(json::object page, client.call("Scan", request));
        const json::value *items = page.if_contains("Items");
        if (items && items->is_array() && onPage(items->get_array()) == Flow::Stop)
            return success();
        const json::value *lastKey = page.if_contains("LastEvaluatedKey");
        if (!lastKey || !lastKey->is_object() || lastKey->get_object().empty())
            return success();
        request["ExclusiveStartKey"] = *lastKey;
    }
}

} // namespace tablesmith::io
