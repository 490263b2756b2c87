#pragma once
// ItemDetailsDock: the selected item as a tree (attribute, type, value) with nested maps and
// lists expandable, and below it the selected value in full — binary as base64 and hex.

#include <boost/json/object.hpp>

#include <QDockWidget>

class QLabel;
class QPlainTextEdit;
class QStandardItemModel;
class QTreeView;

namespace tablesmith::gui {

class ItemDetailsDock : public QDockWidget {
    Q_OBJECT
public:
    explicit ItemDetailsDock(QWidget *parent = nullptr);

    // Shows `item` under `title` (e.g. "USER#u1 / ORDER#o1"); null clears the dock.
    void showItem(const boost::json::object *item, const QString &title);
    QStandardItemModel *model() const { return m_model; }
    QTreeView *tree() const { return m_tree; }
    QPlainTextEdit *valueView() const { return m_value; }

private:
    void showValue(const QModelIndex &index);

    QLabel *m_title = nullptr;
    QTreeView *m_tree = nullptr;
    QStandardItemModel *m_model = nullptr;
    QPlainTextEdit *m_value = nullptr;
};

} // namespace tablesmith::gui
