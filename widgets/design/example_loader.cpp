#include "design/example_loader.h"

#include "common/error_text.h"
#include "editor/batch_writer.h"

#include <tablesmith/design.h>
#include <tablesmith/workbench_model.h>

#include <boost/json/parse.hpp>

#include <QDir>
#include <QFile>

namespace tablesmith::gui {
namespace {

QString examplePath(const QString &name, const QString &file)
{
    return QStringLiteral(":/examples/%1/%2").arg(name, file);
}

} // namespace

QStringList ExampleLoader::available()
{
    return QDir(QStringLiteral(":/examples")).entryList(QDir::Dirs, QDir::Name);
}

ExampleLoader::ExampleLoader(Session &session, QObject *parent)
    : QObject(parent), m_session(session)
{
}

bool ExampleLoader::readExample(const QString &name, QString *error)
{
    QFile model(examplePath(name, name + QStringLiteral(".model.json")));
    QFile items(examplePath(name, QStringLiteral("items.jsonl")));
    if (!model.open(QIODevice::ReadOnly) || !items.open(QIODevice::ReadOnly)) {
        *error = tr("There is no example called \"%1\".").arg(name);
        return false;
    }
    const std::string modelText = model.readAll().toStdString();
    boost::system::error_code code;
    const boost::json::value parsed = boost::json::parse(modelText, code);
    const auto *tables = parsed.is_object() ? parsed.get_object().if_contains("DataModel")
                                            : nullptr;
    if (code || !tables || !tables->is_array() || tables->get_array().empty()
        || !tables->get_array().front().is_object()) {
        *error = tr("The example \"%1\" has no table in its model.").arg(name);
        return false;
    }
    auto request = createTableRequestFromModel(tables->get_array().front().get_object());
    if (!request.ok()) {
        *error = tr("The example \"%1\" has no table in its model.").arg(name);
        return false;
    }
    m_createTableRequest = std::move(request).value();
    addStreamOfTheAccessPatterns(name, modelText);
    m_tableName = QString::fromUtf8(m_createTableRequest["TableName"].as_string().c_str());
    while (!items.atEnd()) {
        const QByteArray line = items.readLine().trimmed();
        if (line.isEmpty())
            continue;
        const boost::json::value entry = boost::json::parse(line.toStdString(), code);
        const auto *item = entry.is_object() ? entry.get_object().if_contains("Item") : nullptr;
        if (code || !item || !item->is_object()) {
            *error = tr("The example \"%1\" has an unreadable item.").arg(name);
            return false;
        }
        m_items.push_back(*item);
    }
    return true;
}

// A Workbench model holds no stream; the example's access patterns say which one it needs
// (the ecommerce example's order notifications read NEW_AND_OLD_IMAGES), and the inspector
// should show the example's changes from its first write.
void ExampleLoader::addStreamOfTheAccessPatterns(const QString &name,
                                                 const std::string &modelText)
{
    QFile patterns(examplePath(name, QStringLiteral("access-patterns.json")));
    if (!patterns.open(QIODevice::ReadOnly))
        return;
    const auto design = design::exampleDesign(modelText, patterns.readAll().toStdString());
    if (!design.ok() || design->tables.empty())
        return;
    const boost::json::object designed = design::createTableRequest(design->tables.front());
    if (const boost::json::value *stream = designed.if_contains("StreamSpecification"))
        m_createTableRequest["StreamSpecification"] = *stream;
}

void ExampleLoader::load(const QString &name)
{
    if (QString error; !readExample(name, &error)) {
        Q_EMIT failed(error);
        return;
    }
    findTable({});
}

void ExampleLoader::findTable(const std::string &exclusiveStartTableName)
{
    // ListTables rather than DescribeTable: a missing table is the usual case here, and it
    // should not show up in the call log as a failed request.
    boost::json::object request{{"Limit", 100}};
    if (!exclusiveStartTableName.empty())
        request["ExclusiveStartTableName"] = exclusiveStartTableName;
    m_session.call(QStringLiteral("ListTables"), std::move(request), this,
                   [this](const CallReply &reply) {
                       if (!reply.ok()) {
                           fail(reply);
                           return;
                       }
                       const std::string wanted = m_tableName.toStdString();
                       if (const auto *names = reply.response.if_contains("TableNames");
                           names && names->is_array())
                           for (const auto &name : names->get_array())
                               if (name.is_string() && name.get_string() == wanted) {
                                   Q_EMIT loaded(m_tableName); // keep what the user has in it
                                   return;
                               }
                       const auto *next = reply.response.if_contains("LastEvaluatedTableName");
                       if (next && next->is_string())
                           findTable(std::string(next->get_string()));
                       else
                           createTable(true);
                   });
}

void ExampleLoader::createTable(bool withIndexes)
{
    boost::json::object request = m_createTableRequest;
    if (!withIndexes)
        request.erase("GlobalSecondaryIndexes");
    m_session.call(QStringLiteral("CreateTable"), std::move(request), this,
                   [this, withIndexes](const CallReply &reply) {
                       // An endpoint without index support still gets the example's items.
                       if (!reply.ok() && withIndexes
                           && reply.error->kind == ErrorKind::ValidationException
                           && m_createTableRequest.contains("GlobalSecondaryIndexes"))
                           createTable(false);
                       else if (!reply.ok())
                           fail(reply);
                       else
                           writeItems(std::move(m_items));
                   });
}

void ExampleLoader::writeItems(boost::json::array items)
{
    auto *writer = new BatchWriter(m_session, m_tableName, this);
    for (const auto &item : items)
        if (item.is_object())
            writer->addPut(item.get_object());
    connect(writer, &BatchWriter::finished, this, [this, writer] {
        writer->deleteLater();
        Q_EMIT loaded(m_tableName);
    });
    connect(writer, &BatchWriter::failed, this, [this, writer](const CallError &error) {
        writer->deleteLater();
        Q_EMIT failed(errorDescription(error));
    });
    writer->start();
}

void ExampleLoader::fail(const CallReply &reply)
{
    Q_EMIT failed(errorDescription(*reply.error));
}

} // namespace tablesmith::gui
