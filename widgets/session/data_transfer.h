#pragma once
// DataTransfer: an import into or an export from a Session's connection, on a thread of its
// own so the window stays responsive, with throttled progress and cancellation. It drives the
// engine's Qt-free importFile/exportTable (engine/io), which talk to the Client only through
// DynamoDB requests — so the same transfer works on the embedded engine and a remote endpoint.
// Those requests go through the Session's reportingClient(), so the API-call log shows each.

#include "session/session.h"

#include <tablesmith/import_export.h>

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>
#include <optional>
#include <thread>

namespace tablesmith::gui {

class DataTransfer : public QObject {
    Q_OBJECT
public:
    enum class Kind { Import, Export };

    explicit DataTransfer(Session &session, QObject *parent = nullptr);
    // Cancels a running transfer and waits for its thread.
    ~DataTransfer() override;

    // Each starts at most one transfer per object; `options.progress` is replaced.
    void startImport(const QString &path, ImportOptions options);
    void startExport(const QString &tableName, const QString &path, ExportOptions options);
    // Writes items already read (a query's results) instead of scanning a table.
    void startExportItems(boost::json::array items, std::vector<ExportKey> keys,
                          const QString &path, ExportOptions options);
    // Asks the running transfer to stop after its current batch or page.
    void cancel();
    bool isRunning() const { return m_worker.joinable(); }

    Kind kind() const { return m_kind; }
    // After finished(): the report, or the error that stopped the transfer.
    const std::optional<ImportReport> &importReport() const { return m_importReport; }
    const std::optional<ExportReport> &exportReport() const { return m_exportReport; }
    const std::optional<Error> &error() const { return m_error; }

Q_SIGNALS:
    // Import: bytes of the file read so far and its size; export: total is 0 (unknown).
    void progressed(quint64 done, quint64 total, quint64 items);
    void finished();

private:
    template<typename Job> void start(Kind kind, Job job);
    // Posts a progress signal at most every 50 ms; returns false once cancelled.
    bool report(quint64 done, quint64 total, quint64 items);
    void onWorkerDone();

    std::shared_ptr<Client> m_client;
    std::thread m_worker;
    std::atomic<bool> m_cancelled = false;
    std::atomic<qint64> m_lastReportMs = 0;
    Kind m_kind = Kind::Import;
    std::optional<ImportReport> m_importReport;
    std::optional<ExportReport> m_exportReport;
    std::optional<Error> m_error;
};

} // namespace tablesmith::gui
