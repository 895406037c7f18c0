#!/usr/bin/env bash
# Importing real chess games: Trellis's `db import` against Scid's `sc_base import` (Debian
# `scid`, its tkscid runs Tcl) on the same file, in alternating runs, timed in process CPU time
# (user + system, so a busy machine skews the ratio less) with the peak memory and the bytes a
# game each leaves on disk (Scid: si4 + sg4 + sn4).
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

# "CPU-seconds peak-KB" of a command.
measure() {
    /usr/bin/time -f '%U %S %M' -o "$work/time" "$@" > /dev/null 2>&1 || true
    awk '{ printf "%.2f %d\n", $1 + $2, $3 }' "$work/time"
}

# program, CPU seconds, peak KB, bytes on disk
report() {
    awk -v p="$1" -v c="$2" -v k="$3" -v b="$4" -v g="$games" \
        'BEGIN { printf "%-8s %8s %10d %14.1f\n", p, c, k / 1024, b / g }'
}

echo "$games games ($(du -h "$pgn" | cut -f1)), $runs alternating runs"
printf '%-8s %8s %10s %14s\n' program cpu_s peak_MB bytes_a_game
for ((run = 0; run < runs; ++run)); do
    rm -f "$work"/t.trellisdb*
    read -r cpu kb < <(measure "$trellis" db import "$work/t.trellisdb" "$pgn")
    bytes=$(stat -c %s "$work/t.trellisdb")
    report trellis "$cpu" "$kb" "$bytes"
    rm -f "$work"/s.si4 "$work"/s.sg4 "$work"/s.sn4
    read -r cpu kb < <(measure "$tkscid" "$work/import.tcl" "$pgn" "$work/s")
    bytes=$(cat "$work"/s.si4 "$work"/s.sg4 "$work"/s.sn4 | wc -c)
    report scid "$cpu" "$kb" "$bytes"
done
