#pragma once
// The stream inspector as an instrument: a dock that watches the active connection's tables
// with a stream, and a Stream menu that opens the inspector as a full tab on the current table.
// Keeps the Lambda filter patterns between runs.

#include "main/instrument.h"
#include "streams/stream_inspector.h"

#include <QPointer>

namespace tablesmith::gui {

class StreamsInstrument : public Instrument {
    Q_OBJECT
public:
    using Instrument::Instrument;

    QString id() const override { return QStringLiteral("streams"); }
    void attach(Workbench &workbench) override;
    void saveState(QSettings &settings) const override;
    void restoreState(QSettings &settings) override;

    StreamInspector *dockInspector() const { return m_dockInspector; }
    // Opens a tab on the workbench's current table (all tables when none) and returns it.
    StreamInspector *openTab();

private:
    Workbench *m_workbench = nullptr;
    QPointer<StreamInspector> m_dockInspector;
};

} // namespace tablesmith::gui
