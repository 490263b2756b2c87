#pragma once
// ItemForm: an item as a typed form — one row per attribute with its name, DynamoDB type and
// value; maps, lists and sets open into child rows, so nested documents edit as a tree. The
// key attributes keep their names. Reading the form back checks each value where it is (a
// number that is not one, bad base64, an empty set) and points at the row; a value that cannot
// be its type is marked while it is typed (red, underlined, the reason in its tooltip).

#include "common/key_schema.h"

#include <boost/json/object.hpp>

#include <QString>
#include <QTreeWidget>

#include <optional>

namespace tablesmith::gui {

struct FormRead {
    std::optional<boost::json::object> item;
    QString error;                  // with the attribute's path, when item is empty
    QTreeWidgetItem *row = nullptr; // the row at fault
};

class ItemForm : public QTreeWidget {
    Q_OBJECT
public:
    enum Column { NameColumn, TypeColumn, ValueColumn };

    explicit ItemForm(QWidget *parent = nullptr);

    void setItem(const boost::json::object &item, const KeySchema &keys);
    FormRead read() const;

    // A new top-level attribute (type S), ready to be named.
    QTreeWidgetItem *addAttribute();
    // A new element of the current map, list or set (or of the one the current row is in).
    QTreeWidgetItem *addElement();
    // Removes the current row, unless it is a key attribute.
    void removeCurrent();
    // Changes a row's type: containers lose their scalar text, scalars their children.
    void setRowType(QTreeWidgetItem *row, const QString &type);
    // Why `text` cannot be a value of scalar `type` (`abc` as an N), empty when it can.
    static QString valueProblem(const QString &type, const QString &text);
    // The problem the row's value has now, as marked; empty when none.
    QString rowProblem(const QTreeWidgetItem *row) const;

Q_SIGNALS:
    // The user changed the item: a value, a name, a type, a row added or removed.
    void edited();
    // While a value is typed: why it cannot be its type, or empty when it now can.
    void valueProblemChanged(const QString &problem);

protected:
    // Row colours come from the palette: a theme switch recolours them.
    void changeEvent(QEvent *event) override;

private:
    QTreeWidgetItem *addRow(QTreeWidgetItem *parent, const QString &name,
                            const boost::json::value &typed);
    void renumber(QTreeWidgetItem *container);
    void updateRow(QTreeWidgetItem *row);
    void markValue(QTreeWidgetItem *row);
    void onItemChanged(QTreeWidgetItem *row, int column);
    std::optional<boost::json::value> readValue(const QTreeWidgetItem *row,
                                                FormRead &failure) const;

    KeySchema m_keys;
    bool m_loading = false; // setItem() fills rows: not the user's edits
};

} // namespace tablesmith::gui
