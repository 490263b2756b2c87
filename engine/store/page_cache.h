#pragma once

#include <cstdint>

namespace tablesmith::store {

// Puts a thin layer over SQLite's own page cache that makes the truncation run at the end of
// every transaction cost nothing when there is nothing to truncate.
//
// Why: when a B-tree page split has to put its new pages in order, SQLite 3.40 briefly gives
// one of them the page number just past the 1 GB lock byte (262,145). The default cache keeps
// that as its highest page number ever seen, so the truncation at the next commit believes
// pages past the end may exist and walks its whole hash table — every page cached, up to 64 MB
// of them — on every commit that split a page. Writes that touch several B-trees (an item and
// its index entries) split pages the most and paid the most. This layer keeps its own bound
// on the page numbers the cache can hold, without counting a page number that a page held only
// for a moment, and skips the truncation when nothing can be past the limit.
//
// Must run before SQLite is first used in the process; if something initialised SQLite first,
// it changes nothing (SQLite refuses the setting) and SQLite's own cache is used as it is.
void installPageCache();

// Truncations since the process started: those skipped, and those passed on to SQLite's cache.
struct PageCacheTruncations {
    std::uint64_t skipped = 0;
    std::uint64_t passedOn = 0;
};
PageCacheTruncations pageCacheTruncations();

} // namespace tablesmith::store
