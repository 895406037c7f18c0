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
// Inline: the move generator asks for every board at every node.
constexpr int deferredPromotionSquare(int pin) {
    // a8B: level B (2), rank 8 is its 4th row, file a its 1st column; likewise the others.
    if (pin == pinIndex(false, 6)) return 2 * 16 + 3 * 4 + 0;
    if (pin == pinIndex(true, 6)) return 2 * 16 + 3 * 4 + 3;
    if (pin == pinIndex(false, 1)) return 0 * 16 + 0 * 4 + 0;
    if (pin == pinIndex(true, 1)) return 0 * 16 + 0 * 4 + 3;
    return -1;
}
// The colour whose pawn that square concerns (only valid where the square is not -1).
constexpr int deferredPromotionColour(int pin) {
    return pinNumber(pin) == 6 ? 0 : 1;
}

} // namespace trellis::trid
