#pragma once
// PageArena: the memory a Query or Scan response is built in. A page is built and dropped
// whole, so its values take memory by bumping a pointer and give none back one by one. Like
// boost's monotonic_resource, but its fast path is inline (boost's sits behind two calls in
// the shared library, and a page allocates a dozen times per item).

#include <boost/json/memory_resource.hpp>

#include <cstddef>
#include <cstdint>

namespace tablesmith::ops {

class PageArena final : public boost::json::memory_resource {
public:
    // User-provided, so that make_shared_resource's value-initialisation does not zero m_first.
    PageArena() noexcept {}
    PageArena(const PageArena &) = delete;
    PageArena &operator=(const PageArena &) = delete;
    ~PageArena() override;

private:
    void *do_allocate(std::size_t bytes, std::size_t align) override
    {
        const std::uintptr_t at = (m_next + align - 1) & ~std::uintptr_t(align - 1);
        if (at < m_next || at > m_end || bytes > m_end - at) // no sum that could wrap around
            return grow(bytes, align);
        m_next = at + bytes;
        return reinterpret_cast<void *>(at);
    }
    void do_deallocate(void *, std::size_t, std::size_t) override {}
    bool do_is_equal(const boost::json::memory_resource &other) const noexcept override
    {
        return this == &other;
    }
    // A new chunk, twice the last one's size and at least big enough for `bytes`.
    void *grow(std::size_t bytes, std::size_t align);

    struct Chunk {
        Chunk *previous;
    };
    // The first chunk is part of the arena: a page of a few items needs no other allocation.
    alignas(std::max_align_t) unsigned char m_first[8192];
    std::uintptr_t m_next = reinterpret_cast<std::uintptr_t>(m_first);
    std::uintptr_t m_end = m_next + sizeof m_first;
    Chunk *m_chunks = nullptr; // the chunks allocated after m_first, newest first
    std::size_t m_nextChunkSize = 16384;
};

} // namespace tablesmith::ops

// Tells boost that freeing is a no-op here, so an unshared pointer to the arena skips it.
template<>
struct boost::json::is_deallocate_trivial<tablesmith::ops::PageArena> : std::true_type {
};
