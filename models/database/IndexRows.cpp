#include "IndexRows.h"

#include <algorithm>

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

void IndexRows::sort() {
    std::sort(positions.begin(), positions.end(),
              [](const PositionRow& a, const PositionRow& b) { return positionBefore(a, b); });
    std::sort(materials.begin(), materials.end(),
              [](const MaterialRow& a, const MaterialRow& b) { return materialBefore(a, b); });
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
