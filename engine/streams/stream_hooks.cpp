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

Status stageRecord(core::State &state, const core::ItemWrite &write, std::string_view viewType,
                   RecordRow row)
{
    Runtime &runtime = Runtime::of(state);
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

Status recordChange(core::State &state, const core::ItemWrite &write)
{
    const json::string *viewType = enabledViewType(write.table->description);
    if (!viewType)
        return success();
    TS_TRY_ASSIGN(auto row, recordOfWrite(write, *viewType));
    if (!row)
        return success();
    return stageRecord(state, write, *viewType, std::move(*row));
}

Status recoverRecordLog(Database::Impl &impl)
{
    return Runtime::of(core::State{impl.writer, impl.catalog, impl.options})
        .recoverLog(impl.writer, impl.catalog);
}

void beginWrites(core::State &state) { Runtime::of(state).discardStaged(); }

Status beforeCommit(core::State &state) { return Runtime::of(state).writeStaged(); }

void afterCommit(core::State &state, bool committed)
{
    Runtime &runtime = Runtime::of(state);
    runtime.finishCommit(committed);
    if (committed)
        runtime.ensureSweeper();
}

std::int64_t clockMs(core::State &state) { return Runtime::of(state).nowMs(); }

const std::vector<std::pair<std::string_view, StreamOperation>> &streamOperations()
{
    static const std::vector<std::pair<std::string_view, StreamOperation>> operations{
        {"ListStreams", listStreams},
        {"DescribeStream", describeStream},
        {"GetShardIterator", getShardIterator},
        {"GetRecords", getRecords},
        {"UpdateTimeToLive", updateTimeToLive},
        {"DescribeTimeToLive", describeTimeToLive},
    };
    return operations;
}

} // namespace tablesmith::streams
