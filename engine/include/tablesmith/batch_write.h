#pragma once
// BatchWriteQueue: the puts and deletes of one table going out through BatchWriteItem — 25 to
// a request (DynamoDB's limit), what the service hands back in UnprocessedItems put back at the
// front, and a growing pause while it keeps doing so. The one home of this shape: the engine's
// import writes through it on its own thread, the GUI's writers a request at a time through a
// Session. It only builds requests and reads replies; the caller sends them. Not thread-safe.

#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <chrono>
#include <cstddef>
#include <deque>
#include <string>
#include <vector>

namespace tablesmith {

class BatchWriteQueue {
public:
    static constexpr std::size_t kMaxBatch = 25;
    // Enough for a throttled endpoint to recover (about a minute of pauses), not forever.
    static constexpr int kMaxAttempts = 12;

    explicit BatchWriteQueue(std::string tableName);

    void addPut(boost::json::object item);
    void addDelete(boost::json::object key);

    // Writes queued and not yet sent (the request in flight not counted).
    std::size_t queued() const { return m_queued.size(); }
    bool hasInFlight() const { return !m_inFlight.empty(); }
    // Nothing queued and nothing in flight.
    bool done() const { return m_queued.empty() && m_inFlight.empty(); }

    // The next BatchWriteItem request: up to 25 writes from the front, in flight until its
    // reply is taken. Only when nothing is in flight.
    boost::json::object nextRequest();
    // The reply to the request in flight: its UnprocessedItems go back to the front. Returns
    // how many writes it wrote; fails once writes came back kMaxAttempts times in a row.
    Result<std::size_t> takeResponse(const boost::json::object &response);
    // The request in flight failed. A throttled one is sent again (true); after any other
    // error its writes are dropped and the caller reports the error (false).
    bool takeFailure(const Error &error);
    // How long to wait before the next request: none unless the last reply or failure asked
    // for a retry.
    std::chrono::milliseconds backoff() const;

    // The writes not yet written (queued and in flight), as WriteRequest objects.
    std::vector<boost::json::object> unwritten() const;
    // The keys of the deletes among them.
    std::vector<boost::json::object> unwrittenDeleteKeys() const;

private:
    Status countAttempt();

    std::string m_tableName;
    std::deque<boost::json::object> m_queued; // WriteRequest objects
    std::vector<boost::json::object> m_inFlight;
    int m_attempt = 0; // replies in a row that left writes unprocessed
};

} // namespace tablesmith
