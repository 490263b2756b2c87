#include "editor/item_json.h"

#include <tablesmith/attribute_value.h>
#include <tablesmith/plain_json.h>

#include <boost/json/serialize.hpp>
#include <boost/json/stream_parser.hpp>

#include <QCoreApplication>

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

struct PlainJson {
    Q_DECLARE_TR_FUNCTIONS(PlainJson)
};

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

// What plain JSON loses, in the user's words.
QString lossText(const PlainJsonLoss &loss)
{
    switch (loss.kind) {
    case PlainJsonLoss::Kind::NumberAsString:
        return ItemJson::tr("%1: number %2 written as a string").arg(qs(loss.path),
                                                                       qs(loss.detail));
    case PlainJsonLoss::Kind::BeyondDoublePrecision:
        return ItemJson::tr("%1: number %2 is beyond double precision; other JSON tools may "
                            "round it").arg(qs(loss.path), qs(loss.detail));
    case PlainJsonLoss::Kind::BinaryAsString:
        return ItemJson::tr("%1: binary written as a base64 string").arg(qs(loss.path));
    case PlainJsonLoss::Kind::SetAsList:
        return ItemJson::tr("%1: %2 set written as a list").arg(qs(loss.path), qs(loss.detail));
    }
    return {};
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
    std::vector<PlainJsonLoss> lost;
    std::vector<std::pair<std::string, std::string>> members;
    for (const auto &member : item)
        members.emplace_back(member.key(),
                             plainJsonValue(member.value(), member.key(), &lost, {true}));
    if (losses)
        for (const PlainJsonLoss &loss : lost)
            *losses << lossText(loss);
    return QString::fromStdString(indentedObject(members));
}

QString plainJsonLine(const boost::json::object &item)
{
    return QString::fromStdString(plainJsonItem(item, nullptr, {true}));
}

ItemParse parsePlainJson(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    PlainJsonParse parsed = parsePlainJsonItem(std::string_view(utf8.constData(),
                                                                std::size_t(utf8.size())));
    ItemParse result;
    if (!parsed.ok()) {
        result.errorOffset = qsizetype(parsed.errorOffset);
        result.error = parsed.syntaxError.empty()
            ? PlainJson::tr("An item is a JSON object of attributes.")
            : PlainJson::tr("JSON syntax error: %1").arg(qs(parsed.syntaxError));
        return result;
    }
    result.item = std::move(parsed.item);
    return result;
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
