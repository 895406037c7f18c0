#pragma once
// The search's view of Tri-D chess: copy-make over TriDPosition, legal turns from the fast
// generator into reused buffers, evaluation and move-ordering keys. Nothing here allocates
// after construction except the first growth of the caller's move vectors.
#include "TriDEvaluation.h"
#include "search/SearchTypes.h"

#include "trid/MoveGenerator.h"
#include "trid/TriDPosition.h"

#include <memory>
#include <vector>

namespace trellis {
class Variant;
}

namespace trellis::search {

class TriDSearchGame {
  public:
    using Move = trid::TriDTurn;
    static constexpr int kHistorySize = 4 * 96 * 96;

    TriDSearchGame(const trid::TriDPosition& root, EvalMode mode,
                   const TriDWeights& weights = kTriDWeights);

    void generate(std::vector<Move>& out);
    // Turns that capture or promote (quiescence).
    void generateCaptures(std::vector<Move>& out);
    void make(const Move& m);
    void unmake() { --ply_; }
    // Passes the turn (null-move pruning; taken back by unmake): en passant lapses, the attack
    // boards stay as they are.
    void makeNull();
    // Passing is a fair test: no promotion is pending (it must be the next step) and the side
    // to move has a piece besides king and pawns (zugzwang is then rare).
    bool nullMoveAllowed() const;
    // Every move is a whole turn.
    bool midTurn() const { return false; }

    std::uint64_t hash() const { return cur().hash; }
    int side() const { return cur().side; }
    bool inCheck() const { return cur().inCheck(cur().side); }
    int evaluate() const { return evaluateTriD(cur(), mode_, weights_); }
    // Fifty-move rule and dead positions (K v K, K+minor v K).
    bool drawByRule() const;
    // > 0 for captures and promotions: victim value * 16 - attacker value, promotions count
    // as capturing the promoted piece.
    int captureScore(const Move& m) const;
    int historyIndex(const Move& m) const;
    static std::uint32_t signature(const Move& m);
    static bool same(const Move& a, const Move& b) { return a == b; }

    // Public Turn of the one move of `moves` in the position `variant` holds (a TriDVariant).
    static Turn toTurn(Variant& variant, const std::vector<Move>& moves);

    const trid::TriDPosition& position() const { return cur(); }

  private:
    EvalMode mode_;
    TriDWeights weights_;
    std::vector<trid::TriDPosition> stack_;
    int ply_ = 0;
    std::unique_ptr<Move[]> scratch_;

    const trid::TriDPosition& cur() const { return stack_[ply_]; }
};

} // namespace trellis::search
