#include "transfer/export_dialog.h"

#include "transfer/transfer_panel.h"
#include "session/data_transfer.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace tablesmith::gui {

ExportDialog::ExportDialog(Session &session, const QString &tableName, quint64 approximateItemCount,
                           QWidget *parent)
    : TransferDialog(session, tr("&Export"), parent), m_tableName(tableName),
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
    setForm(form);
    resize(560, 280);
}

void ExportDialog::setItems(boost::json::array items, std::vector<ExportKey> keys)
{
    setWindowTitle(tr("Export %n result(s) from %1", nullptr, int(items.size()))
                       .arg(m_tableName));
    m_approximateItemCount = items.size();
    m_items = std::move(items);
    m_keys = std::move(keys);
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

void ExportDialog::startTransfer(DataTransfer &transfer)
{
    ExportOptions options;
    options.format = format();
    if (m_items) {
        transfer.startExportItems(*m_items, m_keys, m_path->text(), std::move(options));
        return;
    }
    transfer.startExport(m_tableName, m_path->text(), std::move(options));
}

} // namespace tablesmith::gui
