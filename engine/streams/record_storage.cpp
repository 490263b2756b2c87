#include "streams/record_storage.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tablesmith::streams {
namespace {

Error ioError(const std::string &what, const std::string &path)
{
    return {ErrorKind::InternalServerError,
            "stream log " + path + ": " + what + ": " + std::strerror(errno)};
}

class MemoryStorage final : public RecordLog::Storage {
public:
    std::uint64_t size() const override { return m_bytes.size(); }
    Status append(std::string_view bytes) override
    {
        m_bytes.append(bytes);
        return success();
    }
    Result<std::string> read(std::uint64_t offset, std::size_t length) const override
    {
        if (offset > m_bytes.size())
            return std::string();
        return m_bytes.substr(offset, length);
    }
    Status truncate(std::uint64_t size) override
    {
        m_bytes.resize(std::min<std::uint64_t>(size, m_bytes.size()));
        return success();
    }
    Status sync() override { return success(); }
    Status replace(std::string_view bytes) override
    {
        m_bytes.assign(bytes);
        return success();
    }

private:
    std::string m_bytes;
};

class FileStorage final : public RecordLog::Storage {
public:
    FileStorage(std::string path, int fd, std::uint64_t size)
        : m_path(std::move(path)), m_fd(fd), m_size(size)
    {
    }
    ~FileStorage() override { ::close(m_fd); }

    std::uint64_t size() const override { return m_size; }

    Status append(std::string_view bytes) override
    {
        TS_TRY_STATUS(writeAll(m_fd, bytes, m_size));
        m_size += bytes.size();
        return success();
    }

    Result<std::string> read(std::uint64_t offset, std::size_t length) const override
    {
        std::string bytes(length, '\0');
        std::size_t done = 0;
        while (done < length) {
            const ssize_t n = ::pread(m_fd, bytes.data() + done, length - done,
                                      static_cast<off_t>(offset + done));
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0)
                return ioError("read", m_path);
            if (n == 0)
                break;
            done += static_cast<std::size_t>(n);
        }
        bytes.resize(done);
        return bytes;
    }

    Status truncate(std::uint64_t size) override
    {
        if (::ftruncate(m_fd, static_cast<off_t>(size)) != 0)
            return ioError("truncate", m_path);
        m_size = size;
        return success();
    }

    Status sync() override
    {
        if (::fdatasync(m_fd) != 0)
            return ioError("sync", m_path);
        return success();
    }

    Status replace(std::string_view bytes) override
    {
        const std::string temporary = m_path + ".tmp";
        const int fd = ::open(temporary.c_str(), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (fd < 0)
            return ioError("create", temporary);
        Status written = writeAll(fd, bytes, 0);
        if (written && ::fdatasync(fd) != 0)
            written = ioError("sync", temporary);
        if (written && ::rename(temporary.c_str(), m_path.c_str()) != 0)
            written = ioError("rename", temporary);
        if (!written) {
            ::close(fd);
            ::unlink(temporary.c_str());
            return written;
        }
        ::close(m_fd);
        m_fd = fd;
        m_size = bytes.size();
        return success();
    }

private:
    Status writeAll(int fd, std::string_view bytes, std::uint64_t offset)
    {
        std::size_t done = 0;
        while (done < bytes.size()) {
            const ssize_t n = ::pwrite(fd, bytes.data() + done, bytes.size() - done,
                                       static_cast<off_t>(offset + done));
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0)
                return ioError("write", m_path);
            done += static_cast<std::size_t>(n);
        }
        return success();
    }

    std::string m_path;
    int m_fd;
    std::uint64_t m_size;
};

} // namespace

std::unique_ptr<RecordLog::Storage> memoryStorage() { return std::make_unique<MemoryStorage>(); }

Result<std::unique_ptr<RecordLog::Storage>> fileStorage(const std::string &path)
{
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0)
        return ioError("open", path);
    struct stat info {};
    if (::fstat(fd, &info) != 0) {
        ::close(fd);
        return ioError("stat", path);
    }
    return std::unique_ptr<RecordLog::Storage>(
        std::make_unique<FileStorage>(path, fd, static_cast<std::uint64_t>(info.st_size)));
}

} // namespace tablesmith::streams
