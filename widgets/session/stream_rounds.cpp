#include "session/stream_rounds.h"

#include "session/session.h"
#include "session/stream_feed.h"

#include <QMetaObject>

namespace tablesmith::gui {

void deliverRound(StreamFeed &feed, StreamReadRound &round)
{
    for (const auto &gap : round.gaps)
        Q_EMIT feed.gap(0, QString::fromStdString(gap.resumeFromSequenceNumber));
    if (round.records.empty())
        return;
    std::vector<FeedRecord> batch;
    batch.reserve(round.records.size());
    for (auto &record : round.records)
        batch.push_back(FeedRecord{QString::fromStdString(record.tableName),
                                   QString::fromStdString(record.streamArn),
                                   std::move(record.record)});
    Q_EMIT feed.records(batch);
}

StreamRounds::StreamRounds(Session &session, const QString &tableName, StreamReadStart start,
                           Outcome outcome, QObject *parent)
    : QObject(parent), m_session(session),
      m_reader(std::make_shared<StreamReader>(*session.client(), tableName.toStdString(),
                                              std::move(start))),
      m_outcome(std::move(outcome))
{
    m_link->target = this;
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &StreamRounds::run);
}

StreamRounds::~StreamRounds()
{
    const std::lock_guard lock(m_link->mutex);
    m_link->target = nullptr;
}

void StreamRounds::next(int delayMs)
{
    if (!m_running)
        m_timer.start(delayMs);
}

std::map<std::string, std::string> StreamRounds::lastSequenceNumbers() const
{
    return m_running ? std::map<std::string, std::string>() : m_reader->lastSequenceNumbers();
}

void StreamRounds::setDiscoveryInterval(std::chrono::milliseconds interval)
{
    if (!m_running)
        m_reader->setDiscoveryInterval(interval);
}

void StreamRounds::run()
{
    m_running = true;
    // The job holds the client (which the reader uses) and the reader, so neither goes while
    // it runs, even if the Session's other owners let go.
    m_session.runOnWorker([reader = m_reader, client = m_session.client(), link = m_link] {
        auto round = std::make_shared<Result<StreamReadRound>>(reader->poll());
        const std::lock_guard lock(link->mutex);
        if (!link->target)
            return;
        StreamRounds *target = link->target;
        QMetaObject::invokeMethod(
            target,
            [target, round] {
                target->m_running = false;
                target->m_outcome(*round);
            },
            Qt::QueuedConnection);
    });
}

} // namespace tablesmith::gui
