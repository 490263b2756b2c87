#pragma once
// Entity types of single-table designs, read from key prefixes: the part of a key before the
// separator (`USER#u1` is a USER). The sort key names the entity when it has a prefix
// (`USER#u1 / ORDER#o1` is an ORDER); a fixed sort key such as `PROFILE` or `DETAILS` marks the
// partition's own entity (`USER#u1 / PROFILE` is a USER).

#include <QChar>
#include <QColor>
#include <QHash>
#include <QString>
#include <QStringList>

namespace tablesmith::gui {

inline constexpr QChar kDefaultEntitySeparator = QLatin1Char('#');

// The prefix of `keyText` before `separator`, or empty when it has none.
QString keyPrefix(const QString &keyText, QChar separator = kDefaultEntitySeparator);

// The entity type of an item from its key texts (`sortKey` empty for tables without one);
// empty when no key has a prefix.
QString entityTypeOf(const QString &partitionKey, const QString &sortKey,
                     QChar separator = kDefaultEntitySeparator);

// "ORDER_LINE" -> "Order line": how the legend names a type. Mixed-case prefixes stay as typed.
QString entityDisplayName(const QString &entityType);

// The colour a type is drawn in: a stable hash of its name into a palette of hues that read on
// light and dark backgrounds, so a type keeps its colour across restarts, imports and tables
// whatever order its items arrive in.
QColor entityTypeColor(const QString &entityType);

// The colour of each of the types one table shows, computed once for a view to keep: where two
// hash to one colour, the one first by name keeps it and the other takes the next colour no type
// of the table has as its own, so a table's types stay apart while there are colours enough
// (eight). The same set of types gets the same colours, whatever order they arrive in.
QHash<QString, QColor> entityTypeColors(const QStringList &tableTypes);

// The colours one view has given its types. A type keeps its colour for as long as the view
// lives, whatever types turn up or go after it: a newcomer takes its hash colour if no type
// here holds it, else the next free one (entityTypeColors' rule, for the newcomers only).
class EntityColours
{
public:
    // Gives each type of `types` not coloured yet a colour; those already coloured keep theirs.
    void assign(const QStringList &types);
    // The type's colour; one never assigned gets its hash colour (entityTypeColor).
    QColor colourOf(const QString &entityType) const;

private:
    QHash<QString, int> m_slot; // into the palette; never changes once set
};

} // namespace tablesmith::gui
