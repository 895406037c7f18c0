#pragma once
// A small cache of static evaluations by position hash, one per search game: quiescence
// evaluates the same positions again and again. An entry is one word, the hash's upper 48 bits
// over the score's 16 (0: empty), so that the table stays small in the processor's cache.
#include <cstdint>
#include <vector>

namespace trellis::search {

class EvalCache {
  public:
    // The cached score of the position `hash`, else evaluate() (stored when it fits 16 bits).
    template <class Evaluate> int get(std::uint64_t hash, Evaluate&& evaluate) {
        const std::uint64_t tag = hash & ~kScoreBits;
        std::uint64_t& entry = entries_[hash & (kSize - 1)];
        if (tag && (entry & ~kScoreBits) == tag) return std::int16_t(entry & kScoreBits);
        const int score = evaluate();
        if (score == std::int16_t(score)) entry = tag | std::uint16_t(score);
        return score;
    }
    // Starts loading the entry of `hash` (after a move, before its evaluation is asked).
    void prefetch(std::uint64_t hash) const { __builtin_prefetch(&entries_[hash & (kSize - 1)]); }

  private:
    static constexpr std::size_t kSize = 1 << 13;
    static constexpr std::uint64_t kScoreBits = 0xFFFF;
    std::vector<std::uint64_t> entries_ = std::vector<std::uint64_t>(kSize);
};

} // namespace trellis::search
