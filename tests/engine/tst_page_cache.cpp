// The layer over SQLite's page cache (engine/store/page_cache.h): commits that split B-tree pages
// no longer walk the whole cache, and every truncation that can drop pages still reaches
// SQLite's cache — a rolled-back transaction that grew the file leaves nothing stale behind,
// with a cache large or small.

#include "store/page_cache.h"

#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <map>
#include <random>
#include <string>

using tablesmith::store::pageCacheTruncations;

namespace {

// A file database in WAL mode, as the engine opens it, with one key/value table.
class Db {
public:
    Db(const QString &path, int cachePages)
    {
        QCOMPARE_EQ(sqlite3_open(path.toUtf8().constData(), &m_db), SQLITE_OK);
        exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA cache_size="
             + std::to_string(cachePages) + "; CREATE TABLE IF NOT EXISTS t (k BLOB PRIMARY "
             "KEY, v BLOB NOT NULL) WITHOUT ROWID");
    }
    ~Db() { sqlite3_close(m_db); }

    void exec(const std::string &sql)
    {
        char *message = nullptr;
        const int rc = sqlite3_exec(m_db, sql.c_str(), nullptr, nullptr, &message);
        const std::string text = message ? message : "";
        sqlite3_free(message);
        QVERIFY2(rc == SQLITE_OK, text.c_str());
    }

    void put(const std::string &key, const std::string &value)
    {
        sqlite3_stmt *s = nullptr;
        sqlite3_prepare_v2(m_db, "INSERT OR REPLACE INTO t VALUES (?1, ?2)", -1, &s, nullptr);
        sqlite3_bind_blob(s, 1, key.data(), int(key.size()), SQLITE_STATIC);
        sqlite3_bind_blob(s, 2, value.data(), int(value.size()), SQLITE_STATIC);
        QCOMPARE_EQ(sqlite3_step(s), SQLITE_DONE);
        sqlite3_finalize(s);
    }

    // Every row, and SQLite's own check of the file.
    std::map<std::string, std::string> rows(std::string &integrity)
    {
        std::map<std::string, std::string> out;
        sqlite3_stmt *s = nullptr;
        sqlite3_prepare_v2(m_db, "SELECT k, v FROM t", -1, &s, nullptr);
        while (sqlite3_step(s) == SQLITE_ROW) {
            auto text = [s](int c) {
                return std::string(static_cast<const char *>(sqlite3_column_blob(s, c)),
                                   std::size_t(sqlite3_column_bytes(s, c)));
            };
            out[text(0)] = text(1);
        }
        sqlite3_finalize(s);
        sqlite3_prepare_v2(m_db, "PRAGMA integrity_check", -1, &s, nullptr);
        if (sqlite3_step(s) == SQLITE_ROW)
            integrity = reinterpret_cast<const char *>(sqlite3_column_text(s, 0));
        sqlite3_finalize(s);
        return out;
    }

private:
    sqlite3 *m_db = nullptr;
};

// Keys in no order, so inserts land all over the B-tree and split pages as they fill.
std::string randomKey(std::mt19937 &random)
{
    return "key#" + std::to_string(random()) + "#" + std::to_string(random());
}

std::string valueFor(const std::string &key, int round)
{
    return key + "/" + std::to_string(round) + std::string(150, 'v');
}

} // namespace

class TestPageCache : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void splittingCommitsSkipTruncation();
    void rolledBackGrowthLeavesNothingStale_data();
    void rolledBackGrowthLeavesNothingStale();

private:
    QTemporaryDir m_dir;
};

void TestPageCache::initTestCase()
{
    tablesmith::store::installPageCache(); // before SQLite's first use, as the engine does
    QVERIFY(m_dir.isValid());
}

// Each commit of 2,000 scattered inserts splits pages now and then; SQLite's cache used to walk
// its whole hash table at each such commit. Now none of these commits truncates.
void TestPageCache::splittingCommitsSkipTruncation()
{
    Db db(m_dir.filePath("split.db"), -65536);
    std::mt19937 random(7);
    const auto before = pageCacheTruncations();
    for (int i = 0; i < 2000; ++i) {
        const std::string key = randomKey(random);
        db.put(key, valueFor(key, 0));
    }
    const auto after = pageCacheTruncations();
    QCOMPARE_EQ(after.passedOn, before.passedOn);
    QCOMPARE_GE(after.skipped - before.skipped, 2000u);
    std::string integrity;
    QCOMPARE_EQ(db.rows(integrity).size(), 2000u);
    QCOMPARE(integrity, "ok");
}

void TestPageCache::rolledBackGrowthLeavesNothingStale_data()
{
    QTest::addColumn<int>("cachePages");
    QTest::addColumn<bool>("inMemory");
    QTest::newRow("large cache") << -65536 << false;
    QTest::newRow("ten pages") << 10 << false; // pages are evicted and reread all the time
    QTest::newRow("in memory") << -65536 << true; // the cache holds the only copy
}

// Transactions that grow the file and roll back, between ones that commit: the pages the
// rolled-back ones added must leave the cache, or the next growth would find their old content.
void TestPageCache::rolledBackGrowthLeavesNothingStale()
{
    QFETCH(int, cachePages);
    QFETCH(bool, inMemory);
    Db db(inMemory ? QStringLiteral(":memory:")
                   : m_dir.filePath(QStringLiteral("rollback%1.db").arg(cachePages)),
          cachePages);
    std::mt19937 random(11);
    std::map<std::string, std::string> expected;
    const auto before = pageCacheTruncations();
    for (int round = 0; round < 30; ++round) {
        const bool commit = round % 3 != 1;
        db.exec("BEGIN");
        std::map<std::string, std::string> written;
        for (int i = 0; i < 150; ++i) {
            const std::string key = randomKey(random);
            written[key] = valueFor(key, round);
            db.put(key, written[key]);
        }
        db.exec(commit ? "COMMIT" : "ROLLBACK");
        if (commit)
            expected.merge(written);
    }
    std::string integrity;
    const auto rows = db.rows(integrity);
    QCOMPARE(integrity, "ok");
    QCOMPARE_EQ(rows.size(), expected.size());
    QVERIFY(rows == expected);
    QCOMPARE_GT(pageCacheTruncations().passedOn, before.passedOn); // the rollbacks truncated
}

QTEST_GUILESS_MAIN(TestPageCache)
#include "tst_page_cache.moc"
