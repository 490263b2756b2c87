#pragma once
// The HTTP fuzz target's one entry point, shared by its libFuzzer main and the CI driver.

#include <string_view>

namespace tablesmith::fuzz {

// Sends `bytes` as one connection's whole input to the fuzzed server; aborts on a broken
// invariant (see fuzz_http_request.cpp).
void runHttpRequest(std::string_view bytes);

} // namespace tablesmith::fuzz
