#pragma once
// The analysis engine behind one small interface: it asks the variant it is given for its
// search adapter, runs the alpha-beta or the mate search, and answers in public Turns. The engine
// owns its transposition table and the quiet-move history (kept between searches until clear());
// nothing is global.
#include "SearchTypes.h"
#include "TranspositionTable.h"

#include <atomic>
#include <cstddef>
#include <vector>

namespace trellis {
class Variant;
}

namespace trellis::search {

struct EngineOptions {
    std::size_t hashMegabytes = 16;
    EvalMode eval = EvalMode::Full;
    // Search threads sharing the hash table (Lazy SMP). One thread is deterministic: the same
    // limits (depth or nodes) on a cleared table give the same search.
    int threads = 1;
    // The evaluation's weights (SearchSetup::weights); empty for the built-in table.
    std::vector<int> weights;
};

class Engine {
  public:
    explicit Engine(EngineOptions options = {});

    // Searches the position `variant` holds (it is not changed). `stop` may be null; setting it
    // ends the search promptly (polled every 1024 nodes). onIteration, when set, is called
    // after every completed iteration. Returns the last completed iteration's lines.
    SearchReport analyse(const Variant& variant, const SearchLimits& limits,
                         const std::atomic<bool>* stop = nullptr,
                         const ReportCallback& onIteration = {});

    // Exact mate search: does the side to move mate within `turns` of its own turns?
    MateResult mate(const Variant& variant, int turns, const std::atomic<bool>* stop = nullptr);

    // Forgets everything learnt (a new game, or for reproducible runs).
    void clear() {
        tt_.clear();
        history_.clear();
    }

  private:
    EngineOptions options_;
    TranspositionTable tt_;
    std::vector<int> history_; // the last analysis's quiet-move history (SearchSetup::history)
};

// Whether the variant brings a search adapter.
bool engineSupports(const Variant& variant);

} // namespace trellis::search
