#pragma once
// OperationFormWidget: the visual form of one operation (issue 14, points 1, 2 and 4). It edits
// a builder::OperationForm — what the engine's request builder turns into the request — and
// shows the builder's field errors beside the fields they name. The form is rebuilt from the
// OperationForm when its shape changes (operation, table, rows added or removed); typing only
// updates the OperationForm and emits edited(). Batch and transaction entries are nested forms.

#include "query/form_catalog.h"
#include "query/form_inputs.h"

#include <tablesmith/request_builder.h>

#include <QHash>
#include <QPointer>
#include <QWidget>

class QFormLayout;
class QGroupBox;
class QLabel;
class QVBoxLayout;

namespace tablesmith::gui {

class CodeEditor;

// Fills key names (and the item's key fields) the form lacks from the catalog: a request read
// from text names only the keys it uses, and the form offers the others.
void completeKeyNames(builder::OperationForm &form, const FormCatalog &catalog);

class OperationFormWidget : public QWidget {
    Q_OBJECT
public:
    // `entry`: the form of one batch or transaction entry (no paging options of its own).
    OperationFormWidget(const FormCatalog &catalog, bool entry, QWidget *parent = nullptr);

    const builder::OperationForm &form() const { return m_form; }
    void setForm(builder::OperationForm form);
    // Switches the operation, keeping the table and what still applies.
    void setOperation(builder::Operation operation);
    // Fills keys and key names from the catalog for the form's table (and index).
    void setTable(const QString &tableName);
    // After the catalog learned tables or attributes: completion and pickers follow.
    void refreshCatalog();
    // Shows each error beside the field it names; clears the others. Returns the errors no
    // field of the form showed.
    std::vector<builder::FieldError> showFieldErrors(
        const std::vector<builder::FieldError> &errors);

Q_SIGNALS:
    void edited();

private:
    void scheduleRebuild();
    void rebuild();
    void changed() { Q_EMIT edited(); }
    void registerField(const QString &field, QLabel *message);
    QWidget *withMessage(QWidget *input, const QString &field);
    QGroupBox *section(const QString &title);

    void buildTarget();
    void buildKey();
    void buildKeyCondition();
    void buildItem();
    void buildUpdates();
    void buildCondition(builder::ConditionGroup &group, const QString &title,
                        const QString &field);
    void buildProjection();
    void buildOptions();
    void buildEntries();
    void buildStatements();
    CodeEditor *statementEditor(const QString &statement, QWidget *parent);
    static void markSyntaxError(CodeEditor *editor);
    void restoreStatementFocus();
    void addComboOption(QFormLayout *layout, const QString &label, const QStringList &values,
                        std::string &target);

    void resetKeys();
    QStringList attributeNames() const;
    QStringList valuesOf(const QString &attribute) const;

    const FormCatalog &m_catalog;
    bool m_entry;
    builder::OperationForm m_form;
    QWidget *m_body = nullptr;
    QVBoxLayout *m_layout = nullptr;
    QHash<QString, QLabel *> m_messages;
    std::vector<OperationFormWidget *> m_entries;
    bool m_rebuildPending = false;
    // The statement being typed in when its parameter rows changed: the rebuild replaces its
    // editor, and the typing goes on in the new one where the cursor was (read just before the
    // rebuild, as the editor moves it past the typed text only after saying it changed).
    struct StatementFocus {
        int statement = -1;
        QPointer<CodeEditor> editor;
        int line = 0;
        int index = 0;
    };
    StatementFocus m_statementFocus;
};

} // namespace tablesmith::gui
