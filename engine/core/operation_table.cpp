#include "core/operation_table.h"

namespace tablesmith::core {

void OperationTable::add(std::string_view name, Access access, Operation run)
{
    m_entries.try_emplace(name, OperationEntry{access, std::move(run)});
}

const OperationEntry *OperationTable::find(std::string_view name) const
{
    auto found = m_entries.find(name);
    return found == m_entries.end() ? nullptr : &found->second;
}

} // namespace tablesmith::core
