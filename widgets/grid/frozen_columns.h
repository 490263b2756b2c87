#pragma once
// FrozenColumns: keeps the first columns of a table view (the key columns of the column view)
// in place at the left while the rest scrolls sideways — a second view over the first, sharing
// its model and selection, showing only those columns and following its vertical scrolling
// and column widths (Qt's "frozen column" example).

#include <QTableView>

namespace tablesmith::gui {

class FrozenColumns : public QTableView {
    Q_OBJECT
public:
    // Lies over `view`'s viewport; hidden until setFrozenCount() freezes some columns.
    explicit FrozenColumns(QTableView *view);

    // Freezes the first `count` columns (0: none, the overlay hides).
    void setFrozenCount(int count);
    int frozenCount() const { return m_count; }
    // Follows the main view's model (call after it changes).
    void followModel();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateColumns();
    void updateGeometry();
    int frozenWidth() const;

    QTableView *m_view;
    int m_count = 0;
};

} // namespace tablesmith::gui
