#include "common/key_schema.h"

namespace tablesmith::gui {
namespace {

QString stringField(const boost::json::object &object, std::string_view key)
{
    if (const auto *value = object.if_contains(key); value && value->is_string())
        return QString::fromUtf8(value->get_string().data(),
                                 qsizetype(value->get_string().size()));
    return {};
}

QString attributeType(const boost::json::object &table, const std::string &name)
{
    const auto *definitions = table.if_contains("AttributeDefinitions");
    if (!definitions || !definitions->is_array())
        return {};
    for (const auto &definition : definitions->get_array()) {
        if (!definition.is_object())
            continue;
        const auto &object = definition.get_object();
        if (stringField(object, "AttributeName") == QString::fromStdString(name))
            return stringField(object, "AttributeType");
    }
    return {};
}

void readIndexes(const boost::json::object &table, std::string_view field, bool global,
                 std::vector<IndexSummary> &out)
{
    const auto *indexes = table.if_contains(field);
    if (!indexes || !indexes->is_array())
        return;
    for (const auto &index : indexes->get_array()) {
        if (!index.is_object())
            continue;
        const auto &object = index.get_object();
        IndexSummary summary;
        summary.name = stringField(object, "IndexName");
        summary.global = global;
        summary.keys = keySchemaFrom(object.if_contains("KeySchema"));
        if (const auto *projection = object.if_contains("Projection");
            projection && projection->is_object()) {
            summary.projectionType = stringField(projection->get_object(), "ProjectionType");
            if (const auto *names = projection->get_object().if_contains("NonKeyAttributes");
                names && names->is_array()) {
                for (const auto &name : names->get_array())
                    if (name.is_string())
                        summary.nonKeyAttributes << QString::fromUtf8(name.get_string().c_str());
            }
        }
        summary.status = global ? stringField(object, "IndexStatus") : QStringLiteral("ACTIVE");
        if (const auto *backfilling = object.if_contains("Backfilling"))
            summary.backfilling = backfilling->is_bool() && backfilling->get_bool();
        if (const auto *count = object.if_contains("ItemCount"); count && count->is_number())
            summary.itemCount = count->to_number<qint64>();
        if (const auto *size = object.if_contains("IndexSizeBytes"); size && size->is_number())
            summary.sizeBytes = size->to_number<qint64>();
        out.push_back(std::move(summary));
    }
}

} // namespace

KeySchema keySchemaFrom(const boost::json::value *keySchema)
{
    KeySchema keys;
    if (!keySchema || !keySchema->is_array())
        return keys;
    for (const auto &element : keySchema->get_array()) {
        if (!element.is_object())
            continue;
        const auto &object = element.get_object();
        const std::string name = stringField(object, "AttributeName").toStdString();
        if (stringField(object, "KeyType") == QLatin1String("HASH"))
            keys.partitionKey = name;
        else
            keys.sortKey = name;
    }
    return keys;
}

TableSummary tableSummaryFrom(const boost::json::object &table)
{
    TableSummary summary;
    summary.name = stringField(table, "TableName");
    summary.keys = keySchemaFrom(table.if_contains("KeySchema"));
    summary.partitionKeyType = attributeType(table, summary.keys.partitionKey);
    if (summary.keys.hasSortKey())
        summary.sortKeyType = attributeType(table, summary.keys.sortKey);
    readIndexes(table, "GlobalSecondaryIndexes", true, summary.indexes);
    readIndexes(table, "LocalSecondaryIndexes", false, summary.indexes);
    if (const auto *count = table.if_contains("ItemCount"); count && count->is_int64())
        summary.itemCount = count->get_int64();
    else if (count && count->is_uint64())
        summary.itemCount = qint64(count->get_uint64());
    if (const auto *billing = table.if_contains("BillingModeSummary");
        billing && billing->is_object())
        summary.billingMode = stringField(billing->get_object(), "BillingMode");
    if (const auto *stream = table.if_contains("StreamSpecification");
        stream && stream->is_object()) {
        const auto *enabled = stream->get_object().if_contains("StreamEnabled");
        if (enabled && enabled->is_bool() && enabled->get_bool())
            summary.streamViewType = stringField(stream->get_object(), "StreamViewType");
    }
    return summary;
}

} // namespace tablesmith::gui
