#include "store/sqlite.h"

#include "store/page_cache.h"

#include <sqlite3.h>

#include <mutex>
#include <unordered_map>
#include <utility>

namespace tablesmith::store {

Statement::Statement(Statement &&other) noexcept
    : m_db(std::exchange(other.m_db, nullptr)), m_stmt(std::exchange(other.m_stmt, nullptr))
{
}

Statement &Statement::operator=(Statement &&other) noexcept
{
    std::swap(m_db, other.m_db);
    std::swap(m_stmt, other.m_stmt);
    return *this;
}

Statement::~Statement() { sqlite3_finalize(m_stmt); }

Statement &Statement::bind(int index, std::int64_t value)
{
    sqlite3_bind_int64(m_stmt, index, value);
    return *this;
}

Statement &Statement::bind(int index, std::string_view text)
{
    sqlite3_bind_text(m_stmt, index, text.data(), static_cast<int>(text.size()),
                      SQLITE_TRANSIENT);
    return *this;
}

Statement &Statement::bindBlob(int index, std::string_view bytes)
{
    // An empty blob must still be a blob (not NULL): the empty sort key of hash-only tables.
    static const char empty = 0;
    sqlite3_bind_blob(m_stmt, index, bytes.empty() ? &empty : bytes.data(),
                      static_cast<int>(bytes.size()), SQLITE_TRANSIENT);
    return *this;
}

Statement &Statement::bindBlobView(int index, std::string_view bytes)
{
    static const char empty = 0;
    sqlite3_bind_blob(m_stmt, index, bytes.empty() ? &empty : bytes.data(),
                      static_cast<int>(bytes.size()), SQLITE_STATIC);
    return *this;
}

Statement &Statement::bindNull(int index)
{
    sqlite3_bind_null(m_stmt, index);
    return *this;
}

Statement &Statement::bindReal(int index, double value)
{
    sqlite3_bind_double(m_stmt, index, value);
    return *this;
}

namespace {

// "storage error in /data/shop.tsdb: disk I/O error": every storage error names its file.
std::string storageError(sqlite3 *db, std::string_view context, std::string_view message)
{
    const char *file = db ? sqlite3_db_filename(db, "main") : nullptr;
    std::string text = "storage error in ";
    text += file && *file ? file : "the in-memory database";
    if (!context.empty())
        text += " (" + std::string(context) + ")";
    return text + ": " + std::string(message);
}

} // namespace

bool Statement::step(Status &status)
{
    int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc != SQLITE_DONE)
        status = Error{ErrorKind::InternalServerError,
                       storageError(m_db, {}, sqlite3_errmsg(m_db))};
    return false;
}

Status Statement::run()
{
    Status status = success();
    while (step(status)) {
    }
    reset();
    return status;
}

void Statement::reset()
{
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

std::int64_t Statement::columnInt(int index) const { return sqlite3_column_int64(m_stmt, index); }

double Statement::columnReal(int index) const { return sqlite3_column_double(m_stmt, index); }

std::string_view Statement::columnBlob(int index) const
{
    const void *data = sqlite3_column_blob(m_stmt, index);
    int size = sqlite3_column_bytes(m_stmt, index);
    return data ? std::string_view(static_cast<const char *>(data), static_cast<size_t>(size))
                : std::string_view();
}

std::string_view Statement::columnText(int index) const
{
    const unsigned char *data = sqlite3_column_text(m_stmt, index);
    int size = sqlite3_column_bytes(m_stmt, index);
    return data ? std::string_view(reinterpret_cast<const char *>(data),
                                   static_cast<size_t>(size))
                : std::string_view();
}

bool Statement::isNull(int index) const
{
    return sqlite3_column_type(m_stmt, index) == SQLITE_NULL;
}

struct Connection::Cache {
    std::unordered_map<std::string, Statement> statements;
    std::unordered_map<std::uint64_t, Statement *> byId;
};

Statement *Connection::findById(std::uint64_t id)
{
    auto found = m_cache->byId.find(id);
    if (found == m_cache->byId.end())
        return nullptr;
    found->second->reset();
    return found->second;
}

void Connection::rememberId(std::uint64_t id, Statement *statement)
{
    m_cache->byId.emplace(id, statement);
}

// SQLite's allocator takes a process-wide mutex on every malloc and free only to keep usage
// statistics, which nothing here reads. Process-wide settings must precede the library's
// initialisation; if something else initialised it first, the call fails and changes nothing.
void configureLibrary()
{
    static std::once_flag once;
    std::call_once(once, [] {
        sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
        installPageCache();
    });
}

Result<Connection> Connection::open(const std::string &path, bool durable)
{
    configureLibrary();
    Connection c;
    c.m_cache = new Cache;
    const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX;
    const char *name = path.empty() ? ":memory:" : path.c_str();
    if (sqlite3_open_v2(name, &c.m_db, flags, nullptr) != SQLITE_OK)
        return Error{ErrorKind::InternalServerError,
                     "cannot open database " + path + ": "
                         + (c.m_db ? sqlite3_errmsg(c.m_db) : "out of memory")};
    sqlite3_busy_timeout(c.m_db, 10000);
    // WAL: readers never block the writer. NORMAL loses nothing when the process is killed
    // (only on power loss); FULL fsyncs every commit.
    std::string pragmas = "PRAGMA journal_mode=WAL; PRAGMA foreign_keys=OFF;"
                          "PRAGMA temp_store=MEMORY; PRAGMA cache_size=-65536;";
    pragmas += durable ? "PRAGMA synchronous=FULL;" : "PRAGMA synchronous=NORMAL;";
    // Debian builds SQLite to zero deleted content, which doubles the page writes of every
    // replaced item; an in-memory database leaves nothing behind to protect.
    if (path.empty())
        pragmas += "PRAGMA secure_delete=OFF;";
    TS_TRY_STATUS(c.exec(pragmas));
    return c;
}

Connection::Connection(Connection &&other) noexcept
    : m_db(std::exchange(other.m_db, nullptr)), m_cache(std::exchange(other.m_cache, nullptr))
{
}

Connection &Connection::operator=(Connection &&other) noexcept
{
    std::swap(m_db, other.m_db);
    std::swap(m_cache, other.m_cache);
    return *this;
}

Connection::~Connection()
{
    delete m_cache; // finalises statements before the connection closes
    sqlite3_close(m_db);
}

Status Connection::exec(std::string_view sql)
{
    std::string text(sql);
    char *message = nullptr;
    if (sqlite3_exec(m_db, text.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
        Error e{ErrorKind::InternalServerError,
                storageError(m_db, {}, message ? message : "unknown")};
        sqlite3_free(message);
        return e;
    }
    return success();
}

Result<Statement *> Connection::prepare(const std::string &sql)
{
    auto found = m_cache->statements.find(sql);
    if (found != m_cache->statements.end()) {
        found->second.reset();
        return &found->second;
    }
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v3(m_db, sql.c_str(), static_cast<int>(sql.size()),
                           SQLITE_PREPARE_PERSISTENT, &stmt, nullptr) != SQLITE_OK)
        return lastError("prepare");
    auto [it, inserted] = m_cache->statements.emplace(sql, Statement(m_db, stmt));
    return &it->second;
}

Error Connection::lastError(std::string_view context) const
{
    return {ErrorKind::InternalServerError,
            storageError(m_db, context, m_db ? sqlite3_errmsg(m_db) : "out of memory")};
}

Transaction::Transaction(Connection &connection) : m_connection(connection) {}

Transaction::~Transaction()
{
    if (m_open)
        (void)m_connection.exec("ROLLBACK");
}

Status Transaction::begin()
{
    auto begin = m_connection.prepare("BEGIN IMMEDIATE");
    if (!begin)
        return begin.takeError();
    TS_TRY_STATUS((*begin)->run());
    m_open = true;
    return success();
}

Status Transaction::commit()
{
    auto commit = m_connection.prepare("COMMIT");
    if (!commit)
        return commit.takeError();
    TS_TRY_STATUS((*commit)->run());
    m_open = false;
    return success();
}

} // namespace tablesmith::store
