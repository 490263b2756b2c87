#pragma once
// EntityTemplates: the entity types a table was designed with — a NoSQL Workbench model's
// facets, with their key templates ("USER#{userId}" / "ORDER#{orderId}") — remembered per
// connection and table (QSettings), so the grid names an item by the facet whose templates fit
// its keys rather than by its sort-key prefix alone (in a model where products and order items
// both use `p#…` sort keys, prefixes cannot tell them apart; the partition key can). Matching
// is the engine's EntityMatcher (key_template.h): the most specific template wins.

#include <boost/json/object.hpp>

#include <QString>

#include <memory>
#include <optional>

// Forward: the engine's design header names its own KeySchema, which the grid's files (and
// their `using namespace`s) must not see beside gui::KeySchema.
namespace tablesmith::design {
class EntityMatcher;
struct Design;
struct DesignTable;
}

namespace tablesmith::gui {

class EntityTemplates {
public:
    // The entity types of `table` (key attribute names and templates only).
    explicit EntityTemplates(const design::DesignTable &table);

    // What was remembered for `table` of `connection`; none when nothing was.
    static std::optional<EntityTemplates> remembered(const QString &connection,
                                                     const QString &table);
    // Remembers the entity types of every table of `design` that has some, for `connection`.
    static void remember(const QString &connection, const design::Design &design);
    // The same for a design file (a NoSQL Workbench model, a resource of a shipped example);
    // false when it cannot be read as a design.
    static bool rememberFile(const QString &connection, const QString &path);

    // The entity type whose key templates fit `item`'s keys; empty when none does.
    QString entityOf(const boost::json::object &item) const;
    int entityTypeCount() const;

private:
    std::shared_ptr<const design::DesignTable> m_table; // the matcher points into it
    std::shared_ptr<const design::EntityMatcher> m_matcher;
};

} // namespace tablesmith::gui
