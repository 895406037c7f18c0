#pragma once
// Static evaluation of a chess position (centipawns, side to move's point of view): material
// and piece-square tables, the king's table blended from middlegame to endgame by the
// material left. All weights live in one table so that tuning touches one place.
#include "Position.h"

#include "search/SearchTypes.h"

#include <array>
#include <cstdlib>

namespace trellis::chess {

struct ChessWeights {
    // Indexed by PieceType (none, P, N, B, R, Q, K).
    std::array<int, 7> material{0, 100, 320, 330, 500, 900, 0};
    // Per piece type, from White's side (a1 = 0); Black reads the table mirrored by rank.
    std::array<std::array<int, 64>, 7> squares{};
    std::array<int, 64> kingEndgame{};
    // Non-pawn material (both sides, in material units) at which the king counts as in the
    // middlegame; below it the endgame table takes over linearly.
    int middlegamePhase = 2 * (2 * 320 + 2 * 330 + 2 * 500 + 900);
    int tempo = 10;
};

// The tables, built from a few rules: pawns gain as they advance (central pawns a little
// more), knights and bishops want the centre, rooks the seventh rank and open-ish centre files,
// the king stays home behind its pawns until the endgame, then centralises.
constexpr ChessWeights makeChessWeights() {
    ChessWeights w;
    constexpr std::array<int, 8> pawnAdvance{0, 0, 4, 8, 18, 32, 55, 0};
    for (int sq = 0; sq < 64; ++sq) {
        const int f = sq & 7, r = sq >> 3;
        const int df = f < 4 ? 3 - f : f - 4, dr = r < 4 ? 3 - r : r - 4;
        const int ring = df > dr ? df : dr; // 0 for the four centre squares .. 3 on the edge
        const bool centreFile = f == 3 || f == 4;
        w.squares[Pawn][std::size_t(sq)] = pawnAdvance[std::size_t(r)] +
                                           (centreFile && (r == 3 || r == 4) ? 12 : 0) -
                                           (centreFile && r == 1 ? 6 : 0);
        w.squares[Knight][std::size_t(sq)] = (3 - ring) * 10 - 18;
        w.squares[Bishop][std::size_t(sq)] = (3 - ring) * 5 - 6 + (r == 0 ? -6 : 0);
        w.squares[Rook][std::size_t(sq)] =
            (r == 6 ? 16 : 0) + (centreFile ? 4 : 0) - (f == 0 || f == 7 ? 2 : 0);
        w.squares[Queen][std::size_t(sq)] = (3 - ring) * 3 - 5;
        w.squares[King][std::size_t(sq)] = r == 0 ? (f == 1 || f == 6   ? 24
                                                     : f == 2           ? 12
                                                     : f == 0 || f == 7 ? 10
                                                                        : 0)
                                                  : -14 * r;
        w.kingEndgame[std::size_t(sq)] = (3 - ring) * 12 - 20;
    }
    return w;
}

inline constexpr ChessWeights kChessWeights = makeChessWeights();

int evaluateChess(const Position& pos, search::EvalMode mode);
inline int chessPieceValue(int type) {
    return kChessWeights.material[std::size_t(type)];
}

} // namespace trellis::chess
