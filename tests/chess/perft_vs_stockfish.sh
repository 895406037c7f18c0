#!/usr/bin/env bash
# Perft speed of ours (tests/chess/chess_perft) against Stockfish's `go perft N` on the same
# positions and depths. Both are timed in process CPU time (user + system), so a busy machine
# does not skew the ratio; Stockfish's start-up (a `go perft 1` run) is subtracted.
#   tests/chess/perft_vs_stockfish.sh [BUILD_DIR]      (default: build)
#   STOCKFISH=/path/to/stockfish DEPTH_BONUS=1 ...     (one ply deeper everywhere)
set -euo pipefail

build=${1:-build}
tool=$build/tests/chess/chess_perft
[[ -x $tool ]] || { echo "no $tool: cmake --build $build --target chess_perft" >&2; exit 2; }
sf=${STOCKFISH:-$(command -v stockfish || true)}
[[ -z $sf && -x /usr/games/stockfish ]] && sf=/usr/games/stockfish
[[ -n $sf ]] || { echo "stockfish not found (apt-get install stockfish)" >&2; exit 2; }
bonus=${DEPTH_BONUS:-0}

positions=(
    "initial|6|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    "kiwipete|5|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
    "position3|6|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
    "position4|5|r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
    "position5|5|rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
    "position6|5|r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"
)

# CPU seconds (user + system) of a Stockfish run on the given commands.
sf_cpu() {
    local TIMEFORMAT='%3U %3S' t
    t=$( { time (printf '%s\n' "$@" | "$sf" > /dev/null) ; } 2>&1 )
    awk -v t="$t" 'BEGIN { split(t, a, " "); printf "%.3f", a[1] + a[2] }'
}

base=$(sf_cpu "position startpos" "go perft 1")
printf '%-10s %5s %12s %14s %14s %7s\n' position depth nodes "ours nps" "stockfish nps" ratio
total_nodes=0 ours_time=0 sf_time=0
for entry in "${positions[@]}"; do
    IFS='|' read -r name depth fen <<< "$entry"
    depth=$((depth + bonus))
    read -r _ nodes _ ms _ _ < <("$tool" "$depth" "$fen")
    sf_nodes=$(printf 'position fen %s\ngo perft %s\n' "$fen" "$depth" | "$sf" |
               awk '/Nodes searched/ { print $3 }')
    [[ $sf_nodes == "$nodes" ]] || { echo "$name: node counts differ ($nodes vs $sf_nodes)" >&2; exit 1; }
    cpu=$(sf_cpu "position fen $fen" "go perft $depth")
    awk -v n="$name" -v d="$depth" -v nodes="$nodes" -v ms="$ms" -v cpu="$cpu" -v base="$base" '
        BEGIN { s = cpu - base; if (s <= 0) s = 0.001; o = ms / 1000; if (o <= 0) o = 0.001;
                printf "%-10s %5d %12d %14.0f %14.0f %7.2f\n", n, d, nodes, nodes / o, nodes / s,
                       (nodes / o) / (nodes / s) }'
    total_nodes=$((total_nodes + nodes))
    ours_time=$(awk -v a="$ours_time" -v b="$ms" 'BEGIN { print a + b / 1000 }')
    sf_time=$(awk -v a="$sf_time" -v b="$cpu" -v c="$base" 'BEGIN { print a + b - c }')
done
awk -v nodes="$total_nodes" -v o="$ours_time" -v s="$sf_time" 'BEGIN {
    printf "%-10s %5s %12d %14.0f %14.0f %7.2f\n", "total", "", nodes, nodes / o, nodes / s,
           s / o }'
