#include "line_reader.h"

#include <cerrno>
#include <cstring>
#include <filesystem>

namespace tablesmith::io {

Error fileError(std::string_view verb, const std::string &path)
{
    return Error::validation("cannot " + std::string(verb) + ' ' + path + ": "
                             + std::strerror(errno));
}

Result<LineReader> LineReader::open(const std::string &path)
{
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        return Error::validation("cannot read " + path + ": it is a directory");
    LineReader reader;
    reader.m_stream.open(path, std::ios::binary);
    if (!reader.m_stream)
        return fileError("open", path);
    auto size = std::filesystem::file_size(path, ec);
    reader.m_totalBytes = ec ? 0 : size;
    return reader;
}

bool LineReader::next(std::string &line)
{
    if (!std::getline(m_stream, line))
        return false;
    ++m_lineNumber;
    m_bytesRead += line.size() + (m_stream.eof() ? 0 : 1);
    if (!line.empty() && line.back() == '\r')
        line.pop_back();
    return true;
}

} // namespace tablesmith::io
