#include "streams/stream_hooks.h"

namespace tablesmith::streams {

// Streams are not recorded yet: these are the seams the stream log plugs into.
Status recordChange(ops::State &, const ops::ItemWrite &) { return success(); }

void afterCommit(ops::State &) {}

Status applyStreamSpecification(ops::State &, store::TableSchema &, const boost::json::object &)
{
    return Error::validation("UpdateTable of streams is not supported by this version of "
                             "Tablesmith yet");
}

const std::vector<std::pair<std::string_view, StreamOperation>> &streamOperations()
{
    static const std::vector<std::pair<std::string_view, StreamOperation>> none;
    return none;
}

} // namespace tablesmith::streams
