#include "PositionProblems.h"

#include "Attacks.h"
#include "Fen.h"
#include "Geometry.h"
#include "PieceRules.h"

#include <array>
#include <string>

namespace trellis::cotulenh {

namespace {

Error problem(ErrorCode code, std::vector<std::string> args) {
    args.insert(args.begin(), "FEN");
    return Error{code, std::move(args)};
}

using PieceCounts = std::array<std::array<int, kPieceTypes>, 2>;

// Pieces per side and kind, those inside stacks included.
PieceCounts countPieces(const Position& pos) {
    PieceCounts counts{};
    for (int sq = 0; sq < kSquares; ++sq) {
        const Cell& cell = pos.at(sq);
        for (int type = 0; type < kPieceTypes; ++type)
            if (cell.roles & roleBit(type)) ++counts[cell.color][std::size_t(type)];
    }
    return counts;
}

// The square of a side's only piece besides the Commander when it has no stack, else -1.
int lastGuardSquare(const Position& pos, Color colour) {
    if (pos.stackCount(colour) != 0 || pos.singleCount(colour) != 1) return -1;
    for (int sq = 0; sq < kSquares; ++sq) {
        const Cell& cell = pos.at(sq);
        if (!cell.empty() && cell.color == colour && cell.roles != roleBit(Commander)) return sq;
    }
    return -1;
}

} // namespace

std::vector<Error> ruleProblems(const Position& pos) {
    std::vector<Error> problems;
    for (const Color c : {Red, Blue})
        if (pos.commanderSquare(c) < 0)
            problems.push_back(
                problem(ErrorCode::PositionNoKing, {sideName(c), pieceName(Commander)}));
    if (!problems.empty()) return problems;
    const Color waiting = opposite(pos.side());
    if (commanderAttacked(pos, waiting))
        problems.push_back(problem(ErrorCode::PositionOpponentInCheck, {sideName(waiting)}));
    return problems;
}

std::vector<Error> unreachableProblems(const Position& pos, const Position& start) {
    std::vector<Error> problems;
    // No turn may leave the Commanders facing, so no game reaches it; the rules play on from
    // it (the side to move must step out of it), as compositions may ask.
    if (pos.commanderSquare(Red) >= 0 && pos.commanderSquare(Blue) >= 0 &&
        commanderExposed(pos, Red))
        problems.push_back(problem(ErrorCode::PositionKingsFacing, {pieceName(Commander)}));
    const PieceCounts counts = countPieces(pos), most = countPieces(start);
    for (const Color c : {Red, Blue}) {
        for (int type = 0; type < kPieceTypes; ++type) {
            const int n = counts[c][std::size_t(type)], limit = most[c][std::size_t(type)];
            if (n > limit)
                problems.push_back(problem(
                    ErrorCode::PositionTooManyPieces,
                    {sideName(c), pieceName(type), std::to_string(n), std::to_string(limit)}));
        }
        const int guard = lastGuardSquare(pos, c);
        if (guard >= 0 && !pos.at(guard).heroic)
            problems.push_back(problem(
                ErrorCode::PositionLastGuard,
                {sideName(c), pieceName(carrierOf(pos.at(guard).roles)), squareName(guard)}));
    }
    return problems;
}

} // namespace trellis::cotulenh
