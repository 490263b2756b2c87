#pragma once
// DesignApply: puts a design's table on a connection through its Session — CreateTable with
// the sample items when the table is missing, else UpdateTable creating the chosen GSI — and
// follows the index's backfill with DescribeTable until it is ACTIVE, reporting progress
// (entries indexed of the table's items). An index that exists with another key schema or
// projection fails the apply with the differences. One apply per object.

#include "session/session.h"

#include <tablesmith/design.h>

#include <QObject>
#include <QTimer>

namespace tablesmith::gui {

class DesignApply : public QObject {
    Q_OBJECT
public:
    DesignApply(Session &session, design::DesignTable table, std::string indexName,
                QObject *parent = nullptr);
    void start();

Q_SIGNALS:
    void progress(qint64 done, qint64 total, const QString &status);
    void finished(bool ok, const QString &message);

private:
    void onDescribed(const CallReply &reply);
    bool refuseChangedIndex(const TableDescription &described);
    void createTable();
    void writeItems(std::size_t from);
    void createIndex();
    void poll();
    void fail(const CallReply &reply);

    Session &m_session;
    design::DesignTable m_table;
    std::string m_indexName;
    QTimer m_pollTimer;
    bool m_created = false;
};

} // namespace tablesmith::gui
