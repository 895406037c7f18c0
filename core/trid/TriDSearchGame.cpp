#include "TriDSearchGame.h"

#include "trid/TriDVariant.h"

#include <bit>

namespace trellis::search {

using namespace trellis::trid;

TriDSearchGame::TriDSearchGame(const TriDPosition& root, EvalMode mode, const TriDWeights& weights)
    : mode_(mode), weights_(weights), stack_(kMaxPly + 16), pieceTurns_(kMaxPly + 16),
      checked_(kMaxPly + 16, -1), scratch_(new Move[kMaxTurns]) {
    stack_[0] = root;
}

void TriDSearchGame::generate(std::vector<Move>& out) {
    const int n = generateLegalTurns(cur(), scratch_.get());
    out.assign(scratch_.get(), scratch_.get() + n);
}

// Generated directly (staged): building every quiet turn only to drop it was most of the
// quiescence's cost. While a deferred promotion is pending every turn promotes; those that
// make a queen are the captures, the under-promotions come with the quiet turns (building all
// four sets for quiescence was 5 % of a search's instructions).
void TriDSearchGame::generateCaptures(std::vector<Move>& out) {
    int n = 0;
    if (pieceTurns().available())
        n = pieceTurns().captures(scratch_.get());
    else if (promotionPending(cur()))
        n = generateTurnsPromotingTo(cur(), Queen, scratch_.get());
    out.assign(scratch_.get(), scratch_.get() + n);
}

void TriDSearchGame::generateQuiets(std::vector<Move>& out) {
    int n = 0;
    if (pieceTurns().available())
        n = pieceTurns().quiets(scratch_.get());
    else
        for (const std::uint8_t piece : {Rook, Bishop, Knight})
            n = generateTurnsPromotingTo(cur(), piece, scratch_.get(), n);
    out.assign(scratch_.get(), scratch_.get() + n);
}

void TriDSearchGame::make(const Move& m) {
    stack_[ply_ + 1] = stack_[ply_];
    ++ply_;
    stack_[ply_].play(m);
    // The evaluation is asked soon (quiescence stands pat on it): its slot is loaded meanwhile.
    evalCache_.prefetch(stack_[ply_].hash);
    pieceTurns_[std::size_t(ply_)].reset();
    checked_[std::size_t(ply_)] = -1;
}

void TriDSearchGame::makeNull() {
    stack_[ply_ + 1] = stack_[ply_];
    ++ply_;
    pieceTurns_[std::size_t(ply_)].reset();
    checked_[std::size_t(ply_)] = -1;
    TriDPosition& p = stack_[ply_];
    if (p.enPassant >= 0) p.hash ^= zobrist().enPassant[p.enPassant];
    p.enPassant = -1;
    p.endTurn(false);
}

bool TriDSearchGame::nullMoveAllowed() const {
    const TriDPosition& p = cur();
    if (p.pendingPromotion >= 0) return false;
    for (const int type : {Knight, Bishop, Rook, Queen})
        if (p.cellsOf[makePiece(type, p.side)]) return true;
    return false;
}

bool TriDSearchGame::drawByRule() const {
    const TriDPosition& p = cur();
    if (p.halfmove >= 100) return true;
    // The popcount screens out the usual case before the board scan.
    return std::popcount(p.occupied) <= 3 && p.deadPosition();
}

bool TriDSearchGame::moveOf(std::uint32_t signature, Move& out) const {
    if (signature >> 31) return false;
    // Back from the fields signature() packs; 127 was -1 (a castling's or promotion's `to`).
    const auto field = [signature](int shift, std::uint32_t mask) {
        return int(signature >> shift & mask);
    };
    const auto square = [](int v) { return std::int8_t(v == 127 ? -1 : v); };
    out = Move{};
    out.push({StepKind(field(22, 3)), square(field(15, 127)), square(field(8, 127)),
              std::uint8_t(field(5, 7)), std::uint8_t(field(1, 15))});
    return pieceTurns().isLegal(out);
}

Turn TriDSearchGame::toTurn(Variant& variant, const std::vector<Move>& moves) {
    return static_cast<TriDVariant&>(variant).toTurn(moves.front());
}

} // namespace trellis::search
