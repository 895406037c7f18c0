#pragma once
// Shared by the chess tests: the standard perft positions and seeded random playouts.
#include "chess/ChessVariant.h"
#include "chess/Fen.h"
#include "chess/MoveGenerator.h"

#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <vector>

namespace chesstest {

struct PerftCase {
    const char* name;
    const char* fen;
    std::vector<std::uint64_t> counts; // counts[d - 1] = perft(d)
};

// The chessprogramming wiki's "Perft Results" positions with their published counts.
inline const std::vector<PerftCase>& perftCases() {
    static const std::vector<PerftCase> cases = {
        {"initial",
         "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         {20, 400, 8902, 197281, 4865609, 119060324}},
        {"kiwipete",
         "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
         {48, 2039, 97862, 4085603, 193690690}},
        {"position3",
         "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
         {14, 191, 2812, 43238, 674624, 11030083}},
        {"position4",
         "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
         {6, 264, 9467, 422333, 15833292}},
        {"position4-mirrored",
         "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
         {6, 264, 9467, 422333, 15833292}},
        {"position5",
         "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
         {44, 1486, 62379, 2103487, 89941194}},
        {"position6",
         "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
         {46, 2079, 89890, 3894594, 164075551}},
    };
    return cases;
}

// Positions reached by seeded random playouts from the perft positions (which are rich in
// castling, en passant and promotions); a playout stops early when the game is over.
inline std::vector<std::string> randomPositions(int count, std::uint32_t seed, int maxPlies = 60) {
    std::mt19937 rng(seed);
    std::vector<std::string> out;
    const auto& cases = perftCases();
    while (int(out.size()) < count) {
        trellis::chess::ChessVariant board;
        board.setPosition(cases[rng() % cases.size()].fen);
        const int plies = int(rng() % std::uint32_t(maxPlies + 1));
        for (int i = 0; i < plies; ++i) {
            const std::vector<trellis::Turn> turns = board.legalTurns();
            if (turns.empty()) break;
            board.makeTurn(turns[rng() % turns.size()]);
        }
        out.push_back(board.position());
    }
    return out;
}

// The perft positions and every position `plies` legal moves or fewer after them (checks,
// pins, en passant, castling, promotions), then `random` positions of randomPositions(seed).
inline std::vector<trellis::chess::Position> richPositions(int plies, int random,
                                                           std::uint32_t seed) {
    using namespace trellis::chess;
    std::vector<Position> out;
    std::function<void(const Position&, int)> walk = [&](const Position& pos, int left) {
        out.push_back(pos);
        if (left == 0) return;
        Move moves[kMaxMoves];
        for (int i = 0, n = generateMoves(pos, moves); i < n; ++i) {
            Position next = pos;
            next.play(moves[i]);
            walk(next, left - 1);
        }
    };
    for (const auto& c : perftCases()) walk(*parseFen(c.fen), plies);
    for (const std::string& fen : randomPositions(random, seed)) out.push_back(*parseFen(fen));
    return out;
}

} // namespace chesstest
