#include "TranspositionTable.h"

#include "SearchTypes.h"

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <new>
#ifdef __linux__
#include <sys/mman.h>
#endif

namespace trellis::search {

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    std::size_t count = 1;
    while (count * 2 * sizeof(Slot) <= megabytes * 1024 * 1024) count *= 2;
    const std::size_t bytes = count * sizeof(Slot);
    constexpr std::size_t kHugePage = 2 * 1024 * 1024;
    // bytes is a power of two, so a multiple of the alignment as aligned_alloc requires.
    const std::size_t alignment = bytes >= kHugePage ? kHugePage : alignof(Slot);
    void* memory = std::aligned_alloc(alignment, bytes);
    if (!memory) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
    if (alignment == kHugePage) madvise(memory, bytes, MADV_HUGEPAGE); // a hint: may be refused
#endif
    slots_.reset(static_cast<Slot*>(memory));
    std::uninitialized_value_construct_n(slots_.get(), count);
    mask_ = count - 1;
}

void TranspositionTable::FreeSlots::operator()(Slot* slots) const {
    std::free(slots); // Slot's atomics need no destruction
}

void TranspositionTable::clear() {
    for (std::uint64_t i = 0; i <= mask_; ++i) {
        slots_[i].check.store(0, std::memory_order_relaxed);
        slots_[i].data.store(0, std::memory_order_relaxed);
    }
    age_ = 0;
}

// move: bits 0-31, score 32-47, depth 48-55, bound 56-57, age 58-63.
std::uint64_t TranspositionTable::pack(const TTEntry& e) {
    return std::uint64_t(e.move) | std::uint64_t(std::uint16_t(e.score)) << 32 |
           std::uint64_t(std::uint8_t(e.depth)) << 48 | std::uint64_t(e.bound) << 56 |
           std::uint64_t(e.age & kAgeMask) << 58;
}

TTEntry TranspositionTable::unpack(std::uint64_t data) {
    return {std::uint32_t(data), std::int16_t(std::uint16_t(data >> 32)),
            std::int8_t(std::uint8_t(data >> 48)), Bound((data >> 56) & 3),
            std::uint8_t(data >> 58)};
}

std::optional<TTEntry> TranspositionTable::probe(std::uint64_t key) const {
    const Slot& s = slots_[key & mask_];
    const std::uint64_t data = s.data.load(std::memory_order_relaxed);
    const std::uint64_t check = s.check.load(std::memory_order_relaxed);
    if ((check ^ data) != key) return std::nullopt;
    const TTEntry e = unpack(data);
    if (e.bound == Bound::None) return std::nullopt;
    return e;
}

void TranspositionTable::store(std::uint64_t key, int depth, int score, Bound bound,
                               std::uint32_t move) {
    Slot& s = slots_[key & mask_];
    if (const std::optional<TTEntry> old = probe(key)) {
        if (old->age == age_ && old->depth > depth && bound != Bound::Exact) return;
        if (move == 0) move = old->move; // keep the old best move
    }
    const std::uint64_t data = pack({move, std::int16_t(score), std::int8_t(depth), bound, age_});
    s.data.store(data, std::memory_order_relaxed);
    s.check.store(key ^ data, std::memory_order_relaxed);
}

int TranspositionTable::hashfull() const {
    const std::uint64_t sample = std::min<std::uint64_t>(1000, mask_ + 1);
    std::uint64_t used = 0;
    for (std::uint64_t i = 0; i < sample; ++i) {
        const TTEntry e = unpack(slots_[i].data.load(std::memory_order_relaxed));
        used += e.bound != Bound::None && e.age == age_;
    }
    return int(used * 1000 / sample);
}

int TranspositionTable::toTT(int score, int ply) {
    if (score >= kMateBound) return score + ply;
    if (score <= -kMateBound) return score - ply;
    return score;
}

int TranspositionTable::fromTT(int score, int ply) {
    if (score >= kMateBound) return score - ply;
    if (score <= -kMateBound) return score + ply;
    return score;
}

} // namespace trellis::search
