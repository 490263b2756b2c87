#include "design/multi_attribute_view.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tablesmith::gui {
namespace {

QString text(const std::string &s) { return QString::fromStdString(s); }

QString keyText(const std::vector<KeyAttribute> &keys)
{
    QStringList parts;
    for (const KeyAttribute &key : keys)
        parts << QStringLiteral("%1 (%2)").arg(text(key.name),
                                              text(std::string(typeName(key.type))));
    return parts.isEmpty() ? QStringLiteral("—") : parts.join(QStringLiteral(" + "));
}

QTableWidget *table(int columns, const QStringList &headers, const QString &name, QWidget *parent)
{
    auto *t = new QTableWidget(0, columns, parent);
    t->setObjectName(name);
    t->setHorizontalHeaderLabels(headers);
    t->horizontalHeader()->setStretchLastSection(true);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setWordWrap(false);
    return t;
}

void setRow(QTableWidget *t, int row, const QStringList &cells)
{
    for (int c = 0; c < cells.size(); ++c) {
        auto *item = new QTableWidgetItem(cells[c]);
        item->setToolTip(cells[c]);
        t->setItem(row, c, item);
    }
}

} // namespace

MultiAttributeView::MultiAttributeView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("multiAttributeView"));
    auto *layout = new QVBoxLayout(this);
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_comparison = table(3, {QString(), tr("As designed (concatenated)"),
                             tr("Multi-attribute key")},
                         QStringLiteral("multiAttributeComparison"), this);
    m_membership = table(3, {tr("Entity type"), tr("In the alternative"), tr("Why not")},
                         QStringLiteral("multiAttributeMembership"), this);
    m_conditions = table(4, {tr("Access pattern"), tr("Key condition now"),
                             tr("On the parts"), tr("Note")},
                         QStringLiteral("multiAttributeConditions"), this);
    layout->addWidget(m_title);
    layout->addWidget(m_comparison, 2);
    layout->addWidget(m_membership, 1);
    layout->addWidget(m_conditions, 2);
}

void MultiAttributeView::showIndex(const design::DesignTable &table, const IndexDescription &index)
{
    m_alternative = design::multiAttributeAlternative(table, index);
    bool available = m_alternative.available;
    m_title->setText(available ? tr("The multi-attribute alternative to %1, %2")
                                     .arg(text(index.name), text(m_alternative.reason))
                               : tr("No multi-attribute alternative to %1: %2")
                                     .arg(text(index.name), text(m_alternative.reason)));
    m_comparison->setVisible(available);
    m_membership->setVisible(available);
    m_conditions->setVisible(available);
    if (!available)
        return;
    fillComparison(index);
    fillConditions();
}

void MultiAttributeView::fillComparison(const IndexDescription &index)
{
    const design::MultiAttributeAlternative &a = m_alternative;
    QStringList dropped;
    for (const std::string &literal : a.droppedLiterals)
        dropped << QStringLiteral("\"%1\"").arg(text(literal));
    m_comparison->setRowCount(5);
    setRow(m_comparison, 0, {tr("Partition key"), keyText(index.key.partitionKey),
                             keyText(a.index.key.partitionKey)});
    setRow(m_comparison, 1, {tr("Sort key"), keyText(index.key.sortKey),
                             keyText(a.index.key.sortKey)});
    setRow(m_comparison, 2, {tr("Items held"), tr("%1 of %2").arg(a.originalEntries).arg(a.items),
                             tr("%1 of %2 as the items are; %3 once they carry the parts")
                                 .arg(a.entriesNow).arg(a.items).arg(a.entriesWithParts)});
    setRow(m_comparison, 3, {tr("Partitions"), QString::number(a.originalPartitions),
                             QString::number(a.preview.partitions.size())});
    setRow(m_comparison, 4, {tr("Written by the application"),
                             tr("the concatenated keys, kept in step with their parts"),
                             dropped.isEmpty() ? tr("nothing extra")
                                               : tr("nothing extra; %1 no longer needed")
                                                     .arg(dropped.join(QStringLiteral(", ")))});
    m_comparison->resizeColumnsToContents();
    m_membership->setRowCount(int(a.preview.entityTypes.size()));
    for (int r = 0; r < int(a.preview.entityTypes.size()); ++r) {
        const design::EntityTypeMembership &m = a.preview.entityTypes[std::size_t(r)];
        setRow(m_membership, r, {text(m.name), tr("%1/%2").arg(m.included).arg(m.items),
                                 text(m.firstReason)});
    }
    m_membership->resizeColumnsToContents();
}

void MultiAttributeView::fillConditions()
{
    const auto &conditions = m_alternative.conditions;
    m_conditions->setRowCount(int(conditions.size()));
    for (int r = 0; r < int(conditions.size()); ++r) {
        const design::RewrittenKeyCondition &c = conditions[std::size_t(r)];
        QString same = tr("the same items, once they carry the parts");
        QString note = c.equivalent ? (c.note.empty() ? same : text(c.note))
                                    : tr("⚠ %1").arg(text(c.note));
        setRow(m_conditions, r, {text(c.pattern), text(c.before), text(c.after), note});
    }
    if (conditions.empty()) {
        m_conditions->setRowCount(1);
        setRow(m_conditions, 0, {tr("No access pattern queries this index"), {}, {}, {}});
    }
    m_conditions->resizeColumnsToContents();
}

} // namespace tablesmith::gui
