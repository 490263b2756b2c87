#pragma once
// ColumnState: the column view's column order, widths and hidden columns, remembered per table
// in QSettings. Columns are known by attribute name, not position: they arrive page by page in
// the order items reveal them, so a position saved yesterday names another column today.

#include <QHash>
#include <QObject>
#include <QString>

class QHeaderView;
class QTimer;

namespace tablesmith::gui {

class TableItemsModel;

class ColumnState : public QObject {
    Q_OBJECT
public:
    // `key` names the table, e.g. "shop.tsdb/Orders".
    ColumnState(QHeaderView *header, TableItemsModel *model, QString key,
                QObject *parent = nullptr);

    // The saved width of `section`'s column (fitting columns leaves those alone), or -1.
    int savedWidth(int section) const;
    // Puts every column present now where it was saved (column view only).
    void apply();
    // Writes the columns' state now (normally a moment after the user changes it).
    void save();
    // Writes a change not yet written (before the view goes away).
    void flush();

private:
    struct Saved {
        int visualIndex = 0;
        int width = 0;
        bool hidden = false;
    };

    bool isColumnView() const;
    QString columnName(int section) const;
    void load();
    void scheduleSave();

    QHeaderView *m_header;
    TableItemsModel *m_model;
    QString m_key;
    QHash<QString, Saved> m_saved;
    QHash<QString, int> m_widths; // last width the user gave each column, hidden ones too
    QTimer *m_saveTimer;
    bool m_applying = false;
};

} // namespace tablesmith::gui
