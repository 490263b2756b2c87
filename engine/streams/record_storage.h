#pragma once
// Where the stream record log keeps its bytes: a file (written with plain pwrite, so a killed
// process loses nothing written; fdatasync only when the database is durable) or, for an
// in-memory database, a string.

#include "streams/record_log.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace tablesmith::streams {

class RecordLog::Storage {
public:
    virtual ~Storage() = default;
    virtual std::uint64_t size() const = 0;
    virtual Status append(std::string_view bytes) = 0;
    virtual Result<std::string> read(std::uint64_t offset, std::size_t length) const = 0;
    virtual Status truncate(std::uint64_t size) = 0;
    virtual Status sync() = 0;
    // Replaces the whole content at once (a crash leaves the old or the new, never a mix).
    virtual Status replace(std::string_view bytes) = 0;
};

std::unique_ptr<RecordLog::Storage> memoryStorage();
Result<std::unique_ptr<RecordLog::Storage>> fileStorage(const std::string &path);

} // namespace tablesmith::streams
