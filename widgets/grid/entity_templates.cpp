#include "grid/entity_templates.h"

#include <tablesmith/attribute_value.h>
#include <tablesmith/design.h>
#include <tablesmith/key_template.h>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <QFile>
#include <QSettings>

namespace tablesmith::gui {
namespace {

namespace json = boost::json;

QString settingsKey(const QString &connection, const QString &table)
{
    // Slashes would nest groups; the connection name may hold a path.
    QString name = connection + QLatin1Char('|') + table;
    name.replace(QLatin1Char('/'), QLatin1Char('\\'));
    return QStringLiteral("entityTemplates/") + name;
}

json::object tableJson(const design::DesignTable &table)
{
    json::array types;
    for (const design::EntityType &type : table.entityTypes) {
        json::array templates;
        for (const auto &[attribute, text] : type.keyTemplates)
            templates.push_back(json::array{json::string(attribute), json::string(text)});
        types.push_back(json::object{{"name", type.name}, {"keyTemplates", templates}});
    }
    json::array keys;
    for (const KeyAttribute &key : table.key.attributes())
        keys.push_back(json::string(key.name));
    return {{"keys", keys}, {"entityTypes", types}};
}

std::optional<design::DesignTable> tableFromJson(const json::object &object)
{
    design::DesignTable table;
    const auto *keys = object.if_contains("keys");
    const auto *types = object.if_contains("entityTypes");
    if (!keys || !keys->is_array() || !types || !types->is_array())
        return std::nullopt;
    for (std::size_t i = 0; i < keys->get_array().size(); ++i) {
        const auto &key = keys->get_array()[i];
        if (!key.is_string())
            return std::nullopt;
        (i == 0 ? table.key.partitionKey : table.key.sortKey)
            .push_back(KeyAttribute{std::string(key.get_string()), AttributeType::S});
    }
    for (const json::value &value : types->get_array()) {
        const json::object *type = value.if_object();
        const json::value *name = type ? type->if_contains("name") : nullptr;
        const json::value *templates = type ? type->if_contains("keyTemplates") : nullptr;
        if (!name || !name->is_string() || !templates || !templates->is_array())
            return std::nullopt;
        design::EntityType entity;
        entity.name = name->get_string();
        for (const json::value &pair : templates->get_array())
            if (pair.is_array() && pair.get_array().size() == 2
                && pair.get_array()[0].is_string() && pair.get_array()[1].is_string())
                entity.setKeyTemplate(std::string(pair.get_array()[0].get_string()),
                                      std::string(pair.get_array()[1].get_string()));
        table.entityTypes.push_back(std::move(entity));
    }
    return table;
}

} // namespace

EntityTemplates::EntityTemplates(const design::DesignTable &table)
    : m_table(std::make_shared<const design::DesignTable>(table)),
      m_matcher(std::make_shared<const design::EntityMatcher>(*m_table))
{
}

std::optional<EntityTemplates> EntityTemplates::remembered(const QString &connection,
                                                           const QString &table)
{
    const QByteArray text = QSettings().value(settingsKey(connection, table)).toByteArray();
    if (text.isEmpty())
        return std::nullopt;
    boost::system::error_code error;
    const json::value value = json::parse(text.toStdString(), error);
    if (error || !value.is_object())
        return std::nullopt; // an older or damaged entry: prefixes will do
    auto designTable = tableFromJson(value.get_object());
    if (!designTable || designTable->entityTypes.empty())
        return std::nullopt;
    return EntityTemplates(*designTable);
}

void EntityTemplates::remember(const QString &connection, const design::Design &design)
{
    QSettings settings;
    for (const design::DesignTable &table : design.tables) {
        if (table.entityTypes.empty())
            continue;
        settings.setValue(settingsKey(connection, QString::fromStdString(table.name)),
                          QByteArray::fromStdString(json::serialize(tableJson(table))));
    }
}

bool EntityTemplates::rememberFile(const QString &connection, const QString &path)
{
    // Through QFile, so resources (":/examples/…") read like files.
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    auto parsed = design::parseDesignJson(file.readAll().toStdString());
    if (!parsed.ok())
        return false;
    auto model = design::readWorkbenchModel(parsed.value());
    if (!model.ok())
        return false;
    remember(connection, model.value());
    return true;
}

int EntityTemplates::entityTypeCount() const
{
    return int(m_table->entityTypes.size());
}

QString EntityTemplates::entityOf(const boost::json::object &item) const
{
    Item keys;
    for (const KeyAttribute &key : m_table->key.attributes()) {
        const json::value *value = item.if_contains(key.name);
        if (!value)
            continue;
        if (auto decoded = attributeFromJson(*value); decoded.ok())
            keys.emplace(key.name, std::move(decoded).value());
    }
    const int entity = m_matcher->entityOf(keys);
    return entity < 0 ? QString()
                      : QString::fromStdString(m_table->entityTypes[std::size_t(entity)].name);
}

} // namespace tablesmith::gui
