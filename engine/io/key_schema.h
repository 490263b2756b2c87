#pragma once
// The key attributes an imported item must carry, and the local checks that let a bad line be
// reported with its number instead of failing a whole batch of 25 at the service.

#include <tablesmith/client.h>
#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <string>
#include <vector>

namespace tablesmith::io {

struct KeyAttribute {
    std::string name;
    std::string type; // "S", "N" or "B"
};

// Partition key first, then the sort key if any.
struct KeySchema {
    std::vector<KeyAttribute> keys;
};

// From DescribeTable: KeySchema typed by AttributeDefinitions.
Result<KeySchema> describeKeySchema(Client &client, const std::string &tableName);
// From a CreateTable request (a Workbench model's table, before it exists).
KeySchema keySchemaFromCreateRequest(const boost::json::object &request);

// Valid DynamoDB JSON, the key attributes present with their types and non-empty, and
// within the 400 KB item size; the message is what the service would say.
Status checkItem(const boost::json::object &item, const KeySchema &schema);

// The item's key attributes serialised, to spot two writes of one key in a batch.
std::string keyOf(const boost::json::object &item, const KeySchema &schema);

} // namespace tablesmith::io
