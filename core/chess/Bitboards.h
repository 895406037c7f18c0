#pragma once
// Attack tables: pawn, knight and king steps, and magic-bitboard slider lookups (the magic
// factors are constant data; the tables are filled from them at first use), plus the between and
// line masks the legal move generator uses for checks and pins.
#include "Types.h"

#include <bit>

namespace trellis::chess {

struct Magic {
    Bitboard mask = 0;
    Bitboard factor = 0;
    const Bitboard* attacks = nullptr;
    int shift = 0;
    unsigned index(Bitboard occupied) const {
        return unsigned(((occupied & mask) * factor) >> shift);
    }
};

struct AttackTables {
    Bitboard pawn[2][64];
    Bitboard knight[64];
    Bitboard king[64];
    Magic rook[64];
    Magic bishop[64];
    Bitboard between[64][64]; // squares strictly between two aligned squares, else 0
    Bitboard line[64][64];    // the whole line through two aligned squares, else 0
};

// Filled by the first initBitboards() (ChessVariant and parseFen call it; thread-safe, and
// again at no cost).
extern AttackTables gAttacks;
void initBitboards();

inline int popCount(Bitboard b) {
    return std::popcount(b);
}
inline int lowestSquare(Bitboard b) {
    return std::countr_zero(b);
}
inline int popLowest(Bitboard& b) {
    const int s = std::countr_zero(b);
    b &= b - 1;
    return s;
}

inline Bitboard pawnAttacks(int colour, int square) {
    return gAttacks.pawn[colour][square];
}
inline Bitboard knightAttacks(int square) {
    return gAttacks.knight[square];
}
inline Bitboard kingAttacks(int square) {
    return gAttacks.king[square];
}
inline Bitboard rookAttacks(int square, Bitboard occupied) {
    const Magic& m = gAttacks.rook[square];
    return m.attacks[m.index(occupied)];
}
inline Bitboard bishopAttacks(int square, Bitboard occupied) {
    const Magic& m = gAttacks.bishop[square];
    return m.attacks[m.index(occupied)];
}
inline Bitboard queenAttacks(int square, Bitboard occupied) {
    return rookAttacks(square, occupied) | bishopAttacks(square, occupied);
}
inline Bitboard betweenMask(int a, int b) {
    return gAttacks.between[a][b];
}
inline Bitboard lineMask(int a, int b) {
    return gAttacks.line[a][b];
}

} // namespace trellis::chess
