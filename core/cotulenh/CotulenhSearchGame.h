#pragma once
// The search's view of Cotulenh: whole turns (a single move, or a whole deploy session) over a
// private Board, enumerated the way Board::perftTurns walks them but into a reused vector, and
// played and taken back with the Board's own turn functions (the ones CotulenhVariant uses).
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
    std::array<cotulenh::Move, cotulenh::DeploySession::kMaxSteps> steps{};
    std::uint8_t count = 0;
    bool operator==(const CotulenhTurn& o) const;
};

class CotulenhSearchGame {
  public:
    using Move = CotulenhTurn;
    static constexpr int kHistorySize = 2 * cotulenh::kSquares * cotulenh::kSquares;

    CotulenhSearchGame(const cotulenh::Board& root, EvalMode mode,
                       const CotulenhWeights& weights = kCotulenhWeights);

    void generate(std::vector<Move>& out);
    // Single-move captures (quiescence); deploy sessions are left to the full search.
    void generateCaptures(std::vector<Move>& out);
    void make(const Move& m) { board_.playTurnSteps(m.steps.data(), m.count); }
    void unmake() { board_.undoTurn(); }

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

    static Turn toTurn(Variant& variant, const Move& m);

  private:
    cotulenh::Board board_;
    EvalMode mode_;
    CotulenhWeights weights_;

    void collectSession(std::vector<Move>& out);
    void pushSession(std::vector<Move>& out) const;
    static void removeDuplicateRecombinations(std::vector<Move>& out, std::size_t from);
};

} // namespace trellis::search
