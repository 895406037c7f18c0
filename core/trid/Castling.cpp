#include "Castling.h"

#include "TriDPosition.h"

namespace trellis::trid {

namespace {

// Quadrants: q1 (f0, r0), q2 (f1, r0), q3 (f1, r1), q4 (f0, r1).
const int QL1 = pinIndex(false, 1), KL1 = pinIndex(true, 1);
const int QL6 = pinIndex(false, 6), KL6 = pinIndex(true, 6);

const std::array<std::array<CastlingMove, 2>, 2> kCastling{{
    {{{WhiteKingSide, std::int8_t(pinSquare(KL1, 0)), std::int8_t(pinSquare(KL1, 1)),
       std::int8_t(pinSquare(KL1, 1)), std::int8_t(pinSquare(KL1, 0)), -1},
      {WhiteQueenSide, std::int8_t(pinSquare(KL1, 0)), std::int8_t(pinSquare(QL1, 1)),
       std::int8_t(pinSquare(QL1, 0)), std::int8_t(pinSquare(KL1, 0)),
       std::int8_t(pinSquare(QL1, 1))}}},
    {{{BlackKingSide, std::int8_t(pinSquare(KL6, 3)), std::int8_t(pinSquare(KL6, 2)),
       std::int8_t(pinSquare(KL6, 2)), std::int8_t(pinSquare(KL6, 3)), -1},
      {BlackQueenSide, std::int8_t(pinSquare(KL6, 3)), std::int8_t(pinSquare(QL6, 2)),
       std::int8_t(pinSquare(QL6, 3)), std::int8_t(pinSquare(KL6, 3)),
       std::int8_t(pinSquare(QL6, 2))}}},
}};

} // namespace

const CastlingMove& castlingMove(int colour, int wing) {
    return kCastling[colour][wing];
}

std::uint8_t castlingRightsLostAt(int square) {
    std::uint8_t lost = 0;
    for (int colour = 0; colour < 2; ++colour)
        for (const CastlingMove& c : kCastling[colour]) {
            if (square == c.kingFrom)
                lost |= kCastling[colour][0].right | kCastling[colour][1].right;
            if (square == c.rookFrom) lost |= c.right;
        }
    return lost;
}

} // namespace trellis::trid
