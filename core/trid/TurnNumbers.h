#pragma once
// The numbers game databases store for Tri-D turns (Variant::legalTurnRank; since schema 14).
//
// Nearly every turn of a game moves one piece with one step: such a turn, when it is the only
// legal turn of its piece landing on its square, is numbered by the piece and the square,
// slot * kSquares + to, where the slot counts the mover's pieces on lower squares. Finding it
// needs the turns of that piece alone: an import neither counts nor builds the other pieces'
// turns (until schema 13 a turn was its rank among every legal turn, which cost a quarter of a
// Tri-D import's instructions to count). Every other turn (castling, board moves, promotions,
// turns of several steps, a piece beyond the sixteenth) is kOtherTurns + its rank among all the
// legal turns in Turn order: those are few, and worth the whole list.
#include "MoveGenerator.h"
#include "TriDPosition.h"

#include <cstddef>
#include <optional>
#include <span>

namespace trellis::trid {

inline constexpr std::size_t kPieceSlots = 16;
inline constexpr std::size_t kOtherTurns = kPieceSlots * std::size_t(kSquares);

// The number of `turn`, nothing when it is not legal in `pos`.
std::optional<std::size_t> turnNumber(const TriDPosition& pos, const TriDTurn& turn);

// The number of `turn`, a legal turn of `pos` moving a piece, given `candidates`: legal turns
// that include every turn of that piece whose first step lands where the turn's does (a
// reader's candidates for the text), found while PieceTurns(pos) is available.
std::optional<std::size_t> pieceTurnNumber(const TriDPosition& pos, const TriDTurn& turn,
                                           std::span<const TriDTurn> candidates);

// The number of `turn`, one of `legal`, every legal turn of `pos` (already generated).
std::optional<std::size_t> legalTurnNumber(const TriDPosition& pos, const TriDTurn& turn,
                                           std::span<const TriDTurn> legal);

// The legal turn numbered `number`, nothing when no legal turn has it.
std::optional<TriDTurn> turnOfNumber(const TriDPosition& pos, std::size_t number);

} // namespace trellis::trid
