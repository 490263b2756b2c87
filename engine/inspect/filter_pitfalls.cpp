// The pitfalls of Lambda filters on DynamoDB streams. A record's images are DynamoDB JSON, so
// every attribute is an object keyed by its type ({"status": {"S": "SHIPPED"}}); a pattern
// that forgets the type key, tests exists on the attribute instead of under the type key, or
// compares an N attribute numerically (its value is the string "101") is valid and never
// matches. These walk the pattern the way a record is shaped and flag each such place.

#include "inspect/filter_pitfalls.h"

#include <algorithm>
#include <array>

namespace tablesmith::inspect {
namespace {

using Kind = JsonNode::Kind;

constexpr std::array kRecordKeys = {"eventID", "eventName", "eventVersion", "eventSource",
                                    "eventSourceARN", "awsRegion", "dynamodb", "userIdentity"};
constexpr std::array kDynamodbKeys = {"ApproximateCreationDateTime", "Keys", "NewImage",
                                      "OldImage", "SequenceNumber", "SizeBytes",
                                      "StreamViewType"};
constexpr std::array kTypeKeys = {"S", "N", "B", "BOOL", "NULL", "M", "L", "SS", "NS", "BS"};

template<std::size_t N>
bool contains(const std::array<const char *, N> &names, std::string_view name)
{
    return std::ranges::any_of(names, [&](const char *n) { return name == n; });
}

bool isImage(std::string_view key)
{
    return key == "Keys" || key == "NewImage" || key == "OldImage";
}

class PitfallWalk {
public:
    PitfallWalk(const FilterContext &context, std::vector<FilterDiagnostic> &out)
        : m_context(context), m_out(out) {}

    void record(const JsonNode &node)
    {
        for (const JsonNode::Member &m : node.members) {
            if (m.key == "$or")
                branches(m.value, &PitfallWalk::record);
            else if (m.key == "dynamodb")
                dynamodb(m);
            else if (isImage(m.key))
                misplacedImage(m);
            else if (m.key == "eventName")
                eventName(m.value);
            else if (!contains(kRecordKeys, m.key))
                warnKey(m, "a stream record has no top-level \"" + m.key
                               + "\": this part never matches");
        }
    }

private:
    void warn(const JsonNode &node, std::string message)
    {
        m_out.push_back({FilterDiagnostic::Severity::Warning, node.offset,
                         std::max<std::size_t>(node.length, 1), std::move(message)});
    }
    void warnKey(const JsonNode::Member &m, std::string message)
    {
        m_out.push_back({FilterDiagnostic::Severity::Warning, m.keyOffset, m.keyLength,
                         std::move(message)});
    }

    void branches(const JsonNode &list, void (PitfallWalk::*walk)(const JsonNode &))
    {
        for (const JsonNode &branch : list.items) {
            if (branch.kind == Kind::Object)
                (this->*walk)(branch);
        }
    }

    void eventName(const JsonNode &list)
    {
        for (const JsonNode &item : list.items) {
            if (item.kind == Kind::String && item.text != "INSERT" && item.text != "MODIFY"
                && item.text != "REMOVE")
                warn(item, "eventName is INSERT, MODIFY or REMOVE, never \"" + item.text + "\"");
        }
    }

    void misplacedImage(const JsonNode::Member &m)
    {
        warnKey(m, "\"" + m.key + "\" is not at the top of a record but under \"dynamodb\": "
                       "write {\"dynamodb\": {\"" + m.key + "\": …}}");
        image(m);
    }

    void dynamodb(const JsonNode::Member &m)
    {
        if (m.value.kind != Kind::Object)
            return warn(m.value, "\"dynamodb\" is an object in a record: test its members");
        walkDynamodb(m.value);
    }

    void walkDynamodb(const JsonNode &node)
    {
        for (const JsonNode::Member &m : node.members) {
            if (m.key == "$or")
                branches(m.value, &PitfallWalk::walkDynamodb);
            else if (isImage(m.key))
                image(m);
            else if (!contains(kDynamodbKeys, m.key))
                warnKey(m, "a record's \"dynamodb\" has no \"" + m.key
                               + "\": this part never matches");
        }
    }

    void viewType(const JsonNode::Member &m)
    {
        const std::string &type = m_context.streamViewType;
        const bool missing = (m.key == "NewImage" && (type == "KEYS_ONLY" || type == "OLD_IMAGE"))
                             || (m.key == "OldImage"
                                 && (type == "KEYS_ONLY" || type == "NEW_IMAGE"));
        if (missing)
            warnKey(m, "the stream's view type is " + type + ": its records have no "
                           + m.key);
    }

    void image(const JsonNode::Member &m)
    {
        viewType(m);
        if (m.value.kind != Kind::Object)
            return warn(m.value, "\"" + m.key + "\" is a map of attributes: name an attribute "
                                 "and its type, e.g. {\"status\": {\"S\": [\"SHIPPED\"]}}");
        attributes(m.value);
    }

    // A map of attribute names to typed values: an image, or the value of an M.
    void attributes(const JsonNode &node)
    {
        for (const JsonNode::Member &m : node.members) {
            if (m.key == "$or")
                branches(m.value, &PitfallWalk::attributes);
            else if (m.value.kind == Kind::Array)
                untypedAttribute(m);
            else if (m.value.kind == Kind::Object)
                typed(m.value);
        }
    }

    void untypedAttribute(const JsonNode::Member &m)
    {
        for (const JsonNode &item : m.value.items) {
            if (item.kind == Kind::Object && item.member("exists")) {
                const bool wanted = item.member("exists")->boolean;
                warn(item, std::string("exists above the type key ") + (wanted
                         ? "never matches" : "always matches")
                         + ": the attribute is an object in the record; write {\"" + m.key
                         + "\": {\"S\": [{\"exists\": " + (wanted ? "true" : "false")
                         + "}]}} with its type");
                return;
            }
        }
        warn(m.value, "\"" + m.key + "\" has no type key, so this never matches: in a stream "
                      "record its value is {\"S\": …}; write {\"" + m.key
                      + "\": {\"S\": […]}} (or N, BOOL, …)");
    }

    // An object whose keys are type descriptors: {"S": [...]} or {"M": {...}}.
    void typed(const JsonNode &node)
    {
        for (const JsonNode::Member &m : node.members) {
            if (m.key == "$or")
                branches(m.value, &PitfallWalk::typed);
            else if (!contains(kTypeKeys, m.key))
                warnKey(m, "\"" + m.key + "\" is not a DynamoDB type (S, N, B, BOOL, NULL, M, "
                               "L, SS, NS, BS): this never matches");
            else if (m.key == "M")
                container(m, &PitfallWalk::attributes);
            else if (m.key == "L")
                container(m, &PitfallWalk::typed);
            else if (m.value.kind == Kind::Array)
                scalarRules(m.key, m.value);
            else
                warn(m.value, "a " + m.key + " value is not an object: give a list of matches");
        }
    }

    void container(const JsonNode::Member &m, void (PitfallWalk::*walk)(const JsonNode &))
    {
        if (m.value.kind == Kind::Object)
            return (this->*walk)(m.value);
        warn(m.value, m.key == "M" ? "an M holds attributes: write {\"M\": {\"name\": {\"S\": "
                                     "[…]}}}"
                                   : "an L holds typed values: write {\"L\": {\"S\": […]}}");
    }

    void scalarRules(const std::string &type, const JsonNode &list)
    {
        const bool numberType = type == "N" || type == "NS";
        const bool boolType = type == "BOOL" || type == "NULL";
        for (const JsonNode &item : list.items) {
            if (item.kind == Kind::Object && item.member("numeric"))
                warn(item, numberType
                         ? "numeric never matches an " + type + " attribute: its value is a "
                           "string in the record (\"101\"); match the string, a prefix, or "
                           "anything-but"
                         : "numeric never matches a " + type + " value: it is not a number");
            else if (item.kind == Kind::Number)
                warn(item, "the record holds " + type + " values as "
                               + (boolType ? std::string("true/false") : "strings")
                               + ": write "
                               + (boolType ? "true or false" : "\"" + item.text + "\""));
            else if (item.kind == Kind::String && boolType)
                warn(item, "a " + type + " value is the JSON literal true or false, not the "
                               "string \"" + item.text + "\"");
            else if (item.kind == Kind::Bool && !boolType)
                warn(item, "the record holds " + type + " values as strings, never "
                               + (item.boolean ? "true" : "false"));
        }
    }

    const FilterContext &m_context;
    std::vector<FilterDiagnostic> &m_out;
};

} // namespace

void findPitfalls(const JsonNode &root, const FilterContext &context,
                  std::vector<FilterDiagnostic> &out)
{
    if (root.kind == Kind::Object)
        PitfallWalk(context, out).record(root);
}

} // namespace tablesmith::inspect
