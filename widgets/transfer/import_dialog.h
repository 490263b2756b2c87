#pragma once
// File → Import: loads DynamoDB JSON lines, a JSON array, CSV or a NoSQL Workbench model into
// a table of the connection, with progress, Cancel, and a report of bad lines by number. A
// format it cannot tell is reported at the Format box. A model import first looks for items
// with the same keys in the tables it writes to and asks before replacing them; afterwards it
// says which tables it created and which it wrote to, and the tables keep the model's facets
// as their entity types (entity_templates.h).

#include "transfer/transfer_dialog.h"

#include <tablesmith/import_export.h>

#include <functional>
#include <memory>

class QButtonGroup;
class QComboBox;
class QLineEdit;

namespace tablesmith::design {
struct Design;
}

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
    // For a model: checks for items the import would replace first (asynchronously), then
    // starts once confirmed. Otherwise as TransferDialog::start().
    bool start() override;
    // Asks whether to replace `count` existing items (the question names their tables);
    // a message box unless a test sets another answer.
    void setOverwriteQuestion(std::function<bool(const QString &question)> ask);
    // True while the Format box is marked as the reason the file cannot be imported.
    bool isFormatMarked() const;
    QComboBox *formatCombo() const { return m_format; }
    // After a model import: "Created …. Wrote to …." ; empty otherwise.
    QString modelReport() const { return m_modelReport; }

Q_SIGNALS:
    // Items were written (some or all): open grids and the table list should refresh.
    void imported();
    // A model import was not started: the user chose not to replace existing items.
    void overwriteDeclined();

private:
    void startTransfer(DataTransfer &transfer) override;
    void transferFinished() override;
    void browse();
    void updateForm();
    DataFormat format() const;
    bool formatUnknown() const;
    void markFormat(bool marked);
    void checkExistingItems(const design::Design &design);
    void onExistingChecked();
    QString tablesText(const QStringList &tables) const;

    QLineEdit *m_path = nullptr;
    QComboBox *m_format = nullptr;
    QComboBox *m_table = nullptr;
    QButtonGroup *m_policy = nullptr;
    std::function<bool(const QString &)> m_askOverwrite;
    // The model being imported, read before the start (shared: the header stays free of the
    // engine's design types).
    std::shared_ptr<const design::Design> m_model;
    int m_checksPending = 0;
    int m_existingItems = 0;
    QStringList m_tablesWithExisting;
    bool m_overwriteConfirmed = false;
    QString m_modelReport;
};

} // namespace tablesmith::gui
