#pragma once
// Basic Cotulenh types: colours, piece kinds, squares, move flags, the contents of one square
// and the compact move used by the generator. Plain data, no behaviour beyond tiny helpers.
#include <cstdint>

namespace trellis::cotulenh {

constexpr int kFiles = 11; // a..k
constexpr int kRanks = 12; // 1..12
constexpr int kSquares = kFiles * kRanks;

// Square index: (rank - 1) * 11 + file, file 0 = a, rank 1 at the bottom (Red's side).
constexpr int squareOf(int file, int rank0) {
    return rank0 * kFiles + file;
}
constexpr int fileOf(int sq) {
    return sq % kFiles;
}
constexpr int rankOf(int sq) {
    return sq / kFiles;
} // 0-based: 0 is rank 1

enum Color : std::uint8_t { Red = 0, Blue = 1 };
constexpr Color opposite(Color c) {
    return c == Red ? Blue : Red;
}

// Piece kinds in the engine's symbol order; the role bit of a kind is 1 << kind.
enum PieceType : std::uint8_t {
    Commander,
    Infantry,
    Tank,
    Militia,
    Engineer,
    Artillery,
    AntiAir,
    Missile,
    AirForce,
    Navy,
    Headquarters,
    kPieceTypes
};
constexpr char kPieceLetters[] = "CITMEAGSFNH";
constexpr std::uint16_t roleBit(int type) {
    return std::uint16_t(1u << type);
}

// Move flag bits exactly as the reference engine numbers them (COTULENH-RULES section 10).
enum MoveFlag : std::uint8_t {
    FlagNormal = 1,
    FlagCapture = 2,
    FlagStay = 4,
    FlagSuicide = 8,
    FlagDeploy = 16,
    FlagCombination = 32,
};
constexpr std::uint8_t kCaptureFlags = FlagCapture | FlagStay | FlagSuicide;

// What stands on one square: a set of roles of one colour (a valid stack or a single piece)
// with a heroic bit per role. The carrier and the order come from the stack table.
struct Cell {
    std::uint16_t roles = 0;
    std::uint16_t heroic = 0;
    Color color = Red;
    bool empty() const { return roles == 0; }
    bool operator==(const Cell&) const = default;
};

// One generated move or deploy step. `roles`/`heroic` describe the moving unit as the mover sees
// it (inside a deploy session the engine uses the flags the stack had when the session opened).
struct Move {
    std::uint8_t from = 0;
    std::uint8_t to = 0;
    std::uint8_t flags = 0;
    std::uint8_t carrier = 0; // piece type of the moving unit's carrier
    std::uint16_t roles = 0;  // roles that move
    std::uint16_t heroic = 0; // heroic bits of the moving roles
    std::uint16_t target = 0; // roles found on `to` when generated (captured or joined), 0 if none
    bool operator==(const Move&) const = default;
};

} // namespace trellis::cotulenh
