#include "main/serve_dialog.h"

#include "session/local_endpoint.h"

#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tablesmith::gui {
namespace {

const QString kErrorStyle = QStringLiteral("color: #dc2626;");

} // namespace

ServeDialog::ServeDialog(LocalEndpoint &endpoint, std::uint16_t lastPort, QWidget *parent)
    : QDialog(parent), m_endpoint(endpoint)
{
    setWindowTitle(tr("Serve DynamoDB API"));
    auto *intro = new QLabel(tr("Serve the open database over DynamoDB's wire protocol, so the "
                                "AWS CLI, boto3 and the AWS SDKs can use it. Their calls appear "
                                "in the API-call log, marked \"served\"."),
                             this);
    intro->setWordWrap(true);
    m_host = new QComboBox(this);
    m_host->setEditable(true);
    m_host->addItem(LocalEndpoint::kDefaultHost);
    m_host->addItem(QStringLiteral("0.0.0.0"));
    m_host->addItem(QStringLiteral("::1"));
    m_host->setItemData(0, tr("Only this computer"), Qt::ToolTipRole);
    m_host->setItemData(1, tr("Every network interface: other computers can reach the "
                              "database, without credentials"),
                        Qt::ToolTipRole);
    m_host->setAccessibleName(tr("Address to listen on"));
    m_port = new QSpinBox(this);
    m_port->setRange(1, 65535);
    m_port->setAccessibleName(tr("Port to listen on"));
    // 8000 (DynamoDB Local's) or where it was served last, else the first free one after it.
    const auto free = endpoint.isServing()
        ? std::optional<std::uint16_t>(lastPort)
        : endpoint.firstFreePort(m_host->currentText(), lastPort);
    m_port->setValue(free.value_or(lastPort));
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_otherPort = new QPushButton(this);
    m_otherPort->hide();
    connect(m_otherPort, &QPushButton::clicked, this, [this] {
        m_port->setValue(m_offeredPort);
        serve();
    });
    m_url = new QLineEdit(this);
    m_url->setReadOnly(true);
    m_url->setAccessibleName(tr("Endpoint URL"));
    m_url->setPlaceholderText(tr("not serving"));
    m_copy = new QPushButton(tr("Copy"), this);
    m_copy->setToolTip(tr("Copy the endpoint URL (for --endpoint-url)"));
    connect(m_copy, &QPushButton::clicked, this, &ServeDialog::copyUrl);
    auto *urlRow = new QHBoxLayout;
    urlRow->addWidget(m_url, 1);
    urlRow->addWidget(m_copy);

    auto *form = new QFormLayout;
    form->addRow(tr("&Address:"), m_host);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("URL:"), urlRow);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_serve = buttons->addButton(tr("&Serve"), QDialogButtonBox::ActionRole);
    m_stop = buttons->addButton(tr("S&top"), QDialogButtonBox::ActionRole);
    connect(m_serve, &QPushButton::clicked, this, &ServeDialog::serve);
    connect(m_stop, &QPushButton::clicked, this, &ServeDialog::stop);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(m_otherPort, 0, Qt::AlignLeft);
    layout->addStretch(1);
    layout->addWidget(buttons);
    // Grows with the busy-port message and its offer instead of squeezing the form.
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    resize(520, sizeHint().height());
    m_serve->setDefault(true);
    showState();
}

std::optional<std::uint16_t> ServeDialog::ask(LocalEndpoint &endpoint, std::uint16_t lastPort,
                                              QWidget *parent)
{
    ServeDialog dialog(endpoint, lastPort, parent);
    dialog.exec();
    if (!endpoint.isServing())
        return std::nullopt;
    return std::uint16_t(dialog.m_port->value());
}

QString ServeDialog::messageText() const
{
    return m_message->text();
}

void ServeDialog::serve()
{
    const QString host = m_host->currentText().trimmed();
    const auto port = std::uint16_t(m_port->value());
    m_otherPort->hide();
    if (const auto error = m_endpoint.start(port, host)) {
        m_message->setStyleSheet(kErrorStyle);
        m_message->setText(tr("Port %1 on %2 is busy: another program listens there, or the "
                              "address is not this computer's.")
                               .arg(port)
                               .arg(host)
            + QLatin1Char(' ') + error->message);
        offerOtherPort(port);
        showState();
        return;
    }
    m_message->setStyleSheet({});
    m_message->setText(tr("Serving. Try: aws dynamodb list-tables --endpoint-url %1")
                           .arg(m_endpoint.url()));
    showState();
}

void ServeDialog::stop()
{
    m_endpoint.stop();
    m_message->setStyleSheet({});
    m_message->setText(tr("Stopped."));
    showState();
}

void ServeDialog::offerOtherPort(std::uint16_t taken)
{
    if (taken == 65535)
        return;
    const auto next = m_endpoint.firstFreePort(m_host->currentText().trimmed(),
                                               std::uint16_t(taken + 1));
    if (!next)
        return;
    m_offeredPort = *next;
    m_otherPort->setText(tr("Serve on port %1 instead").arg(*next));
    m_otherPort->show();
}

void ServeDialog::showState()
{
    const bool serving = m_endpoint.isServing();
    m_url->setText(m_endpoint.url());
    m_copy->setEnabled(serving);
    m_stop->setEnabled(serving);
    m_serve->setText(serving ? tr("&Serve Again") : tr("&Serve"));
}

void ServeDialog::copyUrl()
{
    QGuiApplication::clipboard()->setText(m_url->text());
}

} // namespace tablesmith::gui
