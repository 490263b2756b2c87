#pragma once
// The lower half of the import and export dialogs: a progress bar, a line saying what is
// happening, and the report once the transfer has ended (bad lines with their line numbers).

#include <tablesmith/import_export.h>

#include <QWidget>

#include <functional>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;

namespace tablesmith::gui {

class DataTransfer;

// The import and export dialogs' shared rows: "File" (the path and a Browse… button calling
// `browse`), and the formats they offer, `automatic` first, the model only where it applies.
void addFileRow(QFormLayout *form, QLineEdit *path, std::function<void()> browse);
QComboBox *formatBox(QWidget *parent, const QString &automatic, bool withModel);

class TransferPanel : public QWidget {
    Q_OBJECT
public:
    explicit TransferPanel(QWidget *parent = nullptr);

    // Follows `transfer` until it finishes; `expectedItems` sizes an export's bar (0: unknown).
    void follow(DataTransfer *transfer, quint64 expectedItems = 0);
    QString statusText() const;
    QString reportText() const;

private:
    void onProgress(quint64 done, quint64 total, quint64 items);
    void onFinished();
    void showImportReport(const ImportReport &report);
    void showExportReport(const ExportReport &report);

    DataTransfer *m_transfer = nullptr;
    quint64 m_expectedItems = 0;
    QProgressBar *m_bar = nullptr;
    QLabel *m_status = nullptr;
    QPlainTextEdit *m_report = nullptr;
};

} // namespace tablesmith::gui
