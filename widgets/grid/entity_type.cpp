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
    EntityColours palette;
    palette.assign(tableTypes);
    QHash<QString, QColor> colours;
    for (const QString &type : tableTypes)
        colours.insert(type, palette.colourOf(type));
    return colours;
}

void EntityColours::assign(const QStringList &types)
{
    QStringList byName;
    for (const QString &type : types) {
        if (!m_slot.contains(type))
            byName << type;
    }
    if (byName.isEmpty())
        return;
    byName.sort();
    byName.removeDuplicates();
    std::array<bool, kEntityColors.size()> taken{};
    for (const int slot : std::as_const(m_slot))
        taken[std::size_t(slot)] = true;
    QStringList displaced;
    // First each free colour to the first type by name hashing to it, then the others in order.
    for (const QString &type : byName) {
        const std::size_t at = stableHash(type) % kEntityColors.size();
        if (taken[at]) {
            displaced << type;
            continue;
        }
        taken[at] = true;
        m_slot.insert(type, int(at));
    }
    for (const QString &type : displaced) {
        std::size_t at = stableHash(type) % kEntityColors.size();
        for (std::size_t step = 0; step < kEntityColors.size() && taken[at]; ++step)
            at = (at + 1) % kEntityColors.size();
        if (taken[at]) // more types than colours: the rest share by hash
            at = stableHash(type) % kEntityColors.size();
        taken[at] = true;
        m_slot.insert(type, int(at));
    }
}

QColor EntityColours::colourOf(const QString &entityType) const
{
    const auto found = m_slot.constFind(entityType);
    return found == m_slot.cend() ? entityTypeColor(entityType)
                                  : QColor(kEntityColors[std::size_t(*found)]);
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
