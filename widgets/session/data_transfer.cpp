#include "session/data_transfer.h"

#include <QDateTime>
#include <QMetaObject>

#include <exception>

namespace tablesmith::gui {
namespace {

// Often enough for a smooth bar, rare enough not to flood the UI thread's event queue.
constexpr qint64 kProgressIntervalMs = 50;

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

} // namespace

DataTransfer::DataTransfer(Session &session, QObject *parent)
    : QObject(parent), m_client(session.reportingClient())
{
}

DataTransfer::~DataTransfer()
{
    cancel();
    if (m_worker.joinable())
        m_worker.join();
}

void DataTransfer::startImport(const QString &path, ImportOptions options)
{
    options.progress = [this](std::uint64_t bytesRead, std::uint64_t totalBytes,
                              std::uint64_t itemsWritten) {
        return report(bytesRead, totalBytes, itemsWritten);
    };
    start(Kind::Import, [this, path = path.toStdString(), options = std::move(options)] {
        auto result = importFile(*m_client, path, options);
        if (result.ok())
            m_importReport = std::move(result).value();
        else
            m_error = result.error();
    });
}

void DataTransfer::startExport(const QString &tableName, const QString &path, ExportOptions options)
{
    options.progress = [this](std::uint64_t itemsWritten) {
        return report(itemsWritten, 0, itemsWritten);
    };
    start(Kind::Export, [this, table = tableName.toStdString(), path = path.toStdString(),
                         options = std::move(options)] {
        auto result = exportTable(*m_client, table, path, options);
        if (result.ok())
            m_exportReport = std::move(result).value();
        else
            m_error = result.error();
    });
}

void DataTransfer::startExportItems(boost::json::array items, std::vector<ExportKey> keys,
                                    const QString &path, ExportOptions options)
{
    options.progress = [this](std::uint64_t itemsWritten) {
        return report(itemsWritten, 0, itemsWritten);
    };
    start(Kind::Export, [this, items = std::move(items), keys = std::move(keys),
                         path = path.toStdString(), options = std::move(options)] {
        auto result = exportItems(items, keys, path, options);
        if (result.ok())
            m_exportReport = std::move(result).value();
        else
            m_error = result.error();
    });
}

template<typename Job> void DataTransfer::start(Kind kind, Job job)
{
    Q_ASSERT(!isRunning());
    m_kind = kind;
    m_cancelled = false;
    m_importReport.reset();
    m_exportReport.reset();
    m_error.reset();
    // The results are written by the worker and read only after onWorkerDone(), which runs
    // on this object's thread once the worker has posted it — the queued call orders them.
    m_worker = std::thread([this, job = std::move(job)]() mutable {
        try {
            job();
        } catch (const std::exception &e) {
            m_error = Error{ErrorKind::InternalServerError, e.what()};
        }
        QMetaObject::invokeMethod(this, &DataTransfer::onWorkerDone, Qt::QueuedConnection);
    });
}

void DataTransfer::cancel()
{
    m_cancelled = true;
}

bool DataTransfer::report(quint64 done, quint64 total, quint64 items)
{
    const qint64 now = nowMs();
    if (now - m_lastReportMs.load() >= kProgressIntervalMs) {
        m_lastReportMs = now;
        QMetaObject::invokeMethod(
            this, [this, done, total, items] { Q_EMIT progressed(done, total, items); },
            Qt::QueuedConnection);
    }
    return !m_cancelled.load();
}

void DataTransfer::onWorkerDone()
{
    if (m_worker.joinable())
        m_worker.join();
    Q_EMIT finished();
}

} // namespace tablesmith::gui
