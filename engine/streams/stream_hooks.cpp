#include "streams/stream_hooks.h"
#include "streams/stream_api.h"
#include "streams/stream_record.h"
#include "streams/stream_runtime.h"
#include "streams/time_to_live.h"

namespace tablesmith::streams {
namespace {

namespace json = boost::json;

// The table's enabled stream view type, or nothing when it has no enabled stream.
const json::string *enabledViewType(const json::object &description)
{
    const json::value *spec = description.if_contains("StreamSpecification");
    if (!spec || !spec->is_object())
        return nullptr;
    const json::value *enabled = spec->as_object().if_contains("StreamEnabled");
    const json::value *viewType = spec->as_object().if_contains("StreamViewType");
    if (!enabled || !enabled->is_bool() || !enabled->get_bool() || !viewType
        || !viewType->is_string())
        return nullptr;
    return &viewType->get_string();
}

CommitCheck commitCheckOf(const core::ItemWrite &write)
{
    CommitCheck check;
    check.tableId = write.table->id;
    check.key = write.key;
    if (write.item)
        check.itemFingerprint = itemFingerprint(write.item->json);
    return check;
}

Status stageRecord(Runtime &runtime, core::State &state, const core::ItemWrite &write,
                   std::string_view viewType, RecordRow row)
{
    const std::string arn(write.table->description.at("LatestStreamArn").as_string());
    TS_TRY_ASSIGN(row.streamId, runtime.streamIdOf(state.db, arn));
    TS_TRY_ASSIGN(row.sequence, runtime.nextSequence(state.db));
    row.createdMs = runtime.nowMs();
    row.byService = runtime.serviceWrite();
    std::optional<PublishedRecord> published;
    if (runtime.hasSubscribers()) {
        published.emplace();
        published->row = row;
        published->tableName = write.table->name;
        published->streamArn = arn;
        published->viewType = viewType;
        published->region = state.options.region;
    }
    runtime.stage({std::move(row), commitCheckOf(write)}, std::move(published));
    return success();
}

} // namespace

Status recordChange(Runtime &runtime, core::State &state, const core::ItemWrite &write)
{
    const json::string *viewType = enabledViewType(write.table->description);
    if (!viewType)
        return success();
    TS_TRY_ASSIGN(auto row, recordOfWrite(write, *viewType));
    if (!row)
        return success();
    return stageRecord(runtime, state, write, *viewType, std::move(*row));
}

void addOperations(core::OperationTable &table, Runtime &runtime)
{
    using Function = Result<json::object> (*)(Runtime &, core::State &, const json::object &);
    auto add = [&](std::string_view name, Function function) {
        table.add(name, core::Access::Schema,
                  [&runtime, function](core::State &state, const json::object &request) {
                      return function(runtime, state, request);
                  });
    };
    add("ListStreams", listStreams);
    add("DescribeStream", describeStream);
    add("GetShardIterator", getShardIterator);
    add("GetRecords", getRecords);
    add("UpdateTimeToLive", updateTimeToLive);
    add("DescribeTimeToLive", describeTimeToLive);
}

} // namespace tablesmith::streams
