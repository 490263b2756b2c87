#pragma once
// Shared by the io tests: an in-memory database, tables, the items of a table compared by
// value, and a Client wrapper that counts calls and can hold back items as UnprocessedItems.

#include <tablesmith/attribute_value.h>
#include <tablesmith/database.h>

#include <boost/json/object.hpp>

#include <map>
#include <memory>
#include <string>

namespace iotest {

// A file of tests/io/data; "ecommerce/…" names the bundled example's own files instead
// (resources/examples/ecommerce), which the tests read as shipped rather than from a copy.
std::string dataPath(const std::string &name);
std::unique_ptr<tablesmith::Database> openDatabase();
// A table keyed PK (S) and, when given, SK (S).
bool createTable(tablesmith::Client &client, const std::string &name,
                 const std::string &sortKey = "SK");
// Every item of the table by its serialised key, compared as values (so "1.50" == "1.5").
std::map<std::string, tablesmith::Item> itemsOf(tablesmith::Client &client,
                                                const std::string &table);
std::size_t countOf(tablesmith::Client &client, const std::string &table);
boost::json::object getItem(tablesmith::Client &client, const std::string &table,
                            const std::string &pk, const std::string &sk);

class CountingClient final : public tablesmith::Client {
public:
    explicit CountingClient(tablesmith::Client &inner) : m_inner(inner) {}
    tablesmith::Result<boost::json::object> call(std::string_view operation,
                                                 const boost::json::object &request) override;

    std::map<std::string, int> calls;
    // The first this many BatchWriteItem calls write only half their items.
    int throttledBatches = 0;

private:
    tablesmith::Client &m_inner;
};

} // namespace iotest
