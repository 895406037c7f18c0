// Round trips of Tri-D games through the real Tri-D core (createVariant("trid")): hand-written
// games in Meder notation, and a generated game with variations, comments and NAGs.
#include "game/GameTree.h"
#include "game/PgnReader.h"
#include "game/PgnWriter.h"
#include "variant/VariantRegistry.h"

#include <QTest>

using namespace trellis;

namespace {

PgnReader reader() {
    return PgnReader(registeredVariants());
}

QString errorsText(const std::vector<PgnError>& errors) {
    QStringList lines;
    for (const PgnError& e : errors)
        lines << QString("game %1, line %2, column %3: %4")
                     .arg(e.game)
                     .arg(e.line)
                     .arg(e.column)
                     .arg(QString::fromStdString(errorDebugText(e.error)));
    return lines.join('\n');
}

// Same turns, texts, variation order and annotations along every path; same tags.
bool sameTree(const GameTree& a, const GameTree& b) {
    if (a.tags() != b.tags() || a.startPosition() != b.startPosition()) return false;
    std::vector<std::pair<NodeId, NodeId>> stack{{GameTree::root(), GameTree::root()}};
    while (!stack.empty()) {
        const auto [x, y] = stack.back();
        stack.pop_back();
        if (x != GameTree::root() && (a.turn(x) != b.turn(y) || a.text(x) != b.text(y)))
            return false;
        if (!(a.annotation(x) == b.annotation(y))) return false;
        if (a.children(x).size() != b.children(y).size()) return false;
        for (size_t i = 0; i < a.children(x).size(); ++i)
            stack.emplace_back(a.children(x)[i], b.children(y)[i]);
    }
    return true;
}

// Every live node's position keys are those of a board played to it: what the tree noted on
// its way (reading, navigating, editing) or finds when asked.
QString keysDifference(const GameTree& tree) {
    for (NodeId id = 0; id < tree.nodeSlots(); ++id) {
        if (!tree.contains(id)) continue;
        const PositionKeys keys = tree.positionKeys(id);
        const auto board = tree.variantAt(id);
        if (keys.hash != board->hash() || keys.material != board->materialKey())
            return QString("node %1 (%2)").arg(id).arg(QString::fromStdString(board->position()));
    }
    return {};
}

} // namespace

class GameTriDTest : public QObject {
    Q_OBJECT

  private slots:
    void handWrittenGames_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("mainLineLength");
        QTest::newRow("opening with a variation")
            << "[Event \"Hand 1\"]\n[Variant \"Tri-D Chess\"]\n\n"
               "1. b3W b6B 2. Nc3W (2. d4N a5N) 2... Nc6B 3. d4N {centre} a5N *\n"
            << 6;
        QTest::newRow("no Variant tag") << "[Event \"Hand 2\"]\n\n1. d4N d5N 2. b3W! $14 *\n" << 3;
        QTest::newRow("meder-1995 rules")
            << "[Variant \"Tri-D Chess\"]\n[Rules \"meder-1995\"]\n\n1. b3W b6B *\n"
            << 2;
        // The writer puts the check mark after Meder's "e.p." word: "cxd7B e.p.+".
        QTest::newRow("en passant with check")
            << "[Variant \"Tri-D Chess\"]\n[SetUp \"1\"]\n[FEN \"W:1p2/3B/4/Q3|N:1bP1/4/4/P3|"
               "B:2k1/b3/3p/3n|QL1w:1P/r1|KL1w:PP/RK|QL6b:2/Np|KL6b:1r/1p w - d6B - 0 47\"]\n\n"
               "47. cxd7B e.p.+ Kd8KL6 *\n"
            << 2;
    }

    void handWrittenGames() {
        QFETCH(QString, text);
        QFETCH(int, mainLineLength);
        const PgnReadResult read = reader().read(text.toStdString());
        QVERIFY2(read.errors.empty(), qPrintable(errorsText(read.errors)));
        QCOMPARE(read.games.size(), size_t(1));
        const GameTree& tree = read.games.front().tree;
        QCOMPARE(tree.startVariant().id(), std::string("trid"));
        QCOMPARE(int(tree.mainLine().size()), mainLineLength);
        QCOMPARE(keysDifference(tree), QString());
        const std::string written = PgnWriter().write(tree);
        const PgnReadResult again = reader().read(written);
        QVERIFY2(again.errors.empty(), qPrintable(errorsText(again.errors)));
        QVERIFY2(sameTree(tree, again.games.front().tree), written.c_str());
        QCOMPARE(PgnWriter().write(again.games.front().tree), written);
    }

    // Adding by rank (the number databases store for a turn): the turn of that number where it
    // is played, the existing node when that turn is there, an error for a number no turn has.
    void turnsAddedByRank() {
        auto board = createVariant("trid");
        QVERIFY2(board.ok(), errorDebugText(board.error()).c_str());
        GameTree tree(*board.value());
        NodeId at = GameTree::root();
        for (int ply = 0; ply < 6; ++ply) {
            const auto position = tree.variantAt(at);
            const std::vector<Turn> legal = position->legalTurns();
            const auto rank = position->legalTurnRank(legal[std::size_t(ply * 11) % legal.size()]);
            QVERIFY(rank);
            const Result<NodeId> added = tree.addTurnOfRank(at, *rank);
            QVERIFY(added);
            QVERIFY(tree.turn(*added) == *position->legalTurnOfRank(*rank));
            QCOMPARE(tree.knownRank(*added), rank);
            QCOMPARE(*tree.addTurnOfRank(at, *rank), *added);
            QVERIFY(!tree.addTurnOfRank(at, std::size_t(1) << 20));
            at = *added;
        }
        QCOMPARE(tree.moveCount(), 6);
    }

    // Plays legal turns chosen by a fixed rule, with variations and annotations on the way.
    void generatedGame() {
        auto board = createVariant("trid");
        QVERIFY2(board.ok(), errorDebugText(board.error()).c_str());
        GameTree tree(*board.value());
        tree.setTag("Event", "Generated");
        NodeId at = GameTree::root();
        for (int ply = 0; ply < 16; ++ply) {
            const auto position = tree.variantAt(at);
            const std::vector<Turn> turns = position->legalTurns();
            if (turns.empty()) break;
            const NodeId next = tree.addTurn(at, turns[size_t(ply * 7) % turns.size()]).value();
            if (ply % 5 == 1 && turns.size() > 1) {
                const NodeId side =
                    tree.addTurn(at, turns[size_t(ply * 7 + 1) % turns.size()]).value();
                tree.annotation(side).commentAfter = "a (side) line";
                tree.annotation(side).nags = {6};
            }
            if (ply % 4 == 0) {
                tree.annotation(next).commentAfter = "move " + std::to_string(ply);
                tree.annotation(next).squares.push_back({'G', "b4N"});
                tree.annotation(next).arrows.push_back({'R', "b2W", "b4N"});
            }
            at = next;
        }
        const std::string written = PgnWriter().write(tree);
        const PgnReadResult read = reader().read(written);
        QVERIFY2(read.errors.empty(),
                 qPrintable(errorsText(read.errors) + "\n" + QString::fromStdString(written)));
        QVERIFY2(sameTree(tree, read.games.front().tree), written.c_str());
        QCOMPARE(PgnWriter().write(read.games.front().tree), written);
        QCOMPARE(read.games.front().tree.positionAt(read.games.front().tree.mainLine().back()),
                 tree.positionAt(at));
        QCOMPARE(keysDifference(tree), QString());
        QCOMPARE(keysDifference(read.games.front().tree), QString());
        // A copy keeps what was noted; an edited tree still answers for what is left.
        GameTree copy = read.games.front().tree;
        QVERIFY(copy.deleteFrom(copy.children(copy.mainChild(GameTree::root())).front()));
        QCOMPARE(keysDifference(copy), QString());
    }
};

QTEST_GUILESS_MAIN(GameTriDTest)
#include "test_game_trid.moc"
