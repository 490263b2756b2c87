#include "main/export_dialog.h"

#include "main/transfer_panel.h"
#include "session/data_transfer.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace tablesmith::gui {

ExportDialog::ExportDialog(Session &session, const QString &tableName, quint64 approximateItemCount,
                           QWidget *parent)
    : QDialog(parent), m_session(session), m_tableName(tableName),
      m_approximateItemCount(approximateItemCount)
{
    setWindowTitle(tr("Export %1").arg(tableName));
    auto *form = new QFormLayout;
    form->addRow(tr("Table"), new QLabel(tableName, this));

    m_path = new QLineEdit(QDir::home().filePath(tableName + QStringLiteral(".jsonl")), this);
    m_path->setAccessibleName(tr("File to write"));
    addFileRow(form, m_path, [this] { browse(); });
    m_format = formatBox(this, tr("From the file's extension"), false);
    form->addRow(tr("F&ormat"), m_format);

    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setForegroundRole(QPalette::PlaceholderText);
    m_panel = new TransferPanel(this);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_exportButton = m_buttons->addButton(tr("&Export"), QDialogButtonBox::AcceptRole);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ExportDialog::start);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ExportDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(m_panel, 1);
    layout->addWidget(m_buttons);
    resize(560, 280);
}

void ExportDialog::setPath(const QString &path)
{
    m_path->setText(path);
}

void ExportDialog::setFormat(DataFormat format)
{
    m_format->setCurrentIndex(m_format->findData(int(format)));
}

DataFormat ExportDialog::format() const
{
    const auto chosen = DataFormat(m_format->currentData().toInt());
    if (chosen != DataFormat::Auto)
        return chosen;
    return dataFormatFromPath(m_path->text().toStdString());
}

QString ExportDialog::validationMessage() const
{
    if (m_path->text().isEmpty())
        return tr("Choose a file to write.");
    const QFileInfo file(m_path->text());
    if (!file.absoluteDir().exists())
        return tr("The folder %1 does not exist.")
            .arg(QDir::toNativeSeparators(file.absolutePath()));
    const DataFormat chosen = format();
    if (chosen == DataFormat::Auto || chosen == DataFormat::WorkbenchModel)
        return tr("Choose a format, or end the file name in .jsonl, .json or .csv.");
    return {};
}

void ExportDialog::browse()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export %1").arg(m_tableName), m_path->text(),
        tr("DynamoDB JSON lines (*.jsonl);;JSON array (*.json);;CSV (*.csv)"));
    if (!path.isEmpty())
        m_path->setText(path);
}

bool ExportDialog::start()
{
    if (m_transfer && m_transfer->isRunning())
        return false;
    const QString message = validationMessage();
    if (!message.isEmpty()) {
        m_message->setText(message);
        return false;
    }
    ExportOptions options;
    options.format = format();
    delete m_transfer;
    m_transfer = new DataTransfer(m_session, this);
    connect(m_transfer, &DataTransfer::finished, this, &ExportDialog::onFinished);
    m_panel->follow(m_transfer, m_approximateItemCount);
    m_message->clear();
    m_exportButton->setEnabled(false);
    m_transfer->startExport(m_tableName, m_path->text(), std::move(options));
    return true;
}

void ExportDialog::onFinished()
{
    m_exportButton->setEnabled(true);
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Close"));
}

void ExportDialog::reject()
{
    // As in the import dialog: Cancel stops a running export first, then closes.
    if (m_transfer && m_transfer->isRunning()) {
        m_transfer->cancel();
        return;
    }
    QDialog::reject();
}

} // namespace tablesmith::gui
