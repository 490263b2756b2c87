// The refusal of a SELECT whose OR branches read the same sort key range of one partition
// twice. Recorded against the service (tier3/error-messages/partiqlGrammar.test.ts and
// tier2/partiql/whereOverlap.test.ts): `pk = 'a' AND x = '1' OR pk = 'a' AND sk = '2'` is
// refused, the first branch reading the whole partition; a branch that names the sort key
// only in a form no key condition holds (NOT sk = …, sk <> …) is not, and the statement runs.
// Refused here, no further than those recordings reach: two branches on the same literal
// partition value where one reads the whole partition, or both pin the same sort key value.
// Ranges that may or may not overlap (sk < 'm' OR sk > 'k') are left to run.

#include "partiql/planner.h"

#include <vector>

namespace tablesmith::partiql {
namespace {

bool isPath(const Expr &e, std::string_view attribute)
{
    return e.kind == Expr::Kind::Path && e.path.size() == 1 && e.path[0].name == attribute;
}

// `attribute = literal` in either order: the literal, or null.
const Expr *literalEquality(const Expr &e, std::string_view attribute)
{
    if (e.kind != Expr::Kind::Compare || e.name != "=")
        return nullptr;
    const Expr &l = *e.args[0], &r = *e.args[1];
    if (isPath(l, attribute) && r.kind == Expr::Kind::Literal)
        return &r;
    if (isPath(r, attribute) && l.kind == Expr::Kind::Literal)
        return &l;
    return nullptr;
}

void branches(const Expr *e, std::vector<const Expr *> &out)
{
    if (e->kind != Expr::Kind::Or) {
        out.push_back(e);
        return;
    }
    for (const ExprPtr &side : e->args)
        branches(side.get(), out);
}

// What one OR branch reads of the key: its partition value and, if it names one, the sort key
// value it is pinned to; `whole` when it reads the whole partition.
struct Branch {
    const Expr *partition = nullptr;
    const Expr *sortValue = nullptr;
    bool whole = true;
    bool keyed = true; // false: the sort key is named in a form no key condition holds
};

Branch readBranch(const Expr *branch, const KeyNames &key)
{
    Branch b;
    for (const Expr *c : conjuncts(branch)) {
        if (!b.partition && (b.partition = literalEquality(*c, key.partition)))
            continue;
        if (key.sort.empty() || !mentions(*c, key.sort))
            continue;
        if (!isSortKeyCondition(*c, key.sort)) {
            b.keyed = false;
            continue;
        }
        b.whole = false;
        b.sortValue = b.sortValue ? b.sortValue : literalEquality(*c, key.sort);
    }
    return b;
}

bool overlap(const Branch &a, const Branch &b)
{
    if (!(a.partition->value == b.partition->value))
        return false;
    if (a.whole || b.whole)
        return true;
    return a.sortValue && b.sortValue && a.sortValue->value == b.sortValue->value;
}

} // namespace

Status checkNoOverlap(const Expr *where, const KeyNames &key)
{
    if (!where || key.sort.empty() || where->kind != Expr::Kind::Or)
        return success();
    std::vector<const Expr *> ors;
    branches(where, ors);
    std::vector<Branch> read;
    for (const Expr *e : ors) {
        read.push_back(readBranch(e, key));
        if (!read.back().partition || !read.back().keyed)
            return success(); // not read branch by branch: nothing overlaps
    }
    for (std::size_t i = 0; i < read.size(); ++i)
        for (std::size_t j = i + 1; j < read.size(); ++j)
            if (overlap(read[i], read[j]))
                return Error::validation("Overlapping conditions with range keys are not "
                                         "supported in where clause");
    return success();
}

} // namespace tablesmith::partiql
