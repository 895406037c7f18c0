// Tree operations of GameTree over the counting variant.
#include "GameTestSupport.h"

#include <QTest>

using namespace trellis;
using namespace trellis::testing;

class GameTreeTest : public QObject {
    Q_OBJECT

  private:
    // root -> a1 (main) -> a2 -> a3, with a2 and a3 as variations of the first turn.
    static GameTree sample(NodeId& a1, NodeId& a2var, NodeId& a3var) {
        GameTree tree(*countingBoard());
        a1 = tree.addTurnText(GameTree::root(), "a1").value();
        a2var = tree.addTurnText(GameTree::root(), "a2").value();
        a3var = tree.addTurnText(GameTree::root(), "a3").value();
        NodeId at = a1;
        for (const char* text : {"a2", "a3"}) at = tree.addTurnText(at, text).value();
        return tree;
    }

  private slots:
    void startsWithRootAndTags() {
        GameTree tree(*countingBoard());
        QCOMPARE(tree.moveCount(), 0);
        QVERIFY(tree.contains(GameTree::root()));
        QCOMPARE(tree.mainChild(GameTree::root()), kNoNode);
        QCOMPARE(tree.positionAt(GameTree::root()), std::string("0 w 1"));
        QCOMPARE(tree.result(), std::string("*"));
        QCOMPARE(tree.tag("Variant"), std::string("count"));
        QCOMPARE(tree.tag("Rules"), std::string("standard"));
    }

    void addExistingTurnReturnsSameNode() {
        GameTree tree(*countingBoard());
        const NodeId first = tree.addTurnText(GameTree::root(), "a1").value();
        QCOMPARE(tree.addTurnText(GameTree::root(), "a1").value(), first);
        QCOMPARE(tree.addTurn(GameTree::root(), tree.turn(first)).value(), first);
        const NodeId second = tree.addTurnText(GameTree::root(), "a2").value();
        QVERIFY(second != first);
        QCOMPARE(tree.children(GameTree::root()), (std::vector<NodeId>{first, second}));
        QCOMPARE(tree.mainChild(GameTree::root()), first);
        QCOMPARE(tree.variationIndex(second), 1);
        QCOMPARE(tree.moveCount(), 2);
    }

    void rejectsIllegalTurns() {
        GameTree tree(*countingBoard());
        QCOMPARE(tree.addTurnText(GameTree::root(), "a4").error(),
                 Error(ErrorCode::TurnUnreadable, {"a4", "a4"}));
        QCOMPARE(tree.addTurnText(GameTree::root(), "a2;a1").error(), // two steps start with 1
                 Error(ErrorCode::TurnNoMatch, {"a2;a1"}));
        QCOMPARE(tree.addTurn(GameTree::root(), Turn{{Step{1, 0, 9, 9, 0, 0}}}).error(),
                 Error(ErrorCode::TurnIllegal));
        QCOMPARE(tree.addTurnText(42, "a1").error(), Error(ErrorCode::GameNoNode, {"42"}));
        QCOMPARE(tree.moveCount(), 0);
    }

    void compositeTurnTexts() {
        GameTree tree(*countingBoard());
        const NodeId id = tree.addTurnText(GameTree::root(), "a1; a3", Notation::Composite).value();
        QCOMPARE(tree.turn(id).steps.size(), size_t(2));
        QCOMPARE(tree.text(id), std::string("a1;a3"));
        QCOMPARE(tree.turnText(id, Notation::Composite), std::string("a1; a3"));
        QCOMPARE(tree.addTurnText(GameTree::root(), "a1;a3").value(), id);
    }

    void moveNumbersAndMovers() {
        GameTree tree(*countingBoard());
        NodeId at = GameTree::root();
        std::vector<NodeId> ids;
        for (int i = 0; i < 5; ++i) ids.push_back(at = tree.addTurnText(at, "a1").value());
        QCOMPARE(tree.mover(ids[0]), 0);
        QCOMPARE(tree.mover(ids[1]), 1);
        QCOMPARE(tree.moveNumber(ids[1]), 1);
        QCOMPARE(tree.moveNumber(ids[2]), 2);
        QCOMPARE(tree.moveNumber(ids[4]), 3);
        QCOMPARE(tree.ply(ids[4]), 5);
    }

    void promoteDemoteAndMainLine() {
        NodeId a1, a2, a3;
        GameTree tree = sample(a1, a2, a3);
        QVERIFY(tree.promoteVariation(a3));
        QCOMPARE(tree.children(GameTree::root()), (std::vector<NodeId>{a1, a3, a2}));
        QVERIFY(tree.promoteVariation(a3));
        QCOMPARE(tree.mainChild(GameTree::root()), a3);
        QVERIFY(!tree.promoteVariation(a3)); // already first
        QVERIFY(tree.demoteVariation(a3));
        QVERIFY(tree.demoteVariation(a3));
        QVERIFY(!tree.demoteVariation(a3)); // already last
        QCOMPARE(tree.children(GameTree::root()), (std::vector<NodeId>{a1, a2, a3}));

        // A node deep inside a variation becomes part of the game's main line.
        const NodeId deep = tree.addTurnText(tree.addTurnText(a2, "a3").value(), "a1").value();
        const NodeId alt = tree.addTurnText(tree.parent(deep), "a2").value();
        QVERIFY(!tree.isMainLine(deep));
        QVERIFY(tree.makeMainLine(alt));
        QVERIFY(tree.isMainLine(alt));
        QCOMPARE(tree.children(GameTree::root()), (std::vector<NodeId>{a2, a1, a3}));
        QCOMPARE(tree.mainLine().back(), alt);
        QCOMPARE(tree.children(tree.parent(alt)), (std::vector<NodeId>{alt, deep}));
    }

    void deleteFromKeepsOtherIds() {
        NodeId a1, a2, a3;
        GameTree tree = sample(a1, a2, a3);
        const NodeId under = tree.addTurnText(a2, "a1").value();
        tree.annotation(under).commentAfter = "gone";
        tree.annotation(a3).commentAfter = "kept";
        const std::vector<NodeId> line = tree.mainLine();
        const std::string a3Text = tree.text(a3);

        QVERIFY(tree.deleteFrom(a2));
        QVERIFY(!tree.contains(a2));
        QVERIFY(!tree.contains(under));
        QVERIFY(!tree.deleteFrom(a2));
        QVERIFY(!tree.deleteFrom(GameTree::root()));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, tree.annotation(under));
        QCOMPARE(tree.children(GameTree::root()), (std::vector<NodeId>{a1, a3}));
        QCOMPARE(tree.mainLine(), line);
        QCOMPARE(tree.text(a3), a3Text);
        QCOMPARE(tree.annotation(a3).commentAfter, std::string("kept"));
        // A new node gets a fresh id: the freed ones are never handed out again.
        const NodeId again = tree.addTurnText(GameTree::root(), "a2").value();
        QVERIFY(again != a2 && again != under);
        QCOMPARE(tree.moveCount(), 5);
    }

    void truncateAfterNode() {
        NodeId a1, a2, a3;
        GameTree tree = sample(a1, a2, a3);
        const NodeId second = tree.mainChild(a1);
        QVERIFY(tree.truncateAfter(a1));
        QVERIFY(!tree.contains(second));
        QCOMPARE(tree.mainLine(), std::vector<NodeId>{a1});
        QVERIFY(tree.contains(a2) && tree.contains(a3));
        QVERIFY(!tree.truncateAfter(a1)); // nothing left to remove
        QVERIFY(tree.truncateAfter(GameTree::root()));
        QCOMPARE(tree.moveCount(), 0);
    }

    void pathAndPositions() {
        NodeId a1, a2, a3;
        GameTree tree = sample(a1, a2, a3);
        const std::vector<NodeId> line = tree.mainLine();
        QCOMPARE(line.size(), size_t(3));
        QCOMPARE(tree.pathFromRoot(line[2]), line);
        QVERIFY(tree.pathFromRoot(GameTree::root()).empty());
        QCOMPARE(tree.positionAt(line[2]), std::string("6 b 2"));
        QCOMPARE(tree.positionAt(a3), std::string("3 b 1"));
        QCOMPARE(tree.positionAt(line[1]), std::string("3 w 2"));
        const auto board = tree.variantAt(line[2]);
        QCOMPARE(board->sideToMove(), 1);
        QCOMPARE(board->position(), std::string("6 b 2"));
        board->makeTurn(board->legalTurns().front()); // a copy: the tree is not affected
        QCOMPARE(tree.positionAt(line[2]), std::string("6 b 2"));
        // The cached board must follow deletions of the node it stands on.
        QVERIFY(tree.deleteFrom(line[1]));
        QCOMPARE(tree.positionAt(a1), std::string("1 b 1"));
        QCOMPARE(tree.positionAt(GameTree::root()), std::string("0 w 1"));
        QCOMPARE(tree.positionAt(a2), std::string("2 b 1"));
    }

    void startPositionFromText() {
        GameTree tree(*countingBoard());
        QCOMPARE(tree.setStartPosition("99 w 1").error(),
                 Error(ErrorCode::PositionHalfmove, {"count", "99"}));
        QVERIFY(tree.setStartPosition("20 b 7").ok());
        QCOMPARE(tree.tag("SetUp"), std::string("1"));
        QCOMPARE(tree.tag("FEN"), std::string("20 b 7"));
        const NodeId first = tree.addTurnText(GameTree::root(), "a3").value();
        QCOMPARE(tree.mover(first), 1);
        QCOMPARE(tree.moveNumber(first), 7);
        QCOMPARE(tree.text(first), std::string("a3"));
        QCOMPARE(tree.text(tree.addTurnText(first, "a1;a3").value()), std::string("a1;a3+"));
        QCOMPARE(tree.setStartPosition("0 w 1").error(), // turns already played
                 Error(ErrorCode::GameStartFixed));
    }

    void tagsKeepRosterOrder() {
        GameTree tree(*countingBoard());
        tree.setTag("Annotator", "me");
        tree.setTag("White", "W");
        tree.setTag("Event", "E");
        tree.setResult("1-0");
        std::vector<std::string> keys;
        for (const auto& [key, value] : tree.tags()) keys.push_back(key);
        QCOMPARE(keys, (std::vector<std::string>{"Event", "White", "Result", "Variant", "Rules",
                                                 "Annotator"}));
        QCOMPARE(tree.result(), std::string("1-0"));
        tree.removeTag("Annotator");
        QVERIFY(!tree.hasTag("Annotator"));
        QCOMPARE(tree.tag("Annotator"), std::string());
    }

    void copiesAreIndependent() {
        NodeId a1, a2, a3;
        GameTree tree = sample(a1, a2, a3);
        GameTree copy = tree;
        QVERIFY(treeDifference(tree, copy).isEmpty());
        copy.deleteFrom(a1);
        copy.annotation(a2).nags.push_back(1);
        QVERIFY(tree.contains(a1));
        QVERIFY(tree.annotation(a2).nags.empty());
        QCOMPARE(tree.positionAt(tree.mainLine().back()), std::string("6 b 2"));
        QCOMPARE(copy.positionAt(a3), std::string("3 b 1"));
    }
};

int runGameTreeTest(int argc, char** argv) {
    GameTreeTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "GameTreeTest.moc"
