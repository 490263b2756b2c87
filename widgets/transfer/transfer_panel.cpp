#include "transfer/transfer_panel.h"

#include "common/count_text.h"
#include "common/error_text.h"
#include "session/data_transfer.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace tablesmith::gui {
namespace {

// The bar counts per mille so files over 2 GB fit an int.
constexpr int kBarSteps = 1000;

CallError callError(const Error &error)
{
    return CallError{error.kind, QString::fromUtf8(errorName(error.kind)),
                     QString::fromStdString(error.message)};
}

} // namespace

void addFileRow(QFormLayout *form, QLineEdit *path, std::function<void()> browse)
{
    QWidget *owner = path->parentWidget();
    auto *browseButton = new QPushButton(TransferPanel::tr("&Browse…"), owner);
    QObject::connect(browseButton, &QPushButton::clicked, owner, std::move(browse));
    auto *row = new QHBoxLayout;
    row->addWidget(path, 1);
    row->addWidget(browseButton);
    // A label for a row of widgets needs its buddy set by hand for the mnemonic to work.
    auto *label = new QLabel(TransferPanel::tr("&File"), owner);
    label->setBuddy(path);
    form->addRow(label, row);
}

QComboBox *formatBox(QWidget *parent, const QString &automatic, bool withModel)
{
    auto *box = new QComboBox(parent);
    box->addItem(automatic, int(DataFormat::Auto));
    box->addItem(TransferPanel::tr("DynamoDB JSON lines (S3 export)"),
                 int(DataFormat::DynamoDbJsonLines));
    box->addItem(TransferPanel::tr("JSON array of plain objects"), int(DataFormat::JsonArray));
    box->addItem(TransferPanel::tr("CSV with typed columns"), int(DataFormat::Csv));
    if (withModel)
        box->addItem(TransferPanel::tr("NoSQL Workbench model (creates its tables)"),
                     int(DataFormat::WorkbenchModel));
    return box;
}

TransferPanel::TransferPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_bar = new QProgressBar(this);
    m_bar->setAccessibleName(tr("Transfer progress"));
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_report = new QPlainTextEdit(this);
    m_report->setReadOnly(true);
    m_report->setAccessibleName(tr("Transfer report"));
    m_report->setMinimumHeight(120);
    layout->addWidget(m_bar);
    layout->addWidget(m_status);
    layout->addWidget(m_report, 1);
    m_bar->hide();
    m_report->hide();
}

void TransferPanel::follow(DataTransfer *transfer, quint64 expectedItems)
{
    m_transfer = transfer;
    m_expectedItems = expectedItems;
    m_report->clear();
    m_report->hide();
    m_bar->show();
    m_bar->setRange(0, expectedItems > 0 || transfer->kind() == DataTransfer::Kind::Import
                           ? kBarSteps
                           : 0); // busy indicator while the size is unknown
    m_bar->setValue(0);
    m_status->setText(tr("Starting…"));
    connect(transfer, &DataTransfer::progressed, this, &TransferPanel::onProgress);
    connect(transfer, &DataTransfer::finished, this, &TransferPanel::onFinished);
}

QString TransferPanel::statusText() const
{
    return m_status->text();
}

QString TransferPanel::reportText() const
{
    return m_report->toPlainText();
}

void TransferPanel::onProgress(quint64 done, quint64 total, quint64 items)
{
    const QLocale locale;
    if (m_transfer->kind() == DataTransfer::Kind::Import) {
        if (total > 0)
            m_bar->setValue(int(std::min<quint64>(kBarSteps, done * kBarSteps / total)));
        m_status->setText(tr("%Ln item(s) written · %1 of %2 read", nullptr, countForTr(items))
                              .arg(locale.formattedDataSize(qint64(done)),
                                   locale.formattedDataSize(qint64(total))));
        return;
    }
    if (m_expectedItems > 0)
        m_bar->setValue(int(std::min<quint64>(kBarSteps, items * kBarSteps / m_expectedItems)));
    m_status->setText(tr("%Ln item(s) exported", nullptr, countForTr(items)));
}

void TransferPanel::onFinished()
{
    m_bar->setRange(0, kBarSteps);
    if (const auto &error = m_transfer->error()) {
        m_bar->hide();
        m_status->setText(errorDescription(callError(*error)));
        return;
    }
    m_bar->setValue(kBarSteps);
    if (m_transfer->importReport())
        showImportReport(*m_transfer->importReport());
    else if (m_transfer->exportReport())
        showExportReport(*m_transfer->exportReport());
}

void TransferPanel::showImportReport(const ImportReport &report)
{
    const int written = countForTr(report.itemsWritten);
    QString status = report.cancelled ? tr("Cancelled after %Ln item(s).", nullptr, written)
                     : report.aborted
                         ? tr("Stopped at a bad line; %Ln item(s) written.", nullptr, written)
                         : tr("Imported %Ln item(s).", nullptr, written);
    if (!report.tablesCreated.empty()) {
        QStringList tables;
        for (const std::string &table : report.tablesCreated)
            tables << QString::fromStdString(table);
        status += QLatin1Char(' ') + tr("Created %1.").arg(tables.join(QStringLiteral(", ")));
    }
    if (!report.badLines.empty())
        status += QLatin1Char(' ') + (report.badLines.size() == 1
                                          ? tr("1 bad line:")
                                          : tr("%1 bad lines:").arg(report.badLines.size()));
    m_status->setText(status);
    if (report.badLines.empty())
        return;
    QStringList lines;
    for (const BadLine &bad : report.badLines) {
        const QString message = QString::fromStdString(bad.message);
        lines << (bad.line > 0 ? tr("line %1: %2").arg(bad.line).arg(message) : message);
    }
    m_report->setPlainText(lines.join(QLatin1Char('\n')));
    m_report->show();
}

void TransferPanel::showExportReport(const ExportReport &report)
{
    const QLocale locale;
    const int written = countForTr(report.itemsWritten);
    QString status = report.cancelled ? tr("Cancelled after %Ln item(s).", nullptr, written)
                                      : tr("Exported %Ln item(s).", nullptr, written);
    if (report.warnings > 0)
        status += QLatin1Char(' ') + tr("%1 values (sets, binary) were written as plain JSON "
                                        "lists and strings.")
                                         .arg(locale.toString(quint64(report.warnings)));
    m_status->setText(status);
}

} // namespace tablesmith::gui
