#include "ChessEvaluation.h"

namespace trellis::chess {

int evaluateChess(const Position& pos, search::EvalMode mode) {
    const ChessWeights& w = kChessWeights;
    int score[2] = {0, 0};
    int phase = 0;
    for (int type = Pawn; type <= Queen; ++type)
        for (const int colour : {White, Black}) {
            const int count = popCount(pos.pieces(colour, type));
            score[colour] += count * w.material[std::size_t(type)];
            if (type != Pawn) phase += count * w.material[std::size_t(type)];
        }
    if (mode == search::EvalMode::Material) return score[pos.side] - score[pos.side ^ 1];

    for (int type = Pawn; type <= Queen; ++type)
        for (const int colour : {White, Black})
            for (Bitboard b = pos.pieces(colour, type); b;) {
                const int sq = popLowest(b);
                score[colour] += w.squares[std::size_t(type)][std::size_t(colour ? sq ^ 56 : sq)];
            }
    const int middle = phase < w.middlegamePhase ? phase : w.middlegamePhase;
    for (const int colour : {White, Black}) {
        const std::size_t sq =
            std::size_t(colour ? pos.kingSquare(colour) ^ 56 : pos.kingSquare(colour));
        score[colour] +=
            (w.squares[King][sq] * middle + w.kingEndgame[sq] * (w.middlegamePhase - middle)) /
            w.middlegamePhase;
    }
    return score[pos.side] - score[pos.side ^ 1] + w.tempo;
}

} // namespace trellis::chess
