#include "design/example_loader.h"

#include "common/error_text.h"

#include <boost/json/parse.hpp>

#include <QDir>
#include <QFile>

#include <set>

namespace tablesmith::gui {
namespace {

constexpr std::size_t kBatchWriteLimit = 25; // BatchWriteItem takes at most 25 requests
constexpr int kMaxBatchAttempts = 8;

QString examplePath(const QString &name, const QString &file)
{
    return QStringLiteral(":/examples/%1/%2").arg(name, file);
}

// Adds {"AttributeName","KeyType"} to `keySchema` and the attribute's definition once.
void addKey(const boost::json::value *key, const char *keyType, boost::json::array &keySchema,
            boost::json::array &definitions, std::set<std::string> &defined)
{
    if (!key || !key->is_object())
        return;
    const auto &object = key->get_object();
    const auto *name = object.if_contains("AttributeName");
    const auto *type = object.if_contains("AttributeType");
    if (!name || !name->is_string() || !type)
        return;
    keySchema.push_back(boost::json::object{{"AttributeName", *name}, {"KeyType", keyType}});
    if (defined.insert(std::string(name->get_string())).second)
        definitions.push_back(boost::json::object{{"AttributeName", *name},
                                                  {"AttributeType", *type}});
}

boost::json::array keySchemaOf(const boost::json::object &owner, boost::json::array &definitions,
                               std::set<std::string> &defined)
{
    boost::json::array keySchema;
    const auto *keys = owner.if_contains("KeyAttributes");
    if (!keys || !keys->is_object())
        return keySchema;
    addKey(keys->get_object().if_contains("PartitionKey"), "HASH", keySchema, definitions,
           defined);
    addKey(keys->get_object().if_contains("SortKey"), "RANGE", keySchema, definitions, defined);
    return keySchema;
}

} // namespace

boost::json::object createTableRequestFromModel(const boost::json::object &modelTable)
{
    boost::json::object request;
    boost::json::array definitions;
    std::set<std::string> defined;
    if (const auto *name = modelTable.if_contains("TableName"))
        request["TableName"] = *name;
    request["KeySchema"] = keySchemaOf(modelTable, definitions, defined);
    const auto *billing = modelTable.if_contains("BillingMode");
    request["BillingMode"] = billing && billing->is_string() ? *billing : "PAY_PER_REQUEST";
    if (const auto *indexes = modelTable.if_contains("GlobalSecondaryIndexes");
        indexes && indexes->is_array() && !indexes->get_array().empty()) {
        boost::json::array gsis;
        for (const auto &index : indexes->get_array()) {
            if (!index.is_object())
                continue;
            const auto &object = index.get_object();
            boost::json::object gsi;
            if (const auto *name = object.if_contains("IndexName"))
                gsi["IndexName"] = *name;
            gsi["KeySchema"] = keySchemaOf(object, definitions, defined);
            const auto *projection = object.if_contains("Projection");
            gsi["Projection"] = projection ? *projection
                                           : boost::json::object{{"ProjectionType", "ALL"}};
            gsis.push_back(std::move(gsi));
        }
        request["GlobalSecondaryIndexes"] = std::move(gsis);
    }
    request["AttributeDefinitions"] = std::move(definitions);
    return request;
}

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
    boost::system::error_code code;
    const boost::json::value parsed = boost::json::parse(model.readAll().toStdString(), code);
    const auto *tables = parsed.is_object() ? parsed.get_object().if_contains("DataModel")
                                            : nullptr;
    if (code || !tables || !tables->is_array() || tables->get_array().empty()
        || !tables->get_array().front().is_object()) {
        *error = tr("The example \"%1\" has no table in its model.").arg(name);
        return false;
    }
    m_createTableRequest = createTableRequestFromModel(tables->get_array().front().get_object());
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
                           writeItems(std::move(m_items), 0);
                   });
}

void ExampleLoader::writeItems(boost::json::array items, int attempt)
{
    if (items.empty()) {
        Q_EMIT loaded(m_tableName);
        return;
    }
    const std::size_t count = std::min(items.size(), kBatchWriteLimit);
    boost::json::array requests;
    for (std::size_t i = 0; i < count; ++i)
        requests.push_back(boost::json::object{{"PutRequest", {{"Item", items[i]}}}});
    boost::json::array rest(items.begin() + std::ptrdiff_t(count), items.end());
    boost::json::object request{
        {"RequestItems", {{m_tableName.toStdString(), std::move(requests)}}}};
    m_session.call(
        QStringLiteral("BatchWriteItem"), std::move(request), this,
        [this, rest = std::move(rest), attempt](const CallReply &reply) mutable {
            if (!reply.ok())
                return fail(reply);
            // Unprocessed writes go to the front of what is left, as the service asks.
            const auto *unprocessed = reply.response.if_contains("UnprocessedItems");
            const auto *mine = unprocessed && unprocessed->is_object()
                ? unprocessed->get_object().if_contains(m_tableName.toStdString())
                : nullptr;
            if (!mine || !mine->is_array() || mine->get_array().empty())
                return writeItems(std::move(rest), 0);
            if (attempt + 1 >= kMaxBatchAttempts) {
                Q_EMIT failed(tr("The engine kept some example items unprocessed."));
                return;
            }
            boost::json::array again;
            for (const auto &write : mine->get_array()) {
                const auto *put = write.is_object() ? write.get_object().if_contains("PutRequest")
                                                    : nullptr;
                const auto *item = put && put->is_object() ? put->get_object().if_contains("Item")
                                                           : nullptr;
                if (item)
                    again.push_back(*item);
            }
            again.insert(again.end(), rest.begin(), rest.end());
            writeItems(std::move(again), attempt + 1);
        });
}

void ExampleLoader::fail(const CallReply &reply)
{
    Q_EMIT failed(errorDescription(*reply.error));
}

} // namespace tablesmith::gui
