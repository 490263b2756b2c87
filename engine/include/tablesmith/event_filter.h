#pragma once
// Lambda event filtering for DynamoDB stream records: the Pattern strings of an event source
// mapping's FilterCriteria, matched as Lambda matches them (EventBridge's pattern syntax:
// exact values, null, "", prefix, suffix, equals-ignore-case, wildcard, anything-but, numeric,
// exists, $or), against the record as Lambda hands it to the function. Up to five patterns
// are ORed, as one mapping holds them.
//
// Besides the errors Lambda refuses a pattern for, a check reports the pitfalls that make a
// trigger silently miss: a value without its type key, numeric on an N attribute (its value is
// a string), exists above the type key, a pattern over 4,096 characters. Every finding carries
// the byte offset of the text it is about. Compiled patterns are immutable and thread-safe.

#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith {

constexpr std::size_t kMaxFilterPatternLength = 4096; // Lambda's limit on Filter.Pattern
constexpr std::size_t kMaxFilterPatterns = 5;         // filters per event source mapping

struct FilterDiagnostic {
    enum class Severity { Error, Warning };
    Severity severity = Severity::Error; // Error: Lambda refuses it; Warning: never matches
    std::size_t offset = 0;              // byte offset into the pattern text
    std::size_t length = 1;              // bytes the finding is about
    std::string message;
};

// What a check can know about the stream the pattern will read.
struct FilterContext {
    std::string streamViewType; // KEYS_ONLY, NEW_IMAGE, ...; empty when unknown
};

namespace inspect {
struct PatternObject;
}

class EventFilterPattern {
public:
    // A ValidationException for what Lambda refuses (bad JSON, a value not in an array, an
    // unknown operator, ...); its details hold "offset" and "length".
    static Result<EventFilterPattern> parse(std::string_view text);

    // `record`: a stream record as Lambda delivers it (see lambdaEventRecord).
    bool matches(const boost::json::object &record) const;
    const std::string &text() const { return m_text; }

private:
    std::string m_text;
    std::shared_ptr<const inspect::PatternObject> m_root;
};

// Every finding in `text`: the first error Lambda would refuse it for, then each pitfall.
std::vector<FilterDiagnostic> checkEventFilterPattern(std::string_view text,
                                                      const FilterContext &context = {});

// The filters of one event source mapping, ORed; no filter at all lets every record through.
class EventFilterCriteria {
public:
    // More than five patterns is a ValidationException, as Lambda's default quota.
    static Result<EventFilterCriteria> fromPatterns(const std::vector<std::string> &patterns);
    // The FilterCriteria JSON of CreateEventSourceMapping: {"Filters": [{"Pattern": "..."}]}.
    static Result<EventFilterCriteria> fromJson(std::string_view filterCriteria);

    bool matches(const boost::json::object &record) const;
    const std::vector<EventFilterPattern> &patterns() const { return m_patterns; }
    bool empty() const { return m_patterns.empty(); }

private:
    std::vector<EventFilterPattern> m_patterns;
};

// The GetRecords record as Lambda hands it to a function: the same members, plus
// eventSourceARN (the stream), with a TTL deletion's userIdentity spelt as Lambda spells it
// ({"type", "principalId"}, where GetRecords has {"Type", "PrincipalId"}).
boost::json::object lambdaEventRecord(boost::json::object record, std::string_view streamArn);

// The record as GetRecords answers it, from its Lambda form: without eventSourceARN, and with
// userIdentity's members named as the Streams API model names them.
boost::json::object getRecordsRecord(boost::json::object lambdaRecord);

} // namespace tablesmith
