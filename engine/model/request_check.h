#pragma once
// Checks a request against its operation's input shape in the API model before anything runs,
// so operation code may rely on the JSON types it reads: a member of the wrong JSON type is a
// SerializationException in the words of the service's deserializer ("NUMBER_VALUE cannot be
// converted to String", "Unexpected field type"; value/deserializer_errors.h), AttributeValues
// and base64 text included. Members the model does not know are ignored, as the service
// ignores them, and null counts as absent; a null inside an AttributeValue is left to the item
// decoder.

#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <string_view>

namespace tablesmith::model {

// Success for operations neither model defines (the engine's own answer follows).
Status checkRequestTypes(std::string_view operation, const boost::json::object &request);

} // namespace tablesmith::model
