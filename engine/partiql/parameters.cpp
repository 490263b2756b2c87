// A statement's Parameters: checked in document order for what DynamoDB reports first (nesting
// too deep, a number it cannot read), then decoded as attribute values.

#include "partiql/translate.h"
#include "value/deserializer_errors.h"
#include "value/nesting.h"
#include "value/number_faults.h"

#include <tablesmith/attribute_value.h>

#include <boost/json/array.hpp>

namespace tablesmith::partiql {
namespace {

Status checkNumber(const json::value &v)
{
    if (!v.is_string())
        return success(); // attributeFromJson says what is wrong
    const std::string_view text = v.get_string();
    using Problem = number_faults::BigDecimalReading::Problem;
    const number_faults::BigDecimalReading number = number_faults::readBigDecimal(text);
    if (number.problem == Problem::Unconvertible) // the whole text, unlike the older layer
        return Error::validation(std::string(number_faults::kNotNumeric)
                                 + (text.empty() ? std::string() : ": " + std::string(text)));
    if (number.problem == Problem::OutOfRange)
        return Error::validation(number.message);
    return success();
}

// The first problem in document order: a parameter is read front to back, so a value nested too
// deep is reported before a bad number after it, and a bad number before a deep value after it.
Status checkParameter(const json::value &v, int depth)
{
    if (depth > nesting::kMaxLevels) // depth counted as attributeFromJson counts it
        return nesting::tooDeepInItem();
    const json::object *typed = v.if_object();
    if (!typed)
        return success();
    for (const auto &[type, inner] : *typed) {
        if (type == "N")
            TS_TRY_STATUS(checkNumber(inner));
        if (type == "NS" && inner.is_array())
            for (const json::value &member : inner.get_array())
                TS_TRY_STATUS(checkNumber(member));
        if (type == "L" && inner.is_array())
            for (const json::value &element : inner.get_array())
                TS_TRY_STATUS(checkParameter(element, depth + 1));
        if (type == "M" && inner.is_object())
            for (const auto &member : inner.get_object())
                TS_TRY_STATUS(checkParameter(member.value(), depth + 1));
    }
    return success();
}

} // namespace

Result<std::vector<AttributeValue>> parameters(const json::object &request,
                                               int statementParameters)
{
    std::vector<AttributeValue> out;
    const json::value *list = request.if_contains("Parameters");
    if (list && !list->is_array()) // for callers that skip the request check
        return deserializer::notList(*list, deserializer::Position::Field);
    if (list && list->get_array().empty())
        return Error::validation("1 validation error detected: Value '[]' at 'parameters' "
                                 "failed to satisfy constraint: Member must have length "
                                 "greater than or equal to 1");
    if (list)
        for (const json::value &v : list->get_array()) {
            TS_TRY_STATUS(checkParameter(v, 0));
            TS_TRY_ASSIGN(AttributeValue decoded, attributeFromJson(v));
            out.push_back(std::move(decoded));
        }
    if (static_cast<int>(out.size()) != statementParameters)
        return Error::validation("Number of parameters in request and statement don't match.");
    return out;
}

} // namespace tablesmith::partiql
