#!/usr/bin/env bash
# Installs what is missing (Debian 12), builds Trellis and runs the whole test suite via CTest,
# then once more under AddressSanitizer and UndefinedBehaviorSanitizer, with a short fuzz run.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/run.sh"
# The sanitizer build and the fuzzers need clang with its sanitizer runtimes (tests only).
TRELLIS_PACKAGES+=(clang libclang-rt-14-dev)
trellis_install
trellis_build
cd "$TRELLIS_BUILD"
# The 3D viewport tests need a real (virtual) X display; the rest use the offscreen platform.
xvfb-run -a -s "-screen 0 1920x1080x24" ctest --output-on-failure --timeout 1500 --parallel "$(nproc)" "$@"

# The whole suite again, built by clang with the sanitizers (tests/fuzz/README.md): a memory
# error or undefined behaviour stops a test. (Warnings are errors in the build above, gcc's;
# clang's own warnings are shown here, not fatal.) The same build holds the libFuzzer targets, each
# run for a few seconds from the committed corpus (new inputs go to a scratch folder).
# The probe: clang++ links a libFuzzer program with the sanitizers (their runtimes are a
# package of their own, libclang-rt-14-dev).
fuzz_probe() {
    local dir
    dir="$(mktemp -d)"
    printf 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long) { return 0; }\n' \
        > "$dir/probe.cpp"
    clang++ -fsanitize=fuzzer,address,undefined "$dir/probe.cpp" -o "$dir/probe" > /dev/null 2>&1
    local ok=$?
    rm -rf "$dir"
    return $ok
}
if ! command -v clang++ > /dev/null || ! fuzz_probe; then
    echo "test.sh: no clang++ with libFuzzer and the sanitizers here: the sanitizer run is skipped"
    exit 0
fi
checked="$TRELLIS_ROOT/build-sanitize"
cmake -S "$TRELLIS_ROOT" -B "$checked" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_FLAGS_RELEASE="-O1 -gline-tables-only -DNDEBUG" -DCMAKE_CXX_COMPILER=clang++ \
    -DTRELLIS_FUZZ=ON -DTRELLIS_SANITIZE=address,undefined
cmake --build "$checked" --parallel "$(nproc)"
export ASAN_OPTIONS="detect_leaks=1" \
    LSAN_OPTIONS="suppressions=$TRELLIS_ROOT/tests/lsan.supp:print_suppressions=0" \
    UBSAN_OPTIONS="print_stacktrace=1"
(cd "$checked" && xvfb-run -a -s "-screen 0 1920x1080x24" \
    ctest --output-on-failure --timeout 1500 --parallel "$(nproc)" "$@")
# Each fuzzer uses one core: they run side by side, as many at a time as there are cores.
fuzz_run() {
    local scratch
    scratch="$(mktemp -d)"
    "$checked/tests/fuzz/fuzz_$1" -seed=1 -max_total_time=10 -print_final_stats=1 \
        "$scratch" "$TRELLIS_ROOT/tests/fuzz/corpus/$1" > "$scratch.log" 2>&1
    local status=$?
    cat "$scratch.log"
    rm -rf "$scratch" "$scratch.log"
    return $status
}
export -f fuzz_run
export checked TRELLIS_ROOT
printf '%s\n' position turn game_file database_import puzzle |
    xargs -P "$(nproc)" -I{} bash -c 'fuzz_run {}'
