#pragma once
// The position index's games as stored since schema 11 (table position_games, README.md
// "Position index"): for each position and turn played there, the games that play it, in id
// order, packed into chunks of at most kPositionChunkBytes. A chunk is one row keyed by the
// position, the turn and its first game; each game is one varint, its distance from the game before
// (from the chunk's first for the first game) times 32 plus the ply of the position's first
// occurrence, so that a game of a busy position takes one or two bytes instead of a row.
// Standard C++ only.
#include "IndexRows.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace trellis::db {

// A game in which an indexed position occurs: the turn played there and the ply.
struct PositionHit {
    qint64 game = 0;
    int ply = 0;
    std::uint64_t next = 0;
    bool operator==(const PositionHit&) const = default;
};

// A chunk as it is stored: the position, the turn, the first game and the packed games.
struct PositionChunk {
    std::uint64_t hash = 0;
    std::uint64_t next = 0;
    qint64 first = 0;
    std::string games;
};

// A chunk stays below SQLite's largest payload kept in a page of 4 KB (about 1,000 bytes).
inline constexpr std::size_t kPositionChunkBytes = 900;
static_assert(kIndexedPlies < 32, "a chunk packs a ply into 5 bits");

// The chunks of index rows sorted by hash, next and game (IndexRows::sort), each run of one
// position and turn cut where a chunk would pass kPositionChunkBytes.
std::vector<PositionChunk> packPositionChunks(std::span<const PositionRow> rows);

// Appends the games of a stored chunk to `out`; false when its bytes are not a chunk
// (damaged: then nothing is appended).
bool unpackPositionChunk(const PositionChunk& chunk, std::vector<PositionHit>& out);

// A chunk of material spans as it is stored: the material, the first game, the packed spans.
struct MaterialChunk {
    std::uint64_t key = 0;
    qint64 first = 0;
    std::string games;
};

// The chunks of material rows sorted by key and game (IndexRows::sort).
std::vector<MaterialChunk> packMaterialChunks(std::span<const MaterialRow> rows);

// Appends the spans of a stored chunk to `out`; false when its bytes are not a chunk
// (damaged: then nothing is appended).
bool unpackMaterialChunk(const MaterialChunk& chunk, std::vector<MaterialRow>& out);

} // namespace trellis::db
