#pragma once
// Static evaluation of a Tri-D position (centipawns, side to move's point of view). All weights
// live in one table so that tuning touches one place.
#include "search/SearchTypes.h"

#include "trid/TriDPosition.h"

#include <array>
#include <string>
#include <vector>

namespace trellis::search {

// Tuned (issue 16) by `trellis tune --score-nodes` (core/trid/README.md); the table before is
// tests/data/weights/trid-untuned.json.
struct TriDWeights {
    // Indexed by trid::PieceType (none, P, N, B, R, Q, K).
    std::array<int, 7> material{0, 104, 302, 326, 506, 892, 0};
    // Per projection cell a knight, bishop, rook or queen reaches.
    std::array<int, 7> mobility{0, 0, 4, 4, 2, 1, 0};
    // Pawn bonus by ranks still to go before its promotion rank (index 0 unused: promoted).
    std::array<int, 10> pawnToGo{0, 98, 52, 21, 12, 1, 0, 0, -4, -2};
    int kingZoneAttack = 6;  // per enemy-attacked cell around the king (its own cell included)
    int kingShelter = 4;     // per own piece on a cell around the king
    int boardControl = 11;   // per attack board the side controls (TRID-RULES section 6)
    int boardAdvance = 3;    // per pin step the controlled board stands towards the enemy
    int boardPassenger = 10; // per own piece standing on an attack board (it can be carried)
    int tempo = 2;
};

inline constexpr TriDWeights kTriDWeights{};

int evaluateTriD(const trid::TriDPosition& pos, EvalMode mode, const TriDWeights& w = kTriDWeights);

// The weights as a flat list of named numbers (weights files, the tuner), in one fixed order;
// entries that are never used (the king's material, pawns' and kings' mobility, index 0) are
// not weights.
std::vector<std::string> triDWeightNames();
std::vector<int> triDWeightValues(const TriDWeights& w);
// The inverse of triDWeightValues; an empty list gives the built-in table.
TriDWeights triDWeightsFrom(const std::vector<int>& values);
// Material of one piece type (MVV/LVA ordering and the material-only mode).
inline int triDPieceValue(int type) {
    return kTriDWeights.material[type];
}

} // namespace trellis::search
