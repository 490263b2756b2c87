#include "remote/mfa_prompt.h"

#include <QApplication>
#include <QInputDialog>
#include <QMetaObject>
#include <QThread>

#include <chrono>
#include <future>
#include <memory>

namespace tablesmith::gui {
namespace {

struct MfaText {
    Q_DECLARE_TR_FUNCTIONS(MfaPrompt)
};

constexpr auto kAnswerWithin = std::chrono::minutes(5);

Result<std::string> askNow(const MfaCodeRequest &request)
{
    bool ok = false;
    const QString code = QInputDialog::getText(
        QApplication::activeWindow(), MfaText::tr("MFA Code"),
        MfaText::tr("The profile %1 assumes a role that needs a code from the MFA device\n"
                    "%2\n\nCode:")
            .arg(QString::fromStdString(request.profile),
                 QString::fromStdString(request.mfaSerial)),
        QLineEdit::Normal, QString(), &ok);
    if (!ok || code.trimmed().isEmpty())
        return Error{ErrorKind::UnrecognizedClientException,
                     MfaText::tr("No MFA code was entered for %1.")
                         .arg(QString::fromStdString(request.mfaSerial))
                         .toStdString()};
    return code.trimmed().toStdString();
}

} // namespace

MfaPrompt mfaPromptOnUiThread()
{
    return [](const MfaCodeRequest &request) -> Result<std::string> {
        QCoreApplication *app = QCoreApplication::instance();
        if (!app)
            return Error{ErrorKind::UnrecognizedClientException,
                         "The profile " + request.profile + " needs an MFA code"};
        if (QThread::currentThread() == app->thread())
            return askNow(request);
        auto answer = std::make_shared<std::promise<Result<std::string>>>();
        auto future = answer->get_future();
        QMetaObject::invokeMethod(
            app, [answer, request] { answer->set_value(askNow(request)); },
            Qt::QueuedConnection);
        if (future.wait_for(kAnswerWithin) != std::future_status::ready)
            return Error{ErrorKind::UnrecognizedClientException,
                         MfaText::tr("No MFA code was entered in time.").toStdString()};
        return future.get();
    };
}

CredentialResolveOptions guiCredentialOptions()
{
    CredentialResolveOptions options;
    options.mfaCode = mfaPromptOnUiThread();
    return options;
}

} // namespace tablesmith::gui
