#pragma once
// The search's view of chess (the adapter concept of search/AlphaBetaSearch.h and
// search/MateSearch.h): copy-make over Position on a preallocated stack, legal moves from the
// generator, captures generated directly for quiescence, evaluation and ordering keys.
#include "ChessEvaluation.h"
#include "MoveGenerator.h"
#include "Position.h"

#include "search/EvalCache.h"
#include "search/SearchBackend.h"
#include "variant/Turn.h"

#include <array>
#include <memory>
#include <vector>

namespace trellis {
class Variant;
}

namespace trellis::chess {

class ChessSearchGame {
  public:
    using Move = chess::Move;
    static constexpr int kHistorySize = 64 * 64;
    // Near the horizon, a quiet move whose history is below 0 is pruned after half the usual
    // number of moves (search/AlphaBetaSearch.h): chess +18.2 +/- 16.0 Elo over 1,126 games at
    // 30,000 nodes; Tri-D, which leaves it out, scored -20.9 +/- 32.7 with it (search README).
    static constexpr bool kPrunesByHistory = true;

    ChessSearchGame(const Position& root, search::EvalMode mode,
                    const ChessWeights& weights = kChessWeights);

    void generate(std::vector<Move>& out);
    // Captures (en passant included) and promotions.
    void generateCaptures(std::vector<Move>& out);
    // The other moves: the search generates them only when neither the hash move, a capture
    // nor a killer cut the node off (search/MoveOrder.h).
    void generateQuiets(std::vector<Move>& out);
    // Whether `m` (a hash move's or a killer's) is legal here; false for a null move.
    bool isLegal(const Move& m) const;
    // The move of a hash signature, when it is legal here.
    bool moveOf(std::uint32_t signature, Move& m) const {
        m.raw = std::uint16_t(signature >> 1);
        return isLegal(m);
    }
    void make(const Move& m) {
        stack_[std::size_t(ply_) + 1] = stack_[std::size_t(ply_)];
        ++ply_;
        stack_[std::size_t(ply_)].play(m);
        const Position& p = cur();
        evalCache_.prefetch(p.hash); // quiescence stands pat on it soon
        pawnCache_.prefetch(p.pieces(White, Pawn), p.pieces(Black, Pawn));
    }
    void unmake() { --ply_; }
    // Passes the turn (null-move pruning; taken back by unmake): the side flips and en passant
    // lapses.
    void makeNull();
    // Passing is a fair test: the side to move has a piece besides king and pawns (zugzwang,
    // where passing would be best, is then rare).
    bool nullMoveAllowed() const {
        const Position& p = cur();
        return (p.byColour[p.side] & ~(p.byType[Pawn] | p.byType[King])) != 0;
    }
    // Every move is a whole turn.
    bool midTurn() const { return false; }

    std::uint64_t hash() const { return cur().hash; }
    int side() const { return cur().side; }
    bool inCheck() const { return cur().inCheck(); }
    // Cached by the position's hash (search/EvalCache.h).
    int evaluate() const {
        return evalCache_.get(
            cur().hash, [this] { return evaluateChess(cur(), mode_, weights_, &pawnCache_); });
    }
    // Fifty-move rule and dead positions.
    bool drawByRule() const { return cur().halfmove >= 100 || cur().deadPosition(); }
    // > 0 for captures and promotions: victim value * 16 - attacker value / 16; a promotion
    // counts as capturing the promoted piece.
    int captureScore(const Move& m) const;
    // A capture that loses material when both sides go on capturing on its square with their
    // least valuable piece, each free to stop (static exchange); quiescence leaves it out.
    bool losingCapture(const Move& m) const;
    // A quiet move (not castling, not the king's) whose piece the opponent wins by static
    // exchange on its new square for more than `margin` centipawns.
    bool losingQuietMove(const Move& m, int margin) const;
    int historyIndex(const Move& m) const { return m.from() * 64 + m.to(); }
    static std::uint32_t signature(const Move& m) { return (std::uint32_t(m.raw) << 1) | 1u; }
    static bool same(const Move& a, const Move& b) { return a == b; }

    // Public Turn of the one move of `moves` in the position `variant` holds (a ChessVariant).
    static Turn toTurn(Variant& variant, const std::vector<Move>& moves);

    const Position& position() const { return cur(); }

  private:
    // What the move wins (or loses, below 0) when both sides go on capturing on its square.
    int exchangeValue(const Move& m) const;

    search::EvalMode mode_;
    ChessWeights weights_;
    std::vector<Position> stack_;
    int ply_ = 0;
    std::array<Move, kMaxMoves> scratch_{};
    mutable search::EvalCache evalCache_;
    mutable PawnCache pawnCache_;

    const Position& cur() const { return stack_[std::size_t(ply_)]; }
};

// VariantDescriptor::createSearch for chess: `board` is a ChessVariant.
std::unique_ptr<search::SearchBackend> createChessSearch(const Variant& board,
                                                         const search::SearchSetup& setup);

} // namespace trellis::chess
