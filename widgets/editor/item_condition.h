#pragma once
// The PutItem that loses no update: it succeeds only if the item in the table is still the one
// the editor loaded (every top-level attribute equal), or, for a new item, if no item has its
// key yet. Names and values go through placeholders, so any attribute name works.

#include "common/key_schema.h"

#include <boost/json/object.hpp>

#include <QString>

namespace tablesmith::gui {

// A PutItem request for `item` on `table`. `loaded` is the image the editor started from, null
// for a new item (or one whose key the user changed).
boost::json::object conditionalPut(const QString &table, const boost::json::object &item,
                                   const boost::json::object *loaded, const KeySchema &keys);

// The item's key attributes (what GetItem and DeleteItem need).
boost::json::object itemKey(const boost::json::object &item, const KeySchema &keys);

} // namespace tablesmith::gui
