#include "grid/table_tab.h"

#include "common/error_text.h"
#include "common/icons.h"
#include "grid/partition_delegate.h"
#include "grid/table_items_model.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace tablesmith::gui {
namespace {

QString keyText(const std::string &name, const QString &type)
{
    return type.isEmpty() ? QString::fromStdString(name)
                          : QStringLiteral("%1 (%2)").arg(QString::fromStdString(name), type);
}

QString schemaText(const TableSummary &summary)
{
    QStringList parts;
    parts << TableTab::tr("partition key %1")
                 .arg(keyText(summary.keys.partitionKey, summary.partitionKeyType));
    if (summary.keys.hasSortKey())
        parts << TableTab::tr("sort key %1")
                     .arg(keyText(summary.keys.sortKey, summary.sortKeyType));
    for (const auto &index : summary.indexes)
        parts << (index.global ? TableTab::tr("GSI %1") : TableTab::tr("LSI %1")).arg(index.name);
    if (summary.billingMode == QLatin1String("PAY_PER_REQUEST"))
        parts << TableTab::tr("on-demand");
    else if (summary.billingMode == QLatin1String("PROVISIONED"))
        parts << TableTab::tr("provisioned");
    return parts.join(QStringLiteral("  ·  "));
}

constexpr int kMargin = 10;
constexpr int kSpacing = 8;

} // namespace

TableTab::TableTab(Session &session, QString tableName, QWidget *parent)
    : QWidget(parent), m_session(session), m_tableName(std::move(tableName))
{
    m_view = new QTableView(this);
    m_view->setItemDelegate(new PartitionDelegate(m_view));
    m_view->setShowGrid(false);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setWordWrap(false);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_view->verticalHeader()->hide();
    // Uniform row heights: the view never measures rows, so a million items scroll like ten.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 12);
    m_view->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->horizontalHeader()->setStretchLastSection(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(buildHeader());
    layout->addWidget(m_view, 1);
    layout->addWidget(buildFooter());
    describe();
}

QWidget *TableTab::buildHeader()
{
    auto *header = new QWidget(this);
    header->setObjectName(QStringLiteral("tableHeader"));
    auto *icon = new QLabel(header);
    icon->setPixmap(gui::icon(QStringLiteral("table")).pixmap(20, 20));
    auto *title = new QLabel(m_tableName, header);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setWeight(QFont::DemiBold);
    title->setFont(titleFont);
    m_schemaLabel = new QLabel(tr("describing…"), header);
    m_schemaLabel->setForegroundRole(QPalette::PlaceholderText);
    auto *refresh = new QToolButton(header);
    refresh->setIcon(gui::icon(QStringLiteral("refresh")));
    refresh->setToolTip(tr("Reload the table from its first page"));
    refresh->setAutoRaise(true);
    connect(refresh, &QToolButton::clicked, this, &TableTab::reload);

    auto *layout = new QHBoxLayout(header);
    layout->setContentsMargins(kMargin, kMargin, kMargin, kMargin);
    layout->setSpacing(kSpacing);
    layout->addWidget(icon);
    layout->addWidget(title);
    layout->addSpacing(kSpacing);
    layout->addWidget(m_schemaLabel, 1);
    layout->addWidget(refresh);
    return header;
}

QWidget *TableTab::buildFooter()
{
    auto *footer = new QWidget(this);
    m_statusLabel = new QLabel(footer);
    m_loadMoreButton = new QToolButton(footer);
    m_loadMoreButton->setText(tr("Load more"));
    m_loadMoreButton->setIcon(gui::icon(QStringLiteral("load-more")));
    m_loadMoreButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_loadMoreButton->setAutoRaise(true);
    m_loadMoreButton->hide();
    connect(m_loadMoreButton, &QToolButton::clicked, this, [this] {
        if (m_model)
            m_model->loadMore();
    });
    auto *layout = new QHBoxLayout(footer);
    layout->setContentsMargins(kMargin, kSpacing / 2, kMargin, kSpacing / 2);
    layout->addWidget(m_statusLabel, 1);
    layout->addWidget(m_loadMoreButton);
    return footer;
}

void TableTab::describe()
{
    boost::json::object request;
    request["TableName"] = m_tableName.toStdString();
    m_session.call(QStringLiteral("DescribeTable"), std::move(request), this,
                   [this](const CallReply &reply) { onDescribed(reply); });
    m_statusLabel->setText(tr("Loading…"));
}

void TableTab::onDescribed(const CallReply &reply)
{
    const auto *table = reply.ok() ? reply.response.if_contains("Table") : nullptr;
    if (!table || !table->is_object()) {
        const CallError error = reply.error.value_or(
            CallError{ErrorKind::InternalServerError, {}, tr("DescribeTable gave no table.")});
        m_lastError = errorSummary(error);
        m_schemaLabel->setText(error.message);
        updateStatus();
        Q_EMIT failed(error);
        return;
    }
    const TableSummary summary = tableSummaryFrom(table->get_object());
    m_schemaLabel->setText(schemaText(summary));
    m_model = new TableItemsModel(m_session, m_tableName, summary.keys, this);
    connect(m_model, &TableItemsModel::loadStateChanged, this, &TableTab::updateStatus);
    // Queued: the view has to take in the new rows before it can measure them.
    connect(m_model, &TableItemsModel::rowsInserted, this, &TableTab::fitColumnsOnce,
            Qt::QueuedConnection);
    connect(m_model, &TableItemsModel::loadFailed, this, [this](const CallError &error) {
        m_lastError = errorSummary(error) + QLatin1Char(' ') + error.message;
        updateStatus();
    });
    m_view->setModel(m_model);
    updateStatus();
    Q_EMIT described(summary);
    // The view asks for the first page as soon as it is laid out; a hidden tab is not, so ask
    // here too.
    m_model->fetchMore({});
}

void TableTab::reload()
{
    if (!m_model) {
        describe();
        return;
    }
    m_lastError.clear();
    m_columnsFitted = false;
    m_model->reload();
    m_model->fetchMore({});
}

void TableTab::fitColumnsOnce()
{
    // Fitting measures only the rows loaded so far; doing it once keeps later pages cheap and
    // keeps columns from jumping while the user scrolls.
    if (m_columnsFitted || !m_model)
        return;
    m_columnsFitted = true;
    for (int section = 0; section + 1 < m_model->columnCount(); ++section) {
        m_view->resizeColumnToContents(section);
        m_view->setColumnWidth(section, qBound(96, m_view->columnWidth(section) + 24, 360));
    }
}

void TableTab::updateStatus()
{
    const int loaded = m_model ? m_model->rowCount() : 0;
    QString text = loaded == 1 ? tr("1 item loaded")
                               : tr("%1 items loaded").arg(QLocale().toString(loaded));
    if (!m_model) {
        text = m_lastError.isEmpty() ? tr("Loading…") : m_lastError;
    } else if (m_model->hasFailed()) {
        text += QStringLiteral(" · ") + m_lastError;
    } else if (m_model->isFetching()) {
        text += QStringLiteral(" · ") + tr("loading…");
    } else if (m_model->isAtEnd()) {
        text += QStringLiteral(" · ") + tr("end of table");
    } else {
        text += QStringLiteral(" · ") + tr("more available");
    }
    m_statusLabel->setText(text);
    m_loadMoreButton->setVisible(m_model && !m_model->isAtEnd() && !m_model->isFetching());
}

} // namespace tablesmith::gui
