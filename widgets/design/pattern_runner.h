#pragma once
// PatternRunner: runs a design's access patterns — on the sample items (an in-memory embedded
// database loaded with the design's table, through a Session like any connection) or on the
// open connection — with their {parameters} bound from the sample items, and reports what came
// back: items, read vs returned and consumed capacity, analysed by the engine (analyzeRun).
// Writes run only on the sample items. UI thread only.

#include "session/session.h"

#include <tablesmith/design.h>
#include <tablesmith/run_analysis.h>

#include <boost/json/array.hpp>

#include <QObject>

#include <functional>
#include <memory>
#include <optional>

namespace tablesmith::gui {

struct PatternRun {
    QString pattern;
    bool ok = false;
    QString error;
    QString request;                  // as sent, DynamoDB JSON
    RunTotals totals;
    std::optional<RunAnalysis> analysis;
    boost::json::array items;         // what the call returned
    bool write = false;
    double capacityUnits() const { return totals.capacityUnits; }
};

class PatternRunner : public QObject {
    Q_OBJECT
public:
    using Done = std::function<void(const PatternRun &)>;
    explicit PatternRunner(QObject *parent = nullptr);
    ~PatternRunner() override;

    // Runs `pattern` of `table` on its sample items; the sample database is (re)loaded when
    // the table differs from the one loaded last.
    void runOnSample(const design::DesignTable &table, const design::AccessPattern &pattern,
                     Done done);
    // Runs a reading `pattern` on `session`'s table of the same name.
    void runOnSession(Session &session, const design::DesignTable &table,
                      const design::AccessPattern &pattern, Done done);

private:
    void loadSample(const design::DesignTable &table, std::function<void(QString)> loaded);
    void run(Session &session, const design::DesignTable &table,
             const design::AccessPattern &pattern, Done done);

    std::unique_ptr<Session> m_sample;
    std::string m_loadedJson; // the table the sample database holds, as design JSON
};

// Whether `operation` writes (PutItem, UpdateItem, DeleteItem, batch and transact writes).
bool isWriteOperation(const std::string &operation);

} // namespace tablesmith::gui
