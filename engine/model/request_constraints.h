#pragma once
// Checks a well-typed request (see request_check.h) against the constraints of its operation's
// input shape in the API model — required members, string, list and map lengths, number
// ranges, enums and patterns — and answers as the service's request framework does, before
// any table is looked up:
//   1 validation error detected: Value '…' at 'keySchema.1.member.keyType' failed to satisfy
//   constraint: Member must satisfy enum value set: [HASH, RANGE]
// with several joined by "; " under "N validation errors detected: ". Members are visited in
// name order (the service's own order follows its generated classes, which we cannot see).
// AttributeValues are left to the item decoder, which has DynamoDB's own messages for them.

#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <string_view>

namespace tablesmith::model {

// Success for operations neither model defines. Call only after checkRequestTypes succeeded.
Status checkRequestConstraints(std::string_view operation, const boost::json::object &request);

} // namespace tablesmith::model
