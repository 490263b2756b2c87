#include "model/api_model.h"

#include "model/api_model_data.h"

#include <boost/json.hpp>

#include <stdexcept>

namespace tablesmith::model {

namespace json = boost::json;

namespace {

Shape::Type shapeType(std::string_view name)
{
    static const std::map<std::string_view, Shape::Type> types = {
        {"structure", Shape::Type::Structure}, {"list", Shape::Type::List},
        {"map", Shape::Type::Map}, {"string", Shape::Type::String},
        {"boolean", Shape::Type::Boolean}, {"integer", Shape::Type::Integer},
        {"long", Shape::Type::Long}, {"double", Shape::Type::Double},
        {"blob", Shape::Type::Blob}, {"timestamp", Shape::Type::Timestamp}};
    const auto found = types.find(name);
    // The copies are checked in: an unknown type is a bad update of them, found by any test.
    if (found == types.end())
        throw std::logic_error("API model: unknown shape type " + std::string(name));
    return found->second;
}

// Every reference names a shape of the same model: a missing one is a bad copy of the model.
template<class Shapes>
auto &named(Shapes &shapes, std::string_view name)
{
    const auto found = shapes.find(name);
    if (found == shapes.end())
        throw std::logic_error("API model: no shape " + std::string(name));
    return found->second;
}

std::optional<double> number(const json::object &shape, std::string_view name)
{
    const json::value *value = shape.if_contains(name);
    return value ? std::optional<double>(value->to_number<double>()) : std::nullopt;
}

} // namespace

ApiModel::ApiModel(std::string_view modelJson)
{
    const json::object model = json::parse(modelJson).as_object();
    m_targetPrefix = json::value_to<std::string>(model.at("metadata").at("targetPrefix"));
    const json::object &shapes = model.at("shapes").as_object();
    for (const auto &[name, definition] : shapes) {
        Shape &shape = m_shapes[std::string(name)];
        shape.name = name;
        shape.type = shapeType(definition.at("type").as_string());
    }
    const auto ref = [this](const json::value &member) -> const Shape * {
        return &named(m_shapes, member.at("shape").as_string());
    };
    for (const auto &[name, value] : shapes) {
        const json::object &definition = value.as_object();
        Shape &shape = named(m_shapes, name);
        if (const json::value *members = definition.if_contains("members")) {
            for (const auto &[member, target] : members->as_object())
                shape.members.emplace(member, ref(target));
        }
        if (const json::value *required = definition.if_contains("required")) {
            for (const json::value &member : required->as_array())
                shape.required.emplace_back(member.as_string());
        }
        if (const json::value *member = definition.if_contains("member"))
            shape.member = ref(*member);
        if (const json::value *key = definition.if_contains("key"))
            shape.key = ref(*key);
        if (const json::value *mapped = definition.if_contains("value"))
            shape.value = ref(*mapped);
        shape.min = number(definition, "min");
        shape.max = number(definition, "max");
        if (const json::value *values = definition.if_contains("enum")) {
            for (const json::value &allowed : values->as_array())
                shape.enumValues.emplace_back(allowed.as_string());
        }
        if (const json::value *pattern = definition.if_contains("pattern"))
            shape.pattern = std::make_unique<const ModelPattern>(pattern->as_string());
    }
    for (const auto &[operation, definition] : model.at("operations").as_object()) {
        m_inputs.emplace(operation,
                         &named(m_shapes, definition.at("input").as_string()));
        if (definition.as_object().contains("output"))
            m_withOutput.emplace(operation);
    }
}

const Shape *ApiModel::input(std::string_view operation) const
{
    const auto found = m_inputs.find(operation);
    return found == m_inputs.end() ? nullptr : found->second;
}

const Shape *ApiModel::shape(std::string_view name) const
{
    const auto found = m_shapes.find(name);
    return found == m_shapes.end() ? nullptr : &found->second;
}

bool ApiModel::hasOutput(std::string_view operation) const
{
    return m_withOutput.find(operation) != m_withOutput.end();
}

const ApiModel *ApiModel::defining(std::string_view operation)
{
    static const ApiModel dynamodb(dynamodbModelJson());
    static const ApiModel streams(dynamodbstreamsModelJson());
    if (dynamodb.input(operation))
        return &dynamodb;
    if (streams.input(operation))
        return &streams;
    return nullptr;
}

bool operationHasOutput(std::string_view operation)
{
    const ApiModel *model = ApiModel::defining(operation);
    return !model || model->hasOutput(operation);
}

} // namespace tablesmith::model
