#include "core/state.h"
#include "core/request.h"

namespace tablesmith::core {

Result<store::TableSchema *> findTable(State &state, const json::object &request)
{
    auto name = tableName(request);
    if (!name)
        return name.takeError();
    store::TableSchema *table = state.catalog.find(*name);
    // A table still CREATING (DatabaseOptions::tableTransitionMs) takes no reads or writes yet.
    if (!table || (table->transition.status == "CREATING"
                   && table->transition.active(state.clock.nowMs())))
        return Error{ErrorKind::ResourceNotFoundException, "Requested resource not found"};
    return table;
}

} // namespace tablesmith::core
