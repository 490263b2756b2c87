#pragma once
// Reading request parameters with DynamoDB's validation messages
// ("1 validation error detected: Value null at 'tableName' failed to satisfy constraint: …").

#include "store/table_schema.h"

#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace tablesmith::core {

namespace json = boost::json;

// Members are named in requests as "TableName" and in messages as "tableName".
std::string memberPath(std::string_view member);

Error constraintError(std::string_view valueText, std::string_view member,
                      std::string_view constraint);

// A ValidationException inside the "1 validation error detected: " envelope (once); other
// errors as they are.
Error inValidationEnvelope(Error error);
// `result`, its ValidationException in the envelope when `enveloped` (operations differ: see
// ops/item_requests.h, ParameterFaults).
template<class T>
Result<T> inValidationEnvelope(Result<T> result, bool enveloped = true)
{
    if (result || !enveloped)
        return result;
    return inValidationEnvelope(result.takeError());
}

Result<std::string_view> requiredString(const json::object &request, std::string_view member);
Result<std::optional<std::string_view>> optionalString(const json::object &request,
                                                       std::string_view member);
Result<std::optional<bool>> optionalBool(const json::object &request, std::string_view member);
Result<std::optional<std::int64_t>> optionalInteger(const json::object &request,
                                                    std::string_view member);
// Object and array members: null when absent; SerializationException when of the wrong kind.
Result<const json::object *> optionalObject(const json::object &request, std::string_view member);
Result<const json::array *> optionalArray(const json::object &request, std::string_view member);

// TableName: 3 to 255 characters of [a-zA-Z0-9_.-].
Result<std::string_view> tableName(const json::object &request,
                                   std::string_view member = "TableName");
// The same checks on a name at hand (the NAME inside a table ARN); `member` is the one messages
// name.
Result<std::string_view> checkTableName(std::string_view name,
                                        std::string_view member = "TableName");

// Checks an optional enum member against its allowed values.
Result<std::optional<std::string_view>> optionalEnum(const json::object &request,
                                                     std::string_view member,
                                                     std::initializer_list<std::string_view>
                                                         allowed);

Error tableNotFound(std::string_view name);

} // namespace tablesmith::core
