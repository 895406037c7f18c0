#pragma once
// The transposition table: one entry per slot, replaced when the new result is at least as
// deep or comes from a newer search. Moves are kept as a 32-bit signature of the turn, matched
// against the generated turns on a hit (the variants' turns are too large to store).
#include <cstdint>
#include <vector>

namespace trellis::search {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TTEntry {
    std::uint64_t key = 0;
    std::uint32_t move = 0; // signature of the best turn, 0 when none
    std::int16_t score = 0;
    std::int8_t depth = -1;
    Bound bound = Bound::None;
    std::uint8_t age = 0;
};

class TranspositionTable {
  public:
    explicit TranspositionTable(std::size_t megabytes = 16);

    void clear();
    void newSearch() { ++age_; }
    // The entry for `key`, or nullptr.
    const TTEntry* probe(std::uint64_t key) const;
    void store(std::uint64_t key, int depth, int score, Bound bound, std::uint32_t move);

    // Mate scores are stored relative to the node, not the root.
    static int toTT(int score, int ply);
    static int fromTT(int score, int ply);

  private:
    std::vector<TTEntry> entries_;
    std::uint64_t mask_ = 0;
    std::uint8_t age_ = 0;
};

} // namespace trellis::search
