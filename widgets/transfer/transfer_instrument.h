#pragma once
// Import and export as an instrument: File → Import… and File → Export Table… open dialogs that
// run the transfer off the UI thread through the connection's Session, with progress and Cancel.

#include "main/instrument.h"

class QAction;

namespace tablesmith::gui {

class ExportDialog;
class ImportDialog;

class TransferInstrument : public Instrument {
    Q_OBJECT
public:
    using Instrument::Instrument;

    QString id() const override { return QStringLiteral("transfer"); }
    void attach(Workbench &workbench) override;

    // Open their (non-modal) dialogs; null when there is no connection or, for export, no
    // table in front.
    ImportDialog *importData();
    ExportDialog *exportCurrentTable();

private:
    Workbench *m_workbench = nullptr;
    QAction *m_exportAction = nullptr;
};

} // namespace tablesmith::gui
