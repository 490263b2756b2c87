#pragma once
// Process-wide knobs for the HTTP server that the public options do not expose. Tests shorten
// the idle timeout so the slow-client case runs in milliseconds, and move the compression
// offload threshold; servers created afterwards pick the values up.

#include <chrono>
#include <cstddef>

namespace tablesmith::wire {

inline constexpr std::chrono::milliseconds kDefaultIdleTimeout{30000};

// How long a connection may sit idle, or take to send one request, before it is closed.
std::chrono::milliseconds idleTimeout();
void setIdleTimeout(std::chrono::milliseconds timeout);

// Answers of at least this many bytes are compressed on the server's compression threads, not
// on the connection's I/O thread: zlib needs about 9 ms per MB, which the other connections of
// that thread would wait. Smaller ones are compressed in place, where a thread hop would cost
// more than it spares (tests/bench/bench_http_compression.cpp measures both).
inline constexpr std::size_t kDefaultOffloadThreshold = 1024 * 1024;
std::size_t compressionOffloadThreshold();
void setCompressionOffloadThreshold(std::size_t bytes);

// For tests: called with the body's size just before an answer is compressed, on the thread
// that compresses it, so a test can hold a compression and see what the server does meanwhile.
using CompressionHook = void (*)(std::size_t bodyBytes);
void setCompressionHook(CompressionHook hook);
void runCompressionHook(std::size_t bodyBytes);

} // namespace tablesmith::wire
