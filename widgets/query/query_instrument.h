#pragma once
// QueryInstrument: registers the query builder with the workbench — Query → New Query (a
// builder tab on the current connection and table) and Query… on every table (its tab's
// footer, its grid's and the Connections dock's menus) — and remembers nothing else: saved
// operations and history are kept per connection by the builder's OperationLibrary.

#include "main/instrument.h"

namespace tablesmith::gui {

class QueryInstrument : public Instrument {
    Q_OBJECT
public:
    using Instrument::Instrument;

    QString id() const override { return QStringLiteral("query"); }
    void attach(Workbench &workbench) override;
    // Opens a builder tab on `session` for `tableName` (may be empty).
    void openBuilder(Session *session, const QString &tableName);

private:
    Workbench *m_workbench = nullptr;
};

std::unique_ptr<Instrument> makeQueryInstrument();

} // namespace tablesmith::gui
