#pragma once
// Finds puzzles in games: at every position of a game's main line, the side to move is asked
// whether it has exactly one winning turn, and each candidate is kept only when PuzzleVerifier
// says ok.
// - One search per position (multi-PV 2, MinerOptions::depth plies, at most
//   MinerOptions::nodes nodes: the per-position budget, so a position costs at most about that
//   many nodes however the game goes).
// - A mate within maxMate of the side's turns found there becomes a "mate in N" puzzle, proved
//   by the verifier's exact mate search (a key that is not alone is dropped).
// - Otherwise a decisive gain (PuzzleVerifier::kDecisive, ahead of the second best by kMargin)
//   becomes a "win" puzzle of one turn, verified by the engine at the variant's bench depth
//   (what `trellis puzzle verify` uses, so that it agrees), unless the side to move was already
//   that far ahead before the last turn (nothing was missed then).
// - A key the same side had two plies before (the opponent let it stand) is not a new puzzle.
#include "Puzzle.h"
#include "PuzzleVerifier.h"

#include "game/GameTree.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace trellis::puzzle {

struct MinerOptions {
    int depth = 3;               // plies of the per-position search (and of "win" checks)
    std::uint64_t nodes = 50000; // node budget of the per-position search
    int maxMate = 2;             // longest mate (in the solver's turns) made into a puzzle
    int skipPlies = 4; // the first plies of a game from the start position are not looked at
};

struct MinedPuzzle {
    GameTree puzzle; // [SetUp] [FEN] [Goal] [Theme] [Source], the verified line
    int ply = 0;     // the position's ply in the source game's main line
};

class PuzzleMiner {
  public:
    explicit PuzzleMiner(MinerOptions options = {});

    // The puzzles of one game's main line, in ply order. `stop` (may be null) ends the walk
    // between positions. positionsSearched() counts the positions looked at.
    std::vector<MinedPuzzle> mineGame(const GameTree& game,
                                      const std::atomic<bool>* stop = nullptr);
    std::uint64_t positionsSearched() const { return positions_; }

    // "Event, White - Black, round R, ply P": the source game, as the [Source] tag says it.
    static std::string sourceText(const GameTree& game, int ply);

  private:
    // The puzzle of one position, if it holds one; `wasWinning` whether the side to move was
    // decisively ahead before the opponent's last turn.
    std::optional<GameTree> minePosition(const Variant& board, bool wasWinning, bool& winning);

    MinerOptions options_;
    search::Engine engine_;
    PuzzleVerifier verifier_;
    std::uint64_t positions_ = 0;
};

} // namespace trellis::puzzle
