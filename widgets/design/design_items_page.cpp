#include "design/design_items_page.h"
#include "design/design_document.h"

#include "common/attribute_text.h"

#include <tablesmith/key_template.h>

#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tablesmith::gui {
namespace {

// The list shows the first items; the preview and the counts use all of them.
constexpr int kShownItems = 1000;

QString text(const std::string &s) { return QString::fromStdString(s); }

} // namespace

DesignItemsPage::DesignItemsPage(DesignDocument &document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    m_table = new QTableWidget(0, 4, this);
    m_table->setObjectName(QStringLiteral("designSampleItems"));
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_table);
    auto *buttons = new QHBoxLayout;
    m_count = new QLabel(this);
    auto *add = new QPushButton(tr("Add item…"), this);
    auto *clear = new QPushButton(tr("Remove all"), this);
    buttons->addWidget(m_count);
    buttons->addStretch();
    buttons->addWidget(add);
    buttons->addWidget(clear);
    layout->addLayout(buttons);
    connect(add, &QPushButton::clicked, this, &DesignItemsPage::addItem);
    connect(clear, &QPushButton::clicked, this, &DesignItemsPage::clearItems);
}

void DesignItemsPage::refresh()
{
    const design::DesignTable &table = m_document.table();
    const std::string pk(table.key.partitionKeyName()), sk(table.key.sortKeyName());
    m_table->setHorizontalHeaderLabels({tr("Entity type"), text(pk), text(sk), tr("attributes")});
    design::EntityMatcher matcher(table);
    int rows = int(std::min<std::size_t>(table.items.size(), kShownItems));
    m_table->setRowCount(rows);
    gui::KeySchema keys;
    keys.partitionKey = pk;
    keys.sortKey = sk;
    for (int r = 0; r < rows; ++r) {
        const design::SampleItem &sample = table.items[std::size_t(r)];
        int entity = matcher.entityOf(sample.item);
        auto key = [&](const std::string &name) {
            auto found = sample.item.find(name);
            return found == sample.item.end() ? QString() : text(design::keyText(found->second));
        };
        m_table->setItem(r, 0, new QTableWidgetItem(
                                   entity < 0 ? tr("(unknown)")
                                              : text(table.entityTypes[std::size_t(entity)].name)));
        m_table->setItem(r, 1, new QTableWidgetItem(key(pk)));
        m_table->setItem(r, 2, new QTableWidgetItem(key(sk)));
        m_table->setItem(r, 3, new QTableWidgetItem(itemAttributesText(sample.json, keys)));
    }
    m_table->resizeColumnsToContents();
    m_count->setText(tr("%n sample items", nullptr, int(table.items.size())));
}

void DesignItemsPage::addItem()
{
    bool ok = false;
    QString json = QInputDialog::getMultiLineText(
        this, tr("Add sample item"), tr("The item as DynamoDB JSON:"),
        QStringLiteral("{\"PK\": {\"S\": \"\"}, \"SK\": {\"S\": \"\"}}"), &ok);
    if (!ok)
        return;
    auto parsed = design::parseDesignJson(json.toStdString());
    Status added = parsed && parsed->is_object()
                     ? Status(success())
                     : Status(Error::validation(parsed ? "the item is not a JSON object"
                                                       : parsed.error().message));
    design::DesignTable check; // decodes the item; the document's table is not copied
    if (added)
        added = design::addSampleItem(check, parsed->get_object());
    if (!added) {
        QMessageBox::warning(this, tr("Add sample item"), text(added.error().message));
        return;
    }
    m_document.appendItems(tr("Add sample item"), std::move(check.items));
}

void DesignItemsPage::clearItems()
{
    m_document.clearItems(tr("Remove sample items"));
}

} // namespace tablesmith::gui
