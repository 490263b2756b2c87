#include "log/call_log_model.h"

#include <boost/json/serialize.hpp>

#include <QBrush>
#include <QColor>
#include <QLocale>
#include <QTimer>

namespace tablesmith::gui {
namespace {

double capacityUnits(const boost::json::object &response)
{
    const auto *consumed = response.if_contains("ConsumedCapacity");
    if (!consumed || !consumed->is_object())
        return -1;
    const auto *units = consumed->get_object().if_contains("CapacityUnits");
    return units && units->is_number() ? units->to_number<double>() : -1;
}

bool isRead(const QString &operation)
{
    return operation == QLatin1String("Scan") || operation == QLatin1String("Query")
        || operation == QLatin1String("GetItem") || operation == QLatin1String("BatchGetItem");
}

// Compact JSON, cut at kMaxTextBytes with a note of what was left out.
QString boundedJson(const boost::json::object &object)
{
    const std::string text = boost::json::serialize(object);
    const auto limit = std::size_t(CallLogModel::kMaxTextBytes);
    if (text.size() <= limit)
        return QString::fromStdString(text);
    return QString::fromUtf8(text.data(), qsizetype(limit))
        + CallLogModel::tr("… (%1 more bytes)").arg(text.size() - limit);
}

} // namespace

QString durationText(double milliseconds)
{
    // Embedded calls often take well under a millisecond; keep two significant decimals there.
    const int decimals = milliseconds < 10 ? 2 : milliseconds < 100 ? 1 : 0;
    return CallLogModel::tr("%1 ms").arg(QLocale().toString(milliseconds, 'f', decimals));
}

QString callSummary(const CallReply &reply)
{
    if (!reply.ok())
        return reply.error->name;
    QStringList parts;
    if (const auto *count = reply.response.if_contains("Count"); count && count->is_int64()) {
        const qint64 n = count->get_int64();
        parts << (n == 1 ? CallLogModel::tr("1 item")
                         : CallLogModel::tr("%1 items").arg(QLocale().toString(n)));
    } else if (const auto *names = reply.response.if_contains("TableNames");
               names && names->is_array()) {
        const auto n = qint64(names->get_array().size());
        parts << (n == 1 ? CallLogModel::tr("1 table")
                         : CallLogModel::tr("%1 tables").arg(QLocale().toString(n)));
    }
    if (const double units = capacityUnits(reply.response); units >= 0)
        parts << (isRead(reply.operation) ? CallLogModel::tr("%1 RCU")
                                          : CallLogModel::tr("%1 WCU"))
                     .arg(QLocale().toString(units, 'g', 4));
    return parts.join(QStringLiteral(" · "));
}

CallLogModel::CallLogModel(QObject *parent) : QAbstractTableModel(parent) {}

int CallLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int CallLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CallLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case SourceColumn:
        return tr("Source");
    case OperationColumn:
        return tr("Operation");
    case DurationColumn:
        return tr("Duration");
    case ResultColumn:
        return tr("Result");
    default:
        return {};
    }
}

QVariant CallLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &entry = m_entries[std::size_t(index.row())];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case TimeColumn:
            return entry.time.toString(QStringLiteral("HH:mm:ss.zzz"));
        case SourceColumn:
            return entry.served ? tr("served") : tr("app");
        case OperationColumn:
            return entry.operation;
        case DurationColumn:
            return durationText(entry.elapsedMs);
        case ResultColumn:
            return entry.ok ? entry.summary : entry.summary + QStringLiteral(": ")
                    + entry.errorMessage;
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() == DurationColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && !entry.ok)
        return QBrush(QColor(0xdc, 0x26, 0x26));
    if (role == Qt::ToolTipRole && index.column() == SourceColumn)
        return entry.served ? tr("Called by a client of the served DynamoDB endpoint")
                            : tr("Called by Tablesmith itself");
    if (role == Qt::ToolTipRole && !entry.ok)
        return entry.errorMessage;
    if (role == ServedRole)
        return entry.served;
    if (role == Qt::ForegroundRole && index.column() == SourceColumn && entry.served)
        return QBrush(QColor(0x25, 0x63, 0xeb));
    if (role == RequestRole)
        return entry.requestText;
    if (role == ResponseRole)
        return entry.responseText;
    return {};
}

void CallLogModel::append(const CallReply &reply)
{
    Entry entry;
    entry.time = QTime::currentTime();
    entry.operation = reply.operation;
    entry.elapsedMs = reply.elapsedMs;
    entry.ok = reply.ok();
    entry.served = reply.served;
    entry.summary = callSummary(reply);
    if (!reply.ok())
        entry.errorMessage = reply.error->message;
    entry.requestText = boundedJson(reply.request);
    entry.responseText = reply.ok() ? boundedJson(reply.response)
                                    : boundedJson({{"__type", reply.error->name.toStdString()},
                                                   {"message", reply.error->message.toStdString()}});
    m_queued.push_back(std::move(entry));
    if (!m_flushScheduled) {
        m_flushScheduled = true;
        QTimer::singleShot(0, this, &CallLogModel::flush);
    }
}

void CallLogModel::flush()
{
    m_flushScheduled = false;
    if (m_queued.empty())
        return;
    const int first = int(m_entries.size());
    beginInsertRows({}, first, first + int(m_queued.size()) - 1);
    for (auto &entry : m_queued)
        m_entries.push_back(std::move(entry));
    m_queued.clear();
    endInsertRows();
    const int excess = int(m_entries.size()) - kMaxEntries;
    if (excess > 0) {
        beginRemoveRows({}, 0, excess - 1);
        m_entries.erase(m_entries.begin(), m_entries.begin() + excess);
        endRemoveRows();
    }
}

} // namespace tablesmith::gui
