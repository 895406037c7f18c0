#pragma once
// Attack, exposure and danger (COTULENH-RULES section 7).
#include "Position.h"

namespace trellis::cotulenh {

struct Attacker {
    int square;
    int type;
};

// Every piece of `by` (each piece of a stack on its own) that attacks `target`. Returns how many
// were written (at most `max`); with max == 0 it only answers whether there is one (0 or 1).
// The defender's air defence is read from the same board (section 9).
int findAttackers(const Position& pos, int target, Color by, Attacker* out, int max);
inline bool isAttacked(const Position& pos, int target, Color by) {
    return findAttackers(pos, target, by, nullptr, 0) > 0;
}

// A missing Commander counts as attacked (the engine's convention for game over).
bool commanderAttacked(const Position& pos, Color c);
// Both Commanders on one file or rank with nothing between.
bool commanderExposed(const Position& pos, Color c);
inline bool commanderInDanger(const Position& pos, Color c) {
    return commanderAttacked(pos, c) || commanderExposed(pos, c);
}

} // namespace trellis::cotulenh
