#include "design/design_entities_page.h"
#include "design/design_document.h"

#include <tablesmith/key_template.h>

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace tablesmith::gui {
namespace {

enum Column { Name, PartitionTemplate, SortTemplate, IndexTemplates, Attributes, Items, Count };

QString text(const std::string &s) { return QString::fromStdString(s); }

// "GSI1PK=ORDER#{status}; GSI1SK={orderDate}": the templates of the non-table keys.
QString indexTemplates(const design::EntityType &entity, const design::DesignTable &table)
{
    QStringList parts;
    for (const auto &[name, keyTemplate] : entity.keyTemplates) {
        if (!table.key.isKeyAttribute(name))
            parts << text(name) + QLatin1Char('=') + text(keyTemplate);
    }
    return parts.join(QStringLiteral("; "));
}

void setIndexTemplates(design::EntityType &entity, const design::DesignTable &table,
                       const QString &value)
{
    std::erase_if(entity.keyTemplates,
                  [&](const auto &pair) { return !table.key.isKeyAttribute(pair.first); });
    for (const QString &part : value.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        qsizetype eq = part.indexOf(QLatin1Char('='));
        if (eq > 0)
            entity.setKeyTemplate(part.left(eq).trimmed().toStdString(),
                                  part.mid(eq + 1).trimmed().toStdString());
    }
}

} // namespace

DesignEntitiesPage::DesignEntitiesPage(DesignDocument &document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    m_table = new QTableWidget(0, Count, this);
    m_table->setObjectName(QStringLiteral("designEntityTypes"));
    m_table->setHorizontalHeaderLabels({tr("Entity type"), tr("Partition key template"),
                                        tr("Sort key template"), tr("Index key templates"),
                                        tr("Attributes"), tr("Sample items")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    layout->addWidget(m_table);
    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(tr("Add entity type"), this);
    auto *remove = new QPushButton(tr("Remove"), this);
    m_sampleCount = new QSpinBox(this);
    m_sampleCount->setRange(1, 100000);
    m_sampleCount->setValue(10);
    auto *generate = new QPushButton(tr("Generate sample items"), this);
    generate->setToolTip(tr("Adds this many items of the selected entity type (of every type "
                            "when none is selected) from its key templates"));
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    buttons->addWidget(new QLabel(tr("Count"), this));
    buttons->addWidget(m_sampleCount);
    buttons->addWidget(generate);
    layout->addLayout(buttons);
    connect(m_table, &QTableWidget::itemChanged, this, &DesignEntitiesPage::onCellChanged);
    connect(add, &QPushButton::clicked, this, &DesignEntitiesPage::addEntityType);
    connect(remove, &QPushButton::clicked, this, &DesignEntitiesPage::removeEntityType);
    connect(generate, &QPushButton::clicked, this, &DesignEntitiesPage::generateSamples);
}

void DesignEntitiesPage::refresh()
{
    m_refreshing = true;
    const design::DesignTable &table = m_document.table();
    m_table->setRowCount(int(table.entityTypes.size()));
    const std::string pk(table.key.partitionKeyName()), sk(table.key.sortKeyName());
    for (int r = 0; r < int(table.entityTypes.size()); ++r) {
        const design::EntityType &entity = table.entityTypes[std::size_t(r)];
        const std::string *pkTemplate = entity.keyTemplate(pk);
        const std::string *skTemplate = sk.empty() ? nullptr : entity.keyTemplate(sk);
        QStringList attributes;
        for (const std::string &name : entity.attributes)
            attributes << text(name);
        std::size_t samples = std::count_if(table.items.begin(), table.items.end(),
                                            [&](const auto &i) { return i.entityType == entity.name; });
        const QString cells[Count] = {text(entity.name),
                                      pkTemplate ? text(*pkTemplate) : QString(),
                                      skTemplate ? text(*skTemplate) : QString(),
                                      indexTemplates(entity, table),
                                      attributes.join(QStringLiteral(", ")),
                                      QString::number(samples)};
        for (int c = 0; c < Count; ++c) {
            auto *cell = new QTableWidgetItem(cells[c]);
            if (c == Items)
                cell->setFlags(cell->flags() & ~Qt::ItemIsEditable);
            m_table->setItem(r, c, cell);
        }
    }
    m_table->resizeColumnsToContents();
    m_refreshing = false;
}

void DesignEntitiesPage::onCellChanged(QTableWidgetItem *cell)
{
    if (m_refreshing)
        return;
    int row = cell->row();
    int column = cell->column();
    QString value = cell->text().trimmed();
    if (column == PartitionTemplate || column == SortTemplate) {
        auto parsed = design::KeyTemplate::parse(value.toStdString());
        if (!parsed) {
            QMessageBox::warning(this, tr("Key template"), text(parsed.error().message));
            refresh();
            return;
        }
    }
    const design::DesignTable &table = m_document.table();
    if (row < 0 || row >= int(table.entityTypes.size()))
        return;
    design::EntityType entity = table.entityTypes[std::size_t(row)];
    std::string v = value.toStdString();
    if (column == Name)
        entity.name = v;
    else if (column == PartitionTemplate)
        entity.setKeyTemplate(std::string(table.key.partitionKeyName()), v);
    else if (column == SortTemplate && table.key.hasSortKey())
        entity.setKeyTemplate(std::string(table.key.sortKeyName()), v);
    else if (column == IndexTemplates)
        setIndexTemplates(entity, table, value);
    else if (column == Attributes) {
        entity.attributes.clear();
        for (const QString &name : value.split(QLatin1Char(','), Qt::SkipEmptyParts))
            entity.attributes.push_back(name.trimmed().toStdString());
    }
    m_document.replaceElement(tr("Edit entity type"), &design::DesignTable::entityTypes, row,
                              std::move(entity));
}

void DesignEntitiesPage::addEntityType()
{
    const design::DesignTable &table = m_document.table();
    int row = int(table.entityTypes.size());
    design::EntityType entity;
    entity.name = "Entity" + std::to_string(row + 1);
    entity.setKeyTemplate(std::string(table.key.partitionKeyName()), "ENTITY#{id}");
    m_document.insertElement(tr("Add entity type"), &design::DesignTable::entityTypes, row,
                             std::move(entity));
}

void DesignEntitiesPage::removeEntityType()
{
    int row = m_table->currentRow();
    if (row < 0)
        return;
    m_document.removeElement(tr("Remove entity type"), &design::DesignTable::entityTypes, row);
}

void DesignEntitiesPage::generateSamples()
{
    int row = m_table->currentRow();
    int count = m_sampleCount->value();
    const design::DesignTable &table = m_document.table();
    design::DesignTable generated; // only the new items: the edit records them, not the table
    for (int e = 0; e < int(table.entityTypes.size()); ++e) {
        if (row >= 0 && e != row)
            continue;
        const design::EntityType &entity = table.entityTypes[std::size_t(e)];
        int first = 1 + int(std::count_if(table.items.begin(), table.items.end(),
                                          [&](const auto &i) { return i.entityType == entity.name; }));
        for (auto &item : design::generateSampleItems(table, entity, count, first))
            (void)design::addSampleItem(generated, std::move(item), entity.name);
    }
    m_document.appendItems(tr("Generate sample items"), std::move(generated.items));
}

} // namespace tablesmith::gui
