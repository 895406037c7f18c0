#include "TriDSearchGame.h"

#include "trid/TriDVariant.h"

#include <bit>

namespace trellis::search {

using namespace trellis::trid;

TriDSearchGame::TriDSearchGame(const TriDPosition& root, EvalMode mode, const TriDWeights& weights)
    : mode_(mode), weights_(weights), stack_(kMaxPly + 16), scratch_(new Move[kMaxTurns]) {
    stack_[0] = root;
}

void TriDSearchGame::generate(std::vector<Move>& out) {
    const int n = generateLegalTurns(cur(), scratch_.get());
    out.assign(scratch_.get(), scratch_.get() + n);
}

// Generated directly (staged): building every quiet turn only to drop it was most of the
// quiescence's cost.
void TriDSearchGame::generateCaptures(std::vector<Move>& out) {
    const int n = generateLegalCaptures(cur(), scratch_.get());
    out.assign(scratch_.get(), scratch_.get() + n);
}

void TriDSearchGame::make(const Move& m) {
    stack_[ply_ + 1] = stack_[ply_];
    ++ply_;
    stack_[ply_].play(m);
}

void TriDSearchGame::makeNull() {
    stack_[ply_ + 1] = stack_[ply_];
    ++ply_;
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

int TriDSearchGame::captureScore(const Move& m) const {
    const TriDPosition& p = cur();
    int score = 0;
    for (const TriDStep& s : m) {
        if (s.kind == StepKind::PieceMove && (s.flags & Capture)) {
            const int victim = (s.flags & EnPassant) ? Pawn : typeOf(p.board[s.to]);
            score += triDPieceValue(victim) * 16 - triDPieceValue(typeOf(p.board[s.from])) / 16;
        }
        if (s.promotion) score += triDPieceValue(s.promotion) * 16;
    }
    return score > 0 ? score : 0;
}

// The turn's main step (the last one: a deferred promotion comes first) keyed by kind, from, to.
int TriDSearchGame::historyIndex(const Move& m) const {
    const TriDStep& s = m.steps[m.count - 1];
    return (int(s.kind) * 96 + (s.from & 127) % 96) * 96 + (s.to & 127) % 96;
}

std::uint32_t TriDSearchGame::signature(const Move& m) {
    std::uint32_t h = 2166136261u ^ m.count;
    for (const TriDStep& s : m)
        for (const std::uint8_t b :
             {std::uint8_t(s.kind), std::uint8_t(s.from), std::uint8_t(s.to), s.promotion, s.flags})
            h = (h ^ b) * 16777619u;
    return h | 1u; // never 0, which means "no move"
}

Turn TriDSearchGame::toTurn(Variant& variant, const std::vector<Move>& moves) {
    return static_cast<TriDVariant&>(variant).toTurn(moves.front());
}

} // namespace trellis::search
