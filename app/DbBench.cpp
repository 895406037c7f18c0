// `trellis db bench`: imports generated games, or a game file given with --pgn, into a fresh
// database and times the import (wall, CPU, peak memory), the filters, scrolling, position
// search and the opening tree (app/README.md).
#include "DbArguments.h"
#include "JsonOutput.h"

#include "DatabaseImporter.h"
#include "DatabaseModel.h"
#include "PositionSearch.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QTemporaryDir>

#include <cmath>
#include <ostream>

#include <sys/resource.h> // getrusage: CPU seconds of every thread, peak memory (Linux)

namespace trellis::cli {

namespace {

using namespace trellis::db;

struct Usage {
    double cpuSeconds = 0;
    qint64 peakKb = 0; // the process's peak resident memory so far
};

Usage usageNow() {
    rusage r{};
    getrusage(RUSAGE_SELF, &r);
    const auto seconds = [](const timeval& t) { return double(t.tv_sec) + t.tv_usec / 1e6; };
    return {seconds(r.ru_utime) + seconds(r.ru_stime), qint64(r.ru_maxrss)};
}

double rounded(double value, double unit) {
    return std::round(value / unit) * unit;
}

double millisecondsOf(QElapsedTimer& t) {
    const double ms = double(t.nsecsElapsed()) / 1e6;
    t.restart();
    return ms;
}

// Who the filter probes ask for: the generator's names, or the first game's White.
struct Names {
    QString player, white;
};

void timeFilters(const GameDatabase& db, const Names& names, QJsonArray& json,
                 std::vector<std::string>& lines) {
    struct Probe {
        std::string name;
        GameQuery query;
    };
    std::vector<Probe> probes;
    auto probe = [&](std::string name, auto&& set, GameSortField sort = GameSortField::Id,
                     Qt::SortOrder order = Qt::AscendingOrder) {
        Probe p{std::move(name), {}};
        set(p.query.filter);
        p.query.sort = sort;
        p.query.order = order;
        probes.push_back(std::move(p));
    };
    const std::string player = text(names.player), white = text(names.white);
    probe("all", [](GameFilter&) {});
    probe("player " + player, [&](GameFilter& f) { f.player = names.player; });
    probe("white " + white, [&](GameFilter& f) { f.white = names.white; });
    probe("event open", [](GameFilter& f) { f.event = QStringLiteral("open"); });
    probe("result 1-0", [](GameFilter& f) { f.result = QStringLiteral("1-0"); });
    probe("date 2000-2004", [](GameFilter& f) {
        f.dateFrom = dateValue(2000, 1, 1);
        f.dateTo = dateValue(2004, 12, 31);
    });
    probe("min-turns 95", [](GameFilter& f) { f.minTurns = 95; });
    probe("player nobody (no match)", [](GameFilter& f) { f.player = QStringLiteral("nobody"); });
    probe("event nothing (no match)", [](GameFilter& f) { f.event = QStringLiteral("nothing"); });
    probe("turns 0-3", [](GameFilter& f) { f.maxTurns = 3; });
    probe("search " + player, [&](GameFilter& f) { f.search = names.player; });
    probe("search nothing (no match)", [](GameFilter& f) { f.search = QStringLiteral("nothing"); });
    probe(
        "sort date descending", [](GameFilter&) {}, GameSortField::Date, Qt::DescendingOrder);
    probe(
        "sort white", [](GameFilter&) {}, GameSortField::White);
    probe(
        "sort event", [](GameFilter&) {}, GameSortField::Event);
    probe(
        "turns 0-3, sort date", [](GameFilter& f) { f.maxTurns = 3; }, GameSortField::Date);
    probe(
        "result 1-0, sort date", [](GameFilter& f) { f.result = QStringLiteral("1-0"); },
        GameSortField::Date);
    probe(
        "player " + player + ", sort date", [&](GameFilter& f) { f.player = names.player; },
        GameSortField::Date);
    for (const Probe& p : probes) {
        QElapsedTimer t;
        t.start();
        auto page = db.rows(p.query, 0, 100);
        const double pageMs = millisecondsOf(t);
        auto count = db.count(p.query.filter);
        const double countMs = millisecondsOf(t);
        if (!page || !count)
            throw DbUsageError{text((!page ? page.error() : count.error()).text())};
        json.append(QJsonObject{{"name", QString::fromStdString(p.name)},
                                {"matches", *count},
                                {"firstPageMs", rounded(pageMs, 0.01)},
                                {"countMs", rounded(countMs, 0.01)}});
        lines.push_back("filter " + p.name + ": " + std::to_string(*count) + " games, first page " +
                        std::to_string(pageMs) + " ms, count " + std::to_string(countMs) + " ms");
    }
}

// Scrolling a sorted panel: the page in the middle read by offset (a sort of every game)
// against by id once the order is known (DatabaseModel finds it once in the background); in id
// order the panel steps along the table from the last game it shows.
QJsonObject timeScrolling(const GameDatabase& db, std::vector<std::string>& lines) {
    GameQuery byWhite;
    byWhite.sort = GameSortField::White;
    QElapsedTimer t;
    t.start();
    auto order = db.ids(byWhite);
    const double orderMs = millisecondsOf(t);
    if (!order) throw DbUsageError{text(order.error().text())};
    const qsizetype middle = order->size() / 2;
    auto byOffset = db.rows(byWhite, middle, DatabaseModel::kPageSize);
    const double offsetMs = millisecondsOf(t);
    auto byId = db.rowsOf(order->mid(middle, DatabaseModel::kPageSize));
    const double idMs = millisecondsOf(t);
    if (!byOffset || !byId)
        throw DbUsageError{text((!byOffset ? byOffset.error() : byId.error()).text())};
    GameQuery idOrder;
    const auto ids = db.ids(idOrder);
    if (!ids) throw DbUsageError{text(ids.error().text())};
    t.restart();
    auto idByOffset = db.rows(idOrder, ids->size() / 2, DatabaseModel::kPageSize);
    const double idOffsetMs = millisecondsOf(t);
    auto idAfter = db.rowsAfter(idOrder, ids->value(ids->size() / 2 - 1), DatabaseModel::kPageSize);
    const double idAfterMs = millisecondsOf(t);
    if (!idByOffset || !idAfter)
        throw DbUsageError{text((!idByOffset ? idByOffset.error() : idAfter.error()).text())};
    // The panel reads each query's first page on a connection it opens for it.
    auto reader = GameDatabase::open(db.path(), GameDatabase::OpenMode::Existing);
    const double connectionMs = millisecondsOf(t);
    if (!reader) throw DbUsageError{text(reader.error().text())};
    lines.push_back("scroll sort white: order " + std::to_string(orderMs) +
                    " ms, middle page by offset " + std::to_string(offsetMs) + " ms, by id " +
                    std::to_string(idMs) + " ms; a reading connection opens in " +
                    std::to_string(connectionMs) + " ms");
    lines.push_back("scroll id order: middle page by offset " + std::to_string(idOffsetMs) +
                    " ms, after the last game shown " + std::to_string(idAfterMs) + " ms");
    return QJsonObject{{"orderMs", rounded(orderMs, 0.01)},
                       {"offsetPageMs", rounded(offsetMs, 0.01)},
                       {"idPageMs", rounded(idMs, 0.01)},
                       {"connectionMs", rounded(connectionMs, 0.01)},
                       {"idOffsetPageMs", rounded(idOffsetMs, 0.01)},
                       {"idAfterPageMs", rounded(idAfterMs, 0.01)}};
}

// Position search and the opening tree along the sample game's main line: the start, after a
// few plies (after one, a twentieth of generated games), one past the index; the start again
// in the games of one player as White.
void timePositions(const GameDatabase& db, const GameTree& sample, const QString& white,
                   QJsonArray& json, std::vector<std::string>& lines) {
    const std::vector<NodeId> line = sample.mainLine();
    const PositionSearch search(db);
    const QString noOne;
    for (const auto& [ply, player] : {std::pair(0, noOne),
                                      {1, noOne},
                                      {2, noOne},
                                      {6, noOne},
                                      {12, noOne},
                                      {kIndexedPlies + 6, noOne},
                                      {0, white}}) {
        if (ply > int(line.size())) continue;
        const std::unique_ptr<Variant> position =
            ply == 0 ? sample.startVariant().clone() : sample.variantAt(line[std::size_t(ply - 1)]);
        GameFilter filter;
        filter.white = player;
        QElapsedTimer t;
        t.start();
        auto found = search.find(*position, filter);
        const double findMs = millisecondsOf(t);
        auto tree = search.tree(*position, filter);
        const double treeMs = millisecondsOf(t);
        if (!found || !tree)
            throw DbUsageError{text((!found ? found.error() : tree.error()).text())};
        json.append(QJsonObject{{"ply", ply},
                                {"white", player},
                                {"games", qint64(found->size())},
                                {"turns", qint64(tree->turns.size())},
                                {"scanned", tree->scanned},
                                {"findMs", rounded(findMs, 0.01)},
                                {"treeMs", rounded(treeMs, 0.01)}});
        lines.push_back("position after " + std::to_string(ply) + " plies" +
                        (player.isEmpty() ? "" : ", white " + text(player)) + ": " +
                        std::to_string(found->size()) + " games, " +
                        std::to_string(tree->turns.size()) + " turns" +
                        (tree->scanned ? " (replayed)" : " (index)") + ", find " +
                        std::to_string(findMs) + " ms, tree " + std::to_string(treeMs) + " ms");
    }
}

// The database's first game, whose players and main line the probes use.
GameTree firstGame(const GameDatabase& db, Names& names) {
    auto first = db.rows(GameQuery{}, 0, 1);
    if (!first) throw DbUsageError{text(first.error().text())};
    if (first->isEmpty()) throw DbUsageError{"no game to time the searches with"};
    names = {first->front().white, first->front().white};
    auto tree = db.loadGame(first->front().id);
    if (!tree) throw DbUsageError{text(tree.error().text())};
    return std::move(*tree);
}

// What the import took: the report, and the process's CPU time and peak memory around it.
struct Imported {
    ImportReport report;
    double generateSeconds = 0;
    double cpuSeconds = 0;
    qint64 peakKb = 0;
};

Imported importGames(GameDatabase& db, const Args& a, const GeneratorOptions& g, qint64 games,
                     int threads, const QString& scratch) {
    Imported result;
    QString file = scratch;
    if (a.has("--pgn")) {
        file = qs(a.value("--pgn"));
    } else {
        QElapsedTimer clock;
        clock.start();
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly)) throw DbUsageError{"cannot write " + text(file)};
        generateGames(g, 0, games, threads, [&](const std::string& chunk) {
            out.write(chunk.data(), qint64(chunk.size()));
        });
        result.generateSeconds = double(clock.nsecsElapsed()) / 1e9;
    }
    ImportOptions options;
    options.threads = threads;
    const Usage before = usageNow();
    result.report = DatabaseImporter::importFiles(db, {file}, options);
    const Usage after = usageNow();
    result.cpuSeconds = after.cpuSeconds - before.cpuSeconds;
    result.peakKb = after.peakKb;
    const ImportReport& r = result.report;
    if (r.failure.code != DatabaseErrorCode::None) throw DbUsageError{text(r.failure.text())};
    return result;
}

} // namespace

int benchCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    const Args a = parseArgs(
        args, 2,
        {"--variant", "--games", "--seed", "--max-turns", "--threads", "--database", "--pgn"},
        {"--json"});
    if (!a.positional.empty()) throw DbUsageError{"unexpected '" + a.positional[0] + "'"};
    const GeneratorOptions g = generatorOf(a);
    const qint64 games =
        a.has("--games") ? wholeNumber("--games", a.value("--games"), 1, 100000000) : 10000;
    const int threads =
        a.has("--threads") ? int(wholeNumber("--threads", a.value("--threads"), 1, 256)) : 0;
    if (a.has("--pgn") && !QFileInfo(qs(a.value("--pgn"))).isFile())
        throw DbUsageError{"cannot read '" + a.value("--pgn") + "'"};
    ensureApplication();
    QTemporaryDir dir;
    if (!dir.isValid()) throw DbUsageError{"cannot create a temporary folder"};
    const QString dbPath = a.has("--database") ? qs(a.value("--database"))
                                               : dir.filePath(QStringLiteral("bench.trellisdb"));
    // An existing database is only queried: its filter times, nothing generated or imported.
    const bool existing = a.has("--database") && QFile::exists(dbPath);
    if (existing && a.has("--pgn"))
        throw DbUsageError{"--pgn imports into a new database, and " + text(dbPath) + " exists"};
    auto db = openDatabase(text(dbPath), existing ? GameDatabase::OpenMode::Existing
                                                  : GameDatabase::OpenMode::Create);
    Imported imported;
    if (!existing) {
        imported =
            importGames(*db, a, g, games, threads, dir.filePath(QStringLiteral("games.pgn")));
        for (const ImportIssue& issue : imported.report.issues) err << text(issue.text()) << '\n';
    }
    const ImportReport& r = imported.report;
    auto s = db->stats(false);
    if (!s) throw DbUsageError{text(s.error().text())};

    Names names{QStringLiteral("Novak"), QStringLiteral("Sato, Ada")};
    GameTree sample = a.has("--pgn") || existing ? firstGame(*db, names) : generateGame(g, 0);
    QJsonArray filterJson, positionJson;
    std::vector<std::string> lines;
    timeFilters(*db, names, filterJson, lines);
    const QJsonObject scrollJson = timeScrolling(*db, lines);
    timePositions(*db, sample, names.player, positionJson, lines);

    const auto indexBytes = db->indexBytes();
    const double perGame = s->games ? double(s->fileBytes) / double(s->games) : 0;
    const double indexPerGame =
        indexBytes && *indexBytes >= 0 && s->games ? double(*indexBytes) / double(s->games) : -1;
    const double movesPerGame = s->games ? double(s->moveBytes) / double(s->games) : 0;
    // What the storage goal calls the games: all but the moves and the position index.
    const double gamesPerGame = indexPerGame >= 0 ? perGame - movesPerGame - indexPerGame : -1;
    const double movesPerTurn = s->turns ? double(s->moveBytes) / double(s->turns) : 0;
    const double perSecond = r.seconds > 0 ? double(r.imported) / r.seconds : 0;
    const double turnsPerSecond = r.seconds > 0 ? double(r.turns) / r.seconds : 0;
    const QString source = a.has("--pgn") ? qs(a.value("--pgn")) : QString();
    if (a.flags.count("--json")) {
        writeJson(out, QJsonObject{{"variant", sample.startVariant().descriptor().id.c_str()},
                                   {"pgn", source},
                                   {"existing", existing},
                                   {"games", s->games},
                                   {"seed", qint64(g.seed)},
                                   {"maxTurns", g.maxTurns},
                                   {"generateMs", jsonMilliseconds(imported.generateSeconds)},
                                   {"importMs", jsonMilliseconds(r.seconds)},
                                   {"importCpuMs", jsonMilliseconds(imported.cpuSeconds)},
                                   {"peakMemoryKb", imported.peakKb},
                                   {"imported", r.imported},
                                   {"skipped", r.skipped},
                                   {"duplicates", r.duplicates},
                                   {"turns", r.turns},
                                   {"gamesPerSecond", qint64(perSecond)},
                                   {"turnsPerSecond", qint64(turnsPerSecond)},
                                   {"indexWriteMs", jsonMilliseconds(r.indexSeconds)},
                                   {"fileBytes", s->fileBytes},
                                   {"bytesPerGame", rounded(perGame, 0.1)},
                                   {"gameBytesPerGame", rounded(gamesPerGame, 0.1)},
                                   {"moveBytesPerGame", rounded(movesPerGame, 0.1)},
                                   {"indexBytesPerGame", rounded(indexPerGame, 0.1)},
                                   {"moveBytesPerTurn", rounded(movesPerTurn, 0.001)},
                                   {"filters", filterJson},
                                   {"scroll", scrollJson},
                                   {"positions", positionJson}});
        return 0;
    }
    if (existing)
        out << "database " << text(dbPath) << " games " << s->games << '\n';
    else
        out << (source.isEmpty()
                    ? "variant " + g.variant->id + " games " + std::to_string(games) + " seed " +
                          std::to_string(g.seed) + " max_turns " + std::to_string(g.maxTurns)
                    : "pgn " + text(source))
            << '\n'
            << "generate_s " << imported.generateSeconds << '\n'
            << "import_s " << r.seconds << " imported " << r.imported << " skipped " << r.skipped
            << " duplicates " << r.duplicates << " turns " << r.turns << '\n'
            << "import_cpu_s " << imported.cpuSeconds << '\n'
            << "peak_memory_kb " << imported.peakKb << '\n'
            << "index_write_s " << r.indexSeconds << '\n'
            << "games_per_s " << qint64(perSecond) << '\n'
            << "turns_per_s " << qint64(turnsPerSecond) << '\n';
    out << "file_bytes " << s->fileBytes << '\n'
        << "bytes_per_game " << perGame << '\n'
        << "game_bytes_per_game " << gamesPerGame << '\n'
        << "move_bytes_per_game " << movesPerGame << '\n'
        << "index_bytes_per_game " << indexPerGame << '\n'
        << "move_bytes_per_turn " << movesPerTurn << '\n';
    for (const std::string& line : lines) out << line << '\n';
    return 0;
}

} // namespace trellis::cli
