#include <tablesmith/batch_write.h>

#include <boost/json/array.hpp>

#include <algorithm>

namespace tablesmith {
namespace json = boost::json;

BatchWriteQueue::BatchWriteQueue(std::string tableName) : m_tableName(std::move(tableName)) {}

void BatchWriteQueue::addPut(json::object item)
{
    m_queued.push_back(json::object{{"PutRequest", json::object{{"Item", std::move(item)}}}});
}

void BatchWriteQueue::addDelete(json::object key)
{
    m_queued.push_back(json::object{{"DeleteRequest", json::object{{"Key", std::move(key)}}}});
}

json::object BatchWriteQueue::nextRequest()
{
    json::array batch;
    while (!m_queued.empty() && batch.size() < kMaxBatch) {
        m_inFlight.push_back(std::move(m_queued.front()));
        batch.push_back(m_inFlight.back());
        m_queued.pop_front();
    }
    return json::object{{"RequestItems", json::object{{m_tableName, std::move(batch)}}},
                        {"ReturnConsumedCapacity", "TOTAL"}};
}

Result<std::size_t> BatchWriteQueue::takeResponse(const json::object &response)
{
    const json::value *all = response.if_contains("UnprocessedItems");
    const json::value *mine = all && all->is_object() ? all->get_object().if_contains(m_tableName)
                                                      : nullptr;
    std::vector<json::object> back;
    if (mine && mine->is_array())
        for (const json::value &request : mine->get_array())
            if (request.is_object())
                back.push_back(request.get_object());
    const std::size_t written = m_inFlight.size() - std::min(m_inFlight.size(), back.size());
    m_inFlight.clear();
    // Unprocessed writes go to the front of what is left, as the service asks.
    m_queued.insert(m_queued.begin(), back.begin(), back.end());
    if (back.empty()) {
        m_attempt = 0;
        return written;
    }
    TS_TRY_STATUS(countAttempt());
    return written;
}

bool BatchWriteQueue::takeFailure(const Error &error)
{
    if (error.kind != ErrorKind::ProvisionedThroughputExceededException) {
        m_inFlight.clear();
        return false;
    }
    m_queued.insert(m_queued.begin(), m_inFlight.begin(), m_inFlight.end());
    m_inFlight.clear();
    return countAttempt().ok();
}

Status BatchWriteQueue::countAttempt()
{
    if (++m_attempt < kMaxAttempts)
        return success();
    return Error{ErrorKind::ProvisionedThroughputExceededException,
                 "BatchWriteItem left items unprocessed after " + std::to_string(kMaxAttempts)
                     + " attempts"};
}

std::chrono::milliseconds BatchWriteQueue::backoff() const
{
    if (m_attempt == 0)
        return std::chrono::milliseconds(0);
    return std::chrono::milliseconds(std::min(50 << m_attempt, 10000));
}

std::vector<json::object> BatchWriteQueue::unwritten() const
{
    std::vector<json::object> writes(m_inFlight.begin(), m_inFlight.end());
    writes.insert(writes.end(), m_queued.begin(), m_queued.end());
    return writes;
}

std::vector<json::object> BatchWriteQueue::unwrittenDeleteKeys() const
{
    std::vector<json::object> keys;
    for (const json::object &write : unwritten()) {
        const auto *remove = write.if_contains("DeleteRequest");
        const auto *key = remove && remove->is_object() ? remove->get_object().if_contains("Key")
                                                        : nullptr;
        if (key && key->is_object())
            keys.push_back(key->get_object());
    }
    return keys;
}

} // namespace tablesmith
