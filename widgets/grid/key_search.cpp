#include "grid/key_search.h"

#include "common/attribute_text.h"
#include "common/error_text.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>

namespace tablesmith::gui {
namespace {

namespace json = boost::json;

constexpr int kMaxListed = 5; // partition keys named in the message

} // namespace

KeySearch::KeySearch(Session &session, QWidget *parent) : QWidget(parent), m_session(session)
{
    m_key = new QLineEdit(this);
    m_key->setPlaceholderText(tr("Find partition key…"));
    m_key->setAccessibleName(tr("Partition key to find"));
    m_key->setClearButtonEnabled(true);
    m_key->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('W')) * 14);
    m_match = new QComboBox(this);
    m_match->addItem(tr("exact (Query)"), int(Match::Exact));
    m_match->addItem(tr("prefix (Scan)"), int(Match::Prefix));
    m_match->setAccessibleName(tr("How the partition key matches"));
    m_match->setItemData(1, tr("Partition keys are hashed, so a Query cannot take a prefix: a "
                               "prefix reads the whole table with a Scan and a begins_with "
                               "filter"),
                         Qt::ToolTipRole);
    m_message = new QLabel(this);
    m_message->setForegroundRole(QPalette::PlaceholderText);
    m_message->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    connect(m_key, &QLineEdit::returnPressed, this, [this] {
        search(m_key->text(), Match(m_match->currentData().toInt()));
    });
    connect(m_match, &QComboBox::currentIndexChanged, this, [this] {
        showMessage(Match(m_match->currentData().toInt()) == Match::Prefix
                        ? tr("A prefix needs a Scan with begins_with: it reads the whole table.")
                        : QString());
    });
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 0, 10, 6);
    layout->setSpacing(6);
    layout->addWidget(m_key);
    layout->addWidget(m_match);
    layout->addWidget(m_message, 1);
}

void KeySearch::setTable(const QString &tableName, const TableSummary &summary)
{
    m_tableName = tableName;
    m_summary = summary;
    m_key->setPlaceholderText(
        tr("Find %1…").arg(QString::fromStdString(summary.keys.partitionKey)));
}

QString KeySearch::messageText() const
{
    return m_message->text();
}

void KeySearch::showMessage(const QString &text, bool problem)
{
    m_message->setText(text);
    m_message->setToolTip(text);
    m_message->setStyleSheet(problem ? QStringLiteral("color: #dc2626;") : QString());
}

json::object KeySearch::keyValue(const QString &text) const
{
    const QString type = m_summary.partitionKeyType.isEmpty() ? QStringLiteral("S")
                                                              : m_summary.partitionKeyType;
    return {{type.toStdString(), text.toStdString()}};
}

void KeySearch::search(const QString &text, Match match)
{
    ++m_generation;
    if (text.isEmpty() || m_tableName.isEmpty()) {
        showMessage({});
        return;
    }
    if (match == Match::Exact) {
        runQuery(text);
        return;
    }
    if (m_summary.partitionKeyType == QLatin1String("N")) {
        showMessage(tr("begins_with takes strings and binary values, not numbers."), true);
        return;
    }
    m_found.clear();
    m_scanned = 0;
    showMessage(tr("Scanning the whole table for %1 beginning with \"%2\"…")
                    .arg(QString::fromStdString(m_summary.keys.partitionKey), text));
    runScan(text, std::nullopt);
}

void KeySearch::runQuery(const QString &text)
{
    json::object request{{"TableName", m_tableName.toStdString()},
                         {"KeyConditionExpression", "#pk = :pk"},
                         {"ExpressionAttributeNames", {{"#pk", m_summary.keys.partitionKey}}},
                         {"ExpressionAttributeValues", {{":pk", keyValue(text)}}},
                         {"Limit", 1}};
    const quint64 generation = m_generation;
    m_session.call(QStringLiteral("Query"), std::move(request), this,
                   [this, text, generation](const CallReply &reply) {
                       if (generation != m_generation)
                           return;
                       if (!reply.ok()) {
                           showMessage(errorSummary(*reply.error) + QLatin1Char(' ')
                                           + reply.error->message,
                                       true);
                           return;
                       }
                       const auto *items = reply.response.if_contains("Items");
                       if (!items || !items->is_array() || items->get_array().empty()) {
                           showMessage(tr("No partition %1 (Query).").arg(text), true);
                           return;
                       }
                       showMessage(tr("Found partition %1 (Query).").arg(text));
                       Q_EMIT partitionsFound({text});
                   });
}

void KeySearch::runScan(const QString &text, std::optional<json::object> startKey)
{
    json::object request{{"TableName", m_tableName.toStdString()},
                         {"FilterExpression", "begins_with(#pk, :prefix)"},
                         {"ProjectionExpression", "#pk"},
                         {"ExpressionAttributeNames", {{"#pk", m_summary.keys.partitionKey}}},
                         {"ExpressionAttributeValues", {{":prefix", keyValue(text)}}}};
    if (startKey)
        request["ExclusiveStartKey"] = std::move(*startKey);
    const quint64 generation = m_generation;
    m_session.call(QStringLiteral("Scan"), std::move(request), this,
                   [this, text, generation](const CallReply &reply) {
                       if (generation == m_generation)
                           onScanPage(reply, text);
                   });
}

void KeySearch::onScanPage(const CallReply &reply, const QString &text)
{
    if (!reply.ok()) {
        showMessage(errorSummary(*reply.error) + QLatin1Char(' ') + reply.error->message, true);
        return;
    }
    if (const auto *items = reply.response.if_contains("Items"); items && items->is_array())
        for (const json::value &item : items->get_array()) {
            const QString key = keyValueText(
                item.get_object().if_contains(m_summary.keys.partitionKey));
            if (!m_found.contains(key))
                m_found << key;
        }
    if (const auto *scanned = reply.response.if_contains("ScannedCount"); scanned)
        m_scanned += scanned->to_number<qint64>();
    if (const auto *next = reply.response.if_contains("LastEvaluatedKey");
        next && next->is_object()) {
        runScan(text, next->get_object());
        return;
    }
    if (m_found.isEmpty()) {
        showMessage(tr("No partition key begins with \"%1\" (Scan read %2 items).")
                        .arg(text, QLocale().toString(m_scanned)),
                    true);
        return;
    }
    QStringList listed = m_found.mid(0, kMaxListed);
    if (m_found.size() > kMaxListed)
        listed << QStringLiteral("…");
    const QString keys = listed.join(QStringLiteral(", "));
    const QString scanned = QLocale().toString(m_scanned);
    showMessage(m_found.size() == 1
                    ? tr("1 partition begins with \"%1\": %2 (Scan read %3 items).")
                          .arg(text, keys, scanned)
                    : tr("%1 partitions begin with \"%2\": %3 (Scan read %4 items).")
                          .arg(QLocale().toString(m_found.size()), text, keys, scanned));
    Q_EMIT partitionsFound(m_found);
}

} // namespace tablesmith::gui
