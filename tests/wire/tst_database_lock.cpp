// One database file, one process, across processes: tablesmith-server holds its --db file, and
// a second tablesmith-server on it (serving, or headless --import / --export) is refused with
// the holder's pid and URL; a SIGKILLed holder leaves no stale lock; a failed --import into a
// new file leaves no file behind.

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

namespace {

struct Run {
    int exitCode;
    QString out;
    QString err;
};

Run runServer(const QStringList &arguments)
{
    QProcess server;
    server.start(TABLESMITH_SERVER_PATH, arguments);
    if (!server.waitForFinished(60000))
        return {-1, {}, {}};
    return {server.exitCode(), QString::fromUtf8(server.readAllStandardOutput()),
            QString::fromUtf8(server.readAllStandardError())};
}

// Starts a server on `db` and returns its URL from the banner (empty on failure).
QString startServer(QProcess &server, const QString &db)
{
    server.start(TABLESMITH_SERVER_PATH, {"--db", db, "--port", "0"});
    if (!server.waitForStarted() || !server.waitForReadyRead(20000))
        return {};
    const QString banner = QString::fromUtf8(server.readLine()).trimmed();
    return QRegularExpression(R"(on (http://127\.0\.0\.1:\d+) )").match(banner).captured(1);
}

void writeFile(const QString &path, const QByteArray &contents)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(contents);
}

} // namespace

class TestDatabaseLock : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void secondProcessIsRefused_data();
    void secondProcessIsRefused();
    void killedHolderLeavesNoStaleLock();
    void failedImportIntoNewFileLeavesNothing();
    void foreignFileIsRefused();
};

void TestDatabaseLock::secondProcessIsRefused_data()
{
    QTest::addColumn<QStringList>("arguments"); // after --db FILE
    QTest::newRow("serve") << QStringList{"--port", "0"};
    QTest::newRow("import") << QStringList{"--import", "DATA", "--table", "orders"};
    QTest::newRow("export") << QStringList{"--export", "orders", "OUT"};
}

void TestDatabaseLock::secondProcessIsRefused()
{
    QFETCH(QStringList, arguments);
    QTemporaryDir dir;
    const QString db = dir.filePath("shared.tsdb");
    writeFile(dir.filePath("data.jsonl"), "{\"Item\": {\"PK\": {\"S\": \"a\"}}}\n");
    arguments.replaceInStrings("DATA", dir.filePath("data.jsonl"));
    arguments.replaceInStrings("OUT", dir.filePath("out.jsonl"));

    QProcess holder;
    const QString url = startServer(holder, db);
    QVERIFY2(!url.isEmpty(), qPrintable(holder.readAllStandardError()));
    Run second = runServer(QStringList{"--db", db} + arguments);
    QCOMPARE(second.exitCode, 1);
    const QString expected = QStringLiteral("tablesmith-server: %1 is already open in another "
                                            "Tablesmith process (pid %2), which serves it at %3.")
                                 .arg(db)
                                 .arg(holder.processId())
                                 .arg(url);
    QVERIFY2(second.err.startsWith(expected), qPrintable(second.err + "\nexpected: " + expected));
    QVERIFY(!QFile::exists(dir.filePath("out.jsonl")));

    holder.terminate();
    QVERIFY(holder.waitForFinished(10000));
    QCOMPARE(holder.exitCode(), 0);
    // Released at exit: the file is free again, and no lock file stays behind.
    QVERIFY(!QFile::exists(db + "-lock"));
    Run after = runServer({"--db", db, "--export", "nothing", dir.filePath("x.jsonl")});
    QVERIFY2(!after.err.contains("already open"), qPrintable(after.err));
}

void TestDatabaseLock::killedHolderLeavesNoStaleLock()
{
    QTemporaryDir dir;
    const QString db = dir.filePath("crashed.tsdb");
    QProcess holder;
    QVERIFY(!startServer(holder, db).isEmpty());
    ::kill(static_cast<pid_t>(holder.processId()), SIGKILL);
    QVERIFY(holder.waitForFinished(10000));
    QCOMPARE(holder.exitStatus(), QProcess::CrashExit);
    QVERIFY(QFile::exists(db + "-lock")); // left behind, but nobody holds it

    QProcess next;
    const QString url = startServer(next, db);
    QVERIFY2(!url.isEmpty(), qPrintable(next.readAllStandardError()));
    Run refused = runServer({"--db", db, "--port", "0"});
    QVERIFY2(refused.err.contains(QStringLiteral("(pid %1)").arg(next.processId())),
             qPrintable(refused.err));
    next.terminate();
    QVERIFY(next.waitForFinished(10000));
}

void TestDatabaseLock::failedImportIntoNewFileLeavesNothing()
{
    QTemporaryDir dir;
    const QString db = dir.filePath("new.tsdb");
    writeFile(dir.filePath("broken.model.json"), "{\n  \"DataModel\": [\n");
    Run failed = runServer({"--db", db, "--import", dir.filePath("broken.model.json")});
    QCOMPARE(failed.exitCode, 1);
    QVERIFY2(failed.err.contains(db + " was not kept"), qPrintable(failed.err));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"broken.model.json"});

    // An existing file keeps what it had when an import into it fails.
    QVERIFY(runServer({"--db", db, "--export", "none", dir.filePath("x.jsonl")}).exitCode == 1);
    QVERIFY(QFile::exists(db));
    Run again = runServer({"--db", db, "--import", dir.filePath("broken.model.json")});
    QCOMPARE(again.exitCode, 1);
    QVERIFY(QFile::exists(db));
}

void TestDatabaseLock::foreignFileIsRefused()
{
    QTemporaryDir dir;
    const QString notes = dir.filePath("notes.txt");
    writeFile(notes, "not a database\n");
    Run run = runServer({"--db", notes, "--port", "0"});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(notes + " is not a Tablesmith database (not an SQLite database)"),
             qPrintable(run.err));
    QFile file(notes);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("not a database\n"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"notes.txt"});
}

QTEST_GUILESS_MAIN(TestDatabaseLock)
#include "tst_database_lock.moc"
