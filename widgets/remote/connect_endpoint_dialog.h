#pragma once
// "Connect to Endpoint…": where (URL, region) and as whom (an AWS CLI profile, or keys typed
// in with the secret masked). Says what is missing before it lets you connect, and can try
// the endpoint first with ListTables. ~/.aws is read on a worker thread, never on the UI's. Recent endpoints come back from QSettings, without keys.

#include "session/remote_session.h"
#include "session/session.h"

#include <QDialog>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace tablesmith::gui {

class ConnectEndpointDialog : public QDialog {
    Q_OBJECT
public:
    explicit ConnectEndpointDialog(QWidget *parent = nullptr);
    ~ConnectEndpointDialog() override;

    RemoteEndpoint endpoint() const;
    void setEndpoint(const RemoteEndpoint &endpoint);
    // What stops connecting, for people; empty when the form is complete.
    QString validationMessage() const;

    // True once ~/.aws has been read (on a worker thread; profilesRead() says when).
    bool hasReadProfiles() const;
    // The client options the form stands for, from the profiles read; no file is read here.
    Result<RemoteClientOptions> clientOptions() const;

    // Calls ListTables on the endpoint as filled in; the answer arrives via tested().
    void testConnection();

    QLineEdit *urlEdit() const { return m_url; }
    QComboBox *regionBox() const { return m_region; }
    QRadioButton *profileButton() const { return m_useProfile; }
    QRadioButton *keysButton() const { return m_useKeys; }
    QComboBox *profileBox() const { return m_profile; }
    QLineEdit *accessKeyEdit() const { return m_accessKey; }
    QLineEdit *secretKeyEdit() const { return m_secretKey; }
    QLabel *messageLabel() const { return m_message; }
    QPushButton *connectButton() const { return m_connect; }
    QPushButton *testButton() const { return m_test; }

Q_SIGNALS:
    void tested(bool reachable, const QString &message);
    void profilesRead();

private:
    QWidget *buildCredentials();
    void fillProfiles(const AwsProfiles &profiles);
    void fillRecent();
    void takeProfileRegion();
    void updateState();
    void showTestResult(const CallReply &reply);

    QComboBox *m_recent = nullptr;
    QLineEdit *m_url = nullptr;
    QComboBox *m_region = nullptr;
    QRadioButton *m_useProfile = nullptr;
    QRadioButton *m_useKeys = nullptr;
    QComboBox *m_profile = nullptr;
    QLineEdit *m_accessKey = nullptr;
    QLineEdit *m_secretKey = nullptr;
    QLineEdit *m_sessionToken = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_testResult = nullptr;
    QPushButton *m_test = nullptr;
    QPushButton *m_connect = nullptr;
    QString m_profileError; // the profile files' error, if they cannot be read
    std::optional<AwsProfiles> m_profiles; // once read
    bool m_endpointSet = false; // setEndpoint() chose profile or keys; reading must not
    std::unique_ptr<Session> m_testSession;
};

} // namespace tablesmith::gui
