#include "fake_client.h"

#include <boost/json/array.hpp>

#include <algorithm>
#include <functional>
#include <thread>

namespace tablesmith::test {
namespace {

std::string stringAt(const boost::json::object &object, std::string_view key)
{
    const auto *value = object.if_contains(key);
    return value && value->is_string() ? std::string(value->get_string()) : std::string();
}

boost::json::object keyOf(const boost::json::object &item, const std::string &partitionKey,
                          const std::string &sortKey)
{
    boost::json::object key;
    key[partitionKey] = item.at(partitionKey);
    if (!sortKey.empty())
        key[sortKey] = item.at(sortKey);
    return key;
}

boost::json::object describe(const std::string &name, const std::string &partitionKey,
                             const std::string &sortKey)
{
    boost::json::array keySchema{
        boost::json::object{{"AttributeName", partitionKey}, {"KeyType", "HASH"}}};
    boost::json::array definitions{
        boost::json::object{{"AttributeName", partitionKey}, {"AttributeType", "S"}}};
    if (!sortKey.empty()) {
        keySchema.push_back(boost::json::object{{"AttributeName", sortKey}, {"KeyType", "RANGE"}});
        definitions.push_back(
            boost::json::object{{"AttributeName", sortKey}, {"AttributeType", "S"}});
    }
    return {{"TableName", name},
            {"KeySchema", std::move(keySchema)},
            {"AttributeDefinitions", std::move(definitions)},
            {"TableStatus", "ACTIVE"},
            {"BillingModeSummary", {{"BillingMode", "PAY_PER_REQUEST"}}}};
}

} // namespace

Result<boost::json::object> FakeClient::call(std::string_view operation,
                                             const boost::json::object &request)
{
    std::lock_guard lock(m_mutex);
    m_lastThread = std::hash<std::thread::id>{}(std::this_thread::get_id());
    ++m_calls[std::string(operation)];
    if (m_failNext && m_failNext->first == operation) {
        Error error = std::move(m_failNext->second);
        m_failNext.reset();
        return error;
    }
    return dispatch(operation, request);
}

Result<boost::json::object> FakeClient::dispatch(std::string_view operation,
                                                 const boost::json::object &request)
{
    if (operation == "CreateTable")
        return createTable(request);
    if (operation == "Scan")
        return scan(request);
    if (operation == "BatchWriteItem")
        return batchWrite(request);
    if (operation == "ListTables") {
        boost::json::array names;
        for (const auto &entry : m_tables)
            names.push_back(boost::json::string(entry.first));
        return boost::json::object{{"TableNames", std::move(names)}};
    }
    auto found = table(request);
    if (!found.ok())
        return found.takeError();
    if (operation == "DescribeTable") {
        boost::json::object description = found.value()->description;
        description["ItemCount"] = found.value()->items.size();
        return boost::json::object{{"Table", std::move(description)}};
    }
    if (operation == "PutItem") {
        put(*found.value(), request.at("Item").as_object());
        return boost::json::object{};
    }
    return Error{ErrorKind::UnknownOperationException, "Unknown operation"};
}

void FakeClient::addTable(const std::string &name, const std::string &partitionKey,
                          const std::string &sortKey)
{
    std::lock_guard lock(m_mutex);
    m_tables[name] = Table{describe(name, partitionKey, sortKey), partitionKey, sortKey, {}};
}

void FakeClient::addItem(const std::string &table, boost::json::object item)
{
    std::lock_guard lock(m_mutex);
    put(m_tables.at(table), std::move(item));
}

void FakeClient::failNext(std::string operation, Error error)
{
    std::lock_guard lock(m_mutex);
    m_failNext.emplace(std::move(operation), std::move(error));
}

int FakeClient::calls(const std::string &operation) const
{
    std::lock_guard lock(m_mutex);
    auto it = m_calls.find(operation);
    return it == m_calls.end() ? 0 : it->second;
}

Result<FakeClient::Table *> FakeClient::table(const boost::json::object &request)
{
    auto it = m_tables.find(stringAt(request, "TableName"));
    if (it == m_tables.end())
        return Error{ErrorKind::ResourceNotFoundException, "Requested resource not found"};
    return &it->second;
}

void FakeClient::put(Table &table, boost::json::object item)
{
    const auto key = keyOf(item, table.partitionKey, table.sortKey);
    auto same = std::find_if(table.items.begin(), table.items.end(), [&](const auto &existing) {
        return keyOf(existing, table.partitionKey, table.sortKey) == key;
    });
    if (same != table.items.end())
        *same = std::move(item);
    else
        table.items.push_back(std::move(item));
}

Result<boost::json::object> FakeClient::createTable(const boost::json::object &request)
{
    const std::string name = stringAt(request, "TableName");
    if (m_tables.count(name))
        return Error{ErrorKind::ResourceInUseException, "Table already exists: " + name};
    if (m_rejectIndexes && request.contains("GlobalSecondaryIndexes"))
        return Error::validation("GlobalSecondaryIndexes are not supported");
    std::string partitionKey, sortKey;
    for (const auto &key : request.at("KeySchema").as_array()) {
        const auto &object = key.as_object();
        (stringAt(object, "KeyType") == "HASH" ? partitionKey : sortKey)
            = stringAt(object, "AttributeName");
    }
    Table created{describe(name, partitionKey, sortKey), partitionKey, sortKey, {}};
    if (const auto *indexes = request.if_contains("GlobalSecondaryIndexes"))
        created.description["GlobalSecondaryIndexes"] = *indexes;
    // As DynamoDB, the description defines every key attribute, the indexes' too.
    if (const auto *definitions = request.if_contains("AttributeDefinitions"))
        created.description["AttributeDefinitions"] = *definitions;
    auto &inserted = m_tables[name] = std::move(created);
    return boost::json::object{{"TableDescription", inserted.description}};
}

Result<boost::json::object> FakeClient::scan(const boost::json::object &request)
{
    auto found = table(request);
    if (!found.ok())
        return found.takeError();
    const Table &t = *found.value();
    std::size_t start = 0;
    if (const auto *startKey = request.if_contains("ExclusiveStartKey")) {
        while (start < t.items.size()
               && keyOf(t.items[start], t.partitionKey, t.sortKey) != startKey->as_object())
            ++start;
        ++start;
    }
    std::size_t limit = t.items.size();
    if (const auto *value = request.if_contains("Limit"))
        limit = std::size_t(value->to_number<std::int64_t>());
    boost::json::array items;
    std::size_t i = start;
    for (; i < t.items.size() && items.size() < limit; ++i)
        items.push_back(t.items[i]);
    boost::json::object response{{"Count", items.size()}, {"ScannedCount", items.size()}};
    response["Items"] = std::move(items);
    if (i < t.items.size() && i > start)
        response["LastEvaluatedKey"] = keyOf(t.items[i - 1], t.partitionKey, t.sortKey);
    response["ConsumedCapacity"] = {{"TableName", stringAt(request, "TableName")},
                                    {"CapacityUnits", 0.5}};
    return response;
}

Result<boost::json::object> FakeClient::batchWrite(const boost::json::object &request)
{
    for (const auto &entry : request.at("RequestItems").as_object()) {
        auto it = m_tables.find(std::string(entry.key()));
        if (it == m_tables.end())
            return Error{ErrorKind::ResourceNotFoundException, "Requested resource not found"};
        for (const auto &write : entry.value().as_array()) {
            if (const auto *put = write.as_object().if_contains("PutRequest")) {
                this->put(it->second, put->at("Item").as_object());
                continue;
            }
            const auto &key = write.at("DeleteRequest").at("Key").as_object();
            auto &items = it->second.items;
            std::erase_if(items, [&](const boost::json::object &item) {
                return keyOf(item, it->second.partitionKey, it->second.sortKey) == key;
            });
        }
    }
    return boost::json::object{{"UnprocessedItems", boost::json::object{}}};
}

} // namespace tablesmith::test
