#include "transfer/import_dialog.h"

#include "transfer/transfer_panel.h"
#include "session/data_transfer.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace tablesmith::gui {

ImportDialog::ImportDialog(Session &session, const QStringList &tableNames,
                           const QString &currentTable, QWidget *parent)
    : TransferDialog(session, tr("&Import"), parent)
{
    setWindowTitle(tr("Import"));
    auto *form = new QFormLayout;

    m_path = new QLineEdit(this);
    m_path->setAccessibleName(tr("File to import"));
    addFileRow(form, m_path, [this] { browse(); });
    m_format = formatBox(this, tr("Detect from the file"), true);
    form->addRow(tr("F&ormat"), m_format);

    m_table = new QComboBox(this);
    m_table->addItems(tableNames);
    m_table->setCurrentText(currentTable);
    form->addRow(tr("&Table"), m_table);

    m_policy = new QButtonGroup(this);
    auto *skip = new QRadioButton(tr("&Skip bad lines and load the rest"), this);
    auto *abort = new QRadioButton(tr("Load &nothing if any line is bad"), this);
    m_policy->addButton(skip, int(BadLinePolicy::Skip));
    m_policy->addButton(abort, int(BadLinePolicy::Abort));
    abort->setChecked(true);
    auto *policyColumn = new QVBoxLayout;
    policyColumn->addWidget(skip);
    policyColumn->addWidget(abort);
    form->addRow(tr("Bad lines"), policyColumn);
    setForm(form);
    resize(560, 360);

    connect(m_path, &QLineEdit::textChanged, this, &ImportDialog::updateForm);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ImportDialog::updateForm);
    updateForm();
}

void ImportDialog::setPath(const QString &path)
{
    m_path->setText(path);
}

void ImportDialog::setFormat(DataFormat format)
{
    m_format->setCurrentIndex(m_format->findData(int(format)));
}

void ImportDialog::setSkipBadLines(bool skip)
{
    m_policy->button(int(skip ? BadLinePolicy::Skip : BadLinePolicy::Abort))->setChecked(true);
}

DataFormat ImportDialog::format() const
{
    const auto chosen = DataFormat(m_format->currentData().toInt());
    if (chosen != DataFormat::Auto)
        return chosen;
    return dataFormatFromPath(m_path->text().toStdString());
}

QString ImportDialog::validationMessage() const
{
    const QFileInfo file(m_path->text());
    if (m_path->text().isEmpty())
        return tr("Choose a file to import.");
    if (!file.isFile() || !file.isReadable())
        return tr("%1 is not a readable file.").arg(QDir::toNativeSeparators(file.filePath()));
    if (format() != DataFormat::WorkbenchModel && m_table->currentText().isEmpty())
        return tr("Choose the table to load into (create it first).");
    return {};
}

void ImportDialog::updateForm()
{
    // A model names its own tables.
    m_table->setEnabled(format() != DataFormat::WorkbenchModel);
    actionButton()->setEnabled(!transfer() || !transfer()->isRunning());
    message()->setText(m_path->text().isEmpty() ? QString() : validationMessage());
}

void ImportDialog::browse()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import"), m_path->text(),
        tr("Table data (*.jsonl *.ndjson *.json *.csv);;All files (*)"));
    if (!path.isEmpty())
        m_path->setText(path);
}

void ImportDialog::startTransfer(DataTransfer &transfer)
{
    ImportOptions options;
    options.format = DataFormat(m_format->currentData().toInt());
    if (format() != DataFormat::WorkbenchModel)
        options.targetTable = m_table->currentText().toStdString();
    options.onBadLine = BadLinePolicy(m_policy->checkedId());
    transfer.startImport(m_path->text(), std::move(options));
}

void ImportDialog::transferFinished()
{
    const auto &report = transfer()->importReport();
    if (report && (report->itemsWritten > 0 || !report->tablesCreated.empty()))
        Q_EMIT imported();
}

} // namespace tablesmith::gui
