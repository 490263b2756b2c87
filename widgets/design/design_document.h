#pragma once
// DesignDocument: one open design (a tab) — the engine's design::Design, the file it came from,
// and an undo stack. Every edit goes through edit(), which pushes a command holding the table
// before and after, so each change can be undone and redone, and emits tableChanged() for the
// views, the preview and the verdicts to follow. UI thread only.

#include <tablesmith/design.h>

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <functional>

namespace tablesmith::gui {

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

    // Applies `change` to a copy of the current table and records it as one undoable step
    // named `text`. Nothing is recorded when the change leaves the table as it was.
    void edit(const QString &text, const std::function<void(design::DesignTable &)> &change);

    // For the undo commands: puts `table` in place of table `index` and tells the views.
    void replaceTable(int index, const design::DesignTable &table);

Q_SIGNALS:
    // The current table changed (an edit, undo, redo, or another table chosen).
    void tableChanged();

private:
    design::Design m_design;
    QString m_path;
    int m_table = 0;
    QUndoStack m_undo;
};

} // namespace tablesmith::gui
