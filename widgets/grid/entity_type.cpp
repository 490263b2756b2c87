#include "grid/entity_type.h"

#include <array>

namespace tablesmith::gui {
namespace {

constexpr int kMaxPrefix = 32; // a longer "prefix" is a value, not a type name

// Distinct hues that read on light and dark backgrounds alike. Never reorder: a type's colour
// is its name's hash into this list, and users remember colours across sessions. The last is
// slate, not a second green: lime beside emerald made ORDER and USER look alike.
constexpr std::array<QRgb, 8> kEntityColors = {0x3b82f6, 0xf59e0b, 0x10b981, 0xef4444,
                                               0x8b5cf6, 0x06b6d4, 0xec4899, 0x64748b};

// FNV-1a over the UTF-8 name: the same on every run and platform (qHash is seeded per process).
quint32 stableHash(const QString &text)
{
    quint32 hash = 0x811c9dc5u;
    for (const char byte : text.toUtf8()) {
        hash ^= quint8(byte);
        hash *= 0x01000193u;
    }
    return hash;
}

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

QColor entityTypeColor(const QString &entityType)
{
    return QColor(kEntityColors[stableHash(entityType) % kEntityColors.size()]);
}

QHash<QString, QColor> entityTypeColors(const QStringList &tableTypes)
{
    QStringList byName = tableTypes;
    byName.sort();
    byName.removeDuplicates();
    std::array<QString, kEntityColors.size()> owner;
    QStringList displaced;
    for (const QString &type : byName) { // first pass: each colour to the first type hashing to it
        QString &slot = owner[stableHash(type) % kEntityColors.size()];
        if (slot.isNull())
            slot = type;
        else
            displaced << type;
    }
    for (const QString &type : displaced) { // then the others to the next free colour, in order
        std::size_t at = stableHash(type) % kEntityColors.size();
        for (std::size_t step = 0; step < kEntityColors.size() && !owner[at].isNull(); ++step)
            at = (at + 1) % kEntityColors.size();
        if (owner[at].isNull())
            owner[at] = type;
    }
    QHash<QString, QColor> colours;
    for (std::size_t at = 0; at < owner.size(); ++at) {
        if (!owner[at].isNull())
            colours.insert(owner[at], QColor(kEntityColors[at]));
    }
    for (const QString &type : byName) { // more types than colours: the rest share by hash
        if (!colours.contains(type))
            colours.insert(type, entityTypeColor(type));
    }
    return colours;
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
