#include "remote/aws_ini.h"

namespace tablesmith::remote {
namespace {

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

std::string_view trim(std::string_view text)
{
    while (!text.empty() && isBlank(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isBlank(text.back()))
        text.remove_suffix(1);
    return text;
}

class IniParser {
public:
    explicit IniParser(std::string_view fileName) : m_fileName(fileName) {}

    Status parseLine(std::string_view raw, int lineNumber)
    {
        m_line = lineNumber;
        std::string_view line = trim(raw);
        if (line.empty() || line.front() == '#' || line.front() == ';')
            return success();
        if (line.front() == '[')
            return startSection(line);
        if (m_sections.empty())
            return error("'" + std::string(line) + "' is outside any [section]");
        return assign(line, isBlank(raw.front()));
    }

    std::vector<IniSection> take() { return std::move(m_sections); }

private:
    Status startSection(std::string_view line)
    {
        if (line.back() != ']')
            return error("the section header is missing its closing ']'");
        std::string_view name = trim(line.substr(1, line.size() - 2));
        if (name.empty())
            return error("the section header names no section");
        IniSection section;
        section.name = std::string(name);
        m_sections.push_back(std::move(section));
        m_nestedUnder.clear();
        return success();
    }

    Status assign(std::string_view line, bool indented)
    {
        auto equals = line.find('=');
        if (equals == std::string_view::npos)
            return error("expected 'name = value', found '" + std::string(line) + "'");
        std::string name(trim(line.substr(0, equals)));
        std::string value(trim(line.substr(equals + 1)));
        if (name.empty())
            return error("the line has a value but no name");
        IniSection &section = m_sections.back();
        if (indented && !m_nestedUnder.empty()) {
            section.nested[m_nestedUnder][name] = std::move(value);
            return success();
        }
        m_nestedUnder = value.empty() ? name : std::string();
        section.values[name] = std::move(value);
        return success();
    }

    Error error(const std::string &what) const
    {
        return Error::validation(std::string(m_fileName) + ":" + std::to_string(m_line) + ": "
                                 + what);
    }

    std::string_view m_fileName;
    std::vector<IniSection> m_sections;
    std::string m_nestedUnder; // the name whose indented lines follow
    int m_line = 0;
};

} // namespace

Result<std::vector<IniSection>> parseAwsIni(std::string_view text, std::string_view fileName)
{
    IniParser parser(fileName);
    int lineNumber = 0;
    while (!text.empty()) {
        auto end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        TS_TRY_STATUS(parser.parseLine(line, ++lineNumber));
    }
    return parser.take();
}

} // namespace tablesmith::remote
