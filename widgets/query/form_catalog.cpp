#include "query/form_catalog.h"

#include "common/attribute_text.h"

#include <algorithm>

namespace tablesmith::gui {
namespace {

constexpr int kMaxValuesPerAttribute = 50;

QString definedType(const boost::json::object &description, const std::string &name)
{
    const auto *definitions = description.if_contains("AttributeDefinitions");
    if (!definitions || !definitions->is_array())
        return QStringLiteral("S");
    for (const auto &definition : definitions->get_array()) {
        if (!definition.is_object())
            continue;
        const auto &object = definition.get_object();
        const auto *attribute = object.if_contains("AttributeName");
        const auto *type = object.if_contains("AttributeType");
        if (attribute && attribute->is_string() && attribute->get_string() == name && type
            && type->is_string())
            return QString::fromStdString(std::string(type->get_string()));
    }
    return QStringLiteral("S");
}

KeyNames keyNames(const boost::json::object &description, const KeySchema &schema)
{
    KeyNames names;
    names.partitionKey = QString::fromStdString(schema.partitionKey);
    names.partitionKeyType = definedType(description, schema.partitionKey);
    if (schema.hasSortKey()) {
        names.sortKey = QString::fromStdString(schema.sortKey);
        names.sortKeyType = definedType(description, schema.sortKey);
    }
    return names;
}

} // namespace

QStringList FormCatalog::tableNames() const
{
    QStringList names;
    for (const auto &table : m_tables)
        names << table.summary.name;
    return names;
}

const CatalogTable *FormCatalog::table(const QString &name) const
{
    for (const auto &table : m_tables)
        if (table.summary.name == name)
            return &table;
    return nullptr;
}

CatalogTable *FormCatalog::find(const QString &name)
{
    return const_cast<CatalogTable *>(table(name));
}

KeyNames FormCatalog::keys(const QString &tableName, const QString &indexName) const
{
    const CatalogTable *found = table(tableName);
    if (!found)
        return {};
    if (indexName.isEmpty())
        return keyNames(found->description, found->summary.keys);
    for (const auto &index : found->summary.indexes)
        if (index.name == indexName)
            return keyNames(found->description, index.keys);
    return {};
}

QStringList FormCatalog::indexNames(const QString &tableName) const
{
    QStringList names;
    if (const CatalogTable *found = table(tableName))
        for (const auto &index : found->summary.indexes)
            names << index.name;
    return names;
}

QStringList FormCatalog::attributeNames(const QString &tableName) const
{
    const CatalogTable *found = table(tableName);
    return found ? found->attributeNames : QStringList();
}

QStringList FormCatalog::values(const QString &tableName, const QString &attribute) const
{
    const CatalogTable *found = table(tableName);
    return found ? found->values.value(attribute) : QStringList();
}

void FormCatalog::setDescription(const boost::json::object &description)
{
    CatalogTable entry;
    entry.summary = tableSummaryFrom(description);
    entry.description = description;
    const KeyNames keys = keyNames(description, entry.summary.keys);
    entry.attributeNames << keys.partitionKey;
    if (!keys.sortKey.isEmpty())
        entry.attributeNames << keys.sortKey;
    if (CatalogTable *existing = find(entry.summary.name)) {
        entry.attributeNames = existing->attributeNames;
        entry.values = existing->values;
        *existing = std::move(entry);
        return;
    }
    m_tables.push_back(std::move(entry));
    std::sort(m_tables.begin(), m_tables.end(), [](const auto &a, const auto &b) {
        return a.summary.name < b.summary.name;
    });
}

void FormCatalog::addSample(const QString &tableName, const boost::json::array &items)
{
    CatalogTable *found = find(tableName);
    if (!found)
        return;
    for (const auto &item : items) {
        if (!item.is_object())
            continue;
        for (const auto &member : item.get_object()) {
            const QString name = QString::fromUtf8(member.key().data(),
                                                   qsizetype(member.key().size()));
            if (!found->attributeNames.contains(name))
                found->attributeNames << name;
            const QString type = attributeType(member.value());
            if (type != QLatin1String("S") && type != QLatin1String("N"))
                continue;
            QStringList &values = found->values[name];
            const QString text = keyValueText(&member.value());
            if (values.size() < kMaxValuesPerAttribute && !values.contains(text))
                values << text;
        }
    }
}

} // namespace tablesmith::gui
