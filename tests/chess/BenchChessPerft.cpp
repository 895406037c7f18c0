// bench_chess_perft: perft nodes per second on the standard positions (Google Benchmark).
#include "chess/ChessVariant.h"

#include <benchmark/benchmark.h>

namespace {

struct Case {
    const char* name;
    const char* fen;
    int depth;
};

constexpr Case kCases[] = {
    {"initial", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5},
    {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4},
    {"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5},
    {"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 4},
    {"position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4},
    {"position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 4},
};

void perft(benchmark::State& state, const Case& c) {
    trellis::chess::ChessVariant board;
    board.setPosition(c.fen);
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        const std::uint64_t n = board.perft(c.depth);
        benchmark::DoNotOptimize(n);
        nodes += n;
    }
    state.counters["nodes/s"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsRate);
}

const bool registered = [] {
    for (const Case& c : kCases)
        benchmark::RegisterBenchmark((std::string("perft/") + c.name).c_str(), perft, c)
            ->Unit(benchmark::kMillisecond)
            ->MeasureProcessCPUTime();
    return true;
}();

} // namespace

BENCHMARK_MAIN();
