#include "main/import_dialog.h"

#include "main/transfer_panel.h"
#include "session/data_transfer.h"

#include <QButtonGroup>
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
#include <QRadioButton>
#include <QVBoxLayout>

namespace tablesmith::gui {

ImportDialog::ImportDialog(Session &session, const QStringList &tableNames,
                           const QString &currentTable, QWidget *parent)
    : QDialog(parent), m_session(session)
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

    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setForegroundRole(QPalette::PlaceholderText);
    m_panel = new TransferPanel(this);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_importButton = m_buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ImportDialog::start);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ImportDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(m_panel, 1);
    layout->addWidget(m_buttons);
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
    m_importButton->setEnabled(!m_transfer || !m_transfer->isRunning());
    m_message->setText(m_path->text().isEmpty() ? QString() : validationMessage());
}

void ImportDialog::browse()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import"), m_path->text(),
        tr("Table data (*.jsonl *.ndjson *.json *.csv);;All files (*)"));
    if (!path.isEmpty())
        m_path->setText(path);
}

bool ImportDialog::start()
{
    if (m_transfer && m_transfer->isRunning())
        return false;
    const QString message = validationMessage();
    if (!message.isEmpty()) {
        m_message->setText(message);
        return false;
    }
    ImportOptions options;
    options.format = DataFormat(m_format->currentData().toInt());
    if (format() != DataFormat::WorkbenchModel)
        options.targetTable = m_table->currentText().toStdString();
    options.onBadLine = BadLinePolicy(m_policy->checkedId());
    delete m_transfer;
    m_transfer = new DataTransfer(m_session, this);
    connect(m_transfer, &DataTransfer::finished, this, &ImportDialog::onFinished);
    m_panel->follow(m_transfer);
    m_message->clear();
    m_importButton->setEnabled(false);
    m_transfer->startImport(m_path->text(), std::move(options));
    return true;
}

void ImportDialog::onFinished()
{
    m_importButton->setEnabled(true);
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Close"));
    const auto &report = m_transfer->importReport();
    if (report && (report->itemsWritten > 0 || !report->tablesCreated.empty()))
        Q_EMIT imported();
}

void ImportDialog::reject()
{
    // Cancel stops a running import (what was written stays, as DynamoDB has no transaction
    // across batches); pressed again, or when idle, it closes the dialog.
    if (m_transfer && m_transfer->isRunning()) {
        m_transfer->cancel();
        return;
    }
    QDialog::reject();
}

} // namespace tablesmith::gui
