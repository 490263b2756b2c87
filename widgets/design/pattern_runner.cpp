#include "design/pattern_runner.h"
#include "design/design_apply.h"

#include <tablesmith/database.h>
#include <tablesmith/design_check.h>
#include <tablesmith/pattern_run.h>

#include <boost/json/serialize.hpp>

namespace json = boost::json;

namespace tablesmith::gui {
namespace {

void collectItems(const json::object &response, json::array &items)
{
    if (const json::value *list = response.if_contains("Items"); list && list->is_array())
        for (const json::value &item : list->get_array())
            items.push_back(item);
    if (const json::value *item = response.if_contains("Item"))
        items.push_back(*item);
    if (const json::value *attributes = response.if_contains("Attributes"))
        items.push_back(*attributes);
}

std::string tableJson(const design::DesignTable &table)
{
    design::Design design;
    design.tables.push_back(table);
    return json::serialize(design::writeDesign(design));
}

} // namespace

bool isWriteOperation(const std::string &operation)
{
    return operation == "PutItem" || operation == "UpdateItem" || operation == "DeleteItem"
           || operation == "BatchWriteItem" || operation == "TransactWriteItems";
}

PatternRunner::PatternRunner(QObject *parent) : QObject(parent) {}
PatternRunner::~PatternRunner() = default;

void PatternRunner::runOnSample(const design::DesignTable &table,
                                const design::AccessPattern &pattern, Done done)
{
    loadSample(table, [this, table, pattern, done](const QString &error) {
        if (!error.isEmpty()) {
            PatternRun failed{QString::fromStdString(pattern.name), false, error, {}, {}, {},
                              {}, false};
            return done(failed);
        }
        run(*m_sample, table, pattern, done);
    });
}

void PatternRunner::runOnSession(Session &session, const design::DesignTable &table,
                                 const design::AccessPattern &pattern, Done done)
{
    if (isWriteOperation(pattern.operation)) {
        PatternRun refused{QString::fromStdString(pattern.name), false,
                           tr("Writes run only on the sample items, never on a live table."),
                           {}, {}, {}, {}, true};
        return done(refused);
    }
    run(session, table, pattern, done);
}

void PatternRunner::loadSample(const design::DesignTable &table,
                               std::function<void(QString)> loaded)
{
    std::string json = tableJson(table);
    if (m_sample && json == m_loadedJson)
        return loaded({});
    auto database = Database::open(DatabaseOptions{});
    if (!database)
        return loaded(QString::fromStdString(database.error().message));
    m_sample = std::make_unique<Session>(std::shared_ptr<Database>(std::move(*database)),
                                         tr("sample items"));
    m_loadedJson = std::move(json);
    auto *apply = new DesignApply(*m_sample, table, {}, this);
    connect(apply, &DesignApply::finished, this,
            [this, apply, loaded](bool ok, const QString &message) {
                apply->deleteLater();
                if (!ok)
                    m_loadedJson.clear();
                loaded(ok ? QString() : message);
            });
    apply->start();
}

void PatternRunner::run(Session &session, const design::DesignTable &table,
                        const design::AccessPattern &pattern, Done done)
{
    PatternRun result;
    result.pattern = QString::fromStdString(pattern.name);
    result.write = isWriteOperation(pattern.operation);
    auto request = design::runnableRequest(pattern, table.name,
                                           design::sampleParameterValues(table, pattern));
    if (!request) {
        result.error = QString::fromStdString(request.error().message);
        return done(result);
    }
    result.request = QString::fromStdString(json::serialize(request->request));
    OperationRequest sent = *request;
    TableDescriptions tables{design::describedTable(table)};
    session.call(QString::fromStdString(sent.operation), sent.request, this,
                 [result, sent, tables, done](const CallReply &reply) mutable {
                     if (!reply.ok()) {
                         result.error = reply.error->name + QStringLiteral(": ")
                                        + reply.error->message;
                         return done(result);
                     }
                     result.ok = true;
                     addPage(result.totals, reply.response);
                     collectItems(reply.response, result.items);
                     if (auto analysis = analyzeRun(sent, result.totals, tables))
                         result.analysis = std::move(*analysis);
                     done(result);
                 });
}

} // namespace tablesmith::gui
