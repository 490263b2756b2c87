#pragma once
// The writes that lose no update. A save turns the image the editor loaded into the user's
// item only where the table still holds what was loaded; a new item only where no item has its
// key yet. Names and values go through placeholders, so any attribute name works.
//
// DynamoDB allows 300 operators in a condition (`a = :a AND b = :b` is three), so one
// condition can compare at most kMaxComparedAttributes attributes; an item may have far more.
// An item that fits is put whole, conditioned on every loaded attribute being unchanged, as
// before. A larger one is written as UpdateItem of the differences only — SET of the changed
// and added attributes, REMOVE of the removed ones — each write conditioned on every attribute
// it writes still holding its loaded value (or not existing, for an added one), and on as many
// of the untouched attributes as the limit leaves room for. So no write ever replaces a value
// other than the one the user saw: a change made meanwhile to an attribute the user changed
// fails the save (a conflict), and one to an attribute the user did not touch is kept, never
// overwritten (the saved image then holds it). A version attribute would detect every change
// in one comparison, but the editor must not add attributes to users' items. More changed
// attributes than one condition can compare are written in several UpdateItems in turn: a
// conflict in a later one leaves the earlier ones written (nothing of anyone else's lost) and
// shows the conflict.

#include "common/key_schema.h"

#include <boost/json/object.hpp>

#include <QString>

#include <vector>

namespace tablesmith::gui {

// Each comparison is one operator and each AND another: 2n - 1 <= 300.
constexpr int kMaxComparedAttributes = 150;

struct ConditionalWrite {
    QString operation; // PutItem, UpdateItem or DeleteItem
    boost::json::object request;
};

// The writes that make `item` of `loaded` (null: a new item, or one whose key the user
// changed) in `table`, in order. Each asks for the item as written (ReturnValues ALL_NEW) where
// the operation can return it.
std::vector<ConditionalWrite> conditionalSave(const QString &table,
                                              const boost::json::object &item,
                                              const boost::json::object *loaded,
                                              const KeySchema &keys);

// A DeleteItem of `current`'s key that succeeds only while the table holds `current`
// (compared up to kMaxComparedAttributes attributes, the changeable ones first).
ConditionalWrite conditionalDelete(const QString &table, const boost::json::object &current,
                                   const KeySchema &keys);

// The PutItem request that the first of conditionalSave() is for an item that fits.
boost::json::object conditionalPut(const QString &table, const boost::json::object &item,
                                   const boost::json::object *loaded, const KeySchema &keys);

// The item's key attributes (what GetItem and DeleteItem need).
boost::json::object itemKey(const boost::json::object &item, const KeySchema &keys);

} // namespace tablesmith::gui
