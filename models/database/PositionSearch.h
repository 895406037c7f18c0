#pragma once
// Position search and the opening tree over a game database (README.md, "Position index").
// A position is a board of some variant; identity is Variant::hash() (FORMATS.md section 6).
// Each game counts once per position, at the first occurrence on its main line, with the turn
// played there; a game that ends in the position counts in the total and in no turn.
//
// A position some game reaches within its first kIndexedPlies plies is answered from the
// index; any other position by replaying, on every core, the main lines of the games of the
// filter and the position's variant that have the position's material past the index, up to
// the last ply they have it.
#include "GameDatabase.h"

#include "variant/Variant.h"

#include <QString>
#include <QVector>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace trellis::db {

// One next turn from a position, over the games that played it there.
struct TreeTurn {
    Turn turn;
    QString text; // in the notation asked for
    qint64 games = 0, firstWins = 0, draws = 0, secondWins = 0;
    double averageTurns = 0;     // main-line length of those games
    std::optional<int> lastDate; // the latest date (dateValue); none when no game has a date
};

struct PositionTree {
    qint64 games = 0, firstWins = 0, draws = 0, secondWins = 0; // every game that reaches it
    qint64 endings = 0; // games that end in the position (in no turn)
    double averageTurns = 0;
    std::optional<int> lastDate;
    std::vector<TreeTurn> turns; // most games first, ties by text
    bool scanned = false;        // answered by replaying games, not from the index
};

class PositionSearch {
  public:
    // The database must outlive the search; both belong to one thread.
    explicit PositionSearch(const GameDatabase& db) : db_(db) {}

    // A board of `variant` (an id or any name the registry knows) at `position`; an error
    // naming the variant and what is wrong with the string.
    static DbResult<std::unique_ptr<Variant>> board(const QString& variant,
                                                    const QString& position);

    // The games of the filter in which the position occurs, by id, with the first ply.
    DbResult<QVector<PositionGame>> find(const Variant& position, const GameFilter& filter,
                                         const std::atomic<bool>* cancel = nullptr) const;
    // The next turns played from the position in the games of the filter, written in
    // `notation` (default: the variant's file notation).
    DbResult<PositionTree> tree(const Variant& position, const GameFilter& filter,
                                std::optional<Notation> notation = std::nullopt,
                                const std::atomic<bool>* cancel = nullptr) const;

  private:
    // What replaying the games finds: each game's first occurrence and the turn played there,
    // and the columns the tree adds up.
    struct Occurrence {
        qint64 game = 0;
        int ply = 0;
        std::uint64_t next = 0;
        std::optional<GameResult> result;
        int turns = 0;
        std::optional<int> date;
    };
    DbResult<std::vector<Occurrence>> scan(const Variant& position, const GameFilter& filter,
                                           const std::atomic<bool>* cancel) const;
    // Whether the index answers for the position (some game reaches it within the index).
    DbResult<bool> indexed(const Variant& position) const;

    const GameDatabase& db_;
};

} // namespace trellis::db
