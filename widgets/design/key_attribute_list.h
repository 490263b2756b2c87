#pragma once
// KeyAttributeList: one key role of an index (partition or sort) as an ordered list of
// attributes, each chosen from the design's attribute names (or typed) with its type S, N or
// B — DynamoDB's multi-attribute keys, up to four per role, compared left to right. Rows can be
// added, removed and moved; every change emits edited(). Showing the same attributes again
// updates the rows in place, so a name being typed keeps its focus, and keeps the rows the user
// added but has not named yet (they change no key, so the key shown never has them).

#include <tablesmith/table_description.h>

#include <QWidget>

#include <vector>

class QComboBox;
class QPushButton;
class QVBoxLayout;

namespace tablesmith::gui {

class KeyAttributeList : public QWidget {
    Q_OBJECT
public:
    // `minimum` rows are always there (1 for a partition key, 0 for a sort key).
    KeyAttributeList(int minimum, int maximum, QWidget *parent = nullptr);

    void setChoices(const QStringList &names);
    enum class UnnamedRows { Keep, Drop };
    // Keep: the unnamed rows stay where they are while the named rows agree with
    // `attributes`, else they follow them. Drop: for another index, or an LSI's fixed key.
    void setAttributes(const std::vector<KeyAttribute> &attributes,
                       UnnamedRows unnamed = UnnamedRows::Keep);
    // The rows in order; rows without a name are left out.
    std::vector<KeyAttribute> attributes() const;
    void setMaximum(int maximum);
    int rowCount() const { return int(m_rows.size()); }
    QComboBox *nameBox(int row) const { return m_rows.at(std::size_t(row)).name; }
    QComboBox *typeBox(int row) const { return m_rows.at(std::size_t(row)).type; }

    void addAttribute();
    void removeAttribute(int row);
    // Moves a row up (-1) or down (+1): the key's order is its comparison order.
    void moveAttribute(int row, int delta);

    // Non-zero when the last edited() came from typing (or picking) a name: the same number
    // for every keystroke of one name, a new one once its editing finishes, so the edits can
    // merge into one undo step.
    int typingSession() const { return m_typedSession; }

Q_SIGNALS:
    void edited();

private:
    struct Row {
        QWidget *widget = nullptr;
        QComboBox *name = nullptr;
        QComboBox *type = nullptr;
        QPushButton *up = nullptr;
        QPushButton *down = nullptr;
        QPushButton *remove = nullptr;
    };
    struct Entry {
        QString name;
        AttributeType type = AttributeType::S;
    };
    std::vector<Entry> entries() const;
    std::vector<Entry> withUnnamedRows(std::vector<Entry> wanted) const;
    void nameChanged();
    void endTyping();
    void showEntries(const std::vector<Entry> &entries);
    void addRow();
    void updateButtons();
    int rowOf(QObject *sender) const;

    int m_minimum;
    int m_maximum;
    QStringList m_choices;
    std::vector<Row> m_rows;
    QVBoxLayout *m_layout = nullptr;
    QPushButton *m_add = nullptr;
    bool m_updating = false;
    int m_session = 0;      // the name being typed, unique across lists
    int m_typedSession = 0; // 0 when the last edit was not typed
    int m_typedRow = -1;    // whose name the session is typing
};

} // namespace tablesmith::gui
