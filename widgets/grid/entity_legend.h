#pragma once
// EntityLegend: one toggle per entity type in the grid, in its colour. Unchecking a type hides
// its items (through the EntityFilterProxy); the separator the types are read with is editable.

#include <QWidget>

class QHBoxLayout;
class QLineEdit;

namespace tablesmith::gui {

class EntityFilterProxy;
class TableItemsModel;

class EntityLegend : public QWidget {
    Q_OBJECT
public:
    explicit EntityLegend(QWidget *parent = nullptr);

    // Follows `model`'s types and filters through `proxy`; both outlive the legend's use.
    void attach(TableItemsModel *model, EntityFilterProxy *proxy);

private:
    void rebuild();
    void clearButtons();

    TableItemsModel *m_model = nullptr;
    EntityFilterProxy *m_proxy = nullptr;
    QHBoxLayout *m_buttons = nullptr;
    QLineEdit *m_separator = nullptr;
};

} // namespace tablesmith::gui
