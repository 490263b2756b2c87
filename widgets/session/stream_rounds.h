#pragma once
// StreamRounds: rounds of a StreamReader (the DynamoDB Streams API of the Session's client) run
// one at a time on the Session's worker threads, each outcome handed back on the UI thread. The
// owner paces them: it asks for the next round when it has taken in the last one. Destroying
// the object drops a round still in flight.

#include <tablesmith/error.h>
#include <tablesmith/stream_reader.h>

#include <QObject>
#include <QString>
#include <QTimer>

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>

namespace tablesmith::gui {

class Session;
class StreamFeed;

// Hands a round's gaps and records to `feed`'s readers.
void deliverRound(StreamFeed &feed, StreamReadRound &round);

class StreamRounds : public QObject {
    Q_OBJECT
public:
    using Outcome = std::function<void(Result<StreamReadRound> &round)>;

    StreamRounds(Session &session, const QString &tableName, StreamReadStart start,
                 Outcome outcome, QObject *parent = nullptr);
    ~StreamRounds() override;

    // Runs the next round after `delayMs` (0: as soon as the event loop turns).
    void next(int delayMs);
    bool isRunning() const { return m_running; }
    // The last sequence number read from `streamArn`; only between rounds.
    std::map<std::string, std::string> lastSequenceNumbers() const;
    // Time between looking for new streams and shards (0: every round).
    void setDiscoveryInterval(std::chrono::milliseconds interval);

private:
    // The worker posts through this; the destructor cuts it under the mutex.
    struct Link {
        std::mutex mutex;
        StreamRounds *target = nullptr;
    };

    void run();

    Session &m_session;
    std::shared_ptr<StreamReader> m_reader;
    std::shared_ptr<Link> m_link = std::make_shared<Link>();
    Outcome m_outcome;
    QTimer m_timer;
    bool m_running = false;
};

} // namespace tablesmith::gui
