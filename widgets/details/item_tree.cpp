#include "details/item_tree.h"

#include <QCoreApplication>
#include <QHash>
#include <QFont>
#include <QStandardItemModel>

namespace tablesmith::gui {
namespace {

// Translation context for the strings below (they belong to no QObject).
struct ItemTree {
    Q_DECLARE_TR_FUNCTIONS(ItemTree)
};

QString fromJson(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString typeDescription(const QString &type)
{
    static const QHash<QString, const char *> names = {
        {QStringLiteral("S"), QT_TRANSLATE_NOOP("ItemTree", "string")},
        {QStringLiteral("N"), QT_TRANSLATE_NOOP("ItemTree", "number")},
        {QStringLiteral("B"), QT_TRANSLATE_NOOP("ItemTree", "binary")},
        {QStringLiteral("BOOL"), QT_TRANSLATE_NOOP("ItemTree", "boolean")},
        {QStringLiteral("NULL"), QT_TRANSLATE_NOOP("ItemTree", "null")},
        {QStringLiteral("M"), QT_TRANSLATE_NOOP("ItemTree", "map")},
        {QStringLiteral("L"), QT_TRANSLATE_NOOP("ItemTree", "list")},
        {QStringLiteral("SS"), QT_TRANSLATE_NOOP("ItemTree", "string set")},
        {QStringLiteral("NS"), QT_TRANSLATE_NOOP("ItemTree", "number set")},
        {QStringLiteral("BS"), QT_TRANSLATE_NOOP("ItemTree", "binary set")},
    };
    const auto it = names.constFind(type);
    return it == names.constEnd() ? ItemTree::tr("malformed") : ItemTree::tr(*it);
}

// Singular and plural apart, as everywhere in the UI: "(s)" reads badly.
QString membersText(std::size_t count)
{
    return count == 1 ? ItemTree::tr("⟨1 member⟩") : ItemTree::tr("⟨%1 members⟩").arg(count);
}

QString elementsText(std::size_t count)
{
    return count == 1 ? ItemTree::tr("[1 element]") : ItemTree::tr("[%1 elements]").arg(count);
}

using Row = QList<QStandardItem *>;

Row makeRow(const QString &name, const QString &type, const QString &value)
{
    auto *nameItem = new QStandardItem(name);
    auto *typeItem = new QStandardItem(type);
    typeItem->setToolTip(typeDescription(type));
    auto *valueItem = new QStandardItem(value);
    valueItem->setData(value, kFullValueRole);
    Row row{nameItem, typeItem, valueItem};
    for (QStandardItem *cell : row)
        cell->setEditable(false);
    return row;
}

void italic(QStandardItem *cell)
{
    QFont font = cell->font();
    font.setItalic(true);
    cell->setFont(font);
}

Row scalarRow(const QString &name, const QString &type, const boost::json::value &payload)
{
    if (type == QLatin1String("BOOL") && payload.is_bool())
        return makeRow(name, type, payload.get_bool() ? QStringLiteral("true")
                                                      : QStringLiteral("false"));
    if (type == QLatin1String("NULL")) {
        Row row = makeRow(name, type, QStringLiteral("null"));
        italic(row[kValueColumn]);
        return row;
    }
    const QString text = payload.is_string() ? fromJson(payload.get_string()) : QString();
    if (type == QLatin1String("S")) {
        Row row = makeRow(name, type, QLatin1Char('"') + text + QLatin1Char('"'));
        row[kValueColumn]->setData(text, kFullValueRole);
        if (text.isEmpty())
            row[kValueColumn]->setToolTip(ItemTree::tr("empty string"));
        return row;
    }
    Row row = makeRow(name, type, text);
    if (type == QLatin1String("B"))
        row[kValueColumn]->setData(QByteArray::fromBase64(text.toLatin1()), kBinaryRole);
    return row;
}

Row valueRow(const QString &name, const boost::json::value &value);

Row containerRow(const QString &name, const QString &type, const boost::json::value &payload)
{
    Row row = makeRow(name, type, {});
    const bool isSet = type.size() == 2 && type.endsWith(QLatin1Char('S'));
    if (type == QLatin1String("M") && payload.is_object()) {
        for (const auto &member : payload.get_object())
            row[0]->appendRow(valueRow(fromJson(member.key()),
                                       member.value()));
        const std::size_t count = payload.get_object().size();
        row[kValueColumn]->setText(count == 1 ? ItemTree::tr("{1 attribute}")
                                              : ItemTree::tr("{%1 attributes}").arg(count));
    } else if (payload.is_array()) {
        const auto &elements = payload.get_array();
        const QString memberType = type.left(1);
        for (std::size_t i = 0; i < elements.size(); ++i) {
            if (isSet)
                row[0]->appendRow(scalarRow(QStringLiteral("·"), memberType, elements[i]));
            else
                row[0]->appendRow(valueRow(QStringLiteral("[%1]").arg(i), elements[i]));
        }
        row[kValueColumn]->setText(isSet ? membersText(elements.size())
                                         : elementsText(elements.size()));
    }
    italic(row[kValueColumn]);
    return row;
}

Row valueRow(const QString &name, const boost::json::value &value)
{
    if (!value.is_object() || value.get_object().size() != 1)
        return makeRow(name, ItemTree::tr("?"), ItemTree::tr("malformed value"));
    const auto &typed = *value.get_object().begin();
    const QString type = fromJson(typed.key());
    static const QStringList containers = {QStringLiteral("M"), QStringLiteral("L"),
                                           QStringLiteral("SS"), QStringLiteral("NS"),
                                           QStringLiteral("BS")};
    if (containers.contains(type))
        return containerRow(name, type, typed.value());
    return scalarRow(name, type, typed.value());
}

} // namespace

void fillItemTree(QStandardItemModel &model, const boost::json::object &item)
{
    model.clear();
    model.setHorizontalHeaderLabels(
        {ItemTree::tr("Attribute"), ItemTree::tr("Type"), ItemTree::tr("Value")});
    for (const auto &attribute : item)
        model.appendRow(valueRow(fromJson(attribute.key()),
                                 attribute.value()));
}

QString hexDump(const QByteArray &bytes)
{
    QString dump;
    for (qsizetype offset = 0; offset < bytes.size(); offset += 16) {
        const QByteArray line = bytes.mid(offset, 16);
        QString hex = QString::fromLatin1(line.toHex(' '));
        QString ascii;
        for (char c : line)
            ascii += (c >= 0x20 && c < 0x7f) ? QLatin1Char(c) : QLatin1Char('.');
        dump += QStringLiteral("%1  %2  |%3|\n")
                    .arg(offset, 8, 16, QLatin1Char('0'))
                    .arg(hex, -47)
                    .arg(ascii);
    }
    return dump;
}

} // namespace tablesmith::gui
