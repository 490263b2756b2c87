#include "design/expression_writer.h"

namespace tablesmith::builder {
namespace json = boost::json;

std::string placeholderStem(std::string_view text)
{
    std::string stem;
    for (char c : text) {
        const bool keep = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
            || (c >= '0' && c <= '9') || c == '_';
        stem += keep ? c : '_';
    }
    return stem.empty() ? std::string("x") : stem;
}

void ExpressionWriter::error(const std::string &field, std::string message)
{
    m_errors.push_back({field, std::move(message)});
}

std::string ExpressionWriter::name(const std::string &attributeName)
{
    if (!needsNamePlaceholder(attributeName))
        return attributeName;
    if (auto it = m_placeholderOf.find(attributeName); it != m_placeholderOf.end())
        return it->second;
    const std::string stem = "#" + placeholderStem(attributeName);
    std::string placeholder = stem;
    for (int n = 1; m_names.contains(placeholder); ++n)
        placeholder = stem + std::to_string(n);
    m_names[placeholder] = attributeName;
    m_placeholderOf.emplace(attributeName, placeholder);
    return placeholder;
}

std::string ExpressionWriter::path(std::string_view formPath, const std::string &field)
{
    auto steps = parseFormPath(formPath);
    if (!steps) {
        error(field, steps.error().message);
        return {};
    }
    std::string text;
    for (const auto &step : *steps) {
        if (step.name.empty()) {
            text += "[" + std::to_string(step.index) + "]";
            continue;
        }
        if (!text.empty())
            text += '.';
        text += name(step.name);
    }
    return text;
}

std::string ExpressionWriter::lastName(std::string_view formPath) const
{
    auto steps = parseFormPath(formPath);
    if (steps)
        for (auto it = steps->rbegin(); it != steps->rend(); ++it)
            if (!it->name.empty())
                return it->name;
    return "v";
}

std::string ExpressionWriter::value(const TypedValue &typed, std::string_view hint,
                                    const std::string &field)
{
    auto value = toAttributeValue(typed);
    if (!value) {
        error(field, value.error().message);
        return ":invalid";
    }
    const std::string stem = ":" + placeholderStem(hint);
    std::string placeholder = stem;
    for (int n = 1; m_values.contains(placeholder); ++n)
        placeholder = stem + std::to_string(n);
    m_values[placeholder] = toJson(*value);
    return placeholder;
}

std::string ExpressionWriter::row(const ConditionRow &row, const std::string &field)
{
    const std::string subject = path(row.path, field + ".path");
    const std::string hint = lastName(row.path);
    auto valueAt = [&](std::size_t i) {
        const std::string valueField = field + ".values[" + std::to_string(i) + "]";
        if (i >= row.values.size()) {
            error(valueField, "A value is needed");
            return std::string(":missing");
        }
        return value(row.values[i], hint, valueField);
    };
    std::string text;
    switch (row.op) {
    case ConditionOperator::Between:
        text = subject + " BETWEEN " + valueAt(0) + " AND " + valueAt(1);
        break;
    case ConditionOperator::In: {
        text = subject + " IN (";
        for (std::size_t i = 0; i < std::max<std::size_t>(row.values.size(), 1); ++i)
            text += (i ? ", " : "") + valueAt(i);
        text += ")";
        break;
    }
    case ConditionOperator::AttributeExists:
    case ConditionOperator::AttributeNotExists:
        text = std::string(conditionOperatorText(row.op)) + "(" + subject + ")";
        break;
    case ConditionOperator::AttributeType:
    case ConditionOperator::BeginsWith:
    case ConditionOperator::Contains:
        text = std::string(conditionOperatorText(row.op)) + "(" + subject + ", " + valueAt(0)
            + ")";
        break;
    default: {
        const std::string_view op = conditionOperatorText(row.op);
        if (op.starts_with("size "))
            text = "size(" + subject + ") " + std::string(op.substr(5)) + " " + valueAt(0);
        else
            text = subject + " " + std::string(op) + " " + valueAt(0);
    }
    }
    return row.negated ? "NOT " + text : text;
}

std::string ExpressionWriter::group(const ConditionGroup &group, const std::string &field,
                                    bool nested)
{
    std::vector<std::string> parts;
    for (std::size_t i = 0; i < group.rows.size(); ++i)
        parts.push_back(row(group.rows[i], field + ".rows[" + std::to_string(i) + "]"));
    for (std::size_t i = 0; i < group.groups.size(); ++i) {
        if (group.groups[i].empty())
            continue;
        parts.push_back(this->group(group.groups[i],
                                    field + ".groups[" + std::to_string(i) + "]", true));
    }
    std::string text;
    for (std::size_t i = 0; i < parts.size(); ++i)
        text += (i ? (group.anyOf ? " OR " : " AND ") : "") + parts[i];
    if (group.negated)
        return "NOT (" + text + ")";
    return nested && parts.size() > 1 ? "(" + text + ")" : text;
}

std::string ExpressionWriter::condition(const ConditionGroup &group, const std::string &field)
{
    return group.empty() ? std::string() : this->group(group, field, false);
}

void ExpressionWriter::finish(json::object &request) const
{
    if (!m_names.empty())
        request["ExpressionAttributeNames"] = m_names;
    if (!m_values.empty())
        request["ExpressionAttributeValues"] = m_values;
}

} // namespace tablesmith::builder
