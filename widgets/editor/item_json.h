#pragma once
// Items as text for the editor and the clipboard: DynamoDB JSON ({"qty": {"N": "2"}}) and plain
// JSON ({"qty": 2}). Plain JSON cannot say "set", "binary" or "exact number"; converting to it
// lists what it loses. Parsing reports where the text is wrong as a UTF-8 byte offset (what
// QScintilla positions are), so the editor can underline it. Numbers stay exact both ways.

#include <boost/json/object.hpp>

#include <QString>
#include <QStringList>

#include <optional>

namespace tablesmith::gui {

struct ItemParse {
    std::optional<boost::json::object> item; // set when the text is a valid item
    qsizetype errorOffset = -1;              // UTF-8 byte offset of the problem
    QString error;

    bool ok() const { return item.has_value(); }
};

// Indented text, short maps and lists on one line.
QString dynamoJsonText(const boost::json::object &item);
// As plain JSON; appends one line to `losses` (if given) for each value plain JSON cannot keep.
QString plainJsonText(const boost::json::object &item, QStringList *losses = nullptr);

// The same on one line, for the clipboard.
QString plainJsonLine(const boost::json::object &item);

ItemParse parseDynamoJson(const QString &text);
// Objects become M, arrays L, numbers N (digits exactly as typed), strings S.
ItemParse parsePlainJson(const QString &text);

// `aws dynamodb put-item --table-name T --item '...'`, quoted for a POSIX shell.
QString awsPutItemCommand(const QString &tableName, const boost::json::object &item);

} // namespace tablesmith::gui
