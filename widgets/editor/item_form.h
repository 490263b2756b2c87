#pragma once
// ItemForm: an item as a typed form — one row per attribute with its name, DynamoDB type and
// value; maps, lists and sets open into child rows, so nested documents edit as a tree. The
// key attributes keep their names. Reading the form back checks each value where it is (a
// number that is not one, bad base64, an empty set) and points at the row.

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

private:
    QTreeWidgetItem *addRow(QTreeWidgetItem *parent, const QString &name,
                            const boost::json::value &typed);
    void renumber(QTreeWidgetItem *container);
    void updateRow(QTreeWidgetItem *row);
    std::optional<boost::json::value> readValue(const QTreeWidgetItem *row,
                                                FormRead &failure) const;

    KeySchema m_keys;
};

} // namespace tablesmith::gui
