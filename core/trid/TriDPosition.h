#pragma once
// A Tri-D position and the primitive operations the move generator and the variant build on.
// It is a small plain value (about 140 bytes): turns are played by copying it and changing the
// copy, so undo is "drop the copy" and nothing is ever allocated.
#include "Geometry.h"
#include "Piece.h"
#include "Step.h"

#include <array>
#include <cstdint>

namespace trellis::trid {

// Castling right bits, as in FEN's KQkq.
enum CastlingRight : std::uint8_t {
    WhiteKingSide = 1,
    WhiteQueenSide = 2,
    BlackKingSide = 4,
    BlackQueenSide = 8
};

struct TriDPosition {
    std::array<std::uint8_t, kSquares> board{}; // piece code per square, 0 empty
    std::array<std::int8_t, kPins> pinOwner{};  // board owner per pin, -1 when free
    std::uint64_t occupied = 0;                 // cells holding a piece on any level
    std::array<std::uint64_t, 16> cellsOf{};    // per piece code (colour | type): cells holding one
    // Per colour, the squares of its pieces (square s is bit s % 64 of word s / 64): the move
    // generator walks them in order.
    std::array<std::array<std::uint64_t, 2>, 2> squaresOf{};
    std::uint64_t hash = 0;
    std::int8_t side = 0;
    std::uint8_t castling = 0;
    std::int8_t enPassant = -1;        // square of the pawn that just double-stepped
    std::int8_t pendingPromotion = -1; // square of a pawn that must promote (deferred)
    std::uint16_t halfmove = 0;
    std::uint16_t fullmove = 1;
    std::array<std::int8_t, 2> king{-1, -1};
    RuleSet rules = RuleSet::AttackBoard10;

    TriDPosition() { pinOwner.fill(-1); }

    bool exists(int square) const {
        return !isPinSquare(square) || pinOwner[pinOfSquare(square)] >= 0;
    }
    std::uint8_t at(int square) const { return board[square]; }
    void put(int square, std::uint8_t piece);
    std::uint8_t remove(int square);
    void placeBoard(int pin, int owner);
    void liftBoard(int pin);

    // Is `cell` attacked by `colour`? Projection model: lines are blocked by a piece standing on
    // any level of an intervening cell; the target's level does not matter.
    bool cellAttacked(int cell, int colour) const { return cellAttacked(cell, colour, occupied); }
    // The same with another occupancy of the cells (e.g. with the moving king lifted).
    bool cellAttacked(int cell, int colour, std::uint64_t occupancy) const {
        return cellAttacked(cell, colour, occupancy, cellsOf);
    }
    // The same with other piece cells too (e.g. with a captured piece taken off).
    static bool cellAttacked(int cell, int colour, std::uint64_t occupancy,
                             const std::array<std::uint64_t, 16>& pieceCells);
    bool inCheck(int colour) const {
        return king[colour] >= 0 && cellAttacked(tables().square[king[colour]].cell, 1 - colour);
    }

    // Neither side can mate: K v K, K+B v K, K+N v K (TRID-RULES.md section 8).
    bool deadPosition() const;

    // The rank on which a pawn of `colour` on `file` promotes (TRID-RULES.md section 4).
    // Inline: the generator and the evaluation ask it for every pawn.
    int promotionRank(int file, int colour) const { return promotionRank(file, colour, pinOwner); }
    // The same with the boards standing as `owners` says (e.g. after a board move).
    static int promotionRank(int file, int colour, const std::array<std::int8_t, kPins>& owners) {
        const int far = colour == 0 ? 9 : 0;
        const int near = colour == 0 ? 8 : 1;
        if (file == 0 || file == 5) return far;
        if (file == 2 || file == 3) return near;
        // Files a and d: the far rank while an attack board overhangs that corner.
        const int pin = pinIndex(file == 4, colour == 0 ? 6 : 1);
        return owners[pin] >= 0 ? far : near;
    }
    bool isPawnStartSquare(int square, int colour) const;
    // The squares of `colour`'s pieces on the boards: bit 4 * pin + quadrant.
    std::uint64_t piecesOnBoards(int colour) const {
        static_assert(kMainSquares == 48 && kSquares == 96);
        return squaresOf[colour][0] >> 48 | squaresOf[colour][1] << 16;
    }

    // Applies one step; the caller guarantees it is legal in this position. Returns whether
    // the step resets the fifty-move clock (pawn moved, carried or promoted; capture).
    bool apply(const TriDStep& step);
    // Plays a whole turn: its steps, en-passant expiry, clocks and side to move.
    void play(const TriDTurn& turn);
    // Hands the move to the other side (clocks and move number).
    void endTurn(bool resetHalfmove);

    std::uint64_t computeHash() const;

  private:
    void movePiece(const TriDStep& step);
    void castle(const TriDStep& step);
    void moveBoard(const TriDStep& step);
    void promote(const TriDStep& step);
    void clearCastlingAt(int square);
};

// Zobrist keys (constant, generated from a fixed seed).
struct ZobristKeys {
    std::array<std::array<std::uint64_t, 32>, kSquares> piece{};
    std::array<std::array<std::uint64_t, 2>, kPins> board{};
    std::array<std::uint64_t, 16> castling{};
    std::array<std::uint64_t, kSquares> enPassant{};
    std::array<std::uint64_t, kSquares> pending{};
    std::uint64_t side = 0;
};
// Built at compile time (TriDPosition.cpp): play() reads them with no initialisation check.
extern const ZobristKeys kZobristKeys;
inline const ZobristKeys& zobrist() {
    return kZobristKeys;
}

} // namespace trellis::trid
