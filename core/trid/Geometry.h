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
constexpr int cellOf(int file, int rank) { return file + kFiles * rank; }
constexpr int fileOf(int cell) { return cell % kFiles; }
constexpr int rankOf(int cell) { return cell / kFiles; }
constexpr char fileChar(int file) { return "zabcde"[file]; }

// Pins: QL1..QL6 are 0..5, KL1..KL6 are 6..11.
constexpr int kPins = 12;
constexpr int pinIndex(bool kingSide, int number) { return (kingSide ? 6 : 0) + number - 1; }
constexpr bool pinIsKingSide(int pin) { return pin >= 6; }
constexpr int pinNumber(int pin) { return pin % 6 + 1; }
std::string pinName(int pin);
// Parses "QL3" / "KL6" at the start of text; returns the pin or -1.
int parsePin(std::string_view text);

// Levels: the main boards W N B are 0..2, pin p is level 3 + p.
constexpr int kMainLevels = 3;
constexpr int kLevels = kMainLevels + kPins;
constexpr int levelOfPin(int pin) { return kMainLevels + pin; }
constexpr int pinOfLevel(int level) { return level - kMainLevels; }
constexpr bool isPinLevel(int level) { return level >= kMainLevels; }
std::string levelName(int level);

// Squares: 48 main-board squares (level * 16 + ...) then 48 pin squares (48 + pin * 4 + q),
// where q = 0..3 is the quadrant q1..q4. A pin square exists only while a board is on the pin.
constexpr int kMainSquares = 48;
constexpr int kSquares = kMainSquares + 4 * kPins;
constexpr int pinSquare(int pin, int quadrant) { return kMainSquares + 4 * pin + quadrant; }
constexpr bool isPinSquare(int square) { return square >= kMainSquares; }
constexpr int pinOfSquare(int square) { return (square - kMainSquares) / 4; }
constexpr int quadrantOfSquare(int square) { return (square - kMainSquares) % 4; }
// A half-turn swaps q1<->q3 and q2<->q4.
constexpr int halfTurnQuadrant(int quadrant) { return (quadrant + 2) % 4; }

struct SquareInfo {
    std::int8_t cell;
    std::int8_t level;
};

// The constant tables, built once (see Geometry.cpp).
struct Tables {
    std::array<SquareInfo, kSquares> square{};
    std::array<std::array<std::int8_t, kCells>, kLevels> squareAt{}; // -1 where none
    std::array<std::array<std::int8_t, 4>, kCells> squaresOfCell{};  // -1 padded
    std::array<std::int8_t, kCells> squareCountOfCell{};
    std::array<std::array<std::int8_t, 4>, kPins> footprint{}; // cells of q1..q4
    std::array<std::uint64_t, kPins> footprintMask{};           // the same cells as a bit set
    // Rays in the 8 directions (0..3 orthogonal, 4..7 diagonal), cells in order, -1 ended.
    std::array<std::array<std::array<std::int8_t, 10>, 8>, kCells> ray{};
    std::array<std::array<std::int8_t, 8>, kCells> knight{}; // -1 padded
    std::array<std::array<std::int8_t, 8>, kCells> king{};   // -1 padded
};
const Tables& tables();

constexpr int kDirections = 8;
constexpr std::array<int, kDirections> kDirFile{0, 1, 0, -1, 1, 1, -1, -1};
constexpr std::array<int, kDirections> kDirRank{1, 0, -1, 0, 1, -1, -1, 1};

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
