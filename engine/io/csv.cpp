#include "csv.h"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <algorithm>
#include <array>

namespace json = boost::json;

namespace tablesmith::io {
namespace {

constexpr std::array<std::string_view, 10> kTypes{"S",    "N", "B", "BOOL", "NULL",
                                                  "M",    "L", "SS", "NS",  "BS"};

bool isType(std::string_view text)
{
    return std::find(kTypes.begin(), kTypes.end(), text) != kTypes.end();
}

std::string trimmed(std::string_view text)
{
    auto first = text.find_first_not_of(' ');
    if (first == std::string_view::npos)
        return {};
    return std::string(text.substr(first, text.find_last_not_of(' ') - first + 1));
}

// Parses one record starting in `line`; appends following lines while a quote is open.
class RecordParser {
public:
    RecordParser(LineReader &lines, CsvRecord &record) : m_lines(lines), m_record(record) {}

    Status parse(std::string line)
    {
        m_record.fields.push_back({});
        for (std::size_t i = 0;; ++i) {
            if (i == line.size()) {
                if (!m_inQuotes)
                    return success();
                if (!m_lines.next(line))
                    return Error::validation("a quoted field is not closed before the end of "
                                             "the file");
                field().text += '\n';
                i = std::size_t(-1);
                continue;
            }
            TS_TRY_STATUS(take(line, i));
        }
    }

private:
    CsvField &field() { return m_record.fields.back(); }

    Status take(const std::string &line, std::size_t &i)
    {
        char c = line[i];
        if (m_inQuotes) {
            if (c != '"')
                field().text += c;
            else if (i + 1 < line.size() && line[i + 1] == '"')
                field().text += line[++i];
            else
                m_inQuotes = false, m_afterQuote = true;
        } else if (c == ',') {
            m_record.fields.push_back({});
            m_afterQuote = false;
        } else if (m_afterQuote) {
            return Error::validation("text after a closing quote in field "
                                     + std::to_string(m_record.fields.size()));
        } else if (c == '"') {
            if (!field().text.empty())
                return Error::validation("a quote inside an unquoted field "
                                         + std::to_string(m_record.fields.size()));
            m_inQuotes = true;
            field().quoted = true;
        } else {
            field().text += c;
        }
        return success();
    }

    LineReader &m_lines;
    CsvRecord &m_record;
    bool m_inQuotes = false;
    bool m_afterQuote = false;
};

} // namespace

Result<std::optional<CsvRecord>> CsvRecordReader::next()
{
    std::string line;
    if (!m_lines.next(line))
        return std::optional<CsvRecord>();
    CsvRecord record{m_lines.lineNumber(), {}};
    RecordParser parser(m_lines, record);
    TS_TRY_STATUS(parser.parse(std::move(line)));
    return std::optional<CsvRecord>(std::move(record));
}

Result<CsvColumn> parseCsvColumn(const std::string &header)
{
    std::string text = trimmed(header);
    if (text.size() > 3 && text.back() == ')') {
        auto open = text.rfind(" (");
        if (open != std::string::npos && isType(text.substr(open + 2, text.size() - open - 3)))
            return CsvColumn{trimmed(text.substr(0, open)),
                             text.substr(open + 2, text.size() - open - 3)};
    }
    auto colon = text.rfind(':');
    if (colon != std::string::npos && isType(text.substr(colon + 1)))
        return CsvColumn{text.substr(0, colon), text.substr(colon + 1)};
    if (text.empty())
        return Error::validation("a column has no name");
    return CsvColumn{text, "S"};
}

std::string csvColumnHeader(const CsvColumn &column)
{
    return column.name + ':' + column.type;
}

Result<json::object> csvCellValue(const CsvColumn &column, const std::string &text)
{
    const std::string &type = column.type;
    if (type == "S" || type == "N" || type == "B")
        return json::object{{type, text}};
    if (type == "BOOL" && (text == "true" || text == "false"))
        return json::object{{type, text == "true"}};
    if (type == "NULL" && text == "true")
        return json::object{{type, true}};
    if (type == "BOOL" || type == "NULL")
        return Error::validation("column " + column.name + ": \"" + text + "\" is not "
                                 + (type == "BOOL" ? "true or false" : "true"));
    json::error_code ec;
    json::value contents = json::parse(text, ec);
    if (ec)
        return Error::validation("column " + column.name + ": the " + type
                                 + " value is not valid JSON: " + ec.message());
    return json::object{{type, std::move(contents)}};
}

std::string csvCellText(const json::object &typed)
{
    if (typed.empty())
        return {};
    const json::value &contents = typed.begin()->value();
    if (contents.is_string())
        return std::string(contents.get_string());
    if (contents.is_bool())
        return contents.get_bool() ? "true" : "false";
    return json::serialize(contents);
}

std::string csvQuote(const std::string &text)
{
    if (!text.empty() && text.find_first_of(",\"\r\n") == std::string::npos
        && text.front() != ' ' && text.back() != ' ')
        return text;
    std::string quoted = "\"";
    for (char c : text) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + '"';
}

} // namespace tablesmith::io
