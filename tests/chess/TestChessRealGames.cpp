// Real chess game files as other programs write them (tests/data/real-chess: pychess's
// collections, chess.js's benchmark, pgn-extract's ECO file, a PGN parser's samples, and
// shapes.pgn written in the same shapes): every game reads, with the counts pgn-extract 19.04
// gives (`pgn-extract -s -o out.pgn FILE`, games written; the games it cannot replay either
// are the errors), and writing them back is a fixed point. Also the shapes one by one: a set-up
// position without a Variant tag, Lichess's "From Position", castling rights the position cannot
// have, odd quoting, a game with no moves.
#include "PgnErrorText.h"
#include "game/PgnReader.h"
#include "game/PgnWriter.h"
#include "variant/VariantRegistry.h"

#include <QFile>
#include <QTest>

using namespace trellis;

namespace {

std::string readData(const QString& name) {
    QFile file(QStringLiteral(TRELLIS_SOURCE_DIR "/tests/data/real-chess/") + name);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.readAll().toStdString();
}

std::string written(const PgnReadResult& r) {
    std::vector<GameTree> trees;
    for (const PgnGame& g : r.games) trees.push_back(g.tree);
    return PgnWriter().write(trees);
}

} // namespace

class TestChessRealGames : public QObject {
    Q_OBJECT

  private slots:
    void everyGameReads_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("games");
        QTest::addColumn<int>("unreadable"); // games pgn-extract cannot replay either
        // pgn-extract writes 1118 games: 8 of them are its own splits of the 8 games with a tag
        // like [White ""Socrates Expert""] (empty games with White "" and Result "?"). Four of
        // pychess's games play a move that is not legal (pgn-extract: "Failed to make move
        // 1... Kf8", "1. Nxg5" twice, "1... Bxc6+").
        QTest::newRow("pychess puzzles") << "pychess-puzzles.pgn" << 1110 << 4;
        QTest::newRow("pychess lessons") << "pychess-lessons.pgn" << 209 << 0;
        QTest::newRow("chess.js benchmark") << "chessjs-benchmark.pgn" << 100 << 0;
        QTest::newRow("pgn-extract ECO") << "pgn-extract-eco.pgn" << 2014 << 0;
        QTest::newRow("PGN parser samples") << "pgn-parser-samples.pgn" << 9 << 0;
        QTest::newRow("shapes") << "shapes.pgn" << 5 << 0;
    }
    void everyGameReads() {
        QFETCH(QString, file);
        QFETCH(int, games);
        QFETCH(int, unreadable);
        const std::string text = readData(file);
        QVERIFY2(!text.empty(), qPrintable(file));
        const PgnReadResult r = PgnReader(registeredVariants()).read(text);
        QVERIFY2(int(r.errors.size()) == unreadable, firstErrorText(r).c_str());
        QCOMPARE(int(r.games.size()), games - unreadable);
        for (const PgnGame& g : r.games)
            QCOMPARE(QString::fromStdString(g.tree.startVariant().id()), QString("chess"));
    }

    void writingBackIsAFixedPoint_data() { everyGameReads_data(); }
    void writingBackIsAFixedPoint() {
        QFETCH(QString, file);
        const PgnReadResult first = PgnReader(registeredVariants()).read(readData(file));
        const std::string once = written(first);
        const PgnReadResult second = PgnReader(registeredVariants()).read(once);
        QVERIFY2(second.errors.empty(), firstErrorText(second).c_str());
        QCOMPARE(second.games.size(), first.games.size());
        QCOMPARE(QString::fromStdString(written(second)), QString::fromStdString(once));
    }

    void aSetUpPositionWithoutVariantTagIsChess() {
        const PgnReadResult r = PgnReader(registeredVariants()).read(readData("shapes.pgn"));
        const GameTree& puzzle = r.games.at(0).tree;
        QCOMPARE(QString::fromStdString(puzzle.startVariant().id()), QString("chess"));
        QCOMPARE(QString::fromStdString(puzzle.startPosition()),
                 QString("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"));
        QVERIFY(puzzle.variantAt(puzzle.mainLine().back())->status().checkmate);
    }

    void lichessFromPositionIsChessFromItsFen() {
        const PgnReadResult r = PgnReader(registeredVariants()).read(readData("shapes.pgn"));
        const GameTree& game = r.games.at(1).tree;
        QCOMPARE(QString::fromStdString(game.startVariant().id()), QString("chess"));
        QCOMPARE(QString::fromStdString(game.startPosition()),
                 QString("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
        QCOMPARE(game.mainLine().size(), std::size_t(4));
        QCOMPARE(QString::fromStdString(game.tag("Variant")), QString("From Position"));
    }

    void impossibleCastlingRightsAreDroppedWithAWarning() {
        const PgnReadResult r = PgnReader(registeredVariants()).read(readData("shapes.pgn"));
        const GameTree& game = r.games.at(2).tree;
        QCOMPARE(QString::fromStdString(game.startPosition()),
                 QString("r3k3/8/8/8/8/8/8/2KR4 w q - 0 1"));
        QCOMPARE(int(r.warnings.size()), 1);
        const PgnError& warning = r.warnings.front();
        QCOMPARE(warning.game, 3);
        QCOMPARE(warning.error.code, ErrorCode::GamePositionRepaired);
        QVERIFY(warning.error.cause);
        QCOMPARE(*warning.error.cause,
                 Error(ErrorCode::PositionCastlingDropped, {"FEN", "Kq", "q"}));
    }

    void otherFenErrorsStillRejectTheGame() {
        const PgnReadResult r =
            PgnReader(registeredVariants())
                .read("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - e3 0 1\"]\n\n*\n");
        QCOMPARE(int(r.errors.size()), 1);
        QCOMPARE(r.errors.front().error.code, ErrorCode::GameBadSetUp);
        QCOMPARE(r.errors.front().error.cause->code, ErrorCode::PositionEnPassant);
    }

    void oddQuotingKeepsTheQuotes() {
        const PgnReadResult r = PgnReader(registeredVariants()).read(readData("shapes.pgn"));
        const GameTree& game = r.games.at(3).tree;
        QCOMPARE(QString::fromStdString(game.tag("White")), QString("\"Chess Guru\""));
        QCOMPARE(QString::fromStdString(game.tag("Black")), QString("Plain \"Joe\" Smith"));
        QCOMPARE(game.mainLine().size(), std::size_t(4));
    }

    void aGameWithNoMovesIsOfThePreviousGamesVariantElseChess() {
        const PgnReadResult r = PgnReader(registeredVariants()).read(readData("shapes.pgn"));
        QCOMPARE(QString::fromStdString(r.games.at(4).tree.startVariant().id()), QString("chess"));
        const std::string alone = "[Event \"?\"]\n\n*\n";
        QCOMPARE(PgnReader(registeredVariants()).read(alone).games.at(0).tree.startVariant().id(),
                 std::string("chess"));
        // After a Tri-D game, a game that says nothing is Tri-D; the reader's default otherwise.
        const std::string afterTriD = "[Variant \"Tri-D Chess\"]\n\n1. c4N b5N *\n\n\n" + alone;
        QCOMPARE(
            PgnReader(registeredVariants()).read(afterTriD).games.at(1).tree.startVariant().id(),
            std::string("trid"));
        PgnReadOptions told;
        told.emptyGames = findVariant("cotulenh");
        QCOMPARE(
            PgnReader(registeredVariants(), told).read(alone).games.at(0).tree.startVariant().id(),
            std::string("cotulenh"));
    }

    void theReaderCanBeToldTheVariantOfUntaggedGames() {
        PgnReadOptions told;
        told.untagged = findVariant("chess");
        // "e4" alone would read as chess anyway; a FEN-less header-only game too. A Tri-D move
        // in a game said to be chess is an error naming the move.
        const PgnReadResult r = PgnReader(registeredVariants(), told).read("1. c4N b5N *\n");
        QCOMPARE(int(r.errors.size()), 1);
        QCOMPARE(r.errors.front().error.code, ErrorCode::GameBadTurn);
    }

    void aFenOfNoVariantNamesWhatWasTried() {
        const PgnReadResult r =
            PgnReader(registeredVariants()).read("[SetUp \"1\"]\n[FEN \"8/8 w\"]\n\n*\n");
        QCOMPARE(int(r.errors.size()), 1);
        QCOMPARE(r.errors.front().error.code, ErrorCode::GameFenNoVariant);
        QCOMPARE(r.errors.front().line, 2);
    }
};

QTEST_GUILESS_MAIN(TestChessRealGames)
#include "TestChessRealGames.moc"
