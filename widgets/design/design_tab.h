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

class DesignEntitiesPage;
class DesignIndexesPage;
class DesignItemsPage;
class DesignPatternsPage;
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
    // Shows page 0 entity types, 1 indexes, 2 sample items, 3 access patterns.
    void showPage(int page);

    bool save();
    bool saveAs();
    void exportAs();

Q_SIGNALS:
    void titleChanged(const QString &title);

private:
    void onTableChanged();
    QWidget *toolBar();

    DesignDocument *m_document = nullptr;
    QComboBox *m_tables = nullptr;
    QTabWidget *m_pages = nullptr;
    DesignEntitiesPage *m_entities = nullptr;
    DesignIndexesPage *m_indexes = nullptr;
    DesignItemsPage *m_items = nullptr;
    DesignPatternsPage *m_patterns = nullptr;
    std::vector<design::PatternVerdict> m_verdicts;
};

} // namespace tablesmith::gui
