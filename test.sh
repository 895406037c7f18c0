#!/usr/bin/env bash
# Installs what is missing (Debian 12), builds Trellis and runs the whole test suite via CTest.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/run.sh"
trellis_install
trellis_build
cd "$TRELLIS_BUILD"
# The 3D viewport tests need a real (virtual) X display; the rest use the offscreen platform.
xvfb-run -a -s "-screen 0 1920x1080x24" ctest --output-on-failure --timeout 1500 "$@"

# A short fuzz run of the parsers under AddressSanitizer and UndefinedBehaviorSanitizer when clang
# is installed (tests/fuzz/README.md): only the core libraries and three targets are built with
# clang, a few seconds each, seeded from the committed corpus (new inputs go to a scratch folder).
# The probe: clang++ can link a libFuzzer program with the sanitizers (the runtimes are a
# separate Debian package, libclang-rt-14-dev, that a clang install may lack).
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
    echo "test.sh: no clang++ with libFuzzer and the sanitizers here: the short fuzz run is skipped"
else
    fuzz_build="$TRELLIS_ROOT/build-fuzz"
    cmake -S "$TRELLIS_ROOT" -B "$fuzz_build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_COMPILER=clang++ -DTRELLIS_FUZZ=ON -DTRELLIS_SANITIZE=address,undefined
    cmake --build "$fuzz_build" --parallel "$(nproc)" \
        --target fuzz_position fuzz_turn fuzz_game_file
    for target in position turn game_file; do
        scratch="$(mktemp -d)"
        "$fuzz_build/tests/fuzz/fuzz_$target" -seed=1 -max_total_time=5 -print_final_stats=1 \
            "$scratch" "$TRELLIS_ROOT/tests/fuzz/corpus/$target"
        rm -rf "$scratch"
    done
fi
