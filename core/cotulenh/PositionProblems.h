#pragma once
// What validation (Variant::validatePosition) finds in a Cotulenh position that loads: what the
// rules cannot play from, and what no game from the start position could reach.
#include "Position.h"
#include "variant/Error.h"

#include <vector>

namespace trellis::cotulenh {

// A side without a Commander (PositionNoKing), the side not to move's Commander attacked
// (PositionOpponentInCheck).
std::vector<Error> ruleProblems(const Position& pos);
// The Commanders facing each other (PositionKingsFacing: no turn leaves them so, but the side
// to move can step out), more pieces of a kind than a side starts with
// (PositionTooManyPieces), a last piece the Last Guard rule would have made heroic
// (PositionLastGuard).
std::vector<Error> unreachableProblems(const Position& pos, const Position& start);

} // namespace trellis::cotulenh
