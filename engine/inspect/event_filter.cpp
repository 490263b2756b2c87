// Matching stream records against compiled Lambda filter patterns. A field matches when any of
// its rules matches any value the record holds there; arrays in the record are looked through
// (a value inside an array counts as a value of the field), and every field of one pattern
// object must be found inside the same record object, as EventBridge's rulesForJSONEvent does.

#include "inspect/filter_pitfalls.h"
#include "inspect/filter_rules.h"

#include <tablesmith/event_filter.h>

#include <boost/json/parse.hpp>

#include <algorithm>
#include <array>

namespace tablesmith {
namespace json = boost::json;
using namespace inspect;

namespace {

bool matchObject(const PatternObject &pattern, const json::object &record);

// Calls `visit` on each leaf (neither object nor array) of `value`, looking through arrays.
template<class Visit>
bool anyLeaf(const json::value &value, const Visit &visit)
{
    if (value.is_array()) {
        for (const json::value &element : value.get_array()) {
            if (anyLeaf(element, visit))
                return true;
        }
        return false;
    }
    return !value.is_object() && visit(value);
}

bool anyObject(const json::value &value, const PatternObject &pattern)
{
    if (value.is_object())
        return matchObject(pattern, value.get_object());
    if (value.is_array()) {
        for (const json::value &element : value.get_array()) {
            if (anyObject(element, pattern))
                return true;
        }
    }
    return false;
}

bool holdsObject(const json::value &value)
{
    if (value.is_object())
        return true;
    if (value.is_array()) {
        for (const json::value &element : value.get_array()) {
            if (holdsObject(element))
                return true;
        }
    }
    return false;
}

// A nested pattern over a part the record lacks still matches when all it asks is absence
// ({"exists": false} below it): the record is then looked at as an empty object there.
bool matchNested(const PatternObject &pattern, const json::value *value)
{
    static const json::object kNothing;
    if (!value || !holdsObject(*value))
        return matchObject(pattern, kNothing);
    return anyObject(*value, pattern);
}

std::optional<double> numberOf(const json::value &value)
{
    if (value.is_int64())
        return static_cast<double>(value.get_int64());
    if (value.is_uint64())
        return static_cast<double>(value.get_uint64());
    if (value.is_double())
        return value.get_double();
    return std::nullopt;
}

// Lambda compares numbers by their text: 300 and 300.0 differ. A parsed record keeps integers
// and doubles apart, which is as close as its text allows.
bool sameNumber(const ValueRule &rule, const json::value &value)
{
    const auto number = numberOf(value);
    return number && *number == rule.number && rule.integral == !value.is_double();
}

bool inRange(const ValueRule &rule, double x)
{
    if (rule.lower && (rule.lowerInclusive ? x < *rule.lower : x <= *rule.lower))
        return false;
    return !rule.upper || (rule.upperInclusive ? x <= *rule.upper : x < *rule.upper);
}

bool excluded(const ValueRule &rule, const json::value &value)
{
    using E = ValueRule::Exclusion;
    if (rule.exclusion == E::Values) {
        if (const auto number = numberOf(value))
            return std::ranges::find(rule.numbers, *number) != rule.numbers.end();
        return value.is_string()
               && std::ranges::find(rule.strings, std::string_view(value.get_string()))
                      != rule.strings.end();
    }
    if (!value.is_string())
        return true; // prefix, suffix, case and wildcard exclusions apply to strings only
    const std::string_view text = value.get_string();
    switch (rule.exclusion) {
    case E::Prefix: return text.starts_with(rule.strings[0]);
    case E::Suffix: return text.ends_with(rule.strings[0]);
    case E::EqualsIgnoreCase:
        return std::ranges::find(rule.strings, foldAscii(text)) != rule.strings.end();
    case E::Wildcard:
        return std::ranges::any_of(rule.wildcards,
                                   [&](const auto &w) { return wildcardMatches(w, text); });
    case E::Values: break;
    }
    return false;
}

bool stringRuleMatches(const ValueRule &rule, std::string_view text)
{
    using K = ValueRule::Kind;
    const std::string folded = rule.ignoreCase || rule.kind == K::EqualsIgnoreCase
                                   ? foldAscii(text) : std::string();
    const std::string_view subject = folded.empty() ? text : std::string_view(folded);
    switch (rule.kind) {
    case K::ExactString: return text == rule.text;
    case K::Prefix: return subject.starts_with(rule.text);
    case K::Suffix: return subject.ends_with(rule.text);
    case K::EqualsIgnoreCase: return subject == rule.text;
    case K::Wildcard: return wildcardMatches(rule.wildcard, text);
    default: return false;
    }
}

bool ruleMatches(const ValueRule &rule, const json::value &value)
{
    using K = ValueRule::Kind;
    switch (rule.kind) {
    case K::ExactNumber: return sameNumber(rule, value);
    case K::ExactBool: return value.is_bool() && value.get_bool() == rule.flag;
    case K::ExactNull: return value.is_null();
    case K::AnythingBut: return !excluded(rule, value);
    case K::Numeric: {
        const auto number = numberOf(value);
        return number && inRange(rule, *number);
    }
    case K::Exists: return false; // decided by presence, in matchLeaf
    default: return value.is_string() && stringRuleMatches(rule, value.get_string());
    }
}

bool matchLeaf(const FieldRule &field, const json::value *value)
{
    const bool present = value && anyLeaf(*value, [](const json::value &) { return true; });
    for (const ValueRule &rule : field.values) {
        if (rule.kind == ValueRule::Kind::Exists) {
            if (rule.flag == present)
                return true;
        } else if (present && anyLeaf(*value, [&](const json::value &leaf) {
                       return ruleMatches(rule, leaf);
                   })) {
            return true;
        }
    }
    return false;
}

bool matchObject(const PatternObject &pattern, const json::object &record)
{
    for (const FieldRule &field : pattern.fields) {
        const json::value *value = record.if_contains(field.name);
        const bool ok = field.object ? matchNested(*field.object, value)
                                     : matchLeaf(field, value);
        if (!ok)
            return false;
    }
    for (const auto &group : pattern.orGroups) {
        if (std::ranges::none_of(group, [&](const PatternObject &branch) {
                return matchObject(branch, record);
            }))
            return false;
    }
    return true;
}

Error patternError(std::string message, std::size_t offset, std::size_t length)
{
    Error error = Error::validation(std::move(message));
    error.details["offset"] = offset;
    error.details["length"] = length;
    return error;
}

} // namespace

Result<EventFilterPattern> EventFilterPattern::parse(std::string_view text)
{
    if (text.size() > kMaxFilterPatternLength)
        return patternError("the pattern is " + std::to_string(text.size())
                                + " characters long; Lambda takes at most 4096",
                            kMaxFilterPatternLength, text.size() - kMaxFilterPatternLength);
    JsonNode root;
    JsonSyntaxError syntax;
    if (!parsePositionedJson(text, root, syntax))
        return patternError(syntax.message, syntax.offset, 1);
    auto compiled = std::make_shared<PatternObject>();
    CompileError error;
    if (!compilePattern(root, *compiled, error))
        return patternError(error.message, error.offset, error.length);
    EventFilterPattern pattern;
    pattern.m_text = std::string(text);
    pattern.m_root = std::move(compiled);
    return pattern;
}

bool EventFilterPattern::matches(const json::object &record) const
{
    return m_root && matchObject(*m_root, record);
}

std::vector<FilterDiagnostic> checkEventFilterPattern(std::string_view text,
                                                      const FilterContext &context)
{
    std::vector<FilterDiagnostic> out;
    auto pattern = EventFilterPattern::parse(text);
    if (!pattern) {
        const json::object &details = pattern.error().details;
        out.push_back({FilterDiagnostic::Severity::Error,
                       static_cast<std::size_t>(details.at("offset").to_number<std::int64_t>()),
                       static_cast<std::size_t>(details.at("length").to_number<std::int64_t>()),
                       pattern.error().message});
        if (text.size() <= kMaxFilterPatternLength)
            return out;
    }
    JsonNode root;
    JsonSyntaxError syntax;
    if (parsePositionedJson(text, root, syntax))
        findPitfalls(root, context, out);
    return out;
}

Result<EventFilterCriteria> EventFilterCriteria::fromPatterns(
    const std::vector<std::string> &patterns)
{
    if (patterns.size() > kMaxFilterPatterns)
        return Error::validation("an event source mapping takes at most 5 filters, not "
                                 + std::to_string(patterns.size()));
    EventFilterCriteria criteria;
    for (std::size_t i = 0; i < patterns.size(); ++i) {
        auto pattern = EventFilterPattern::parse(patterns[i]);
        if (!pattern) {
            Error error = pattern.takeError();
            error.message = "filter " + std::to_string(i + 1) + ": " + error.message;
            error.details["filter"] = i;
            return error;
        }
        criteria.m_patterns.push_back(std::move(*pattern));
    }
    return criteria;
}

Result<EventFilterCriteria> EventFilterCriteria::fromJson(std::string_view filterCriteria)
{
    boost::system::error_code ec;
    json::value parsed = json::parse(filterCriteria, ec);
    if (ec || !parsed.is_object())
        return Error::validation("FilterCriteria is not a JSON object");
    std::vector<std::string> patterns;
    const json::value *filters = parsed.get_object().if_contains("Filters");
    if (filters && !filters->is_array())
        return Error::validation("FilterCriteria.Filters must be a list");
    const json::array none;
    for (const json::value &filter : filters ? filters->get_array() : none) {
        const json::value *pattern =
            filter.is_object() ? filter.get_object().if_contains("Pattern") : nullptr;
        if (!pattern || !pattern->is_string())
            return Error::validation("each filter needs a Pattern string");
        patterns.emplace_back(pattern->get_string());
    }
    return fromPatterns(patterns);
}

bool EventFilterCriteria::matches(const json::object &record) const
{
    return m_patterns.empty()
           || std::ranges::any_of(m_patterns, [&](const EventFilterPattern &pattern) {
                  return pattern.matches(record);
              });
}

namespace {

// A TTL deletion's userIdentity with its two members renamed (from -> to), the rest as it is.
void renameIdentity(json::object &record, const std::array<std::string_view, 2> &from,
                    const std::array<std::string_view, 2> &to)
{
    json::value *identity = record.if_contains("userIdentity");
    if (!identity || !identity->is_object())
        return;
    json::object renamed;
    for (const auto &[name, value] : identity->get_object()) {
        if (name == from[0])
            renamed[to[0]] = value;
        else if (name == from[1])
            renamed[to[1]] = value;
        else
            renamed[name] = value;
    }
    *identity = std::move(renamed);
}

// GetRecords names the identity's members as the API model does; Lambda's event, and so its
// filter patterns, spell them in lower camel case.
constexpr std::array<std::string_view, 2> kModelIdentity = {"Type", "PrincipalId"};
constexpr std::array<std::string_view, 2> kLambdaIdentity = {"type", "principalId"};

} // namespace

json::object lambdaEventRecord(json::object record, std::string_view streamArn)
{
    record["eventSourceARN"] = streamArn;
    renameIdentity(record, kModelIdentity, kLambdaIdentity);
    return record;
}

json::object getRecordsRecord(json::object lambdaRecord)
{
    lambdaRecord.erase("eventSourceARN");
    renameIdentity(lambdaRecord, kLambdaIdentity, kModelIdentity);
    return lambdaRecord;
}

} // namespace tablesmith
