#pragma once
// Checks a request against its operation's input shape in the API model before anything runs,
// so operation code may rely on the JSON types it reads: a member of the wrong JSON type is a
// SerializationException in the words of the service's deserializer ("class java.lang.Short
// can not be converted to an String", "Expected list or null"). Members the model does not know are
// ignored, as the service ignores them, and null counts as absent. AttributeValues are left to
// the item decoder, which checks them with DynamoDB's own messages.

#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <string_view>

namespace tablesmith::model {

// Success for operations neither model defines (the engine's own answer follows).
Status checkRequestTypes(std::string_view operation, const boost::json::object &request);

} // namespace tablesmith::model
