#pragma once
// FakeClient: just enough of DynamoDB in memory for GUI tests — CreateTable, DescribeTable,
// ListTables, PutItem, BatchWriteItem (puts and deletes) and Scan with Limit /
// ExclusiveStartKey. Items keep insertion order. Thread-safe (the Session calls it from worker
// threads).

#include <tablesmith/client.h>

#include <boost/json/object.hpp>

#include <atomic>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace tablesmith::test {

class FakeClient : public Client {
public:
    Result<boost::json::object> call(std::string_view operation,
                                     const boost::json::object &request) override;

    // Adds a table with string keys (`sortKey` may be empty) without a CreateTable call.
    void addTable(const std::string &name, const std::string &partitionKey,
                  const std::string &sortKey);
    void addItem(const std::string &table, boost::json::object item);

    // The next call to `operation` fails with `error`.
    void failNext(std::string operation, Error error);
    // CreateTable rejects GlobalSecondaryIndexes, as an engine without index support would.
    void rejectIndexes(bool reject) { m_rejectIndexes = reject; }

    int calls(const std::string &operation) const;
    // Thread id of the last call, to prove calls run off the UI thread.
    std::size_t lastCallThread() const { return m_lastThread; }

private:
    struct Table {
        boost::json::object description;
        std::string partitionKey;
        std::string sortKey;
        std::vector<boost::json::object> items;
    };

    Result<boost::json::object> dispatch(std::string_view operation,
                                         const boost::json::object &request);
    Result<boost::json::object> createTable(const boost::json::object &request);
    Result<boost::json::object> scan(const boost::json::object &request);
    Result<boost::json::object> batchWrite(const boost::json::object &request);
    Result<Table *> table(const boost::json::object &request);
    void put(Table &table, boost::json::object item);

    mutable std::mutex m_mutex;
    std::map<std::string, Table> m_tables;
    std::map<std::string, int> m_calls;
    std::optional<std::pair<std::string, Error>> m_failNext;
    bool m_rejectIndexes = false;
    std::atomic<std::size_t> m_lastThread{0};
};

} // namespace tablesmith::test
