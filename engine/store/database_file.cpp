#include "store/database_file.h"

#include <sqlite3.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>

namespace tablesmith::store {
namespace {

constexpr std::size_t kHeaderSize = 100; // SQLite's database header
constexpr char kMagic[] = "SQLite format 3"; // and its NUL: the header's first 16 bytes
constexpr std::size_t kApplicationIdOffset = 68;
constexpr std::size_t kReadVersionOffset = 18; // 2: WAL mode

Error notOurs(const std::string &path, const std::string &why)
{
    return {ErrorKind::InternalServerError,
            path + " is not a Tablesmith database (" + why
                + "). Tablesmith opens only its own files and has left this one unchanged."};
}

// The file's first bytes (up to the header's size), or nothing when there is no file.
Result<std::optional<std::string>> readHeader(const std::string &path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT)
            return std::optional<std::string>();
        return Error{ErrorKind::InternalServerError,
                     "cannot open database " + path + ": " + std::strerror(errno)};
    }
    std::string header(kHeaderSize, '\0');
    const ssize_t n = ::pread(fd, header.data(), header.size(), 0);
    const int error = errno;
    ::close(fd);
    if (n < 0)
        return Error{ErrorKind::InternalServerError,
                     "cannot read database " + path + ": " + std::strerror(error)};
    header.resize(static_cast<std::size_t>(n));
    return std::optional<std::string>(std::move(header));
}

std::uint32_t bigEndian32(std::string_view bytes, std::size_t offset)
{
    std::uint32_t value = 0;
    for (std::size_t i = 0; i < 4; ++i)
        value = (value << 8) | static_cast<unsigned char>(bytes[offset + i]);
    return value;
}

// A file: URI for `path` with `query`; %, ? and # would otherwise end or escape the path.
std::string fileUri(const std::string &path, const char *query)
{
    std::string uri = "file:";
    for (const char c : path) {
        if (c == '%' || c == '?' || c == '#') {
            char escaped[4];
            std::snprintf(escaped, sizeof escaped, "%%%02X", static_cast<unsigned char>(c));
            uri += escaped;
        } else {
            uri += c;
        }
    }
    return uri + '?' + query;
}

// Whether the file at `uri` (opened read-only) has Tablesmith's catalogue table.
bool hasCatalogue(const std::string &uri)
{
    sqlite3 *db = nullptr;
    bool found = false;
    if (sqlite3_open_v2(uri.c_str(), &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nullptr)
        == SQLITE_OK) {
        sqlite3_stmt *stmt = nullptr;
        const char *sql =
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'tablesmith_tables'";
        if (sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr) == SQLITE_OK)
            found = sqlite3_step(stmt) == SQLITE_ROW;
        sqlite3_finalize(stmt);
    }
    sqlite3_close(db);
    return found;
}

bool nonEmptyFile(const std::string &path)
{
    struct stat info {};
    return ::stat(path.c_str(), &info) == 0 && info.st_size > 0;
}

// A file made by Tablesmith before it marked its files. Read as immutable, which neither
// locks nor creates -wal or -shm files; only when the catalogue may still be in a WAL left by
// a killed process is that WAL read, read-only.
bool isUnmarkedTablesmithFile(const std::string &path, std::string_view header)
{
    if (hasCatalogue(fileUri(path, "immutable=1")))
        return true;
    const bool walMode = header[kReadVersionOffset] == 2;
    return walMode && nonEmptyFile(path + "-wal") && hasCatalogue(fileUri(path, "mode=ro"));
}

// Before SQLite opens the file for writing: everything from the file's own bytes.
Status checkBeforeOpen(const std::string &path)
{
    TS_TRY_ASSIGN(std::optional<std::string> header, readHeader(path));
    if (!header || header->empty())
        return success(); // new: created and marked
    if (header->size() < kHeaderSize || std::memcmp(header->data(), kMagic, sizeof kMagic) != 0)
        return notOurs(path, "not an SQLite database");
    const std::uint32_t applicationId = bigEndian32(*header, kApplicationIdOffset);
    if (applicationId == kApplicationId)
        return success();
    if (applicationId != 0) {
        char id[16];
        std::snprintf(id, sizeof id, "0x%08X", applicationId);
        return notOurs(path, std::string("an SQLite database of another application, whose "
                                         "application_id is ") + id);
    }
    if (!isUnmarkedTablesmithFile(path, *header))
        return notOurs(path, "an SQLite database without Tablesmith's tables");
    return success();
}

Result<std::int64_t> pragmaValue(Connection &db, const std::string &sql)
{
    TS_TRY_ASSIGN(Statement * statement, db.prepare(sql));
    Status status = success();
    const std::int64_t value = statement->step(status) ? statement->columnInt(0) : 0;
    TS_TRY_STATUS(status);
    statement->reset();
    return value;
}

// After opening, before any table is made: marks new and older Tablesmith files. The check
// is repeated on what SQLite sees, which includes a WAL the header check could not read.
Status markDatabase(Connection &db, const std::string &path)
{
    TS_TRY_ASSIGN(std::int64_t applicationId, pragmaValue(db, "PRAGMA application_id"));
    TS_TRY_ASSIGN(std::int64_t version, pragmaValue(db, "PRAGMA user_version"));
    if (static_cast<std::uint32_t>(applicationId) == kApplicationId) {
        if (version > kSchemaVersion)
            return Error{ErrorKind::InternalServerError,
                         path + " was written by a newer Tablesmith (schema version "
                             + std::to_string(version) + "; this one reads up to "
                             + std::to_string(kSchemaVersion) + ")."};
        return success();
    }
    TS_TRY_ASSIGN(std::int64_t tables, pragmaValue(db, "SELECT count(*) FROM sqlite_master"));
    TS_TRY_ASSIGN(std::int64_t catalogue,
                  pragmaValue(db, "SELECT count(*) FROM sqlite_master WHERE type = 'table' "
                                  "AND name = 'tablesmith_tables'"));
    if (applicationId != 0 || (tables > 0 && catalogue == 0))
        return notOurs(path, "an SQLite database without Tablesmith's tables");
    // A file from before the mark holds tables of the first layout, which is migrated after
    // the catalog is loaded; a new one starts at the current layout.
    const std::int64_t layout = tables > 0 ? 1 : kSchemaVersion;
    return db.exec("PRAGMA application_id = " + std::to_string(kApplicationId)
                   + "; PRAGMA user_version = " + std::to_string(layout) + ";");
}

} // namespace

Result<Connection> openDatabaseFile(const std::string &path, bool durable)
{
    configureLibrary(); // before the first sqlite3_open_v2 of the process
    if (!path.empty())
        TS_TRY_STATUS(checkBeforeOpen(path));
    TS_TRY_ASSIGN(Connection db, Connection::open(path, durable));
    TS_TRY_STATUS(markDatabase(db, path.empty() ? std::string("the in-memory database") : path));
    return db;
}

} // namespace tablesmith::store
