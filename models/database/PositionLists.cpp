#include "PositionLists.h"

namespace trellis::db {

std::vector<PositionChunk> packPositionChunks(std::span<const PositionRow> rows) {
    std::vector<PositionChunk> out;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const PositionRow& r = rows[i];
        const bool sameRun = !out.empty() && out.back().hash == r.hash && out.back().next == r.next;
        if (!sameRun || out.back().games.size() >= kPositionChunkBytes)
            out.push_back({r.hash, r.next, r.game, {}});
        PositionChunk& chunk = out.back();
        const qint64 previous = chunk.games.empty() ? chunk.first : rows[i - 1].game;
        putVarint(chunk.games, std::uint64_t(r.game - previous) << 5 | std::uint64_t(r.ply));
    }
    return out;
}

bool unpackPositionChunk(const PositionChunk& chunk, std::vector<PositionHit>& out) {
    const std::size_t before = out.size();
    qint64 game = chunk.first;
    for (std::size_t pos = 0; pos < chunk.games.size();) {
        const auto value = getVarint(chunk.games, pos);
        // A distance of 0 only for the first game; ids stay positive.
        const std::uint64_t distance = value ? *value >> 5 : 0;
        const bool first = out.size() == before;
        if (!value || (distance == 0) != first || distance > std::uint64_t(1) << 52 ||
            int(*value & 31) > kIndexedPlies) {
            out.resize(before);
            return false;
        }
        game += qint64(distance);
        out.push_back({game, int(*value & 31), chunk.next});
    }
    return out.size() > before; // a chunk holds at least one game
}

} // namespace trellis::db
