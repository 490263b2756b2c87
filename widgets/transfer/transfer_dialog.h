#pragma once
// What the import and export dialogs share: their form on top, a message line, the transfer
// panel and the buttons. Start checks the form and runs one DataTransfer at a time; Cancel
// stops a running transfer (the dialog stays, showing how far it got) and closes otherwise.

#include <QDialog>

class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QPushButton;

namespace tablesmith::gui {

class DataTransfer;
class Session;
class TransferPanel;

class TransferDialog : public QDialog {
    Q_OBJECT
public:
    // What the form would transfer, or a message saying what is missing (shown before sending).
    virtual QString validationMessage() const = 0;
    // Starts the transfer when the form is valid; false (and the message shown) otherwise.
    virtual bool start();
    void reject() override;
    DataTransfer *transfer() const { return m_transfer; }
    TransferPanel *panel() const { return m_panel; }

protected:
    // `actionText` names the button that starts the transfer ("&Import", "&Export").
    TransferDialog(Session &session, const QString &actionText, QWidget *parent);

    // Puts `form` above the message, the panel and the buttons.
    void setForm(QFormLayout *form);
    // Begins the transfer the form describes; the panel already follows it.
    virtual void startTransfer(DataTransfer &transfer) = 0;
    // Items an export expects, for its progress bar (0: unknown).
    virtual quint64 expectedItems() const { return 0; }
    virtual void transferFinished() {}

    Session &session() const { return m_session; }
    QLabel *message() const { return m_message; }
    QPushButton *actionButton() const { return m_actionButton; }

private:
    void onFinished();

    Session &m_session;
    QLabel *m_message = nullptr;
    TransferPanel *m_panel = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_actionButton = nullptr;
    DataTransfer *m_transfer = nullptr;
};

} // namespace tablesmith::gui
