#pragma once
// Placeholders generated for a legacy request's attribute names and values (#legacy0,
// :legacy0, ...), added beside any the request already has, so the rewritten request runs
// through the same expression path as one a client wrote with expressions.

#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <functional>
#include <map>
#include <string>
#include <string_view>

namespace tablesmith::ops::legacy {

namespace json = boost::json;

class GeneratedPlaceholders {
public:
    explicit GeneratedPlaceholders(json::object &request) : m_request(request) {}

    // "#legacyN" for a top-level attribute name (never a path); one per distinct name.
    std::string name(std::string_view attribute);
    // ":legacyN" holding `value`, validated first so a bad value reports DynamoDB's own message
    // rather than one about ExpressionAttributeValues the client never sent.
    Result<std::string> value(const json::value &value);

private:
    std::string fresh(std::string_view member, std::string_view prefix, unsigned &counter);

    json::object &m_request;
    std::map<std::string, std::string, std::less<>> m_names;
    unsigned m_nameCount = 0;
    unsigned m_valueCount = 0;
};

} // namespace tablesmith::ops::legacy
