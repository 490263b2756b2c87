#pragma once
// The small inputs the query builder's form is made of: a typed value (type + text, completed
// from the values seen), an attribute path (completed from the names seen), and a condition
// group (rows of path / operator / values in AND / OR / NOT groups, nested).

#include <tablesmith/request_builder.h>

#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QVBoxLayout;

namespace tablesmith::gui {

// Where a form field shows its message: registered by the field's name in FieldError terms.
using FieldRegistrar = std::function<void(const QString &field, QLabel *message)>;

// A label for a field's message, hidden until there is one.
QLabel *newFieldMessage(QWidget *parent);

class TypedValueInput : public QWidget {
    Q_OBJECT
public:
    explicit TypedValueInput(QWidget *parent = nullptr);

    builder::TypedValue value() const;
    void setValue(const builder::TypedValue &value);
    void setCompletions(const QStringList &values);
    // Key values: the type comes from the table description.
    void setTypeLocked(bool locked);
    QLineEdit *textEdit() const { return m_text; }

Q_SIGNALS:
    void edited();

private:
    QComboBox *m_type;
    QLineEdit *m_text;
};

QLineEdit *newPathEdit(const QStringList &names, QWidget *parent);

class ConditionGroupWidget : public QWidget {
    Q_OBJECT
public:
    // Edits `group` in place; `field` names it in FieldErrors ("filter", "condition", ...).
    ConditionGroupWidget(builder::ConditionGroup &group, QString field, QStringList names,
                         std::function<QStringList(const QString &)> valuesOf,
                         const FieldRegistrar &registrar, bool nested, QWidget *parent = nullptr);

Q_SIGNALS:
    void edited();
    // A row or group was added or removed: the form rebuilds (after this signal returns).
    void structureChanged();
    void removeRequested();

private:
    QWidget *buildHeader(bool nested);
    QWidget *buildRow(int index, const FieldRegistrar &registrar);
    void buildValues(QWidget *row, int index);

    builder::ConditionGroup &m_group;
    QString m_field;
    QStringList m_names;
    std::function<QStringList(const QString &)> m_valuesOf;
};

} // namespace tablesmith::gui
