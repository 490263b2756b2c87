#pragma once
// Readers of the line-based formats: each turns a file into a stream of DynamoDB JSON items
// (or bad lines) handed to an ItemVisitor, a line at a time, so a file of any size fits in
// memory as long as its items do.

#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <cstdint>
#include <string>

namespace tablesmith::io {

enum class Flow { Continue, Stop };

class ItemVisitor {
public:
    virtual ~ItemVisitor() = default;
    // An item in DynamoDB JSON, not yet validated, starting on `line`.
    virtual Flow onItem(std::uint64_t line, boost::json::object item) = 0;
    // `fatal`: the reader cannot go on after it (a broken JSON array, an open quote at EOF).
    virtual Flow onBadLine(std::uint64_t line, std::string message, bool fatal) = 0;
    virtual Flow onProgress(std::uint64_t bytesRead) = 0;
};

// Errors only for an unreadable file; everything in it is reported to the visitor.
Status readJsonLines(const std::string &path, ItemVisitor &visitor);
Status readJsonArray(const std::string &path, ItemVisitor &visitor);
Status readCsv(const std::string &path, ItemVisitor &visitor);

} // namespace tablesmith::io
