#include "QueuedGames.h"

#include <sqlite3.h>

namespace trellis::db {

void bindGameRow(SqliteStatement& st, int c, const QueuedGame& g) {
    st.bind(c, g.variant);
    for (std::size_t i = 0; i < g.names.size(); ++i)
        if (g.names[i]) st.bind(c + 1 + int(i), *g.names[i]);
    if (g.date) st.bind(c + 5, *g.date);
    if (g.round) st.bindText(c + 6, *g.round);
    if (g.result) st.bind(c + 7, *g.result);
    st.bind(c + 8, g.turns);
    st.bind(c + 9, g.layout);
    if (g.id > 0) st.bind(c + 10, g.id);
}

DbResult<qint64> QueuedGames::nextId() {
    if (!games_.empty()) return games_.back().id + 1;
    // What AUTOINCREMENT would give: after the largest id the table holds or has held.
    SqliteStatement& q = conn_.native(
        "SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'games'), 0), "
        "coalesce((SELECT max(id) FROM games), 0))");
    if (q.step() != SQLITE_ROW) return conn_.failure(q);
    const qint64 last = q.integer(0);
    q.reset();
    return last + 1;
}

DbResult<bool> QueuedGames::insert() {
    if (games_.empty()) return true; // every other write and each commit come here first
    static const InsertRows gameRows("INSERT INTO games(variant, white, black, event, site, date, "
                                     "round, result, turns, layout, id) VALUES",
                                     11);
    static const InsertRows moveRows("INSERT INTO game_moves(moves, game) VALUES", 2);
    static const InsertRows extraRows("INSERT INTO game_extras(game, tags) VALUES", 2);
    static const InsertRows backlogRows("INSERT OR IGNORE INTO index_backlog(game) VALUES", 1);
    auto game = [](SqliteStatement& st, int c, const QueuedGame& g) { bindGameRow(st, c, g); };
    auto moves = [](SqliteStatement& st, int c, const QueuedGame& g) {
        st.bindKeptBlob(c, g.moves);
        st.bind(c + 1, g.id);
    };
    auto extras = [](SqliteStatement& st, int c, const QueuedGame* g) {
        st.bind(c, g->id);
        st.bindKeptBlob(c + 1, g->extras);
    };
    auto backlog = [](SqliteStatement& st, int c, const QueuedGame& g) { st.bind(c, g.id); };
    std::vector<const QueuedGame*> withExtras;
    for (const QueuedGame& g : games_)
        if (!g.extras.empty()) withExtras.push_back(&g);
    auto done = conn_.insertAll(gameRows, games_, game);
    if (done) done = conn_.insertAll(moveRows, games_, moves);
    if (done) done = conn_.insertAll(extraRows, withExtras, extras);
    if (done) done = conn_.insertAll(backlogRows, games_, backlog);
    if (!done) return done.error();
    games_.clear();
    return true;
}

} // namespace trellis::db
