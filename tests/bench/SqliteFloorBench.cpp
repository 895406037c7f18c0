// The floor of the import's writing thread in SQLite: what storing a database's games costs
// SQLite alone, with no parsing, names, lists or position index. The games of an imported
// database are read into memory, then written into an empty copy of its tables, the way the
// importer writes them (each game a row of `games`, `game_moves`, `game_extras` and
// `index_backlog`, 64 rows to a statement, 2,000 games a transaction, WAL, synchronous=NORMAL),
// and, for comparison, as blocks: the same bytes, 64 games to a row of one table ("blocks"), or
// each game's row of `games` with the moves and extras in blocks ("headers"). Prints the
// wall time of each way, alternating, and the bytes each file takes:
//   bench_sqlite_floor DATABASE [RUNS]
// (for example the database `db import` makes of tests/database/import_vs_scid.sh's file).
#include <sqlite3.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

namespace {

constexpr int kRowsAStatement = 64;
constexpr int kGamesATransaction = 2000;

struct Game {
    std::vector<std::int64_t> columns; // the games row's integer columns, id first (0: NULL)
    std::string round, moves, extras;
    bool hasExtras = false;
};

double since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void check(int code, sqlite3* db, const char* what) {
    if (code == SQLITE_OK || code == SQLITE_DONE || code == SQLITE_ROW) return;
    std::fprintf(stderr, "%s: %s\n", what, sqlite3_errmsg(db));
    std::exit(1);
}

std::string blobAt(sqlite3_stmt* s, int column) {
    const char* bytes = static_cast<const char*>(sqlite3_column_blob(s, column));
    return bytes ? std::string(bytes, std::size_t(sqlite3_column_bytes(s, column))) : std::string();
}

std::vector<Game> readGames(const char* path) {
    sqlite3* db = nullptr;
    check(sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, nullptr), db, path);
    sqlite3_stmt* s = nullptr;
    check(sqlite3_prepare_v2(db,
                             "SELECT g.id, g.variant, g.white, g.black, g.event, g.site, g.date, "
                             "g.result, g.turns, g.layout, g.round, m.moves, x.tags FROM games g "
                             "JOIN game_moves m ON m.game = g.id LEFT JOIN game_extras x ON "
                             "x.game = g.id ORDER BY g.id",
                             -1, &s, nullptr),
          db, "reading the games");
    std::vector<Game> games;
    while (sqlite3_step(s) == SQLITE_ROW) {
        Game& g = games.emplace_back();
        for (int c = 0; c < 10; ++c) g.columns.push_back(sqlite3_column_int64(s, c));
        if (const unsigned char* round = sqlite3_column_text(s, 10))
            g.round = reinterpret_cast<const char*>(round);
        g.moves = blobAt(s, 11);
        g.hasExtras = sqlite3_column_type(s, 12) != SQLITE_NULL;
        g.extras = blobAt(s, 12);
    }
    sqlite3_finalize(s);
    sqlite3_close(db);
    return games;
}

sqlite3* create(const std::string& path) {
    std::filesystem::remove(path);
    std::filesystem::remove(path + "-wal");
    std::filesystem::remove(path + "-shm");
    sqlite3* db = nullptr;
    check(sqlite3_open(path.c_str(), &db), db, path.c_str());
    check(sqlite3_exec(db,
                       "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"
                       "CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, variant INTEGER "
                       "NOT NULL, white INTEGER, black INTEGER, event INTEGER, site INTEGER, date "
                       "INTEGER, round TEXT, result INTEGER, turns INTEGER NOT NULL, layout "
                       "INTEGER NOT NULL);"
                       "CREATE TABLE game_moves (game INTEGER PRIMARY KEY, moves BLOB NOT NULL);"
                       "CREATE TABLE game_extras (game INTEGER PRIMARY KEY, tags BLOB NOT NULL);"
                       "CREATE TABLE index_backlog (game INTEGER PRIMARY KEY);"
                       "CREATE TABLE game_blocks (first INTEGER PRIMARY KEY, games BLOB NOT NULL);",
                       nullptr, nullptr, nullptr),
          db, "creating the tables");
    return db;
}

sqlite3_stmt* statement(sqlite3* db, const char* head, const char* row, int rows) {
    std::string sql = head;
    for (int i = 0; i < rows; ++i) sql += std::string(i ? "," : " VALUES ") + row;
    sqlite3_stmt* s = nullptr;
    check(sqlite3_prepare_v2(db, sql.c_str(), -1, &s, nullptr), db, sql.c_str());
    return s;
}

void bindInt(sqlite3_stmt* s, int at, std::int64_t v) {
    if (v)
        sqlite3_bind_int64(s, at, v);
    else
        sqlite3_bind_null(s, at);
}

// Statements of `rows` rows each: the games, moves, extras and backlog rows of those games
// (a game without extra tags has no extras row: such a group's extras go one a statement).
struct RowStatements {
    sqlite3_stmt *games, *moves, *extras, *backlog, *oneExtra;
    RowStatements(sqlite3* db, int rows)
        : games(statement(db, "INSERT INTO games", "(?,?,?,?,?,?,?,?,?,?,?)", rows)),
          moves(statement(db, "INSERT INTO game_moves", "(?,?)", rows)),
          extras(statement(db, "INSERT INTO game_extras", "(?,?)", rows)),
          backlog(statement(db, "INSERT INTO index_backlog", "(?)", rows)),
          oneExtra(statement(db, "INSERT INTO game_extras", "(?,?)", 1)) {}
    ~RowStatements() {
        for (sqlite3_stmt* s : {games, moves, extras, backlog, oneExtra}) sqlite3_finalize(s);
    }
    static void run(sqlite3* db, sqlite3_stmt* s) {
        check(sqlite3_step(s), db, "inserting rows");
        sqlite3_reset(s);
    }
    // Writes games [first, first + rows).
    void write(sqlite3* db, const std::vector<Game>& all, std::size_t first, int rows) {
        bool allExtras = true;
        for (int i = 0; i < rows; ++i) {
            const Game& g = all[first + std::size_t(i)];
            const std::int64_t* c = g.columns.data();
            int at = i * 11;
            for (int k = 0; k < 7; ++k) bindInt(games, ++at, c[k]);
            sqlite3_bind_text(games, ++at, g.round.data(), int(g.round.size()), SQLITE_STATIC);
            for (int k = 7; k < 10; ++k) bindInt(games, ++at, c[k]);
            sqlite3_bind_int64(moves, 2 * i + 1, c[0]);
            sqlite3_bind_blob(moves, 2 * i + 2, g.moves.data(), int(g.moves.size()), SQLITE_STATIC);
            sqlite3_bind_int64(backlog, i + 1, c[0]);
            sqlite3_bind_int64(extras, 2 * i + 1, c[0]);
            sqlite3_bind_blob(extras, 2 * i + 2, g.extras.data(), int(g.extras.size()),
                              SQLITE_STATIC);
            allExtras = allExtras && g.hasExtras;
        }
        for (sqlite3_stmt* s : {games, moves, backlog}) run(db, s);
        if (allExtras) {
            run(db, extras);
            return;
        }
        for (int i = 0; i < rows; ++i) {
            const Game& g = all[first + std::size_t(i)];
            if (!g.hasExtras) continue;
            sqlite3_bind_int64(oneExtra, 1, g.columns[0]);
            sqlite3_bind_blob(oneExtra, 2, g.extras.data(), int(g.extras.size()), SQLITE_STATIC);
            run(db, oneExtra);
        }
    }
};

// As the importer writes: a row per game in each table.
double writeRows(const std::vector<Game>& games, const std::string& path) {
    sqlite3* db = create(path);
    const auto start = std::chrono::steady_clock::now();
    {
        RowStatements full(db, kRowsAStatement), one(db, 1);
        for (std::size_t first = 0; first < games.size();) {
            check(sqlite3_exec(db, "BEGIN", nullptr, nullptr, nullptr), db, "BEGIN");
            const std::size_t end = std::min(games.size(), first + kGamesATransaction);
            for (; first + kRowsAStatement <= end; first += kRowsAStatement)
                full.write(db, games, first, kRowsAStatement);
            for (; first < end; ++first) one.write(db, games, first, 1);
            check(sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr), db, "COMMIT");
        }
    }
    const double seconds = since(start);
    sqlite3_close(db);
    return seconds;
}

// The same bytes as blocks: 64 games' columns, round, moves and extras packed into one row;
// with `headers`, each game's row of `games` as the importer writes it (the columns the
// filters ask SQL for) and only the moves and extras packed.
double writeBlocks(const std::vector<Game>& games, const std::string& path, bool headers) {
    sqlite3* db = create(path);
    const auto start = std::chrono::steady_clock::now();
    sqlite3_stmt* insert = statement(db, "INSERT INTO game_blocks", "(?,?)", 1);
    sqlite3_stmt* one = statement(db, "INSERT INTO games", "(?,?,?,?,?,?,?,?,?,?,?)", 1);
    sqlite3_stmt* full =
        statement(db, "INSERT INTO games", "(?,?,?,?,?,?,?,?,?,?,?)", kRowsAStatement);
    std::string block;
    const auto put = [&block](std::uint64_t v) {
        for (; v >= 0x80; v >>= 7) block += char(v | 0x80);
        block += char(v);
    };
    for (std::size_t first = 0; first < games.size();) {
        check(sqlite3_exec(db, "BEGIN", nullptr, nullptr, nullptr), db, "BEGIN");
        const std::size_t end = std::min(games.size(), first + kGamesATransaction);
        for (; first < end; first += kRowsAStatement) {
            block.clear();
            const std::size_t last = std::min(end, first + kRowsAStatement);
            for (std::size_t i = first; i < last; ++i) {
                const Game& g = games[i];
                if (headers) { // 64 rows a statement, as the importer writes them
                    sqlite3_stmt* rows = last - first == kRowsAStatement ? full : one;
                    const std::int64_t* c = g.columns.data();
                    int at = rows == full ? int(i - first) * 11 : 0;
                    for (int k = 0; k < 7; ++k) bindInt(rows, ++at, c[k]);
                    sqlite3_bind_text(rows, ++at, g.round.data(), int(g.round.size()),
                                      SQLITE_STATIC);
                    for (int k = 7; k < 10; ++k) bindInt(rows, ++at, c[k]);
                    if (rows == one || i + 1 == last) {
                        check(sqlite3_step(rows), db, "inserting games");
                        sqlite3_reset(rows);
                    }
                } else {
                    for (std::size_t k = 1; k < g.columns.size(); ++k)
                        put(std::uint64_t(g.columns[k]));
                    put(g.round.size());
                    block += g.round;
                }
                for (const std::string* s : {&g.moves, &g.extras}) {
                    put(s->size());
                    block += *s;
                }
            }
            sqlite3_bind_int64(insert, 1, games[first].columns[0]);
            sqlite3_bind_blob(insert, 2, block.data(), int(block.size()), SQLITE_STATIC);
            check(sqlite3_step(insert), db, "inserting a block");
            sqlite3_reset(insert);
        }
        check(sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr), db, "COMMIT");
    }
    sqlite3_finalize(insert);
    sqlite3_finalize(one);
    sqlite3_finalize(full);
    const double seconds = since(start);
    sqlite3_close(db);
    return seconds;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s DATABASE [RUNS]\n", argv[0]);
        return 2;
    }
    const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 3;
    const std::vector<Game> games = readGames(argv[1]);
    const std::string out = (std::filesystem::temp_directory_path() / "trellis-floor.db").string();
    std::printf("%zu games\n%-8s %10s %12s %10s\n", games.size(), "way", "wall_s", "us_a_game",
                "bytes");
    for (int run = 0; run < runs; ++run) {
        for (const char* way : {"rows", "headers", "blocks"}) {
            const double s =
                way[0] == 'r' ? writeRows(games, out) : writeBlocks(games, out, way[0] == 'h');
            const auto bytes =
                std::filesystem::file_size(out) + (std::filesystem::exists(out + "-wal")
                                                       ? std::filesystem::file_size(out + "-wal")
                                                       : 0);
            std::printf("%-8s %10.3f %12.2f %10ju\n", way, s,
                        s * 1e6 / double(std::max<std::size_t>(games.size(), 1)),
                        std::uintmax_t(bytes));
        }
    }
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(out + suffix);
    return 0;
}
