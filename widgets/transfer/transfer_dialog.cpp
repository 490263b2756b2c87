#include "transfer/transfer_dialog.h"

#include "transfer/transfer_panel.h"
#include "session/data_transfer.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace tablesmith::gui {

TransferDialog::TransferDialog(Session &session, const QString &actionText, QWidget *parent)
    : QDialog(parent), m_session(session)
{
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setForegroundRole(QPalette::PlaceholderText);
    m_panel = new TransferPanel(this);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_actionButton = m_buttons->addButton(actionText, QDialogButtonBox::AcceptRole);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &TransferDialog::start);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &TransferDialog::reject);
}

void TransferDialog::setForm(QFormLayout *form)
{
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(m_panel, 1);
    layout->addWidget(m_buttons);
}

bool TransferDialog::start()
{
    if (m_transfer && m_transfer->isRunning())
        return false;
    const QString text = validationMessage();
    if (!text.isEmpty()) {
        m_message->setText(text);
        return false;
    }
    delete m_transfer;
    m_transfer = new DataTransfer(m_session, this);
    connect(m_transfer, &DataTransfer::finished, this, &TransferDialog::onFinished);
    m_panel->follow(m_transfer, expectedItems());
    m_message->clear();
    m_actionButton->setEnabled(false);
    startTransfer(*m_transfer);
    return true;
}

void TransferDialog::onFinished()
{
    m_actionButton->setEnabled(true);
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Close"));
    transferFinished();
}

void TransferDialog::reject()
{
    // What was written stays (DynamoDB has no transaction across batches); pressed again, or
    // when idle, Cancel closes the dialog.
    if (m_transfer && m_transfer->isRunning()) {
        m_transfer->cancel();
        return;
    }
    QDialog::reject();
}

} // namespace tablesmith::gui
