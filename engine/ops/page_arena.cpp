#include "ops/page_arena.h"

#include <algorithm>
#include <new>

namespace tablesmith::ops {

PageArena::~PageArena()
{
    while (m_chunks) {
        Chunk *previous = m_chunks->previous;
        ::operator delete(m_chunks);
        m_chunks = previous;
    }
}

void *PageArena::grow(std::size_t bytes, std::size_t align)
{
    if (bytes > SIZE_MAX / 4 || align > SIZE_MAX / 4)
        throw std::bad_alloc();
    const std::size_t size = std::max(m_nextChunkSize, sizeof(Chunk) + bytes + align);
    auto *chunk = static_cast<Chunk *>(::operator new(size));
    chunk->previous = m_chunks;
    m_chunks = chunk;
    m_next = reinterpret_cast<std::uintptr_t>(chunk + 1);
    m_end = reinterpret_cast<std::uintptr_t>(chunk) + size;
    m_nextChunkSize = std::max(m_nextChunkSize, size) * 2;
    return do_allocate(bytes, align);
}

} // namespace tablesmith::ops
