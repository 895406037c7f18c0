#pragma once
// The pieces on the board plus side to move and clocks, with the bookkeeping that must follow
// every square change: Zobrist hash, Commander squares and the counts the Last Guard rule needs.
#include "Types.h"

#include <array>
#include <cstdint>

namespace trellis::cotulenh {

class Position {
  public:
    Position();

    const Cell& at(int sq) const { return cells_[sq]; }
    // Replaces a square's contents and updates hash, Commander squares and counts.
    void setCell(int sq, const Cell& cell);
    void clear();

    Color side() const { return side_; }
    void setSide(Color c);
    int halfmoves() const { return halfmoves_; }
    int fullmoves() const { return fullmoves_; }
    void setClocks(int half, int full) {
        halfmoves_ = half;
        fullmoves_ = full;
    }

    int commanderSquare(Color c) const { return commander_[c]; }
    std::uint64_t hash() const { return hash_; }

    // Last Guard bookkeeping: stacks, and single non-Commander pieces, per colour.
    int stackCount(Color c) const { return stacks_[c]; }
    int singleCount(Color c) const { return singles_[c]; }

  private:
    std::array<Cell, kSquares> cells_{};
    Color side_ = Red;
    int halfmoves_ = 0;
    int fullmoves_ = 1;
    std::array<int, 2> commander_{-1, -1};
    std::array<int, 2> stacks_{0, 0};
    std::array<int, 2> singles_{0, 0};
    std::uint64_t hash_ = 0;

    void account(int sq, const Cell& cell, int sign);
};

// Zobrist keys, shared with the session key in Board.
std::uint64_t zobristPiece(int sq, Color c, int type, bool heroic);
std::uint64_t zobristSide();
std::uint64_t zobristSession(int sq, std::uint16_t remaining);

} // namespace trellis::cotulenh
