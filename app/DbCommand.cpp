// `trellis db ...` and `trellis generate`: the game database from the command line.
#include "DbCommands.h"

#include "JsonOutput.h"

#include "DatabaseExporter.h"
#include "DatabaseImporter.h"
#include "DatabaseModel.h"
#include "GameDatabase.h"
#include "GameGenerator.h"
#include "PositionSearch.h"

#include "ErrorText.h"
#include "variant/VariantRegistry.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <charconv>
#include <map>
#include <memory>
#include <ostream>
#include <set>

namespace trellis::cli {

namespace {

using namespace trellis::db;

// Bad arguments or an unusable database: exit 2 with this line.
struct DbUsageError {
    std::string message;
};

struct Args {
    std::vector<std::string> positional;
    std::map<std::string, std::string> values;
    std::set<std::string> flags;
    bool has(const std::string& option) const { return values.count(option) > 0; }
    std::string value(const std::string& option) const {
        const auto it = values.find(option);
        return it == values.end() ? std::string() : it->second;
    }
};

const std::set<std::string> kFilterOptions{"--variant", "--white",     "--black",    "--player",
                                           "--event",   "--site",      "--result",   "--date-from",
                                           "--date-to", "--min-turns", "--max-turns"};

Args parseArgs(const std::vector<std::string>& args, std::size_t from,
               const std::set<std::string>& valued, const std::set<std::string>& flags) {
    Args a;
    for (std::size_t i = from; i < args.size(); ++i) {
        const std::string& word = args[i];
        if (valued.count(word)) {
            if (i + 1 >= args.size()) throw DbUsageError{word + " needs a value"};
            if (a.has(word)) throw DbUsageError{word + " given twice"};
            a.values[word] = args[++i];
        } else if (flags.count(word)) {
            a.flags.insert(word);
        } else if (word.size() > 1 && word[0] == '-') {
            throw DbUsageError{"unknown option '" + word + "'"};
        } else {
            a.positional.push_back(word);
        }
    }
    return a;
}

std::set<std::string> with(std::set<std::string> a, const std::set<std::string>& b) {
    a.insert(b.begin(), b.end());
    return a;
}

// QtSql loads its SQLite driver as a plugin, which needs an application object.
void ensureApplication() {
    if (QCoreApplication::instance()) return;
    static int argc = 1;
    static char name[] = "trellis";
    static char* argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Trellis"));
    QCoreApplication::setApplicationName(QStringLiteral("Trellis"));
}

QString qs(const std::string& text) {
    return QString::fromStdString(text);
}

std::string text(const QString& s) {
    return s.toStdString();
}

long long wholeNumber(const std::string& name, const std::string& value, long long low,
                      long long high) {
    long long n = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
    if (ec != std::errc() || end != value.data() + value.size() || n < low || n > high)
        throw DbUsageError{name + " must be a whole number from " + std::to_string(low) + " to " +
                           std::to_string(high) + ", not '" + value + "'"};
    return n;
}

// YYYY.MM.DD, YYYY.MM or YYYY; missing parts reach down (from) or up (to) as far as they can.
int dateBound(const std::string& option, const std::string& value, bool upper) {
    int parts[3] = {0, 0, 0};
    int count = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= value.size(); ++i) {
        if (i < value.size() && value[i] != '.') continue;
        if (count >= 3) // a fourth part, or a bad part before: wrong however it goes on
            count = 4;
        else {
            const std::string field = value.substr(start, i - start);
            const long long limits[3][2] = {{1, 9999}, {1, 12}, {1, 31}};
            long long n = 0;
            const auto [end, ec] = std::from_chars(field.data(), field.data() + field.size(), n);
            if (ec != std::errc() || end != field.data() + field.size() || n < limits[count][0] ||
                n > limits[count][1])
                count = 4;
            else
                parts[count++] = int(n);
        }
        start = i + 1;
    }
    if (count < 1 || count > 3)
        throw DbUsageError{option + " must be a date YYYY.MM.DD (or YYYY.MM, YYYY), not '" + value +
                           "'"};
    if (upper) {
        if (count < 2) parts[1] = 15; // above every month
        if (count < 3) parts[2] = 31;
    }
    return dateValue(parts[0], parts[1], parts[2]);
}

// The variant --variant names (its id or an alias).
const VariantDescriptor* variantArgument(const std::string& name) {
    const VariantDescriptor* v = findVariant(name);
    if (!v) {
        std::string known;
        for (const std::string& id : variantIds()) known += (known.empty() ? "" : "|") + id;
        throw DbUsageError{"unknown variant '" + name + "' (" + known + ")"};
    }
    return v;
}

GameFilter filterOf(const Args& a) {
    GameFilter f;
    if (a.has("--variant")) f.variant = qs(variantArgument(a.value("--variant"))->id);
    f.white = qs(a.value("--white"));
    f.black = qs(a.value("--black"));
    f.player = qs(a.value("--player"));
    f.event = qs(a.value("--event"));
    f.site = qs(a.value("--site"));
    if (a.has("--result")) {
        if (!resultFromText(a.value("--result")))
            throw DbUsageError{"--result must be 1-0, 0-1, 1/2-1/2 or *, not '" +
                               a.value("--result") + "'"};
        f.result = qs(a.value("--result"));
    }
    if (a.has("--date-from")) f.dateFrom = dateBound("--date-from", a.value("--date-from"), false);
    if (a.has("--date-to")) f.dateTo = dateBound("--date-to", a.value("--date-to"), true);
    if (a.has("--min-turns"))
        f.minTurns = int(wholeNumber("--min-turns", a.value("--min-turns"), 0, 1000000));
    if (a.has("--max-turns"))
        f.maxTurns = int(wholeNumber("--max-turns", a.value("--max-turns"), 0, 1000000));
    return f;
}

GameQuery queryOf(const Args& a) {
    GameQuery q;
    q.filter = filterOf(a);
    if (!a.has("--sort")) return q;
    std::string field = a.value("--sort");
    if (!field.empty() && field[0] == '-') {
        q.order = Qt::DescendingOrder;
        field.erase(0, 1);
    }
    static const std::map<std::string, GameSortField> fields{
        {"id", GameSortField::Id},       {"white", GameSortField::White},
        {"black", GameSortField::Black}, {"event", GameSortField::Event},
        {"site", GameSortField::Site},   {"date", GameSortField::Date},
        {"round", GameSortField::Round}, {"result", GameSortField::Result},
        {"turns", GameSortField::Turns}, {"variant", GameSortField::Variant}};
    const auto it = fields.find(field);
    if (it == fields.end())
        throw DbUsageError{"--sort takes id, white, black, event, site, date, round, result, "
                           "turns or variant (with '-' before it for descending), not '" +
                           a.value("--sort") + "'"};
    q.sort = it->second;
    return q;
}

std::unique_ptr<GameDatabase> openDatabase(const std::string& path, GameDatabase::OpenMode mode) {
    ensureApplication();
    auto db = GameDatabase::open(qs(path), mode);
    if (!db) throw DbUsageError{text(db.error().text())};
    return std::move(db.value());
}

const std::string& databaseArgument(const Args& a, const char* command) {
    if (a.positional.empty()) throw DbUsageError{std::string(command) + " needs DB"};
    return a.positional.front();
}

QJsonObject issueJson(const ImportIssue& i) {
    return QJsonObject{{"file", i.file},     {"game", i.game}, {"line", i.line},
                       {"column", i.column}, {"code", i.code}, {"message", i.message}};
}

// --- db import -------------------------------------------------------------------------------

int importCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    const Args a =
        parseArgs(args, 2, {"--threads", "--batch", "--variant"}, {"--json", "--keep-duplicates"});
    const std::string& path = databaseArgument(a, "import");
    if (a.positional.size() < 2) throw DbUsageError{"import needs DB and at least one FILE"};
    QStringList files;
    for (std::size_t i = 1; i < a.positional.size(); ++i) {
        const QFileInfo info(qs(a.positional[i]));
        if (!info.isFile() || !info.isReadable())
            throw DbUsageError{"cannot read '" + a.positional[i] + "'"};
        files << info.filePath();
    }
    ImportOptions options;
    options.keepDuplicates = a.flags.count("--keep-duplicates") > 0;
    if (a.has("--variant")) options.untagged = variantArgument(a.value("--variant"));
    if (a.has("--threads"))
        options.threads = int(wholeNumber("--threads", a.value("--threads"), 1, 256));
    if (a.has("--batch"))
        options.batchGames = int(wholeNumber("--batch", a.value("--batch"), 1, 1000000));
    auto db = openDatabase(path, GameDatabase::OpenMode::Create);
    const ImportReport r = DatabaseImporter::importFiles(*db, files, options);
    for (const ImportIssue& issue : r.issues) err << text(issue.text()) << '\n';
    for (const ImportIssue& warning : r.warnings)
        err << "warning: " << text(warning.text()) << '\n';
    if (r.failure.code != DatabaseErrorCode::None)
        err << "trellis db import: " << text(r.failure.text()) << '\n';
    if (a.flags.count("--json")) {
        QJsonArray issues;
        for (const ImportIssue& i : r.issues) issues.append(issueJson(i));
        QJsonArray warnings;
        for (const ImportIssue& w : r.warnings) warnings.append(issueJson(w));
        writeJson(out, QJsonObject{{"imported", r.imported},
                                   {"skipped", r.skipped},
                                   {"duplicates", r.duplicates},
                                   {"replaced", r.replaced},
                                   {"turns", r.turns},
                                   {"timeMs", jsonMilliseconds(r.seconds)},
                                   {"gamesPerSecond", qint64(r.gamesPerSecond())},
                                   {"issues", issues},
                                   {"warnings", warnings}});
    } else {
        out << "imported " << r.imported << " skipped " << r.skipped << " duplicates "
            << r.duplicates << '\n';
    }
    if (r.failure.code != DatabaseErrorCode::None) return 2;
    return r.skipped > 0 ? 1 : 0;
}

// --- db list ---------------------------------------------------------------------------------

int listCommand(const std::vector<std::string>& args, std::ostream& out) {
    const Args a = parseArgs(args, 2, with(kFilterOptions, {"--sort", "--limit"}), {"--json"});
    const std::string& path = databaseArgument(a, "list");
    if (a.positional.size() > 1) throw DbUsageError{"unexpected '" + a.positional[1] + "'"};
    const GameQuery query = queryOf(a);
    const int limit =
        a.has("--limit") ? int(wholeNumber("--limit", a.value("--limit"), 0, 1 << 30)) : -1;
    const bool json = a.flags.count("--json") > 0;
    auto db = openDatabase(path, GameDatabase::OpenMode::Existing);
    auto rows = db->rows(query, 0, limit, json);
    if (!rows) throw DbUsageError{text(rows.error().text())};
    if (json) {
        QJsonArray list;
        for (const GameRow& row : *rows) {
            QJsonObject tags;
            for (const auto& [key, value] : row.tags) tags.insert(key, value);
            list.append(QJsonObject{
                {"id", row.id}, {"variant", row.variant}, {"turns", row.turns}, {"tags", tags}});
        }
        writeJson(out, QJsonDocument(list));
        return 0;
    }
    for (const GameRow& row : *rows)
        out << row.id << '\t' << text(row.white) << '\t' << text(row.black) << '\t'
            << text(row.result) << '\t' << text(row.date) << '\t' << text(row.event) << '\t'
            << row.turns << '\n';
    return 0;
}

// --- db export -------------------------------------------------------------------------------

int exportCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    const Args a = parseArgs(args, 2, with(kFilterOptions, {"-o", "--output"}), {"--json"});
    const std::string& path = databaseArgument(a, "export");
    if (a.positional.size() > 1) throw DbUsageError{"unexpected '" + a.positional[1] + "'"};
    if (a.has("-o") && a.has("--output")) throw DbUsageError{"-o given twice"};
    const std::string target = a.has("-o") ? a.value("-o") : a.value("--output");
    const bool json = a.flags.count("--json") > 0;
    if (json && target.empty())
        throw DbUsageError{"--json prints a summary: give the game file with -o FILE"};
    GameQuery query;
    query.filter = filterOf(a);
    auto db = openDatabase(path, GameDatabase::OpenMode::Existing);
    const ExportReport r =
        target.empty()
            ? DatabaseExporter::exportTo(*db, query, [&out](const std::string& t) { out << t; })
            : DatabaseExporter::exportToFile(*db, query, qs(target));
    if (r.failure.code != DatabaseErrorCode::None) throw DbUsageError{text(r.failure.text())};
    QJsonArray errors;
    for (const DatabaseError& e : r.badGames) {
        err << "trellis db export: " << text(e.text()) << '\n';
        errors.append(QJsonObject{{"id", e.args.value(0).toLongLong()}, {"message", e.text()}});
    }
    if (json)
        writeJson(out,
                  QJsonObject{{"exported", r.exported}, {"file", qs(target)}, {"errors", errors}});
    return errors.isEmpty() ? 0 : 1;
}

// --- db stats --------------------------------------------------------------------------------

int statsCommand(const std::vector<std::string>& args, std::ostream& out) {
    const Args a = parseArgs(args, 2, {}, {"--json"});
    const std::string& path = databaseArgument(a, "stats");
    if (a.positional.size() > 1) throw DbUsageError{"unexpected '" + a.positional[1] + "'"};
    auto db = openDatabase(path, GameDatabase::OpenMode::Existing);
    auto s = db->stats(true);
    if (!s) throw DbUsageError{text(s.error().text())};
    const double perGame = s->games ? double(s->fileBytes) / double(s->games) : 0;
    const double perTurn = s->turns ? double(s->moveBytes) / double(s->turns) : 0;
    if (a.flags.count("--json")) {
        QJsonObject variants;
        for (const auto& [variant, games] : s->gamesPerVariant) variants.insert(variant, games);
        writeJson(out, QJsonObject{{"games", s->games},
                                   {"variants", variants},
                                   {"players", s->players},
                                   {"events", s->events},
                                   {"sites", s->sites},
                                   {"turns", s->turns},
                                   {"fileBytes", s->fileBytes},
                                   {"freeBytes", s->freeBytes},
                                   {"bytesPerGame", std::round(perGame * 10) / 10},
                                   {"moveBytesPerTurn", std::round(perTurn * 1000) / 1000},
                                   {"schemaVersion", s->schemaVersion},
                                   {"integrity", s->integrity}});
    } else {
        out << "games " << s->games << '\n';
        for (const auto& [variant, games] : s->gamesPerVariant)
            out << "variant " << text(variant) << ' ' << games << '\n';
        out << "players " << s->players << '\n'
            << "events " << s->events << '\n'
            << "sites " << s->sites << '\n'
            << "turns " << s->turns << '\n'
            << "file_bytes " << s->fileBytes << '\n'
            << "free_bytes " << s->freeBytes << '\n'
            << "bytes_per_game " << std::round(perGame * 10) / 10 << '\n'
            << "move_bytes_per_turn " << std::round(perTurn * 1000) / 1000 << '\n'
            << "schema_version " << s->schemaVersion << '\n'
            << "integrity " << text(QString(s->integrity).replace('\n', QStringLiteral("; ")))
            << '\n';
    }
    return s->integrity == QStringLiteral("ok") ? 0 : 1;
}

// --- db compact ------------------------------------------------------------------------------

int compactCommand(const std::vector<std::string>& args, std::ostream& out) {
    const Args a = parseArgs(args, 2, {}, {"--json"});
    const std::string& path = databaseArgument(a, "compact");
    if (a.positional.size() > 1) throw DbUsageError{"unexpected '" + a.positional[1] + "'"};
    auto db = openDatabase(path, GameDatabase::OpenMode::Existing);
    const auto sizes = db->compact();
    if (!sizes) throw DbUsageError{text(sizes.error().text())};
    if (a.flags.count("--json"))
        writeJson(out, QJsonObject{{"bytesBefore", sizes->bytesBefore},
                                   {"bytesAfter", sizes->bytesAfter}});
    else
        out << "bytes_before " << sizes->bytesBefore << '\n'
            << "bytes_after " << sizes->bytesAfter << '\n';
    return 0;
}

// --- db find, db tree --------------------------------------------------------------------------

// The variant of the games of `db` for "startpos": the one it holds; a usage error when it
// holds several (--variant says which) or none.
std::string databaseVariant(const GameDatabase& db) {
    const auto stats = db.stats(false);
    if (!stats) throw DbUsageError{text(stats.error().text())};
    if (stats->gamesPerVariant.size() == 1) return text(stats->gamesPerVariant.front().first);
    if (stats->gamesPerVariant.isEmpty())
        throw DbUsageError{"the database holds no game: give --variant V for startpos"};
    std::string held;
    for (const auto& [variant, games] : stats->gamesPerVariant)
        held += (held.empty() ? "" : ", ") + text(variant);
    throw DbUsageError{"the database holds games of several variants (" + held +
                       "): give --variant V for startpos"};
}

// The position argument: a position string of the --variant filter's variant or of the one
// that recognises it; "startpos" is the variant's start position.
std::unique_ptr<Variant> positionOf(const Args& a, const std::string& given,
                                    const GameDatabase& db) {
    std::string id = a.has("--variant") ? variantArgument(a.value("--variant"))->id : "";
    if (id.empty() && given == "startpos") id = databaseVariant(db);
    if (id.empty()) id = detectVariant(given);
    if (id.empty()) {
        std::string known;
        for (const std::string& v : variantIds()) known += (known.empty() ? "" : "|") + v;
        throw DbUsageError{"'" + given + "' is not a position string of any variant (" + known +
                           "); give --variant V to hear what is wrong with it"};
    }
    auto created = createVariant(id);
    if (!created) throw DbUsageError{text(errorText(created.error()))};
    std::unique_ptr<Variant> board = std::move(created.value());
    const std::string position = given == "startpos" ? board->startPosition() : given;
    auto b = PositionSearch::board(qs(id), qs(position));
    if (!b) throw DbUsageError{text(b.error().text())};
    return std::move(b.value());
}

int findCommand(const std::vector<std::string>& args, std::ostream& out) {
    const Args a = parseArgs(args, 2, kFilterOptions, {"--json"});
    const std::string& path = databaseArgument(a, "find");
    if (a.positional.size() < 2) throw DbUsageError{"find needs DB and POSITION"};
    if (a.positional.size() > 2) throw DbUsageError{"unexpected '" + a.positional[2] + "'"};
    const GameFilter filter = filterOf(a);
    auto db = openDatabase(path, GameDatabase::OpenMode::Existing);
    const std::unique_ptr<Variant> position = positionOf(a, a.positional[1], *db);
    auto games = PositionSearch(*db).find(*position, filter);
    if (!games) throw DbUsageError{text(games.error().text())};
    if (a.flags.count("--json")) {
        QJsonArray list;
        for (const PositionGame& g : *games) list.append(QJsonObject{{"id", g.id}, {"ply", g.ply}});
        writeJson(out, QJsonDocument(list));
        return 0;
    }
    for (const PositionGame& g : *games) out << g.id << '\t' << g.ply << '\n';
    return 0;
}

int treeCommand(const std::vector<std::string>& args, std::ostream& out) {
    const Args a = parseArgs(args, 2, with(kFilterOptions, {"--notation"}), {"--json"});
    const std::string& path = databaseArgument(a, "tree");
    if (a.positional.size() < 2) throw DbUsageError{"tree needs DB and POSITION"};
    if (a.positional.size() > 2) throw DbUsageError{"unexpected '" + a.positional[2] + "'"};
    const GameFilter filter = filterOf(a);
    auto db = openDatabase(path, GameDatabase::OpenMode::Existing);
    const std::unique_ptr<Variant> position = positionOf(a, a.positional[1], *db);
    std::optional<Notation> notation;
    if (a.has("--notation")) {
        notation = notationFromName(a.value("--notation"));
        if (!notation) throw DbUsageError{"unknown notation '" + a.value("--notation") + "'"};
        if (!position->writes(*notation))
            throw DbUsageError{"notation '" + a.value("--notation") + "' is not available for " +
                               position->id()};
    }
    auto tree = PositionSearch(*db).tree(*position, filter, notation);
    if (!tree) throw DbUsageError{text(tree.error().text())};
    if (a.flags.count("--json")) {
        QJsonArray list;
        for (const TreeTurn& t : tree->turns)
            list.append(QJsonObject{{"turn", t.text},
                                    {"games", t.games},
                                    {"firstWins", t.firstWins},
                                    {"draws", t.draws},
                                    {"secondWins", t.secondWins}});
        writeJson(out, QJsonDocument(list));
        return 0;
    }
    for (const TreeTurn& t : tree->turns)
        out << text(t.text) << '\t' << t.games << '\t' << t.firstWins << '\t' << t.draws << '\t'
            << t.secondWins << '\n';
    return 0;
}

// --- generate and db bench -------------------------------------------------------------------

GeneratorOptions generatorOf(const Args& a) {
    GeneratorOptions g;
    const std::string id =
        a.has("--variant") ? a.value("--variant") : registeredVariants().front()->id;
    g.variant = findVariant(id);
    if (!g.variant) throw DbUsageError{"unknown variant '" + id + "'"};
    if (a.has("--seed"))
        g.seed = std::uint64_t(wholeNumber("--seed", a.value("--seed"), 0, 1ll << 62));
    if (a.has("--max-turns"))
        g.maxTurns = int(wholeNumber("--max-turns", a.value("--max-turns"), 1, 100000));
    return g;
}

int benchCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    const Args a = parseArgs(
        args, 2, {"--variant", "--games", "--seed", "--max-turns", "--threads", "--database"},
        {"--json"});
    if (!a.positional.empty()) throw DbUsageError{"unexpected '" + a.positional[0] + "'"};
    const GeneratorOptions g = generatorOf(a);
    const qint64 games =
        a.has("--games") ? wholeNumber("--games", a.value("--games"), 1, 100000000) : 10000;
    const int threads =
        a.has("--threads") ? int(wholeNumber("--threads", a.value("--threads"), 1, 256)) : 0;
    ensureApplication();
    QTemporaryDir dir;
    if (!dir.isValid()) throw DbUsageError{"cannot create a temporary folder"};
    const QString gameFile = dir.filePath(QStringLiteral("games.pgn"));
    const QString dbPath = a.has("--database") ? qs(a.value("--database"))
                                               : dir.filePath(QStringLiteral("bench.trellisdb"));
    // An existing database is only queried: its filter times, nothing generated or imported.
    const bool existing = a.has("--database") && QFile::exists(dbPath);

    double generateSeconds = 0;
    ImportReport r;
    auto db = openDatabase(text(dbPath), existing ? GameDatabase::OpenMode::Existing
                                                  : GameDatabase::OpenMode::Create);
    if (!existing) {
        QElapsedTimer clock;
        clock.start();
        {
            QFile file(gameFile);
            if (!file.open(QIODevice::WriteOnly))
                throw DbUsageError{"cannot write " + text(gameFile)};
            generateGames(g, 0, games, threads, [&](const std::string& chunk) {
                file.write(chunk.data(), qint64(chunk.size()));
            });
        }
        generateSeconds = double(clock.nsecsElapsed()) / 1e9;
        ImportOptions options;
        options.threads = threads;
        r = DatabaseImporter::importFiles(*db, {gameFile}, options);
        if (r.failure.code != DatabaseErrorCode::None) throw DbUsageError{text(r.failure.text())};
        for (const ImportIssue& issue : r.issues) err << text(issue.text()) << '\n';
    }
    auto s = db->stats(false);
    if (!s) throw DbUsageError{text(s.error().text())};

    struct Probe {
        const char* name;
        GameQuery query;
    };
    std::vector<Probe> probes;
    auto probe = [&](const char* name, auto&& set, GameSortField sort = GameSortField::Id,
                     Qt::SortOrder order = Qt::AscendingOrder) {
        Probe p{name, {}};
        set(p.query.filter);
        p.query.sort = sort;
        p.query.order = order;
        probes.push_back(std::move(p));
    };
    probe("all", [](GameFilter&) {});
    probe("player Novak", [](GameFilter& f) { f.player = QStringLiteral("Novak"); });
    probe("white Sato, Ada", [](GameFilter& f) { f.white = QStringLiteral("Sato, Ada"); });
    probe("event open", [](GameFilter& f) { f.event = QStringLiteral("open"); });
    probe("result 1-0", [](GameFilter& f) { f.result = QStringLiteral("1-0"); });
    probe("date 2000-2004", [](GameFilter& f) {
        f.dateFrom = dateValue(2000, 1, 1);
        f.dateTo = dateValue(2004, 12, 31);
    });
    probe("min-turns 95", [](GameFilter& f) { f.minTurns = 95; });
    probe("player nobody (no match)", [](GameFilter& f) { f.player = QStringLiteral("nobody"); });
    probe("event nothing (no match)", [](GameFilter& f) { f.event = QStringLiteral("nothing"); });
    probe("turns 0-3 (no match)", [](GameFilter& f) { f.maxTurns = 3; });
    probe("search Novak", [](GameFilter& f) { f.search = QStringLiteral("Novak"); });
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
        "player Novak, sort date", [](GameFilter& f) { f.player = QStringLiteral("Novak"); },
        GameSortField::Date);

    QJsonArray filterJson;
    std::vector<std::string> filterLines;
    for (const Probe& p : probes) {
        QElapsedTimer t;
        t.start();
        auto page = db->rows(p.query, 0, 100);
        const double pageMs = double(t.nsecsElapsed()) / 1e6;
        t.restart();
        auto count = db->count(p.query.filter);
        const double countMs = double(t.nsecsElapsed()) / 1e6;
        if (!page || !count)
            throw DbUsageError{text((!page ? page.error() : count.error()).text())};
        filterJson.append(QJsonObject{{"name", p.name},
                                      {"matches", *count},
                                      {"firstPageMs", std::round(pageMs * 100) / 100},
                                      {"countMs", std::round(countMs * 100) / 100}});
        filterLines.push_back(std::string("filter ") + p.name + ": " + std::to_string(*count) +
                              " games, first page " + std::to_string(pageMs) + " ms, count " +
                              std::to_string(countMs) + " ms");
    }
    // Scrolling a sorted panel: the page in the middle read by offset (a sort of every game)
    // against by id once the order is known (DatabaseModel finds it once in the background).
    GameQuery byWhite;
    byWhite.sort = GameSortField::White;
    QElapsedTimer scroll;
    scroll.start();
    auto order = db->ids(byWhite);
    const double orderMs = double(scroll.nsecsElapsed()) / 1e6;
    if (!order) throw DbUsageError{text(order.error().text())};
    const qsizetype middle = order->size() / 2;
    scroll.restart();
    auto byOffset = db->rows(byWhite, middle, DatabaseModel::kPageSize);
    const double offsetMs = double(scroll.nsecsElapsed()) / 1e6;
    scroll.restart();
    auto byId = db->rowsOf(order->mid(middle, DatabaseModel::kPageSize));
    const double idMs = double(scroll.nsecsElapsed()) / 1e6;
    if (!byOffset || !byId)
        throw DbUsageError{text((!byOffset ? byOffset.error() : byId.error()).text())};
    // In id order the panel steps along the table from the last game it shows.
    GameQuery idOrder;
    const auto ids = db->ids(idOrder);
    if (!ids) throw DbUsageError{text(ids.error().text())};
    scroll.restart();
    auto idByOffset = db->rows(idOrder, ids->size() / 2, DatabaseModel::kPageSize);
    const double idOffsetMs = double(scroll.nsecsElapsed()) / 1e6;
    scroll.restart();
    auto idAfter =
        db->rowsAfter(idOrder, ids->value(ids->size() / 2 - 1), DatabaseModel::kPageSize);
    const double idAfterMs = double(scroll.nsecsElapsed()) / 1e6;
    if (!idByOffset || !idAfter)
        throw DbUsageError{text((!idByOffset ? idByOffset.error() : idAfter.error()).text())};
    // The panel reads each query's first page on a connection it opens for it.
    scroll.restart();
    auto reader = GameDatabase::open(db->path(), GameDatabase::OpenMode::Existing);
    const double connectionMs = double(scroll.nsecsElapsed()) / 1e6;
    if (!reader) throw DbUsageError{text(reader.error().text())};
    const QJsonObject scrollJson{{"orderMs", std::round(orderMs * 100) / 100},
                                 {"offsetPageMs", std::round(offsetMs * 100) / 100},
                                 {"idPageMs", std::round(idMs * 100) / 100},
                                 {"connectionMs", std::round(connectionMs * 100) / 100},
                                 {"idOffsetPageMs", std::round(idOffsetMs * 100) / 100},
                                 {"idAfterPageMs", std::round(idAfterMs * 100) / 100}};
    filterLines.push_back("scroll sort white: order " + std::to_string(orderMs) +
                          " ms, middle page by offset " + std::to_string(offsetMs) + " ms, by id " +
                          std::to_string(idMs) + " ms; a reading connection opens in " +
                          std::to_string(connectionMs) + " ms");
    filterLines.push_back("scroll id order: middle page by offset " + std::to_string(idOffsetMs) +
                          " ms, after the last game shown " + std::to_string(idAfterMs) + " ms");

    // Position search and the opening tree: the start, positions of generated game 0 after a
    // few plies (after one, a twentieth of the games) and one past the index; the start again
    // in the games of one player as White.
    QJsonArray positionJson;
    std::vector<std::string> positionLines;
    {
        const GameTree sample = generateGame(g, 0);
        const std::vector<NodeId> line = sample.mainLine();
        const PositionSearch search(*db);
        const QString noOne;
        for (const auto& [ply, white] : {std::pair(0, noOne),
                                         {1, noOne},
                                         {2, noOne},
                                         {6, noOne},
                                         {12, noOne},
                                         {kIndexedPlies + 6, noOne},
                                         {0, QStringLiteral("Novak")}}) {
            if (ply > int(line.size())) continue;
            const std::unique_ptr<Variant> position =
                ply == 0 ? sample.startVariant().clone()
                         : sample.variantAt(line[std::size_t(ply - 1)]);
            GameFilter filter;
            filter.white = white;
            QElapsedTimer t;
            t.start();
            auto found = search.find(*position, filter);
            const double findMs = double(t.nsecsElapsed()) / 1e6;
            t.restart();
            auto tree = search.tree(*position, filter);
            const double treeMs = double(t.nsecsElapsed()) / 1e6;
            if (!found || !tree)
                throw DbUsageError{text((!found ? found.error() : tree.error()).text())};
            positionJson.append(QJsonObject{{"ply", ply},
                                            {"white", white},
                                            {"games", qint64(found->size())},
                                            {"turns", qint64(tree->turns.size())},
                                            {"scanned", tree->scanned},
                                            {"findMs", std::round(findMs * 100) / 100},
                                            {"treeMs", std::round(treeMs * 100) / 100}});
            positionLines.push_back(
                "position after " + std::to_string(ply) + " plies" +
                (white.isEmpty() ? "" : ", white " + text(white)) + ": " +
                std::to_string(found->size()) + " games, " + std::to_string(tree->turns.size()) +
                " turns" + (tree->scanned ? " (replayed)" : " (index)") + ", find " +
                std::to_string(findMs) + " ms, tree " + std::to_string(treeMs) + " ms");
        }
    }
    const auto indexBytes = db->indexBytes();
    const double indexPerGame =
        indexBytes && *indexBytes >= 0 && s->games ? double(*indexBytes) / double(s->games) : -1;
    const double perSecond = r.seconds > 0 ? double(r.imported) / r.seconds : 0;
    const double turnsPerSecond = r.seconds > 0 ? double(r.turns) / r.seconds : 0;
    const double perGame = s->games ? double(s->fileBytes) / double(s->games) : 0;
    const double movesPerTurn = s->turns ? double(s->moveBytes) / double(s->turns) : 0;
    const double otherPerGame =
        s->games ? double(s->fileBytes - s->moveBytes) / double(s->games) : 0;
    // What the storage goal calls header and index: all but the moves and the position index.
    const double headerPerGame = indexPerGame >= 0 ? otherPerGame - indexPerGame : -1;
    if (a.flags.count("--json")) {
        writeJson(out, QJsonObject{{"variant", qs(g.variant->id)},
                                   {"existing", existing},
                                   {"games", existing ? s->games : games},
                                   {"seed", qint64(g.seed)},
                                   {"maxTurns", g.maxTurns},
                                   {"generateMs", jsonMilliseconds(generateSeconds)},
                                   {"importMs", jsonMilliseconds(r.seconds)},
                                   {"imported", r.imported},
                                   {"turns", r.turns},
                                   {"gamesPerSecond", qint64(perSecond)},
                                   {"turnsPerSecond", qint64(turnsPerSecond)},
                                   {"indexWriteMs", jsonMilliseconds(r.indexSeconds)},
                                   {"fileBytes", s->fileBytes},
                                   {"bytesPerGame", std::round(perGame * 10) / 10},
                                   {"moveBytesPerTurn", std::round(movesPerTurn * 1000) / 1000},
                                   {"otherBytesPerGame", std::round(otherPerGame * 10) / 10},
                                   {"filters", filterJson},
                                   {"scroll", scrollJson},
                                   {"indexBytesPerGame", std::round(indexPerGame * 10) / 10},
                                   {"headerBytesPerGame", std::round(headerPerGame * 10) / 10},
                                   {"positions", positionJson}});
        return 0;
    }
    if (existing)
        out << "database " << text(dbPath) << " games " << s->games << '\n';
    else
        out << "variant " << g.variant->id << " games " << games << " seed " << g.seed
            << " max_turns " << g.maxTurns << '\n'
            << "generate_s " << generateSeconds << '\n'
            << "import_s " << r.seconds << " imported " << r.imported << " turns " << r.turns
            << '\n'
            << "index_write_s " << r.indexSeconds << '\n'
            << "games_per_s " << qint64(perSecond) << '\n'
            << "turns_per_s " << qint64(turnsPerSecond) << '\n';
    out << "file_bytes " << s->fileBytes << '\n'
        << "bytes_per_game " << perGame << '\n'
        << "move_bytes_per_turn " << movesPerTurn << '\n'
        << "other_bytes_per_game " << otherPerGame << '\n';
    out << "index_bytes_per_game " << indexPerGame << '\n'
        << "header_bytes_per_game " << headerPerGame << '\n';
    for (const std::string& line : filterLines) out << line << '\n';
    for (const std::string& line : positionLines) out << line << '\n';
    return 0;
}

} // namespace

std::string dbUsage() {
    return "  trellis db import DB FILE... [--keep-duplicates] [--threads N] [--batch N] [--json]\n"
           "  trellis db list DB [FILTER...] [--sort [-]FIELD] [--limit N] [--json]\n"
           "  trellis db export DB [FILTER...] [-o FILE [--json]]   games in id order\n"
           "  trellis db stats DB [--json]\n"
           "  trellis db compact DB [--json]   give back the space deleted games left\n"
           "  trellis db find DB POSITION [FILTER...] [--json]   games reaching it: id, ply\n"
           "  trellis db tree DB POSITION [FILTER...] [--notation N] [--json]\n"
           "                   next turns: turn, games, first wins, draws, second wins\n"
           "  trellis db bench [--variant V] [--games N] [--seed S] [--max-turns P]\n"
           "                   [--database PATH] [--json]   (an existing PATH: filter times only)\n"
           "  trellis generate [--variant V] [--games N] [--seed S] [--max-turns P] [--json]\n"
           "FILTER: --variant V --white NAME --black NAME --player NAME --event TEXT --site TEXT\n"
           "  --result 1-0|0-1|1/2-1/2|* --date-from YYYY.MM.DD --date-to YYYY.MM.DD\n"
           "  --min-turns N --max-turns N   (names and texts match anywhere, any case)\n"
           "FIELD: id white black event site date round result turns variant\n";
}

int dbCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    const std::string sub = args.size() > 1 ? args[1] : std::string();
    try {
        if (sub == "import") return importCommand(args, out, err);
        if (sub == "list") return listCommand(args, out);
        if (sub == "export") return exportCommand(args, out, err);
        if (sub == "stats") return statsCommand(args, out);
        if (sub == "compact") return compactCommand(args, out);
        if (sub == "bench") return benchCommand(args, out, err);
        if (sub == "find") return findCommand(args, out);
        if (sub == "tree") return treeCommand(args, out);
        err << "trellis db: " << (sub.empty() ? "missing" : "unknown") << " subcommand"
            << (sub.empty() ? "" : " '" + sub + "'")
            << " (import, list, export, stats, compact, find, tree, bench)\n";
        return 2;
    } catch (const DbUsageError& e) {
        err << "trellis db " << sub << ": " << e.message << '\n';
        return 2;
    }
}

int generateCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    try {
        const Args a = parseArgs(
            args, 1, {"--variant", "--games", "--seed", "--max-turns", "--threads"}, {"--json"});
        if (!a.positional.empty()) throw DbUsageError{"unexpected '" + a.positional[0] + "'"};
        const GeneratorOptions g = generatorOf(a);
        const qint64 games =
            a.has("--games") ? wholeNumber("--games", a.value("--games"), 0, 100000000) : 10;
        const int threads =
            a.has("--threads") ? int(wholeNumber("--threads", a.value("--threads"), 1, 256)) : 0;
        if (!a.flags.count("--json")) {
            generateGames(g, 0, games, threads, [&](const std::string& chunk) { out << chunk; });
            return 0;
        }
        std::string pgn;
        generateGames(g, 0, games, threads, [&](const std::string& chunk) { pgn += chunk; });
        writeJson(out, QJsonObject{{"variant", qs(g.variant->id)},
                                   {"seed", qint64(g.seed)},
                                   {"maxTurns", g.maxTurns},
                                   {"games", games},
                                   {"pgn", qs(pgn)}});
        return 0;
    } catch (const DbUsageError& e) {
        err << "trellis generate: " << e.message << '\n';
        return 2;
    }
}

} // namespace trellis::cli
