#pragma once
// The transposition table: one entry per slot, replaced when the new result is at least as
// deep or comes from a newer search. Moves are kept as a 32-bit signature of the turn, matched
// against the generated turns on a hit (the variants' turns are too large to store).
//
// Shared by the search threads without locks: a slot is two 64-bit atomics, the entry packed
// into one word and the key stored xor-ed with it. A slot read while another thread writes it
// (a word of the old entry with a word of the new) fails the key check and is a miss, so a
// torn entry is never used.
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>

namespace trellis::search {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TTEntry {
    std::uint32_t move = 0; // signature of the best turn, 0 when none
    std::int16_t score = 0;
    std::int8_t depth = -1;
    Bound bound = Bound::None;
    std::uint8_t age = 0; // the search that stored it, modulo 64
};

class TranspositionTable {
  public:
    explicit TranspositionTable(std::size_t megabytes = 16);

    // Neither clear() nor newSearch() may run while a search uses the table.
    void clear();
    void newSearch() { age_ = (age_ + 1) & kAgeMask; }
    // Starts loading the slot of `key` into the cache (a child's, before its search probes).
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&slots_[key & mask_]); }
    // The entry for `key`, or nothing.
    std::optional<TTEntry> probe(std::uint64_t key) const;
    void store(std::uint64_t key, int depth, int score, Bound bound, std::uint32_t move);

    // Mate scores are stored relative to the node, not the root.
    static int toTT(int score, int ply);

    // How full the table is, in permille: the share of the first thousand slots holding an
    // entry of the current search (UCI's hashfull), a sample as engines take it.
    int hashfull() const;
    static int fromTT(int score, int ply);

  private:
    struct Slot {
        std::atomic<std::uint64_t> check{0}; // key ^ data
        std::atomic<std::uint64_t> data{0};  // the packed entry; 0: empty (Bound::None)
    };
    static constexpr std::uint8_t kAgeMask = 63;

    static std::uint64_t pack(const TTEntry& e);
    static TTEntry unpack(std::uint64_t data);

    // Aligned to huge pages and advised to use them: a probe at a random slot of a table of
    // small pages misses the TLB nearly every time.
    struct FreeSlots {
        void operator()(Slot* table) const;
    };
    std::unique_ptr<Slot[], FreeSlots> slots_;
    std::uint64_t mask_ = 0;
    std::uint8_t age_ = 0;
};

} // namespace trellis::search
