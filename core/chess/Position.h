#pragma once
// A chess position as a small value: bitboards by piece type and colour, a mailbox, the side
// to move, castling rights, the en-passant square, the clocks and the Zobrist hash. Moves are
// played in place (copy the position first to keep the old one: copy-make).
//
// The en-passant square is kept only while a legal en-passant capture exists, so the hash and
// the printed FEN treat a square nobody can use as absent (FORMATS.md section 6).
#include "Bitboards.h"
#include "Types.h"
#include "Zobrist.h"

#include <cstdint>

namespace trellis::chess {

class Position {
  public:
    Bitboard byType[7]{}; // index 0: every piece; 1..6: pieces of that type, both colours
    Bitboard byColour[2]{};
    std::uint8_t board[64]{}; // piece code per square, 0 when empty
    int side = White;
    int castling = 0;   // CastlingRight bits
    int enPassant = -1; // the square a pawn may capture onto, -1 when none
    int halfmove = 0;
    int fullmove = 1;
    std::uint64_t hash = 0;

    Bitboard occupied() const { return byType[0]; }
    Bitboard pieces(int colour, int type) const { return byColour[colour] & byType[type]; }
    int kingSquare(int colour) const { return lowestSquare(pieces(colour, King)); }
    int pieceOn(int square) const { return board[square]; }

    // Pieces of `colour` that attack `square` with the given occupancy.
    Bitboard attackersOf(int square, int colour, Bitboard occupied) const;
    // Pieces of both colours that attack `square` with the given occupancy (static exchange).
    Bitboard attackersOf(int square, Bitboard occupied) const;
    bool attacked(int square, int byColour) const {
        return attackersOf(square, byColour, occupied()) != 0;
    }
    bool inCheck() const { return attacked(kingSquare(side), side ^ 1); }
    Bitboard checkers() const { return attackersOf(kingSquare(side), side ^ 1, occupied()); }

    // Plays a legal move (from the generator, or decoded with moveFor).
    void play(Move move);
    // The internal move for from/to/promotion in this position (the kind from the board).
    Move moveFor(int from, int to, int promotionType) const;

    // Piece placement changes that keep every field consistent (the hash included).
    void put(int piece, int square);
    void remove(int square);
    // Hash of everything from scratch (tests compare it with the incremental one).
    std::uint64_t computeHash() const;
    // Keeps enPassant only when a pawn of the side to move can legally capture there.
    void dropUnusableEnPassant();
    bool enPassantCaptureLegal(int from) const;

    // K v K, K+B v K, K+N v K, and positions with only kings and bishops all on squares of
    // one colour: no sequence of legal moves can mate.
    bool deadPosition() const;
};

} // namespace trellis::chess
