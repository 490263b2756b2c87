#pragma once
// Display text for DynamoDB JSON values ({"S": "x"}, {"N": "1.5"}, {"M": {...}}, ...).
// Built only when a cell is shown; nothing here allocates per item up front.

#include "common/key_schema.h"

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <QString>
#include <QStringList>

namespace tablesmith::gui {

// A key value as the user types it: S and N verbatim, B as base64.
QString keyValueText(const boost::json::value *attributeValue);

// A typed, compact summary: strings quoted, numbers verbatim, maps and lists inline, sets in
// angle brackets; cut with "…" beyond `maxChars`.
QString attributeValueText(const boost::json::value &attributeValue, int maxChars = 48);

// "qty 1 · price 99.90 · productName "USB-C cable"" — every non-key attribute, in item order.
QString itemAttributesText(const boost::json::object &item, const KeySchema &keys);

// The same as name, value, name, value, ... for views that style names and values apart.
QStringList itemAttributesParts(const boost::json::object &item, const KeySchema &keys);

// One line per attribute with its type, for tooltips: `price (N): 99.90`.
QString itemAttributesDetail(const boost::json::object &item, const KeySchema &keys);

// The type tag ("S", "N", "M", ...) of an attribute value, or empty when malformed.
QString attributeType(const boost::json::value &attributeValue);

} // namespace tablesmith::gui
