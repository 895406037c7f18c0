// Chess game files: a multi-game PGN as other chess programs write it (comments with %clk,
// %eval and %cal, variations, NAGs, castling, mate, a [FEN] start) reads without a Variant tag
// and writes back as a fixed point.
#include "game/PgnReader.h"
#include "game/PgnWriter.h"
#include "variant/VariantRegistry.h"

#include <QFile>
#include <QTest>

using namespace trellis;

class TestChessGames : public QObject {
    Q_OBJECT

    static std::string sample() {
        QFile file(TRELLIS_SOURCE_DIR "/resources/samples/chess-sample.pgn");
        if (!file.open(QIODevice::ReadOnly)) return {};
        return file.readAll().toStdString();
    }

  private slots:
    void untaggedGamesReadAsChess() {
        const PgnReadResult r = PgnReader(registeredVariants()).read(sample());
        QVERIFY2(r.errors.empty(),
                 r.errors.empty() ? "" : errorDebugText(r.errors.front().error).c_str());
        QCOMPARE(int(r.games.size()), 2);
        for (const PgnGame& g : r.games) QCOMPARE(g.tree.startVariant().id(), std::string("chess"));
        const GameTree& opera = r.games[0].tree;
        QCOMPARE(opera.mainLine().size(), std::size_t(33));
        const auto last = opera.variantAt(opera.mainLine().back());
        QVERIFY(last->status().checkmate);
        // Comments keep [%clk] and [%eval] as written; [%cal] becomes arrows.
        const std::string text = PgnWriter().write({opera});
        QVERIFY(text.find("[%clk 0:10:00]") != std::string::npos);
        QVERIFY(text.find("[%eval 3.1]") != std::string::npos);
        QVERIFY(text.find("O-O-O") != std::string::npos);
        QVERIFY(text.find("Rd8#") != std::string::npos);
        QVERIFY(text.find("[Variant \"Standard\"]") != std::string::npos);
    }

    void writingIsAFixedPoint() {
        const PgnReadResult first = PgnReader(registeredVariants()).read(sample());
        std::vector<GameTree> trees;
        for (const PgnGame& g : first.games) trees.push_back(g.tree);
        const std::string once = PgnWriter().write(trees);
        const PgnReadResult second = PgnReader(registeredVariants()).read(once);
        QVERIFY(second.errors.empty());
        std::vector<GameTree> again;
        for (const PgnGame& g : second.games) again.push_back(g.tree);
        QCOMPARE(QString::fromStdString(PgnWriter().write(again)), QString::fromStdString(once));
    }

    void aMoveOfNoVariantIsAnErrorNamingTheGame() {
        const PgnReadResult r = PgnReader(registeredVariants()).read("1. Zz9 *\n");
        QCOMPARE(int(r.errors.size()), 1);
        QCOMPARE(r.errors.front().game, 1);
        const Error& error = r.errors.front().error;
        QCOMPARE(error.code, ErrorCode::GameNoVariant);
        QCOMPARE(error.args.front(), std::string("Zz9"));
        QVERIFY(error.cause && error.cause->code == ErrorCode::TurnUnreadable);
    }

    void theRegistryNamesUnknownVariants() {
        const auto unknown = createVariant("chess960");
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.error(),
                 Error(ErrorCode::UnknownVariant, {"chess960", "trid, cotulenh, chess"}));
    }
};

QTEST_GUILESS_MAIN(TestChessGames)
#include "TestChessGames.moc"
