// `trellis db ...` and `trellis generate`: the game database from the command line.
#include "DbCommands.h"

#include "DbArguments.h"

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

const std::set<std::string> kFilterOptions{"--variant", "--white",     "--black",    "--player",
                                           "--event",   "--site",      "--result",   "--date-from",
                                           "--date-to", "--min-turns", "--max-turns"};

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
    const auto variants = db.variantsHeld();
    if (!variants) throw DbUsageError{text(variants.error().text())};
    if (variants->size() == 1) return text(variants->front());
    if (variants->isEmpty())
        throw DbUsageError{"the database holds no game: give --variant V for startpos"};
    std::string held;
    for (const QString& variant : *variants) held += (held.empty() ? "" : ", ") + text(variant);
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
           "                   [--pgn FILE] [--database PATH] [--json]\n"
           "                   generated games or FILE imported and searched; an existing\n"
           "                   PATH: filter and search times only\n"
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
