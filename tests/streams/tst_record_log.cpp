// The stream record log of a file database (engine/streams/record_log.h): records survive
// reopening; a group whose transaction never committed is dropped on open; a torn tail is cut
// off; a log left by another database of the same path is not taken for this one's; records of
// the older format (a SQLite table) move into the log; trimmed space is given back.

#include "stream_test_support.h"

#include <tablesmith/database_testing.h>

#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <filesystem>
#include <fstream>

using namespace streamtest;
namespace fs = std::filesystem;

namespace {

// A file database on the fake clock; reopened at will.
struct FileDatabase {
    std::string path;
    std::unique_ptr<Database> db;
    std::shared_ptr<std::atomic<std::int64_t>> nowMs =
        std::make_shared<std::atomic<std::int64_t>>(kStartMs);

    explicit FileDatabase(std::string file) : path(std::move(file)) { open(); }

    void open()
    {
        tablesmith::DatabaseOptions options;
        options.path = path;
        auto opened = Database::open(options);
        QVERIFY2(opened, opened ? "" : opened.error().message.c_str());
        db = std::move(*opened);
        auto now = nowMs;
        TEST_setClock(*db, [now] {
            return std::chrono::system_clock::time_point(std::chrono::milliseconds(now->load()));
        });
        TEST_setTimeToLiveSweepInterval(*db, std::chrono::milliseconds(0));
    }
    void close() { db.reset(); }
    void reopen()
    {
        close();
        open();
    }

    json::object call(std::string_view op, std::string_view request)
    {
        auto result = db->call(op, json::parse(request).as_object());
        if (!result)
            qFatal("%s failed: %s", std::string(op).c_str(), errorText(result).c_str());
        return std::move(*result);
    }

    std::string streamArn()
    {
        return std::string(call("DescribeTable", R"({"TableName": "orders"})")
                               .at("Table").at("LatestStreamArn").as_string());
    }

    // Every record of the table's stream, from the trim horizon: "EVENT PK status".
    std::vector<std::string> records()
    {
        const std::string arn = streamArn();
        auto stream = call("DescribeStream", R"({"StreamArn": ")" + arn + "\"}");
        const std::string shard(stream.at("StreamDescription").at("Shards").at(0)
                                    .at("ShardId").as_string());
        auto iterator = call("GetShardIterator",
                             R"({"StreamArn": ")" + arn + R"(", "ShardId": ")" + shard
                                 + R"(", "ShardIteratorType": "TRIM_HORIZON"})");
        std::string next(iterator.at("ShardIterator").as_string());
        std::vector<std::string> seen;
        for (;;) {
            auto page = call("GetRecords", R"({"ShardIterator": ")" + next + "\"}");
            const json::array &records = page.at("Records").as_array();
            for (const json::value &record : records) {
                const json::object &change = record.at("dynamodb").as_object();
                std::string line = std::string(record.at("eventName").as_string()) + " "
                                   + std::string(change.at("Keys").at("PK").at("S").as_string());
                const json::value *image = change.if_contains("NewImage");
                if (image)
                    line += " " + std::string(image->at("status").at("S").as_string());
                seen.push_back(line);
            }
            if (records.empty())
                return seen;
            next = std::string(page.at("NextShardIterator").as_string());
        }
    }

    void put(std::string_view pk, std::string_view status)
    {
        call("PutItem", putRequest("orders", pk, "1", status));
    }
};

// A NEW_IMAGE stream table with the two items of kTwoPuts, the database closed.
void putTwoAndClose(FileDatabase &t)
{
    t.call("CreateTable", createTableRequest("orders", "NEW_IMAGE"));
    t.put("A", "NEW");
    t.put("B", "NEW");
    t.close();
}

void copyFile(const std::string &from, const std::string &to)
{
    fs::copy_file(from, to, fs::copy_options::overwrite_existing);
}

void runSql(const std::string &path, const char *sql)
{
    sqlite3 *db = nullptr;
    QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    char *error = nullptr;
    const int rc = sqlite3_exec(db, sql, nullptr, nullptr, &error);
    const std::string message = error ? error : "";
    sqlite3_free(error);
    sqlite3_close(db);
    QVERIFY2(rc == SQLITE_OK, message.c_str());
}

std::int64_t queryInteger(const std::string &path, const char *sql)
{
    sqlite3 *db = nullptr;
    sqlite3_open(path.c_str(), &db);
    sqlite3_stmt *statement = nullptr;
    std::int64_t value = -1;
    if (sqlite3_prepare_v2(db, sql, -1, &statement, nullptr) == SQLITE_OK
        && sqlite3_step(statement) == SQLITE_ROW)
        value = sqlite3_column_int64(statement, 0);
    sqlite3_finalize(statement);
    sqlite3_close(db);
    return value;
}

const std::vector<std::string> kTwoPuts{"INSERT A NEW", "INSERT B NEW"};

} // namespace

class TestRecordLog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() { QVERIFY(m_dir.isValid()); }
    void recordsSurviveReopen();
    void uncommittedLastGroupDropped();
    void committedLastGroupKept();
    void tornTailCutOff();
    void logOfAnotherDatabaseIgnored();
    void olderFormatRecordsMoveIntoLog();
    void trimmedSpaceGivenBack();
    void disabledStreamKeepsLastGroup();
    void tokenMadeOnOpen();

private:
    std::string file(const char *name) const { return m_dir.filePath(name).toStdString(); }
    QTemporaryDir m_dir;
};

void TestRecordLog::recordsSurviveReopen()
{
    FileDatabase t(file("reopen.db"));
    t.call("CreateTable", createTableRequest("orders", "NEW_AND_OLD_IMAGES"));
    t.put("A", "NEW");
    t.put("B", "NEW");
    t.reopen();
    QCOMPARE(t.records(), kTwoPuts);
    t.put("A", "PAID"); // sequence numbers go on after the reopened log's
    t.reopen();
    QCOMPARE(t.records(), (std::vector<std::string>{"INSERT A NEW", "INSERT B NEW",
                                                    "MODIFY A PAID"}));
}

// The process died after the log was written and before SQLite committed: on open, the item
// is not as the record says, so the record goes. A power cut without --durable can lose the
// last few commits: their groups go too, back to the last one that committed.
void TestRecordLog::uncommittedLastGroupDropped()
{
    const std::string path = file("uncommitted.db");
    FileDatabase t(path);
    putTwoAndClose(t);
    copyFile(path, path + ".before"); // the database before the next write
    t.open();
    t.put("C", "NEW");
    t.put("A", "PAID");
    t.close();
    // The writes' log groups stay; their SQLite commits are undone.
    copyFile(path + ".before", path);
    fs::remove(path + "-wal");
    fs::remove(path + "-shm");
    t.open();
    QCOMPARE(t.records(), kTwoPuts);
    QVERIFY(!t.call("GetItem", keyRequest("orders", "C", "1")).contains("Item"));
    t.put("C", "LATER"); // the log goes on where the dropped group was
    t.reopen();
    QCOMPARE(t.records(), (std::vector<std::string>{"INSERT A NEW", "INSERT B NEW",
                                                    "INSERT C LATER"}));
}

// The process died after the commit, before the response: the record is as good as the item.
void TestRecordLog::committedLastGroupKept()
{
    FileDatabase t(file("committed.db"));
    t.call("CreateTable", createTableRequest("orders", "KEYS_ONLY"));
    t.put("A", "NEW");
    t.call("DeleteItem", keyRequest("orders", "A", "1"));
    t.reopen(); // the last group is a deletion: the item is gone, so it committed
    QCOMPARE(t.records(), (std::vector<std::string>{"INSERT A", "REMOVE A"}));
}

void TestRecordLog::tornTailCutOff()
{
    const std::string path = file("torn.db");
    FileDatabase t(path);
    putTwoAndClose(t);
    const auto size = fs::file_size(path + "-streams");
    {
        std::ofstream log(path + "-streams", std::ios::binary | std::ios::app);
        log << "TSG1 half a group that never finished";
    }
    t.open();
    QCOMPARE(t.records(), kTwoPuts);
    QCOMPARE(fs::file_size(path + "-streams"), size);
    t.put("C", "NEW");
    t.reopen();
    QCOMPARE(t.records().size(), 3u);
}

void TestRecordLog::logOfAnotherDatabaseIgnored()
{
    const std::string path = file("reused.db");
    FileDatabase t(path);
    putTwoAndClose(t);
    // The database is deleted, its log forgotten; a new one takes the path.
    fs::remove(path);
    fs::remove(path + "-wal");
    fs::remove(path + "-shm");
    t.open();
    t.call("CreateTable", createTableRequest("orders", "NEW_IMAGE"));
    t.put("Z", "NEW");
    QCOMPARE(t.records(), std::vector<std::string>{"INSERT Z NEW"});
    t.reopen();
    QCOMPARE(t.records(), std::vector<std::string>{"INSERT Z NEW"});
}

void TestRecordLog::olderFormatRecordsMoveIntoLog()
{
    const std::string path = file("older.db");
    FileDatabase t(path);
    t.call("CreateTable", createTableRequest("orders", "NEW_IMAGE"));
    const std::string arn = t.streamArn();
    t.close();
    // What a database of the older format holds: its records in a SQLite table, no log.
    fs::remove(path + "-streams");
    runSql(path,
           "DELETE FROM tablesmith_stream_log;"
           "CREATE TABLE tablesmith_stream_records (seq INTEGER PRIMARY KEY, "
           "stream_id INTEGER NOT NULL, event_name TEXT NOT NULL, created_ms INTEGER NOT NULL, "
           "keys TEXT NOT NULL, new_image TEXT, old_image TEXT, size INTEGER NOT NULL, "
           "by_service INTEGER NOT NULL);"
           "INSERT INTO tablesmith_stream_records VALUES (1, 1, 'INSERT', 1700000000000, "
           "'{\"PK\":{\"S\":\"OLD\"},\"SK\":{\"S\":\"1\"}}', "
           "'{\"PK\":{\"S\":\"OLD\"},\"SK\":{\"S\":\"1\"},\"status\":{\"S\":\"KEPT\"}}', "
           "NULL, 40, 0);");
    t.open();
    QCOMPARE(t.records(), std::vector<std::string>{"INSERT OLD KEPT"});
    t.put("A", "NEW");
    t.reopen();
    QCOMPARE(t.records(), (std::vector<std::string>{"INSERT OLD KEPT", "INSERT A NEW"}));
    QCOMPARE(t.streamArn(), arn);
}

void TestRecordLog::trimmedSpaceGivenBack()
{
    const std::string path = file("trim.db");
    FileDatabase t(path);
    t.call("CreateTable", createTableRequest("orders", "NEW_IMAGE"));
    const std::string padding(8000, 'x');
    for (int i = 0; i < 800; ++i) // ~6.4 MB of records
        t.put("P" + std::to_string(i), padding);
    QVERIFY(fs::file_size(path + "-streams") > 6'000'000);
    t.nowMs->fetch_add(25 * kHourMs);
    t.put("LAST", "NEW");
    QCOMPARE(t.records(), std::vector<std::string>{"INSERT LAST NEW"});
    QVERIFY2(fs::file_size(path + "-streams") < 100'000,
             std::to_string(fs::file_size(path + "-streams")).c_str());
    t.reopen();
    QCOMPARE(t.records(), std::vector<std::string>{"INSERT LAST NEW"});
    t.put("NEXT", "NEW");
    QCOMPARE(t.records(), (std::vector<std::string>{"INSERT LAST NEW", "INSERT NEXT NEW"}));
}

// After a stream is disabled, its table's items change without records; the log's last group
// (written while the stream was on) must not then look uncommitted on open.
void TestRecordLog::disabledStreamKeepsLastGroup()
{
    FileDatabase t(file("disabled.db"));
    t.call("CreateTable", createTableRequest("orders", "NEW_IMAGE"));
    t.put("A", "NEW");
    const std::string arn = t.streamArn();
    t.call("UpdateTable", R"({"TableName": "orders", "StreamSpecification": )"
                          R"({"StreamEnabled": false}})");
    t.put("A", "CHANGED"); // no record: the stream is off
    t.reopen();
    auto stream = t.call("DescribeStream", R"({"StreamArn": ")" + arn + "\"}");
    const std::string shard(stream.at("StreamDescription").at("Shards").at(0)
                                .at("ShardId").as_string());
    auto iterator = t.call("GetShardIterator", R"({"StreamArn": ")" + arn + R"(", "ShardId": ")"
                                                   + shard
                                                   + R"(", "ShardIteratorType": "TRIM_HORIZON"})");
    auto page = t.call("GetRecords", R"({"ShardIterator": ")"
                                         + std::string(iterator.at("ShardIterator").as_string())
                                         + "\"}");
    QCOMPARE(page.at("Records").as_array().size(), 1u);
}

// The log's token is written when the database opens, on its own: written inside the first
// operation that needed it (a CreateTable or UpdateTable with a stream), a rollback of that
// operation took the token with it while the log went on naming it, and the next open threw
// the log away as another database's.
void TestRecordLog::tokenMadeOnOpen()
{
    const std::string path = file("token.db");
    FileDatabase t(path);
    t.close();
    QCOMPARE(queryInteger(path, "SELECT count(*) FROM tablesmith_stream_log"), 1);
}

QTEST_GUILESS_MAIN(TestRecordLog)
#include "tst_record_log.moc"
