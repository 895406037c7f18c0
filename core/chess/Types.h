#pragma once
// The small types of orthodox chess: squares (a1 = 0 .. h8 = 63), colours, piece codes,
// castling rights and the packed internal move. Everything here is constexpr data.
#include <cstdint>

namespace trellis::chess {

using Bitboard = std::uint64_t;

enum Colour : int { White = 0, Black = 1 };

enum PieceType : int {
    NoType = 0,
    Pawn = 1,
    Knight = 2,
    Bishop = 3,
    Rook = 4,
    Queen = 5,
    King = 6
};

// A piece code is colour * 8 + type (White pawn 1 .. White king 6, Black pawn 9 .. Black king
// 14); 0 is an empty square. Step::piece and Step::promotion carry these codes.
constexpr int makePiece(int colour, int type) {
    return colour * 8 + type;
}
constexpr int typeOf(int piece) {
    return piece & 7;
}
constexpr int colourOf(int piece) {
    return piece >> 3;
}

constexpr int fileOf(int square) {
    return square & 7;
}
constexpr int rankOf(int square) {
    return square >> 3;
}
constexpr int squareAt(int file, int rank) {
    return rank * 8 + file;
}
constexpr Bitboard bit(int square) {
    return Bitboard{1} << square;
}

constexpr Bitboard kFileA = 0x0101010101010101ull;
constexpr Bitboard kRank1 = 0xffull;
// Every square but those of file a, of file h: pawns that can capture towards that side.
constexpr Bitboard kNotFileA = ~kFileA;
constexpr Bitboard kNotFileH = ~(kFileA << 7);

// Castling rights, one bit each.
enum CastlingRight : int {
    WhiteKingside = 1,
    WhiteQueenside = 2,
    BlackKingside = 4,
    BlackQueenside = 8,
    AllCastling = 15,
};

// The internal move: from (6 bits), to (6 bits) and a 4-bit kind.
enum MoveKind : int {
    Quiet = 0,
    DoublePush = 1,
    CastleKingside = 2,
    CastleQueenside = 3,
    Capture = 4,
    EnPassantCapture = 5,
    PromoteKnight = 8, // + (type - Knight); with Capture set: a capturing promotion
    PromoteQueen = 11,
    PromoteKnightCapture = 12,
    PromoteQueenCapture = 15,
};

struct Move {
    std::uint16_t raw = 0;

    constexpr Move() = default;
    constexpr Move(int from, int to, int kind)
        : raw(std::uint16_t(from | (to << 6) | (kind << 12))) {}
    constexpr int from() const { return raw & 63; }
    constexpr int to() const { return (raw >> 6) & 63; }
    constexpr int kind() const { return raw >> 12; }
    constexpr bool isCapture() const { return kind() & Capture; }
    constexpr bool isPromotion() const { return kind() & 8; }
    constexpr bool isEnPassant() const { return kind() == EnPassantCapture; }
    constexpr bool isCastle() const {
        return kind() == CastleKingside || kind() == CastleQueenside;
    }
    // The promoted piece type (Knight .. Queen), or NoType.
    constexpr int promotion() const { return isPromotion() ? Knight + (kind() & 3) : NoType; }
    constexpr bool isNull() const { return raw == 0; }
    constexpr bool operator==(const Move&) const = default;
};

// Enough for any legal chess position (the known maximum is 218).
constexpr int kMaxMoves = 256;

} // namespace trellis::chess
