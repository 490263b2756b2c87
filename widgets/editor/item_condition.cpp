#include "editor/item_condition.h"

#include <string>

namespace tablesmith::gui {

boost::json::object itemKey(const boost::json::object &item, const KeySchema &keys)
{
    boost::json::object key;
    if (const auto *pk = item.if_contains(keys.partitionKey))
        key[keys.partitionKey] = *pk;
    if (keys.hasSortKey())
        if (const auto *sk = item.if_contains(keys.sortKey))
            key[keys.sortKey] = *sk;
    return key;
}

boost::json::object conditionalPut(const QString &table, const boost::json::object &item,
                                   const boost::json::object *loaded, const KeySchema &keys)
{
    boost::json::object request;
    request["TableName"] = table.toStdString();
    request["Item"] = item;
    request["ReturnConsumedCapacity"] = "TOTAL";
    boost::json::object names;
    boost::json::object values;
    std::string condition;
    if (!loaded) {
        names["#pk"] = keys.partitionKey;
        condition = "attribute_not_exists(#pk)";
    } else {
        int n = 0;
        for (const auto &attribute : *loaded) {
            const std::string index = std::to_string(n++);
            names["#a" + index] = attribute.key();
            values[":v" + index] = attribute.value();
            condition += (condition.empty() ? "" : " AND ") + ("#a" + index) + " = :v" + index;
        }
    }
    request["ConditionExpression"] = condition;
    request["ExpressionAttributeNames"] = std::move(names);
    if (!values.empty())
        request["ExpressionAttributeValues"] = std::move(values);
    return request;
}

} // namespace tablesmith::gui
