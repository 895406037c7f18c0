#include "GameWriter.h"

#include "DatabaseSchema.h"
#include "ExtraTags.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <sqlite3.h>

#include <array>
#include <optional>

namespace trellis::db {

namespace {

using Code = DatabaseErrorCode;

QString folded(const std::string& name) {
    return QString::fromUtf8(name.data(), qsizetype(name.size())).toCaseFolded();
}

} // namespace

GameWriter::GameWriter(DatabaseConnection& conn, GameLists& lists, const GameQueries& queries,
                       PositionIndexStore& index)
    : conn_(conn), lists_(lists), queries_(queries), index_(index), queued_(conn) {}

DbResult<std::vector<std::pair<qint64, std::uint64_t>>> GameWriter::duplicateKeys() const {
    std::vector<std::pair<qint64, std::uint64_t>> out;
    auto visited = queries_.forEachGame(
        GameQuery{},
        [&out](StoredGame& game) {
            if (auto tags = game.header.tags())
                out.emplace_back(game.id,
                                 duplicateKey(duplicateKeyText(game.header.variant, *tags)));
            return true;
        },
        false);
    if (!visited) return visited.error();
    return out;
}

DbResult<qint64> GameWriter::internName(Names table, const std::string& name) {
    auto& cache = names_[int(table)];
    if (auto it = cache.find(name); it != cache.end()) return it->second;
    static constexpr std::array<std::array<const char*, 2>, 6> sql{{
        {"INSERT INTO players(name, folded) VALUES(?, ?) ON CONFLICT DO NOTHING",
         "SELECT id FROM players WHERE name = ?"},
        {"INSERT INTO events(name, folded) VALUES(?, ?) ON CONFLICT DO NOTHING",
         "SELECT id FROM events WHERE name = ?"},
        {"INSERT INTO sites(name, folded) VALUES(?, ?) ON CONFLICT DO NOTHING",
         "SELECT id FROM sites WHERE name = ?"},
        {"INSERT INTO tag_names(name) VALUES(?) ON CONFLICT DO NOTHING",
         "SELECT id FROM tag_names WHERE name = ?"},
        {"INSERT INTO variants(name) VALUES(?) ON CONFLICT DO NOTHING",
         "SELECT id FROM variants WHERE name = ?"},
        {"INSERT INTO tag_values(name) VALUES(?) ON CONFLICT DO NOTHING",
         "SELECT id FROM tag_values WHERE name = ?"},
    }};
    // SQLite's own statements: through QSqlQuery (QVariant, UTF-16 copies) the names took half
    // as much again of an import, which meets one or two new names a game. A name this
    // connection has not seen is most often new (a platform's game sites, a file's players):
    // it is inserted at once, and looked up only when the table had it already.
    SqliteStatement& insert = conn_.native(sql[std::size_t(table)][0]);
    insert.bindText(0, name);
    if (table < Names::Tags) insert.bindText(1, folded(name).toStdString());
    if (auto done = conn_.run(insert); !done) return done.error();
    qint64 id = 0;
    if (insert.changes() > 0) {
        id = insert.lastInsertId();
    } else {
        SqliteStatement& find = conn_.native(sql[std::size_t(table)][1]);
        find.bindText(0, name);
        if (const int code = find.step(); code != SQLITE_ROW) return conn_.failure(find);
        id = find.integer(0);
        find.reset();
    }
    cache.emplace(name, id);
    return id;
}

DbResult<qint64> GameWriter::sharedValue(const std::string& name, const std::string& value) {
    return sharesValues(name) ? internName(Names::Values, value) : DbResult<qint64>(0);
}

DbResult<StoredExtra> GameWriter::storedExtra(int position, qint64 tag, const std::string& name,
                                              std::string value) {
    auto shared = sharedValue(name, value);
    if (!shared) return shared.error();
    return StoredExtra{position, tag, *shared ? std::string() : std::move(value), *shared};
}

DbResult<QueuedGame> GameWriter::rowsOf(const EncodedGame& game) {
    const GameHeader& h = game.header;
    QueuedGame rows;
    const std::array<std::pair<Names, const std::optional<std::string>*>, 4> names{
        {{Names::Players, &h.white},
         {Names::Players, &h.black},
         {Names::Events, &h.event},
         {Names::Sites, &h.site}}};
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (!*names[i].second) continue;
        auto interned = internName(names[i].first, **names[i].second);
        if (!interned) return interned.error();
        rows.names[i] = *interned;
    }
    auto variant = internName(Names::Variants, h.variant);
    if (!variant) return variant.error();
    rows.variant = *variant;
    rows.date = h.date;
    rows.round = h.round;
    if (h.result) rows.result = int(*h.result);
    rows.turns = h.turns;
    rows.layout = h.layout;
    // Packed as they come: no copy of the texts on the way. Most take a few bytes.
    if (!h.extras.empty()) rows.extras.reserve(8 * h.extras.size());
    for (std::size_t i = 0; i < h.extras.size(); ++i) {
        const ExtraTag& e = h.extras[i];
        auto tag = knownTag(i, e.key);
        if (!tag) return tag.error();
        DbResult<qint64> shared = 0;
        if ((*tag)->shares) shared = internName(Names::Values, e.value);
        if (!shared) return shared.error();
        putExtra(rows.extras, e.position, (*tag)->id, *shared ? std::string_view() : e.value,
                 *shared);
    }
    return rows;
}

DbResult<const GameWriter::KnownTag*> GameWriter::knownTag(std::size_t place,
                                                           const std::string& name) {
    if (place < knownTags_.size() && knownTags_[place].name == name) return &knownTags_[place];
    auto id = internName(Names::Tags, name);
    if (!id) return id.error();
    if (place >= knownTags_.size()) knownTags_.resize(place + 1);
    knownTags_[place] = KnownTag{name, *id, sharesValues(name)};
    return &knownTags_[place];
}

void GameWriter::listGame(const QueuedGame& rows) {
    for (std::size_t i = 0; i < rows.names.size(); ++i)
        if (rows.names[i]) lists_.add(kNameLists[i].list, *rows.names[i], rows.id);
    lists_.add(DateList, rows.date ? *rows.date : kNoDate, rows.id);
}

DbResult<qint64> GameWriter::queueGame(const EncodedGame& game) {
    auto rows = rowsOf(game);
    if (!rows) return rows.error();
    auto id = queued_.nextId();
    if (!id) return id.error();
    rows->id = *id;
    rows->moves = game.moves;
    conn_.noteWrite();
    listGame(*rows);
    queued_.add(std::move(*rows));
    if (queued_.size() >= kQueuedGames)
        if (auto done = queued_.insert(); !done) return done.error();
    return *id;
}

DbResult<bool> GameWriter::insertQueued() {
    return queued_.insert();
}

void GameWriter::forgetQueued() {
    queued_.clear();
}

DbResult<qint64> GameWriter::writeGame(qint64 id, const EncodedGame& game, bool replace,
                                       Indexing indexing) {
    // Queued games first: their ids come before any other, and the old rows may be theirs.
    if (auto done = queued_.insert(); !done) return done.error();
    // The old rows are found from the game as still stored.
    if (replace) {
        auto stored = queries_.storedGame(id);
        if (!stored && stored.error().code != Code::NoSuchGame) return stored.error();
        if (stored)
            if (auto removed = index_.removeIndex(std::span(&stored.value(), 1)); !removed)
                return removed.error();
        if (auto unlisted = unlistGame(id); !unlisted) return unlisted.error();
    }
    auto rows = rowsOf(game);
    if (!rows) return rows.error();
    rows->id = id;
    SqliteStatement& q = replace
                             ? conn_.native("UPDATE games SET variant = ?, white = ?, black = ?, "
                                            "event = ?, site = ?, date = ?, round = ?, result = ?, "
                                            "turns = ?, layout = ? WHERE id = ?")
                             : conn_.native("INSERT INTO games(variant, white, black, event, site, "
                                            "date, round, result, turns, layout, id) "
                                            "VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    bindGameRow(q, 0, *rows);
    if (auto done = conn_.run(q); !done) return done.error();
    if (!replace) id = rows->id = q.lastInsertId();
    conn_.noteWrite();
    listGame(*rows);
    // The game goes into the backlog, and out of it when its rows are written now.
    SqliteStatement& later = conn_.native("INSERT OR IGNORE INTO index_backlog(game) VALUES(?)");
    later.bind(0, id);
    if (auto done = conn_.run(later); !done) return done.error();
    if (indexing == Indexing::Now) {
        IndexRows indexRows;
        indexRows.add(id, game.header, game.index);
        if (auto written = index_.writeIndex(indexRows); !written) return written.error();
    }

    SqliteStatement& moves = replace
                                 ? conn_.native("UPDATE game_moves SET moves = ? WHERE game = ?")
                                 : conn_.native("INSERT INTO game_moves(moves, game) VALUES(?, ?)");
    moves.bindKeptBlob(0, game.moves);
    moves.bind(1, id);
    if (auto done = conn_.run(moves); !done) return done.error();
    if (replace) {
        SqliteStatement& clear = conn_.native("DELETE FROM game_extras WHERE game = ?");
        clear.bind(0, id);
        if (auto done = conn_.run(clear); !done) return done.error();
    }
    if (!rows->extras.empty()) {
        SqliteStatement& t = conn_.native("INSERT INTO game_extras(game, tags) VALUES(?, ?)");
        t.bind(0, id);
        t.bindKeptBlob(1, rows->extras);
        if (auto done = conn_.run(t); !done) return done.error();
    }
    // Outside a transaction the row is written already: its lists go with it.
    if (!conn_.inTransaction())
        if (auto flushed = lists_.flush(); !flushed) return flushed.error();
    return id;
}

DbResult<bool> GameWriter::unlistGame(qint64 id) {
    SqliteStatement& q =
        conn_.native("SELECT white, black, event, site, date FROM games WHERE id = ?");
    q.bind(0, id);
    const int code = q.step();
    if (code == SQLITE_DONE) return true;
    if (code != SQLITE_ROW) return conn_.failure(q);
    for (std::size_t i = 0; i < kNameLists.size(); ++i)
        if (!q.isNull(int(i))) lists_.remove(kNameLists[i].list, q.integer(int(i)), id);
    lists_.remove(DateList, q.isNull(4) ? kNoDate : q.integer(4), id);
    q.reset();
    return true;
}

DbResult<qint64> GameWriter::insertGame(const EncodedGame& game, Indexing indexing) {
    return writeGame(0, game, false, indexing);
}

DbResult<bool> GameWriter::updateGame(qint64 id, const EncodedGame& game) {
    QSqlQuery& exists = conn_.prepared("SELECT 1 FROM games WHERE id = ?");
    exists.bindValue(0, id);
    if (!exists.exec()) return conn_.failure(exists);
    const bool found = exists.next();
    exists.finish();
    if (!found) return DatabaseError(Code::NoSuchGame, {QString::number(id)});
    if (auto written = writeGame(id, game, true, Indexing::Now); !written) return written.error();
    return true;
}

DbResult<int> GameWriter::deleteStoredGames(std::span<const StoredGame> games) {
    if (auto done = queued_.insert(); !done) return done.error();
    if (auto removed = index_.removeIndex(games); !removed) return removed.error();
    int deleted = 0;
    SqliteStatement& q = conn_.native("DELETE FROM games WHERE id = ?");
    for (const StoredGame& game : games) {
        if (auto unlisted = unlistGame(game.id); !unlisted) return unlisted.error();
        conn_.noteWrite();
        q.bind(0, game.id);
        if (auto done = conn_.run(q); !done) return done.error();
        deleted += q.changes();
    }
    return deleted;
}

// Schema 10: the game_tags rows of each game become its one game_extras row (GameDatabase's
// migration).
DbResult<bool> GameWriter::moveExtraTagRows() {
    QSqlQuery q(conn_.database());
    // A database of version 10 whose version was set back has no game_tags: nothing to move.
    if (!q.exec(QStringLiteral("SELECT 1 FROM sqlite_master WHERE name = 'game_tags'")))
        return conn_.failure(q);
    if (!q.next()) return true;
    q.finish();
    std::optional<DatabaseError> error;
    {
        // Statements of their own, finalised before the table goes.
        SqliteStatement rows(conn_.handle(), "SELECT game, position, tag, value FROM game_tags "
                                             "ORDER BY game, position");
        SqliteStatement insert(conn_.handle(), "INSERT INTO game_extras(game, tags) VALUES(?, ?)");
        if (!rows.prepared()) return conn_.failure(rows);
        if (!insert.prepared()) return conn_.failure(insert);
        std::vector<StoredExtra> extras;
        qint64 game = -1;
        auto flush = [&] {
            if (extras.empty()) return true;
            insert.bind(0, game);
            insert.bindBlob(1, packExtras(extras));
            extras.clear();
            return insert.run() == SQLITE_DONE;
        };
        int code = SQLITE_ROW;
        while (!error && (code = rows.step()) == SQLITE_ROW) {
            if (rows.integer(0) != game && !flush()) error = conn_.failure(insert);
            game = rows.integer(0);
            auto name = queries_.tagName(rows.integer(2));
            auto extra = name ? storedExtra(int(rows.integer(1)), rows.integer(2), *name,
                                            std::string(rows.bytes(3)))
                              : DbResult<StoredExtra>(name.error());
            if (!extra)
                error = extra.error();
            else
                extras.push_back(std::move(*extra));
        }
        if (!error && code != SQLITE_DONE) error = conn_.failure(rows);
        if (!error && !flush()) error = conn_.failure(insert);
        if (error) rows.reset();
    }
    if (error) return *error;
    if (!q.exec(QStringLiteral("DROP TABLE game_tags"))) return conn_.failure(q);
    return true;
}

DbResult<bool> GameWriter::shareExtraValues() {
    SqliteStatement& read =
        conn_.native("SELECT game, tags FROM game_extras WHERE game > ? ORDER BY game LIMIT 10000");
    SqliteStatement& write = conn_.native("UPDATE game_extras SET tags = ? WHERE game = ?");
    for (qint64 after = 0;;) {
        std::vector<std::pair<qint64, std::string>> batch; // read before any is written
        read.bind(0, after);
        int code = 0;
        while ((code = read.step()) == SQLITE_ROW)
            batch.emplace_back(read.integer(0), std::string(read.bytes(1)));
        if (code != SQLITE_DONE) return conn_.failure(read);
        if (batch.empty()) return true;
        for (auto& [game, blob] : batch) {
            auto old = unpackVersion10Extras(blob);
            if (!old) continue; // damaged: left as it is, an error when the game is read
            std::vector<StoredExtra> extras;
            for (StoredExtra& e : *old) {
                auto name = queries_.tagName(e.tag);
                if (!name) return name.error();
                auto extra = storedExtra(e.position, e.tag, *name, std::move(e.value));
                if (!extra) return extra.error();
                extras.push_back(std::move(*extra));
            }
            write.bindBlob(0, packExtras(extras));
            write.bind(1, game);
            if (auto done = conn_.run(write); !done) return done;
        }
        after = batch.back().first;
    }
}

DbResult<bool> GameWriter::renumberTurns(int from) {
    SqliteStatement& read =
        conn_.native("SELECT id FROM games WHERE id > ? ORDER BY id LIMIT 10000");
    SqliteStatement& write = conn_.native("UPDATE game_moves SET moves = ? WHERE game = ?");
    for (qint64 after = 0;;) {
        std::vector<qint64> ids; // read before any is written
        read.bind(0, after);
        int code = 0;
        while ((code = read.step()) == SQLITE_ROW) ids.push_back(read.integer(0));
        if (code != SQLITE_DONE) return conn_.failure(read);
        if (ids.empty()) return true;
        for (const qint64 id : ids) {
            auto stored = queries_.storedGame(id);
            if (!stored) { // a game without its blob or with damaged tags is left as it is
                if (stored.error().code == Code::NoSuchGame || stored.error().code == Code::BadGame)
                    continue;
                return stored.error();
            }
            auto renumbered =
                db::renumberTurns(stored->header, stored->moves, from, schema::currentVersion());
            if (!renumbered || *renumbered == stored->moves) continue;
            write.bindBlob(0, *renumbered);
            write.bind(1, id);
            if (auto done = conn_.run(write); !done) return done;
        }
        after = ids.back();
    }
}

void GameWriter::forgetNames() {
    for (auto& cache : names_) cache.clear();
    knownTags_.clear();
}

} // namespace trellis::db
