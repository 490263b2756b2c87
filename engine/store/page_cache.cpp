#include "store/page_cache.h"

#include <sqlite3.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <mutex>

namespace tablesmith::store {
namespace {

sqlite3_pcache_methods2 base; // SQLite's own cache, which does all the work
std::atomic<std::uint64_t> truncationsSkipped{0};
std::atomic<std::uint64_t> truncationsPassedOn{0};

// One connection's cache: SQLite's, and a bound on the page numbers it may hold.
struct Cache {
    sqlite3_pcache *inner = nullptr;
    // No page numbered above maxKey is cached, except those listed in moved: pages given a
    // number past maxKey by a rekey, usually for a moment (they are soon given a lower one).
    unsigned maxKey = 0;
    std::array<unsigned, 8> moved{};
    unsigned movedCount = 0;

    void forget(unsigned key)
    {
        auto *end = moved.begin() + movedCount;
        auto *at = std::find(moved.begin(), end, key);
        if (at != end) {
            *at = *(end - 1);
            --movedCount;
        }
    }

    void note(unsigned key)
    {
        if (key <= maxKey)
            return;
        if (movedCount < moved.size())
            moved[movedCount++] = key;
        else
            maxKey = key; // too many to list: bound them all, as SQLite's cache does
    }

    bool mayHoldFrom(unsigned limit) const
    {
        return maxKey >= limit
               || std::any_of(moved.begin(), moved.begin() + movedCount,
                              [limit](unsigned key) { return key >= limit; });
    }

    void truncated(unsigned limit)
    {
        maxKey = std::min(maxKey, limit > 0 ? limit - 1 : 0);
        unsigned kept = 0;
        for (unsigned i = 0; i < movedCount; ++i) {
            if (moved[i] < limit)
                moved[kept++] = moved[i];
        }
        movedCount = kept;
    }
};

Cache *cast(sqlite3_pcache *p) { return reinterpret_cast<Cache *>(p); }

int init(void *) { return base.xInit(base.pArg); }

void shutdown(void *) { base.xShutdown(base.pArg); }

sqlite3_pcache *create(int pageSize, int extraSize, int purgeable)
{
    sqlite3_pcache *inner = base.xCreate(pageSize, extraSize, purgeable);
    if (!inner)
        return nullptr;
    auto *cache = new (std::nothrow) Cache;
    if (!cache) {
        base.xDestroy(inner);
        return nullptr;
    }
    cache->inner = inner;
    return reinterpret_cast<sqlite3_pcache *>(cache);
}

void setCacheSize(sqlite3_pcache *p, int pages) { base.xCachesize(cast(p)->inner, pages); }

int pageCount(sqlite3_pcache *p) { return base.xPagecount(cast(p)->inner); }

sqlite3_pcache_page *fetch(sqlite3_pcache *p, unsigned key, int create)
{
    Cache *cache = cast(p);
    sqlite3_pcache_page *page = base.xFetch(cache->inner, key, create);
    if (page && key > cache->maxKey)
        cache->maxKey = key;
    return page;
}

void unpin(sqlite3_pcache *p, sqlite3_pcache_page *page, int discard)
{
    base.xUnpin(cast(p)->inner, page, discard);
}

void rekey(sqlite3_pcache *p, sqlite3_pcache_page *page, unsigned oldKey, unsigned newKey)
{
    Cache *cache = cast(p);
    base.xRekey(cache->inner, page, oldKey, newKey);
    cache->forget(oldKey);
    cache->note(newKey);
}

void truncate(sqlite3_pcache *p, unsigned limit)
{
    Cache *cache = cast(p);
    if (!cache->mayHoldFrom(limit)) {
        truncationsSkipped.fetch_add(1, std::memory_order_relaxed);
        return;
    }
    truncationsPassedOn.fetch_add(1, std::memory_order_relaxed);
    base.xTruncate(cache->inner, limit);
    cache->truncated(limit);
}

void destroy(sqlite3_pcache *p)
{
    Cache *cache = cast(p);
    base.xDestroy(cache->inner);
    delete cache;
}

void shrink(sqlite3_pcache *p) { base.xShrink(cast(p)->inner); }

} // namespace

void installPageCache()
{
    static std::once_flag once;
    std::call_once(once, [] {
        if (sqlite3_config(SQLITE_CONFIG_GETPCACHE2, &base) != SQLITE_OK || !base.xCreate)
            return;
        static const sqlite3_pcache_methods2 layered = {
            1,        nullptr, init,   shutdown, create,  setCacheSize, pageCount,
            fetch,    unpin,   rekey,  truncate, destroy, shrink,
        };
        sqlite3_config(SQLITE_CONFIG_PCACHE2, &layered);
    });
}

PageCacheTruncations pageCacheTruncations()
{
    return {truncationsSkipped.load(std::memory_order_relaxed),
            truncationsPassedOn.load(std::memory_order_relaxed)};
}

} // namespace tablesmith::store
