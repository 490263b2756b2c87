#pragma once
// OperationLibrary: the query builder's saved operations and history for one connection (a
// database file or a remote endpoint), kept in QSettings under the connection's name. A saved
// operation is a named request text with {parameters} (e.g. "USER#{userId}"), run with values
// the user gives; the history holds every request run, newest first.

#include <QDateTime>
#include <QList>
#include <QListWidget>
#include <QString>
#include <QWidget>

class QTimer;

namespace tablesmith::gui {

struct SavedOperation {
    QString name;
    QString operation; // "Query", ...
    QString text;      // the request as DynamoDB JSON, possibly with {parameters}
};

struct HistoryEntry {
    QDateTime when;
    QString operation;
    QString text;
    QString outcome; // the results summary or the error
};

// The panel: saved operations (reorder by dragging, rename in place) and the history.
class OperationLibrary : public QWidget {
    Q_OBJECT
public:
    explicit OperationLibrary(QWidget *parent = nullptr);
    // Writes history not yet written.
    ~OperationLibrary() override;

    // Loads the saved operations and history of `connection` (the Session's name).
    void setConnection(const QString &connection);
    QList<SavedOperation> savedOperations() const;
    void addSaved(const SavedOperation &operation);
    void addHistory(const HistoryEntry &entry);
    int historyCount() const { return m_history->count(); }

    static constexpr int kMaxHistory = 200;

Q_SIGNALS:
    // Load into the builder; `run`: and run it (after asking for parameter values).
    void openRequested(const QString &operation, const QString &text, bool run);

private:
    // Writes saved operations and history now (history is written a little after a run).
    void store();
    void load();
    void openCurrent(QListWidget *list, bool run);
    QListWidgetItem *savedItem(const SavedOperation &operation) const;

    QString m_connection;
    QListWidget *m_saved;
    QListWidget *m_history;
    QTimer *m_storeTimer;
    bool m_loading = false;
};

} // namespace tablesmith::gui
