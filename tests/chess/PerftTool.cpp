// chess_perft: our perft for the comparison script and for quick checks.
//   chess_perft DEPTH [FEN]          prints "nodes <n> ms <t> nps <r>" (process CPU time, so
//                                    that a busy machine does not skew the comparison)
//   chess_perft --divide DEPTH [FEN] prints "e2e4: 20" lines and the total, as Stockfish does
#include "chess/ChessVariant.h"
#include "chess/Fen.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>

int main(int argc, char** argv) {
    int arg = 1;
    const bool divide = argc > 1 && std::strcmp(argv[1], "--divide") == 0;
    if (divide) ++arg;
    if (argc <= arg) {
        std::fprintf(stderr, "usage: chess_perft [--divide] DEPTH [FEN]\n");
        return 2;
    }
    const int depth = std::atoi(argv[arg++]);
    std::string fen = trellis::chess::kStartFen;
    if (argc > arg) {
        fen.clear();
        for (; arg < argc; ++arg) fen += std::string(fen.empty() ? "" : " ") + argv[arg];
    }
    trellis::chess::ChessVariant board;
    if (const auto ok = board.setPosition(fen); !ok) {
        std::fprintf(stderr, "bad FEN: %s\n", errorDebugText(ok.error()).c_str());
        return 2;
    }
    if (divide) {
        std::uint64_t total = 0;
        for (const auto& [text, nodes] : board.divide(depth)) {
            std::printf("%s: %llu\n", text.c_str(), static_cast<unsigned long long>(nodes));
            total += nodes;
        }
        std::printf("\nNodes searched: %llu\n", static_cast<unsigned long long>(total));
        return 0;
    }
    const std::clock_t start = std::clock();
    const std::uint64_t nodes = board.perft(depth);
    const double seconds = double(std::clock() - start) / CLOCKS_PER_SEC;
    std::printf("nodes %llu ms %.0f nps %.0f\n", static_cast<unsigned long long>(nodes),
                seconds * 1000, seconds > 0 ? double(nodes) / seconds : 0.0);
    return 0;
}
