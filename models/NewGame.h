#pragma once
// A game nobody has named yet (File > New, the position editor's Done, a pasted position): the
// Seven Tag Roster as PGN writes it, "?" for the event, site, round and players (the variant's
// player tags: White/Black, Red/Blue) and today's date, with the result "*".
#include "game/GameTree.h"

namespace trellis {

GameTree newGameTree(const Variant& start);

} // namespace trellis
