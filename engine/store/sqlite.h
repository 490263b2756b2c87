#pragma once
// Thin RAII wrappers over the SQLite C API. A Connection is used by one thread at a time; the
// Database serialises access. Errors become InternalServerError values with SQLite's message
// and the database file's name.

#include <tablesmith/error.h>

#include <cstdint>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace tablesmith::store {

// Process-wide SQLite settings; called before the process's first sqlite3_open_v2.
void configureLibrary();

class Statement {
public:
    Statement() = default;
    Statement(sqlite3 *db, sqlite3_stmt *stmt) : m_db(db), m_stmt(stmt) {}
    Statement(Statement &&other) noexcept;
    Statement &operator=(Statement &&other) noexcept;
    ~Statement();

    Statement &bind(int index, std::int64_t value);
    Statement &bind(int index, std::string_view text);  // TEXT
    Statement &bindBlob(int index, std::string_view bytes);
    // Without SQLite's copy: `bytes` must stay valid until the statement is reset (a write
    // bound and run at once).
    Statement &bindBlobView(int index, std::string_view bytes);
    Statement &bindNull(int index);
    Statement &bindReal(int index, double value);

    // Steps once: true with a row, false when done; errors go to `status`.
    bool step(Status &status);
    // Runs to completion (for statements without rows).
    Status run();
    void reset();

    std::int64_t columnInt(int index) const;
    double columnReal(int index) const;
    std::string_view columnBlob(int index) const;
    std::string_view columnText(int index) const;
    bool isNull(int index) const;

private:
    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_stmt = nullptr;
};

class Connection {
public:
    // `path` empty opens a private in-memory database.
    static Result<Connection> open(const std::string &path, bool durable);
    Connection(Connection &&other) noexcept;
    Connection &operator=(Connection &&other) noexcept;
    ~Connection();

    Status exec(std::string_view sql);
    // Prepared statements are cached by their SQL text, reset before each use.
    Result<Statement *> prepare(const std::string &sql);
    // The same, cached by a caller-chosen number so hot paths skip building and hashing the
    // SQL text; `sql` is only called the first time. Numbers from 256 up are a table's
    // (item_store.cpp); those below name statements of no table.
    template<class MakeSql>
    Result<Statement *> prepare(std::uint64_t id, MakeSql sql)
    {
        if (Statement *cached = findById(id))
            return cached;
        auto prepared = prepare(sql());
        if (prepared)
            rememberId(id, *prepared);
        return prepared;
    }
    Error lastError(std::string_view context) const;

private:
    Connection() = default;
    Statement *findById(std::uint64_t id);
    void rememberId(std::uint64_t id, Statement *statement);
    struct Cache;
    sqlite3 *m_db = nullptr;
    Cache *m_cache = nullptr;
};

// A write transaction that rolls back unless committed.
class Transaction {
public:
    explicit Transaction(Connection &connection);
    ~Transaction();
    Status begin();
    Status commit();

private:
    Connection &m_connection;
    bool m_open = false;
};

} // namespace tablesmith::store
