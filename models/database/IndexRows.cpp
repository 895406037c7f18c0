#include "IndexRows.h"

#include <algorithm>
#include <bit>
#include <numeric>
#include <tuple>
#include <unordered_map>

namespace trellis::db {

void IndexRows::add(qint64 game, const GameHeader& header, const GameIndex& index) {
    // Each row made in its place: a row built aside and copied in was read back as a whole
    // before the stores of its parts had landed (store-forwarding stalls, half of the time here).
    const int date = header.date.value_or(0);
    for (const IndexedPosition& p : index.positions) {
        PositionRow& row = positions.emplace_back();
        row.hash = p.hash;
        row.game = game;
        row.next = std::uint32_t(p.next);
        row.date = date;
        row.turns = header.turns;
        row.ply = std::uint8_t(p.ply);
        row.result = header.result;
    }
    for (const MaterialSpan& m : index.materials)
        materials.push_back({m.key, game, m.first, m.last, m.positions});
}

void IndexRows::keepGames(const GameIdRuns& games) {
    std::erase_if(positions, [&](const PositionRow& r) { return !games.contains(r.game); });
    std::erase_if(materials, [&](const MaterialRow& r) { return !games.contains(r.game); });
}

namespace {

// Position rows by their hash's top bits first (one counting pass, then each row copied into
// its bucket, in arrival order), then each bucket sorted alone. Hashes are uniform, so a bucket
// holds a few rows and its sort stays in cache. (One sort of a quarter of a million rows at once
// had taken a twentieth of an import; swapping the rows into their buckets in place, a random
// read and write a row, took twice as long as copying them out.)
void sortPositions(std::vector<PositionRow>& rows) {
    const auto before = [](const PositionRow& a, const PositionRow& b) {
        return IndexRows::positionBefore(a, b);
    };
    const int bits = std::min(14, int(std::bit_width(rows.size())) - 3);
    if (bits < 4) {
        std::sort(rows.begin(), rows.end(), before);
        return;
    }
    const auto bucket = [bits](const PositionRow& r) { return std::size_t(r.hash >> (64 - bits)); };
    std::vector<std::size_t> ends((std::size_t(1) << bits) + 1, 0);
    for (const PositionRow& r : rows) ++ends[bucket(r) + 1];
    std::partial_sum(ends.begin(), ends.end(), ends.begin());
    std::vector<std::size_t> next(ends.begin(), ends.end() - 1); // each bucket's first free row
    std::vector<PositionRow> out(rows.size());
    for (const PositionRow& r : rows) out[next[bucket(r)]++] = r;
    for (std::size_t b = 0; b + 1 < ends.size(); ++b)
        std::sort(out.begin() + std::ptrdiff_t(ends[b]), out.begin() + std::ptrdiff_t(ends[b + 1]),
                  before);
    rows.swap(out);
}

// Material rows by key: a collection has few materials, each many rows. Their keys are ranked
// once, the rows moved into their key's place in arrival order, and a key's rows sorted by game
// only when they did not come in game order (an import's do). (Sorting every row's key and game
// took four fifths as long as sorting the position rows, with a fifth as many rows.)
void sortMaterials(std::vector<MaterialRow>& rows) {
    std::unordered_map<std::uint64_t, std::size_t> place; // a key's rows, then its first place
    for (const MaterialRow& r : rows) ++place[r.key];
    std::vector<std::pair<std::uint64_t, std::size_t>> keys(place.begin(), place.end());
    std::sort(keys.begin(), keys.end());
    std::size_t at = 0;
    for (auto& [key, count] : keys) {
        place[key] = at;
        at += count;
    }
    std::vector<MaterialRow> out(rows.size());
    for (MaterialRow& r : rows) out[place[r.key]++] = std::move(r);
    const auto byGame = [](const MaterialRow& a, const MaterialRow& b) { return a.game < b.game; };
    for (auto first = out.begin(); first != out.end();) {
        const auto last = std::find_if(first, out.end(),
                                       [&](const MaterialRow& r) { return r.key != first->key; });
        if (!std::is_sorted(first, last, byGame)) std::sort(first, last, byGame);
        first = last;
    }
    rows.swap(out);
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
