#pragma once
// JSON helpers shared by the design's file formats: reading members that may be missing or of
// the wrong type without throwing (objectAt, arrayAt, stringAt: value/json_members.h), and the
// CreateTable shapes of keys and projections.

#include "value/json_members.h"

#include <tablesmith/design.h>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace tablesmith::design::detail {

std::optional<std::int64_t> integerAt(const boost::json::object &object, std::string_view name);

// "S", "N", "B" (anything else reads as S: designs are drafts).
AttributeType keyType(std::string_view name);
// Any type descriptor ("BOOL", "NULL", "SS", ...); unknown ones read as S.
AttributeType attributeTypeFromName(std::string_view name);

// KeySchema [{AttributeName, KeyType: HASH|RANGE}, ...] with types looked up in `table`.
boost::json::array keySchemaJson(const KeySchema &key);
KeySchema keySchemaFromJson(const boost::json::array &schema, const boost::json::array *definitions);
boost::json::object projectionJson(const Projection &projection);
Projection projectionFromJson(const boost::json::object *projection);
// Every key attribute of the table and its indexes, once, as AttributeDefinitions.
boost::json::array attributeDefinitions(const DesignTable &table);

// A table's TableClass and WarmThroughput as CreateTable takes them (when named), and back.
void addTableSettings(boost::json::object &object, const DesignTable &table);
void readTableSettings(DesignTable &table, const boost::json::object &object);

// Copies `extra`'s members that `object` does not have yet.
void mergeExtra(boost::json::object &object, const boost::json::object &extra);
// `object` without the members named.
boost::json::object without(const boost::json::object &object,
                            std::initializer_list<std::string_view> names);

} // namespace tablesmith::design::detail
