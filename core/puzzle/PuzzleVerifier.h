#pragma once
// Verifies a puzzle as composers and Lichess's puzzler require:
// - mate in N: the first solving turn (the key) must be the only turn that mates within N (a
//   second one is a cook, even in a mate in 1; completions of the key, sameKey() in Puzzle.h,
//   are the key itself); each later solving turn must be the only one
//   that mates within what is left, except the final mating turn, where any mate is accepted.
//   Each defence turn given must hold out longest. A line shorter than the goal is completed
//   with the longest defence (the engine's exact mate search). Mates are proved exactly: the
//   engine's mate search (core/search) for "is there a mate within k", an AND/OR walk over the
//   variant's legal turns for "which turns mate".
// - win: at every solving turn the engine (multi-PV 2, fixed depth) must find a decisive gain
//   for the solution's turn and for no other: the best turn's winning chances at least
//   kDecisive, and ahead of the second best by at least kMargin. Winning chances are Lichess's
//   logistic of the centipawn score, 2 / (1 + exp(-0.00368208 cp)) - 1, in [-1, 1]; a mate
//   counts as 1 (or -1). The search is the built-in engine's, or one given (setWinSearch: the
//   studio's engine of the list for the variant); mates are always the exact mate search's.
#include "Puzzle.h"
#include "game/GameTree.h"
#include "search/Engine.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>

namespace trellis::puzzle {

class PuzzleVerifier {
  public:
    // Winning chances of a decisive gain (about +300 cp), and the margin over the second best
    // turn (Lichess keeps a puzzle move only when it is the one good move by a wide margin).
    static constexpr double kDecisive = 0.5;
    static constexpr double kMargin = 0.5;
    static double winningChances(int centipawns);
    // A mate counts as certain: 1 for the side that mates, -1 against it.
    static double winningChances(const search::Score& score);

    // `winDepth`: the engine's depth for "win" goals; 0 for the variant's bench depth.
    explicit PuzzleVerifier(int winDepth = 0) : winDepth_(winDepth) {}

    // A search of the position with the limits (multi-PV 2 at the win depth), or nothing with
    // the reason in `why` (an external engine that failed: the verdict is then an Unsound
    // PuzzleEngine naming it).
    using WinSearch = std::function<std::optional<search::SearchReport>(
        const Variant& board, const search::SearchLimits& limits, std::string& why)>;
    // "win" goals searched by `search` instead of the built-in engine.
    void setWinSearch(WinSearch search) { winSearch_ = std::move(search); }

    Verdict verify(const GameTree& puzzle);
    // The same for a position, a goal and a line (the tree's main line).
    Verdict verify(const Variant& start, const Goal& goal, const std::vector<Turn>& line);
    // A position and a goal without a solution (the position editor's "puzzle"): for a mate,
    // the line is the mate search's against the longest defence; for "win", the engine's best
    // turn at the win depth. The verdict's line is the solution to keep.
    Verdict verifyGoal(const Variant& start, const Goal& goal);

  private:
    Verdict verifyMate(Variant& board, int turns, std::vector<Turn> line);
    Verdict verifyWin(Variant& board, const std::vector<Turn>& line);
    // The win search's report, or nothing with the reason in `why`.
    std::optional<search::SearchReport>
    searchWin(const Variant& board, const search::SearchLimits& limits, std::string& why);

    search::Engine engine_;
    int winDepth_;
    WinSearch winSearch_;
};

} // namespace trellis::puzzle
