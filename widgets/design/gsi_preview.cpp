#include "design/gsi_preview.h"

#include "common/count_text.h"

#include <tablesmith/key_template.h>

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace tablesmith::gui {
namespace {

// The grid shows this much; counts and cost always cover every item.
constexpr std::size_t kShownPartitions = 200;
constexpr std::size_t kShownEntriesPerPartition = 100;

QString text(const std::string &s) { return QString::fromStdString(s); }

QString valueText(const Item &item, std::string_view name)
{
    auto found = item.find(name);
    return found == item.end() ? QString() : text(design::keyText(found->second));
}

// A multi-attribute key's values left to right, "PENDING · 2024-05-01"; one attribute's alone.
QString valuesText(const Item &item, const std::vector<KeyAttribute> &key)
{
    QStringList values;
    for (const KeyAttribute &attribute : key)
        values << valueText(item, attribute.name);
    return values.join(QStringLiteral(" · "));
}

// The key's attribute names as a column header: "status + orderDate".
QString namesText(const std::vector<KeyAttribute> &key)
{
    QStringList names;
    for (const KeyAttribute &attribute : key)
        names << text(attribute.name);
    return names.join(QStringLiteral(" + "));
}

// "total 129.9 · status PENDING": what the entry holds besides the keys shown in columns.
QString heldText(const Item &held, const TableDescription &table, const IndexDescription &index)
{
    QStringList parts;
    for (const auto &[name, value] : held) {
        if (table.key.isKeyAttribute(name) || index.key.isKeyAttribute(name))
            continue;
        std::string shown = design::keyText(value);
        parts << text(name) + QLatin1Char(' ')
                     + (shown.empty() ? QString::fromLatin1(typeName(value.type())) : text(shown));
    }
    return parts.join(QStringLiteral(" · "));
}

QString bytesText(std::uint64_t bytes)
{
    return QLocale().formattedDataSize(qint64(bytes), 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace

GsiPreview::GsiPreview(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("gsiPreviewSummary"));
    m_summary->setWordWrap(true);
    m_partitions = new QTreeWidget(this);
    m_partitions->setObjectName(QStringLiteral("gsiPreviewPartitions"));
    m_partitions->setUniformRowHeights(true);
    m_partitions->setRootIsDecorated(true);
    m_membership = new QTableWidget(0, 4, this);
    m_membership->setObjectName(QStringLiteral("gsiPreviewMembership"));
    m_membership->setHorizontalHeaderLabels(
        {tr("Entity type"), tr("In index"), tr("Left out"), tr("Why")});
    m_membership->horizontalHeader()->setStretchLastSection(true);
    m_membership->verticalHeader()->hide();
    m_membership->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_cost = new QLabel(this);
    m_cost->setWordWrap(true);
    m_hot = new QLabel(this);
    m_hot->setWordWrap(true);
    m_serves = new QLabel(this);
    m_serves->setObjectName(QStringLiteral("gsiPreviewServes"));
    m_serves->setWordWrap(true);
    m_writeRate = new QDoubleSpinBox(this);
    m_writeRate->setRange(1, 1e7);
    m_writeRate->setValue(100);
    m_writeRate->setSuffix(tr(" writes/s"));
    m_writeRate->setToolTip(tr("The table's write rate, spread over the items as in the sample"));
    auto *rateRow = new QHBoxLayout;
    rateRow->addWidget(new QLabel(tr("Table write rate"), this));
    rateRow->addWidget(m_writeRate);
    rateRow->addStretch();
    layout->addWidget(m_summary);
    layout->addWidget(m_partitions, 3);
    layout->addWidget(m_membership, 1);
    layout->addLayout(rateRow);
    layout->addWidget(m_cost);
    layout->addWidget(m_hot);
    layout->addWidget(m_serves);
    connect(m_writeRate, &QDoubleSpinBox::valueChanged, this, [this] {
        fillCost();
    });
}

void GsiPreview::showIndex(const design::DesignTable &table, const IndexDescription &index,
                           const std::vector<design::PatternVerdict> &verdicts)
{
    m_table = table.description();
    m_index = index;
    // The document's items, not a copy (100,000 items take longer to copy than to preview);
    // the page refreshes on every change of the table, before anything reads them again.
    m_items = &table.items;
    m_preview = design::previewIndex(table, m_index);
    m_served = design::patternsServed(table, m_index, m_preview, verdicts);
    recompute();
}

void GsiPreview::recompute()
{
    m_summary->setText(tr("Preview: what %1 would hold — %2 of %3 items land in the index "
                          "(%Ln partition(s))",
                          nullptr, countForTr(m_preview.partitions.size()))
                           .arg(text(m_index.name))
                           .arg(m_preview.entries)
                           .arg(m_preview.items));
    fillPartitions();
    fillMembership();
    fillCost();
    fillServes();
}

void GsiPreview::fillPartitions()
{
    m_partitions->clear();
    QStringList headers{namesText(m_index.key.partitionKey), namesText(m_index.key.sortKey),
                        text(std::string(m_table.key.partitionKeyName())),
                        text(std::string(m_table.key.sortKeyName())), tr("holds"), tr("bytes")};
    m_partitions->setHeaderLabels(headers);
    for (std::size_t p = 0; p < m_preview.partitions.size() && p < kShownPartitions; ++p) {
        const design::PreviewPartition &partition = m_preview.partitions[p];
        auto *top = new QTreeWidgetItem(m_partitions);
        top->setText(0, text(design::keyValueText(partition.key)));
        top->setText(4, tr("%n entries", nullptr, int(partition.entryCount)));
        top->setText(5, QString::number(partition.projectedBytes));
        const auto entries = m_preview.entriesOf(partition);
        for (std::size_t e = 0; e < entries.size() && e < kShownEntriesPerPartition; ++e) {
            const design::PreviewEntry &entry = entries[e];
            // Only the entries on screen are projected.
            Item held = design::projectedEntry(m_table, m_index, (*m_items)[entry.item].item);
            auto *row = new QTreeWidgetItem(top);
            row->setText(1, valuesText(held, m_index.key.sortKey));
            row->setText(2, valueText(held, m_table.key.partitionKeyName()));
            row->setText(3, valueText(held, m_table.key.sortKeyName()));
            row->setText(4, heldText(held, m_table, m_index));
            row->setToolTip(4, row->text(4));
            row->setText(5, QString::number(entry.projectedBytes));
        }
    }
    m_partitions->expandAll();
    // "holds" too: an ALL projection's attributes are what the user came to see.
    for (int c = 0; c < 5; ++c)
        m_partitions->resizeColumnToContents(c);
}

void GsiPreview::fillMembership()
{
    m_membership->setRowCount(int(m_preview.entityTypes.size()));
    for (int r = 0; r < int(m_preview.entityTypes.size()); ++r) {
        const design::EntityTypeMembership &m = m_preview.entityTypes[std::size_t(r)];
        std::uint64_t left = m.items - m.included;
        m_membership->setItem(r, 0, new QTableWidgetItem(text(m.name)));
        m_membership->setItem(r, 1, new QTableWidgetItem(tr("%1/%2").arg(m.included).arg(m.items)));
        m_membership->setItem(r, 2, new QTableWidgetItem(QString::number(left)));
        // Each count with its own first example: which attribute is missing, of which type.
        QStringList why;
        if (m.missingKeyAttribute)
            why << tr("%1 without a key attribute (%2)").arg(m.missingKeyAttribute)
                       .arg(text(m.missingKeyReason));
        if (m.wrongKeyType)
            why << tr("%1 of the wrong key type (%2)").arg(m.wrongKeyType)
                       .arg(text(m.wrongKeyTypeReason));
        if (m.emptyKeyValue)
            why << tr("%1 with an empty key (%2)").arg(m.emptyKeyValue)
                       .arg(text(m.emptyKeyReason));
        auto *whyItem = new QTableWidgetItem(why.join(QStringLiteral("; ")));
        whyItem->setToolTip(whyItem->text());
        m_membership->setItem(r, 3, whyItem);
    }
    m_membership->resizeColumnsToContents();
    fitMembershipHeight();
}

// As tall as its rows, up to eight: a design has a handful of entity types, and each should be
// in sight beside the partition tree rather than behind a scroll bar (the fixed 150 px showed
// four of the example's five).
void GsiPreview::fitMembershipHeight()
{
    constexpr int kMostRowsShown = 8;
    int height = m_membership->horizontalHeader()->sizeHint().height()
               + m_membership->horizontalScrollBar()->sizeHint().height()
               + 2 * m_membership->frameWidth();
    for (int r = 0; r < std::min(m_membership->rowCount(), kMostRowsShown); ++r)
        height += m_membership->rowHeight(r);
    m_membership->setFixedHeight(height);
}

void GsiPreview::fillCost()
{
    m_indexCost = design::indexCost(m_preview, m_writeRate->value());
    QStringList writes;
    for (const design::EntityTypeWriteCost &w : m_indexCost.writes) {
        if (w.indexWritesPerPut == 0)
            continue;
        writes << tr("%1: %2 WCU per write, %3 when an index key changes")
                      .arg(text(w.name))
                      .arg(w.writeUnitsPerPut)
                      .arg(w.writeUnitsPerKeyChange);
    }
    m_cost->setText(tr("Cost: %1 stored (%2 projected + 100 bytes × %3 entries)\n%4")
                        .arg(bytesText(m_indexCost.storageBytes),
                             bytesText(m_indexCost.projectedBytes))
                        .arg(m_indexCost.entries)
                        .arg(writes.isEmpty() ? tr("No entity type writes to this index")
                                              : writes.join(QLatin1Char('\n'))));
    QStringList hot;
    for (const design::HotPartition &h : m_indexCost.hotPartitions) {
        hot << tr("%1 holds %2% of the index: %3 WCU/s at this rate, throttles above %4 "
                  "table writes/s%5")
                   .arg(text(h.key))
                   .arg(h.share * 100, 0, 'f', 0)
                   .arg(h.writeUnitsPerSecond, 0, 'f', 0)
                   .arg(h.maxTableWritesPerSecond, 0, 'f', 0)
                   .arg(h.overLimit ? tr(" — over the 1,000 WCU/s partition limit") : QString());
    }
    m_hot->setText(hot.isEmpty() ? tr("Hot partition: none at %1 writes/s")
                                       .arg(m_writeRate->value(), 0, 'f', 0)
                                 : tr("⚠ Hot partitions:\n%1").arg(hot.join(QLatin1Char('\n'))));
    m_hot->setStyleSheet(hot.isEmpty() ? QString() : QStringLiteral("color: #b00020"));
}

void GsiPreview::fillServes()
{
    QStringList served;
    QStringList notServed;
    for (const design::ServedPattern &pattern : m_served) {
        if (pattern.served)
            served << QStringLiteral("\"%1\" ✓").arg(text(pattern.pattern));
        else
            notServed << tr("\"%1\" ✗ not served: %2").arg(text(pattern.pattern),
                                                          text(pattern.reason));
    }
    QStringList lines;
    if (!served.isEmpty())
        lines << tr("Serves: %1").arg(served.join(QStringLiteral(", ")));
    lines << notServed;
    m_serves->setText(lines.isEmpty() ? tr("Serves no access pattern yet")
                                      : lines.join(QLatin1Char('\n')));
    m_serves->setStyleSheet(notServed.isEmpty() ? QString() : QStringLiteral("color: #b00020"));
}

} // namespace tablesmith::gui
