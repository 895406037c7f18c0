#pragma once
// The number a game database stores for a chess move (Variant::legalTurnRank): its rank among
// the position's pseudo-legal moves in Turn order (from, then to, then the promoted type: how
// Turn orders chess turns). Pseudo-legal: what the pieces' movement allows, the mover's own
// king's safety not asked; castling counted when the right is held. So a move's number is
// counted from the attack sets of the pieces on lower squares, with no legal generation, and a
// number is turned back into a move by walking those sets and validating the one move found:
// what Scid's storage does with a piece's index and direction, in one dense number (a byte for
// almost every move). Some numbers name no legal move; moveOfCode says so.
#include "Position.h"

#include <optional>

namespace trellis::chess {

// The number of a legal `move` of `pos`.
int moveCode(const Position& pos, Move move);
// The legal move whose number is `code`, or nothing (out of range, or not legal).
std::optional<Move> moveOfCode(const Position& pos, int code);

} // namespace trellis::chess
