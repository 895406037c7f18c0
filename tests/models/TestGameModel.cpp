// GameModel: structure (main line, variations, nesting), exact signals under
// QAbstractItemModelTester, navigation, and undo/redo of every edit.
#include "AnnotatedGame.h"
#include "Checked.h"
#include "GameModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace trellis;

namespace {

Turn turnOf(const GameModel& model, NodeId at, const char* text) {
    auto v = model.tree().variantAt(at);
    auto t = v->parseTurn(text, Notation::Composite);
    if (!t) qFatal("%s: %s", text, errorDebugText(t.error()).c_str());
    return *t;
}

void play(GameModel& model, const char* text) {
    QVERIFY(model.playTurn(turnOf(model, model.currentNode(), text)));
}

} // namespace

class TestGameModel : public QObject {
    Q_OBJECT

  private slots:
    void mainLineRowsAndTexts() {
        GameModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        for (const char* t : {"Pb2W-b4N", "Pc7B-c5N", "Na1W-b3W"}) TRELLIS_CHECKED(play(model, t));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(0, 0).data().toString(), QString("Pb2W-b4N"));
        QCOMPARE(model.index(1, 0).data(GameModel::MoveNumberRole).toString(), QString("1..."));
        QVERIFY(model.index(2, 0).data(GameModel::IsCurrentRole).toBool());
        model.setNotation(Notation::Meder);
        QCOMPARE(model.index(0, 0).data().toString(), QString("b4N"));
    }
    void variationsNestUnderTheTurnTheyReplace() {
        GameModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        TRELLIS_CHECKED(play(model, "Pb2W-b4N"));
        TRELLIS_CHECKED(play(model, "Pc7B-c5N"));
        model.goBack();
        TRELLIS_CHECKED(play(model, "Pb7B-b5N")); // a variation to black's first move
        TRELLIS_CHECKED(play(model, "Na1W-b3W"));
        QCOMPARE(model.rowCount(), 2);
        const QModelIndex black = model.index(1, 0);
        QCOMPARE(model.rowCount(black), 1);
        const QModelIndex variation = model.index(0, 0, black);
        QVERIFY(variation.data(GameModel::IsVariationRole).toBool());
        QCOMPARE(model.rowCount(variation), 2);
        QCOMPARE(model.index(1, 0, variation).data().toString(), QString("Na1W-b3W"));
        QCOMPARE(model.parent(model.index(1, 0, variation)), variation);
        QCOMPARE(model.indexOfNode(model.currentNode()), model.index(1, 0, variation));
        // A variation of the variation nests one level deeper.
        model.goBack();
        TRELLIS_CHECKED(play(model, "Nd1W-c3N"));
        const QModelIndex inner = model.index(0, 0, model.index(1, 0, variation));
        QCOMPARE(model.rowCount(inner), 1);
    }
    void playingAnExistingTurnOnlyNavigates() {
        GameModel model;
        TRELLIS_CHECKED(play(model, "Pb2W-b4N"));
        model.goBack();
        const int undoCount = model.undoStack()->count();
        TRELLIS_CHECKED(play(model, "Pb2W-b4N"));
        QCOMPARE(model.undoStack()->count(), undoCount);
        QCOMPARE(model.rowCount(), 1);
    }
    void illegalTurnIsRefused() {
        GameModel model;
        Turn bogus;
        bogus.steps.push_back({0, 0, 47, 1, 0, 0});
        QVERIFY(!model.playTurn(bogus));
        QCOMPARE(model.rowCount(), 0);
    }
    void editsUndoAndRedo() {
        GameModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        TRELLIS_CHECKED(play(model, "Pb2W-b4N"));
        TRELLIS_CHECKED(play(model, "Pc7B-c5N"));
        const NodeId first = model.nodeOfIndex(model.index(0, 0));
        QVERIFY(model.setComment(first, false, "A"));
        QVERIFY(model.setComment(first, false, "Ab"));
        QVERIFY(model.setComment(first, false, "Abc"));
        QCOMPARE(model.undoStack()->count(), 3); // two turns and one merged comment
        QVERIFY(model.setNags(first, {1}));
        model.undoStack()->undo();
        QVERIFY(model.index(0, 0).data(GameModel::NagsRole).value<QList<int>>().isEmpty());
        model.undoStack()->undo();
        QCOMPARE(model.index(0, 0).data(GameModel::CommentAfterRole).toString(), QString());
        model.undoStack()->redo();
        QCOMPARE(model.index(0, 0).data(GameModel::CommentAfterRole).toString(), QString("Abc"));
        model.undoStack()->undo();
        model.undoStack()->undo();
        QCOMPARE(model.rowCount(), 1);
        model.undoStack()->redo();
        QCOMPARE(model.rowCount(), 2);
    }
    void promoteDemoteAndDelete() {
        GameModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        TRELLIS_CHECKED(play(model, "Pb2W-b4N"));
        model.goBack();
        TRELLIS_CHECKED(play(model, "Pc2W-c4N"));
        model.goBack();
        TRELLIS_CHECKED(play(model, "Pd2W-d4N"));
        const NodeId third = model.currentNode();
        QCOMPARE(model.rowCount(model.index(0, 0)), 2);
        QVERIFY(model.promoteVariation(third)); // a move among variations
        QCOMPARE(model.tree().variationIndex(third), 1);
        QVERIFY(model.promoteVariation(third)); // now the main line
        QCOMPARE(model.index(0, 0).data().toString(), QString("Pd2W-d4N"));
        QVERIFY(model.demoteVariation(third));
        QCOMPARE(model.index(0, 0).data().toString(), QString("Pb2W-b4N"));
        QVERIFY(model.deleteFrom(third));
        QCOMPARE(model.rowCount(model.index(0, 0)), 1);
        model.undoStack()->undo();
        QCOMPARE(model.rowCount(model.index(0, 0)), 2);
        // Deleting a main-line turn that has variations lets the first variation take over.
        QVERIFY(model.deleteFrom(model.nodeOfIndex(model.index(0, 0))));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.rowCount(model.index(0, 0)), 1);
    }
    void navigationFollowsTheMainLine() {
        GameModel model;
        QSignalSpy moved(&model, &GameModel::currentNodeChanged);
        for (const char* t : {"Pb2W-b4N", "Pc7B-c5N", "Na1W-b3W"}) TRELLIS_CHECKED(play(model, t));
        model.goToStart();
        QCOMPARE(model.currentNode(), GameTree::root());
        model.goForward();
        QCOMPARE(model.currentNode(), model.nodeOfIndex(model.index(0, 0)));
        model.goToEnd();
        QCOMPARE(model.currentNode(), model.nodeOfIndex(model.index(2, 0)));
        model.goBack();
        QCOMPARE(model.currentNode(), model.nodeOfIndex(model.index(1, 0)));
        QVERIFY(moved.count() >= 7);
    }
    void startCommentHasItsOwnSignal() {
        GameModel model;
        TRELLIS_CHECKED(play(model, "Pb2W-b4N"));
        QSignalSpy comment(&model, &GameModel::gameCommentChanged);
        QSignalSpy data(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(model.setComment(GameTree::root(), false, "The start"));
        QCOMPARE(comment.count(), 1);
        QCOMPARE(data.count(), 0); // the start position has no row
        QCOMPARE(model.gameComment(), QString("The start"));
    }
    // Every edit of a long annotated game, checked by QAbstractItemModelTester, with the exact
    // signals for playing a turn at the end: one row inserted, the old and the new current turn.
    void longGameEditsSendExactSignals() {
        GameModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGame(testing::annotatedGame(300));
        QCOMPARE(model.rowCount(), 300);
        model.goToEnd();
        const NodeId last = model.currentNode();
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy data(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        std::uint32_t seed = 5;
        auto board = model.tree().variantAt(last);
        QVERIFY(model.playTurn(*testing::ongoingTurn(*board, seed)));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted[0][0].value<QModelIndex>(), QModelIndex());
        QCOMPARE(inserted[0][1].toInt(), 300);
        QCOMPARE(data.count(), 2);
        QCOMPARE(data[0][0].value<QModelIndex>(), model.indexOfNode(last));
        QCOMPARE(data[1][0].value<QModelIndex>(), model.index(300, 0));
        QCOMPARE(data[1][2].value<QList<int>>(), QList<int>{GameModel::IsCurrentRole});
        // Variations deep in the game: rows, parents and texts stay consistent.
        model.setCurrentNode(model.nodeOfIndex(model.index(150, 0)));
        board = model.tree().variantAt(model.currentNode());
        QVERIFY(model.playTurn(*testing::ongoingTurn(*board, seed)));
        const NodeId variation = model.currentNode();
        const QModelIndex v = model.indexOfNode(variation);
        QCOMPARE(model.nodeOfIndex(v), variation);
        QCOMPARE(model.index(v.row(), 0, v.parent()), v);
        QCOMPARE(v.data().toString(),
                 QString::fromStdString(model.tree().turnText(variation, model.notation())));
        board = model.tree().variantAt(variation);
        QVERIFY(model.playTurn(*testing::ongoingTurn(*board, seed)));
        QCOMPARE(model.rowCount(v.parent()), 2);
        QVERIFY(model.setNags(variation, {3}));
        QVERIFY(model.promoteVariation(variation));
        QVERIFY(model.deleteFrom(model.currentNode()));
        model.undoStack()->undo();
        model.undoStack()->undo();
        QVERIFY(model.demoteVariation(model.nodeOfIndex(model.index(7, 0))));
        model.setNotation(Notation::Meder);
        QCOMPARE(model.index(0, 0).data().toString(),
                 QString::fromStdString(model.tree().text(model.nodeOfIndex(model.index(0, 0)))));
    }
};

QTEST_GUILESS_MAIN(TestGameModel)
#include "TestGameModel.moc"
