#pragma once
// A CreateTable request in the shape many engine tests spell: a name, a key, secondary indexes
// on attributes of their own, and whatever members a test adds. The AttributeDefinitions follow
// from the keys, each attribute once.
//
//   CreateTableRequest("keys").onDemand().hash("k", "S").gsi("byG", {"g", "S"}, "KEYS_ONLY")

#include <boost/json/object.hpp>

#include <optional>
#include <string>
#include <vector>

namespace tablesmith::test {

// A key attribute as a request names it: its name and type ("S", "N" or "B").
struct KeyAttributeSpec {
    std::string name;
    std::string type = "S";
};

class CreateTableRequest {
public:
    explicit CreateTableRequest(std::string name) : m_name(std::move(name)) {}

    CreateTableRequest &onDemand(); // BillingMode PAY_PER_REQUEST
    CreateTableRequest &hash(std::string name, std::string type = "S");
    CreateTableRequest &range(std::string name, std::string type = "S");
    // A GSI; `extra` is JSON members added to it (", \"WarmThroughput\": {...}").
    CreateTableRequest &gsi(std::string name, KeyAttributeSpec hash,
                            std::optional<KeyAttributeSpec> range = std::nullopt,
                            std::string projection = "ALL", std::string extra = "");
    // An LSI on the table's partition key and `range`.
    CreateTableRequest &lsi(std::string name, KeyAttributeSpec range, std::string projection = "ALL");
    // JSON members added to the request (", \"TableClass\": \"STANDARD\"").
    CreateTableRequest &members(std::string extra);

    std::string text() const;
    boost::json::object json() const;
    operator std::string() const { return text(); }

private:
    struct Index {
        bool global = true;
        std::string name;
        std::vector<KeyAttributeSpec> key;
        std::string projection;
        std::string extra;
    };
    void define(const KeyAttributeSpec &attribute);

    std::string m_name;
    bool m_onDemand = false;
    std::vector<KeyAttributeSpec> m_key;
    std::vector<KeyAttributeSpec> m_definitions;
    std::vector<Index> m_indexes;
    std::string m_extra;
};

} // namespace tablesmith::test
