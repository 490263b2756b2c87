#pragma once
// The MFA code a role's profile asks for (mfa_serial), typed into a dialog on the UI thread.
// Credentials are resolved on a Session's worker thread: the prompt is posted to the UI thread
// and the worker waits for the answer (cancelled or unanswered within five minutes: an error).

#include <tablesmith/aws_credentials.h>

#include <functional>

namespace tablesmith::gui {

using MfaPrompt = std::function<Result<std::string>(const MfaCodeRequest &)>;

MfaPrompt mfaPromptOnUiThread();

// What a RemoteClient resolving a profile's credentials in the GUI uses: the prompt above.
CredentialResolveOptions guiCredentialOptions();

} // namespace tablesmith::gui
