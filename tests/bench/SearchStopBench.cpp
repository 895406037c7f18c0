// Google Benchmark: how long an infinite search takes to return after the stop flag is set
// (the --stream protocol's goal is a done line within 50 ms). Reported as the counter
// stop_latency_ms, per variant, from the start position after 300 ms of searching.
#include "search/Engine.h"
#include "variant/VariantRegistry.h"

#include <benchmark/benchmark.h>

#include <atomic>
#include <chrono>
#include <thread>

namespace {

void stopLatency(benchmark::State& state, const char* variantId) {
    auto variant = std::move(trellis::createVariant(variantId).value());
    double worst = 0, total = 0;
    int runs = 0;
    for (auto _ : state) {
        std::atomic<bool> stop{false};
        std::chrono::steady_clock::time_point stoppedAt;
        std::thread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            stoppedAt = std::chrono::steady_clock::now();
            stop = true;
        });
        trellis::search::Engine engine;
        engine.analyse(*variant, trellis::search::SearchLimits{}, &stop);
        const auto returned = std::chrono::steady_clock::now();
        stopper.join();
        const double ms = std::chrono::duration<double, std::milli>(returned - stoppedAt).count();
        worst = std::max(worst, ms);
        total += ms;
        ++runs;
    }
    state.counters["stop_latency_ms"] = total / runs;
    state.counters["worst_ms"] = worst;
}

} // namespace

BENCHMARK_CAPTURE(stopLatency, trid, "trid")->Iterations(5)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(stopLatency, cotulenh, "cotulenh")->Iterations(5)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
