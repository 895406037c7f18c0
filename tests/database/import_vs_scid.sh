#!/usr/bin/env bash
# Importing real chess games: Trellis's `db import` against Scid's `sc_base import` (Debian
# `scid`, its tkscid runs Tcl) on the same file, in alternating runs, timed in process CPU time
# (user + system) and wall time, with the peak memory and the bytes a game each leaves on disk
# (Scid: si4 + sg4 + sn4). The machine's speed drifts by a fifth or more between runs, so the
# summary is the median of each round's ratios (the runs of one round follow each other).
# With BASE=PROGRAM (another build's trellis), each round runs it too, for its ratios to the
# build measured.
# Run it on a quiet machine: Scid's import has a second thread that waits by spinning on
# sched_yield (perf: about 30 % of tkscid's samples on a quiet machine are in sched_yield and
# the scheduler, about 60 % beside other work), so its CPU seconds count that thread's spinning
# and, with a core taken by other work, its wall time grows about threefold (1.7 s -> 4.6 s on
# the 80,000 games beside a running match).
# The file: the 100 Lichess games of tests/data/real-chess/chessjs-benchmark.pgn repeated COPIES
# times, each copy's Event tags numbered so that no game is a duplicate of another.
#   tests/database/import_vs_scid.sh [BUILD_DIR] [COPIES] [RUNS] [FILE]   (default: build 200 3)
# With FILE, that file is imported as it is (COPIES is then ignored): for example distinct games,
# `trellis generate --variant chess --games 20000 --seed 3 > FILE`, where each position past the
# first plies has a list of its own (the repeated Lichess games flatter the position index).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${1:-build}
copies=${2:-200}
runs=${3:-3}
given=${4:-}
trellis=$build/app/trellis
[[ -x $trellis ]] || { echo "no $trellis: cmake --build $build --target trellis" >&2; exit 2; }
tkscid=$(command -v tkscid || true)
[[ -z $tkscid && -x /usr/games/tkscid ]] && tkscid=/usr/games/tkscid
[[ -n $tkscid ]] || { echo "tkscid not found (apt-get install scid)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pgn=$work/games.pgn
if [[ -n $given ]]; then
    cp "$given" "$pgn"
else
    for ((copy = 0; copy < copies; ++copy)); do
        sed "s/^\[Event \"\(.*\)\"\]/[Event \"\1 #$copy\"]/" \
            "$root/tests/data/real-chess/chessjs-benchmark.pgn"
        echo
    done > "$pgn"
fi
games=$(grep -c '^\[Event ' "$pgn")
printf 'sc_base create [lindex $argv 1]\nsc_base import [sc_base current] [lindex $argv 0]\n' \
    > "$work/import.tcl"

# "CPU-seconds peak-KB wall-seconds" of a command.
measure() {
    /usr/bin/time -f '%U %S %M %e' -o "$work/time" "$@" > /dev/null 2>&1 || true
    awk '{ printf "%.2f %d %.2f\n", $1 + $2, $3, $4 }' "$work/time"
}

# program, CPU seconds, peak KB, wall seconds, bytes on disk; the row goes to $work/rows too.
report() {
    echo "$run $1 $2 $4" >> "$work/rows"
    awk -v p="$1" -v c="$2" -v k="$3" -v w="$4" -v b="$5" -v g="$games" \
        'BEGIN { printf "%-8s %8s %8s %10d %14.1f\n", p, c, w, k / 1024, b / g }'
}

# A Trellis build's run: CPU, peak, wall, bytes.
importWith() {
    rm -f "$work"/t.trellisdb*
    read -r cpu kb wall < <(measure "$1" db import "$work/t.trellisdb" "$pgn")
    report "$2" "$cpu" "$kb" "$wall" "$(stat -c %s "$work/t.trellisdb")"
}

echo "$games games ($(du -h "$pgn" | cut -f1)), $runs alternating runs"
printf '%-8s %8s %8s %10s %14s\n' program cpu_s wall_s peak_MB bytes_a_game
: > "$work/rows"
for ((run = 0; run < runs; ++run)); do
    importWith "$trellis" trellis
    [[ -n ${BASE:-} ]] && importWith "$BASE" base
    rm -f "$work"/s.si4 "$work"/s.sg4 "$work"/s.sn4
    read -r cpu kb wall < <(measure "$tkscid" "$work/import.tcl" "$pgn" "$work/s")
    report scid "$cpu" "$kb" "$wall" "$(cat "$work"/s.si4 "$work"/s.sg4 "$work"/s.sn4 | wc -c)"
done

# The median of a column of numbers.
median() {
    sort -g | awk '{ v[NR] = $1 } END { m = int((NR + 1) / 2); print (NR % 2 ? v[m] : (v[m] + v[m + 1]) / 2) }'
}

# The medians over the rounds of trellis / OTHER, for CPU and wall time.
ratios() {
    local each
    each=$(awk -v other="$1" '{ cpu[$1, $2] = $3; wall[$1, $2] = $4; rounds[$1] = 1 }
        END { for (r in rounds) print cpu[r, "trellis"] / cpu[r, other], wall[r, "trellis"] / wall[r, other] }' \
        "$work/rows")
    printf 'trellis / %-4s CPU %.3f, wall %.3f (medians of the rounds)\n' "$1" \
        "$(cut -d' ' -f1 <<< "$each" | median)" "$(cut -d' ' -f2 <<< "$each" | median)"
}
ratios scid
[[ -n ${BASE:-} ]] && ratios base
exit 0
