#include "capacity/named_tables.h"

#include "core/state.h"

namespace tablesmith::capacity {

store::TableSchema *NamedTables::find(std::string_view nameOrArn) const
{
    // A plain name is looked up as it is: a name the operation would refuse finds no table.
    if (!nameOrArn.starts_with("arn:"))
        return catalog.find(nameOrArn);
    Result<std::string_view> name = core::tableNameOrArn(options, nameOrArn);
    return name ? catalog.find(*name) : nullptr;
}

} // namespace tablesmith::capacity
