#include "PositionLists.h"

#include <optional>

namespace trellis::db {

namespace {

std::size_t varintBytes(std::uint64_t value) {
    std::size_t bytes = 1;
    for (; value >= 128; value >>= 7) ++bytes;
    return bytes;
}

} // namespace

// A chunk: the ply of its first game (the chunk's first), then each next game as its distance
// from the game before, or, when it reaches the position at another ply (a transposition), 0,
// that ply and the distance. Most games of a position reach it at one ply, so a game of a busy
// position takes one byte where its ply in every entry (distance times 32 plus the ply, until
// schema 12) made it two once the games were more than three apart.
std::vector<PositionChunk> packPositionChunks(std::span<const PositionRow> rows) {
    std::vector<PositionChunk> out;
    std::string entry;
    int chunkPly = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const PositionRow& r = rows[i];
        const bool sameRun = !out.empty() && out.back().hash == r.hash && out.back().next == r.next;
        entry.clear();
        if (sameRun) {
            if (r.ply != chunkPly) {
                putVarint(entry, 0);
                putVarint(entry, r.ply);
            }
            putVarint(entry, std::uint64_t(r.game - rows[i - 1].game));
        }
        if (!sameRun || out.back().games.size() + entry.size() > kPositionChunkBytes) {
            out.push_back({r.hash, r.next, r.game, {}});
            chunkPly = r.ply;
            putVarint(out.back().games, std::uint64_t(chunkPly));
        } else {
            out.back().games += entry;
        }
    }
    return out;
}

bool unpackPositionChunk(const PositionChunk& chunk, std::vector<PositionHit>& out) {
    const std::size_t before = out.size();
    auto damaged = [&] {
        out.resize(before);
        return false;
    };
    const std::string_view bytes = chunk.games;
    std::size_t pos = 0;
    const auto chunkPly = getVarint(bytes, pos);
    if (!chunkPly || *chunkPly > std::uint64_t(kIndexedPlies) || chunk.first <= 0) return damaged();
    out.push_back({chunk.first, int(*chunkPly), chunk.next});
    qint64 game = chunk.first;
    while (pos < bytes.size()) {
        auto distance = getVarint(bytes, pos);
        std::optional<std::uint64_t> ply = chunkPly;
        if (distance && *distance == 0) { // another ply: 0, the ply, the distance
            ply = getVarint(bytes, pos);
            distance = getVarint(bytes, pos);
        }
        if (!distance || !ply || *distance == 0 || *distance > std::uint64_t(1) << 52 ||
            *ply > std::uint64_t(kIndexedPlies))
            return damaged();
        game += qint64(*distance);
        out.push_back({game, int(*ply), chunk.next});
    }
    return true;
}

// A span: its game's distance from the one before; its last ply past the indexed ones times
// 2, plus 1 when it has more than one fingerprint (then their number less 2 follows); the
// fingerprints. Its first ply is not kept: a search replays every game from its start.
std::vector<MaterialChunk> packMaterialChunks(std::span<const MaterialRow> rows) {
    std::vector<MaterialChunk> out;
    std::string span;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const MaterialRow& r = rows[i];
        const bool sameKey = !out.empty() && out.back().key == r.key;
        const std::uint64_t count = r.positions.size() / kFingerprintBytes;
        span.clear();
        putVarint(span, std::uint64_t(r.last - kFirstSpanPly) * 2 + (count > 1 ? 1 : 0));
        if (count > 1) putVarint(span, count - 2);
        span += r.positions;
        const std::uint64_t distance = sameKey ? std::uint64_t(r.game - rows[i - 1].game) : 0;
        if (!sameKey ||
            out.back().games.size() + varintBytes(distance) + span.size() > kPositionChunkBytes) {
            out.push_back({r.key, r.game, {}});
            putVarint(out.back().games, 0);
        } else {
            putVarint(out.back().games, distance);
        }
        out.back().games += span;
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
        const auto last = getVarint(bytes, pos);
        std::optional<std::uint64_t> count = 1;
        if (last && *last % 2 && (count = getVarint(bytes, pos))) *count += 2;
        const bool firstGame = out.size() == before;
        if (!distance || !last || !count || (*distance == 0) != firstGame ||
            *distance > std::uint64_t(1) << 52 || *last > 1u << 24 ||
            *count > (bytes.size() - pos) / kFingerprintBytes)
            return damaged();
        game += qint64(*distance);
        out.push_back({chunk.key, game, kFirstSpanPly, kFirstSpanPly + int(*last / 2),
                       std::string(bytes.substr(pos, *count * kFingerprintBytes))});
        pos += *count * kFingerprintBytes;
    }
    return out.size() > before; // a chunk holds at least one game
}

} // namespace trellis::db
