#pragma once
// The API-call log as an instrument: the "API calls" dock at the bottom, listed in View, and the
// status bar's "last: …" summary of the most recent call. It follows every session the
// workbench opens, so each call through a Session appears once, whatever made it.

#include "main/instrument.h"

class QLabel;

namespace tablesmith::gui {

class CallLogDock;
struct CallReply;

class CallLogInstrument : public Instrument {
    Q_OBJECT
public:
    using Instrument::Instrument;

    QString id() const override { return QStringLiteral("log"); }
    void attach(Workbench &workbench) override;

    CallLogDock *dock() const { return m_dock; }

private:
    void follow(Session *session);
    void showLastCall(const CallReply &reply);

    CallLogDock *m_dock = nullptr;
    QLabel *m_lastCallLabel = nullptr;
    // The connection whose call the status bar shows; the label clears when it closes.
    const Session *m_lastCallSession = nullptr;
};

} // namespace tablesmith::gui
