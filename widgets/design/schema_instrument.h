#pragma once
// The schema dialogs as an instrument: Table → New Table… (CreateTable, then UpdateTimeToLive
// when asked, and the new table's tab) and Table → Describe Table… (status, keys, capacity,
// indexes, stream, TTL of the table in front).

#include "main/instrument.h"

class QAction;

namespace tablesmith::gui {

class TableDescriptionDialog;

class SchemaInstrument : public Instrument {
    Q_OBJECT
public:
    using Instrument::Instrument;

    QString id() const override { return QStringLiteral("schema"); }
    void attach(Workbench &workbench) override;

    // Opens the (non-modal) dialog for the connection in front.
    void createTable();
    // Null when no table is in front.
    TableDescriptionDialog *describeCurrentTable();

private:
    Workbench *m_workbench = nullptr;
    QAction *m_describeAction = nullptr;
};

} // namespace tablesmith::gui
