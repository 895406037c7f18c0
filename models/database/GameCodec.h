#pragma once
// How the database stores one game (README.md in this folder has the byte layout): the tags
// the database filters and sorts by as columns, every other tag as a numbered extra, and the
// whole tree (turns, variations, comments, NAGs, highlights) as a compact blob of varints whose
// turns are indices into the position's legal turns in Turn order. Decoding gives back a tree
// that PgnWriter writes to the same bytes as the tree that was encoded. Standard C++ only.
#include "game/GameTree.h"
#include "variant/Result.h"

#include "GameColumns.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace trellis {
struct PlainGame; // game/PgnReader.h
}

namespace trellis::db {

// A tag kept outside the columns, at its place in the game's tag list.
struct ExtraTag {
    int position = 0;
    std::string key;
    std::string value;
    bool operator==(const ExtraTag&) const = default;
};

// The columns of one game. Text columns are the first tag of that name; absent tags are empty
// optionals. `layout` says where the Variant tag goes (README.md).
struct GameHeader {
    std::string variant;                     // the variant's id
    std::optional<std::string> white, black; // the variant's player tags (White/Black, Red/Blue)
    std::optional<std::string> event, site, round;
    std::optional<int> date;          // dateValue(); see layout for a non-canonical text
    std::optional<GameResult> result; // absent also when the Result text is not a result
    int turns = 0;                    // turns on the main line
    int layout = 0;
    std::vector<ExtraTag> extras; // ordered by position
    bool operator==(const GameHeader&) const = default;

    bool dateIsFilterOnly() const; // the Date text is an extra; the column only filters
    bool hasExtras() const;        // there are extras to load (set by encodeGame)
    // The game's tags in their order, as the tree holds them.
    Result<TagList> tags() const;
    // The text of a column tag as the file wrote it, when present (Date and Result included).
    std::optional<std::string> dateTag() const;
    std::optional<std::string> resultTag() const;
};

// One position of a game's main line as the position index holds it (PositionIndex.h):
// Variant::hash(), the ply it first occurs at and the blob code of the main-line turn played
// there (kGameEnds when the game ends in it).
inline constexpr int kIndexedPlies = 24; // the index holds the main line's plies 0..24
inline constexpr int kFirstSpanPly = kIndexedPlies + 1; // material spans start there or later
inline constexpr std::uint64_t kGameEnds = 0;
inline constexpr std::uint64_t kFirstTurnCode = 4; // a blob's turn codes start here (README.md)
// How a span notes its positions in MaterialSpan::positions: the top 8 bits of each position's
// Variant::structureKey (chess: its pawns), once for each stretch of plies that keeps them.
// Within one material a game has few pawn structures, so a byte tells spans apart well enough
// that few games are replayed in vain (README.md, "Position index").
inline constexpr std::size_t kFingerprintBytes = 1;
inline char structureFingerprintByte(std::uint64_t structure) {
    return char((structure >> 56) & 0xff);
}
inline std::string structureFingerprint(std::uint64_t structure) {
    return {structureFingerprintByte(structure)};
}
struct IndexedPosition {
    std::uint64_t hash = 0;
    int ply = 0;
    std::uint64_t next = kGameEnds;
    bool operator==(const IndexedPosition&) const = default;
};

// The material (Variant::materialKey) a game has at plies first..last, past kIndexedPlies:
// position search replays only the games that have a position's material there and whose
// `positions` hold the fingerprint of the position's structure (structureFingerprint, in ply
// order, once for each stretch of plies with one structure).
struct MaterialSpan {
    std::uint64_t key = 0;
    int first = 0, last = 0;
    std::string positions; // structureFingerprint() of the span's stretches
    bool operator==(const MaterialSpan&) const = default;
};

// What the position index holds of one game.
struct GameIndex {
    std::vector<IndexedPosition> positions;
    std::vector<MaterialSpan> materials;
};

struct EncodedGame {
    GameHeader header;
    std::string moves;        // the tree blob
    std::string mainLine;     // the main line's turn codes (a prefix of the game is a prefix)
    std::uint64_t dupKey = 0; // duplicateKey(duplicateKeyText(...))
    GameIndex index;          // what the position index holds of the game
};

// Fails when a turn of the tree is not legal on its board (a caller bug) or the variant is
// unknown to the registry.
Result<EncodedGame> encodeGame(const GameTree& tree);
// A game read without a tree (PgnReadOptions::plainGames): the same as encodeGame gives for the
// tree of the same game. The game's tags are moved into the header.
Result<EncodedGame> encodePlainGame(PlainGame&& game);
// The columns and layout of a game's tags (GameHeaders.cpp), which it takes over.
GameHeader encodeHeader(const VariantDescriptor& d, TagList tags);
// The tree from its columns and blob; fails naming what is wrong with damaged data.
Result<GameTree> decodeGame(const GameHeader& header, std::string_view moves);
// The board a stored game starts from: its set-up record, else what its tags describe.
Result<std::unique_ptr<Variant>> startBoard(const GameHeader& header, std::string_view moves);
// How a blob numbers its turns depends on the schema version that wrote it: by the variant's
// legalTurnRank from the version its ownTurnNumbersSince() names (chess 13, Tri-D 14), before
// that by their rank among the position's legal turns in Turn order (the Variant interface's
// default; every game was stored so up to schema 12).
// The blob with each turn's number read as schema `fromSchema` wrote it and written as schema
// `toSchema` does: the same tree, record for record. Fails naming the byte where the blob is
// damaged or names no legal turn.
Result<std::string> renumberTurns(const GameHeader& header, std::string_view moves, int fromSchema,
                                  int toSchema);
// The main line's turn codes of a blob, without replaying it.
Result<std::string> mainLineCodes(std::string_view moves);
// What two games must share to be duplicates (apart from their turns): the variant, the
// players, Event, Site, Date, Round, the rule set and the set-up position, as one text; and its
// 64-bit hash.
std::string duplicateKeyText(const std::string& variant, const TagList& tags);
std::uint64_t duplicateKey(std::string_view keyText);

// Unsigned LEB128, the blob's integer format.
void putLongVarint(std::string& out, std::uint64_t value);
inline void putVarint(std::string& out, std::uint64_t value) {
    if (value < 0x80)
        out += char(value); // most values: a turn, a small count (inlined: a call cost more)
    else
        putLongVarint(out, value);
}
// Reads one varint at `pos`, advancing it; nullopt at the end or on a malformed varint.
std::optional<std::uint64_t> getVarint(std::string_view in, std::size_t& pos);

} // namespace trellis::db
