#include "Engine.h"

#include "SearchBackend.h"

#include "variant/Variant.h"

#include <algorithm>
#include <memory>

namespace trellis::search {

namespace {

// The variant's own adapter, over a copy of the board; null when it has none.
std::unique_ptr<SearchBackend> backendFor(const Variant& variant, const EngineOptions& options,
                                          TranspositionTable& tt, std::vector<int>* history) {
    const auto factory = variant.descriptor().createSearch;
    if (!factory) return nullptr;
    SearchSetup setup{.eval = options.eval,
                      .tt = &tt,
                      .earlier = variant.earlierPositions(),
                      .threads = options.threads,
                      .weights = options.weights,
                      .history = history};
    std::sort(setup.earlier.begin(), setup.earlier.end());
    return factory(variant, setup);
}

} // namespace

bool engineSupports(const Variant& variant) {
    return variant.descriptor().createSearch != nullptr;
}

Engine::Engine(EngineOptions options) : options_(options), tt_(options.hashMegabytes) {}

SearchReport Engine::analyse(const Variant& variant, const SearchLimits& limits,
                             const std::atomic<bool>* stop, const ReportCallback& onIteration) {
    const auto backend = backendFor(variant, options_, tt_, &history_);
    return backend ? backend->analyse(limits, stop, onIteration) : SearchReport{};
}

MateResult Engine::mate(const Variant& variant, int turns, const std::atomic<bool>* stop) {
    const auto backend = backendFor(variant, options_, tt_, nullptr);
    return backend ? backend->mate(turns, stop) : MateResult{};
}

} // namespace trellis::search
