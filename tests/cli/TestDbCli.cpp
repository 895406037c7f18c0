// `trellis db import|list|export|stats|bench` and `trellis generate`: output shapes (text and
// --json), exit codes (0, 1 with skipped games, 2 for bad arguments or an unusable database),
// and an import killed with SIGKILL in the middle: the database is intact and holds whole
// batches of whole games.
#include "Checked.h"
#include "Cli.h"
#include "CliRun.h"
#include "DatabaseSchema.h"

#include "game/PgnReader.h"
#include "game/PgnWriter.h"
#include "variant/VariantRegistry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

#include <sstream>

namespace {

using Run = trellis::testing::CliRun;
using trellis::testing::runCliWords;

QJsonDocument jsonOf(const Run& r) {
    QJsonParseError error;
    const QJsonDocument d = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || r.out.count('\n') != 1)
        qWarning("not one JSON document on one line: %s", qPrintable(r.out.left(300)));
    return d;
}

QStringList lines(const QString& text) {
    return text.split('\n', Qt::SkipEmptyParts);
}

void writeFile(const QString& path, const QString& text) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text.toUtf8());
}

QString readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

std::vector<trellis::GameTree> gamesOf(const QString& text) {
    std::vector<trellis::GameTree> out;
    for (auto& g : trellis::PgnReader(trellis::registeredVariants()).read(text.toStdString()).games)
        out.push_back(std::move(g.tree));
    return out;
}

// The games' canonical text as `db export` writes it: games separated by an empty line.
QString canonical(const std::vector<trellis::GameTree>& games, std::size_t count = SIZE_MAX) {
    QString out;
    for (std::size_t i = 0; i < games.size() && i < count; ++i)
        out += (i ? "\n" : "") + QString::fromStdString(trellis::PgnWriter().write(games[i]));
    return out;
}

// One stderr line of a skipped game: "FILE: game G, line L: reason".
const QRegularExpression kSkipped(R"(^(.+): game (\d+), line (\d+): (.+)$)");

} // namespace

class TestDbCli : public QObject {
    Q_OBJECT

  private slots:
    void generate() {
        const Run a = runCliWords(
            {"generate", "--variant", "trid", "--games", "12", "--seed", "7", "--max-turns", "30"});
        QCOMPARE(a.code, 0);
        QCOMPARE(runCliWords({"generate", "--variant", "trid", "--games", "12", "--seed", "7",
                              "--max-turns", "30"})
                     .out,
                 a.out);
        QVERIFY(
            runCliWords({"generate", "--games", "12", "--seed", "8", "--max-turns", "30"}).out !=
            a.out);
        const auto read =
            trellis::PgnReader(trellis::registeredVariants()).read(a.out.toStdString());
        QVERIFY(read.errors.empty());
        QCOMPARE(read.games.size(), std::size_t(12));
        QSet<QString> openings;
        for (const auto& g : read.games) {
            const auto& t = g.tree;
            QCOMPARE(t.startVariant().id(), std::string("trid"));
            QVERIFY(t.mainLine().size() <= 30 && !t.mainLine().empty());
            for (const char* key : {"Event", "Site", "Date", "Round", "White", "Black"})
                QVERIFY(!t.tag(key).empty());
            QVERIFY(QStringList({"1-0", "0-1", "1/2-1/2", "*"})
                        .contains(QString::fromStdString(t.result())));
            openings << QString::fromStdString(t.text(t.mainLine()[0]) + t.text(t.mainLine()[1]));
        }
        QVERIFY(openings.size() > 6); // varied openings
        const Run json = runCliWords({"generate", "--variant", "chess", "--games", "2", "--json"});
        QCOMPARE(json.code, 0);
        const QJsonObject o = jsonOf(json).object();
        QCOMPARE(o["variant"].toString(), QString("chess"));
        QCOMPARE(gamesOf(o["pgn"].toString()).size(), std::size_t(2));
    }

    void importListExportStats() {
        QTemporaryDir dir;
        const QString db = dir.filePath("games.trellisdb");
        const QString file = dir.filePath("games.pgn");
        const QString text =
            runCliWords({"generate", "--games", "40", "--seed", "3", "--max-turns", "24"}).out +
            "\n" +
            runCliWords({"generate", "--variant", "chess", "--games", "20", "--seed", "4",
                         "--max-turns", "30"})
                .out;
        TRELLIS_CHECKED(writeFile(file, text));
        const std::vector<trellis::GameTree> games = gamesOf(text);
        QCOMPARE(games.size(), std::size_t(60));

        Run r = runCliWords({"db", "import", db, file});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.err, QString());
        QCOMPARE(lines(r.out).last(), QString("imported 60 skipped 0 duplicates 0"));
        r = runCliWords({"db", "import", db, file, "--json"});
        QCOMPARE(r.code, 0);
        QJsonObject o = jsonOf(r).object();
        QCOMPARE(o["imported"].toInt(), 0);
        QCOMPARE(o["duplicates"].toInt(), 60);
        QCOMPARE(o["issues"].toArray().size(), 0);

        // list: one game a line, id white black result date event turns.
        r = runCliWords({"db", "list", db});
        QCOMPARE(r.code, 0);
        const QStringList rows = lines(r.out);
        QCOMPARE(rows.size(), 60);
        for (int i = 0; i < rows.size(); ++i) {
            const QStringList f = rows[i].split('\t');
            const auto& g = games[std::size_t(i)];
            QCOMPARE(f.size(), 7);
            QCOMPARE(f[0], QString::number(i + 1));
            QCOMPARE(f[1], QString::fromStdString(g.tag("White")));
            QCOMPARE(f[2], QString::fromStdString(g.tag("Black")));
            QCOMPARE(f[3], QString::fromStdString(g.result()));
            QCOMPARE(f[4], QString::fromStdString(g.tag("Date")));
            QCOMPARE(f[5], QString::fromStdString(g.tag("Event")));
            QCOMPARE(f[6], QString::number(g.mainLine().size()));
        }
        QCOMPARE(lines(runCliWords({"db", "list", db, "--limit", "5"}).out), rows.mid(0, 5));
        int wins = 0;
        for (const auto& g : games) wins += g.result() == "1-0" && g.startVariant().id() == "chess";
        QCOMPARE(lines(runCliWords({"db", "list", db, "--result", "1-0", "--variant", "chess"}).out)
                     .size(),
                 wins);
        const QStringList byTurns = lines(runCliWords({"db", "list", db, "--sort", "-turns"}).out);
        for (int i = 1; i < byTurns.size(); ++i)
            QVERIFY(byTurns[i - 1].section('\t', 6).toInt() >= byTurns[i].section('\t', 6).toInt());

        // list --json: every tag as in the file.
        r = runCliWords({"db", "list", db, "--json", "--player", "a", "--min-turns", "10"});
        QCOMPARE(r.code, 0);
        const QJsonArray list = jsonOf(r).array();
        QVERIFY(!list.isEmpty());
        for (const auto& entry : list) {
            const QJsonObject game = entry.toObject();
            const auto& g = games[std::size_t(game["id"].toInt() - 1)];
            QCOMPARE(game["variant"].toString(), QString::fromStdString(g.startVariant().id()));
            QCOMPARE(game["turns"].toInt(), int(g.mainLine().size()));
            const QJsonObject tags = game["tags"].toObject();
            QCOMPARE(tags.size(), int(g.tags().size()));
            for (const auto& [key, value] : g.tags())
                QCOMPARE(tags[QString::fromStdString(key)].toString(),
                         QString::fromStdString(value));
        }

        // export: every game in id order, to stdout or atomically to a file.
        r = runCliWords({"db", "export", db});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, canonical(games));
        const QString out = dir.filePath("out.pgn");
        r = runCliWords({"db", "export", db, "--variant", "chess", "-o", out, "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(jsonOf(r).object()["exported"].toInt(), 20);
        QCOMPARE(readFile(out), canonical({games.begin() + 40, games.end()}));

        // stats
        r = runCliWords({"db", "stats", db});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("games 60\n"));
        QVERIFY(r.out.contains("variant chess 20\n"));
        QVERIFY(r.out.contains("integrity ok\n"));
        r = runCliWords({"db", "stats", db, "--json"});
        o = jsonOf(r).object();
        QCOMPARE(o["games"].toInt(), 60);
        QCOMPARE(o["variants"].toObject()["trid"].toInt(), 40);
        QCOMPARE(o["integrity"].toString(), QString("ok"));
        QCOMPARE(o["schemaVersion"].toInt(), trellis::db::schema::currentVersion());
        QVERIFY(o["fileBytes"].toInteger() > 0);
        QVERIFY(o["players"].toInt() > 0 && o["events"].toInt() > 0);

        // compact: the same games in no more space, none of it free.
        const QString listed = runCliWords({"db", "list", db}).out;
        r = runCliWords({"db", "compact", db});
        QCOMPARE(r.code, 0);
        const QStringList sizes = lines(r.out);
        QCOMPARE(sizes.size(), 2);
        QVERIFY2(sizes[0].startsWith("bytes_before ") && sizes[1].startsWith("bytes_after "),
                 qPrintable(r.out));
        QVERIFY(sizes[1].section(' ', 1).toLongLong() <= sizes[0].section(' ', 1).toLongLong());
        r = runCliWords({"db", "compact", db, "--json"});
        QCOMPARE(r.code, 0);
        o = jsonOf(r).object();
        QCOMPARE(o["bytesBefore"].toInteger(), sizes[1].section(' ', 1).toLongLong());
        QCOMPARE(o["bytesAfter"].toInteger(), o["bytesBefore"].toInteger());
        QVERIFY(runCliWords({"db", "stats", db}).out.contains("free_bytes 0\n"));
        QCOMPARE(runCliWords({"db", "list", db}).out, listed);
    }

    // Broken games: each on stderr as "FILE: game G, line L: reason", the rest imported, exit 1.
    void importWithBrokenGames() {
        QTemporaryDir dir;
        const QString db = dir.filePath("games.trellisdb");
        const QString file = dir.filePath("broken.pgn");
        const QString good =
            runCliWords({"generate", "--games", "6", "--seed", "9", "--max-turns", "10"}).out;
        const QString text = good + "\n[Event \"bad\"]\n\n1. Zz9Q *\n\n" +
                             good.section("\n\n", 0, 1) +
                             "\n\n[Event \"bad too\"]\n[FEN \"nonsense\"]\n\n1. c4N *\n";
        TRELLIS_CHECKED(writeFile(file, text));
        Run r = runCliWords({"db", "import", db, file});
        QCOMPARE(r.code, 1);
        QCOMPARE(lines(r.out).last(), QString("imported 6 skipped 2 duplicates 1"));
        const QStringList errors = lines(r.err);
        QCOMPARE(errors.size(), 2);
        const QList<int> numbers{7, 9};
        for (int i = 0; i < 2; ++i) {
            const auto m = kSkipped.match(errors[i]);
            QVERIFY2(m.hasMatch(), qPrintable(errors[i]));
            QCOMPARE(m.captured(1), file);
            QCOMPARE(m.captured(2).toInt(), numbers[i]);
            QVERIFY(m.captured(3).toInt() > 0);
        }
        r = runCliWords({"db", "import", db, file, "--json", "--keep-duplicates"});
        QCOMPARE(r.code, 1);
        const QJsonObject o = jsonOf(r).object();
        QCOMPARE(o["imported"].toInt(), 7);
        QCOMPARE(o["skipped"].toInt(), 2);
        const QJsonObject issue = o["issues"].toArray()[0].toObject();
        QCOMPARE(issue["game"].toInt(), 7);
        QCOMPARE(issue["file"].toString(), file);
        QVERIFY(!issue["message"].toString().isEmpty());
        QCOMPARE(issue["code"].toString(), QString("GameNoVariant")); // no tag, no Tri-D move
        QCOMPARE(lines(r.err).size(), 2);
    }

    // Real chess files that say nothing of their variant import as chess; what was repaired is
    // a warning; startpos is the database's variant's start, or --variant when it holds several.
    void importRealChessFiles() {
        QTemporaryDir dir;
        const QString db = dir.filePath("chess.trellisdb");
        const QString data = TRELLIS_SOURCE_DIR "/tests/data/real-chess/";
        Run r =
            runCliWords({"db", "import", db, data + "chessjs-benchmark.pgn", data + "shapes.pgn"});
        QCOMPARE(r.code, 0);
        QCOMPARE(lines(r.out).last(), QString("imported 105 skipped 0 duplicates 0"));
        QCOMPARE(lines(r.err).size(), 1);
        QVERIFY2(r.err.startsWith("warning: " + data + "shapes.pgn: game 3"), qPrintable(r.err));
        const QJsonArray listed = jsonOf(runCliWords({"db", "list", db, "--json"})).array();
        for (const QJsonValue& g : listed)
            QCOMPARE(g.toObject()["variant"].toString(), QString("chess"));
        // 100 benchmark games, the odd-quoting game and the game with no moves start there.
        r = runCliWords({"db", "find", db, "startpos"});
        QCOMPARE(r.code, 0);
        QCOMPARE(lines(r.out).size(), 102);
        QVERIFY(
            runCliWords({"db", "tree", db, "startpos"})
                .out.contains(QRegularExpression("^e4\t", QRegularExpression::MultilineOption)));

        // A Tri-D game added: the database holds two variants, startpos needs --variant.
        const QString trid = dir.filePath("trid.pgn");
        TRELLIS_CHECKED(writeFile(trid, "[Variant \"Tri-D Chess\"]\n\n1. c4N b5N *\n"));
        QCOMPARE(runCliWords({"db", "import", db, trid}).code, 0);
        r = runCliWords({"db", "find", db, "startpos"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("several variants (chess, trid)") && r.err.contains("--variant"),
                 qPrintable(r.err));
        QCOMPARE(lines(runCliWords({"db", "find", db, "startpos", "--variant", "trid"}).out).size(),
                 1);

        // --variant says what a file of untagged games holds.
        const QString header = dir.filePath("header.pgn");
        TRELLIS_CHECKED(writeFile(header, "[Event \"Header only\"]\n\n*\n"));
        const QString other = dir.filePath("other.trellisdb");
        QCOMPARE(runCliWords({"db", "import", other, header, "--variant", "cotulenh"}).code, 0);
        QCOMPARE(jsonOf(runCliWords({"db", "list", other, "--json"}))
                     .array()[0]
                     .toObject()["variant"]
                     .toString(),
                 QString("cotulenh"));
        QCOMPARE(runCliWords({"db", "import", other, header, "--variant", "xiangqi"}).code, 2);
    }

    // find: id and first ply per game; tree: turn, games, first wins, draws, second wins, most
    // games first; --json arrays with those keys; a FILTER narrows both.
    void findAndTree() {
        QTemporaryDir dir;
        const QString db = dir.filePath("db.trellisdb"), pgn = dir.filePath("g.pgn");
        TRELLIS_CHECKED(writeFile(
            pgn,
            runCliWords({"generate", "--games", "30", "--seed", "5", "--max-turns", "30"}).out));
        QCOMPARE(runCliWords({"db", "import", db, pgn}).code, 0);
        Run r = runCliWords({"db", "find", db, "startpos"});
        QCOMPARE(r.code, 0);
        QStringList found = lines(r.out);
        QCOMPARE(found.size(), 30);
        QCOMPARE(found.front(), QString("1\t0"));
        r = runCliWords({"db", "find", db, "startpos", "--json"});
        const QJsonArray games = jsonOf(r).array();
        QCOMPARE(games.size(), 30);
        QCOMPARE(games[29].toObject()["id"].toInt(), 30);
        QCOMPARE(games[29].toObject()["ply"].toInt(), 0);
        r = runCliWords({"db", "tree", db, "startpos"});
        QCOMPARE(r.code, 0);
        int total = 0, previous = 1 << 30;
        QString previousText;
        for (const QString& line : lines(r.out)) {
            const QStringList f = line.split('\t');
            QCOMPARE(f.size(), 5);
            const int n = f[1].toInt();
            QVERIFY(n <= previous);
            if (n == previous) QVERIFY(previousText < f[0]);
            QVERIFY(f[2].toInt() + f[3].toInt() + f[4].toInt() <= n);
            total += n;
            previous = n;
            previousText = f[0];
        }
        QCOMPARE(total, 30);
        // The first turn of game 1 leads to a position with the games that played it.
        const std::vector<trellis::GameTree> read = gamesOf(readFile(pgn));
        const trellis::GameTree& first = read.front();
        const QString after = QString::fromStdString(first.positionAt(first.mainLine().front()));
        const QString turn = QString::fromStdString(first.text(first.mainLine().front()));
        r = runCliWords({"db", "tree", db, "startpos", "--json"});
        int played = 0;
        for (const QJsonValue& v : jsonOf(r).array())
            if (v.toObject()["turn"].toString() == turn) played = v.toObject()["games"].toInt();
        QVERIFY(played >= 1);
        QCOMPARE(int(lines(runCliWords({"db", "find", db, after}).out).size()), played);
        const QJsonObject row =
            jsonOf(runCliWords({"db", "tree", db, "startpos", "--json"})).array()[0].toObject();
        QCOMPARE(QStringList(row.keys()),
                 (QStringList{"draws", "firstWins", "games", "secondWins", "turn"}));
        // Composite notation writes the turn as `legal --notation composite` does.
        r = runCliWords({"db", "tree", db, "startpos", "--notation", "composite"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(
            QRegularExpression("^P[a-z][0-9]W-", QRegularExpression::MultilineOption)));
        // A filter: the games of the first game's White player as White.
        const QString white = QString::fromStdString(first.tag("White"));
        r = runCliWords({"db", "find", db, "startpos", "--white", white});
        QCOMPARE(r.code, 0);
        QVERIFY(lines(r.out).size() >= 1 && lines(r.out).size() < 30);
        QCOMPARE(lines(r.out).size(),
                 lines(runCliWords({"db", "list", db, "--white", white}).out).size());
    }

    void badArguments_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no subcommand") << QStringList{"db"};
        QTest::newRow("unknown subcommand") << QStringList{"db", "frob"};
        QTest::newRow("import without DB") << QStringList{"db", "import"};
        QTest::newRow("import without file") << QStringList{"db", "import", "@db"};
        QTest::newRow("import of a missing file")
            << QStringList{"db", "import", "@db", "@dir/none.pgn"};
        QTest::newRow("list of a missing DB") << QStringList{"db", "list", "@dir/none.trellisdb"};
        QTest::newRow("list of a text file") << QStringList{"db", "list", "@text"};
        QTest::newRow("import into a text file") << QStringList{"db", "import", "@text", "@pgn"};
        QTest::newRow("stats of a newer schema") << QStringList{"db", "stats", "@newer"};
        QTest::newRow("bad result") << QStringList{"db", "list", "@db", "--result", "2-0"};
        QTest::newRow("bad date") << QStringList{"db", "list", "@db", "--date-from", "2024.13.01"};
        QTest::newRow("bad date text") << QStringList{"db", "export", "@db", "--date-to", "soon"};
        QTest::newRow("bad sort") << QStringList{"db", "list", "@db", "--sort", "colour"};
        QTest::newRow("bad limit") << QStringList{"db", "list", "@db", "--limit", "-1"};
        QTest::newRow("bad turns") << QStringList{"db", "list", "@db", "--min-turns", "x"};
        QTest::newRow("unknown option") << QStringList{"db", "list", "@db", "--colour", "red"};
        QTest::newRow("unknown variant") << QStringList{"db", "list", "@db", "--variant", "go"};
        QTest::newRow("missing value") << QStringList{"db", "list", "@db", "--white"};
        QTest::newRow("export --json to stdout") << QStringList{"db", "export", "@db", "--json"};
        QTest::newRow("generate unknown variant") << QStringList{"generate", "--variant", "go"};
        QTest::newRow("generate bad count") << QStringList{"generate", "--games", "many"};
        QTest::newRow("bench extra word") << QStringList{"db", "bench", "now"};
        QTest::newRow("find without position") << QStringList{"db", "find", "@db"};
        QTest::newRow("find bad position") << QStringList{"db", "find", "@db", "W:4/4 w"};
        QTest::newRow("find bad trid position")
            << QStringList{"db", "find", "@db", "W:4/4 w", "--variant", "trid"};
        QTest::newRow("find extra word") << QStringList{"db", "find", "@db", "startpos", "now"};
        QTest::newRow("tree bad notation")
            << QStringList{"db", "tree", "@db", "startpos", "--notation", "runes"};
        QTest::newRow("tree notation of another variant")
            << QStringList{"db", "tree", "@db", "startpos", "--notation", "lan"};
        QTest::newRow("tree bad filter")
            << QStringList{"db", "tree", "@db", "startpos", "--result", "2"};
        QTest::newRow("compact without DB") << QStringList{"db", "compact"};
        QTest::newRow("compact of a missing DB")
            << QStringList{"db", "compact", "@dir/none.trellisdb"};
        QTest::newRow("compact of a text file") << QStringList{"db", "compact", "@text"};
        QTest::newRow("compact extra word") << QStringList{"db", "compact", "@db", "now"};
        QTest::newRow("tree of a missing DB")
            << QStringList{"db", "tree", "@dir/none.trellisdb", "startpos"};
    }

    void badArguments() {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const QString db = dir.filePath("db.trellisdb"), text = dir.filePath("text.txt"),
                      pgn = dir.filePath("g.pgn"), newer = dir.filePath("newer.trellisdb");
        TRELLIS_CHECKED(writeFile(text, QString(4000, 'x')));
        TRELLIS_CHECKED(
            writeFile(pgn, runCliWords({"generate", "--games", "2", "--max-turns", "4"}).out));
        QCOMPARE(runCliWords({"db", "import", db, pgn}).code, 0);
        QCOMPARE(runCliWords({"db", "import", newer, pgn}).code, 0);
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase("QSQLITE", "raw");
            raw.setDatabaseName(newer);
            QVERIFY(raw.open());
            QVERIFY(QSqlQuery(raw).exec("PRAGMA user_version = 99"));
            raw.close();
        }
        QSqlDatabase::removeDatabase("raw");
        for (QString& a : args)
            a.replace("@dir", dir.path())
                .replace("@db", db)
                .replace("@text", text)
                .replace("@pgn", pgn)
                .replace("@newer", newer);
        const QByteArray textBefore = readFile(text).toUtf8();
        const Run r = runCliWords(args);
        QCOMPARE(r.code, 2);
        QCOMPARE(r.out, QString());
        QCOMPARE(lines(r.err).size(), 1);
        QVERIFY2(r.err.startsWith("trellis db") || r.err.startsWith("trellis generate"),
                 qPrintable(r.err));
        QCOMPARE(readFile(text).toUtf8(), textBefore);
        QVERIFY(!QFile::exists(dir.filePath("none.trellisdb")));
    }

    void bench() {
        const Run r = runCliWords({"db", "bench", "--games", "12", "--max-turns", "10", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = jsonOf(r).object();
        QCOMPARE(o["imported"].toInt(), 12);
        QVERIFY(o["gamesPerSecond"].toInteger() > 0);
        QVERIFY(o["turnsPerSecond"].toInteger() > 0);
        QVERIFY(o["bytesPerGame"].toDouble() > 0);
        // A game's bytes split into the games table's share, its moves and its index.
        const double games = o["gameBytesPerGame"].toDouble();
        const double moves = o["moveBytesPerGame"].toDouble();
        QVERIFY2(games > 0 && moves > 0, qPrintable(QString::number(games)));
        const double parts = games + moves + o["indexBytesPerGame"].toDouble();
        QVERIFY(std::abs(o["bytesPerGame"].toDouble() - parts) < 0.2); // each rounded
        QVERIFY(o["importCpuMs"].toDouble() > 0);
        QVERIFY(o["peakMemoryKb"].toInteger() > 0);
        const QJsonArray filters = o["filters"].toArray();
        QVERIFY(filters.size() >= 5);
        QCOMPARE(filters[0].toObject()["matches"].toInt(), 12);
        for (const auto& f : filters) QVERIFY(f.toObject().contains("firstPageMs"));
        const QJsonObject scroll = o["scroll"].toObject();
        for (const char* key : {"orderMs", "offsetPageMs", "idPageMs", "connectionMs",
                                "idOffsetPageMs", "idAfterPageMs"})
            QVERIFY2(scroll[key].toDouble() >= 0 && scroll.contains(key), key);
        QTemporaryDir dir;
        const QString kept = dir.filePath("kept.trellisdb");
        const Run text =
            runCliWords({"db", "bench", "--games", "5", "--max-turns", "6", "--database", kept});
        QCOMPARE(text.code, 0);
        QVERIFY(text.out.contains("games_per_s "));
        QVERIFY(text.out.contains("bytes_per_game "));
        // An existing database: only its filters are timed.
        const Run again = runCliWords({"db", "bench", "--database", kept, "--json"});
        QCOMPARE(again.code, 0);
        const QJsonObject e = jsonOf(again).object();
        QVERIFY(e["existing"].toBool());
        QCOMPARE(e["games"].toInt(), 5);
        QCOMPARE(e["imported"].toInt(), 0);
        QCOMPARE(e["filters"].toArray()[0].toObject()["matches"].toInt(), 5);
    }

    // db bench --pgn: a given file imported, its first game's positions searched.
    void benchOfAFile() {
        QTemporaryDir dir;
        const QString file = dir.filePath("games.pgn");
        const QString games =
            runCliWords({"generate", "--variant", "chess", "--games", "30", "--seed", "3"}).out;
        TRELLIS_CHECKED(writeFile(file, games));
        const Run r = runCliWords({"db", "bench", "--pgn", file, "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = jsonOf(r).object();
        QCOMPARE(o["variant"].toString(), QString("chess"));
        QCOMPARE(o["pgn"].toString(), file);
        QCOMPARE(o["imported"].toInt(), 30);
        QCOMPARE(o["games"].toInt(), 30);
        const QJsonArray positions = o["positions"].toArray();
        QVERIFY(positions.size() >= 5);
        QCOMPARE(positions[0].toObject()["games"].toInt(), 30); // the start: every game
        const QJsonObject last = positions.last().toObject();   // the first game's White
        QVERIFY(!last["white"].toString().isEmpty());
        QVERIFY(last["games"].toInt() >= 1);
        QCOMPARE(runCliWords({"db", "bench", "--pgn", dir.filePath("none.pgn")}).code, 2);
        QCOMPARE(runCliWords({"db", "bench", "--pgn", file, "--database", file}).code, 2);
    }

    // `trellis db import` killed with SIGKILL while it writes: the database passes the
    // integrity check, holds whole batches only, and every game in it exports as it went in.
    void importSurvivesSigkill() {
        QTemporaryDir dir;
        const QString db = dir.filePath("crash.trellisdb");
        const QString file = dir.filePath("games.pgn");
        const QString text =
            runCliWords({"generate", "--games", "3000", "--seed", "5", "--max-turns", "30"}).out;
        TRELLIS_CHECKED(writeFile(file, text));
        const std::vector<trellis::GameTree> games = gamesOf(text);
        QCOMPARE(games.size(), std::size_t(3000));
        const int batch = 50;
        QProcess import;
        import.start(TRELLIS_BINARY, {"db", "import", "--batch", QString::number(batch),
                                      "--threads", "1", db, file});
        QVERIFY(import.waitForStarted());
        // Wait for two committed batches, then kill.
        qint64 committed = 0;
        QDeadlineTimer patience(60000);
        while (committed < 2 * batch && !patience.hasExpired() &&
               import.state() == QProcess::Running) {
            QTest::qWait(10);
            if (!QFile::exists(db)) continue;
            QSqlDatabase peek = QSqlDatabase::addDatabase("QSQLITE", "peek");
            peek.setDatabaseName(db);
            if (peek.open()) {
                QSqlQuery q(peek);
                if (q.exec("SELECT count(*) FROM games") && q.next())
                    committed = q.value(0).toLongLong();
                q.finish();
                peek.close();
            }
            peek = QSqlDatabase();
            QSqlDatabase::removeDatabase("peek");
        }
        QVERIFY2(import.state() == QProcess::Running, "the import ended before it could be killed");
        import.kill(); // SIGKILL
        QVERIFY(import.waitForFinished());
        QCOMPARE(import.exitStatus(), QProcess::CrashExit);

        Run r = runCliWords({"db", "stats", db, "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject stats = jsonOf(r).object();
        QCOMPARE(stats["integrity"].toString(), QString("ok"));
        const int stored = stats["games"].toInt();
        QVERIFY(stored >= 2 * batch);
        QVERIFY(stored < 3000);
        QCOMPARE(stored % batch, 0);
        r = runCliWords({"db", "export", db});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, canonical(games, std::size_t(stored)));
        // The interrupted import can simply be run again: the stored games are duplicates.
        r = runCliWords({"db", "import", db, file});
        QCOMPARE(r.code, 0);
        QCOMPARE(lines(r.out).last(),
                 QString("imported %1 skipped 0 duplicates %2").arg(3000 - stored).arg(stored));
    }
};

QTEST_GUILESS_MAIN(TestDbCli)
#include "TestDbCli.moc"
