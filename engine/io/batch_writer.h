#pragma once
// BatchWriter: puts items through BatchWriteItem, 25 at a time, resending UnprocessedItems
// with backoff, so it works against a throttling remote endpoint as well as the embedded one.
// When the service refuses a whole batch as invalid, the batch is resent one item at a time to
// find the bad lines, which are reported rather than failing the import.

#include "key_schema.h"

#include <tablesmith/client.h>
#include <tablesmith/import_export.h>

#include <boost/json/object.hpp>

#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace tablesmith::io {

class BatchWriter {
public:
    static constexpr std::size_t kBatchSize = 25;

    BatchWriter(Client &client, std::string tableName, KeySchema schema);

    // Queues an item checked by checkItem(); sends a batch when 25 are queued, or first when
    // the key is already queued (BatchWriteItem refuses two writes of one key).
    Status add(std::uint64_t line, boost::json::object item);
    Status flush();
    // Abort mode: after the service refuses an item, send nothing more of its batch.
    void setStopAtFirstRejection(bool stop) { m_stopAtFirstRejection = stop; }

    std::uint64_t written() const { return m_written; }
    // Items the service refused, with their lines; emptied by the call.
    std::vector<BadLine> takeRejected();

private:
    struct Pending {
        std::uint64_t line;
        boost::json::object item;
    };
    Status sendBatch(const std::vector<Pending> &batch);
    Status sendOneByOne(const std::vector<Pending> &batch);

    Client &m_client;
    std::string m_tableName;
    KeySchema m_schema;
    std::vector<Pending> m_pending;
    std::set<std::string> m_pendingKeys;
    std::vector<BadLine> m_rejected;
    std::uint64_t m_written = 0;
    bool m_stopAtFirstRejection = false;
};

} // namespace tablesmith::io
