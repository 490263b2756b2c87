// bench_engine: in-process PutItem / GetItem / Query / Scan through tablesmith::Database against
// raw SQLite doing the equivalent statements on the same shape of rows, in the same run, and
// prints the ratio. A benchmark, not a test: it measures and prints, it never fails for being slow.
//
//   bench_engine [--items N] [--quick] [--seconds S] [--rounds R] [--dir DIR] [--only OP]
//                [--disk-only]
//
// Both sides use a file in DIR (default /tmp) with WAL and synchronous=NORMAL, and the engine's
// other pragmas, so the comparison is of code paths, not of configuration.

#include <tablesmith/database.h>

#include <boost/json.hpp>
#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;
namespace json = boost::json;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kItemsPerPartition = 20; // a Query page of 10 is half a partition
constexpr int kItemJsonBytes = 200;    // the item's DynamoDB JSON, as a client sends it
constexpr int kPageSize = 10;
constexpr int kScanPage = 100; // a Scan page: Limit 100, each resuming where the last ended
constexpr size_t kRequestPool = 8192; // distinct prebuilt requests cycled through while timing
constexpr const char *kTable = "bench";

struct Options {
    std::int64_t items = 1'000'000;
    double seconds = 2.0;
    int rounds = 3;
    std::string dir = "/tmp";
    bool diskOnly = false;
    std::string only; // one op, e.g. for a profiler
};

[[noreturn]] void fail(const std::string &message)
{
    std::cerr << "bench_engine: " << message << '\n';
    std::exit(1);
}

Options parseOptions(int argc, char **argv)
{
    Options o;
    bool quick = false;
    std::optional<std::int64_t> items;
    std::optional<double> seconds;
    for (int i = 1; i < argc; ++i) {
        std::string_view a = argv[i];
        auto next = [&]() -> std::string {
            if (i + 1 >= argc)
                fail("missing value after " + std::string(a));
            return argv[++i];
        };
        if (a == "--items")
            items = std::stoll(next());
        else if (a == "--quick")
            quick = true;
        else if (a == "--seconds")
            seconds = std::stod(next());
        else if (a == "--rounds")
            o.rounds = std::max(1, std::stoi(next()));
        else if (a == "--dir")
            o.dir = next();
        else if (a == "--disk-only")
            o.diskOnly = true;
        else if (a == "--only")
            o.only = next();
        else if (a == "--help" || a == "-h") {
            std::cout << "usage: bench_engine [--items N] [--quick] [--seconds S] [--rounds R]"
                         " [--dir DIR] [--only PutItem|GetItem|Query|Scan] [--disk-only]\n";
            std::exit(0);
        } else
            fail("unknown argument " + std::string(a));
    }
    if (quick) {
        o.items = 100'000;
        o.seconds = 1.0;
    }
    if (items)
        o.items = *items;
    if (seconds)
        o.seconds = *seconds;
    if (o.items < kItemsPerPartition)
        fail("--items must be at least " + std::to_string(kItemsPerPartition));
    return o;
}

// Item i lives in partition i / 20 with sort key i % 20.
std::string partitionKey(std::int64_t i)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "p%08lld", static_cast<long long>(i / kItemsPerPartition));
    return buf;
}

std::string sortKey(std::int64_t i)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "s%02lld", static_cast<long long>(i % kItemsPerPartition));
    return buf;
}

json::object keyOf(std::int64_t i)
{
    return {{"PK", {{"S", partitionKey(i)}}}, {"SK", {{"S", sortKey(i)}}}};
}

// Pads the "data" attribute so the serialised item is exactly kItemJsonBytes.
json::object itemOf(std::int64_t i, char fill)
{
    json::object item = keyOf(i);
    item["data"] = json::object{{"S", ""}};
    const size_t bare = json::serialize(item).size();
    item["data"].as_object()["S"] = std::string(kItemJsonBytes - bare, fill);
    return item;
}

std::uint64_t mix64(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

// The same pseudo-random key sequence for both sides.
std::vector<std::int64_t> randomItems(std::int64_t items, size_t count, std::uint64_t seed)
{
    std::vector<std::int64_t> out(count);
    for (size_t k = 0; k < count; ++k)
        out[k] = static_cast<std::int64_t>(mix64(seed + k) % static_cast<std::uint64_t>(items));
    return out;
}

// The database with its WAL and shared-memory files, if any are left.
void fileSizes(const std::string &path, std::uintmax_t &total)
{
    total = 0;
    for (const char *suffix : {"", "-wal", "-shm"}) {
        std::error_code ec;
        auto size = fs::file_size(path + suffix, ec);
        if (!ec)
            total += size;
    }
}

// ---------------------------------------------------------------------------------------------
// Raw SQLite baseline: the engine's row shape, prepared statements, nothing else.

// A row's key as the baseline binds it; built before timing, like the engine's requests.
struct RowKey {
    std::int64_t hash;
    std::string partitionKey;
    std::string sortKey;
};

// Stands in for the engine's partition hash.
RowKey rowKey(std::int64_t i)
{
    std::string pk = partitionKey(i);
    const auto hash = static_cast<std::int64_t>(mix64(std::hash<std::string>{}(pk)) >> 1);
    return {hash, std::move(pk), sortKey(i)};
}

class SqliteBaseline {
public:
    explicit SqliteBaseline(const std::string &path)
    {
        if (sqlite3_open_v2(path.c_str(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
                                                     | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK)
            fail("cannot open " + path);
        exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=OFF;"
             "PRAGMA temp_store=MEMORY; PRAGMA cache_size=-65536;");
        exec("CREATE TABLE IF NOT EXISTS items (hash INTEGER NOT NULL, pk BLOB NOT NULL, "
             "sk BLOB NOT NULL, item BLOB NOT NULL, size INTEGER NOT NULL, "
             "PRIMARY KEY (hash, pk, sk)) WITHOUT ROWID");
        m_begin = prepare("BEGIN IMMEDIATE");
        m_commit = prepare("COMMIT");
        m_put = prepare("INSERT OR REPLACE INTO items (hash, pk, sk, item, size) "
                        "VALUES (?1, ?2, ?3, ?4, ?5)");
        m_get = prepare("SELECT item, size FROM items WHERE hash = ?1 AND pk = ?2 AND sk = ?3");
        m_query = prepare("SELECT sk, item, size FROM items WHERE hash = ?1 AND pk = ?2 "
                          "ORDER BY sk ASC LIMIT ?3");
        m_scan = prepare("SELECT hash, pk, sk, item, size FROM items WHERE (hash, pk, sk) > "
                         "(?1, ?2, ?3) ORDER BY hash, pk, sk LIMIT ?4");
    }
    ~SqliteBaseline()
    {
        for (sqlite3_stmt *s : {m_begin, m_commit, m_put, m_get, m_query, m_scan})
            sqlite3_finalize(s);
        sqlite3_close(m_db);
    }

    void load(std::int64_t items)
    {
        exec("BEGIN");
        for (std::int64_t i = 0; i < items; ++i)
            put(rowKey(i), json::serialize(itemOf(i, 'x')));
        exec("COMMIT");
    }

    // One transaction per write, as the engine does.
    void putInTransaction(const RowKey &key, const std::string &item)
    {
        step(m_begin);
        put(key, item);
        step(m_commit);
    }

    bool get(const RowKey &key, std::string &out)
    {
        bindKey(m_get, key);
        bindBlob(m_get, 3, key.sortKey);
        bool found = sqlite3_step(m_get) == SQLITE_ROW;
        if (found)
            out.assign(static_cast<const char *>(sqlite3_column_blob(m_get, 0)),
                       static_cast<size_t>(sqlite3_column_bytes(m_get, 0)));
        sqlite3_reset(m_get);
        return found;
    }

    int query(const RowKey &key, std::vector<std::string> &out)
    {
        bindKey(m_query, key);
        sqlite3_bind_int(m_query, 3, kPageSize);
        out.clear();
        while (sqlite3_step(m_query) == SQLITE_ROW)
            out.emplace_back(static_cast<const char *>(sqlite3_column_blob(m_query, 1)),
                             static_cast<size_t>(sqlite3_column_bytes(m_query, 1)));
        sqlite3_reset(m_query);
        return static_cast<int>(out.size());
    }

    // The next page of a table scan in key order, from where the last page ended (starting
    // over at the end), as a resumed Scan reads it.
    int scan(std::vector<std::string> &out)
    {
        sqlite3_bind_int64(m_scan, 1, m_scanFrom.hash);
        bindBlob(m_scan, 2, m_scanFrom.partitionKey);
        bindBlob(m_scan, 3, m_scanFrom.sortKey);
        sqlite3_bind_int(m_scan, 4, kScanPage);
        out.clear();
        while (sqlite3_step(m_scan) == SQLITE_ROW) {
            out.emplace_back(static_cast<const char *>(sqlite3_column_blob(m_scan, 3)),
                             static_cast<size_t>(sqlite3_column_bytes(m_scan, 3)));
            m_scanFrom.hash = sqlite3_column_int64(m_scan, 0);
            m_scanFrom.partitionKey.assign(
                static_cast<const char *>(sqlite3_column_blob(m_scan, 1)),
                static_cast<size_t>(sqlite3_column_bytes(m_scan, 1)));
            m_scanFrom.sortKey.assign(static_cast<const char *>(sqlite3_column_blob(m_scan, 2)),
                                      static_cast<size_t>(sqlite3_column_bytes(m_scan, 2)));
        }
        sqlite3_reset(m_scan);
        if (out.size() < static_cast<size_t>(kScanPage))
            m_scanFrom = RowKey{INT64_MIN, {}, {}};
        return static_cast<int>(out.size());
    }

private:
    void exec(const char *sql)
    {
        char *error = nullptr;
        if (sqlite3_exec(m_db, sql, nullptr, nullptr, &error) != SQLITE_OK)
            fail(std::string("sqlite: ") + (error ? error : "?"));
    }
    sqlite3_stmt *prepare(const char *sql)
    {
        sqlite3_stmt *s = nullptr;
        if (sqlite3_prepare_v2(m_db, sql, -1, &s, nullptr) != SQLITE_OK)
            fail(std::string("sqlite: ") + sqlite3_errmsg(m_db));
        return s;
    }
    void step(sqlite3_stmt *s)
    {
        if (sqlite3_step(s) != SQLITE_DONE)
            fail(std::string("sqlite: ") + sqlite3_errmsg(m_db));
        sqlite3_reset(s);
    }
    static void bindBlob(sqlite3_stmt *s, int index, const std::string &bytes)
    {
        sqlite3_bind_blob(s, index, bytes.data(), static_cast<int>(bytes.size()), SQLITE_STATIC);
    }
    static void bindKey(sqlite3_stmt *s, const RowKey &key)
    {
        sqlite3_bind_int64(s, 1, key.hash);
        bindBlob(s, 2, key.partitionKey);
    }
    void put(const RowKey &key, const std::string &item)
    {
        bindKey(m_put, key);
        bindBlob(m_put, 3, key.sortKey);
        bindBlob(m_put, 4, item);
        sqlite3_bind_int(m_put, 5, static_cast<int>(item.size()));
        step(m_put);
    }

    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_begin = nullptr, *m_commit = nullptr, *m_put = nullptr, *m_get = nullptr,
                 *m_query = nullptr, *m_scan = nullptr;
    RowKey m_scanFrom{INT64_MIN, {}, {}};
};

// ---------------------------------------------------------------------------------------------
// Engine side.

json::object call(tablesmith::Database &db, std::string_view op, const json::object &request)
{
    auto result = db.call(op, request);
    if (!result)
        fail(std::string(op) + ": " + result.error().message);
    return std::move(result).value();
}

void createTable(tablesmith::Database &db)
{
    call(db, "CreateTable",
         {{"TableName", kTable},
          {"BillingMode", "PAY_PER_REQUEST"},
          {"AttributeDefinitions",
           json::array{json::object{{"AttributeName", "PK"}, {"AttributeType", "S"}},
                       json::object{{"AttributeName", "SK"}, {"AttributeType", "S"}}}},
          {"KeySchema", json::array{json::object{{"AttributeName", "PK"}, {"KeyType", "HASH"}},
                                    json::object{{"AttributeName", "SK"},
                                                 {"KeyType", "RANGE"}}}}});
}

void loadEngine(tablesmith::Database &db, std::int64_t items)
{
    for (std::int64_t first = 0; first < items; first += 25) {
        json::array writes;
        for (std::int64_t i = first; i < std::min(items, first + 25); ++i)
            writes.push_back(json::object{{"PutRequest", {{"Item", itemOf(i, 'x')}}}});
        json::object response =
            call(db, "BatchWriteItem", {{"RequestItems", {{kTable, std::move(writes)}}}});
        auto *unprocessed = response.if_contains("UnprocessedItems");
        if (unprocessed && unprocessed->is_object() && !unprocessed->as_object().empty())
            fail("BatchWriteItem left unprocessed items");
    }
}

json::object getRequest(std::int64_t i)
{
    return {{"TableName", kTable}, {"Key", keyOf(i)}};
}

json::object putRequest(std::int64_t i)
{
    return {{"TableName", kTable}, {"Item", itemOf(i, 'y')}};
}

// Scan pages that follow each other through the table, starting over at its end.
class EngineScan {
public:
    explicit EngineScan(tablesmith::Database &db) : m_db(db) {}
    std::int64_t next()
    {
        json::object request{{"TableName", kTable}, {"Limit", kScanPage}};
        if (!m_start.is_null())
            request["ExclusiveStartKey"] = m_start;
        json::object page = call(m_db, "Scan", request);
        const json::value *last = page.if_contains("LastEvaluatedKey");
        m_start = last ? *last : json::value();
        return page.at("Count").to_number<std::int64_t>();
    }

private:
    tablesmith::Database &m_db;
    json::value m_start;
};

json::object queryRequest(std::int64_t i)
{
    return {{"TableName", kTable},
            {"KeyConditionExpression", "PK = :pk"},
            {"ExpressionAttributeValues", {{":pk", {{"S", partitionKey(i)}}}}},
            {"Limit", kPageSize}};
}

// ---------------------------------------------------------------------------------------------
// Timing and report.

// Runs op(k) for k = 0, 1, 2, … for about `seconds`; returns operations per second.
double rate(double seconds, const std::function<void(size_t)> &op)
{
    const auto start = Clock::now();
    const auto until = start + std::chrono::duration<double>(seconds);
    size_t done = 0;
    for (;;) {
        for (int burst = 0; burst < 64; ++burst)
            op(done++);
        if (Clock::now() >= until)
            break;
    }
    return done / std::chrono::duration<double>(Clock::now() - start).count();
}

struct Row {
    std::string op;
    double engine = 0;
    double sqlite = 0;
    double target = 0.5;
};

// Alternates the two sides round by round and keeps each side's best round, so a burst of
// load from other processes on the machine does not decide the ratio.
Row compare(const std::string &name, const Options &o, const std::function<void(size_t)> &engine,
            const std::function<void(size_t)> &sqlite)
{
    Row row{name};
    if (!o.only.empty() && o.only != name)
        return row;
    for (int r = 0; r < o.rounds; ++r) {
        row.engine = std::max(row.engine, rate(o.seconds, engine));
        row.sqlite = std::max(row.sqlite, rate(o.seconds, sqlite));
    }
    std::cerr << "  " << name << " done\n";
    return row;
}

void printTable(const std::vector<Row> &rows)
{
    std::printf("\n%-10s %16s %14s %8s %8s  %s\n", "op", "tablesmith ops/s", "sqlite ops/s",
                "ratio", "target", "result");
    for (const Row &r : rows) {
        if (r.engine == 0)
            continue;
        const double ratio = r.engine / r.sqlite;
        std::printf("%-10s %16.0f %14.0f %7.2fx %6.2fx  %s\n", r.op.c_str(), r.engine, r.sqlite,
                    ratio, r.target, ratio >= r.target ? "PASS" : "MISS");
    }
}

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

std::unique_ptr<tablesmith::Database> openEngine(const std::string &path)
{
    tablesmith::DatabaseOptions options;
    options.path = path;
    options.durable = false; // WAL + synchronous=NORMAL, the baseline's setting
    auto db = tablesmith::Database::open(options);
    if (!db)
        fail("open: " + db.error().message);
    return std::move(db).value();
}

// Loads the engine, closes it (SQLite checkpoints and removes the WAL) and reports its file
// against the items' JSON bytes, and against raw SQLite holding the same rows.
int diskOnly(const Options &o, const std::string &dir)
{
    const std::string enginePath = dir + "/engine.db", sqlitePath = dir + "/sqlite.db";
    auto start = Clock::now();
    {
        auto db = openEngine(enginePath);
        createTable(*db);
        loadEngine(*db, o.items);
    }
    const double loadSeconds = secondsSince(start);
    {
        SqliteBaseline sqlite(sqlitePath);
        sqlite.load(o.items);
    }
    std::uintmax_t engineBytes = 0, sqliteBytes = 0;
    fileSizes(enginePath, engineBytes);
    fileSizes(sqlitePath, sqliteBytes);
    const double raw = static_cast<double>(o.items) * kItemJsonBytes;
    std::printf("disk: %lld items x %d-byte item JSON loaded through the engine in %.1f s\n",
                static_cast<long long>(o.items), kItemJsonBytes, loadSeconds);
    std::printf("  raw item JSON   %8.1f MB\n", raw / 1e6);
    std::printf("  raw sqlite rows %8.1f MB  %.2fx raw\n", sqliteBytes / 1e6, sqliteBytes / raw);
    std::printf("  tablesmith      %8.1f MB  %.2fx raw  %.2fx sqlite  target < 2.00x raw  %s\n",
                engineBytes / 1e6, engineBytes / raw, static_cast<double>(engineBytes) /
                sqliteBytes, engineBytes / raw < 2.0 ? "PASS" : "MISS");
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    const Options o = parseOptions(argc, argv);
    std::string pattern = o.dir + "/tablesmith-bench-XXXXXX";
    if (!mkdtemp(pattern.data()))
        fail("cannot create a directory in " + o.dir);
    const std::string dir = pattern;
    struct Cleanup {
        std::string dir;
        ~Cleanup() { fs::remove_all(dir); }
    } cleanup{dir};

    if (o.diskOnly)
        return diskOnly(o, dir);

    std::printf("bench_engine: %lld items of %d-byte JSON, %d per partition, in %s; "
                "best of %d x %.1f s per side\n",
                static_cast<long long>(o.items), kItemJsonBytes, kItemsPerPartition, dir.c_str(),
                o.rounds, o.seconds);

    auto engine = openEngine(dir + "/engine.db");
    SqliteBaseline sqlite(dir + "/sqlite.db");
    createTable(*engine);

    auto start = Clock::now();
    loadEngine(*engine, o.items);
    const double engineLoad = secondsSince(start);
    start = Clock::now();
    sqlite.load(o.items);
    const double sqliteLoad = secondsSince(start);
    std::printf("load: tablesmith %.1f s (BatchWriteItem x25, %.0f items/s), "
                "sqlite %.1f s (one transaction, %.0f items/s)\n",
                engineLoad, o.items / engineLoad, sqliteLoad, o.items / sqliteLoad);

    // Requests are built before timing: the engine's cost is measured, not the benchmark's.
    const auto keys = randomItems(o.items, kRequestPool, 42);
    std::vector<json::object> gets, puts, queries;
    std::vector<RowKey> rowKeys;
    for (std::int64_t i : keys) {
        rowKeys.push_back(rowKey(i));
        gets.push_back(getRequest(i));
        puts.push_back(putRequest(i));
        queries.push_back(queryRequest(i));
    }
    const std::string newItem = json::serialize(itemOf(0, 'y'));

    // Check once that both sides answer what the benchmark assumes.
    if (!call(*engine, "GetItem", gets[0]).contains("Item"))
        fail("GetItem found no item");
    if (call(*engine, "Query", queries[0]).at("Count").to_number<int>() != kPageSize)
        fail("Query did not return a page of 10");
    std::string found;
    std::vector<std::string> page;
    if (!sqlite.get(rowKeys[0], found) || sqlite.query(rowKeys[0], page) != kPageSize)
        fail("sqlite baseline did not find the rows");

    const auto at = [&](size_t k) { return k % kRequestPool; };
    std::vector<Row> rows;
    rows.push_back(compare(
        "PutItem", o, [&](size_t k) { call(*engine, "PutItem", puts[at(k)]); },
        [&](size_t k) { sqlite.putInTransaction(rowKeys[at(k)], newItem); }));
    rows.push_back(compare(
        "GetItem", o, [&](size_t k) { call(*engine, "GetItem", gets[at(k)]); },
        [&](size_t k) { sqlite.get(rowKeys[at(k)], found); }));
    rows.push_back(compare(
        "Query", o, [&](size_t k) { call(*engine, "Query", queries[at(k)]); },
        [&](size_t k) { sqlite.query(rowKeys[at(k)], page); }));
    EngineScan scan(*engine);
    if (scan.next() != kScanPage || sqlite.scan(page) != kScanPage)
        fail("Scan did not return a page of 100");
    rows.push_back(compare(
        "Scan", o, [&](size_t) { scan.next(); }, [&](size_t) { sqlite.scan(page); }));
    printTable(rows);
    std::printf("(Scan: pages of %d items; items/s = ops/s x %d)\n", kScanPage, kScanPage);
    return 0;
}
