#pragma once
// File → Import: loads DynamoDB JSON lines, a JSON array, CSV or a NoSQL Workbench model into
// a table of the connection, with progress, Cancel, and a report of bad lines by number.

#include <tablesmith/import_export.h>

#include <QDialog>

class QButtonGroup;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace tablesmith::gui {

class DataTransfer;
class Session;
class TransferPanel;

class ImportDialog : public QDialog {
    Q_OBJECT
public:
    ImportDialog(Session &session, const QStringList &tableNames, const QString &currentTable,
                 QWidget *parent = nullptr);

    void setPath(const QString &path);
    void setFormat(DataFormat format);
    void setSkipBadLines(bool skip);
    // What the form would import, or a message saying what is missing (shown before sending).
    QString validationMessage() const;
    // Starts the import when the form is valid; false (and the message shown) otherwise.
    bool start();
    // Cancels a running transfer (the dialog stays, showing how far it got); closes otherwise.
    void reject() override;
    DataTransfer *transfer() const { return m_transfer; }
    TransferPanel *panel() const { return m_panel; }

Q_SIGNALS:
    // Items were written (some or all): open grids and the table list should refresh.
    void imported();

private:
    void browse();
    void updateForm();
    void onFinished();
    DataFormat format() const;

    Session &m_session;
    QLineEdit *m_path = nullptr;
    QComboBox *m_format = nullptr;
    QComboBox *m_table = nullptr;
    QButtonGroup *m_policy = nullptr;
    QLabel *m_message = nullptr;
    TransferPanel *m_panel = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_importButton = nullptr;
    DataTransfer *m_transfer = nullptr;
};

} // namespace tablesmith::gui
