#pragma once
// The search's view of Cotulenh over a private Board, played and taken back with the Board's own
// functions (the ones CotulenhVariant uses). It walks turns in one of two ways:
// - whole turns (a single move, or a whole deploy session), enumerated the way
//   Board::perftTurns walks them: the exact mate search, which counts turns, uses these;
// - steps (the analysis): whole turns from the root, then below it a single move, one deploy
//   step, or the commit of the open session; the side to move stays the same until the session
//   ends (midTurn), and the hash covers the open session, so the table keeps session states
//   apart.
#include "CotulenhEvaluation.h"
#include "search/SearchTypes.h"

#include "cotulenh/Board.h"

#include <array>
#include <vector>

namespace trellis {
class Variant;
}

namespace trellis::search {

struct CotulenhTurn {
    // Turn: a single move or a whole session's final steps; Step: one deploy step (steps[0]);
    // Commit: ends the open session (no steps).
    enum class Kind : std::uint8_t { Turn, Step, Commit };
    std::array<cotulenh::Move, cotulenh::DeploySession::kMaxSteps> steps{};
    std::uint8_t count = 0;
    Kind kind = Kind::Turn;
    bool operator==(const CotulenhTurn& o) const;
};

class CotulenhSearchGame {
  public:
    using Move = CotulenhTurn;
    static constexpr int kHistorySize = 2 * cotulenh::kSquares * cotulenh::kSquares;

    enum class Walk { WholeTurns, Steps };
    CotulenhSearchGame(const cotulenh::Board& root, EvalMode mode, Walk walk = Walk::WholeTurns,
                       const CotulenhWeights& weights = kCotulenhWeights);

    void generate(std::vector<Move>& out);
    // Single-move captures (quiescence); deploy sessions are left to the full search.
    void generateCaptures(std::vector<Move>& out);
    void make(const Move& m);
    void unmake();
    // Passes the turn (null-move pruning; taken back by unmake), only at a turn start.
    void makeNull();
    // Passing is a fair test: the side to move has a piece besides its Commander.
    bool nullMoveAllowed() const {
        const cotulenh::Position& p = board_.position();
        return p.stackCount(p.side()) + p.singleCount(p.side()) > 0;
    }
    // Inside a deploy session (walking steps): the next move continues the same turn.
    bool midTurn() const { return board_.inSession(); }

    std::uint64_t hash() const { return board_.hash(); }
    int side() const { return board_.position().side(); }
    // A missing Commander counts as attacked (the side has lost).
    bool inCheck() const;
    int evaluate() const { return evaluateCotulenh(board_.position(), mode_, weights_); }
    // Fifty-move rule (automatic in Cotulenh) and the two lone Commanders.
    bool drawByRule() const;
    int captureScore(const Move& m) const;
    int historyIndex(const Move& m) const;
    static std::uint32_t signature(const Move& m);
    static bool same(const Move& a, const Move& b) { return a == b; }

    // The public Turn made of `moves` (one whole turn, or the steps and commit of one turn)
    // played from the position `variant` holds (a CotulenhVariant).
    static Turn toTurn(Variant& variant, const std::vector<Move>& moves);

  private:
    cotulenh::Board board_;
    EvalMode mode_;
    Walk walk_;
    std::vector<bool> wholeTurns_; // per move made: a whole deploy turn (taken back by undoTurn)
    CotulenhWeights weights_;

    void generateTurns(std::vector<Move>& out);
    void generateSteps(std::vector<Move>& out);
    void collectSession(std::vector<Move>& out);
    void pushSession(std::vector<Move>& out) const;
    static void removeDuplicateRecombinations(std::vector<Move>& out, std::size_t from);
};

} // namespace trellis::search
