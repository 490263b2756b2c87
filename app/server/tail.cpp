// The headless stream tail. It reads through the DynamoDB Streams API of a Client, so an
// endpoint and a database file are read the same way: every shard of the table's latest
// stream, parents before children (a closed shard, once drained, hands over to its children),
// polling each shard's iterator.

#include "tail.h"

#include <tablesmith/aws_profile.h>
#include <tablesmith/database.h>
#include <tablesmith/event_filter.h>
#include <tablesmith/remote_client.h>
#include <tablesmith/stream_poll_policy.h>

#include <boost/json/serialize.hpp>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <thread>

namespace tablesmith::server {
namespace {

namespace json = boost::json;

std::atomic<bool> g_stop{false};

void requestStop(int) { g_stop = true; }

Error badArgument(std::string message) { return Error::validation(std::move(message)); }

Status applyTailOption(TailArgs &args, std::string_view name, std::string_view value)
{
    if (name == "--tail")
        args.table = value;
    else if (name == "--endpoint")
        args.endpoint = value;
    else if (name == "--db")
        args.dbPath = value;
    else if (name == "--filter")
        args.filterPath = value;
    else if (name == "--region")
        args.region = value;
    else if (name == "--from" && (value == "trim-horizon" || value == "latest"))
        args.fromTrimHorizon = value == "trim-horizon";
    else if (name == "--from")
        return badArgument("--from takes trim-horizon or latest, not " + std::string(value));
    else
        return badArgument("unknown argument with --tail: " + std::string(name));
    return success();
}

struct Shard {
    std::string id;
    std::string parentId;
};

// One shard being read: its iterator, and the last record seen to resume an expired one.
struct Cursor {
    std::string iterator;
    std::string lastSequence;
};

class Tail {
public:
    Tail(Client &client, std::string streamArn, const EventFilterCriteria &filter)
        : m_client(client), m_streamArn(std::move(streamArn)), m_filter(filter),
          m_policy(streamPollPolicy(client)) {}

    Status run(bool fromTrimHorizon)
    {
        TS_TRY_STATUS(discover(fromTrimHorizon ? "TRIM_HORIZON" : "LATEST"));
        auto lastDiscovery = std::chrono::steady_clock::now();
        while (!g_stop) {
            TS_TRY_ASSIGN(const bool any, pollAll());
            if (std::chrono::steady_clock::now() - lastDiscovery > m_policy.discoveryInterval) {
                TS_TRY_STATUS(discover("TRIM_HORIZON")); // shards created since
                lastDiscovery = std::chrono::steady_clock::now();
            }
            if (!any) // paced as the endpoint allows: AWS as Lambda polls, others faster
                std::this_thread::sleep_for(m_policy.idleInterval);
        }
        return success();
    }

private:
    Result<std::vector<Shard>> shards()
    {
        std::vector<Shard> out;
        json::object request{{"StreamArn", m_streamArn}};
        for (;;) {
            TS_TRY_ASSIGN(auto response, m_client.call("DescribeStream", request));
            const json::object &description = response.at("StreamDescription").as_object();
            for (const json::value &shard : description.at("Shards").as_array()) {
                const json::object &s = shard.as_object();
                const json::value *parent = s.if_contains("ParentShardId");
                out.push_back({std::string(s.at("ShardId").as_string()),
                               parent ? std::string(parent->as_string()) : std::string()});
            }
            const json::value *last = description.if_contains("LastEvaluatedShardId");
            if (!last || !last->is_string())
                return out;
            request["ExclusiveStartShardId"] = last->as_string();
        }
    }

    // Starts reading every shard not seen yet whose parent is not being read: at the start,
    // the roots (trim-horizon) or every shard (latest); later, the shards created since.
    Status discover(const char *position)
    {
        TS_TRY_ASSIGN(auto found, shards());
        for (const Shard &shard : found) {
            if (m_seen.contains(shard.id))
                continue;
            if (!shard.parentId.empty() && m_cursors.contains(shard.parentId))
                continue; // its parent hands over when drained
            TS_TRY_STATUS(start(shard.id, position, {}));
        }
        m_known = std::move(found);
        return success();
    }

    Status start(const std::string &shardId, const char *position, const std::string &after)
    {
        json::object request{{"StreamArn", m_streamArn}, {"ShardId", shardId},
                             {"ShardIteratorType", position}};
        if (!after.empty())
            request["SequenceNumber"] = after;
        TS_TRY_ASSIGN(auto response, m_client.call("GetShardIterator", request));
        m_seen.insert(shardId);
        m_cursors[shardId] = {std::string(response.at("ShardIterator").as_string()), after};
        return success();
    }

    Result<bool> pollAll()
    {
        bool any = false;
        std::vector<std::string> ids;
        for (const auto &[id, cursor] : m_cursors)
            ids.push_back(id);
        for (const std::string &id : ids) {
            TS_TRY_ASSIGN(const bool got, poll(id));
            any = any || got;
        }
        return any;
    }

    Result<bool> poll(const std::string &shardId)
    {
        Cursor &cursor = m_cursors[shardId];
        auto response = m_client.call("GetRecords", json::object{{"ShardIterator",
                                                                  cursor.iterator}});
        if (!response && response.error().kind == ErrorKind::ExpiredIteratorException) {
            TS_TRY_STATUS(start(shardId, cursor.lastSequence.empty() ? "TRIM_HORIZON"
                                                                      : "AFTER_SEQUENCE_NUMBER",
                                cursor.lastSequence));
            return true;
        }
        if (!response)
            return response.takeError();
        const json::array &records = response->at("Records").as_array();
        for (const json::value &record : records)
            print(record.as_object(), cursor);
        const json::value *next = response->if_contains("NextShardIterator");
        if (next && next->is_string()) {
            cursor.iterator = next->as_string();
        } else {
            m_cursors.erase(shardId); // closed and drained: its children follow
            TS_TRY_STATUS(startChildren(shardId));
        }
        return !records.empty();
    }

    Status startChildren(const std::string &parentId)
    {
        TS_TRY_ASSIGN(m_known, shards());
        for (const Shard &shard : m_known) {
            if (shard.parentId == parentId && !m_seen.contains(shard.id))
                TS_TRY_STATUS(start(shard.id, "TRIM_HORIZON", {}));
        }
        return success();
    }

    void print(const json::object &record, Cursor &cursor)
    {
        cursor.lastSequence = record.at("dynamodb").at("SequenceNumber").as_string();
        if (m_filter.empty()) {
            writeLine(json::serialize(record));
            return;
        }
        json::object delivered = lambdaEventRecord(record, m_streamArn);
        if (m_filter.matches(delivered))
            writeLine(json::serialize(delivered));
    }

    static void writeLine(const std::string &line)
    {
        std::cout << line << '\n' << std::flush;
        if (!std::cout)
            g_stop = true; // the reader went away (a closed pipe)
    }

    Client &m_client;
    std::string m_streamArn;
    const EventFilterCriteria &m_filter;
    StreamPollPolicy m_policy;
    std::vector<Shard> m_known;
    std::set<std::string> m_seen;
    std::map<std::string, Cursor> m_cursors;
};

// A file holding one pattern, or a FilterCriteria {"Filters": [{"Pattern": ...}, ...]}.
Result<EventFilterCriteria> readFilter(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return badArgument("cannot read the filter " + path);
    std::stringstream text;
    text << in.rdbuf();
    const std::string pattern = text.str();
    if (pattern.find("\"Filters\"") != std::string::npos)
        return EventFilterCriteria::fromJson(pattern);
    auto criteria = EventFilterCriteria::fromPatterns({pattern});
    for (const FilterDiagnostic &finding : checkEventFilterPattern(pattern)) {
        if (finding.severity == FilterDiagnostic::Severity::Warning)
            std::cerr << path << ':' << finding.offset << ": warning: " << finding.message << '\n';
    }
    return criteria;
}

Result<std::unique_ptr<Client>> openClient(const TailArgs &args)
{
    if (!args.dbPath.empty()) {
        DatabaseOptions options;
        options.path = args.dbPath;
        TS_TRY_ASSIGN(auto database, Database::open(options));
        return std::unique_ptr<Client>(std::move(database));
    }
    RemoteClientOptions options;
    options.endpointUrl = args.endpoint;
    auto profile = resolveAwsProfile(AwsEnvironment::fromProcess());
    if (profile && profile->hasCredentials()) {
        options.credentials = {profile->accessKeyId, profile->secretAccessKey};
        options.sessionToken = profile->sessionToken;
    } else {
        options.credentials = {"tablesmith", "tablesmith"}; // local endpoints take any keys
    }
    options.region = !args.region.empty() ? args.region
                     : profile && !profile->region.empty() ? profile->region : "us-east-1";
    TS_TRY_ASSIGN(auto client, RemoteClient::create(options));
    return std::unique_ptr<Client>(std::move(client));
}

Result<std::string> latestStreamArn(Client &client, const std::string &table)
{
    TS_TRY_ASSIGN(auto response, client.call("DescribeTable", json::object{{"TableName", table}}));
    const json::value *arn = response.at("Table").as_object().if_contains("LatestStreamArn");
    if (!arn || !arn->is_string())
        return badArgument("table " + table + " has no stream: enable one with UpdateTable "
                           "StreamSpecification");
    return std::string(arn->as_string());
}

Status tail(const TailArgs &args)
{
    EventFilterCriteria filter;
    if (!args.filterPath.empty()) {
        TS_TRY_ASSIGN(filter, readFilter(args.filterPath));
    }
    TS_TRY_ASSIGN(auto client, openClient(args));
    TS_TRY_ASSIGN(auto streamArn, latestStreamArn(*client, args.table));
    return Tail(*client, streamArn, filter).run(args.fromTrimHorizon);
}

} // namespace

std::optional<Result<TailArgs>> parseTailArgs(const std::vector<std::string_view> &argv)
{
    if (std::ranges::none_of(argv, [](std::string_view a) { return a.starts_with("--tail"); }))
        return std::nullopt;
    TailArgs args;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        std::string_view name = argv[i];
        std::optional<std::string_view> value;
        if (auto eq = name.find('='); eq != std::string_view::npos) {
            value = name.substr(eq + 1);
            name = name.substr(0, eq);
        } else if (i + 1 < argv.size()) {
            value = argv[++i];
        }
        if (!value || value->empty())
            return Result<TailArgs>(badArgument(std::string(name) + " needs a value"));
        if (Status applied = applyTailOption(args, name, *value); !applied)
            return Result<TailArgs>(applied.takeError());
    }
    if (args.endpoint.empty() == args.dbPath.empty())
        return Result<TailArgs>(badArgument("--tail needs either --endpoint URL or --db FILE"));
    return Result<TailArgs>(std::move(args));
}

std::string tailUsage()
{
    return "       tablesmith-server --tail TABLE (--endpoint URL | --db FILE)\n"
           "                         [--filter PATTERN.json] [--from trim-horizon|latest]\n"
           "                         [--region REGION]\n";
}

int runTail(const TailArgs &args)
{
    std::signal(SIGINT, requestStop);
    std::signal(SIGTERM, requestStop);
    std::signal(SIGPIPE, SIG_IGN);
    if (Status done = tail(args); !done) {
        std::cerr << "tablesmith-server: " << done.error().message << '\n';
        return 1;
    }
    return 0;
}

} // namespace tablesmith::server
