#include "design/table_description_dialog.h"

#include "common/error_text.h"
#include "editor/json_editor.h"
#include "session/session.h"

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

qint64 number(const json::object &object, std::string_view key)
{
    const auto *value = object.if_contains(key);
    return value && value->is_number() ? value->to_number<qint64>() : -1;
}

QString keysText(const json::object &owner)
{
    QStringList keys;
    if (const auto *schema = owner.if_contains("KeySchema"); schema && schema->is_array())
        for (const auto &element : schema->get_array())
            if (element.is_object())
                keys << QStringLiteral("%1 (%2)").arg(text(element.get_object(), "AttributeName"),
                                                      text(element.get_object(), "KeyType"));
    return keys.join(QStringLiteral(", "));
}

QString projectionText(const json::object &index)
{
    const auto *projection = index.if_contains("Projection");
    if (!projection || !projection->is_object())
        return {};
    QString result = text(projection->get_object(), "ProjectionType");
    if (const auto *attributes = projection->get_object().if_contains("NonKeyAttributes");
        attributes && attributes->is_array()) {
        QStringList names;
        for (const auto &name : attributes->get_array())
            if (name.is_string())
                names << QString::fromUtf8(name.get_string().c_str());
        result += QStringLiteral(": ") + names.join(QStringLiteral(", "));
    }
    return result;
}

QString streamText(const json::object &table)
{
    const auto *spec = table.if_contains("StreamSpecification");
    if (!spec || !spec->is_object() || text(spec->get_object(), "StreamEnabled") != "true")
        return TableDescriptionDialog::tr("off");
    return text(spec->get_object(), "StreamViewType") + QStringLiteral(" · ") +
           text(table, "LatestStreamLabel");
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
                                          tr("Status"), tr("Items"), tr("Size")});
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

void TableDescriptionDialog::showTable(const json::object &table)
{
    m_lastTable = table;
    m_raw->setText(indentedJson(table));
    setSummary(tr("Status"), text(table, "TableStatus"));
    setSummary(tr("Keys"), keysText(table));
    // DynamoDB leaves BillingModeSummary out for tables that were always provisioned.
    QString billing;
    if (const auto *summary = table.if_contains("BillingModeSummary");
        summary && summary->is_object())
        billing = text(summary->get_object(), "BillingMode");
    if (billing.isEmpty())
        billing = QStringLiteral("PROVISIONED");
    if (const auto *throughput = table.if_contains("ProvisionedThroughput");
        throughput && throughput->is_object() && billing == QLatin1String("PROVISIONED"))
        billing += tr(" · %1 RCU · %2 WCU")
                       .arg(number(throughput->get_object(), "ReadCapacityUnits"))
                       .arg(number(throughput->get_object(), "WriteCapacityUnits"));
    setSummary(tr("Billing"), billing);
    setSummary(tr("Items"), countText(number(table, "ItemCount")));
    setSummary(tr("Size"), sizeText(number(table, "TableSizeBytes")));
    setSummary(tr("Stream"), streamText(table));
    setSummary(tr("ARN"), text(table, "TableArn"));

    bool changing = text(table, "TableStatus") != QLatin1String("ACTIVE");
    m_indexes->setRowCount(0);
    for (const auto &[member, kind] : {std::pair{"GlobalSecondaryIndexes", tr("global")},
                                       std::pair{"LocalSecondaryIndexes", tr("local")}}) {
        const auto *indexes = table.if_contains(member);
        if (!indexes || !indexes->is_array())
            continue;
        for (const auto &value : indexes->get_array()) {
            if (!value.is_object())
                continue;
            const json::object &index = value.get_object();
            QString status = text(index, "IndexStatus");
            if (status.isEmpty())
                status = QStringLiteral("ACTIVE"); // LSIs have no status of their own
            if (text(index, "Backfilling") == QLatin1String("true"))
                status += tr(" · backfilling");
            changing = changing || status != QLatin1String("ACTIVE");
            const int row = m_indexes->rowCount();
            m_indexes->insertRow(row);
            const QStringList cells{text(index, "IndexName"),
                                    kind,
                                    keysText(index),
                                    projectionText(index),
                                    status,
                                    countText(number(index, "ItemCount")),
                                    sizeText(number(index, "IndexSizeBytes"))};
            for (int column = 0; column < ColumnCount; ++column)
                m_indexes->setItem(row, column, new QTableWidgetItem(cells[column]));
        }
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
