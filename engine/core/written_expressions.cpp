#include "core/written_expressions.h"

#include <array>

namespace tablesmith::core {
namespace {

constexpr std::array kKinds = {expr::ExpressionKind::Projection,
                               expr::ExpressionKind::KeyCondition,
                               expr::ExpressionKind::Condition, expr::ExpressionKind::Filter,
                               expr::ExpressionKind::Update};

} // namespace

WrittenExpressions WrittenExpressions::all()
{
    WrittenExpressions written;
    for (expr::ExpressionKind kind : kKinds)
        written.add(kind);
    written.setClientSubstitutions({}); // a statement's Parameters are no placeholders
    return written;
}

void WrittenExpressions::addAttributeUpdates()
{
    add(expr::ExpressionKind::Update);
    m_attributeUpdates = true;
}

void WrittenExpressions::add(std::string_view table, expr::ExpressionKind kind)
{
    auto entry = m_tables.find(table);
    if (entry == m_tables.end())
        entry = m_tables.emplace(std::string(table), TableEntry()).first;
    entry->second.kinds |= bit(kind);
}

void WrittenExpressions::setClientSubstitutions(SubstitutionSizes client,
                                                std::string_view table)
{
    if (table.empty()) {
        m_client = client;
        return;
    }
    auto entry = m_tables.find(table);
    if (entry == m_tables.end())
        entry = m_tables.emplace(std::string(table), TableEntry()).first;
    entry->second.client = client;
}

std::optional<SubstitutionSizes>
WrittenExpressions::clientSubstitutions(std::string_view table) const
{
    if (!table.empty()) {
        auto entry = m_tables.find(table);
        if (entry != m_tables.end() && entry->second.client)
            return entry->second.client;
    }
    return m_client;
}

unsigned WrittenExpressions::kindsOf(std::string_view table) const
{
    if (table.empty())
        return m_kinds;
    auto entry = m_tables.find(table);
    return m_kinds | (entry == m_tables.end() ? 0u : entry->second.kinds);
}

bool WrittenExpressions::wrote(expr::ExpressionKind kind, std::string_view table) const
{
    return (kindsOf(table) & bit(kind)) != 0;
}

void WrittenExpressions::markOn(expr::Placeholders &placeholders, std::string_view table) const
{
    const unsigned kinds = kindsOf(table);
    for (expr::ExpressionKind kind : kKinds) {
        if (kinds & bit(kind))
            placeholders.markRewritten(kind);
    }
    if (m_attributeUpdates)
        placeholders.markFromAttributeUpdates();
}

} // namespace tablesmith::core
