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
//   counts as 1 (or -1).
#include "Puzzle.h"
#include "game/GameTree.h"
#include "search/Engine.h"

#include <atomic>

namespace trellis::puzzle {

class PuzzleVerifier {
  public:
    // Winning chances of a decisive gain (about +300 cp), and the margin over the second best
    // turn (Lichess keeps a puzzle move only when it is the one good move by a wide margin).
    static constexpr double kDecisive = 0.5;
    static constexpr double kMargin = 0.5;
    static double winningChances(int centipawns);

    // `winDepth`: the engine's depth for "win" goals; 0 for the variant's bench depth.
    explicit PuzzleVerifier(int winDepth = 0) : winDepth_(winDepth) {}

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

    search::Engine engine_;
    int winDepth_;
};

} // namespace trellis::puzzle
