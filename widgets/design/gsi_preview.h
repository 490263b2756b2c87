#pragma once
// GsiPreview: what an index would hold, beside the GSI editor — entries grouped by the index
// partition key in sort key order (the partition grid), items left out per entity type with
// the reason, exactly what each entry holds, the cost (storage, write amplification per entity
// type), hot partition warnings and the access patterns the index serves. Everything shown is
// computed by the engine (previewIndex, indexCost); this widget only lays it out.

#include <tablesmith/design.h>
#include <tablesmith/design_check.h>
#include <tablesmith/index_preview.h>
#include <tablesmith/index_serves.h>

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QTableWidget;
class QTreeWidget;

namespace tablesmith::gui {

class GsiPreview : public QWidget {
    Q_OBJECT
public:
    explicit GsiPreview(QWidget *parent = nullptr);

    // Recomputes from the table's sample items; `verdicts` tell which patterns it serves.
    void showIndex(const design::DesignTable &table, const IndexDescription &index,
                   const std::vector<design::PatternVerdict> &verdicts);
    const design::IndexPreview &preview() const { return m_preview; }

private:
    void recompute();
    void fillPartitions();
    void fillMembership();
    void fitMembershipHeight();
    void fillCost();
    void fillServes();

    QLabel *m_summary = nullptr;
    QTreeWidget *m_partitions = nullptr;
    QTableWidget *m_membership = nullptr;
    QLabel *m_cost = nullptr;
    QLabel *m_hot = nullptr;
    QLabel *m_serves = nullptr;
    QDoubleSpinBox *m_writeRate = nullptr;

    TableDescription m_table;
    IndexDescription m_index;
    const std::vector<design::SampleItem> *m_items = nullptr; // the document's
    std::vector<design::ServedPattern> m_served;
    design::IndexPreview m_preview;
    design::IndexCost m_indexCost;
};

} // namespace tablesmith::gui
