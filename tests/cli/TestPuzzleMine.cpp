// `trellis puzzle mine`: known tactics placed in games built here (a chess mate in 1 from the
// start, the Tri-D attack-board mate and the Cotulenh mate of resources/puzzles in games set up
// from their positions) are found, verified and written with their source, from a game file and
// from a database; --limit, -o, --json; bad arguments exit 2.
#include "Cli.h"
#include "CliRun.h"
#include "GameDatabase.h"
#include "game/PgnReader.h"
#include "game/PgnWriter.h"
#include "puzzle/PuzzleVerifier.h"
#include "variant/VariantRegistry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sstream>

using namespace trellis;

namespace {

using Run = trellis::testing::CliRun;
using trellis::testing::runCli;

// A game from `position` (the variant's start when empty) with these turns (file notation).
GameTree game(const char* variant, const std::string& position,
              const std::vector<std::string>& turns) {
    std::unique_ptr<Variant> board = createVariant(variant).value()->clone();
    if (!position.empty()) board->setPosition(position).value();
    GameTree tree(*board);
    if (!position.empty()) {
        tree.setTag("SetUp", "1");
        tree.setTag("FEN", position);
    }
    tree.setTag("Event", "Test");
    tree.setTag(board->descriptor().playerTags[0], "A");
    tree.setTag(board->descriptor().playerTags[1], "B");
    tree.setTag("Round", "3");
    NodeId at = GameTree::root();
    for (const std::string& t : turns) at = tree.addTurnText(at, t, board->fileNotation()).value();
    return tree;
}

const std::string kTriD = "W:4/4/4/4|N:4/4/4/4|B:3p/3p/4/4|QL1w:R1/2|KL1w:K1/2|QL6b:2/2|KL6b:pp/pk "
                          "w - - - 0 1";
const std::string kCotulenh =
    "9c1/3+F1h1h3/NN3t1sg2/2i3a2ti/3e7/5E5/4F3e1I/1nI5TES/4+f5C/5T4G/5HAH3/11 b - - 12 64";

std::vector<GameTree> games() {
    return {game("chess", "", {"e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"}),
            game("trid", kTriD, {"QL1-KL2^180#"}), game("cotulenh", kCotulenh, {"+Fh4"})};
}

} // namespace

class TestPuzzleMine : public QObject {
    Q_OBJECT

  private slots:
    void findsTheTacticsOfAFile() {
        QTemporaryDir dir;
        const std::string file = dir.filePath("games.pgn").toStdString();
        QVERIFY(PgnWriter().save(file, games()));
        const Run r = runCli({"puzzle", "mine", file, "--json"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.err.contains("game 3 of 3"));
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc["games"].toInt(), 3);
        QVERIFY(doc["positions"].toInt() >= 3);
        const QJsonArray puzzles = doc["puzzles"].toArray();
        QCOMPARE(puzzles.size(), 3);
        const QStringList lines{"Qxf7#", "QL1-KL2^180#", "+Fh4"};
        const QStringList sources{"Test, A - B, round 3, ply 6", "Test, A - B, round 3, ply 0",
                                  "Test, A - B, round 3, ply 0"};
        for (int i = 0; i < 3; ++i) {
            const QJsonObject p = puzzles[i].toObject();
            QCOMPARE(p["goal"].toString(), QString("mate in 1"));
            QCOMPARE(p["theme"].toString(), QString("mate"));
            QCOMPARE(p["line"].toArray().first().toString(), lines[i]);
            QCOMPARE(p["source"].toString(), sources[i]);
        }
        QCOMPARE(puzzles[1].toObject()["position"].toString(), QString::fromStdString(kTriD));
        // Without -o the collection is in the document; it reads back and verifies.
        const PgnReadResult read =
            PgnReader(registeredVariants()).read(doc["pgn"].toString().toStdString());
        QCOMPARE(read.games.size(), std::size_t(3));
        for (const PgnGame& g : read.games) {
            QCOMPARE(g.tree.tag("Source").substr(0, 4), std::string("Test"));
            QCOMPARE(puzzle::PuzzleVerifier().verify(g.tree).kind, puzzle::Verdict::Kind::Ok);
        }
    }

    void databaseLimitAndOutput() {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.trellisdb");
        {
            auto db = db::GameDatabase::open(path);
            QVERIFY(db);
            for (const GameTree& g : games()) QVERIFY((*db)->addGame(g));
        }
        const std::string out = dir.filePath("mined.pgn").toStdString();
        const Run r = runCli({"puzzle", "mine", path.toStdString(), "--limit", "2", "-o", out});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.out.startsWith("2 puzzles from 2 games"));
        const auto read = PgnReader(registeredVariants()).readFile(out);
        QVERIFY(read && read->games.size() == 2);
        QCOMPARE(read->games[1].tree.startVariant().descriptor().id, std::string("trid"));
        const Run json = runCli({"puzzle", "mine", "--json", path.toStdString(), "-o", out});
        const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(doc["puzzles"].toArray().size(), 3);
        QCOMPARE(doc["output"].toString(), QString::fromStdString(out));
        QVERIFY(!doc.contains("pgn"));
    }

    void badArguments_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no source") << QStringList{} << "mine needs a DB or FILE";
        QTest::newRow("missing file") << QStringList{"/nonexistent/x.pgn"} << "cannot open";
        QTest::newRow("limit 0") << QStringList{"x", "--limit", "0"} << "--limit takes";
        QTest::newRow("limit word") << QStringList{"x", "--limit", "many"} << "--limit takes";
        QTest::newRow("limit alone") << QStringList{"x", "--limit"} << "--limit needs a value";
        QTest::newRow("-o alone") << QStringList{"x", "-o"} << "-o needs a value";
        QTest::newRow("unknown") << QStringList{"x", "--fast"} << "unknown option '--fast'";
        QTest::newRow("two sources") << QStringList{"x", "y"} << "mine takes one DB or FILE";
    }

    void badArguments() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        std::vector<std::string> a{"puzzle", "mine"};
        for (const QString& s : args) a.push_back(s.toStdString());
        const Run r = runCli(a);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.startsWith("trellis puzzle: ") && r.err.contains(message),
                 qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestPuzzleMine)
#include "TestPuzzleMine.moc"
