#pragma once
// The position index's rows on their way in and out of the database (position_games and
// material_games, README.md "Position index"), and what an opening tree adds up of them.
#include "GameCodec.h"

#include <QtGlobal>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace trellis::db {

// A game's row in the position index: the position, the code of the turn played there
// (kGameEnds: the game ends there), the game and the ply of the first occurrence. 32 bytes: an
// import holds millions of them.
struct PositionRow {
    std::uint64_t hash = 0;
    qint64 game = 0;
    std::uint32_t next = 0; // a blob code (kFirstTurnCode + a legal turn's rank)
    // The game's columns an unfiltered tree adds up, copied so that it needs no join.
    int date = 0; // the date column; 0 when none (an unknown date counts as none)
    int turns = 0;
    std::uint8_t ply = 0; // at most kIndexedPlies
    std::optional<GameResult> result;
};
static_assert(sizeof(PositionRow) <= 32);

// A game's material past the indexed plies (MaterialSpan) as the index holds it.
struct MaterialRow {
    std::uint64_t key = 0;
    qint64 game = 0;
    int first = 0, last = 0;
    std::string positions; // MaterialSpan::positions
};

// Game ids as runs of consecutive ids (an import's games mostly are one run).
class GameIdRuns {
  public:
    void add(qint64 id); // ids come in increasing order
    bool contains(qint64 id) const;
    qint64 count() const { return count_; }
    bool empty() const { return runs_.empty(); }
    const std::vector<std::pair<qint64, qint64>>& runs() const { return runs_; } // first, last
    void clear() {
        runs_.clear();
        count_ = 0;
    }

  private:
    std::vector<std::pair<qint64, qint64>> runs_;
    qint64 count_ = 0;
};

// Index rows on their way to the database (the importer collects them).
struct IndexRows {
    std::vector<PositionRow> positions;
    std::vector<MaterialRow> materials;
    void add(qint64 game, const GameHeader& header, const GameIndex& index);
    bool empty() const { return positions.empty() && materials.empty(); }
    // Drops the rows of the games not among `games` (their rows are in the index already).
    void keepGames(const GameIdRuns& games);
    void sort(); // in key order
    // The key order: position, next turn, game; material, game.
    // (Defined here so that a sort inlines them: through a function pointer the sort of an
    // import's rows took 3 % of its CPU.)
    static bool positionBefore(const PositionRow& a, const PositionRow& b) {
        return std::tie(a.hash, a.next, a.game) < std::tie(b.hash, b.next, b.game);
    }
    static bool materialBefore(const MaterialRow& a, const MaterialRow& b) {
        return std::tie(a.key, a.game) < std::tie(b.key, b.game);
    }
    void clear() {
        positions.clear();
        materials.clear();
    }
};

// What the index says of one next turn from a position, over the games of a filter.
struct IndexedTurn {
    std::uint64_t next = 0; // the blob code of the turn, kGameEnds for games that end there
    qint64 games = 0, firstWins = 0, draws = 0, secondWins = 0;
    qint64 turns = 0;            // main-line turns of those games, summed
    std::optional<int> lastDate; // the latest date column (dateValue), none when no date
};

// What an opening tree adds up of one next turn's rows, as SQL columns over a table (or
// alias) `from` with result, turns and date columns: games, first wins, draws, second wins,
// summed turns and the latest date (one definition for the trees summed and kept).
std::string treeSums(const std::string& from);

} // namespace trellis::db
