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

std::vector<MaterialChunk> packMaterialChunks(std::span<const MaterialRow> rows) {
    std::vector<MaterialChunk> out;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const MaterialRow& r = rows[i];
        if (out.empty() || out.back().key != r.key ||
            out.back().games.size() >= kPositionChunkBytes)
            out.push_back({r.key, r.game, {}});
        MaterialChunk& chunk = out.back();
        const qint64 previous = chunk.games.empty() ? chunk.first : rows[i - 1].game;
        putVarint(chunk.games, std::uint64_t(r.game - previous));
        putVarint(chunk.games, std::uint64_t(r.first));
        putVarint(chunk.games, std::uint64_t(r.last - r.first));
        putVarint(chunk.games, r.positions.size() / 2);
        chunk.games += r.positions;
    }
    return out;
}

bool unpackMaterialChunk(const MaterialChunk& chunk, std::vector<MaterialRow>& out) {
    const std::size_t before = out.size();
    auto damaged = [&] {
        out.resize(before);
        return false;
    };
    qint64 game = chunk.first;
    const std::string_view bytes = chunk.games;
    for (std::size_t pos = 0; pos < bytes.size();) {
        const auto distance = getVarint(bytes, pos);
        const auto first = getVarint(bytes, pos);
        const auto length = getVarint(bytes, pos);
        const auto count = getVarint(bytes, pos);
        const bool firstGame = out.size() == before;
        if (!distance || !first || !length || !count || (*distance == 0) != firstGame ||
            *distance > std::uint64_t(1) << 52 || *first > 1u << 24 || *length > 1u << 24 ||
            *count > (bytes.size() - pos) / 2)
            return damaged();
        game += qint64(*distance);
        out.push_back({chunk.key, game, int(*first), int(*first + *length),
                       std::string(bytes.substr(pos, *count * 2))});
        pos += *count * 2;
    }
    return out.size() > before; // a chunk holds at least one game
}

} // namespace trellis::db
