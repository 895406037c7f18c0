#pragma once
// Tri-D chess geometry (TRID-RULES.md sections 1, 7, 9): the 6x10 projection, the three main
// boards, the twelve pins and their footprints, and the tables the rules read. Everything here
// is constant data, built once.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace trellis::trid {

// The projection: files z a b c d e (0..5), ranks 0..9; a cell is file + 6 * rank.
constexpr int kFiles = 6;
constexpr int kRanks = 10;
constexpr int kCells = kFiles * kRanks;
constexpr int cellOf(int file, int rank) {
    return file + kFiles * rank;
}
constexpr int fileOf(int cell) {
    return cell % kFiles;
}
constexpr int rankOf(int cell) {
    return cell / kFiles;
}
constexpr char fileChar(int file) {
    return "zabcde"[file];
}

// Pins: QL1..QL6 are 0..5, KL1..KL6 are 6..11.
constexpr int kPins = 12;
constexpr int pinIndex(bool kingSide, int number) {
    return (kingSide ? 6 : 0) + number - 1;
}
constexpr bool pinIsKingSide(int pin) {
    return pin >= 6;
}
constexpr int pinNumber(int pin) {
    return pin % 6 + 1;
}
std::string pinName(int pin);
// Parses "QL3" / "KL6" at the start of text; returns the pin or -1.
int parsePin(std::string_view text);

// Levels: the main boards W N B are 0..2, pin p is level 3 + p.
constexpr int kMainLevels = 3;
constexpr int kLevels = kMainLevels + kPins;
constexpr int levelOfPin(int pin) {
    return kMainLevels + pin;
}
constexpr int pinOfLevel(int level) {
    return level - kMainLevels;
}
constexpr bool isPinLevel(int level) {
    return level >= kMainLevels;
}
std::string levelName(int level);

// Squares: 48 main-board squares (level * 16 + ...) then 48 pin squares (48 + pin * 4 + q),
// where q = 0..3 is the quadrant q1..q4. A pin square exists only while a board is on the pin.
constexpr int kMainSquares = 48;
constexpr int kSquares = kMainSquares + 4 * kPins;
constexpr int pinSquare(int pin, int quadrant) {
    return kMainSquares + 4 * pin + quadrant;
}
constexpr bool isPinSquare(int square) {
    return square >= kMainSquares;
}
constexpr int pinOfSquare(int square) {
    return (square - kMainSquares) / 4;
}
constexpr int quadrantOfSquare(int square) {
    return (square - kMainSquares) % 4;
}
// A half-turn swaps q1<->q3 and q2<->q4.
constexpr int halfTurnQuadrant(int quadrant) {
    return (quadrant + 2) % 4;
}

struct SquareInfo {
    std::int8_t cell;
    std::int8_t level;
};

constexpr int kDirections = 8;
constexpr std::array<int, kDirections> kDirFile{0, 1, 0, -1, 1, 1, -1, -1};
constexpr std::array<int, kDirections> kDirRank{1, 0, -1, 0, 1, -1, -1, 1};
// Whether a direction walks towards higher cell indices (so the nearest cell is the lowest bit).
constexpr std::array<bool, kDirections> kDirAscending{true, true,  false, false,
                                                      true, false, false, true};

// The constant tables.
struct Tables {
    std::array<SquareInfo, kSquares> square{};
    std::array<std::array<std::int8_t, kCells>, kLevels> squareAt{}; // -1 where none
    std::array<std::array<std::int8_t, 4>, kCells> squaresOfCell{};  // -1 padded
    std::array<std::int8_t, kCells> squareCountOfCell{};
    // The same squares as a bit set over the squares (square s is bit s % 64 of word s / 64).
    std::array<std::array<std::uint64_t, 2>, kCells> squareBitsOfCell{};
    std::array<std::array<std::int8_t, 4>, kPins> footprint{}; // cells of q1..q4
    std::array<std::uint64_t, kPins> footprintMask{};          // the same cells as a bit set
    // Rays in the 8 directions (0..3 orthogonal, 4..7 diagonal), cells in order, -1 ended.
    std::array<std::array<std::array<std::int8_t, 10>, 8>, kCells> ray{};
    std::array<std::array<std::int8_t, 8>, kCells> knight{}; // -1 padded
    std::array<std::array<std::int8_t, 8>, kCells> king{};   // -1 padded
    std::array<std::array<bool, kSquares>, 2> pawnStart{};   // pawn start squares per colour
    // The same geometry as cell bit sets, for attack detection.
    std::array<std::array<std::uint64_t, 8>, kCells> rayMask{};
    std::array<std::array<std::uint64_t, kCells>, 2> lineMask{}; // rays 0-3, rays 4-7 together
    std::array<std::uint64_t, kCells> knightMask{};
    std::array<std::uint64_t, kCells> kingMask{};
    std::array<std::array<std::uint64_t, kCells>, 2> pawnAttackers{}; // cells a pawn attacks from
};

constexpr std::array<int, kMainLevels> kMainLowRank{1, 3, 5};
constexpr std::array<int, 6> kPinLowRank{0, 4, 2, 6, 4, 8}; // QL1..QL6 (and KL1..KL6)

// Built at compile time: the hot loops read them with no initialisation check.
constexpr Tables buildTables() {
    Tables t;
    for (auto& row : t.squareAt) row.fill(-1);
    for (auto& row : t.squaresOfCell) row.fill(-1);
    auto addSquare = [&t](int square, int cell, int level) {
        t.square[square] = {std::int8_t(cell), std::int8_t(level)};
        t.squareAt[level][cell] = std::int8_t(square);
        t.squaresOfCell[cell][t.squareCountOfCell[cell]++] = std::int8_t(square);
        t.squareBitsOfCell[cell][square / 64] |= 1ull << (square % 64);
    };
    for (int level = 0; level < kMainLevels; ++level)
        for (int r = 0; r < 4; ++r)
            for (int f = 0; f < 4; ++f)
                addSquare(level * 16 + r * 4 + f, cellOf(f + 1, kMainLowRank[level] + r), level);
    for (int pin = 0; pin < kPins; ++pin) {
        const int f0 = pinIsKingSide(pin) ? 4 : 0;
        const int r0 = kPinLowRank[pin % 6];
        const std::array<int, 4> cells{cellOf(f0, r0), cellOf(f0 + 1, r0), cellOf(f0 + 1, r0 + 1),
                                       cellOf(f0, r0 + 1)};
        for (int q = 0; q < 4; ++q) {
            t.footprint[pin][q] = std::int8_t(cells[q]);
            t.footprintMask[pin] |= 1ull << cells[q];
            addSquare(pinSquare(pin, q), cells[q], levelOfPin(pin));
        }
    }
    auto onBoard = [](int f, int r) { return f >= 0 && f < kFiles && r >= 0 && r < kRanks; };
    constexpr std::array<int, 8> knightF{1, 2, 2, 1, -1, -2, -2, -1};
    constexpr std::array<int, 8> knightR{2, 1, -1, -2, -2, -1, 1, 2};
    for (int cell = 0; cell < kCells; ++cell) {
        const int f = fileOf(cell), r = rankOf(cell);
        for (int d = 0; d < kDirections; ++d) {
            t.ray[cell][d].fill(-1);
            for (int n = 1, i = 0; onBoard(f + n * kDirFile[d], r + n * kDirRank[d]); ++n)
                t.ray[cell][d][i++] = std::int8_t(cellOf(f + n * kDirFile[d], r + n * kDirRank[d]));
        }
        t.knight[cell].fill(-1);
        t.king[cell].fill(-1);
        for (int i = 0, k = 0; i < 8; ++i)
            if (onBoard(f + knightF[i], r + knightR[i]))
                t.knight[cell][k++] = std::int8_t(cellOf(f + knightF[i], r + knightR[i]));
        for (int d = 0, k = 0; d < kDirections; ++d)
            if (t.ray[cell][d][0] >= 0) t.king[cell][k++] = t.ray[cell][d][0];
    }
    for (int cell = 0; cell < kCells; ++cell) {
        for (int d = 0; d < kDirections; ++d)
            for (const std::int8_t c : t.ray[cell][d])
                if (c >= 0) t.rayMask[cell][d] |= 1ull << c;
        for (int d = 0; d < kDirections; ++d) t.lineMask[d / 4][cell] |= t.rayMask[cell][d];
        for (const std::int8_t c : t.knight[cell])
            if (c >= 0) t.knightMask[cell] |= 1ull << c;
        for (const std::int8_t c : t.king[cell])
            if (c >= 0) t.kingMask[cell] |= 1ull << c;
        for (int colour = 0; colour < 2; ++colour) {
            const int r = rankOf(cell) - (colour == 0 ? 1 : -1);
            for (const int df : {-1, 1})
                if (r >= 0 && r < kRanks && fileOf(cell) + df >= 0 && fileOf(cell) + df < kFiles)
                    t.pawnAttackers[colour][cell] |= 1ull << cellOf(fileOf(cell) + df, r);
        }
    }
    // Pawn start squares (section 2): White on rank 2 of W and rank 1 of QL1/KL1; Black on
    // rank 7 of B and rank 8 of QL6/KL6.
    for (int s = 0; s < kSquares; ++s) {
        const int level = t.square[s].level, rank = rankOf(t.square[s].cell);
        t.pawnStart[0][s] =
            (level == 0 && rank == 2) ||
            ((level == levelOfPin(pinIndex(false, 1)) || level == levelOfPin(pinIndex(true, 1))) &&
             rank == 1);
        t.pawnStart[1][s] =
            (level == 2 && rank == 7) ||
            ((level == levelOfPin(pinIndex(false, 6)) || level == levelOfPin(pinIndex(true, 6))) &&
             rank == 8);
    }
    return t;
}

inline constexpr Tables kTables = buildTables();
constexpr const Tables& tables() {
    return kTables;
}

// Names: "b3W" for main squares; "QL3@q3" (composite) or "z3QL3" (Meder) for pin squares.
std::string squareName(int square);      // composite form
std::string squareNameMeder(int square); // file rank level, e.g. "a9QL6"

// The two rule sets (TRID-RULES.md section 9).
enum class RuleSet : std::uint8_t { AttackBoard10, Meder1995 };

// Board-move geometry per rule set: adjacency (bit q set in adjacent[p]) and direction.
enum class BoardDirection : std::uint8_t { Forward, Backward, Side };
std::uint16_t adjacentPins(RuleSet rules, int pin);
// Direction of a move from pin `from` to pin `to` for a board controlled by `controller`.
BoardDirection boardDirection(RuleSet rules, int from, int to, int controller);

} // namespace trellis::trid

namespace trellis::trid {
// Parses a whole square name: "b3W", "z3QL3"/"d1KL1" (file rank pin) or "QL3@q3"; -1 when the
// text names no square of the geometry (existence on the current board is not checked).
int parseSquare(std::string_view text);
} // namespace trellis::trid
