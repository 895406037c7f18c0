#pragma once
// The engine's public value types: limits, scores, reported lines and mate-search answers.
// Everything is expressed in board-independent Turns so that callers never see the variants'
// internal move types.
#include "variant/Turn.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace trellis::search {

// Internal scores: centipawns from the side to move's point of view; kMate - ply for "the side
// to move mates at ply", -(kMate - ply) for "is mated at ply".
constexpr int kMate = 32000;
constexpr int kMateBound = kMate - 1000; // scores beyond this are mate scores
constexpr int kInfinity = 32500;
constexpr int kMaxPly = 128;

// Material-only evaluation is the weak baseline for the match harness.
enum class EvalMode { Full, Material };

struct SearchLimits {
    int depth = 0;           // 0: no depth limit (up to kMaxPly)
    std::int64_t timeMs = 0; // 0: no time limit
    std::uint64_t nodes = 0; // 0: no node limit
    int multiPv = 1;         // number of best lines
    // Null move, reverse futility and reductions growing with depth; off: the plain search
    // (one-turn reductions only), kept to measure what the selectivity gains.
    bool selective = true;
    // When not empty, only these turns of the root are searched (UCI's `go searchmoves`);
    // turns that are not legal there are left out.
    std::vector<Turn> searchMoves;
};

// A score as users see it: centipawns, or mate in `mate` own turns (negative: being mated).
struct Score {
    bool isMate = false;
    int value = 0; // cp, or signed mate distance in turns
    static Score fromInternal(int score);
};

struct SearchLine {
    int multipv = 1; // 1-based rank of the line
    int depth = 0;
    Score score;
    std::vector<Turn> pv; // whole turns, the first one playable in the searched position
};

// One completed iteration (or the final answer): lines best first, with the totals so far.
struct SearchReport {
    int depth = 0;
    int selDepth = 0; // the longest line searched, quiescence included, in moves
    int hashfull = 0; // the table's fill, permille (TranspositionTable::hashfull)
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    std::uint64_t nps = 0;
    std::vector<SearchLine> lines;
    bool hasBest() const { return !lines.empty() && !lines.front().pv.empty(); }
    const Turn& best() const { return lines.front().pv.front(); }
};

using ReportCallback = std::function<void(const SearchReport&)>;

// Answer of the exact mate search.
struct MateResult {
    bool mate = false;      // the side to move mates within the asked number of turns
    int turns = 0;          // the shortest such mate, in the attacker's turns
    bool unique = false;    // exactly one first turn mates within the limit
    bool aborted = false;   // stopped before the answer was proved
    std::vector<Turn> line; // attacker and defender turns, ending in mate (longest defence)
    std::uint64_t nodes = 0;
};

inline Score Score::fromInternal(int score) {
    if (score >= kMateBound) return {true, (kMate - score + 1) / 2};
    if (score <= -kMateBound) return {true, -((kMate + score) / 2)};
    return {false, score};
}

} // namespace trellis::search
