#pragma once
// DesignTab: one design document as a tab — its entity types, indexes (the GSI projection
// editor with its live preview), sample items and access patterns with live verdicts, undo and
// redo, save and export. Every edit re-checks every access pattern through the engine's
// explain and says what it broke or fixed.

#include "design/design_document.h"

#include <tablesmith/design_check.h>

#include <QWidget>

#include <functional>

class QComboBox;
class QTabWidget;

namespace tablesmith::gui {

class CostEstimateView;
class DesignEntitiesPage;
class DesignIndexesPage;
class DesignItemsPage;
class DesignPatternsPage;
class PartitionHeatView;
class Session;

class DesignTab : public QWidget {
    Q_OBJECT
public:
    using SessionProvider = std::function<Session *()>;
    DesignTab(design::Design design, QString path, SessionProvider sessions,
              QWidget *parent = nullptr);

    DesignDocument &document() { return *m_document; }
    const std::vector<design::PatternVerdict> &verdicts() const { return m_verdicts; }
    DesignIndexesPage *indexesPage() const { return m_indexes; }
    DesignPatternsPage *patternsPage() const { return m_patterns; }
    PartitionHeatView *heatView() const { return m_heat; }
    CostEstimateView *costView() const { return m_cost; }
    // Shows page 0 entity types, 1 indexes, 2 sample items, 3 access patterns, 4 partitions,
    // 5 capacity and cost.
    void showPage(int page);

    bool save();
    bool saveAs();
    void exportAs();

Q_SIGNALS:
    void titleChanged(const QString &title);

private:
    void warnWorkbenchLosses();
    void onTableChanged();
    QWidget *toolBar();

    DesignDocument *m_document = nullptr;
    QComboBox *m_tables = nullptr;
    QTabWidget *m_pages = nullptr;
    DesignEntitiesPage *m_entities = nullptr;
    DesignIndexesPage *m_indexes = nullptr;
    DesignItemsPage *m_items = nullptr;
    DesignPatternsPage *m_patterns = nullptr;
    PartitionHeatView *m_heat = nullptr;
    CostEstimateView *m_cost = nullptr;
    std::vector<design::PatternVerdict> m_verdicts;
};

} // namespace tablesmith::gui
