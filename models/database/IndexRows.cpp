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

// Position rows by their hash's top bits first (one counting pass and one copy), then each
// bucket sorted alone. Hashes are uniform, so a bucket holds a few rows and its sort stays in
// cache: one sort of a quarter of a million rows at once had taken a twentieth of an import.
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
    std::vector<PositionRow> sorted(rows.size());
    for (const PositionRow& r : rows) sorted[ends[bucket(r)]++] = r; // ends[b]: b's end after
    for (std::size_t b = 0, begin = 0; b + 1 < ends.size(); begin = ends[b++])
        std::sort(sorted.begin() + std::ptrdiff_t(begin), sorted.begin() + std::ptrdiff_t(ends[b]),
                  before);
    rows.swap(sorted);
}

// Material rows hold their fingerprints as strings, slow to swap: their order is found on
// small keys, then each row is moved once.
void sortMaterials(std::vector<MaterialRow>& rows) {
    struct Key {
        std::uint64_t key;
        qint64 game;
        std::size_t at;
    };
    std::vector<Key> keys;
    keys.reserve(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) keys.push_back({rows[i].key, rows[i].game, i});
    std::sort(keys.begin(), keys.end(), [](const Key& a, const Key& b) {
        return std::tie(a.key, a.game) < std::tie(b.key, b.game);
    });
    std::vector<MaterialRow> sorted;
    sorted.reserve(rows.size());
    for (const Key& k : keys) sorted.push_back(std::move(rows[k.at]));
    rows.swap(sorted);
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
