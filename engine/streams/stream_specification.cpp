// StreamSpecification on CreateTable and UpdateTable: enabling makes a new stream (a new ARN
// and label), disabling closes the current one. As in the service, a stream's view type cannot
// change in place: disable, then enable with the new type.

#include "core/request.h"
#include "streams/stream_hooks.h"
#include "streams/stream_runtime.h"

#include <boost/json/serialize.hpp>

#include <ctime>

namespace tablesmith::streams {
namespace {

namespace json = boost::json;

struct Specification {
    bool enabled = false;
    std::optional<std::string_view> viewType;
};

Result<Specification> parseSpecification(const json::object &request)
{
    TS_TRY_ASSIGN(const json::object *spec, core::optionalObject(request, "StreamSpecification"));
    if (!spec)
        return core::constraintError("null", "StreamSpecification", "Member must not be null");
    TS_TRY_ASSIGN(auto enabled, core::optionalBool(*spec, "StreamEnabled"));
    if (!enabled)
        return core::constraintError("null", "streamSpecification.streamEnabled",
                                    "Member must not be null");
    TS_TRY_ASSIGN(auto viewType, core::optionalString(*spec, "StreamViewType"));
    if (viewType && *viewType != "NEW_IMAGE" && *viewType != "OLD_IMAGE"
        && *viewType != "NEW_AND_OLD_IMAGES" && *viewType != "KEYS_ONLY")
        return core::constraintError("'" + std::string(*viewType) + "'",
                                    "streamSpecification.streamViewType",
                                    "Member must satisfy enum value set: [NEW_IMAGE, OLD_IMAGE, "
                                    "NEW_AND_OLD_IMAGES, KEYS_ONLY]");
    Specification parsed;
    parsed.enabled = *enabled;
    parsed.viewType = viewType;
    return parsed;
}

Error invalid(std::string_view message)
{
    return Error::validation("One or more parameter values were invalid: "
                             + std::string(message));
}

bool currentlyEnabled(const json::object &description)
{
    const json::value *spec = description.if_contains("StreamSpecification");
    const json::value *enabled = spec && spec->is_object()
                                     ? spec->as_object().if_contains("StreamEnabled")
                                     : nullptr;
    return enabled && enabled->is_bool() && enabled->get_bool()
           && description.contains("LatestStreamArn");
}

// CreateTable and UpdateTable word the same mistakes differently.
Status checkSpecification(const Specification &spec, bool creating, bool enabledNow,
                          std::string_view tableName)
{
    if (creating && spec.enabled && !spec.viewType)
        return invalid("Table is being created with a stream enabled, UpdateViewType is "
                       "required");
    if (creating && !spec.enabled && spec.viewType)
        return invalid("Table is being created with a stream disabled, UpdateViewType should "
                       "not be specified");
    if (spec.enabled && !spec.viewType)
        return invalid("If stream is being enabled then UpdateViewType is required");
    if (!spec.enabled && spec.viewType)
        return invalid("If stream is being disabled, then UpdateViewType must not be "
                       "specified");
    if (spec.enabled && enabledNow)
        return Error::validation("Table already has an enabled stream: TableName: "
                                 + std::string(tableName));
    if (!spec.enabled && !enabledNow && !creating)
        return Error::validation("Table has no stream to disable: TableName: "
                                 + std::string(tableName));
    return success();
}

// The service labels streams with their creation time, e.g. 2024-05-01T12:00:00.123.
std::string streamLabel(std::int64_t ms)
{
    const std::time_t seconds = static_cast<std::time_t>(ms / 1000);
    std::tm utc{};
    gmtime_r(&seconds, &utc);
    char text[40];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%S", &utc);
    char millis[8];
    std::snprintf(millis, sizeof millis, ".%03d", static_cast<int>(ms % 1000));
    return std::string(text) + millis;
}

Status createStream(core::State &state, Runtime &runtime, store::TableSchema &table,
                    std::string_view viewType)
{
    TS_TRY_STATUS(runtime.ensureLog(state.db));
    TS_TRY_ASSIGN(std::int64_t last, runtime.lastSequence(state.db));
    StreamInfo stream;
    stream.createdMs = runtime.nowMs();
    const std::string tableArn(table.description.at("TableArn").as_string());
    for (;; ++stream.createdMs) { // two streams of a table in one millisecond: move on one
        stream.label = streamLabel(stream.createdMs);
        stream.arn = tableArn + "/stream/" + stream.label;
        TS_TRY_ASSIGN(auto existing, findStream(state.db, stream.arn));
        if (!existing)
            break;
    }
    stream.tableName = table.name;
    stream.tableId = table.id;
    stream.viewType = viewType;
    stream.keySchema = json::serialize(table.description.at("KeySchema"));
    stream.firstSequence = last + 1;
    TS_TRY_STATUS(insertStream(state.db, stream));
    json::object spec{{"StreamEnabled", true}, {"StreamViewType", viewType}};
    table.description["StreamSpecification"] = std::move(spec);
    table.description["LatestStreamArn"] = stream.arn;
    table.description["LatestStreamLabel"] = stream.label;
    return success();
}

Status closeStream(core::State &state, Runtime &runtime, store::TableSchema &table)
{
    TS_TRY_STATUS(runtime.ensureLog(state.db));
    const std::string arn(table.description.at("LatestStreamArn").as_string());
    TS_TRY_ASSIGN(std::int64_t id, runtime.streamIdOf(state.db, arn));
    TS_TRY_ASSIGN(std::int64_t last, runtime.lastSequence(state.db));
    // From here the table's items may change without records: the log's last group must no
    // longer be judged by them on open.
    TS_TRY_STATUS(runtime.sealLog());
    TS_TRY_STATUS(disableStream(state.db, id, runtime.nowMs(), last));
    table.description["StreamSpecification"] = json::object{{"StreamEnabled", false}};
    return success();
}

} // namespace

Status closeStreamOfDeletedTable(core::State &state, Runtime &runtime, store::TableSchema &table)
{
    return currentlyEnabled(table.description) ? closeStream(state, runtime, table) : success();
}

Status applyStreamSpecification(core::State &state, Runtime &runtime, store::TableSchema &table,
                                const boost::json::object &request)
{
    TS_TRY_ASSIGN(Specification spec, parseSpecification(request));
    // Only CreateTable requests carry a KeySchema.
    const bool creating = request.contains("KeySchema");
    const bool enabledNow = !creating && currentlyEnabled(table.description);
    TS_TRY_STATUS(checkSpecification(spec, creating, enabledNow, table.name));
    if (spec.enabled)
        TS_TRY_STATUS(createStream(state, runtime, table, *spec.viewType));
    else if (creating)
        table.description.erase("StreamSpecification");
    else
        TS_TRY_STATUS(closeStream(state, runtime, table));
    return state.catalog.saveDescription(state.db, table);
}

} // namespace tablesmith::streams
