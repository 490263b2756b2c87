#include "batch_writer.h"

#include <algorithm>
#include <chrono>
#include <thread>

namespace json = boost::json;

namespace tablesmith::io {
namespace {

// Enough for a throttled endpoint to recover (about a minute in all), not forever.
constexpr int kMaxAttempts = 12;

void backoff(int attempt)
{
    auto delay = std::chrono::milliseconds(std::min(50 << attempt, 10000));
    std::this_thread::sleep_for(delay);
}

json::array putRequests(const std::vector<json::object> &items)
{
    json::array requests;
    for (const json::object &item : items)
        requests.push_back(json::object{{"PutRequest", json::object{{"Item", item}}}});
    return requests;
}

// The items of UnprocessedItems[table], empty when everything was written.
std::vector<json::object> unprocessed(const json::object &response, const std::string &table)
{
    std::vector<json::object> items;
    const json::value *all = response.if_contains("UnprocessedItems");
    const json::value *mine = all && all->is_object() ? all->get_object().if_contains(table)
                                                      : nullptr;
    if (!mine || !mine->is_array())
        return items;
    for (const json::value &request : mine->get_array()) {
        json::error_code ec;
        const json::value *item = request.find_pointer("/PutRequest/Item", ec);
        if (item && item->is_object())
            items.push_back(item->get_object());
    }
    return items;
}

} // namespace

BatchWriter::BatchWriter(Client &client, std::string tableName, KeySchema schema)
    : m_client(client), m_tableName(std::move(tableName)), m_schema(std::move(schema))
{
}

Status BatchWriter::add(std::uint64_t line, json::object item)
{
    std::string key = keyOf(item, m_schema);
    if (m_pendingKeys.contains(key))
        TS_TRY_STATUS(flush());
    m_pendingKeys.insert(std::move(key));
    m_pending.push_back({line, std::move(item)});
    if (m_pending.size() >= kBatchSize)
        return flush();
    return success();
}

Status BatchWriter::flush()
{
    if (m_pending.empty())
        return success();
    std::vector<Pending> batch = std::move(m_pending);
    m_pending.clear();
    m_pendingKeys.clear();
    Status sent = sendBatch(batch);
    if (!sent && sent.error().kind == ErrorKind::ValidationException)
        return sendOneByOne(batch);
    return sent;
}

// A ValidationException means the service refused the batch before writing any of it.
Status BatchWriter::sendBatch(const std::vector<Pending> &batch)
{
    std::vector<json::object> items;
    for (const Pending &pending : batch)
        items.push_back(pending.item);
    std::size_t total = items.size();
    for (int attempt = 0; !items.empty(); ++attempt) {
        if (attempt >= kMaxAttempts)
            return Error{ErrorKind::ProvisionedThroughputExceededException,
                         "BatchWriteItem left items unprocessed after "
                             + std::to_string(kMaxAttempts) + " attempts"};
        if (attempt > 0)
            backoff(attempt);
        json::object request{{"RequestItems", json::object{{m_tableName, putRequests(items)}}}};
        auto response = m_client.call("BatchWriteItem", request);
        if (!response) {
            if (response.error().kind == ErrorKind::ProvisionedThroughputExceededException)
                continue;
            return response.takeError();
        }
        items = unprocessed(*response, m_tableName);
        m_written += total - items.size();
        total = items.size();
    }
    return success();
}

Status BatchWriter::sendOneByOne(const std::vector<Pending> &batch)
{
    for (const Pending &pending : batch) {
        Status sent = sendBatch({pending});
        if (!sent && sent.error().kind != ErrorKind::ValidationException)
            return sent;
        if (!sent) {
            m_rejected.push_back({pending.line, sent.error().message});
            if (m_stopAtFirstRejection)
                break;
        }
    }
    return success();
}

std::vector<BadLine> BatchWriter::takeRejected()
{
    return std::exchange(m_rejected, {});
}

} // namespace tablesmith::io
