#include "model/request_constraints.h"

#include "model/api_model.h"
#include "model/framework_reporting.h"
#include "model/service_quirks.h"

#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <vector>

namespace tablesmith::model {

namespace json = boost::json;

namespace {

// The service stops listing violations after ten.
constexpr std::size_t kReportedViolations = 10;
// Values are quoted whole in messages: the service echoes all of 101 TransactItems
// (paritysuite/dynamodb-conformance tests/tier3/error-messages/transactWriteItems.test.ts pins
// the echo's closing bracket). Only a pathological value is cut.
constexpr std::size_t kQuotedValueChars = 64 * 1024;

std::string lowerFirst(std::string_view name)
{
    std::string out(name);
    if (!out.empty() && out[0] >= 'A' && out[0] <= 'Z')
        out[0] = static_cast<char>(out[0] - 'A' + 'a');
    return out;
}

std::string upperFirst(std::string_view name)
{
    std::string out(name);
    if (!out.empty())
        out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
}

std::string numberText(double number)
{
    if (std::trunc(number) == number && std::abs(number) < 1e18)
        return std::to_string(static_cast<long long>(number));
    char buffer[32];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, number).ptr;
    return std::string(buffer, end);
}

// The value as the service's (Java) framework prints it: lists as [a, b], maps as {k=v}; with
// its shape, structures as their class prints itself, Name(member=value, ...) with the members
// the request holds (a batch's request map, which the service echoes that way).
void appendValue(std::string &out, const json::value &value, const Shape *shape = nullptr)
{
    if (out.size() > kQuotedValueChars)
        return;
    if (value.is_string()) {
        out += value.get_string();
    } else if (value.is_number()) {
        out += numberText(value.to_number<double>());
    } else if (value.is_bool()) {
        out += value.get_bool() ? "true" : "false";
    } else if (value.is_array()) {
        out += '[';
        const char *separator = "";
        for (const json::value &element : value.get_array()) {
            out += std::exchange(separator, ", ");
            appendValue(out, element, shape ? shape->member : nullptr);
        }
        out += ']';
    } else if (value.is_object() && shape && shape->type == Shape::Type::Structure) {
        out += shape->name + '(';
        const char *separator = "";
        for (const auto &entry : value.get_object()) {
            const auto member = shape->members.find(std::string_view(entry.key()));
            if (member == shape->members.end())
                continue;
            out += std::exchange(separator, ", ");
            out += lowerFirst(entry.key()) + '=';
            appendValue(out, entry.value(), member->second);
        }
        out += ')';
    } else if (value.is_object()) {
        out += '{';
        const char *separator = "";
        for (const auto &entry : value.get_object()) {
            out += std::exchange(separator, ", ");
            out += entry.key();
            out += '=';
            appendValue(out, entry.value(), shape ? shape->value : nullptr);
        }
        out += '}';
    } else {
        out += "null";
    }
}

std::string quoted(const json::value &value, const Shape *shape = nullptr)
{
    std::string text;
    appendValue(text, value, shape);
    if (text.size() > kQuotedValueChars)
        text.resize(kQuotedValueChars);
    return "'" + text + "'";
}

std::string quoted(const json::object &object)
{
    return quoted(json::value(object));
}

// Java measures strings in UTF-16 code units: a character beyond the BMP counts twice.
std::size_t utf16Length(std::string_view text)
{
    std::size_t length = 0;
    for (const unsigned char c : text) {
        if ((c & 0xC0) != 0x80)
            length += c >= 0xF0 ? 2 : 1;
    }
    return length;
}

// A blob's length is its decoded bytes; the text is base64.
std::size_t decodedLength(std::string_view base64)
{
    std::size_t padding = 0;
    while (padding < base64.size() && padding < 2 && base64[base64.size() - 1 - padding] == '=')
        ++padding;
    return base64.size() / 4 * 3 - std::min(padding, base64.size() / 4 * 3);
}

bool isNumber(const Shape &shape)
{
    return shape.type == Shape::Type::Integer || shape.type == Shape::Type::Long ||
           shape.type == Shape::Type::Double;
}

// A shape's min and max bound a number's value and anything else's length.
std::string minText(const Shape &shape)
{
    return std::string("Member must have ") + (isNumber(shape) ? "value" : "length") +
           " greater than or equal to " + numberText(*shape.min);
}

std::string maxText(const Shape &shape)
{
    return std::string("Member must have ") + (isNumber(shape) ? "value" : "length") +
           " less than or equal to " + numberText(*shape.max);
}

std::string patternText(const Shape &shape)
{
    return "Member must satisfy regular expression pattern: " + shape.pattern->text();
}

// The bounds `measured` (a number's value, or a string's, blob's, list's or map's length)
// breaks.
std::vector<std::string> boundViolations(const Shape &shape, double measured)
{
    std::vector<std::string> broken;
    if (lengthLeftToOperation(shape.name))
        return broken;
    if (shape.min && measured < *shape.min)
        broken.push_back(minText(shape));
    if (shape.max && measured > *shape.max)
        broken.push_back(maxText(shape));
    return broken;
}

std::string enumText(const Shape &shape)
{
    const std::vector<std::string> &serviceOrder = serviceEnumOrder(shape.name);
    std::string text = "Member must satisfy enum value set: [";
    const char *separator = "";
    for (const std::string &allowed : serviceOrder.empty() ? shape.enumValues : serviceOrder)
        text += std::exchange(separator, ", ") + allowed;
    return text + "]";
}

// The constraints a string value breaks, in the order the service lists them.
std::vector<std::string> stringViolations(const Shape &shape, std::string_view text)
{
    std::vector<std::string> broken;
    if (shape.pattern && !shape.pattern->matches(text))
        broken.push_back(patternText(shape));
    for (std::string &violation : boundViolations(shape, double(utf16Length(text))))
        broken.push_back(std::move(violation));
    if (!shape.enumValues.empty() && !enumLeftToOperation(shape.name, text) &&
        std::find(shape.enumValues.begin(), shape.enumValues.end(), text) == shape.enumValues.end())
        broken.push_back(enumText(shape));
    return broken;
}

// The constraints a value breaks by itself (not those of what it holds).
std::vector<std::string> directViolations(const Shape &shape, const json::value &value)
{
    switch (shape.type) {
    case Shape::Type::List:
        return boundViolations(shape, double(value.get_array().size()));
    case Shape::Type::Map:
        return boundViolations(shape, double(value.get_object().size()));
    case Shape::Type::String:
        return stringViolations(shape, value.get_string());
    case Shape::Type::Blob:
        return boundViolations(shape, double(decodedLength(value.get_string())));
    case Shape::Type::Integer:
    case Shape::Type::Long:
    case Shape::Type::Double:
        return boundViolations(shape, value.to_number<double>());
    case Shape::Type::Structure:
    case Shape::Type::Boolean:
    case Shape::Type::Timestamp:
        break;
    }
    return {};
}

// Every constraint of a shape, bracketed, as the service lists those of a map's keys or values.
std::string allConstraints(const Shape &shape)
{
    std::vector<std::string> all;
    if (shape.pattern)
        all.push_back(patternText(shape));
    if (shape.max)
        all.push_back(maxText(shape));
    if (shape.min)
        all.push_back(minText(shape));
    if (!shape.enumValues.empty())
        all.push_back(enumText(shape));
    std::string text = "[";
    for (std::size_t i = 0; i < all.size(); ++i)
        text += (i ? ", " : "") + all[i];
    return text + "]";
}

// Where a value sits in the request, kept as a chain of parts on the stack and spelt out
// ("keySchema.1.member.keyType") only for a violation: most requests have none.
struct Path {
    enum class Part { Member, ListElement, MapValue };
    const Path *parent = nullptr;
    Part part = Part::Member;
    std::string_view name;    // the member's name or the map's key
    std::size_t position = 0; // a list element's, from 1

    std::string text() const
    {
        std::string out = parent ? parent->text() : std::string();
        if (!out.empty())
            out += '.';
        switch (part) {
        case Part::Member:
            return out + lowerFirst(name);
        case Part::ListElement:
            return out + std::to_string(position) + ".member";
        case Part::MapValue:
            return out + std::string(name) + ".member";
        }
        return out;
    }
};

using Member = std::pair<std::string_view, const Shape *>;

// A structure's members in the order their violations are listed: those the service lists
// first at the request's top level (model/framework_reporting.h), then the rest by name.
std::vector<Member> reportingOrder(std::string_view operation, const Shape &shape, bool top)
{
    static const std::vector<std::string_view> nameOrder;
    std::vector<Member> ordered(shape.members.begin(), shape.members.end());
    const std::vector<std::string_view> &first = top ? membersReportedFirst(operation)
                                                     : nameOrder;
    const auto rank = [&](const Member &member) {
        return std::ranges::find(first, member.first) - first.begin();
    };
    std::ranges::stable_sort(ordered, {}, rank);
    return ordered;
}

class ConstraintWalk {
public:
    ConstraintWalk(const ApiModel &model, std::string_view operation)
        : m_model(model), m_operation(operation) {}
    void structure(const Shape &shape, const json::object &object, const Path *at);
    void tableNameAlone(const Shape &input, const json::object &request);
    Status result() const;

private:
    void member(const Shape &structure, std::string_view name, const Shape &shape,
                const json::object &object, const Path *at);
    void value(const Shape &shape, const json::value &value, const Path &at);
    void list(const Shape &shape, const json::array &elements, const Path &at);
    void map(const Shape &shape, const json::object &entries, const Path &at);
    void tableName(const json::value &name, const Path &at);
    void noMember(const Shape &element, const json::array &elements, const Path &at);
    std::string violation(const std::string &quotedValue, const std::string &path,
                          const std::string &constraint) const;
    void report(const std::string &quotedValue, const Path &at,
                const std::vector<std::string> &constraints);
    bool full() const { return m_violations.size() >= kReportedViolations; }

    const ApiModel &m_model;
    std::string_view m_operation;
    std::vector<std::string> m_violations;
    std::optional<std::string> m_givenWay; // reported only if nothing else is
};

std::string ConstraintWalk::violation(const std::string &quotedValue, const std::string &path,
                                      const std::string &constraint) const
{
    const std::string value = reportedInNewerWording(m_operation, path)
                                  ? "Value at '" + upperFirst(path) + "'"
                                  : "Value " + quotedValue + " at '" + path + "'";
    return value + " failed to satisfy constraint: " + constraint;
}

void ConstraintWalk::report(const std::string &quotedValue, const Path &at,
                            const std::vector<std::string> &constraints)
{
    const std::string path = at.text();
    for (const std::string &constraint : constraints) {
        if (full())
            return;
        m_violations.push_back(violation(quotedValue, path, constraint));
    }
}

void ConstraintWalk::structure(const Shape &shape, const json::object &object, const Path *at)
{
    for (const auto &[name, memberShape] : reportingOrder(m_operation, shape, !at)) {
        if (full())
            return;
        member(shape, name, *memberShape, object, at);
    }
}

void ConstraintWalk::member(const Shape &structure, std::string_view name, const Shape &shape,
                            const json::object &object, const Path *at)
{
    const json::value *member = object.if_contains(name);
    const Path path{at, Path::Part::Member, name};
    if (member && !member->is_null()) {
        value(shape, *member, path);
        if (name == "TableName" && tableArnHeldToTableName(structure.name))
            tableName(*member, path);
    } else if (std::ranges::find(structure.required, name) != structure.required.end()) {
        report("null", path, {"Member must not be null"});
    }
}

// A table name the model leaves to the TableArn's 1 to 1024 characters, held to the older
// TableName shape's pattern and length once those pass, as the service still holds it.
void ConstraintWalk::tableName(const json::value &name, const Path &at)
{
    const Shape *arn = m_model.shape("TableArn");
    const Shape *older = m_model.shape("TableName");
    if (!arn || !older || !name.is_string() || name.get_string().starts_with("arn:")
        || !directViolations(*arn, name).empty())
        return;
    if (const std::vector<std::string> broken = stringViolations(*older, name.get_string());
        !broken.empty())
        report(quoted(name), at, broken);
}

void ConstraintWalk::tableNameAlone(const Shape &input, const json::object &request)
{
    const auto shape = input.members.find(std::string_view("TableName"));
    if (shape == input.members.end())
        return;
    member(input, "TableName", *shape->second, request, nullptr);
    if (const json::value *name = request.if_contains("TableName"); name && m_violations.empty())
        tableName(*name, Path{nullptr, Path::Part::Member, "TableName"});
}

// A list of structures that must each hold one of their members: an element holding none is
// reported once, against the list, with an empty value.
void ConstraintWalk::noMember(const Shape &element, const json::array &elements, const Path &at)
{
    const std::optional<std::string> constraint = noMemberConstraint(element.name);
    const auto holdsNone = [](const json::value &entry) {
        const json::object *object = entry.if_object();
        return object && std::ranges::all_of(*object, [](const auto &m) {
                   return m.value().is_null();
               });
    };
    if (constraint && std::ranges::any_of(elements, holdsNone))
        report("''", at, {*constraint});
}

void ConstraintWalk::list(const Shape &shape, const json::array &elements, const Path &at)
{
    noMember(*shape.member, elements, at);
    for (std::size_t i = 0; i < elements.size() && !full(); ++i)
        value(*shape.member, elements[i], Path{&at, Path::Part::ListElement, {}, i + 1});
}

// A table name (3 to 255 of [a-zA-Z0-9_.-]) or a table ARN, which has its own checks later.
bool tableNameOrArn(std::string_view key)
{
    if (key.starts_with("arn:"))
        return true;
    const auto allowed = [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-';
    };
    return key.size() >= 3 && key.size() <= 255 && std::ranges::all_of(key, allowed);
}

// A map's keys and values are reported under the map, with every constraint of their shape
// ("Map value must satisfy constraint: [Member must have length less than or equal to 25,
// Member must have length greater than or equal to 1]"), as the service does; structures in
// its values are walked under "map.key.member".
void ConstraintWalk::map(const Shape &shape, const json::object &entries, const Path &at)
{
    const Shape &key = *shape.key;
    const bool keyLengthFree = lengthLeftToOperation(key.name) || (!key.min && !key.max);
    if (shape.value->name == "AttributeValue" && keyLengthFree && !key.pattern)
        return; // nothing to check: the item decoder checks names and AttributeValues
    bool keysReported = false;
    bool valuesReported = false;
    if (keysHeldToTableNames(shape.name)
        && !std::ranges::all_of(entries, [](const auto &e) { return tableNameOrArn(e.key()); })) {
        keysReported = true;
        const std::string echoed = keysEchoedAsJson(shape.name)
                                       ? "'" + json::serialize(entries) + "'"
                                       : quoted(json::value(entries), &shape);
        const std::string constraint =
            "Map keys must satisfy constraint: [Member must have length less than or equal to "
            "255, Member must have length greater than or equal to 3, Member must satisfy "
            "regular expression pattern: [a-zA-Z0-9_.-]+]";
        if (tableNameKeysGiveWay(shape.name))
            m_givenWay = violation(echoed, at.text(), constraint);
        else
            report(echoed, at, {constraint});
    }
    for (const auto &entry : entries) {
        if (full())
            return;
        if (!keysReported && !stringViolations(*shape.key, entry.key()).empty()) {
            keysReported = true;
            report(quoted(entries), at,
                   {"Map keys must satisfy constraint: " + allConstraints(*shape.key)});
        }
        const json::value &mapped = entry.value();
        if (mapped.is_null())
            continue;
        if (shape.value->type == Shape::Type::Structure) {
            value(*shape.value, mapped, Path{&at, Path::Part::MapValue, entry.key()});
        } else if (!valuesReported && !directViolations(*shape.value, mapped).empty()) {
            valuesReported = true;
            report(quoted(entries), at,
                   {"Map value must satisfy constraint: " + allConstraints(*shape.value)});
        }
    }
}

void ConstraintWalk::value(const Shape &shape, const json::value &value, const Path &at)
{
    if (shape.name == "AttributeValue")
        return;
    if (shape.type == Shape::Type::Structure)
        return structure(shape, value.get_object(), &at);
    if (const std::vector<std::string> broken = directViolations(shape, value); !broken.empty())
        report(quoted(value), at, broken);
    if (shape.type == Shape::Type::List)
        list(shape, value.get_array(), at);
    else if (shape.type == Shape::Type::Map)
        map(shape, value.get_object(), at);
}

Status ConstraintWalk::result() const
{
    if (m_violations.empty() && !m_givenWay)
        return success();
    const std::vector<std::string> &listed =
        m_violations.empty() ? std::vector<std::string>{*m_givenWay} : m_violations;
    const std::size_t count = listed.size();
    std::string message = std::to_string(count) + (count == 1 ? " validation error detected: "
                                                              : " validation errors detected: ");
    for (std::size_t i = 0; i < count; ++i)
        message += (i ? "; " : "") + listed[i];
    return Error::validation(std::move(message));
}

} // namespace

Status checkRequestConstraints(std::string_view operation, const json::object &request)
{
    const ApiModel *model = ApiModel::defining(operation);
    if (!model)
        return success();
    if (std::optional<std::string> own = emptyRequestItemsAnswer(operation, request))
        return Error::validation(std::move(*own));
    if (std::optional<std::string> own = queryConditionalOperatorAnswer(operation, request))
        return Error::validation(std::move(*own));
    if (std::optional<std::string> own = updateItemReturnValuesAnswer(operation, request))
        return Error::validation(std::move(*own));
    const Shape &input = *model->input(operation);
    if (tableNameReportedAlone(operation)) {
        ConstraintWalk alone(*model, operation);
        alone.tableNameAlone(input, request);
        TS_TRY_STATUS(alone.result());
    }
    ConstraintWalk walk(*model, operation);
    walk.structure(input, request, nullptr);
    return walk.result();
}

} // namespace tablesmith::model
