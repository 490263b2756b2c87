#pragma once
// CSV pieces shared by import and export: RFC 4180 records, typed column headers
// (`name:TYPE` or `name (TYPE)`), and the text of a typed cell.

#include "line_reader.h"

#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <optional>
#include <string>
#include <vector>

namespace tablesmith::io {

struct CsvField {
    std::string text;
    // A quoted empty field is the empty string; an unquoted one means "no attribute".
    bool quoted = false;
};

struct CsvRecord {
    std::uint64_t line = 0; // where the record starts; quoted fields may span lines
    std::vector<CsvField> fields;
};

// Reads records off a LineReader. A malformed record is an Error naming the problem; after an
// unterminated quote at the end of the file there is nothing left to read.
class CsvRecordReader {
public:
    explicit CsvRecordReader(LineReader &lines) : m_lines(lines) {}
    // nullopt at the end of the file.
    Result<std::optional<CsvRecord>> next();
    std::uint64_t line() const { return m_lines.lineNumber(); }

private:
    LineReader &m_lines;
};

struct CsvColumn {
    std::string name;
    std::string type; // a DynamoDB type descriptor: S, N, B, BOOL, NULL, M, L, SS, NS, BS
};

Result<CsvColumn> parseCsvColumn(const std::string &header);
std::string csvColumnHeader(const CsvColumn &column);

// {"TYPE": value} from a cell, or an error saying why the text is not of that type.
Result<boost::json::object> csvCellValue(const CsvColumn &column, const std::string &text);
// The cell text of a typed value {"TYPE": ...}.
std::string csvCellText(const boost::json::object &typed);

// The field as RFC 4180 writes it, quoted when needed (always for the empty string).
std::string csvQuote(const std::string &text);

} // namespace tablesmith::io
