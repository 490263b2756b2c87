#pragma once
// The benchmarks' command-line options: "--name value" pairs, each with a default.

#include <cstdlib>
#include <cstring>

// The value after `name` on the command line, or `fallback` when it is not given.
inline long argument(int argc, char **argv, const char *name, long fallback)
{
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], name) == 0)
            return std::atol(argv[i + 1]);
    return fallback;
}
