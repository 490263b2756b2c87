#include "design/design_apply.h"

#include "common/error_text.h"

#include <tablesmith/table_description.h>

#include <boost/json/array.hpp>

#include <QStringList>

namespace json = boost::json;

namespace tablesmith::gui {
namespace {

constexpr std::size_t kBatchSize = 25; // BatchWriteItem's limit
constexpr int kPollMs = 250;

json::object tableRequest(const design::DesignTable &table)
{
    return json::object{{"TableName", table.name}};
}

// DescribeTable's "Table" object, or an error when the answer has none.
Result<TableDescription> describedTable(const json::object &response)
{
    const json::value *table = response.if_contains("Table");
    if (!table || !table->is_object())
        return Error::validation("DescribeTable returned no Table");
    return tableDescriptionFromJson(table->get_object());
}

} // namespace

DesignApply::DesignApply(Session &session, design::DesignTable table, std::string indexName,
                         QObject *parent)
    : QObject(parent), m_session(session), m_table(std::move(table)),
      m_indexName(std::move(indexName))
{
    m_pollTimer.setSingleShot(true);
    m_pollTimer.setInterval(kPollMs);
    connect(&m_pollTimer, &QTimer::timeout, this, &DesignApply::poll);
}

void DesignApply::start()
{
    Q_EMIT progress(0, 0, tr("Reading %1…").arg(QString::fromStdString(m_table.name)));
    m_session.call(QStringLiteral("DescribeTable"), tableRequest(m_table), this,
                   [this](const CallReply &reply) { onDescribed(reply); });
}

void DesignApply::onDescribed(const CallReply &reply)
{
    if (!reply.ok()) {
        if (reply.error->kind == ErrorKind::ResourceNotFoundException)
            createTable();
        else
            fail(reply);
        return;
    }
    auto described = describedTable(reply.response);
    if (described && !m_indexName.empty() && !described->index(m_indexName)) {
        createIndex();
        return;
    }
    if (described && refuseChangedIndex(*described))
        return;
    poll(); // everything exists: report its state
}

// An index of the design's name with another key schema or projection is not the design's:
// DynamoDB cannot change it in place, and calling it ACTIVE would say the edit was applied.
bool DesignApply::refuseChangedIndex(const TableDescription &described)
{
    const IndexDescription *existing = described.index(m_indexName);
    const design::SecondaryIndex *designed = m_table.index(m_indexName);
    if (!existing || !designed)
        return false;
    const std::vector<std::string> differences =
        design::indexDifferences(designed->index, *existing);
    if (differences.empty())
        return false;
    QStringList lines;
    for (const std::string &difference : differences)
        lines << QString::fromStdString(difference);
    Q_EMIT finished(false,
                    tr("%1 already exists on %2 with another definition, and DynamoDB cannot "
                       "change an index's key schema or projection. Delete the index from the "
                       "table, then apply again.\n%3")
                        .arg(QString::fromStdString(m_indexName),
                             QString::fromStdString(m_table.name), lines.join(QLatin1Char('\n'))));
    return true;
}

void DesignApply::createTable()
{
    Q_EMIT progress(0, 0, tr("Creating table %1…").arg(QString::fromStdString(m_table.name)));
    m_created = true;
    m_session.call(QStringLiteral("CreateTable"), design::createTableRequest(m_table), this,
                   [this](const CallReply &reply) {
                       if (!reply.ok())
                           return fail(reply);
                       writeItems(0);
                   });
}

void DesignApply::writeItems(std::size_t from)
{
    if (from >= m_table.items.size()) {
        poll();
        return;
    }
    json::array requests;
    for (std::size_t i = from; i < m_table.items.size() && i < from + kBatchSize; ++i)
        requests.push_back(json::object{{"PutRequest", {{"Item", m_table.items[i].json}}}});
    Q_EMIT progress(qint64(from), qint64(m_table.items.size()), tr("Loading sample items…"));
    json::object request{{"RequestItems", {{m_table.name, std::move(requests)}}}};
    m_session.call(QStringLiteral("BatchWriteItem"), std::move(request), this,
                   [this, from](const CallReply &reply) {
                       if (!reply.ok())
                           return fail(reply);
                       writeItems(from + kBatchSize);
                   });
}

void DesignApply::createIndex()
{
    const design::SecondaryIndex *index = m_table.index(m_indexName);
    if (!index || !index->index.global) {
        Q_EMIT finished(false, tr("Only a global secondary index can be added to a table."));
        return;
    }
    json::object full = design::createTableRequest(m_table);
    json::object create;
    for (const json::value &gsi : full.at("GlobalSecondaryIndexes").as_array()) {
        if (gsi.at("IndexName") == json::value(m_indexName))
            create = gsi.as_object();
    }
    json::object request{{"TableName", m_table.name},
                         {"AttributeDefinitions", full.at("AttributeDefinitions")},
                         {"GlobalSecondaryIndexUpdates", {json::object{{"Create", create}}}}};
    Q_EMIT progress(0, 0, tr("Creating index %1…").arg(QString::fromStdString(m_indexName)));
    m_session.call(QStringLiteral("UpdateTable"), std::move(request), this,
                   [this](const CallReply &reply) {
                       if (!reply.ok())
                           return fail(reply);
                       poll();
                   });
}

void DesignApply::poll()
{
    m_session.call(QStringLiteral("DescribeTable"), tableRequest(m_table), this,
                   [this](const CallReply &reply) {
        if (!reply.ok())
            return fail(reply);
        auto table = describedTable(reply.response);
        if (!table)
            return Q_EMIT finished(false, QString::fromStdString(table.error().message));
        const IndexDescription *index = table->index(m_indexName);
        bool active = table->status == "ACTIVE"
                   && (!index || (index->status == "ACTIVE" && !index->backfilling));
        qint64 total = std::max<qint64>(table->itemCount, 0);
        qint64 done = index ? std::max<qint64>(index->itemCount, 0) : total;
        QString status = QString::fromStdString(index ? index->status : table->status);
        Q_EMIT progress(active ? total : done, total, status);
        if (active)
            Q_EMIT finished(true, m_created ? tr("Table created with its sample items")
                                            : tr("Index is ACTIVE"));
        else
            m_pollTimer.start();
    });
}

void DesignApply::fail(const CallReply &reply)
{
    Q_EMIT finished(false, errorDescription(*reply.error));
}

} // namespace tablesmith::gui
