#pragma once
// Table → Export: writes every page of a table (not the first) as DynamoDB JSON lines, a JSON
// array or CSV, with progress against the table's approximate item count, and Cancel.

#include <tablesmith/import_export.h>

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace tablesmith::gui {

class DataTransfer;
class Session;
class TransferPanel;

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    // `approximateItemCount` (DescribeTable's ItemCount; 0 if unknown) sizes the progress bar.
    ExportDialog(Session &session, const QString &tableName, quint64 approximateItemCount,
                 QWidget *parent = nullptr);

    void setPath(const QString &path);
    void setFormat(DataFormat format);
    QString validationMessage() const;
    bool start();
    // Cancels a running transfer (the dialog stays, showing how far it got); closes otherwise.
    void reject() override;
    DataTransfer *transfer() const { return m_transfer; }
    TransferPanel *panel() const { return m_panel; }

private:
    void browse();
    void onFinished();
    DataFormat format() const;

    Session &m_session;
    QString m_tableName;
    quint64 m_approximateItemCount = 0;
    QLineEdit *m_path = nullptr;
    QComboBox *m_format = nullptr;
    QLabel *m_message = nullptr;
    TransferPanel *m_panel = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_exportButton = nullptr;
    DataTransfer *m_transfer = nullptr;
};

} // namespace tablesmith::gui
