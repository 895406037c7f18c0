#pragma once
// The engine's view of one variant: each variant's folder provides a SearchBackend (usually a
// SearchBackendFor<ItsSearchGame>) through VariantDescriptor::createSearch, so the Engine never
// names a variant.
#include "SearchTypes.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace trellis::search {

class TranspositionTable;

// What a variant's search factory receives.
struct SearchSetup {
    EvalMode eval = EvalMode::Full;
    TranspositionTable* tt = nullptr; // owned by the Engine, kept between searches
    // The game's earlier positions (Variant::earlierPositions), sorted: reaching one again in
    // the search is a draw, as a repetition within the searched line is.
    std::vector<std::uint64_t> earlier;
    int threads = 1; // search threads (Lazy SMP); 1 is deterministic
    // The evaluation's weights in the variant's order (VariantDescriptor::weightNames); empty
    // for the built-in table.
    std::vector<int> weights;
    // The main search's quiet-move history, kept by the Engine from one search of a game to the
    // next (MoveOrder::inheritHistory); null: none is kept.
    std::vector<int>* history = nullptr;
};

class SearchBackend {
  public:
    virtual ~SearchBackend() = default;
    virtual SearchReport analyse(const SearchLimits& limits, const std::atomic<bool>* stop,
                                 const ReportCallback& onIteration) = 0;
    virtual MateResult mate(int turns, const std::atomic<bool>* stop) = 0;
};

} // namespace trellis::search
