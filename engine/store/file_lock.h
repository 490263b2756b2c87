#pragma once
// FileLock: one database file, one process. Held by a Database on a file for its lifetime, on
// the side file `<database>-lock`, which also says who holds it (pid, and the URL while the
// database is served) so a refused process can name the holder. The OS drops the lock when the
// holder dies, so a crash never leaves a stale lock: a lock file nobody has locked is free.
// Covers everything beside the database that the holder writes (-wal, -shm, -streams).
// Not thread-safe: the Database calls setServedUrl() from one thread at a time.

#include <tablesmith/error.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace tablesmith::store {

struct FileHolder {
    std::int64_t pid = 0; // 0: not written yet
    std::string url;      // empty: not served
};

class FileLock {
public:
    // Takes the lock of `databasePath`, or fails with ResourceInUseException naming the file
    // and its holder (another process, or this one when it has the file open already).
    static Result<std::unique_ptr<FileLock>> acquire(const std::string &databasePath);
    // Removes the lock file, then releases the lock.
    ~FileLock();
    FileLock(const FileLock &) = delete;
    FileLock &operator=(const FileLock &) = delete;

    // Records the URL the database is served at (empty: no longer served).
    Status setServedUrl(const std::string &url);

    static std::string pathFor(const std::string &databasePath);
    // Who holds `databasePath` now, or nothing when it is free.
    static std::optional<FileHolder> holder(const std::string &databasePath);

private:
    FileLock(std::string path, int fd) : m_path(std::move(path)), m_fd(fd) {}
    Status write(const FileHolder &holder);

    std::string m_path; // the lock file
    int m_fd;
    FileHolder m_holder;
};

} // namespace tablesmith::store
