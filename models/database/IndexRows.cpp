#include "IndexRows.h"

#include <algorithm>
#include <bit>
#include <numeric>
#include <tuple>

namespace trellis::db {

void IndexRows::add(qint64 game, const GameHeader& header, const GameIndex& index) {
    for (const IndexedPosition& p : index.positions)
        positions.push_back({p.hash, game, std::uint32_t(p.next), header.date.value_or(0),
                             header.turns, std::uint8_t(p.ply), header.result});
    for (const MaterialSpan& m : index.materials)
        materials.push_back({m.key, game, m.first, m.last, m.positions});
}

void IndexRows::keepGames(const GameIdRuns& games) {
    std::erase_if(positions, [&](const PositionRow& r) { return !games.contains(r.game); });
    std::erase_if(materials, [&](const MaterialRow& r) { return !games.contains(r.game); });
}

namespace {

// Position rows by their hash's top bits first, in place (one counting pass, then each row
// swapped into its bucket), then each bucket sorted alone. Hashes are uniform, so a bucket
// holds a few rows and its sort stays in cache: one sort of a quarter of a million rows at once
// had taken a twentieth of an import.
void sortPositions(std::vector<PositionRow>& rows) {
    const auto before = [](const PositionRow& a, const PositionRow& b) {
        return IndexRows::positionBefore(a, b);
    };
    const int bits = std::min(16, int(std::bit_width(rows.size())) - 3);
    if (bits < 4) {
        std::sort(rows.begin(), rows.end(), before);
        return;
    }
    const auto bucket = [bits](const PositionRow& r) { return std::size_t(r.hash >> (64 - bits)); };
    std::vector<std::size_t> ends((std::size_t(1) << bits) + 1, 0);
    for (const PositionRow& r : rows) ++ends[bucket(r) + 1];
    std::partial_sum(ends.begin(), ends.end(), ends.begin());
    std::vector<std::size_t> next(ends.begin(), ends.end() - 1); // each bucket's first free row
    for (std::size_t b = 0; b + 1 < ends.size(); ++b)
        while (next[b] < ends[b + 1]) {
            const std::size_t home = bucket(rows[next[b]]);
            if (home == b)
                ++next[b];
            else
                std::swap(rows[next[b]], rows[next[home]++]);
        }
    for (std::size_t b = 0; b + 1 < ends.size(); ++b)
        std::sort(rows.begin() + std::ptrdiff_t(ends[b]),
                  rows.begin() + std::ptrdiff_t(ends[b + 1]), before);
}

// Material rows hold their fingerprints as strings, slow to swap: their order is found on
// small keys, then each row is moved once, along the cycles of that order (in place).
void sortMaterials(std::vector<MaterialRow>& rows) {
    struct Key {
        std::uint64_t key;
        qint64 game;
        std::size_t at; // where the row that goes here is now
    };
    std::vector<Key> keys;
    keys.reserve(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) keys.push_back({rows[i].key, rows[i].game, i});
    std::sort(keys.begin(), keys.end(), [](const Key& a, const Key& b) {
        return std::tie(a.key, a.game) < std::tie(b.key, b.game);
    });
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (keys[i].at == i) continue;
        MaterialRow held = std::move(rows[i]);
        std::size_t to = i;
        for (std::size_t from = keys[to].at; from != i; from = keys[to].at) {
            rows[to] = std::move(rows[from]);
            keys[to].at = to; // placed
            to = from;
        }
        rows[to] = std::move(held);
        keys[to].at = to;
    }
}

} // namespace

void IndexRows::sort() {
    sortPositions(positions);
    sortMaterials(materials);
}

void GameIdRuns::add(qint64 id) {
    if (!runs_.empty() && runs_.back().second + 1 == id)
        runs_.back().second = id;
    else
        runs_.emplace_back(id, id);
    ++count_;
}

bool GameIdRuns::contains(qint64 id) const {
    auto it = std::upper_bound(runs_.begin(), runs_.end(), id,
                               [](qint64 v, const auto& run) { return v < run.first; });
    return it != runs_.begin() && id <= std::prev(it)->second;
}

std::string treeSums(const std::string& from) {
    const std::string t = from + ".";
    return "count(*), total(" + t + "result = 1), total(" + t + "result = 3), total(" + t +
           "result = 2), total(" + t + "turns), max(" + t + "date)";
}

} // namespace trellis::db
