#pragma once
// Legal move generation: checks and pins are resolved while generating (king moves tested
// against the occupancy without the king, pinned pieces kept on their pin line, en passant
// checked by removing both pawns), so no move needs a make/unmake legality test.
#include "Position.h"

#include <cstdint>
#include <optional>

namespace trellis::chess {

// Every legal move into `out` (room for kMaxMoves); returns the count.
int generateMoves(const Position& pos, Move* out);
// Legal captures (en passant included) and promotions only: quiescence.
int generateCaptures(const Position& pos, Move* out);
// The other legal moves (generateCaptures leaves them out), in generateMoves's order.
int generateQuiets(const Position& pos, Move* out);
// The legal moves of pieces of `type` (Pawn..King) to square `to`, castling included for the
// king: what a move text can name, without the others.
int generateMovesTo(const Position& pos, int type, int to, Move* out);
// The legal move from `from` to `to` (promoting to `promotionType`, NoType for none), if any.
std::optional<Move> legalMove(const Position& pos, int from, int to, int promotionType);
// Leaf count to `depth`, counting the moves of the last ply without playing them.
std::uint64_t perft(const Position& pos, int depth);

} // namespace trellis::chess
