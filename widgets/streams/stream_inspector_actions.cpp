// StreamInspector: the tables it knows (DescribeTable for key schemas, streams and indexes),
// index effects, the Lambda filter, replay, export and enabling a stream.

#include "streams/stream_inspector.h"

#include "common/attribute_text.h"
#include "session/session.h"
#include "streams/filter_pattern_dialog.h"
#include "streams/stream_filter_proxy.h"
#include "streams/stream_record_model.h"

#include <tablesmith/event_filter.h>
#include <tablesmith/index_effects.h>

#include <boost/json/serialize.hpp>

#include <QAction>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QTreeView>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace tablesmith::gui {
namespace json = boost::json;

namespace {

QString keyText(const Item &key)
{
    QStringList parts;
    for (const auto &[name, value] : key)
        parts << QString::fromStdString(name) + QStringLiteral("=")
                     + attributeValueText(toJson(value));
    return parts.join(QStringLiteral(", "));
}

QString exclusionText(const IndexMembership &membership)
{
    const QString name = QString::fromStdString(membership.attribute);
    switch (membership.exclusion) {
    case IndexExclusion::None: return {};
    case IndexExclusion::MissingKeyAttribute:
        return StreamInspector::tr("no %1 attribute (sparse index)").arg(name);
    case IndexExclusion::WrongKeyType:
        return StreamInspector::tr("%1 is not of the index key's type").arg(name);
    case IndexExclusion::EmptyKeyValue: return StreamInspector::tr("%1 is empty").arg(name);
    }
    return {};
}

QString effectText(IndexEffect::Kind kind)
{
    switch (kind) {
    case IndexEffect::Kind::Entered: return StreamInspector::tr("entered");
    case IndexEffect::Kind::Left: return StreamInspector::tr("left");
    case IndexEffect::Kind::KeyChanged: return StreamInspector::tr("index key changed");
    case IndexEffect::Kind::Updated: return StreamInspector::tr("updated");
    case IndexEffect::Kind::Unchanged: return StreamInspector::tr("unchanged");
    case IndexEffect::Kind::NotIn: return StreamInspector::tr("not in index");
    case IndexEffect::Kind::Unknown: return StreamInspector::tr("unknown");
    }
    return {};
}

std::optional<Item> imageItem(const InspectorRecord &record, const char *name)
{
    const json::object *image = record.image(name);
    if (!image)
        return std::nullopt;
    auto item = itemFromJson(*image);
    return item ? std::optional<Item>(std::move(*item)) : std::nullopt;
}

} // namespace

void StreamInspector::describeTables()
{
    m_tableBox->clear();
    m_tableBox->addItem(tr("All tables with a stream"), QString());
    if (!m_tableName.isEmpty())
        m_tableBox->addItem(m_tableName, m_tableName);
    m_tableBox->setCurrentIndex(m_tableBox->findData(m_tableName));
    if (!m_session)
        return;
    m_session->call(QStringLiteral("ListTables"), json::object{}, this,
                    [this](const CallReply &reply) {
                        if (!reply.ok())
                            return;
                        for (const json::value &name : reply.response.at("TableNames")
                                                           .as_array())
                            describeTable(QString::fromUtf8(name.as_string().c_str()));
                    });
}

void StreamInspector::describeTable(const QString &tableName)
{
    if (!m_session)
        return;
    json::object request{{"TableName", tableName.toStdString()}};
    m_session->call(QStringLiteral("DescribeTable"), std::move(request), this,
                    [this](const CallReply &reply) {
                        if (reply.ok())
                            noteTable(reply.response.at("Table").as_object());
                    });
}

void StreamInspector::noteTable(const json::object &table)
{
    const TableSummary summary = tableSummaryFrom(table);
    m_descriptions.insert(summary.name, table);
    m_viewTypes.insert(summary.name, summary.streamViewType);
    m_redescribing.remove(summary.name);
    m_model->setKeySchema(summary.name, summary.keys);
    const bool streamed = !summary.streamViewType.isEmpty();
    if (streamed && m_tableBox->findData(summary.name) < 0)
        m_tableBox->addItem(summary.name, summary.name);
    if (summary.name == m_tableName) {
        m_enableStream->setVisible(!streamed);
        if (streamed && !m_feedStatus.live && !m_feedStatus.message.isEmpty())
            openFeed({}); // the feed said "no stream" before it was enabled
    }
    showCurrent();
}

// A record written under another view type than the one described (the stream was disabled
// and enabled again, here or by another client): the description the filter check and the
// index effects read is stale, so the table is described again.
void StreamInspector::describeChangedTables(const QModelIndex &, int first, int last)
{
    for (int row = std::max(first, last - 199); row <= last; ++row) {
        const InspectorRecord &record = m_model->recordAt(row);
        const auto described = m_viewTypes.constFind(record.tableName);
        if (described == m_viewTypes.cend() || m_redescribing.contains(record.tableName))
            continue; // not described yet, or asked again already: the answer is on its way
        if (*described != record.streamViewType()) {
            m_redescribing.insert(record.tableName);
            describeTable(record.tableName);
        }
    }
}

void StreamInspector::showIndexEffects(const InspectorRecord *record)
{
    m_indexEffects->clear();
    if (!record)
        return;
    auto found = m_descriptions.constFind(record->tableName);
    if (found == m_descriptions.cend())
        return;
    auto table = tableDescriptionFromJson(*found);
    if (!table)
        return;
    const auto oldImage = imageItem(*record, "OldImage");
    const auto newImage = imageItem(*record, "NewImage");
    const auto effects = indexEffects(*table, record->eventName().toStdString(),
                                      oldImage ? &*oldImage : nullptr,
                                      newImage ? &*newImage : nullptr);
    for (const IndexEffect &effect : effects) {
        auto *row = new QTreeWidgetItem(m_indexEffects);
        row->setText(0, QString::fromStdString(effect.indexName)
                            + (effect.global ? tr(" (GSI)") : tr(" (LSI)")));
        row->setText(1, effectText(effect.kind));
        row->setText(2, keyText(effect.oldKey));
        row->setText(3, keyText(effect.newKey));
        QString why = effect.kind == IndexEffect::Kind::Unknown
                          ? QString::fromStdString(effect.reason)
                          : exclusionText(effect.exclusion);
        if (effect.kind == IndexEffect::Kind::Updated) {
            QStringList names;
            for (const std::string &name : effect.changedAttributes)
                names << QString::fromStdString(name);
            why = tr("projected: %1").arg(names.join(QStringLiteral(", ")));
        }
        row->setText(4, why);
    }
}

bool StreamInspector::setFilterPatterns(const QStringList &patterns, QString *error)
{
    std::vector<std::string> texts;
    for (const QString &pattern : patterns)
        texts.push_back(pattern.toStdString());
    auto criteria = EventFilterCriteria::fromPatterns(texts);
    if (!criteria) {
        if (error)
            *error = QString::fromStdString(criteria.error().message);
        return false;
    }
    m_patterns = patterns;
    m_model->setFilterCriteria(std::move(*criteria));
    m_proxy->refilter();
    updateStatus(); // the shown count, now that the proxy has re-checked the rows
    return true;
}

void StreamInspector::editFilter()
{
    FilterPatternDialog dialog(this);
    dialog.setPatterns(m_patterns);
    auto found = m_descriptions.constFind(m_tableName);
    if (found != m_descriptions.cend())
        dialog.setStreamViewType(tableSummaryFrom(*found).streamViewType);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!setFilterPatterns(dialog.patterns(), &error))
        QMessageBox::warning(this, tr("Lambda filter"), error);
}

void StreamInspector::askReplayFromSequence()
{
    bool ok = false;
    const QString sequence = QInputDialog::getText(
        this, tr("Replay"), tr("Replay from sequence number (AT_SEQUENCE_NUMBER):"),
        QLineEdit::Normal, QString(), &ok);
    if (ok && !sequence.trimmed().isEmpty())
        replay({StreamFeedStart::Position::AtSequenceNumber, sequence.trimmed(), 0});
}

void StreamInspector::askReplayFromTime()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Replay from a time"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *when = new QDateTimeEdit(QDateTime::currentDateTime().addSecs(-600), &dialog);
    when->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    when->setCalendarPopup(true);
    layout->addWidget(when);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel,
                                         &dialog);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() == QDialog::Accepted)
        replay({StreamFeedStart::Position::AtTimestamp, {},
                double(when->dateTime().toMSecsSinceEpoch()) / 1000.0});
}

bool StreamInspector::exportJsonLines(const QString &path, QString *error) const
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const int source = m_proxy->mapToSource(m_proxy->index(row, 0)).row();
        const std::string line = json::serialize(m_model->recordAt(source).streamsRecord());
        file.write(line.data(), qint64(line.size()));
        file.write("\n", 1);
    }
    return true;
}

void StreamInspector::askExport()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export records"), QStringLiteral("stream-records.jsonl"),
        tr("JSON lines (*.jsonl);;All files (*)"));
    QString error;
    if (!path.isEmpty() && !exportJsonLines(path, &error))
        QMessageBox::warning(this, tr("Export records"), error);
}

void StreamInspector::enableStream(const QString &viewType)
{
    if (!m_session || m_tableName.isEmpty())
        return;
    json::object specification{{"StreamEnabled", true},
                               {"StreamViewType", viewType.toStdString()}};
    json::object request{{"TableName", m_tableName.toStdString()},
                         {"StreamSpecification", std::move(specification)}};
    m_session->call(QStringLiteral("UpdateTable"), std::move(request), this,
                    [this](const CallReply &reply) {
                        if (!reply.ok()) {
                            QMessageBox::warning(this, tr("Enable stream"), reply.error->message);
                            return;
                        }
                        openFeed({});
                        describeTable(m_tableName);
                    });
}

void StreamInspector::askEnableStream()
{
    bool ok = false;
    const QString viewType = QInputDialog::getItem(
        this, tr("Enable stream"),
        tr("Stream view type for %1 (what each record carries):").arg(m_tableName),
        {QStringLiteral("NEW_AND_OLD_IMAGES"), QStringLiteral("NEW_IMAGE"),
         QStringLiteral("OLD_IMAGE"), QStringLiteral("KEYS_ONLY")},
        0, false, &ok);
    if (ok)
        enableStream(viewType);
}

} // namespace tablesmith::gui
