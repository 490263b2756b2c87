#include "remote/connect_endpoint_dialog.h"

#include "common/error_text.h"
#include "remote/saved_connections.h"

#include <tablesmith/aws_profile.h>
#include <tablesmith/remote_client.h>

#include <boost/json/array.hpp>

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace tablesmith::gui {
namespace {

const QStringList kRegions = {
    QStringLiteral("us-east-1"),      QStringLiteral("us-east-2"),
    QStringLiteral("us-west-1"),      QStringLiteral("us-west-2"),
    QStringLiteral("ca-central-1"),   QStringLiteral("eu-west-1"),
    QStringLiteral("eu-west-2"),      QStringLiteral("eu-west-3"),
    QStringLiteral("eu-central-1"),   QStringLiteral("eu-north-1"),
    QStringLiteral("ap-south-1"),     QStringLiteral("ap-southeast-1"),
    QStringLiteral("ap-southeast-2"), QStringLiteral("ap-northeast-1"),
    QStringLiteral("sa-east-1"),
};

const QString kErrorStyle = QStringLiteral("color: #b91c1c;");
const QString kGoodStyle = QStringLiteral("color: #15803d;");

bool isLoopbackUrl(const QString &url)
{
    auto parsed = parseEndpointUrl(url.trimmed().toStdString());
    return parsed.ok() && isLoopbackHost(parsed->host);
}

bool isRegionText(const QString &region)
{
    for (QChar c : region)
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != QLatin1Char('-'))
            return false;
    return true;
}

} // namespace

ConnectEndpointDialog::ConnectEndpointDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Connect to Endpoint"));
    setObjectName(QStringLiteral("connectEndpointDialog"));
    m_recent = new QComboBox(this);
    m_url = new QLineEdit(this);
    m_url->setClearButtonEnabled(true);
    m_region = new QComboBox(this);
    m_region->setEditable(true);
    m_region->addItems(kRegions);
    m_region->setCurrentText(QStringLiteral("us-east-1"));

    auto *intro = new QLabel(tr("Browse tables on AWS, DynamoDB Local or another "
                                "tablesmith-server. Leave the URL empty for AWS's endpoint "
                                "in the region."),
                             this);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Recent:"), m_recent);
    form->addRow(tr("Endpoint &URL:"), m_url);
    form->addRow(tr("Re&gion:"), m_region);
    form->addRow(tr("Credentials:"), buildCredentials());

    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setStyleSheet(kErrorStyle);
    m_testResult = new QLabel(this);
    m_testResult->setWordWrap(true);
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_test = buttons->addButton(tr("&Test Connection"), QDialogButtonBox::ActionRole);
    m_connect = buttons->addButton(tr("&Connect"), QDialogButtonBox::AcceptRole);
    m_connect->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_test, &QPushButton::clicked, this, &ConnectEndpointDialog::testConnection);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(m_testResult);
    layout->addStretch();
    layout->addWidget(buttons);
    setMinimumWidth(520);

    // ~/.aws is read on a worker thread; the form fills in when it has been.
    m_profile->setPlaceholderText(tr("Reading ~/.aws…"));
    m_useProfile->setChecked(true);
    readAwsProfiles(this, [this](const AwsProfiles &profiles) { fillProfiles(profiles); });
    fillRecent();
    connect(m_profile, &QComboBox::currentTextChanged, this,
            &ConnectEndpointDialog::takeProfileRegion);
    for (QLineEdit *edit : {m_url, m_accessKey, m_secretKey, m_sessionToken})
        connect(edit, &QLineEdit::textChanged, this, &ConnectEndpointDialog::updateState);
    connect(m_region, &QComboBox::currentTextChanged, this, &ConnectEndpointDialog::updateState);
    connect(m_profile, &QComboBox::currentTextChanged, this, &ConnectEndpointDialog::updateState);
    connect(m_useProfile, &QRadioButton::toggled, this, &ConnectEndpointDialog::updateState);
    updateState();
}

ConnectEndpointDialog::~ConnectEndpointDialog() = default;

QWidget *ConnectEndpointDialog::buildCredentials()
{
    auto *box = new QWidget(this);
    m_useProfile = new QRadioButton(tr("AWS &profile"), box);
    m_useKeys = new QRadioButton(tr("Access &keys"), box);
    auto *group = new QButtonGroup(box);
    group->addButton(m_useProfile);
    group->addButton(m_useKeys);
    m_profile = new QComboBox(box);
    m_accessKey = new QLineEdit(box);
    m_accessKey->setPlaceholderText(tr("Access key ID"));
    m_secretKey = new QLineEdit(box);
    m_secretKey->setEchoMode(QLineEdit::Password);
    m_secretKey->setPlaceholderText(tr("Secret access key (not saved)"));
    m_sessionToken = new QLineEdit(box);
    m_sessionToken->setEchoMode(QLineEdit::Password);
    m_sessionToken->setPlaceholderText(tr("Session token (optional, not saved)"));

    auto *grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_useProfile, 0, 0);
    grid->addWidget(m_profile, 0, 1);
    grid->addWidget(m_useKeys, 1, 0);
    grid->addWidget(m_accessKey, 1, 1);
    grid->addWidget(m_secretKey, 2, 1);
    grid->addWidget(m_sessionToken, 3, 1);
    grid->setColumnStretch(1, 1);
    return box;
}

void ConnectEndpointDialog::fillProfiles(const AwsProfiles &profiles)
{
    m_profiles = profiles;
    m_profileError = profiles.error;
    const QString chosen = m_profile->currentText(); // a remembered endpoint's, meanwhile
    for (const AwsProfile &profile : profiles.profiles)
        if (m_profile->findText(QString::fromStdString(profile.name)) < 0)
            m_profile->addItem(QString::fromStdString(profile.name));
    if (!chosen.isEmpty())
        m_profile->setCurrentText(chosen);
    const bool haveProfiles = m_profile->count() > 0;
    if (!m_endpointSet && m_useProfile->isChecked()) { // unless the user chose keys meanwhile
        m_useProfile->setChecked(haveProfiles || !m_profileError.isEmpty());
        m_useKeys->setChecked(!m_useProfile->isChecked());
    }
    m_profile->setPlaceholderText(haveProfiles ? QString()
                                  : m_profileError.isEmpty() ? tr("No profiles in ~/.aws")
                                                             : tr("Cannot read ~/.aws"));
    takeProfileRegion();
    updateState();
    Q_EMIT profilesRead();
}

void ConnectEndpointDialog::fillRecent()
{
    const QList<RemoteEndpoint> recent = savedConnections();
    m_recent->setEnabled(!recent.isEmpty());
    m_recent->setPlaceholderText(recent.isEmpty() ? tr("None yet") : tr("Choose…"));
    for (const RemoteEndpoint &endpoint : recent) {
        QString text = endpoint.url.isEmpty() ? tr("AWS") : endpoint.url;
        if (!endpoint.region.isEmpty())
            text += QStringLiteral(" · ") + endpoint.region;
        if (endpoint.usesProfile())
            text += QStringLiteral(" · ") + tr("profile %1").arg(endpoint.profile);
        m_recent->addItem(text);
    }
    m_recent->setCurrentIndex(-1);
    connect(m_recent, &QComboBox::activated, this, [this, recent](int index) {
        if (index >= 0 && index < recent.size())
            setEndpoint(recent[index]);
    });
}

// A profile usually names its region; offer it rather than a default the user must correct.
void ConnectEndpointDialog::takeProfileRegion()
{
    if (!m_useProfile->isChecked() || m_profile->currentText().isEmpty() || !m_profiles)
        return;
    const AwsProfile *profile = m_profiles->find(m_profile->currentText());
    if (profile && !profile->region.empty())
        m_region->setCurrentText(QString::fromStdString(profile->region));
}

bool ConnectEndpointDialog::hasReadProfiles() const
{
    return m_profiles.has_value();
}

Result<RemoteClientOptions> ConnectEndpointDialog::clientOptions() const
{
    const RemoteEndpoint current = endpoint();
    if (current.usesProfile() || current.accessKeyId.isEmpty()) {
        if (!m_profiles)
            return Error::validation(tr("Reading ~/.aws…").toStdString());
        return remoteClientOptions(current, *m_profiles);
    }
    return remoteClientOptions(current, AwsProfiles{}); // typed keys: no profile needed
}

RemoteEndpoint ConnectEndpointDialog::endpoint() const
{
    RemoteEndpoint endpoint;
    endpoint.url = m_url->text().trimmed();
    endpoint.region = m_region->currentText().trimmed();
    if (m_useProfile->isChecked()) {
        endpoint.profile = m_profile->currentText();
    } else {
        endpoint.accessKeyId = m_accessKey->text().trimmed();
        endpoint.secretAccessKey = m_secretKey->text();
        endpoint.sessionToken = m_sessionToken->text().trimmed();
    }
    return endpoint;
}

void ConnectEndpointDialog::setEndpoint(const RemoteEndpoint &endpoint)
{
    m_endpointSet = true;
    m_url->setText(endpoint.url);
    m_region->setCurrentText(endpoint.region);
    if (endpoint.usesProfile()) {
        if (m_profile->findText(endpoint.profile) < 0)
            m_profile->addItem(endpoint.profile);
        m_profile->setCurrentText(endpoint.profile);
        m_useProfile->setChecked(true);
    } else {
        m_useKeys->setChecked(true);
        m_accessKey->setText(endpoint.accessKeyId);
        m_secretKey->setText(endpoint.secretAccessKey);
        m_sessionToken->setText(endpoint.sessionToken);
    }
}

QString ConnectEndpointDialog::validationMessage() const
{
    const RemoteEndpoint current = endpoint();
    if (!current.url.isEmpty()) {
        auto url = parseEndpointUrl(current.url.toStdString());
        if (!url.ok())
            return QString::fromStdString(url.error().message);
    }
    if (!isRegionText(current.region))
        return tr("A region holds only letters, digits and '-', e.g. eu-west-1.");
    // DynamoDB Local and tablesmith-server take any keys: none are needed on this machine.
    const bool loopback = isLoopbackUrl(current.url);
    if (m_useProfile->isChecked()) {
        if (!m_profiles)
            return tr("Reading ~/.aws…");
        if (!m_profileError.isEmpty())
            return m_profileError;
        if (current.profile.isEmpty() && loopback)
            return {};
        if (current.profile.isEmpty())
            return tr("Choose a profile, or enter access keys.");
        auto options = clientOptions();
        if (!options.ok())
            return QString::fromStdString(options.error().message);
        if (options->region.empty())
            return tr("Enter a region: the profile %1 names none.").arg(current.profile);
        return {};
    }
    if (current.region.isEmpty())
        return tr("Enter a region, e.g. us-east-1.");
    if (loopback && current.accessKeyId.isEmpty() && current.secretAccessKey.isEmpty())
        return {};
    if (current.accessKeyId.isEmpty())
        return tr("Enter an access key ID.");
    if (current.secretAccessKey.isEmpty())
        return tr("Enter the secret access key.");
    return {};
}

void ConnectEndpointDialog::updateState()
{
    const bool keys = m_useKeys->isChecked();
    m_profile->setEnabled(!keys);
    for (QLineEdit *edit : {m_accessKey, m_secretKey, m_sessionToken})
        edit->setEnabled(keys);
    const QString region = m_region->currentText().trimmed();
    m_url->setPlaceholderText(
        region.isEmpty() ? tr("e.g. http://localhost:8000")
                         : QString::fromStdString(regionEndpoint(region.toStdString())));
    const QString problem = validationMessage();
    m_message->setText(problem);
    m_message->setVisible(!problem.isEmpty());
    m_connect->setEnabled(problem.isEmpty());
    m_test->setEnabled(problem.isEmpty() && !m_testSession);
    m_testResult->clear();
}

void ConnectEndpointDialog::testConnection()
{
    if (!validationMessage().isEmpty() || m_testSession)
        return;
    auto options = clientOptions();
    auto session = options.ok() ? openRemoteSession(std::move(options).value())
                                : Result<std::unique_ptr<Session>>(options.takeError());
    if (!session.ok()) {
        const QString message = QString::fromStdString(session.error().message);
        m_testResult->setStyleSheet(kErrorStyle);
        m_testResult->setText(message);
        Q_EMIT tested(false, message);
        return;
    }
    m_testSession = std::move(session).value();
    m_test->setEnabled(false);
    m_testResult->setStyleSheet({});
    m_testResult->setText(tr("Connecting to %1…").arg(m_testSession->name()));
    m_testSession->call(QStringLiteral("ListTables"), {}, this,
                        [this](const CallReply &reply) { showTestResult(reply); });
}

void ConnectEndpointDialog::showTestResult(const CallReply &reply)
{
    QString message;
    const auto *listed = reply.response.if_contains("TableNames");
    const bool dynamodb = listed && listed->is_array();
    if (reply.ok() && !dynamodb) {
        // A JSON answer of another service: one line, not its body.
        message = tr("%1 answered ListTables without TableNames: it is not a DynamoDB "
                     "endpoint.")
                      .arg(m_testSession->name());
    } else if (reply.ok()) {
        const auto *names = reply.response.if_contains("TableNames");
        const int count = names && names->is_array() ? int(names->get_array().size()) : 0;
        const QString tables = count == 1 ? tr("1 table")
                                          : tr("%1 tables").arg(QLocale().toString(count));
        message = reply.response.contains("LastEvaluatedTableName")
            ? tr("Connected: more than %1.").arg(tables)
            : tr("Connected: %1.").arg(tables);
    } else if (reply.error->kind == ErrorKind::ServiceError) {
        message = reply.error->message; // already one line that says what answered
    } else {
        message = errorDescription(*reply.error);
    }
    const bool connected = reply.ok() && dynamodb;
    m_testResult->setStyleSheet(connected ? kGoodStyle : kErrorStyle);
    m_testResult->setText(message);
    // Deleted later: this runs inside the session's own delivery.
    m_testSession.release()->deleteLater();
    m_test->setEnabled(validationMessage().isEmpty());
    Q_EMIT tested(connected, message);
}

} // namespace tablesmith::gui
