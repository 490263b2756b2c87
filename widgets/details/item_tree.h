#pragma once
// An item as a tree of (attribute, type, value) rows: maps and lists nest, sets list their
// members unnumbered (lists number theirs), numbers read exactly as stored, binary as base64,
// NULL as an italic "null" and the empty string as "". Used by the details dock and tests.

#include <boost/json/object.hpp>

#include <QByteArray>
#include <QString>

class QStandardItemModel;

namespace tablesmith::gui {

enum ItemTreeColumn { kNameColumn, kTypeColumn, kValueColumn };

// On the value cell: the full, uncut value text; and for B / BS members the decoded bytes.
inline constexpr int kFullValueRole = Qt::UserRole + 1;
inline constexpr int kBinaryRole = Qt::UserRole + 2;

// Replaces `model`'s rows with `item`'s attributes, in item order.
void fillItemTree(QStandardItemModel &model, const boost::json::object &item);

// "00000000  de ad be ef  ...  |....|", 16 bytes a line.
QString hexDump(const QByteArray &bytes);

} // namespace tablesmith::gui
