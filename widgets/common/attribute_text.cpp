#include "common/attribute_text.h"

#include <QStringList>

namespace tablesmith::gui {
namespace {

const QString kSeparator = QStringLiteral(" · ");
constexpr int kDetailMaxChars = 200;

QString fromJson(const boost::json::string &text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString elide(QString text, int maxChars)
{
    if (maxChars > 0 && text.size() > maxChars) {
        text.truncate(maxChars - 1);
        text += QChar(0x2026);
    }
    return text;
}

QString quoted(const QString &text)
{
    return QLatin1Char('"') + text + QLatin1Char('"');
}

// The single "type": payload pair of an attribute value, or nullptr when malformed.
const boost::json::key_value_pair *typedPayload(const boost::json::value &attributeValue)
{
    if (!attributeValue.is_object() || attributeValue.get_object().size() != 1)
        return nullptr;
    return &*attributeValue.get_object().begin();
}

QString scalarText(std::string_view type, const boost::json::value &payload)
{
    if (type == "S" && payload.is_string())
        return quoted(fromJson(payload.get_string()));
    if ((type == "N" || type == "B") && payload.is_string())
        return fromJson(payload.get_string());
    if (type == "BOOL" && payload.is_bool())
        return payload.get_bool() ? QStringLiteral("true") : QStringLiteral("false");
    if (type == "NULL")
        return QStringLiteral("null");
    return {};
}

QString collectionText(std::string_view type, const boost::json::value &payload, int maxChars)
{
    QStringList parts;
    int length = 0;
    auto add = [&](QString part) {
        length += int(part.size()) + 2;
        parts << std::move(part);
        return maxChars <= 0 || length < maxChars; // stop building once it would be cut anyway
    };
    if (type == "M" && payload.is_object()) {
        for (const auto &member : payload.get_object())
            if (!add(QString::fromUtf8(member.key().data(), qsizetype(member.key().size()))
                     + QStringLiteral(": ") + attributeValueText(member.value(), maxChars)))
                break;
        return QLatin1Char('{') + parts.join(QStringLiteral(", ")) + QLatin1Char('}');
    }
    if (!payload.is_array())
        return {};
    const bool isList = type == "L";
    for (const auto &element : payload.get_array()) {
        QString text = isList ? attributeValueText(element, maxChars)
            : element.is_string() ? fromJson(element.get_string()) : QString();
        if (type == "SS")
            text = quoted(text);
        if (!add(std::move(text)))
            break;
    }
    const QString joined = parts.join(QStringLiteral(", "));
    return isList ? QLatin1Char('[') + joined + QLatin1Char(']')
                  : QChar(0x27E8) + joined + QChar(0x27E9);
}

} // namespace

QString keyValueText(const boost::json::value *attributeValue)
{
    if (!attributeValue)
        return {};
    const auto *payload = typedPayload(*attributeValue);
    if (!payload || !payload->value().is_string())
        return {};
    return fromJson(payload->value().get_string());
}

QString attributeType(const boost::json::value &attributeValue)
{
    const auto *payload = typedPayload(attributeValue);
    return payload ? QString::fromUtf8(payload->key().data(), qsizetype(payload->key().size()))
                   : QString();
}

QString attributeValueText(const boost::json::value &attributeValue, int maxChars)
{
    const auto *payload = typedPayload(attributeValue);
    if (!payload)
        return QStringLiteral("?");
    const std::string_view type = payload->key();
    QString text = scalarText(type, payload->value());
    if (text.isNull())
        text = collectionText(type, payload->value(), maxChars);
    return elide(std::move(text), maxChars);
}

QString itemAttributesText(const boost::json::object &item, const KeySchema &keys)
{
    QString text;
    for (const auto &attribute : item) {
        if (keys.isKeyAttribute(attribute.key()))
            continue;
        if (!text.isEmpty())
            text += kSeparator;
        text += QString::fromUtf8(attribute.key().data(), qsizetype(attribute.key().size()));
        text += QLatin1Char(' ');
        text += attributeValueText(attribute.value());
    }
    return text;
}

QStringList itemAttributesParts(const boost::json::object &item, const KeySchema &keys)
{
    QStringList parts;
    for (const auto &attribute : item) {
        if (keys.isKeyAttribute(attribute.key()))
            continue;
        parts << QString::fromUtf8(attribute.key().data(), qsizetype(attribute.key().size()))
              << attributeValueText(attribute.value());
    }
    return parts;
}

QString itemAttributesDetail(const boost::json::object &item, const KeySchema &keys)
{
    QStringList lines;
    for (const auto &attribute : item) {
        if (keys.isKeyAttribute(attribute.key()))
            continue;
        lines << QStringLiteral("%1 (%2): %3")
                     .arg(QString::fromUtf8(attribute.key().data(),
                                            qsizetype(attribute.key().size())),
                          attributeType(attribute.value()),
                          attributeValueText(attribute.value(), kDetailMaxChars));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace tablesmith::gui
