#pragma once
// Static evaluation of a chess position (centipawns, side to move's point of view). Every term
// has a middlegame and an endgame weight; the position's phase (its knights, bishops, rooks and
// queens) blends the two sums. The terms: material, piece-square tables built from a few rules,
// mobility, pawn structure (passed, doubled, isolated, connected, backward pawns), the bishop
// pair, outposts, rooks on open files, the king's pawn shelter, pawn storm and the attacks on
// the squares around it, threats, and drawish endings. All weights live in one table so that
// tuning touches one place; the built-in values were fitted by Texel's method to Stockfish's
// searches (`trellis tune --engine`, core/search/README.md).
#include "PawnCache.h"
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
        {{0, 0}, {57, 130}, {288, 316}, {313, 359}, {360, 626}, {860, 978}, {0, 0}}};
    // The piece-square tables' rules (from White's side; Black's read mirrored by rank):
    // per rank a pawn has advanced (index 1 = its second rank .. 6 = its seventh);
    std::array<Taper, 7> pawnRank{
        {{0, 0}, {0, 0}, {-14, -10}, {-10, -4}, {-6, -4}, {36, 16}, {44, 66}}};
    Taper pawnCentre{30, -26}; // a d- or e-pawn on the 4th or 5th rank
    // per ring nearer the centre (0 on the edge .. 3 on the four centre squares)
    std::array<Taper, 7> centre{{{0, 0}, {0, 0}, {8, 16}, {8, 6}, {0, 4}, {-4, 30}, {28, 8}}};
    Taper rookSeventh{-6, 28};
    Taper kingHome{42, -26};    // the king on its first rank's castled squares (b, g)
    Taper kingAdvance{-36, 20}; // per rank the king stands from its first rank
    // Per square a knight, bishop, rook or queen attacks that holds no own piece and no square
    // an enemy pawn attacks, counted from the typical number (kMobilityBase).
    std::array<Taper, 7> mobility{{{0, 0}, {0, 0}, {8, -2}, {4, -1}, {6, 4}, {1, -2}, {0, 0}}};
    // A passed pawn, by its rank (index 1 .. 6 as pawnRank).
    std::array<Taper, 7> passed{
        {{0, 0}, {4, 11}, {-14, 22}, {-4, 30}, {44, 47}, {94, 100}, {70, 126}}};
    // In the endgame a passed pawn gains per square the enemy king stands from the square in
    // front of it, and loses per square its own king stands from it.
    Taper passedEnemyKing{-10, 16};
    Taper passedOwnKing{0, -9};
    Taper doubled{-10, -34};
    Taper isolated{-18, 0};
    Taper bishopPair{45, 68};
    Taper rookOpen{51, -10};    // no pawn on its file
    Taper rookHalfOpen{-4, 52}; // no own pawn on its file
    Taper shelter{26, -4}; // per own pawn on the three files at the king, one or two ranks ahead
    // Per attack of an enemy piece (knight, bishop, rook, queen) on the squares next to the
    // king; the sum is squared and divided by kingDangerScale (few attacks cost little, many a
    // lot).
    std::array<int, 7> kingAttack{0, 0, 8, 8, 9, 11, 0};
    int kingDangerScale = 14;
    Taper pawnThreat{64, 34};  // per enemy knight, bishop, rook or queen a pawn attacks
    Taper minorThreat{30, 2};  // per enemy rook or queen a knight or bishop attacks
    Taper rookThreat{42, -20}; // per enemy queen a rook attacks
    // Per enemy knight, bishop, rook or queen attacked by a piece or the king and defended by
    // nothing (pawn threats apart).
    Taper hanging{0, 60};
    // Per kind of piece (knight, bishop, rook, queen) that can give a safe check: a square it
    // attacks from which it would check the enemy king, holding no own piece, attacked by no
    // enemy pawn or piece. Added to the enemy king's attack sum.
    std::array<int, 7> safeCheck{0, 0, 30, 14, 34, 16, 0};
    // The side to move's bonus. Texel's fits to Stockfish's scores set it near 50, but the
    // search plays better with less (20: +57 +/- 20 Elo over 800 games at 30,000 nodes): the
    // pruning compares static evaluations of both sides' turns, and a large bonus swings them
    // by twice its value from one ply to the next.
    int tempo = 20;
    // Per pawn with an own pawn beside it on its rank or defending it, by its rank (as pawnRank).
    std::array<Taper, 7> connected{
        {{0, 0}, {4, 4}, {12, 16}, {12, 12}, {24, 28}, {48, 40}, {48, -16}}};
    // A pawn behind the own pawns beside it, whose square ahead an enemy pawn attacks or holds.
    Taper backward{-12, -4};
    // Per enemy pawn on the king's three files, two to four ranks ahead of it.
    Taper storm{-8, 0};
    // A knight or bishop on the 4th to 6th rank, defended by a pawn, out of every enemy pawn's
    // reach.
    std::array<Taper, 7> outpost{{{0, 0}, {0, 0}, {28, 36}, {32, 24}, {0, 0}, {0, 0}, {0, 0}}};
    // Per bishop, per own pawn on the bishop's colour of squares.
    Taper bishopPawns{-4, -4};
    // A passed pawn with no piece ahead of it, per rank beyond the 3rd (as the kings' terms);
    // and again when no enemy attacks a square ahead of it.
    Taper passedFree{-12, 16};
    Taper passedSafe{-40, 48};
    // Per enemy knight, bishop, rook or queen a pawn would attack after a safe push.
    Taper pushThreat{12, 12};
    // Percent of the endgame score taken off when only opposite-coloured bishops and pawns are
    // left, and when the side ahead has no pawns and no more than a minor piece's edge.
    int oppositeBishops = 48;
    int noPawns = 48;
    // Percent of a king's attack sum that counts when the enemy has no queen.
    int queenlessDanger = 72;
    // Per safe square a knight, bishop, rook or queen has fewer than three.
    Taper cramped{-4, -28};
    // Piece-square tables on top of the rules above, by type (pawn .. king) and square from the
    // owner's side with the files mirrored (halfSquare): what the rules cannot say about a square.
    std::array<std::array<Taper, 32>, 7> square{};
    // Per number of safe squares (as mobility counts them) of a knight, bishop, rook or queen,
    // on top of the linear mobility: what a piece with very few or very many squares is worth.
    std::array<std::array<Taper, 28>, 7> mobilityCount{};
};

// A square from its owner's side (White's as it is, Black's mirrored by rank) as the index of
// the piece-square tables: rank * 4 plus the file's distance from the a-file or h-file edge.
inline int halfSquare(int relative) {
    const int file = relative & 7;
    return (relative >> 3) * 4 + (file < 4 ? file : 7 - file);
}

inline constexpr ChessWeights kChessWeights{};

// Full: every term; Material: material alone (a weaker player for matches). A search passes
// its pawnCache (filled for these weights only); without one the pawn terms are counted.
int evaluateChess(const Position& pos, search::EvalMode mode, const ChessWeights& w = kChessWeights,
                  PawnCache* pawnCache = nullptr);

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
