#pragma once
// KeySearch: the grid's "find a partition" box. An exact partition key runs a Query (one
// partition, read directly); a prefix cannot be a Query — DynamoDB hashes partition keys — so
// it runs a Scan with a begins_with filter, which reads the whole table, and says so. Either
// way it reports the partition keys it found; the table tab then jumps to the first one.

#include "common/key_schema.h"
#include "session/session.h"

#include <QStringList>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;

namespace tablesmith::gui {

class KeySearch : public QWidget {
    Q_OBJECT
public:
    enum class Match { Exact, Prefix };

    KeySearch(Session &session, QWidget *parent = nullptr);

    // The table searched, its partition key name and type (S, N or B).
    void setTable(const QString &tableName, const TableSummary &summary);
    QLineEdit *keyField() const { return m_key; }
    QComboBox *matchBox() const { return m_match; }
    QString messageText() const;

    // Searches for `text` (also what Enter in the box does).
    void search(const QString &text, Match match);
    void showMessage(const QString &text, bool problem = false);

Q_SIGNALS:
    // The partition keys (as the grid shows them) holding matching items, in the order found.
    void partitionsFound(const QStringList &partitionKeys);

private:
    void runQuery(const QString &text);
    void runScan(const QString &text, std::optional<boost::json::object> startKey);
    void onScanPage(const CallReply &reply, const QString &text);
    boost::json::object keyValue(const QString &text) const;

    Session &m_session;
    QString m_tableName;
    TableSummary m_summary;
    QLineEdit *m_key = nullptr;
    QComboBox *m_match = nullptr;
    QLabel *m_message = nullptr;
    QStringList m_found;       // partition keys of the running prefix scan
    quint64 m_generation = 0;  // a new search drops the replies of the last
    qint64 m_scanned = 0;
};

} // namespace tablesmith::gui
