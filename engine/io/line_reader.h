#pragma once
// LineReader: a text file a line at a time, counting lines and bytes for error positions and
// progress. Accepts LF and CRLF endings; a last line without a newline still counts.

#include <tablesmith/error.h>

#include <cstdint>
#include <fstream>
#include <string>

namespace tablesmith::io {

class LineReader {
public:
    static Result<LineReader> open(const std::string &path);

    // False at the end of the file (or on a read error, which bad() then reports).
    bool next(std::string &line);
    bool bad() const { return m_stream.bad(); }
    // Whether the line next() returned last ended in a newline (not so at a truncated end).
    bool lineEnded() const { return !m_stream.eof(); }
    // 1-based number of the line next() returned last.
    std::uint64_t lineNumber() const { return m_lineNumber; }
    std::uint64_t bytesRead() const { return m_bytesRead; }
    std::uint64_t totalBytes() const { return m_totalBytes; }

private:
    LineReader() = default;
    std::ifstream m_stream;
    std::uint64_t m_lineNumber = 0;
    std::uint64_t m_bytesRead = 0;
    std::uint64_t m_totalBytes = 0;
};

// "cannot open PATH: reason" from errno.
Error fileError(std::string_view verb, const std::string &path);

} // namespace tablesmith::io
