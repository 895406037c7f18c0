#pragma once
// The search's view of Tri-D chess: copy-make over TriDPosition, legal turns from the fast
// generator into reused buffers, evaluation and move-ordering keys. Nothing here allocates
// after construction except the first growth of the caller's move vectors.
#include "TriDEvaluation.h"
#include "search/EvalCache.h"
#include "search/SearchTypes.h"

#include "trid/MoveGenerator.h"
#include "trid/TriDPosition.h"

#include <memory>
#include <optional>
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
    // Turns that capture or promote (quiescence); while a deferred promotion is pending (every
    // turn promotes), those that promote to a queen.
    void generateCaptures(std::vector<Move>& out);
    // The other turns (the search's second stage), under-promotions of a pending one included.
    void generateQuiets(std::vector<Move>& out);
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
    // Found once a position: a node asks it, and so does its parent.
    bool inCheck() const {
        std::int8_t& checked = checked_[std::size_t(ply_)];
        if (checked < 0) checked = cur().inCheck(cur().side);
        return checked;
    }
    // Cached by the position's hash (search/EvalCache.h).
    int evaluate() const {
        return evalCache_.get(cur().hash, [this] { return evaluateTriD(cur(), mode_, weights_); });
    }
    // Turns since the last capture, pawn move or promotion (the fifty-move clock); a turn is
    // one move of the search.
    int reversiblePlies() const { return cur().halfmove; }
    // Fifty-move rule and dead positions (K v K, K+minor v K).
    bool drawByRule() const;
    // > 0 for captures and promotions: victim value * 16 - attacker value, promotions count
    // as capturing the promoted piece. Inline, like the two below: the search asks them for
    // every generated turn.
    int captureScore(const Move& m) const {
        const trid::TriDPosition& p = cur();
        int score = 0;
        for (const trid::TriDStep& s : m) {
            if (s.kind == trid::StepKind::PieceMove && (s.flags & trid::Capture)) {
                const int victim =
                    (s.flags & trid::EnPassant) ? int(trid::Pawn) : trid::typeOf(p.board[s.to]);
                score += triDPieceValue(victim) * 16 -
                         triDPieceValue(trid::typeOf(p.board[s.from])) / 16;
            }
            if (s.promotion) score += triDPieceValue(s.promotion) * 16;
        }
        return score > 0 ? score : 0;
    }
    // The turn's main step (the last one: a deferred promotion comes first) keyed by kind,
    // from, to.
    // Every `from` is below 96 (a square, a pin, a castling's wing); `to` is too, or -1 (castling,
    // promotion), which shares the last slot.
    int historyIndex(const Move& m) const {
        const trid::TriDStep& s = m.steps[m.count - 1];
        return (int(s.kind) * 96 + s.from) * 96 + (s.to < 0 ? 95 : s.to);
    }
    // A one-step turn packed whole (bit 31 clear), so that moveOf can read it back; a longer
    // one hashed (bit 31 set). Never 0, which means "no move".
    static std::uint32_t signature(const Move& m) {
        if (m.count == 1) {
            const trid::TriDStep& s = m.steps[0];
            return 1u | std::uint32_t(s.flags & 15) << 1 | std::uint32_t(s.promotion & 7) << 5 |
                   std::uint32_t(s.to & 127) << 8 | std::uint32_t(s.from & 127) << 15 |
                   std::uint32_t(s.kind) << 22;
        }
        std::uint32_t h = 2166136261u ^ m.count;
        for (const trid::TriDStep& s : m)
            for (const std::uint8_t b : {std::uint8_t(s.kind), std::uint8_t(s.from),
                                         std::uint8_t(s.to), s.promotion, s.flags})
                h = (h ^ b) * 16777619u;
        return h | 0x80000001u;
    }
    // The legal turn a hash move's signature stands for in this position, when it is a
    // one-step turn: the search tries it before generating the others.
    bool moveOf(std::uint32_t signature, Move& out) const;
    // Whether `m` is a legal turn here (a killer from a sibling position); false for Move{}.
    bool isLegal(const Move& m) const { return pieceTurns().isLegal(m); }
    // The first step decides nearly always (the search compares every quiet turn with the
    // killers).
    static bool same(const Move& a, const Move& b) {
        return a.steps[0] == b.steps[0] && a.count == b.count && (a.count == 1 || a == b);
    }

    // Public Turn of the one move of `moves` in the position `variant` holds (a TriDVariant).
    static Turn toTurn(Variant& variant, const std::vector<Move>& moves);

    const trid::TriDPosition& position() const { return cur(); }

  private:
    EvalMode mode_;
    TriDWeights weights_;
    std::vector<trid::TriDPosition> stack_;
    // Per ply of stack_, found when first asked: pieceTurns(), inCheck() (-1 unknown).
    mutable std::vector<std::optional<trid::PieceTurns>> pieceTurns_;
    mutable std::vector<std::int8_t> checked_;
    int ply_ = 0;
    std::unique_ptr<Move[]> scratch_;
    mutable search::EvalCache evalCache_;

    const trid::TriDPosition& cur() const { return stack_[ply_]; }
    // What every generation in the current position needs (check, pins), found once: a node
    // generates captures, quiet moves and checks the hash move's and killers' legality.
    const trid::PieceTurns& pieceTurns() const {
        std::optional<trid::PieceTurns>& turns = pieceTurns_[std::size_t(ply_)];
        if (!turns) turns.emplace(cur(), inCheck());
        return *turns;
    }
};

} // namespace trellis::search
