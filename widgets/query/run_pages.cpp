#include "query/run_pages.h"

#include <boost/json/serialize.hpp>

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace tablesmith::gui {
namespace json = boost::json;
namespace {

double unitsOf(const json::value *value)
{
    if (!value || !value->is_object())
        return 0;
    const auto *units = value->get_object().if_contains("CapacityUnits");
    return units && units->is_number() ? units->to_number<double>() : 0;
}

void addIndexes(const json::object &consumed, const char *member, QMap<QString, double> &out)
{
    const auto *indexes = consumed.if_contains(member);
    if (!indexes || !indexes->is_object())
        return;
    for (const auto &index : indexes->get_object())
        out[QString::fromStdString(std::string(index.key()))] += unitsOf(&index.value());
}

void addItems(const json::value *items, json::array &out)
{
    if (items && items->is_array())
        for (const auto &item : items->get_array())
            if (item.is_object())
                out.push_back(item);
}

// Responses of batch / transaction gets: {"t": [items]} or [{"Item": {...}}].
void addResponses(const json::value *responses, json::array &out)
{
    if (responses && responses->is_object())
        for (const auto &table : responses->get_object())
            addItems(&table.value(), out);
    if (responses && responses->is_array())
        for (const auto &entry : responses->get_array())
            if (entry.is_object())
                if (const auto *item = entry.get_object().if_contains("Item");
                    item && item->is_object())
                    out.push_back(*item);
}

// `{"PK": {"S": "USER#u1"}}` as `PK=USER#u1`: where the next page starts, readable.
QString keyText(const json::object &key)
{
    QStringList parts;
    for (const auto &attribute : key) {
        QString value;
        if (attribute.value().is_object() && !attribute.value().get_object().empty()) {
            const json::value &typed = attribute.value().get_object().begin()->value();
            value = typed.is_string() ? QString::fromStdString(std::string(typed.get_string()))
                                      : QString::fromStdString(json::serialize(typed));
        }
        parts << QStringLiteral("%1=%2").arg(QString::fromStdString(
                                                 std::string(attribute.key())), value);
    }
    return parts.join(QStringLiteral(", "));
}

qint64 integerAt(const json::object &response, const char *name, qint64 fallback)
{
    const auto *value = response.if_contains(name);
    return value && value->is_number() ? value->to_number<qint64>() : fallback;
}

} // namespace

json::array RunPages::add(const QString &operation, const json::object &response,
                          double elapsed)
{
    ++pages;
    elapsedMs += elapsed;
    json::array items;
    addItems(response.if_contains("Items"), items);
    for (const char *single : {"Item", "Attributes"})
        if (const auto *item = response.if_contains(single); item && item->is_object())
            items.push_back(*item);
    addResponses(response.if_contains("Responses"), items);
    count += integerAt(response, "Count", qint64(items.size()));
    scannedCount += integerAt(response, "ScannedCount", integerAt(response, "Count",
                                                                  qint64(items.size())));
    if (const auto *consumed = response.if_contains("ConsumedCapacity")) {
        json::array list;
        if (consumed->is_array())
            list = consumed->get_array();
        else
            list.push_back(*consumed);
        for (const auto &entry : list) {
            if (!entry.is_object())
                continue;
            capacityKnown = true;
            capacityUnits += unitsOf(&entry);
            const auto &object = entry.get_object();
            if (const auto *table = object.if_contains("Table"))
                capacityByIndex[QString()] += unitsOf(table);
            addIndexes(object, "GlobalSecondaryIndexes", capacityByIndex);
            addIndexes(object, "LocalSecondaryIndexes", capacityByIndex);
        }
    }
    lastEvaluatedKey.reset();
    if (const auto *next = response.if_contains("LastEvaluatedKey");
        next && next->is_object() && !next->get_object().empty())
        lastEvaluatedKey = next->get_object();
    const auto *token = response.if_contains("NextToken");
    nextToken = token && token->is_string()
        ? QString::fromStdString(std::string(token->get_string())) : QString();
    Q_UNUSED(operation)
    return items;
}

QString RunPages::summary() const
{
    // The context lupdate files these strings under (the class's qualified name).
    auto tr = [](const char *text) {
        return QCoreApplication::translate("tablesmith::gui::RunPages", text);
    };
    const QLocale locale;
    QStringList parts;
    parts << tr("%1 returned").arg(locale.toString(count));
    if (scannedCount != count)
        parts << tr("%1 scanned").arg(locale.toString(scannedCount));
    if (capacityKnown) {
        QString capacity = tr("%1 capacity units").arg(locale.toString(capacityUnits, 'g', 6));
        QStringList byIndex;
        for (auto it = capacityByIndex.cbegin(); it != capacityByIndex.cend(); ++it)
            byIndex << QStringLiteral("%1 %2")
                           .arg(it.key().isEmpty() ? tr("table") : it.key(),
                                locale.toString(it.value(), 'g', 6));
        if (!byIndex.isEmpty())
            capacity += QStringLiteral(" (%1)").arg(byIndex.join(QStringLiteral(", ")));
        parts << capacity;
    }
    parts << (pages == 1 ? tr("1 page") : tr("%1 pages").arg(pages));
    parts << tr("%1 ms").arg(locale.toString(elapsedMs, 'f', 1));
    if (lastEvaluatedKey)
        parts << tr("LastEvaluatedKey %1").arg(keyText(*lastEvaluatedKey));
    else if (!nextToken.isEmpty())
        parts << tr("NextToken %1…").arg(nextToken.left(16));
    return parts.join(QStringLiteral(" · "));
}

} // namespace tablesmith::gui
