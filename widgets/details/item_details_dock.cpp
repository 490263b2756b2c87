#include "details/item_details_dock.h"

#include "details/item_tree.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace tablesmith::gui {

ItemDetailsDock::ItemDetailsDock(QWidget *parent) : QDockWidget(tr("Item details"), parent)
{
    setObjectName(QStringLiteral("itemDetailsDock"));
    auto *content = new QWidget(this);
    m_title = new QLabel(tr("No item selected"), content);
    m_title->setForegroundRole(QPalette::PlaceholderText);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_model = new QStandardItemModel(this);
    m_tree = new QTreeView(content);
    m_tree->setModel(m_model);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setAccessibleName(tr("Item attributes"));
    m_tree->header()->setStretchLastSection(true);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { showValue(current); });
    m_value = new QPlainTextEdit(content);
    m_value->setReadOnly(true);
    m_value->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_value->setPlaceholderText(tr("Select a value to see it in full"));
    m_value->setAccessibleName(tr("Selected value"));
    auto *splitter = new QSplitter(Qt::Vertical, content);
    splitter->addWidget(m_tree);
    splitter->addWidget(m_value);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 4, 6, 6);
    layout->addWidget(m_title);
    layout->addWidget(splitter, 1);
    setWidget(content);
}

void ItemDetailsDock::showItem(const boost::json::object *item, const QString &title)
{
    m_value->clear();
    if (!item) {
        m_model->clear();
        m_title->setText(tr("No item selected"));
        return;
    }
    m_title->setText(title);
    fillItemTree(*m_model, *item);
    m_tree->expandToDepth(0);
    m_tree->resizeColumnToContents(kNameColumn);
    m_tree->resizeColumnToContents(kTypeColumn);
}

void ItemDetailsDock::showValue(const QModelIndex &index)
{
    if (!index.isValid()) {
        m_value->clear();
        return;
    }
    const QModelIndex value = index.siblingAtColumn(kValueColumn);
    const QVariant bytes = value.data(kBinaryRole);
    if (bytes.isValid()) {
        const QByteArray binary = bytes.toByteArray();
        m_value->setPlainText(tr("%1 bytes, base64:").arg(binary.size())
                              + QLatin1Char('\n') + value.data(kFullValueRole).toString()
                              + QStringLiteral("\n\n") + hexDump(binary));
        return;
    }
    m_value->setPlainText(value.data(kFullValueRole).toString());
}

} // namespace tablesmith::gui
