#include "io_test_support.h"

#include <boost/json/serialize.hpp>

namespace json = boost::json;
using namespace tablesmith;

namespace iotest {

std::string dataPath(const std::string &name)
{
    if (name.starts_with("ecommerce/"))
        return std::string(TABLESMITH_EXAMPLES_DIR) + name;
    return std::string(TABLESMITH_IO_DATA_DIR) + name;
}

std::unique_ptr<Database> openDatabase()
{
    auto database = Database::open(DatabaseOptions{});
    return database ? std::move(*database) : nullptr;
}

bool createTable(Client &client, const std::string &name, const std::string &sortKey)
{
    json::array keys{json::object{{"AttributeName", "PK"}, {"KeyType", "HASH"}}};
    json::array definitions{json::object{{"AttributeName", "PK"}, {"AttributeType", "S"}}};
    if (!sortKey.empty()) {
        keys.push_back(json::object{{"AttributeName", sortKey}, {"KeyType", "RANGE"}});
        definitions.push_back(
            json::object{{"AttributeName", sortKey}, {"AttributeType", "S"}});
    }
    json::object request{{"TableName", name},
                         {"KeySchema", keys},
                         {"AttributeDefinitions", definitions},
                         {"BillingMode", "PAY_PER_REQUEST"}};
    return client.call("CreateTable", request).ok();
}

std::map<std::string, Item> itemsOf(Client &client, const std::string &table)
{
    std::map<std::string, Item> items;
    json::object request{{"TableName", table}};
    for (;;) {
        auto page = client.call("Scan", request);
        if (!page)
            return {};
        for (const json::value &value : page->at("Items").as_array()) {
            auto item = itemFromJson(value);
            const json::object &object = value.as_object();
            std::string key = json::serialize(object.at("PK"));
            if (const json::value *sk = object.if_contains("SK"))
                key += json::serialize(*sk);
            items.emplace(key, *item);
        }
        const json::value *last = page->if_contains("LastEvaluatedKey");
        if (!last)
            return items;
        request["ExclusiveStartKey"] = *last;
    }
}

std::size_t countOf(Client &client, const std::string &table)
{
    return itemsOf(client, table).size();
}

json::object getItem(Client &client, const std::string &table, const std::string &pk,
                     const std::string &sk)
{
    json::object key{{"PK", json::object{{"S", pk}}}};
    if (!sk.empty())
        key["SK"] = json::object{{"S", sk}};
    auto response = client.call("GetItem", json::object{{"TableName", table}, {"Key", key}});
    if (!response || !response->contains("Item"))
        return {};
    return response->at("Item").as_object();
}

Result<json::object> CountingClient::call(std::string_view operation,
                                          const json::object &request)
{
    ++calls[std::string(operation)];
    if (operation != "BatchWriteItem" || throttledBatches <= 0)
        return m_inner.call(operation, request);
    --throttledBatches;
    // Send the first half; hand the rest back as DynamoDB does when throttled.
    json::object sent = request;
    json::object unprocessed;
    for (auto &[table, writes] : sent.at("RequestItems").as_object()) {
        json::array &all = writes.as_array();
        auto keep = static_cast<std::ptrdiff_t>((all.size() + 1) / 2);
        json::array held(all.begin() + keep, all.end());
        all.erase(all.begin() + keep, all.end());
        if (!held.empty())
            unprocessed[table] = std::move(held);
    }
    auto response = m_inner.call(operation, sent);
    if (response)
        (*response)["UnprocessedItems"] = std::move(unprocessed);
    return response;
}

} // namespace iotest
