#pragma once
// File → Import: loads DynamoDB JSON lines, a JSON array, CSV or a NoSQL Workbench model into
// a table of the connection, with progress, Cancel, and a report of bad lines by number.

#include "transfer/transfer_dialog.h"

#include <tablesmith/import_export.h>

class QButtonGroup;
class QComboBox;
class QLineEdit;

namespace tablesmith::gui {

class ImportDialog : public TransferDialog {
    Q_OBJECT
public:
    ImportDialog(Session &session, const QStringList &tableNames, const QString &currentTable,
                 QWidget *parent = nullptr);

    void setPath(const QString &path);
    void setFormat(DataFormat format);
    void setSkipBadLines(bool skip);
    QString validationMessage() const override;

Q_SIGNALS:
    // Items were written (some or all): open grids and the table list should refresh.
    void imported();

private:
    void startTransfer(DataTransfer &transfer) override;
    void transferFinished() override;
    void browse();
    void updateForm();
    DataFormat format() const;

    QLineEdit *m_path = nullptr;
    QComboBox *m_format = nullptr;
    QComboBox *m_table = nullptr;
    QButtonGroup *m_policy = nullptr;
};

} // namespace tablesmith::gui
