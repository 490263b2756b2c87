#pragma once
// DesignDocument: one open design (a tab) — the engine's design::Design, the file it came from,
// and an undo stack. Every edit is one undoable command that keeps only what it changed — the
// entity type, index or access pattern before and after, the sample items added or removed,
// the prices — never a copy of the table, so an edit costs the same at 100,000 sample items as
// at ten. Each edit, undo and redo emits tableChanged() for the views, the preview and the
// verdicts to follow. UI thread only.

#include <tablesmith/design.h>

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <functional>
#include <vector>

namespace tablesmith::gui {

// One of a table's lists that edits change an element of.
template<class T>
using TableList = std::vector<T> design::DesignTable::*;

class DesignDocument : public QObject {
    Q_OBJECT
public:
    explicit DesignDocument(design::Design design, QString path = {}, QObject *parent = nullptr);

    const design::Design &design() const { return m_design; }
    const design::DesignTable &table() const { return m_design.tables.at(m_table); }
    int tableIndex() const { return m_table; }
    void setTableIndex(int index);
    QString path() const { return m_path; }
    void setPath(const QString &path) { m_path = path; }
    QString title() const;
    QUndoStack *undoStack() { return &m_undo; }

    // Edits of one element of the current table's entityTypes, indexes or accessPatterns,
    // each one undoable step named `text`. Nothing is recorded when an element is replaced
    // by an equal one, or `row` is out of range. Successive replacements of one element with
    // the same non-zero `typingSession` (a name's keystrokes) merge into one step.
    template<class T>
    void replaceElement(const QString &text, TableList<T> list, int row, T element,
                        int typingSession = 0);
    template<class T>
    void insertElement(const QString &text, TableList<T> list, int row, T element);
    template<class T>
    void removeElement(const QString &text, TableList<T> list, int row);

    // Sample items added at the end of the current table, or all of them removed.
    void appendItems(const QString &text, std::vector<design::SampleItem> items);
    void clearItems(const QString &text);

    // The cost estimate's region and the user's edited price tables (saved with the design).
    // Successive price edits merge into one undo step.
    void setPricing(const QString &text, design::DesignPricing pricing);

    // For the undo commands: changes table `index` in place and tells the views.
    void changeTable(int index, const std::function<void(design::DesignTable &)> &change);
    void changePricing(const design::DesignPricing &pricing);

Q_SIGNALS:
    // The current table changed (an edit, undo, redo, or another table chosen).
    void tableChanged();
    // The prices or the region changed (an edit, undo or redo).
    void pricingChanged();

private:
    design::Design m_design;
    QString m_path;
    int m_table = 0;
    QUndoStack m_undo;
};

} // namespace tablesmith::gui
