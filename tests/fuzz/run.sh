#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) and runs each for a while, one process at a
# time (the machine is shared). Not part of CI.
#   tests/fuzz/run.sh [seconds per target, default 180] [target ...]
# Environment: BUILD_DIR (default <repo>/build-fuzz-clang), CXX (default clang++-14).
# New coverage goes to a scratch corpus in the build dir; the seed corpus in the repo is only
# read. A crash leaves crash-*/timeout-* files in the build dir's fuzz-artifacts/: turn each
# into a regression test in tests/expr or tests/engine, then fix the engine.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
seconds="${1:-180}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fuzz_expression fuzz_attribute_json fuzz_client_call)
build="${BUILD_DIR:-$repo/build-fuzz-clang}"

launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S "$repo" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_COMPILER="${CXX:-clang++-14}" "${launcher[@]}" \
    -DTABLESMITH_BUILD_FUZZERS=ON -DTABLESMITH_BUILD_GUI=OFF \
    -DTABLESMITH_BUILD_TESTS=OFF -DTABLESMITH_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build "$build" --target "${targets[@]}"

status=0
for target in "${targets[@]}"; do
    work="$build/fuzz-corpus/$target"
    artifacts="$build/fuzz-artifacts/$target/"
    mkdir -p "$work" "$artifacts"
    echo "== $target: ${seconds}s"
    "$build/tests/fuzz/$target" "$work" "$here/corpus/$target" \
        -dict="$here/$target.dict" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$artifacts" -print_final_stats=1 \
        || { status=1; echo "!! $target found a problem: see $artifacts"; }
done
exit $status
