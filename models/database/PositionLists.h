#pragma once
// The position index's games as stored since schema 11 (table position_games, README.md
// "Position index"): for each position and turn played there, the games that play it, in id
// order, packed into chunks of at most kPositionChunkBytes. A chunk is one row keyed by the
// position, the turn and its first game; it holds the ply of its first game's first occurrence,
// then each next game as one varint, its distance from the game before (a game that reaches the
// position at another ply: 0, that ply, the distance), so that a game of a busy position takes
// a byte instead of a row. And each material's spans (table material_games) packed alike.
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

// A chunk's packed games or spans never pass this: with its key it stays below SQLite's
// largest payload kept in a page of 4 KB (1,002 bytes in a WITHOUT ROWID table), and four such
// rows fill 96 % of a page. (Until schema 12 chunks were cut once they passed 900 bytes: four
// to a page filled 88 %, and the pages' free space was 12.4 bytes a game of 80,000 Lichess
// games.)
inline constexpr std::size_t kPositionChunkBytes = 970;

// The chunks of index rows sorted by hash, next and game (IndexRows::sort), each run of one
// position and turn cut before a chunk would pass kPositionChunkBytes.
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
