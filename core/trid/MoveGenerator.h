#pragma once
// Legal turn generation for Tri-D chess (TRID-RULES.md sections 3-8). Writes into a caller's
// fixed buffer: nothing is allocated.
#include "Step.h"
#include "TriDPosition.h"

#include <cstdint>

namespace trellis::trid {

constexpr int kMaxTurns = 2048;

// Fills out[0..n) with every legal turn of `pos` and returns n (at most kMaxTurns).
int generateLegalTurns(const TriDPosition& pos, TriDTurn* out);

// Whether the side to move has a deferred promotion to make: then it is every turn's first step.
bool promotionPending(const TriDPosition& pos);

// The legal turns that start with the pending deferred promotion to `piece`, in
// generateLegalTurns' order, written from out[count] on; returns the new count (count when no
// promotion is pending). generateLegalTurns' list is these for a queen, rook, bishop, knight.
int generateTurnsPromotingTo(const TriDPosition& pos, std::uint8_t piece, TriDTurn* out,
                             int count = 0);

// The legal turns that capture or promote (a step with a capture, or a promotion, a deferred
// one included): what quiescence searches. The same turns in the same order as
// generateLegalTurns gives them, without building the others (quiet moves, castling, board
// moves that force no promotion).
int generateLegalCaptures(const TriDPosition& pos, TriDTurn* out);

// The other legal turns, in generateLegalTurns' order: with generateLegalCaptures, every legal
// turn once (the search generates these only when no capture refuted the position).
int generateLegalQuiets(const TriDPosition& pos, TriDTurn* out);

// What the turns of every piece of a position need: whether the mover is in check, the cells
// whose single piece shields its king, the cells a move must reach to answer a check.
struct PieceTurnSetup {
    bool inCheck = false;
    std::uint64_t pinnedCells = 0;
    std::uint64_t evasionCells = 0;
};

// Parts of generateLegalTurns' list: the turns of chosen pieces, for a reader that needs only
// some pieces' turns. The calls share what every piece's turns need, found once.
class PieceTurns {
  public:
    explicit PieceTurns(const TriDPosition& pos);
    // The same when whether the mover is in check is known.
    PieceTurns(const TriDPosition& pos, bool inCheck);
    // False when a deferred promotion is pending: it starts every turn, which then is no
    // piece's own; and when the mover has no king.
    bool available() const { return available_; }
    // generateLegalCaptures' and generateLegalQuiets' turns, from what is found once (only while
    // available()).
    int captures(TriDTurn* out) const;
    int quiets(TriDTurn* out) const;
    // isLegalTurn's answer (a pending promotion included).
    bool isLegal(const TriDTurn& turn) const;
    // Writes the turns of the mover's pieces whose type is in `types` (bit t for type t) on
    // squares first..last-1, in generateLegalTurns' order, and returns how many.
    int generate(unsigned types, int first, int last, TriDTurn* out) const;
    // The turns of generate(types, 0, kSquares) whose piece move lands on one of `cells` (bit c
    // for cell c), in the same order.
    int generateReaching(unsigned types, std::uint64_t cells, TriDTurn* out) const;

  private:
    const TriDPosition& pos_;
    bool available_ = false;
    PieceTurnSetup setup_;
};

// Whether `turn` is one of the legal turns of `pos` (the search's check of a hash move found
// by its signature), generating only the turns of the piece, castling or board it moves.
bool isLegalTurn(const TriDPosition& pos, const TriDTurn& turn);

// Leaf count of the legal-turn tree (bulk counting at the last ply).
std::uint64_t perft(const TriDPosition& pos, int depth);

} // namespace trellis::trid
