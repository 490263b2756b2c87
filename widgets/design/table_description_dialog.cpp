#include "design/table_description_dialog.h"

#include "common/error_text.h"
#include "editor/json_editor.h"
#include "session/session.h"

#include <tablesmith/table_description.h>

#include <boost/json.hpp>

#include <QDateTime>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace tablesmith::gui {
namespace {

namespace json = boost::json;

enum IndexColumn {
    NameColumn,
    KindColumn,
    KeysColumn,
    ProjectionColumn,
    StatusColumn,
    ItemsColumn,
    SizeColumn,
    WarmColumn,
    ColumnCount
};

QString text(const json::object &object, std::string_view key)
{
    const auto *value = object.if_contains(key);
    if (!value)
        return {};
    if (value->is_string())
        return QString::fromUtf8(value->get_string().c_str());
    if (value->is_bool())
        return value->get_bool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value->is_number())
        return QString::fromStdString(json::serialize(*value));
    return {};
}

QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString keysText(const tablesmith::KeySchema &key)
{
    QStringList keys;
    for (const tablesmith::KeyAttribute &attribute : key.partitionKey)
        keys << QStringLiteral("%1 (HASH)").arg(qs(attribute.name));
    for (const tablesmith::KeyAttribute &attribute : key.sortKey)
        keys << QStringLiteral("%1 (RANGE)").arg(qs(attribute.name));
    return keys.join(QStringLiteral(", "));
}

QString projectionText(const Projection &projection)
{
    QString result = qs(projectionTypeName(projection.type));
    if (projection.type == ProjectionType::Include) {
        QStringList names;
        for (const std::string &name : projection.nonKeyAttributes)
            names << qs(name);
        result += QStringLiteral(": ") + names.join(QStringLiteral(", "));
    }
    return result;
}

// "12,000 reads/s · 4,000 writes/s", with the status when it is not ACTIVE.
QString warmText(const WarmThroughput &warm)
{
    if (!warm.described())
        return {};
    QString result = TableDescriptionDialog::tr("%1 reads/s · %2 writes/s")
                         .arg(QLocale().toString(qint64(warm.readUnitsPerSecond)),
                              QLocale().toString(qint64(warm.writeUnitsPerSecond)));
    if (!warm.status.empty() && warm.status != "ACTIVE")
        result += QStringLiteral(" · ") + qs(warm.status);
    return result;
}

// A table that never named its class is STANDARD, as the service treats it.
QString tableClassText(const std::string &tableClass)
{
    return tableClass.empty() ? TableDescriptionDialog::tr("STANDARD (not named)")
                              : qs(tableClass);
}

QString streamText(const StreamDescription &stream)
{
    if (!stream.enabled)
        return TableDescriptionDialog::tr("off");
    return qs(stream.viewType) + QStringLiteral(" · ") + qs(stream.label);
}

// Indented for reading; DescribeTable holds no numbers a double would round.
QString indentedJson(const json::object &object)
{
    const QByteArray compact = QByteArray::fromStdString(json::serialize(object));
    return QString::fromUtf8(QJsonDocument::fromJson(compact).toJson(QJsonDocument::Indented));
}

QString countText(qint64 count)
{
    return count < 0 ? QString() : QLocale().toString(count);
}

QString sizeText(qint64 bytes)
{
    return bytes < 0 ? QString() : QLocale().formattedDataSize(bytes);
}

} // namespace

TableDescriptionDialog::TableDescriptionDialog(Session &session, QString tableName, QWidget *parent)
    : QDialog(parent), m_session(session), m_tableName(std::move(tableName))
{
    setWindowTitle(tr("Table %1").arg(m_tableName));
    auto *overview = new QWidget(this);
    m_summary = new QFormLayout;
    m_indexes = new QTableWidget(0, ColumnCount, overview);
    m_indexes->setHorizontalHeaderLabels({tr("Index"), tr("Kind"), tr("Keys"), tr("Projection"),
                                          tr("Status"), tr("Items"), tr("Size"),
                                          tr("Warm throughput")});
    m_indexes->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_indexes->horizontalHeader()->setStretchLastSection(true);
    m_indexes->verticalHeader()->hide();
    m_indexes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_indexes->setAccessibleName(tr("Secondary indexes"));
    auto *overviewLayout = new QVBoxLayout(overview);
    overviewLayout->addLayout(m_summary);
    overviewLayout->addWidget(new QLabel(tr("Secondary indexes"), overview));
    overviewLayout->addWidget(m_indexes, 1);

    m_raw = new JsonEditor(this);
    m_raw->setReadOnly(true);
    m_raw->setAccessibleName(tr("DescribeTable response"));
    auto *tabs = new QTabWidget(this);
    tabs->addTab(overview, tr("Overview"));
    tabs->addTab(m_raw, tr("DescribeTable"));

    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #dc2626;"));
    m_error->hide();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *refreshButton = buttons->addButton(tr("&Refresh"), QDialogButtonBox::ActionRole);
    refreshButton->setShortcut(QKeySequence::Refresh);
    connect(refreshButton, &QPushButton::clicked, this, &TableDescriptionDialog::refresh);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tabs, 1);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    resize(820, 560);

    // Polls only while something is changing (an index backfilling, a table being created).
    m_poll = new QTimer(this);
    m_poll->setInterval(1000);
    connect(m_poll, &QTimer::timeout, this, &TableDescriptionDialog::refresh);
    refresh();
}

void TableDescriptionDialog::refresh()
{
    json::object request{{"TableName", m_tableName.toStdString()}};
    m_session.call(QStringLiteral("DescribeTable"), request, this, [this](const CallReply &reply) {
        if (!reply.ok()) {
            m_error->setText(errorDescription(*reply.error));
            m_error->show();
            m_poll->stop();
            return;
        }
        m_error->hide();
        if (const auto *table = reply.response.if_contains("Table"); table && table->is_object())
            showTable(table->get_object());
        Q_EMIT described();
    });
    m_session.call(
        QStringLiteral("DescribeTimeToLive"), request, this, [this](const CallReply &reply) {
            const auto *description =
                reply.ok() ? reply.response.if_contains("TimeToLiveDescription") : nullptr;
            if (description && description->is_object())
                showTimeToLive(description->get_object());
        });
}

void TableDescriptionDialog::setSummary(const QString &label, const QString &value)
{
    for (int row = 0; row < m_summary->rowCount(); ++row) {
        auto *name =
            qobject_cast<QLabel *>(m_summary->itemAt(row, QFormLayout::LabelRole)
                                       ? m_summary->itemAt(row, QFormLayout::LabelRole)->widget()
                                       : nullptr);
        if (name && name->text() == label) {
            static_cast<QLabel *>(m_summary->itemAt(row, QFormLayout::FieldRole)->widget())
                ->setText(value);
            return;
        }
    }
    auto *field = new QLabel(value, this);
    field->setTextInteractionFlags(Qt::TextSelectableByMouse);
    field->setWordWrap(true);
    m_summary->addRow(new QLabel(label, this), field);
}

QString TableDescriptionDialog::summaryValue(const QString &label) const
{
    for (int row = 0; row < m_summary->rowCount(); ++row) {
        const auto *name = m_summary->itemAt(row, QFormLayout::LabelRole);
        if (name && static_cast<QLabel *>(name->widget())->text() == label)
            return static_cast<QLabel *>(m_summary->itemAt(row, QFormLayout::FieldRole)->widget())
                ->text();
    }
    return {};
}

void TableDescriptionDialog::showTable(const json::object &json)
{
    m_lastTable = json;
    m_raw->setText(indentedJson(json));
    auto described = tableDescriptionFromJson(json);
    if (!described.ok()) {
        m_error->setText(qs(described.error().message));
        m_error->show();
        return;
    }
    const TableDescription &table = described.value();
    setSummary(tr("Status"), qs(table.status));
    setSummary(tr("Keys"), keysText(table.key));
    QString billing = qs(table.billingMode);
    if (table.billingMode == "PROVISIONED")
        billing += tr(" · %1 RCU · %2 WCU")
                       .arg(table.readCapacityUnits)
                       .arg(table.writeCapacityUnits);
    setSummary(tr("Billing"), billing);
    setSummary(tr("Table class"), tableClassText(table.tableClass));
    setSummary(tr("Warm throughput"), warmText(table.warmThroughput));
    setSummary(tr("Items"), countText(table.itemCount));
    setSummary(tr("Size"), sizeText(table.sizeBytes));
    setSummary(tr("Stream"), streamText(table.stream));
    setSummary(tr("ARN"), qs(table.arn));

    bool changing = table.status != "ACTIVE";
    m_indexes->setRowCount(0);
    for (const IndexDescription &index : table.indexes) {
        QString status = qs(index.status);
        if (index.backfilling)
            status += tr(" · backfilling");
        changing = changing || status != QLatin1String("ACTIVE");
        const int row = m_indexes->rowCount();
        m_indexes->insertRow(row);
        const QStringList cells{qs(index.name),
                                index.global ? tr("global") : tr("local"),
                                keysText(index.key),
                                projectionText(index.projection),
                                status,
                                countText(index.itemCount),
                                sizeText(index.sizeBytes),
                                warmText(index.warmThroughput)};
        for (int column = 0; column < ColumnCount; ++column)
            m_indexes->setItem(row, column, new QTableWidgetItem(cells[column]));
    }
    if (changing)
        m_poll->start();
    else
        m_poll->stop();
}

void TableDescriptionDialog::showTimeToLive(const json::object &description)
{
    const QString status = text(description, "TimeToLiveStatus");
    const QString attribute = text(description, "AttributeName");
    setSummary(tr("Time to live"),
               attribute.isEmpty() ? status : tr("%1 on %2").arg(status, attribute));
}

} // namespace tablesmith::gui
