// The game database: the blob codec and the tag layout (lossless for every variant), storage
// and reading back through SQLite, queries and filters, schema migration, and refusing files
// that are not (or no longer, or not yet) game databases without changing them.
#include "AnnotatedGame.h"
#include "DatabaseTestSupport.h"
#include "SharedData.h"

#include "DatabaseSchema.h"
#include "GameCodec.h"
#include "GameDatabase.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace trellis;
using namespace trellis::db;
using namespace trellis::testing;

namespace {

// Every game of the sample files and the shared Tri-D collection, with a name for each.
std::vector<std::pair<QString, GameTree>> corpus() {
    std::vector<std::pair<QString, GameTree>> out;
    QStringList files = sampleGameFiles();
    const QString shared = sharedDataPath(QStringLiteral("trid/db-trid-public.pgn"));
    if (QFile::exists(shared)) files << shared;
    for (const QString& file : files) {
        int n = 0;
        for (GameTree& tree : readGames(readBytes(file)))
            out.emplace_back(QFileInfo(file).fileName() + " #" + QString::number(++n),
                             std::move(tree));
    }
    out.emplace_back(QStringLiteral("annotated 120"), annotatedGame(120));
    return out;
}

// Trees a file cannot give but the GUI can: odd tags, a start position the tags do not say.
std::vector<std::pair<QString, GameTree>> unusualTrees() {
    std::vector<std::pair<QString, GameTree>> out;
    auto chess = std::move(createVariant("chess").value());
    auto trid = std::move(createVariant("trid").value());
    {
        GameTree t = readGames("[Event \"A\"]\n[Event \"B\"]\n[White \"x\"]\n[White \"y\"]\n"
                               "[Date \"2024\"]\n[Result \"won on time\"]\n[Variant \"tri-d\"]\n"
                               "[Annotator \"me\"]\n\n1. c4N b5N\n")
                         .front();
        out.emplace_back(QStringLiteral("repeated and odd tags"), std::move(t));
    }
    {
        GameTree t(*chess);
        t.removeTag("Variant");
        t.removeTag("Result");
        t.setTag("Date", "2024.13.40");
        t.setTag("Round", "");
        t.setTag("White", std::string("caf\xc3\xa9 \xff\xfe bytes"));
        (void)t.addTurnText(GameTree::root(), "e4");
        t.annotation(1).commentAfter = std::string("not UTF-8: \xe9t\xe9");
        out.emplace_back(QStringLiteral("no Variant, no Result, bad bytes"), std::move(t));
    }
    {
        GameTree t(*chess);
        (void)t.setStartPosition("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        t.setTag("FEN", "8/8/8/8/8/8/8/K1k5 w - - 0 1"); // the tag no longer says the start
        const NodeId a = *t.addTurnText(GameTree::root(), "Kd2");
        (void)t.addTurnText(GameTree::root(), "Kf2");
        (void)t.addTurnText(a, "Kd7");
        t.annotation(GameTree::root()).commentBefore = "before everything";
        t.annotation(a).squares = {{'R', "e8"}};
        t.annotation(a).arrows = {{'G', "e2", "e4"}, {'Y', "whole", ""}};
        t.annotation(a).nags = {0, 255, 3};
        out.emplace_back(QStringLiteral("start not in the tags"), std::move(t));
    }
    {
        auto board = trid->clone();
        GameTree t(*board);
        t.setTag("Rules", "meder-1995"); // a rule set the tree does not play
        (void)t.addTurnText(GameTree::root(), "c4N");
        out.emplace_back(QStringLiteral("rules not in the tags"), std::move(t));
    }
    {
        GameTree t(*trid);
        for (int i = 0; i < 70; ++i) t.setTag("Extra" + std::to_string(i), std::to_string(i));
        t.removeTag("Variant");
        t.setTag("Variant", "Tri-D Chess"); // far down the list: kept as an extra
        out.emplace_back(QStringLiteral("many tags"), std::move(t));
    }
    return out;
}

QString written(const GameTree& tree) {
    return QString::fromStdString(PgnWriter().write(tree));
}

} // namespace

class TestGameDatabase : public QObject {
    Q_OBJECT

  private slots:
    void varints() {
        for (std::uint64_t v :
             {0ull, 1ull, 127ull, 128ull, 300ull, 16383ull, 16384ull, (1ull << 35) + 5, ~0ull}) {
            std::string bytes;
            putVarint(bytes, v);
            std::size_t pos = 0;
            QCOMPARE(getVarint(bytes, pos), std::optional<std::uint64_t>(v));
            QCOMPARE(pos, bytes.size());
            if (bytes.size() > 1) {
                std::size_t cut = 0;
                QVERIFY(!getVarint(std::string_view(bytes).substr(0, bytes.size() - 1), cut));
            }
        }
        std::string one;
        putVarint(one, 127);
        QCOMPARE(one.size(), std::size_t(1));
    }

    void dates() {
        QCOMPARE(dateFromText("2265.02.04")->value, dateValue(2265, 2, 4));
        QVERIFY(dateFromText("2265.02.04")->canonical);
        for (const char* text :
             {"2265.02.04", "????.??.??", "2024.??.??", "2024.11.??", "0999.01.31", "????.05.??"}) {
            const auto d = dateFromText(text);
            QVERIFY2(d && d->canonical, text);
            QCOMPARE(QString::fromStdString(dateText(d->value)), QString(text));
        }
        for (const char* text : {"2024", "2024.3.5", "2024-03-05", "2024.13.40", "0000.01.01"}) {
            const auto d = dateFromText(text);
            QVERIFY2(!d || !d->canonical, text);
        }
        QCOMPARE(dateFromText("2024-03-05")->value, dateValue(2024, 3, 5));
        QCOMPARE(dateFromText("2024")->value, dateValue(2024, 0, 0));
        QVERIFY(!dateFromText("?"));
        QVERIFY(!dateFromText(""));
        QVERIFY(dateValue(2024, 0, 0) < dateValue(2024, 1, 1));
        QVERIFY(dateValue(2023, 12, 31) < dateValue(2024, 0, 0));
    }

    // Encoding then decoding gives the same tree, written to the same bytes, for every game of
    // every variant's sample, the shared collection and trees only the GUI makes.
    void codecRoundTrip() {
        auto games = corpus();
        for (auto& unusual : unusualTrees()) games.push_back(std::move(unusual));
        QVERIFY(games.size() > 10);
        int withSetup = 0;
        for (const auto& [name, tree] : games) {
            auto encoded = encodeGame(tree);
            QVERIFY2(encoded, qPrintable(name + ": " + QString::fromStdString(encoded.error())));
            auto decoded = decodeGame(encoded->header, encoded->moves);
            QVERIFY2(decoded, qPrintable(name + ": " + QString::fromStdString(decoded.error())));
            QCOMPARE(treeDump(*decoded), treeDump(tree));
            QCOMPARE(written(*decoded), written(tree));
            QCOMPARE(encoded->header.turns, int(tree.mainLine().size()));
            auto line = mainLineCodes(encoded->moves);
            QVERIFY(line);
            QCOMPARE(*line, encoded->mainLine);
            withSetup += encoded->moves.size() > 0 && encoded->moves[0] == 3;
        }
        QCOMPARE(withSetup, 2); // only the two trees whose tags do not give the start
    }

    // A turn costs one byte while its index stays below 124; tags cost nothing in the blob.
    void blobIsCompact() {
        const GameTree tree = annotatedGame(0);
        QVERIFY(encodeGame(tree)->moves.size() < 60); // just the game comment
        const std::vector<GameTree> shared =
            readGames(readBytes(sharedDataPath(QStringLiteral("trid/db-trid-public.pgn"))));
        if (shared.empty()) QSKIP("shared collection not found");
        std::size_t turns = 0, bytes = 0;
        for (const GameTree& t : shared) {
            turns += t.mainLine().size();
            bytes += encodeGame(t)->moves.size();
        }
        QVERIFY2(double(bytes) / double(turns) < 1.1,
                 qPrintable(QString("%1 bytes for %2 turns").arg(bytes).arg(turns)));
    }

    void damagedBlobsFail() {
        const GameTree tree = annotatedGame(30);
        const EncodedGame good = *encodeGame(tree);
        // Every truncation and a few corruptions are refused with a reason, never a crash.
        for (std::size_t cut = 0; cut < good.moves.size(); ++cut) {
            const std::string_view part = std::string_view(good.moves).substr(0, cut);
            auto decoded = decodeGame(good.header, part);
            if (decoded) QCOMPARE(int(decoded->moveCount()) <= tree.moveCount(), true);
        }
        const std::string bad(1, char(0x7f)); // turn 123 of the start position's few turns
        const std::string unbalanced = good.moves + char(0);
        for (const std::string& moves :
             {bad, unbalanced, std::string(1, char(1)), std::string("\x80\x80", 2)}) {
            auto decoded = decodeGame(good.header, moves);
            QVERIFY(!decoded);
            QVERIFY(QString::fromStdString(decoded.error()).contains("damaged"));
        }
        GameHeader header = good.header;
        header.variant = "nosuch";
        QVERIFY(!decodeGame(header, good.moves));
        header = good.header;
        header.extras.push_back({999, "X", "y"});
        QVERIFY(!decodeGame(header, good.moves));
    }

    void storeAndLoad() {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.trellisdb");
        auto opened = GameDatabase::open(path);
        QVERIFY2(opened, qPrintable(opened.error().text()));
        GameDatabase& db = **opened;
        QCOMPARE(db.schemaVersion(), schema::currentVersion());
        auto games = corpus();
        for (auto& unusual : unusualTrees()) games.push_back(std::move(unusual));
        std::vector<qint64> ids;
        for (const auto& [name, tree] : games) {
            auto id = db.addGame(tree);
            QVERIFY2(id, qPrintable(name + ": " + id.error().text()));
            ids.push_back(*id);
        }
        QCOMPARE(*db.count(), qint64(games.size()));
        for (std::size_t i = 0; i < games.size(); ++i) {
            auto loaded = db.loadGame(ids[i]);
            QVERIFY2(loaded, qPrintable(games[i].first + ": " + loaded.error().text()));
            QCOMPARE(treeDump(*loaded), treeDump(games[i].second));
            QCOMPARE(written(*loaded), written(games[i].second));
        }
        // Replace one game by another; delete two.
        QVERIFY(db.replaceGame(ids[0], games[1].second));
        QCOMPARE(written(*db.loadGame(ids[0])), written(games[1].second));
        QCOMPARE(*db.deleteGames({ids[1], ids[2], 999999}), 2);
        QCOMPARE(db.loadGame(ids[1]).error().code, DatabaseErrorCode::NoSuchGame);
        QCOMPARE(db.replaceGame(ids[1], games[0].second).error().code,
                 DatabaseErrorCode::NoSuchGame);
        QCOMPARE(*db.count(), qint64(games.size() - 2));
        // The ids of deleted games are never given again.
        auto added = db.addGame(games[3].second);
        QVERIFY(*added > ids.back());
        const auto stats = db.stats();
        QVERIFY(stats);
        QCOMPARE(stats->integrity, QString("ok"));
        QCOMPARE(stats->games, qint64(games.size() - 1));
    }
};

QTEST_GUILESS_MAIN(TestGameDatabase)
#include "TestGameDatabase.moc"
