#pragma once
// Page: collects the items a Query or Scan reads, stopping where DynamoDB stops a page (at
// Limit items, or with the item that brings what was read to 1 MB as the service measures it,
// page_size.h) and remembering where to resume.

#include "ops/capacity.h"
#include "core/item_codec.h"
#include "ops/page_arena.h"
#include "core/stored_json.h"
#include "store/index_store.h"
#include "store/item_store.h"
#include "ops/core_names.h"

#include <set>
#include <string>

namespace tablesmith::ops {

constexpr std::int64_t kMaxPageBytes = 1024 * 1024;

struct PageOptions {
    std::optional<std::int64_t> limit;
    bool countOnly = false;
    bool consistentRead = false;
    const std::vector<expr::Path> *projection = nullptr;
    expr::Condition filter; // FilterExpression: applied after Limit and the 1 MB page
    const store::IndexSchema *index = nullptr; // IndexName: LastEvaluatedKey adds its keys
    ReturnCapacity capacity = ReturnCapacity::None;
    std::string_view capacityTable; // the table as the request named it, name or ARN
    bool selectAll = false; // Select ALL_ATTRIBUTES
    // The read's connection: a local secondary index read that asks for attributes the index
    // does not project fetches them from the table (and is billed for the table read too).
    store::Connection *db = nullptr;
};

// How the service names a Select value in "Cannot specify the … when choosing to get …":
// COUNT is "only the Count", the others their own names.
std::string selectedText(std::string_view select);

// Reads the paging options every Query and Scan shares (Limit, Select, ConsistentRead,
// ProjectionExpression, FilterExpression, ReturnConsumedCapacity). `paths` holds the parsed
// projection.
Result<PageOptions> pageOptions(const json::object &request, expr::Placeholders &placeholders,
                                std::optional<std::vector<expr::Path>> &paths);

// The top-level attributes a FilterExpression reads.
std::set<std::string> filteredNames(const expr::Condition &filter);

class Page {
public:
    Page(const store::TableSchema &table, const PageOptions &options);

    // The visitor to hand to the store; returns false once the page is full.
    bool add(const store::Row &row);
    bool fail(Error error);
    Status addItem(json::value &&stored);
    // On an LSI read that needs them: the whole item from the table, for the entry read.
    Result<json::value> fetchFromTable(const json::value &entry);
    const Status &status() const { return m_status; }
    json::object response();

private:
    bool addAsRead(const store::Row &row);
    void countTowardPage(const json::object &item);

    const store::TableSchema &m_table;
    const PageOptions &m_options;
    // A page's items are parsed into one arena freed with the response: a page is built and
    // dropped whole, so per-value allocations would be wasted work.
    json::storage_ptr m_storage = json::make_shared_resource<PageArena>();
    StoredJsonReader m_reader{m_storage};
    json::array m_items = json::array(m_storage);
    std::int64_t m_count = 0;
    std::int64_t m_scanned = 0;
    std::int64_t m_bytes = 0;     // the items' sizes, as billed
    std::int64_t m_pageBytes = 0; // the service's measure of them, against the 1 MB
    std::string m_sortKey;        // the table's sort key, which that measure treats apart
    std::optional<json::object> m_lastEvaluatedKey; // set when the page is full
    bool m_full = false;
    bool m_fetch = false;       // an LSI read asking for attributes the index does not hold
    double m_fetchUnits = 0;    // what those table reads cost
    bool m_keepsAsRead = false; // every item read goes into the page as it is stored
    Status m_status = success();
};

// The index a Query or Scan names with IndexName (null without one), checked against what the
// request asks of it: no consistent reads on a GSI.
Result<const store::IndexSchema *> requestedIndex(const store::TableSchema &table,
                                                  const json::object &request);
// No Select ALL_ATTRIBUTES beyond a GSI's projection: a Query checks it once its key condition
// and start key are (dynalite's query.js, as recorded), a Scan at once.
Status checkSelectOnIndex(const store::IndexSchema *index, const json::object &request);

// Which read an ExclusiveStartKey resumes: the service words a wrong set of key attributes
// differently for each.
enum class StartKeyOf { Query, Scan };

// Validates an index read's ExclusiveStartKey: the table's and the index's key attributes.
Result<std::optional<store::IndexEntryKey>> indexStartKey(const store::TableSchema &table,
                                                          const store::IndexSchema &index,
                                                          const json::object &request,
                                                          StartKeyOf read);

// Validates ExclusiveStartKey against the table's key schema.
Result<std::optional<store::StorageKey>> exclusiveStartKey(const store::TableSchema &table,
                                                           const json::object &request,
                                                           StartKeyOf read);

} // namespace tablesmith::ops
