#pragma once
// The army orthodox chess and Tri-D chess both start with (king, queen, two rooks, two bishops,
// two knights, eight pawns): which piece counts of one side no game could reach.
#include "Error.h"

#include <string>
#include <utility>
#include <vector>

namespace trellis {

struct OrthodoxArmyCount {
    int pawns = 0, knights = 0, bishops = 0, rooks = 0, queens = 0;
};

// More than eight pawns (PositionTooManyPieces), or more pieces beyond the starting set than
// the missing pawns could have promoted to (PositionTooManyPromoted).
std::vector<Error> orthodoxArmyProblems(const std::string& format, const std::string& side,
                                        const OrthodoxArmyCount& count);

// The pieces' names by letter, for VariantDescriptor::pieceNames.
std::vector<std::pair<std::string, std::string>> orthodoxPieceNames();

} // namespace trellis
