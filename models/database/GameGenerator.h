#pragma once
// Synthetic games for benchmarks and tests (`trellis generate`, `trellis db bench`): legal
// random play from the start position with plausible tags (players, events, sites, dates,
// rounds) and results. Game `index` of a seed is always the same game, so games can be made
// on several threads and still come out identical. Standard C++ only.
#include "game/GameTree.h"
#include "variant/VariantDescriptor.h"

#include <cstdint>
#include <functional>
#include <string>

namespace trellis::db {

struct GeneratorOptions {
    const VariantDescriptor* variant = nullptr;
    std::uint64_t seed = 1;
    int maxTurns = 100; // each game has between 60% of this and this many turns (fewer if it ends)
};

GameTree generateGame(const GeneratorOptions& options, std::int64_t index);

// Games first..first+count-1 as game-file text, made on `threads` threads (0: one per core)
// and handed to `write` in order, a batch at a time.
void generateGames(const GeneratorOptions& options, std::int64_t first, std::int64_t count,
                   int threads, const std::function<void(const std::string&)>& write);

} // namespace trellis::db
