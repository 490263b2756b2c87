#pragma once
// ItemEditorDialog: one item as DynamoDB JSON or plain JSON in a JsonEditor, or as a typed form
// (ItemForm: attribute, type, value, nested maps and lists as a tree) — a toggle. Saving
// writes only where the item is unchanged since it was loaded (item_condition.h);
// when someone else changed it meanwhile, the dialog shows their version beside yours and lets
// the user overwrite it or take it. Parse and validation errors are underlined where they are.

#include "common/key_schema.h"
#include "session/session.h"

#include <boost/json/object.hpp>

#include <QDialog>

#include <optional>

class QLabel;
class QPushButton;
class QStackedWidget;
class QToolButton;
class QWidget;

namespace tablesmith::gui {

class ItemForm;
class JsonEditor;

class ItemEditorDialog : public QDialog {
    Q_OBJECT
public:
    enum class Format { DynamoJson, PlainJson, Form };

    // `loaded` is the item as read from the table; null for a new item, whose text starts as
    // `draft` (e.g. a duplicate) or as just its key attributes.
    ItemEditorDialog(Session &session, QString table, KeySchema keys,
                     const boost::json::object *loaded, QWidget *parent = nullptr,
                     const boost::json::object *draft = nullptr);

    JsonEditor *editor() const { return m_editor; }
    ItemForm *form() const { return m_form; }
    Format format() const { return m_format; }
    // Converts the text to `format`; false (and an underlined error) if the text does not parse.
    bool setFormat(Format format);
    QString errorText() const;
    QString lossesText() const;
    bool isShowingConflict() const;
    // The other version shown in a conflict (null when the item was deleted meanwhile).
    const std::optional<boost::json::object> &theirs() const { return m_theirs; }

    // Parses and sends the conditional PutItem; the outcome arrives as saved() or as an error
    // or conflict shown in the dialog.
    void save();
    // After a conflict: put yours over theirs (still conditioned on theirs being current).
    void overwrite();
    // After a conflict: drop your changes and edit theirs.
    void takeTheirs();
    // The user changed the item since it was shown and has not saved it.
    bool hasUnsavedEdits() const { return m_edited; }
    // Closing with unsaved edits asks first (Esc, Cancel, the window's close button).
    void reject() override;

Q_SIGNALS:
    // The item was written: `before` is what the table held (null when new), `after` is it now.
    void saved(const std::optional<boost::json::object> &before,
               const boost::json::object &after);
    void conflictShown();
    void saveFailed(const QString &message);

private:
    QWidget *buildConflictPanel();
    QWidget *buildFormatToggle();
    QWidget *buildFormPage();
    void checkFormatButton();
    std::optional<boost::json::object> parse();
    void showText(const boost::json::object &item);
    void showError(const QString &message, qsizetype offset);
    void onSaved(const boost::json::object &item, const boost::json::object &last);
    void onSaveFailed(const CallError &error, const boost::json::object &item);
    void fetchTheirs();
    void setBusy(bool busy);
    void noteEdit();
    bool confirmDiscard();
    void showConflict(bool shown);

    Session &m_session;
    QString m_table;
    KeySchema m_keys;
    std::optional<boost::json::object> m_loaded;
    std::optional<boost::json::object> m_theirs;
    Format m_format = Format::DynamoJson;
    JsonEditor *m_editor = nullptr;
    ItemForm *m_form = nullptr;
    QStackedWidget *m_pages = nullptr;
    JsonEditor *m_theirsEditor = nullptr;
    QWidget *m_conflictPanel = nullptr;
    QLabel *m_conflictLabel = nullptr;
    QLabel *m_yoursLabel = nullptr;
    QLabel *m_errorLabel = nullptr;
    QLabel *m_lossesLabel = nullptr;
    QToolButton *m_dynamoButton = nullptr;
    QToolButton *m_plainButton = nullptr;
    QToolButton *m_formButton = nullptr;
    QPushButton *m_saveButton = nullptr;
    bool m_edited = false;
    bool m_showingText = false; // showText() fills the editors: not an edit
};

} // namespace tablesmith::gui
