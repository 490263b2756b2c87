#pragma once
// The designer as an instrument: File menu actions to start a design, open one (a Tablesmith
// design or a NoSQL Workbench model) or the bundled ecommerce example, each in a tab of its
// own; Apply uses the workbench's active connection.

#include "main/instrument.h"

#include <tablesmith/design.h>

namespace tablesmith::gui {

class DesignTab;

class DesignInstrument : public Instrument {
    Q_OBJECT
public:
    using Instrument::Instrument;

    QString id() const override { return QStringLiteral("designer"); }
    void attach(Workbench &workbench) override;

    // Opens the example in a new tab; null (and a message) when it cannot be read.
    DesignTab *openExample(const QString &name);
    DesignTab *openFile(const QString &path);
    DesignTab *newDesign();
    // Reads the table in the current tab back as a design (DescribeTable and a sample Scan).
    void designFromActiveTable();

private:
    DesignTab *addTab(design::Design design, const QString &path);
    Workbench *m_workbench = nullptr;
};

// The bundled example ":/examples/<name>/" as a design, from the resources.
Result<design::Design> bundledExampleDesign(const QString &name);

} // namespace tablesmith::gui
