#include "OrthodoxArmy.h"

#include <algorithm>

namespace trellis {

std::vector<Error> orthodoxArmyProblems(const std::string& format, const std::string& side,
                                        const OrthodoxArmyCount& count) {
    constexpr int kPawns = 8;
    if (count.pawns > kPawns)
        return {Error(ErrorCode::PositionTooManyPieces,
                      {format, side, "Pawn", std::to_string(count.pawns), std::to_string(kPawns)})};
    const int extra = std::max(0, count.queens - 1) + std::max(0, count.rooks - 2) +
                      std::max(0, count.bishops - 2) + std::max(0, count.knights - 2);
    if (extra > kPawns - count.pawns)
        return {Error(ErrorCode::PositionTooManyPromoted,
                      {format, side, std::to_string(extra), std::to_string(kPawns - count.pawns)})};
    return {};
}

std::vector<std::pair<std::string, std::string>> orthodoxPieceNames() {
    return {{"K", "King"},   {"Q", "Queen"},  {"R", "Rook"},
            {"B", "Bishop"}, {"N", "Knight"}, {"P", "Pawn"}};
}

} // namespace trellis
