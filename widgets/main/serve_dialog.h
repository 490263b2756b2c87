#pragma once
// ServeDialog: Server → Serve DynamoDB API. The user picks the address and port (8000, or the
// first free port from 8000 on), serves, and gets the URL to give the AWS CLI or an SDK, with
// a copy button. A port that is taken is said so plainly, with the next free port offered in
// one click. Serving starts and stops through the window's LocalEndpoint.

#include <QDialog>

#include <cstdint>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace tablesmith::gui {

class LocalEndpoint;

class ServeDialog : public QDialog {
    Q_OBJECT
public:
    // `lastPort` is where the database was served before (kDefaultPort the first time).
    ServeDialog(LocalEndpoint &endpoint, std::uint16_t lastPort, QWidget *parent = nullptr);

    // Shows the dialog; the port served on when it closes, if serving.
    static std::optional<std::uint16_t> ask(LocalEndpoint &endpoint, std::uint16_t lastPort,
                                            QWidget *parent);

    QComboBox *hostBox() const { return m_host; }
    QSpinBox *portBox() const { return m_port; }
    QLineEdit *urlField() const { return m_url; }
    QPushButton *serveButton() const { return m_serve; }
    QPushButton *copyButton() const { return m_copy; }
    // Offered when the chosen port is taken: "Use port 8001".
    QPushButton *otherPortButton() const { return m_otherPort; }
    QString messageText() const;

    // Serves on the chosen address; on failure says why and offers the next free port.
    void serve();
    void stop();

private:
    void showState();
    void offerOtherPort(std::uint16_t taken);
    void copyUrl();

    LocalEndpoint &m_endpoint;
    QComboBox *m_host = nullptr;
    QSpinBox *m_port = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_otherPort = nullptr;
    QLineEdit *m_url = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_serve = nullptr;
    QPushButton *m_stop = nullptr;
    std::uint16_t m_offeredPort = 0;
};

} // namespace tablesmith::gui
