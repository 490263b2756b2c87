#pragma once
// ExampleLoader: creates a bundled example table (":/examples/<name>/") and loads its items,
// unless the database already has that table. The design comes from the example's NoSQL
// Workbench model, the items from its DynamoDB export (items.jsonl).

#include "session/session.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include <QObject>
#include <QStringList>

namespace tablesmith::gui {

class ExampleLoader : public QObject {
    Q_OBJECT
public:
    // Names of the examples shipped in the resources, e.g. "ecommerce".
    static QStringList available();

    explicit ExampleLoader(Session &session, QObject *parent = nullptr);

    // Starts loading; ends with loaded() or failed(). One load per loader.
    void load(const QString &name);

Q_SIGNALS:
    void loaded(const QString &tableName);
    void failed(const QString &message);

private:
    bool readExample(const QString &name, QString *error);
    void addStreamOfTheAccessPatterns(const QString &name, const std::string &modelText);
    void findTable(const std::string &exclusiveStartTableName);
    void createTable(bool withIndexes);
    void writeItems(boost::json::array items);
    void fail(const CallReply &reply);

    Session &m_session;
    QString m_tableName;
    boost::json::object m_createTableRequest;
    boost::json::array m_items;
};

} // namespace tablesmith::gui
