#include "TranspositionTable.h"

#include "SearchTypes.h"

#include <algorithm>

namespace trellis::search {

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    std::size_t count = 1;
    while (count * 2 * sizeof(TTEntry) <= megabytes * 1024 * 1024) count *= 2;
    entries_.resize(count);
    mask_ = count - 1;
}

void TranspositionTable::clear() {
    std::fill(entries_.begin(), entries_.end(), TTEntry{});
    age_ = 0;
}

const TTEntry* TranspositionTable::probe(std::uint64_t key) const {
    const TTEntry& e = entries_[key & mask_];
    return e.key == key && e.bound != Bound::None ? &e : nullptr;
}

void TranspositionTable::store(std::uint64_t key, int depth, int score, Bound bound,
                               std::uint32_t move) {
    TTEntry& e = entries_[key & mask_];
    if (e.key == key && e.age == age_ && e.depth > depth && bound != Bound::Exact) return;
    if (e.key == key && move == 0) move = e.move; // keep the old best move
    e = {key, move, std::int16_t(score), std::int8_t(depth), bound, age_};
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
