// Bulk-counting perft speed for Tri-D: the start position and the shared middlegame vectors.
// Reports leaf nodes per second as the "nodes/s" counter.
#include "trid/MoveGenerator.h"
#include "trid/Tfen.h"

#include <benchmark/benchmark.h>

#include <fstream>
#include <string>
#include <vector>

using namespace trellis::trid;

namespace {

void perftBench(benchmark::State& state, const std::string& tfen, int depth) {
    const TfenParse parsed = parseTfen(tfen, RuleSet::AttackBoard10);
    if (!parsed.position) {
        state.SkipWithError(errorDebugText(parsed.error).c_str());
        return;
    }
    std::uint64_t nodes = 0;
    for (auto _ : state) nodes += perft(*parsed.position, depth);
    state.counters["nodes/s"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsRate);
}

// The TFENs of the shared vectors with a fullmove number above 1 (middlegames), read once.
std::vector<std::string> middlegames() {
    std::vector<std::string> out;
    std::ifstream file(std::string(TRELLIS_SHARED_DATA) + "/trid/vectors.jsonl");
    for (std::string line; std::getline(file, line);) {
        const auto key = line.find("\"tfen\":\"");
        if (key == std::string::npos || line.find("meder-attackboard-1.0") == std::string::npos)
            continue;
        const auto start = key + 8, end = line.find('"', start);
        const std::string tfen = line.substr(start, end - start);
        if (tfen.size() > 2 && tfen.substr(tfen.rfind(' ') + 1) != "1") out.push_back(tfen);
    }
    return out;
}

void middlegameBench(benchmark::State& state) {
    std::vector<TriDPosition> positions;
    for (const std::string& tfen : middlegames())
        if (auto p = parseTfen(tfen, RuleSet::AttackBoard10); p.position)
            positions.push_back(*p.position);
    std::uint64_t nodes = 0;
    for (auto _ : state)
        for (const TriDPosition& pos : positions) nodes += perft(pos, 3);
    state.counters["nodes/s"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsRate);
    state.counters["positions"] = double(positions.size());
}

} // namespace

BENCHMARK_CAPTURE(perftBench, start_depth4, kStartTfen, 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(perftBench, start_depth5, kStartTfen, 5)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK(middlegameBench)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
