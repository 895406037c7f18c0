#pragma once
// Static evaluation of a chess position (centipawns, side to move's point of view). Every term
// has a middlegame and an endgame weight; the position's phase (its knights, bishops, rooks and
// queens) blends the two sums. The terms: material, piece-square tables built from a few rules,
// mobility, pawn structure (passed, doubled, isolated pawns), the bishop pair, rooks on open
// files, the king's pawn shelter and the attacks on the squares around it, pieces attacked by
// pawns. All weights live in one table so that tuning touches one place.
#include "Position.h"

#include "search/SearchTypes.h"

#include <array>
#include <string>
#include <vector>

namespace trellis::chess {

// A weight for the middlegame and one for the endgame.
struct Taper {
    int mg = 0;
    int eg = 0;
};

struct ChessWeights {
    // Indexed by PieceType (none, P, N, B, R, Q, K).
    std::array<Taper, 7> material{
        {{0, 0}, {65, 122}, {272, 332}, {285, 351}, {392, 582}, {880, 1026}, {0, 0}}};
    // The piece-square tables' rules (from White's side; Black's read mirrored by rank):
    // per rank a pawn has advanced (index 1 = its second rank .. 6 = its seventh);
    std::array<Taper, 7> pawnRank{{{0, 0}, {0, 0}, {-2, -2}, {2, 4}, {6, 16}, {16, 52}, {4, 114}}};
    Taper pawnCentre{14, -2}; // a d- or e-pawn on the 4th or 5th rank
    // per ring nearer the centre (0 on the edge .. 3 on the four centre squares)
    std::array<Taper, 7> centre{{{0, 0}, {0, 0}, {8, 8}, {4, 6}, {0, 0}, {0, 6}, {16, 12}}};
    Taper rookSeventh{18, 12};
    Taper kingHome{18, 6};     // the king on its first rank's castled squares (b, g)
    Taper kingAdvance{-32, 8}; // per rank the king stands from its first rank
    // Per square a knight, bishop, rook or queen attacks that holds no own piece and no square
    // an enemy pawn attacks, counted from the typical number (kMobilityBase).
    std::array<Taper, 7> mobility{{{0, 0}, {0, 0}, {4, 2}, {4, 3}, {2, 4}, {1, 6}, {0, 0}}};
    // A passed pawn, by its rank (index 1 .. 6 as pawnRank).
    std::array<Taper, 7> passed{
        {{0, 0}, {12, -1}, {-2, 10}, {24, 10}, {48, 35}, {54, 104}, {30, 162}}};
    // In the endgame a passed pawn gains per square the enemy king stands from the square in
    // front of it, and loses per square its own king stands from it.
    Taper passedEnemyKing{-6, 12};
    Taper passedOwnKing{0, -5};
    Taper doubled{-2, -30};
    Taper isolated{-14, -8};
    Taper bishopPair{21, 48};
    Taper rookOpen{27, 10};     // no pawn on its file
    Taper rookHalfOpen{-4, 44}; // no own pawn on its file
    Taper shelter{10, 0}; // per own pawn on the three files at the king, one or two ranks ahead
    // Per attack of an enemy piece (knight, bishop, rook, queen) on the squares next to the
    // king; the sum is squared and divided by kingDangerScale (few attacks cost little, many a
    // lot).
    std::array<int, 7> kingAttack{0, 0, 4, 4, 5, 7, 0};
    int kingDangerScale = 14;
    Taper pawnThreat{44, 30};  // per enemy knight, bishop, rook or queen a pawn attacks
    Taper minorThreat{30, 30}; // per enemy rook or queen a knight or bishop attacks
    Taper rookThreat{30, 20};  // per enemy queen a rook attacks
    // Per enemy knight, bishop, rook or queen attacked by a piece or the king and defended by
    // nothing (pawn threats apart).
    Taper hanging{24, 16};
    // Per kind of piece (knight, bishop, rook, queen) that can give a safe check: a square it
    // attacks from which it would check the enemy king, holding no own piece, attacked by no
    // enemy pawn or piece. Added to the enemy king's attack sum.
    std::array<int, 7> safeCheck{0, 0, 10, 6, 10, 8, 0};
    int tempo = 18;
};

inline constexpr ChessWeights kChessWeights{};

// Full: every term; Material: material alone (a weaker player for matches).
int evaluateChess(const Position& pos, search::EvalMode mode,
                  const ChessWeights& w = kChessWeights);

// The weights as a flat list of named numbers (weights files, the tuner), in one fixed order.
std::vector<std::string> chessWeightNames();
std::vector<int> chessWeightValues(const ChessWeights& w);
// The inverse of chessWeightValues; an empty list gives the built-in table.
ChessWeights chessWeightsFrom(const std::vector<int>& values);

// Piece values for capture ordering (MVV/LVA): fixed, whatever the weights.
inline int chessPieceValue(int type) {
    constexpr std::array<int, 7> kValues{0, 100, 320, 330, 500, 900, 0};
    return kValues[std::size_t(type)];
}

} // namespace trellis::chess
