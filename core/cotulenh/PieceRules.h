#pragma once
// Piece rules as data: movement and capture ranges per kind (base and heroic), air-defence
// levels, and the blueprint list of valid stacks with their canonical order. The tables are
// built at compile time.
#include "Types.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace trellis::cotulenh {

struct MovementRule {
    std::uint8_t moveRange; // the Commander's "unlimited" is 11, the board's size
    std::uint8_t captureRange;
    bool diagonal;              // may use the four diagonal rays
    bool capturesThroughPieces; // Artillery, Missile, Air Force, Navy
    bool movesThroughPieces;    // Air Force only
};

// Indexed by PieceType: {move, capture, diagonal, captures through, moves through}.
inline constexpr MovementRule kBaseRules[kPieceTypes] = {
    {11, 1, false, false, false}, // Commander: slides the whole board, captures adjacent
    {1, 1, false, false, false},  // Infantry
    {2, 2, false, false, false},  // Tank (does not shoot over pieces)
    {1, 1, true, false, false},   // Militia
    {1, 1, false, false, false},  // Engineer
    {3, 3, true, true, false},    // Artillery
    {1, 1, false, false, false},  // Anti-air
    {2, 2, true, true, false},    // Missile (diagonal moves one less, see MoveGenerator)
    {4, 4, true, true, true},     // Air Force
    {4, 4, true, true, false},    // Navy (3 against non-Navy targets)
    {0, 0, false, false, false},  // Headquarters
};

// Heroic: +1 move and capture range (the Commander's slide stays unlimited), diagonals.
constexpr MovementRule heroicRule(MovementRule r, bool commander) {
    if (!commander) r.moveRange++;
    r.captureRange++;
    r.diagonal = true;
    return r;
}

struct RuleTable {
    MovementRule rules[kPieceTypes][2];
};
constexpr RuleTable buildRules() {
    RuleTable t{};
    for (int p = 0; p < kPieceTypes; ++p) {
        t.rules[p][0] = kBaseRules[p];
        t.rules[p][1] = heroicRule(kBaseRules[p], p == Commander);
    }
    return t;
}
inline constexpr RuleTable kRules = buildRules();

inline const MovementRule& movementRule(int type, bool heroic) {
    return kRules.rules[type][heroic ? 1 : 0];
}

// Air-defence level of a top-level piece (0 when it gives none): Missile 2, Navy and
// Anti-air 1, one more when heroic.
constexpr int airDefenceLevel(int type, bool heroic) {
    const int base = type == Missile ? 2 : (type == Navy || type == AntiAir) ? 1 : 0;
    return base == 0 ? 0 : base + (heroic ? 1 : 0);
}

constexpr bool isHeavy(int type) {
    return type == Artillery || type == AntiAir || type == Missile;
}

constexpr int pieceTypeFromLetter(char c) { // 'C'/'c' .. 'H'/'h'; -1 otherwise
    const char u = (c >= 'a' && c <= 'z') ? char(c - 'a' + 'A') : c;
    for (int p = 0; p < kPieceTypes; ++p)
        if (kPieceLetters[p] == u) return p;
    return -1;
}

// A valid stack: its pieces in canonical order, carrier first.
struct StackShape {
    std::uint8_t count = 0; // 0 when the role set is not a valid stack
    std::array<std::uint8_t, 3> order{};
};

// The blueprint list (COTULENH-RULES section 4), carrier first in canonical order.
inline constexpr std::string_view kBlueprints[] = {
    "TC", "TI", "TM", "FC", "FI", "FM", "FT",  "FTC", "FTI", "FTM", "EA", "EG",
    "ES", "NC", "NI", "NM", "NT", "NF", "NFC", "NFI", "NFT", "NFM", "HC"};

constexpr std::array<StackShape, 2048> buildStacks() {
    std::array<StackShape, 2048> table{};
    for (int p = 0; p < kPieceTypes; ++p) {
        table[1u << p].count = 1;
        table[1u << p].order[0] = std::uint8_t(p);
    }
    for (std::string_view text : kBlueprints) {
        StackShape shape;
        unsigned roles = 0;
        for (char c : text) {
            const int type = pieceTypeFromLetter(c);
            shape.order[shape.count++] = std::uint8_t(type);
            roles |= 1u << type;
        }
        table[roles] = shape;
    }
    return table;
}
inline constexpr std::array<StackShape, 2048> kStacks = buildStacks();

inline const StackShape& stackShape(std::uint16_t roles) {
    return kStacks[roles & 2047];
}
inline bool isValidStack(std::uint16_t roles) {
    return stackShape(roles).count != 0;
}
inline int carrierOf(std::uint16_t roles) {
    return stackShape(roles).order[0];
}
// Pieces in a valid stack (or single piece).
inline int pieceCount(std::uint16_t roles) {
    return stackShape(roles).count;
}

// Joins two disjoint role sets when their union is a blueprint stack; 0 otherwise.
inline std::uint16_t combineRoles(std::uint16_t a, std::uint16_t b) {
    if ((a & b) != 0) return 0;
    const std::uint16_t u = std::uint16_t(a | b);
    return isValidStack(u) ? u : 0;
}

// Piece text as SAN/LAN write it: "T", "+F", "(NFT)", "(N+F)". Upper case for both colours.
std::string pieceText(std::uint16_t roles, std::uint16_t heroic);
// FEN text of a cell: the same with lower case for Blue.
std::string cellText(const Cell& cell);

} // namespace trellis::cotulenh
