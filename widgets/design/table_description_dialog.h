#pragma once
// Table → Describe: everything DescribeTable and DescribeTimeToLive say about a table, read
// the way a designer asks — status, keys, capacity, table class, warm throughput, size; each
// index with its kind, keys, projection, status (and backfill), item count, size and warm
// throughput; the stream and TTL — plus the raw response. While an index is being created it refreshes itself every second.

#include <boost/json/object.hpp>

#include <QDialog>

class QFormLayout;
class QLabel;
class QTableWidget;
class QTimer;

namespace tablesmith::gui {

class JsonEditor;
class Session;

class TableDescriptionDialog : public QDialog {
    Q_OBJECT
public:
    TableDescriptionDialog(Session &session, QString tableName, QWidget *parent = nullptr);

    void refresh();
    // What the summary shows for a row label, e.g. "Status" → "ACTIVE" (for tests).
    QString summaryValue(const QString &label) const;
    QTableWidget *indexTable() const { return m_indexes; }

Q_SIGNALS:
    void described();

private:
    void showTable(const boost::json::object &table);
    void showTimeToLive(const boost::json::object &description);
    void setSummary(const QString &label, const QString &value);

    Session &m_session;
    QString m_tableName;
    QFormLayout *m_summary = nullptr;
    QTableWidget *m_indexes = nullptr;
    JsonEditor *m_raw = nullptr;
    QLabel *m_error = nullptr;
    QTimer *m_poll = nullptr;
    boost::json::object m_lastTable;
};

} // namespace tablesmith::gui
