#pragma once
// GsiEditor: the form that defines a secondary index — name, global or local, its key
// attributes (chosen from the attributes the design's entity types and items use) with their
// types, projection type and INCLUDE attributes as check boxes. A GSI's partition and sort key
// are ordered lists of up to four attributes each (DynamoDB's multi-attribute keys); an LSI has
// the table's partition key and one sort attribute. Every change emits indexEdited() at once;
// the tab records it as an undoable edit (a name's keystrokes as one) and the preview follows.

#include <tablesmith/design.h>

#include <QWidget>

class QButtonGroup;
class QComboBox;
class QLineEdit;
class QListWidget;
class QListWidgetItem;

namespace tablesmith::gui {

class KeyAttributeList;

class GsiEditor : public QWidget {
    Q_OBJECT
public:
    explicit GsiEditor(QWidget *parent = nullptr);

    // Shows `index` of `table`; the attribute choices come from the table.
    void setIndex(const design::DesignTable &table, const IndexDescription &index);
    IndexDescription index() const;
    KeyAttributeList *partitionKey() const { return m_partitionKey; }
    KeyAttributeList *sortKey() const { return m_sortKey; }
    // During indexEdited(): non-zero while a key attribute's name is being typed, the same for
    // its every keystroke (KeyAttributeList::typingSession), so they can be one undo step.
    int typingSession() const { return m_typingSession; }

Q_SIGNALS:
    void indexEdited(const tablesmith::IndexDescription &index);

private:
    void fillAttributes(const design::DesignTable &table);
    void fillIncludes(const design::DesignTable &table, const IndexDescription &index,
                      bool sameIndex);
    std::vector<std::string> checkedIncludes() const;
    void emitEdited(int typingSession = 0);
    void updateEnabled();
    void kindChanged();

    QLineEdit *m_name = nullptr;
    QComboBox *m_kind = nullptr;
    KeyAttributeList *m_partitionKey = nullptr;
    KeyAttributeList *m_sortKey = nullptr;
    KeySchema m_tableKey; // an LSI's partition key
    QButtonGroup *m_projection = nullptr;
    QListWidget *m_include = nullptr;
    bool m_updating = false;
    int m_typingSession = 0;
    std::string m_shownName; // the index shown: another one drops the unnamed key rows
};

// Every attribute name the table's keys, attributes, entity types and items use, sorted.
QStringList designAttributeNames(const design::DesignTable &table);

} // namespace tablesmith::gui
