#include "create_table_request.h"

#include <boost/json/parse.hpp>

#include <algorithm>

namespace tablesmith::test {
namespace {

std::string keySchema(const std::vector<KeyAttributeSpec> &key)
{
    std::string out;
    for (std::size_t i = 0; i < key.size(); ++i)
        out += std::string(i ? ", " : "") + R"({"AttributeName": ")" + key[i].name
               + R"(", "KeyType": ")" + (i ? "RANGE" : "HASH") + "\"}";
    return R"("KeySchema": [)" + out + "]";
}

} // namespace

CreateTableRequest &CreateTableRequest::onDemand()
{
    m_onDemand = true;
    return *this;
}

CreateTableRequest &CreateTableRequest::hash(std::string name, std::string type)
{
    m_key.insert(m_key.begin(), {std::move(name), std::move(type)});
    define(m_key.front());
    return *this;
}

CreateTableRequest &CreateTableRequest::range(std::string name, std::string type)
{
    m_key.push_back({std::move(name), std::move(type)});
    define(m_key.back());
    return *this;
}

CreateTableRequest &CreateTableRequest::gsi(std::string name, KeyAttributeSpec hash,
                                            std::optional<KeyAttributeSpec> range,
                                            std::string projection, std::string extra)
{
    Index index{true, std::move(name), {std::move(hash)}, std::move(projection),
                std::move(extra)};
    if (range)
        index.key.push_back(std::move(*range));
    for (const KeyAttributeSpec &attribute : index.key)
        define(attribute);
    m_indexes.push_back(std::move(index));
    return *this;
}

CreateTableRequest &CreateTableRequest::lsi(std::string name, KeyAttributeSpec range,
                                            std::string projection)
{
    define(range);
    m_indexes.push_back({false, std::move(name), {m_key.front(), std::move(range)},
                         std::move(projection), ""});
    return *this;
}

CreateTableRequest &CreateTableRequest::members(std::string extra)
{
    m_extra += std::move(extra);
    return *this;
}

void CreateTableRequest::define(const KeyAttributeSpec &attribute)
{
    const bool known = std::ranges::any_of(m_definitions, [&](const KeyAttributeSpec &defined) {
        return defined.name == attribute.name;
    });
    if (!known)
        m_definitions.push_back(attribute);
}

std::string CreateTableRequest::text() const
{
    std::string definitions;
    for (const KeyAttributeSpec &a : m_definitions)
        definitions += std::string(definitions.empty() ? "" : ", ") + R"({"AttributeName": ")"
                       + a.name + R"(", "AttributeType": ")" + a.type + "\"}";
    std::string out = R"({"TableName": ")" + m_name + "\""
                      + (m_onDemand ? R"(, "BillingMode": "PAY_PER_REQUEST")" : "") + ", "
                      + keySchema(m_key) + R"(, "AttributeDefinitions": [)" + definitions + "]";
    for (bool global : {true, false}) {
        std::string indexes;
        for (const Index &index : m_indexes)
            if (index.global == global)
                indexes += std::string(indexes.empty() ? "" : ", ") + R"({"IndexName": ")"
                           + index.name + "\", " + keySchema(index.key)
                           + R"(, "Projection": {"ProjectionType": ")" + index.projection
                           + "\"}" + index.extra + "}";
        if (!indexes.empty())
            out += std::string(global ? R"(, "GlobalSecondaryIndexes": [)"
                                      : R"(, "LocalSecondaryIndexes": [)")
                   + indexes + "]";
    }
    return out + m_extra + "}";
}

boost::json::object CreateTableRequest::json() const
{
    return boost::json::parse(text()).as_object();
}

} // namespace tablesmith::test
