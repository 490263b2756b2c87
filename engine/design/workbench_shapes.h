#pragma once
// The shapes NoSQL Workbench models give keys, attributes and aliases, read and written the
// same way by workbench_read.cpp and workbench_write.cpp so that unchanged values round-trip.

#include "design/design_json.h"

namespace tablesmith::design::workbench {

// KeyAttributes {PartitionKey: {AttributeName, AttributeType}, SortKey: {...}}.
KeySchema keySchemaFromKeyAttributes(const boost::json::object &keys);
boost::json::object keyAttributesJson(const KeySchema &key);

// NonKeyAttributes [{AttributeName, AttributeType}].
std::vector<AttributeDefinition> attributesFromJson(const boost::json::array *attributes);
boost::json::array attributesJson(const std::vector<AttributeDefinition> &attributes);

// KeyAttributeAlias {PartitionKeyAlias, SortKeyAlias} <-> key templates of the table key.
std::vector<std::pair<std::string, std::string>>
templatesFromAlias(const KeySchema &key, const boost::json::object &alias);
boost::json::object aliasJson(const KeySchema &key, const EntityType &entity);

// BillingMode, or PROVISIONED when only ProvisionedCapacitySettings says so (1.0 models).
std::string billingModeOf(const boost::json::object &table);

} // namespace tablesmith::design::workbench
