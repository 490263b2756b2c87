// What a FilterExpression could use instead of reading and throwing items away: a key
// condition on the table or an index. Shared by explain and the after-run analysis.
#include "design/access_plan_parts.h"

#include <algorithm>

namespace tablesmith::design {
namespace {

// The table itself (index null) or one of its indexes, as something a Query could read.
struct KeyTarget {
    const IndexKeys *index = nullptr;
    std::string partitionKey;
    std::string sortKey;
};

std::vector<KeyTarget> keyTargets(const TableKeys &table)
{
    std::vector<KeyTarget> targets{{nullptr, table.partitionKey, table.sortKey}};
    for (const IndexKeys &index : table.indexes)
        targets.push_back({&index, index.partitionKey, index.sortKey});
    return targets;
}

const FilterTerm *termOn(const std::vector<FilterTerm> &terms, std::string_view attribute,
                         bool forPartition)
{
    for (const FilterTerm &term : terms) {
        if (term.attribute != attribute)
            continue;
        bool fits = forPartition ? term.op == FilterTerm::Op::Equal || term.op == FilterTerm::Op::In
                                 : sortKeyCanServe(term);
        if (fits)
            return &term;
    }
    return nullptr;
}

std::string indexName(const KeyTarget &target)
{
    return target.index ? target.index->name : std::string();
}

void addQueryFilterWarnings(const TableKeys &table, const IndexKeys *read,
                            const std::vector<FilterTerm> &terms,
                            std::vector<AccessWarning> &warnings)
{
    const std::string &readPartition = read ? read->partitionKey : table.partitionKey;
    const std::string &readSort = read ? read->sortKey : table.sortKey;
    for (const FilterTerm &term : terms) {
        if (!sortKeyCanServe(term))
            continue;
        if (term.attribute == readSort) {
            warnings.push_back({AccessWarningKind::FilterCouldBeKeyCondition,
                                term.attribute + " is the sort key of " + targetText(table, read) +
                                    ": put `" + term.text +
                                    "` in the KeyConditionExpression "
                                    "(the service refuses key attributes in a Query's "
                                    "FilterExpression).",
                                term.attribute, read ? read->name : std::string()});
            continue;
        }
        for (const KeyTarget &target : keyTargets(table)) {
            if (target.index == read || target.partitionKey != readPartition ||
                target.sortKey != term.attribute)
                continue;
            warnings.push_back({AccessWarningKind::FilterCouldBeKeyCondition,
                                targetText(table, target.index) +
                                    " has the same partition key "
                                    "and sort key " +
                                    term.attribute + ": a Query on it with `" + term.text +
                                    "` as the sort key condition reads only the "
                                    "matching items.",
                                term.attribute, indexName(target)});
        }
    }
    for (const KeyTarget &target : keyTargets(table)) {
        const FilterTerm *term = termOn(terms, target.partitionKey, true);
        if (target.index == read || !term || target.partitionKey == readPartition)
            continue;
        warnings.push_back({AccessWarningKind::FilterOnIndexKey,
                            term->attribute + " is the partition key of " +
                                targetText(table, target.index) + ": a Query on it with `" +
                                term->text + "` reads only the items that match.",
                            term->attribute, indexName(target)});
    }
}

std::string keyConditionFor(const KeyTarget &target, const std::vector<FilterTerm> &terms)
{
    std::string text = termOn(terms, target.partitionKey, true)->text;
    if (const FilterTerm *sort =
            target.sortKey.empty() ? nullptr : termOn(terms, target.sortKey, false))
        text += " AND " + sort->text;
    return text;
}

// Why no key serves: a partition key tested with something other than equality says most.
std::string noKeyMessage(const TableKeys &table, const std::vector<FilterTerm> &terms)
{
    for (const KeyTarget &target : keyTargets(table))
        for (const FilterTerm &term : terms)
            if (term.attribute == target.partitionKey)
                return "`" + term.text + "` tests " + term.attribute + ", the partition key of " +
                       targetText(table, target.index) +
                       ", but a partition key is matched only "
                       "by equality: no key of the table or its indexes serves this filter, so the "
                       "Scan reads every item. An index whose partition key has one value for all "
                       "the items wanted (an entity type, say) would serve it as a Query.";
    return "No key of the table or its indexes is tested with equality by the filter: the Scan "
           "reads and bills every item, then drops those that fail the FilterExpression.";
}

void addScanFilterWarnings(const TableKeys &table, const std::vector<FilterTerm> &terms,
                           std::vector<AccessWarning> &warnings)
{
    bool queryFound = false;
    for (const KeyTarget &target : keyTargets(table)) {
        const FilterTerm *term = termOn(terms, target.partitionKey, true);
        if (!term)
            continue;
        queryFound = true;
        std::string how = term->op == FilterTerm::Op::In
                              ? "one Query per value (" + std::to_string(term->values.size()) + ")"
                              : "a Query";
        warnings.push_back({AccessWarningKind::ScanCouldBeQuery,
                            "This Scan could be " + how + ": the filter has equality on " +
                                term->attribute + ", the partition key of " +
                                targetText(table, target.index) +
                                "; a Query on it with "
                                "KeyConditionExpression `" +
                                keyConditionFor(target, terms) +
                                "` reads only the matching partition instead of every item.",
                            term->attribute, indexName(target)});
    }
    if (!queryFound)
        warnings.push_back({AccessWarningKind::NoKeyServes, noKeyMessage(table, terms),
                            terms.empty() ? std::string() : terms.front().attribute, ""});
}

} // namespace

void addFilterWarnings(const TableKeys &table, const IndexKeys *read, const expr::Condition &filter,
                       AccessKind kind, std::vector<AccessWarning> &warnings)
{
    if (filter.empty())
        return;
    std::vector<FilterTerm> terms = filterTerms(filter);
    if (kind == AccessKind::Scan) {
        addScanFilterWarnings(table, terms, warnings);
        return;
    }
    warnings.push_back({AccessWarningKind::FilterAfterRead,
                        "The FilterExpression is applied after the read: every item the key "
                        "condition selects is read and billed, then those that fail the filter "
                        "are dropped.",
                        "", ""});
    addQueryFilterWarnings(table, read, terms, warnings);
}

void addProjectionWarnings(const TableKeys &table, const IndexKeys &index,
                           const std::vector<std::string> &attributes,
                           std::vector<AccessWarning> &warnings)
{
    std::vector<std::string> missing;
    for (const std::string &name : attributes)
        if (!table.projects(index, name) &&
            std::find(missing.begin(), missing.end(), name) == missing.end())
            missing.push_back(name);
    for (const std::string &name : missing)
        warnings.push_back(
            {AccessWarningKind::AttributesNotProjected,
             "Index " + index.name + " does not project " + name +
                 (index.global ? ": a global secondary index cannot fetch it from the "
                                 "table, so the read never sees it."
                               : ": a local secondary index fetches it from the table, "
                                 "at the cost of an extra read per item."),
             name, index.name});
}

} // namespace tablesmith::design
