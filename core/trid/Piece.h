#pragma once
// Piece codes: type in bits 0-2, colour in bit 3 (0 White, 1 Black), and for pawns bit 4 set
// when the pawn may no longer double-step (it moved or was carried).
#include <cstdint>

namespace trellis::trid {

enum PieceType : std::uint8_t { NoPiece = 0, Pawn, Knight, Bishop, Rook, Queen, King };

constexpr std::uint8_t kColourBit = 8;
constexpr std::uint8_t kNoDoubleBit = 16;
constexpr std::uint8_t makePiece(int type, int colour) {
    return std::uint8_t(type | (colour ? kColourBit : 0));
}
constexpr int typeOf(std::uint8_t piece) {
    return piece & 7;
}
constexpr int colourOf(std::uint8_t piece) {
    return (piece & kColourBit) ? 1 : 0;
}

// "PNBRQK" indexed by type; white upper case, black lower case in position strings.
constexpr char pieceLetter(int type) {
    return " PNBRQK"[type];
}
int pieceTypeFromLetter(char upperLetter); // 0 when not a piece letter

} // namespace trellis::trid
