#include "store/file_lock.h"

#include <cerrno>
#include <charconv>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

// Why a side file with an open-file-description lock, and not a lock on the database itself:
// SQLite locks byte ranges of the database file with classic POSIX locks, which belong to the
// process and are all dropped when the process closes *any* descriptor of that file; a lock of
// ours on the same file would either mix with SQLite's ranges or be undone by SQLite's closes
// (and vice versa). `<file>-lock` is a file SQLite never touches, so the two never interact,
// and it has room for the holder's pid and URL. F_OFD_SETLK locks belong to the open file
// description: a second open in the same process conflicts too, closing the descriptor
// releases it, and the kernel releases it when the process dies (SIGKILL included).

namespace tablesmith::store {
namespace {

Error ioError(const std::string &what, const std::string &path)
{
    return {ErrorKind::InternalServerError,
            "database lock " + path + ": " + what + ": " + std::strerror(errno)};
}

// Exclusive and non-blocking; false (errno EAGAIN or EACCES) when someone holds it.
bool tryLock(int fd)
{
    struct flock range {};
    range.l_type = F_WRLCK;
    range.l_whence = SEEK_SET;
    if (::fcntl(fd, F_OFD_SETLK, &range) == 0)
        return true;
    if (errno != EINVAL)
        return false;
    // Kernels before 3.15 lack OFD locks; flock() has the same owner and lifetime rules.
    return ::flock(fd, LOCK_EX | LOCK_NB) == 0;
}

bool isHeldElsewhere(int error) { return error == EAGAIN || error == EACCES; }

// "pid 1234\nurl http://127.0.0.1:8000\n"; lines it does not know are skipped.
FileHolder parseHolder(const std::string &text)
{
    FileHolder holder;
    std::size_t at = 0;
    while (at < text.size()) {
        std::size_t end = text.find('\n', at);
        if (end == std::string::npos)
            end = text.size();
        const std::string_view line(text.data() + at, end - at);
        if (line.starts_with("pid "))
            std::from_chars(line.data() + 4, line.data() + line.size(), holder.pid);
        else if (line.starts_with("url "))
            holder.url = std::string(line.substr(4));
        at = end + 1;
    }
    return holder;
}

FileHolder readHolder(int fd)
{
    // The holder writes its pid right after taking the lock: read again once if we came
    // between the two.
    for (int attempt = 0; attempt < 2; ++attempt) {
        std::string text(4096, '\0');
        const ssize_t n = ::pread(fd, text.data(), text.size(), 0);
        text.resize(n > 0 ? static_cast<std::size_t>(n) : 0);
        FileHolder holder = parseHolder(text);
        if (holder.pid != 0)
            return holder;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return {};
}

Error inUse(const std::string &databasePath, const FileHolder &holder)
{
    std::string who;
    if (holder.pid == static_cast<std::int64_t>(::getpid()))
        who = "this process (pid " + std::to_string(holder.pid) + ")";
    else if (holder.pid != 0)
        who = "another Tablesmith process (pid " + std::to_string(holder.pid) + ")";
    else
        who = "another Tablesmith process";
    std::string message = databasePath + " is already open in " + who;
    if (!holder.url.empty())
        message += ", which serves it at " + holder.url;
    message += ". A database file is used by one process at a time: ";
    message += holder.url.empty() ? "close it there first."
                                  : "connect to that URL instead, or close it there first.";
    return {ErrorKind::ResourceInUseException, std::move(message)};
}

// Whether `fd` is still the file at `path`: a holder that was closing may have removed it
// between our open and our lock, and a lock on a removed file guards nothing.
bool stillAt(int fd, const std::string &path)
{
    struct stat opened {};
    struct stat named {};
    return ::fstat(fd, &opened) == 0 && ::stat(path.c_str(), &named) == 0
        && opened.st_dev == named.st_dev && opened.st_ino == named.st_ino;
}

} // namespace

std::string FileLock::pathFor(const std::string &databasePath) { return databasePath + "-lock"; }

Result<std::unique_ptr<FileLock>> FileLock::acquire(const std::string &databasePath)
{
    const std::string path = pathFor(databasePath);
    for (int attempt = 0; attempt < 8; ++attempt) {
        const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
        if (fd < 0)
            return ioError("cannot create the lock file", path);
        if (!tryLock(fd)) {
            const int error = errno;
            if (!isHeldElsewhere(error)) {
                Error failed = ioError("cannot lock", path);
                ::close(fd);
                return failed;
            }
            const FileHolder holder = readHolder(fd);
            ::close(fd);
            return inUse(databasePath, holder);
        }
        if (!stillAt(fd, path)) {
            ::close(fd);
            continue;
        }
        std::unique_ptr<FileLock> lock(new FileLock(path, fd));
        lock->m_holder.pid = ::getpid();
        TS_TRY_STATUS(lock->write(lock->m_holder));
        return lock;
    }
    return Error{ErrorKind::InternalServerError,
                 "database lock " + path + ": the lock file keeps being replaced"};
}

FileLock::~FileLock()
{
    // Removed while still locked, so nobody can lock this file and then find it gone
    // unnoticed (acquire() checks the file it locked is still the one at the path).
    ::unlink(m_path.c_str());
    ::close(m_fd);
}

Status FileLock::setServedUrl(const std::string &url)
{
    FileHolder holder = m_holder;
    holder.url = url;
    TS_TRY_STATUS(write(holder));
    m_holder = std::move(holder);
    return success();
}

Status FileLock::write(const FileHolder &holder)
{
    std::string text = "pid " + std::to_string(holder.pid) + "\n";
    if (!holder.url.empty())
        text += "url " + holder.url + "\n";
    // Written over the old text, then cut to length: a reader never sees an empty file.
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::pwrite(m_fd, text.data() + done, text.size() - done,
                                   static_cast<off_t>(done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return ioError("write", m_path);
        done += static_cast<std::size_t>(n);
    }
    if (::ftruncate(m_fd, static_cast<off_t>(text.size())) != 0)
        return ioError("truncate", m_path);
    return success();
}

std::optional<FileHolder> FileLock::holder(const std::string &databasePath)
{
    const std::string path = pathFor(databasePath);
    const int fd = ::open(path.c_str(), O_RDWR | O_CLOEXEC);
    if (fd < 0)
        return std::nullopt; // no lock file: nobody holds it
    struct flock range {};
    range.l_type = F_WRLCK;
    range.l_whence = SEEK_SET;
    bool held = false;
    if (::fcntl(fd, F_OFD_GETLK, &range) == 0) {
        held = range.l_type != F_UNLCK;
    } else if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        held = true; // flock() fallback: a lock we cannot take is held
    }
    std::optional<FileHolder> result;
    if (held)
        result = readHolder(fd);
    ::close(fd);
    return result;
}

} // namespace tablesmith::store
