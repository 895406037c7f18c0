#pragma once
// Static evaluation of a Cotulenh position (centipawns: 100 = one Infantry, side to move's
// point of view). All weights live in one table so that tuning touches one place.
#include "search/SearchTypes.h"

#include "cotulenh/Position.h"

#include <array>
#include <string>
#include <vector>

namespace trellis::search {

struct CotulenhWeights {
    // Tuned by `trellis tune` on self-play games (core/cotulenh/README.md); the table before
    // is tests/data/weights/cotulenh-untuned.json.
    // Indexed by cotulenh::PieceType: C I T M E A G S F N H. The Commander's loss ends the game,
    // so it has no material value.
    std::array<int, 11> material{0, 92, 228, 92, 112, 292, 166, 272, 458, 392, 52};
    int heroicPercent = 33; // a heroic piece is worth this much more
    int stackPassenger = 7; // per piece carried in a stack (deploy options)
    int mobility = -6;      // per empty square a unit reaches (range capped below)
    int mobilityRangeCap = 2;
    int commanderGuard = 4;      // per own unit next to the Commander
    int commanderNearEnemy = 26; // per enemy unit within two squares of the Commander
    int commanderOpenLine = 0;   // per orthogonal line from the Commander with no piece
    int commanderEnemyLine = 17; // per orthogonal line whose first piece is an enemy
    // Air defence: per source by level (1..3), and for covering the own Commander.
    std::array<int, 4> airDefence{0, 2, 17, 53};
    int commanderAirCover = 12;
    int tempo = 2;
};

inline constexpr CotulenhWeights kCotulenhWeights{};

int evaluateCotulenh(const cotulenh::Position& pos, EvalMode mode,
                     const CotulenhWeights& w = kCotulenhWeights);
// Material of a set of roles (a whole stack), heroic bonus included.
int cotulenhUnitValue(std::uint16_t roles, std::uint16_t heroic,
                      const CotulenhWeights& w = kCotulenhWeights);

// The weights as a flat list of named numbers (weights files, the tuner), in one fixed order;
// the Commander's material and air-defence level 0 are not weights (never used).
std::vector<std::string> cotulenhWeightNames();
std::vector<int> cotulenhWeightValues(const CotulenhWeights& w);
// The inverse of cotulenhWeightValues; an empty list gives the built-in table.
CotulenhWeights cotulenhWeightsFrom(const std::vector<int>& values);

} // namespace trellis::search
