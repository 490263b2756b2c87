// Applying an UpdateExpression. Right-hand sides read the item as it was; list indexes name
// elements of the original lists, so REMOVEs run last, highest index first.

#include "decimal_arithmetic.h"
#include "evaluate.h"

#include <algorithm>
#include <iterator>

namespace tablesmith::expr {
namespace {

using ast::Operand;
using ast::UpdateAction;

Error invalidPath()
{
    return Error::validation("The document path provided in the update expression is invalid "
                             "for update");
}
Error wrongType()
{
    return Error::validation("An operand in the update expression has an incorrect data type");
}
Error missingAttribute()
{
    return Error::validation("The provided expression refers to an attribute that does not "
                             "exist in the item");
}

// AttributeValue offers read access only; the item being updated is ours, so writing through
// its storage is sound.
template<class T>
T *mutableAs(AttributeValue &value)
{
    return const_cast<T *>(value.as<T>());
}

AttributeValue *mutableLookup(Item &item, const Path &path)
{
    return const_cast<AttributeValue *>(lookup(item, path));
}

Result<AttributeValue> evaluateValue(const Operand &operand, const Item &original);

Result<AttributeValue> arithmetic(const Operand &operand, const Item &original)
{
    auto a = evaluateValue(operand.args[0], original);
    if (!a)
        return a;
    auto b = evaluateValue(operand.args[1], original);
    if (!b)
        return b;
    if (!a->as<Decimal>() || !b->as<Decimal>())
        return wrongType();
    auto result = operand.kind == Operand::Kind::Plus ? add(*a->as<Decimal>(), *b->as<Decimal>())
                                                      : subtract(*a->as<Decimal>(),
                                                                 *b->as<Decimal>());
    if (!result)
        return result.takeError();
    return AttributeValue(std::move(*result));
}

Result<AttributeValue> listAppend(const Operand &call, const Item &original)
{
    auto a = evaluateValue(call.args[0], original);
    if (!a)
        return a;
    auto b = evaluateValue(call.args[1], original);
    if (!b)
        return b;
    const auto *first = a->as<AttributeValue::List>();
    const auto *second = b->as<AttributeValue::List>();
    if (!first || !second)
        return wrongType();
    AttributeValue::List joined = *first;
    joined.insert(joined.end(), second->begin(), second->end());
    return AttributeValue(std::move(joined));
}

Result<AttributeValue> evaluateValue(const Operand &operand, const Item &original)
{
    switch (operand.kind) {
    case Operand::Kind::Value:
        return operand.value;
    case Operand::Kind::Path: {
        const AttributeValue *value = lookup(original, operand.path.resolved);
        if (!value)
            return missingAttribute();
        return *value;
    }
    case Operand::Kind::Call:
        if (operand.function == ast::Function::IfNotExists) {
            if (const AttributeValue *value = lookup(original, operand.args[0].path.resolved))
                return *value;
            return evaluateValue(operand.args[1], original);
        }
        return listAppend(operand, original);
    default:
        return arithmetic(operand, original);
    }
}

Status setAt(Item &item, const Path &path, AttributeValue value)
{
    if (path.size() == 1) {
        item.insert_or_assign(path[0].name, std::move(value));
        return success();
    }
    AttributeValue *parent = mutableLookup(item, Path(path.begin(), path.end() - 1));
    if (!parent)
        return invalidPath();
    const PathElement &last = path.back();
    if (Item *map = mutableAs<Item>(*parent); map && !last.name.empty()) {
        map->insert_or_assign(last.name, std::move(value));
        return success();
    }
    auto *list = mutableAs<AttributeValue::List>(*parent);
    if (!list || !last.name.empty())
        return invalidPath();
    // An index beyond the end appends, as DynamoDB does.
    if (static_cast<std::size_t>(last.index) < list->size())
        (*list)[static_cast<std::size_t>(last.index)] = std::move(value);
    else
        list->push_back(std::move(value));
    return success();
}

// Whether the path's parent exists and is of the path's kind: a map for a name, a list for an
// index. REMOVE and DELETE need it even when the child itself is missing.
bool parentHolds(const Item &item, const Path &path)
{
    if (path.size() == 1)
        return true;
    const AttributeValue *parent = lookup(item, Path(path.begin(), path.end() - 1));
    if (!parent)
        return false;
    return path.back().name.empty() ? parent->as<AttributeValue::List>() != nullptr
                                     : parent->as<Item>() != nullptr;
}

Status removeAt(Item &item, const Path &path)
{
    if (path.size() == 1) {
        item.erase(path[0].name);
        return success();
    }
    // A missing child or an index past the end is quietly nothing (a missing item never gets
    // here: see onlyTakesAway()).
    if (!parentHolds(item, path))
        return invalidPath();
    AttributeValue *parent = mutableLookup(item, Path(path.begin(), path.end() - 1));
    const PathElement &last = path.back();
    if (Item *map = mutableAs<Item>(*parent); map && !last.name.empty()) {
        map->erase(last.name);
        return success();
    }
    auto *list = mutableAs<AttributeValue::List>(*parent);
    if (static_cast<std::size_t>(last.index) < list->size())
        list->erase(list->begin() + last.index);
    return success();
}

// The members come out in the service's order, S and B bytewise and N by value, as a set read
// from a request is kept (paritysuite/dynamodb-conformance tests/tier1/updateItem/basic.test.ts:
// ADD of "" to ["a"] reads back ["", "a"]).
template<class T>
void unite(std::vector<T> &set, const std::vector<T> &more)
{
    std::vector<T> added = more;
    std::sort(added.begin(), added.end());
    std::sort(set.begin(), set.end()); // a no-op but for items stored before sets were sorted
    std::vector<T> united;
    united.reserve(set.size() + added.size());
    std::set_union(set.begin(), set.end(), added.begin(), added.end(),
                   std::back_inserter(united));
    set = std::move(united);
}

template<class T>
void subtractSet(std::vector<T> &set, const std::vector<T> &less)
{
    std::erase_if(set, [&](const T &e) { return std::find(less.begin(), less.end(), e)
                                                    != less.end(); });
}

// Applies `op` to two sets of the same type; false when they are not.
template<class Op>
bool onSets(AttributeValue &target, const AttributeValue &operand, Op op)
{
    if (auto *ss = mutableAs<AttributeValue::StringSet>(target))
        return operand.as<AttributeValue::StringSet>()
            && (op(*ss, *operand.as<AttributeValue::StringSet>()), true);
    if (auto *ns = mutableAs<AttributeValue::NumberSet>(target))
        return operand.as<AttributeValue::NumberSet>()
            && (op(*ns, *operand.as<AttributeValue::NumberSet>()), true);
    if (auto *bs = mutableAs<AttributeValue::BinarySet>(target))
        return operand.as<AttributeValue::BinarySet>()
            && (op(*bs, *operand.as<AttributeValue::BinarySet>()), true);
    return false;
}

bool isEmptySet(const AttributeValue &value)
{
    if (const auto *ss = value.as<AttributeValue::StringSet>())
        return ss->empty();
    if (const auto *ns = value.as<AttributeValue::NumberSet>())
        return ns->empty();
    if (const auto *bs = value.as<AttributeValue::BinarySet>())
        return bs->empty();
    return false;
}

Status addTo(Item &item, const UpdateAction &action)
{
    AttributeValue *target = mutableLookup(item, action.path.resolved);
    if (!target)
        return setAt(item, action.path.resolved, action.value.value);
    if (const auto *n = target->as<Decimal>()) {
        if (!action.value.value.as<Decimal>())
            return wrongType();
        auto total = add(*n, *action.value.value.as<Decimal>());
        if (!total)
            return total.takeError();
        *target = AttributeValue(std::move(*total));
        return success();
    }
    auto op = [](auto &set, const auto &more) { unite(set, more); };
    return onSets(*target, action.value.value, op) ? success() : Status(wrongType());
}

Status deleteFrom(Item &item, const UpdateAction &action)
{
    AttributeValue *target = mutableLookup(item, action.path.resolved);
    // Deleting from a missing set is nothing, but, as for REMOVE, only under a parent of the
    // path's kind (dynalite's updateItem.js, recorded from the service: "delete y.a :a" with no
    // y, "delete c[1] :a" on a map are refused).
    if (!target)
        return parentHolds(item, action.path.resolved) ? success() : Status(invalidPath());
    auto op = [](auto &set, const auto &less) { subtractSet(set, less); };
    if (!onSets(*target, action.value.value, op))
        return wrongType();
    // Sets are never empty: deleting the last elements removes the attribute.
    return isEmptySet(*target) ? removeAt(item, action.path.resolved) : success();
}

// Paths in name order, list indexes in ascending order.
bool pathBefore(const Path &x, const Path &y)
{
    return std::lexicographical_compare(
        x.begin(), x.end(), y.begin(), y.end(), [](const PathElement &l, const PathElement &r) {
            return l.name != r.name ? l.name < r.name : l.index < r.index;
        });
}

// Higher list indexes first, so earlier removals don't shift later ones.
bool removeBefore(const UpdateAction *a, const UpdateAction *b)
{
    return pathBefore(b->path.resolved, a->path.resolved);
}

// REMOVE l[i] names an element of the list as it was: past its original end it removes
// nothing, not an element a SET of the same update appended there.
bool pastOriginalEnd(const Item &original, const Path &path)
{
    if (path.size() < 2 || !path.back().name.empty())
        return false;
    const AttributeValue *parent = lookup(original, Path(path.begin(), path.end() - 1));
    const auto *list = parent ? parent->as<AttributeValue::List>() : nullptr;
    return list && static_cast<std::size_t>(path.back().index) >= list->size();
}

// AttributeUpdates' ADD and DELETE on an attribute of another type: its own words, as the
// service (and dynalite) word it.
Status inLegacyWords(const UpdateExpression &update, Status status)
{
    if (!status.ok() && update.fromAttributeUpdates()
        && status.error().message == wrongType().message)
        return Error::validation("Type mismatch for attribute to update");
    return status;
}

Status applyActions(const UpdateExpression &update, Item &item)
{
    const Item &original = item;
    std::vector<std::pair<const UpdateAction *, AttributeValue>> sets;
    for (const UpdateAction &action : update.actions()) {
        if (action.kind != UpdateAction::Kind::Set)
            continue;
        auto value = evaluateValue(action.value, original);
        if (!value)
            return value.takeError();
        sets.emplace_back(&action, std::move(*value));
    }
    // Several SETs past a list's end append in index order, not in the expression's order, as
    // DynamoDB documents; other SETs name disjoint paths, so their order does not matter.
    std::stable_sort(sets.begin(), sets.end(), [](const auto &a, const auto &b) {
        return pathBefore(a.first->path.resolved, b.first->path.resolved);
    });
    Item updated = item;
    for (auto &[action, value] : sets)
        TS_TRY_STATUS(setAt(updated, action->path.resolved, std::move(value)));
    std::vector<const UpdateAction *> adds;
    std::vector<const UpdateAction *> removes;
    for (const UpdateAction &action : update.actions()) {
        if (action.kind == UpdateAction::Kind::Add)
            adds.push_back(&action);
        else if (action.kind == UpdateAction::Kind::Delete)
            TS_TRY_STATUS(deleteFrom(updated, action));
        else if (action.kind == UpdateAction::Kind::Remove)
            removes.push_back(&action);
    }
    // ADDs past a list's end append in index order too, not in the expression's (dynalite's
    // updateItem.js, recorded against the service: "SET c[4] = ..., c[2] = ... ADD c[8] :b,
    // c[6] :a" on a two-element list appends c[2], c[4], c[6], c[8] in that order).
    std::stable_sort(adds.begin(), adds.end(), [](const UpdateAction *a, const UpdateAction *b) {
        return pathBefore(a->path.resolved, b->path.resolved);
    });
    for (const UpdateAction *action : adds)
        TS_TRY_STATUS(addTo(updated, *action));
    std::sort(removes.begin(), removes.end(), removeBefore);
    for (const UpdateAction *action : removes) {
        if (!pastOriginalEnd(original, action->path.resolved))
            TS_TRY_STATUS(removeAt(updated, action->path.resolved));
    }
    item = std::move(updated);
    return success();
}

} // namespace

Status applyUpdate(const UpdateExpression &update, Item &item)
{
    return inLegacyWords(update, applyActions(update, item));
}

} // namespace tablesmith::expr
