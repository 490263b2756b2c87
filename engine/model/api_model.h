#pragma once
// The DynamoDB and DynamoDB Streams API models (botocore's service-2.json, documentation
// removed), parsed once into a graph of shapes that request checks walk. Immutable after the
// first use; safe to share between threads.

#include "model/model_pattern.h"

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::model {

struct Shape {
    enum class Type { Structure, List, Map, String, Boolean, Integer, Long, Double, Blob,
                      Timestamp };
    std::string name;
    Type type = Type::Structure;
    std::map<std::string, const Shape *, std::less<>> members; // structure
    std::vector<std::string> required;                        // structure
    const Shape *member = nullptr;                            // list
    const Shape *key = nullptr;                               // map
    const Shape *value = nullptr;                             // map
    std::optional<double> min;                                // length, size or value
    std::optional<double> max;
    std::vector<std::string> enumValues;
    std::unique_ptr<const ModelPattern> pattern;              // string
};

class ApiModel {
public:
    // The model that defines `operation` (DynamoDB's or DynamoDB Streams'; they share no
    // names), or null for an operation neither defines.
    static const ApiModel *defining(std::string_view operation);

    // The operation's input shape, or null.
    const Shape *input(std::string_view operation) const;
    // The shape of that name, or null: one the service still applies where the model has
    // moved on (TableArn members held to a TableName's constraints).
    const Shape *shape(std::string_view name) const;
    // Whether the operation has an output shape. Those without one (TagResource,
    // UntagResource) answer success with an empty body, not "{}".
    bool hasOutput(std::string_view operation) const;
    // "DynamoDB_20120810" or "DynamoDBStreams_20120810".
    const std::string &targetPrefix() const { return m_targetPrefix; }

    explicit ApiModel(std::string_view modelJson);
    ApiModel(const ApiModel &) = delete;
    ApiModel &operator=(const ApiModel &) = delete;

private:
    std::map<std::string, Shape, std::less<>> m_shapes; // node-based: addresses are stable
    std::map<std::string, const Shape *, std::less<>> m_inputs;
    std::set<std::string, std::less<>> m_withOutput;
    std::string m_targetPrefix;
};

// Whether an operation of either model answers with a body: true unless the model defines the
// operation without an output shape (an operation neither model knows answers with one).
bool operationHasOutput(std::string_view operation);

} // namespace tablesmith::model
