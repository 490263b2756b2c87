#include "editor/item_json.h"

#include <tablesmith/attribute_value.h>

#include <boost/json/serialize.hpp>
#include <boost/json/stream_parser.hpp>

#include <QCoreApplication>
#include <QRegularExpression>

namespace tablesmith::gui {
namespace {

struct ItemJson {
    Q_DECLARE_TR_FUNCTIONS(ItemJson)
};

std::string quotedJson(std::string_view text)
{
    return boost::json::serialize(boost::json::string(text));
}

// Compact JSON with a space after ':' and ',' — how people write DynamoDB JSON by hand.
std::string spaced(const boost::json::value &value)
{
    if (value.is_object()) {
        std::string out = "{";
        for (const auto &member : value.get_object()) {
            if (out.size() > 1)
                out += ", ";
            out += quotedJson(member.key()) + ": " + spaced(member.value());
        }
        return out + "}";
    }
    if (value.is_array()) {
        std::string out = "[";
        for (const auto &element : value.get_array()) {
            if (out.size() > 1)
                out += ", ";
            out += spaced(element);
        }
        return out + "]";
    }
    return boost::json::serialize(value);
}

// Writes DynamoDB JSON attribute values as plain JSON; `losses` collects what plain JSON drops.
class PlainWriter {
public:
    explicit PlainWriter(QStringList *losses) : m_losses(losses) {}

    std::string value(const boost::json::value &attribute, const std::string &path);

private:
    std::string number(std::string_view digits, const std::string &path);
    std::string members(const boost::json::object &map, const std::string &path);
    std::string elements(const boost::json::array &list, const std::string &path,
                         std::string_view setType);
    void lose(const QString &what) { if (m_losses) *m_losses << what; }

    QStringList *m_losses;
};

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

std::string PlainWriter::number(std::string_view digits, const std::string &path)
{
    static const QRegularExpression json(
        QStringLiteral("^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"));
    const QString text = QString::fromUtf8(digits.data(), qsizetype(digits.size()));
    if (!json.match(text).hasMatch()) {
        lose(ItemJson::tr("%1: number %2 written as a string").arg(qs(path), text));
        return quotedJson(digits);
    }
    QString significant = text.section(QRegularExpression(QStringLiteral("[eE]")), 0, 0);
    significant.remove(QLatin1Char('-')).remove(QLatin1Char('.'));
    while (significant.startsWith(QLatin1Char('0')))
        significant.remove(0, 1);
    while (significant.endsWith(QLatin1Char('0')))
        significant.chop(1);
    const double asDouble = text.toDouble();
    if (significant.size() > 15 || qIsInf(asDouble) || (asDouble == 0 && !significant.isEmpty()))
        lose(ItemJson::tr("%1: number %2 is beyond double precision; other JSON tools may "
                          "round it").arg(qs(path), text));
    return std::string(digits);
}

std::string PlainWriter::members(const boost::json::object &map, const std::string &path)
{
    std::string out = "{";
    for (const auto &member : map) {
        if (out.size() > 1)
            out += ", ";
        out += quotedJson(member.key()) + ": "
            + value(member.value(), path + "." + std::string(member.key()));
    }
    return out + "}";
}

std::string PlainWriter::elements(const boost::json::array &list, const std::string &path,
                                  std::string_view setType)
{
    std::string out = "[";
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (i > 0)
            out += ", ";
        const std::string at = path + "[" + std::to_string(i) + "]";
        if (setType == "NS" && list[i].is_string())
            out += number(list[i].get_string(), at);
        else if (!setType.empty())
            out += list[i].is_string() ? quotedJson(list[i].get_string()) : "null";
        else
            out += value(list[i], at);
    }
    return out + "]";
}

std::string PlainWriter::value(const boost::json::value &attribute, const std::string &path)
{
    if (!attribute.is_object() || attribute.get_object().size() != 1)
        return "null";
    const auto &typed = *attribute.get_object().begin();
    const std::string_view type = typed.key();
    const boost::json::value &payload = typed.value();
    if (type == "S" && payload.is_string())
        return quotedJson(payload.get_string());
    if (type == "N" && payload.is_string())
        return number(payload.get_string(), path);
    if (type == "B" && payload.is_string()) {
        lose(ItemJson::tr("%1: binary written as a base64 string").arg(qs(path)));
        return quotedJson(payload.get_string());
    }
    if (type == "BOOL" && payload.is_bool())
        return payload.get_bool() ? "true" : "false";
    if (type == "M" && payload.is_object())
        return members(payload.get_object(), path);
    if (type == "L" && payload.is_array())
        return elements(payload.get_array(), path, {});
    if ((type == "SS" || type == "NS" || type == "BS") && payload.is_array()) {
        lose(ItemJson::tr("%1: %2 set written as a list").arg(qs(path), qs(std::string(type))));
        return elements(payload.get_array(), path, type);
    }
    return "null";
}

// One top-level attribute a line, its value compact: an item reads as a list of attributes.
// Works on text so plain JSON keeps its exact numbers.
std::string indentedObject(const std::vector<std::pair<std::string, std::string>> &members)
{
    if (members.empty())
        return "{}\n";
    std::string out = "{\n";
    for (std::size_t i = 0; i < members.size(); ++i) {
        out += "  " + quotedJson(members[i].first) + ": " + members[i].second;
        out += i + 1 < members.size() ? ",\n" : "\n";
    }
    return out + "}\n";
}

} // namespace

QString dynamoJsonText(const boost::json::object &item)
{
    std::vector<std::pair<std::string, std::string>> members;
    for (const auto &member : item)
        members.emplace_back(member.key(), spaced(member.value()));
    return QString::fromStdString(indentedObject(members));
}

QString plainJsonText(const boost::json::object &item, QStringList *losses)
{
    PlainWriter writer(losses);
    std::vector<std::pair<std::string, std::string>> members;
    for (const auto &member : item)
        members.emplace_back(member.key(), writer.value(member.value(), member.key()));
    return QString::fromStdString(indentedObject(members));
}

QString plainJsonLine(const boost::json::object &item)
{
    PlainWriter writer(nullptr);
    std::string out = "{";
    for (const auto &member : item) {
        if (out.size() > 1)
            out += ", ";
        out += quotedJson(member.key()) + ": " + writer.value(member.value(), member.key());
    }
    return QString::fromStdString(out + "}");
}

ItemParse parseDynamoJson(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    boost::json::stream_parser parser;
    boost::system::error_code error;
    const std::size_t consumed = parser.write(utf8.constData(), std::size_t(utf8.size()), error);
    if (!error)
        parser.finish(error);
    ItemParse result;
    if (error) {
        result.errorOffset = qsizetype(consumed);
        result.error = ItemJson::tr("JSON syntax error: %1")
                           .arg(QString::fromStdString(error.message()));
        return result;
    }
    const boost::json::value root = parser.release();
    if (!root.is_object()) {
        result.errorOffset = 0;
        result.error = ItemJson::tr("An item is a JSON object of attributes.");
        return result;
    }
    for (const auto &member : root.get_object()) {
        auto valid = attributeFromJson(member.value());
        if (!valid.ok()) {
            const QByteArray key = quotedJson(member.key()).c_str();
            result.errorOffset = qMax<qsizetype>(0, utf8.indexOf(key));
            result.error = QStringLiteral("%1: %2").arg(
                QString::fromUtf8(member.key().data(), qsizetype(member.key().size())),
                QString::fromStdString(valid.error().message));
            return result;
        }
    }
    result.item = root.get_object();
    return result;
}

QString awsPutItemCommand(const QString &tableName, const boost::json::object &item)
{
    auto shellQuoted = [](QString text) {
        text.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
        return QLatin1Char('\'') + text + QLatin1Char('\'');
    };
    return QStringLiteral("aws dynamodb put-item --table-name %1 --item %2")
        .arg(shellQuoted(tableName),
             shellQuoted(QString::fromStdString(boost::json::serialize(item))));
}

} // namespace tablesmith::gui
