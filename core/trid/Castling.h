#pragma once
// Castling squares (TRID-RULES.md section 5), declared once as data.
#include "Geometry.h"

#include <array>
#include <cstdint>

namespace trellis::trid {

struct CastlingMove {
    std::uint8_t right; // the CastlingRight bit this move needs
    std::int8_t kingFrom, kingTo;
    std::int8_t rookFrom, rookTo;
    std::int8_t between; // square that must be empty, -1 when none
};

// colour 0/1, wing 0 king side / 1 queen side.
const CastlingMove& castlingMove(int colour, int wing);
// The castling rights lost when a piece leaves or is captured on `square`.
std::uint8_t castlingRightsLostAt(int square);

// The main-board square whose pawn must promote when the board leaves `pin`: a8B/d8B for White
// pawns under QL6/KL6, a1W/d1W for Black pawns under QL1/KL1; -1 for other pins.
int deferredPromotionSquare(int pin);
// The colour whose pawn that square concerns (only valid where the square is not -1).
int deferredPromotionColour(int pin);

} // namespace trellis::trid
