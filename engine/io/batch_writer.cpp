#include "batch_writer.h"

#include <tablesmith/batch_write.h>

#include <thread>

namespace json = boost::json;

namespace tablesmith::io {

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
    BatchWriteQueue queue(m_tableName);
    for (const Pending &pending : batch)
        queue.addPut(pending.item);
    while (!queue.done()) {
        std::this_thread::sleep_for(queue.backoff());
        auto response = m_client.call("BatchWriteItem", queue.nextRequest());
        if (!response) {
            if (queue.takeFailure(response.error()))
                continue;
            return response.takeError();
        }
        TS_TRY_ASSIGN(const std::size_t written, queue.takeResponse(*response));
        m_written += written;
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
