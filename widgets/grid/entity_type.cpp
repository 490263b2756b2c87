#include "grid/entity_type.h"

namespace tablesmith::gui {
namespace {

constexpr int kMaxPrefix = 32; // a longer "prefix" is a value, not a type name

} // namespace

QString keyPrefix(const QString &keyText, QChar separator)
{
    const qsizetype at = keyText.indexOf(separator);
    if (at <= 0 || at > kMaxPrefix)
        return {};
    return keyText.left(at);
}

QString entityTypeOf(const QString &partitionKey, const QString &sortKey, QChar separator)
{
    if (const QString sortPrefix = keyPrefix(sortKey, separator); !sortPrefix.isEmpty())
        return sortPrefix;
    return keyPrefix(partitionKey, separator);
}

QString entityDisplayName(const QString &entityType)
{
    if (entityType.isEmpty() || entityType != entityType.toUpper())
        return entityType;
    QString name = entityType.toLower();
    name.replace(QLatin1Char('_'), QLatin1Char(' '));
    name[0] = name[0].toUpper();
    return name;
}

} // namespace tablesmith::gui
