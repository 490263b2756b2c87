#pragma once
// GsiEditor: the form that defines a secondary index — name, global or local, partition and
// sort key attributes (chosen from the attributes the design's entity types and items use)
// with their types, projection type and INCLUDE attributes as check boxes. Every change emits
// indexEdited() at once; the tab records it as an undoable edit and the preview follows.

#include <tablesmith/design.h>

#include <QWidget>

class QButtonGroup;
class QComboBox;
class QLineEdit;
class QListWidget;
class QListWidgetItem;

namespace tablesmith::gui {

class GsiEditor : public QWidget {
    Q_OBJECT
public:
    explicit GsiEditor(QWidget *parent = nullptr);

    // Shows `index` of `table`; the attribute choices come from the table.
    void setIndex(const design::DesignTable &table, const IndexDescription &index);
    IndexDescription index() const;

Q_SIGNALS:
    void indexEdited(const tablesmith::IndexDescription &index);

private:
    void fillAttributes(const design::DesignTable &table);
    void fillIncludes(const design::DesignTable &table, const IndexDescription &index);
    void emitEdited();
    void updateEnabled();

    QLineEdit *m_name = nullptr;
    QComboBox *m_kind = nullptr;
    QComboBox *m_partitionKey = nullptr;
    QComboBox *m_partitionType = nullptr;
    QComboBox *m_sortKey = nullptr;
    QComboBox *m_sortType = nullptr;
    QButtonGroup *m_projection = nullptr;
    QListWidget *m_include = nullptr;
    bool m_updating = false;
};

// Every attribute name the table's keys, attributes, entity types and items use, sorted.
QStringList designAttributeNames(const design::DesignTable &table);

} // namespace tablesmith::gui
