// PositionModel: squares as rows, selection and targets, playing turns by clicks (a piece
// move, a level choice, a promotion choice, an attack-board move with its half-turn), the
// explanations given for clicks that cannot play, a Cotulenh deploy whose commit is refused, and
// the last-turn tint of a Cotulenh stay capture (the striker's square and the one captured).
#include "PositionModel.h"

#include "Checked.h"

#include "trid/Geometry.h"
#include "variant/VariantRegistry.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace trellis;

namespace {

int sq(const char* name) {
    return trid::parseSquare(name);
}

QSet<QString> targetNames(const PositionModel& m) {
    QSet<QString> out;
    for (int r = 0; r < m.rowCount(); ++r)
        if (m.index(r).data(PositionModel::TargetRole).toBool())
            out.insert(m.index(r).data(PositionModel::NameRole).toString());
    return out;
}

// The id of the square named `name` (any variant).
int idOf(const PositionModel& m, const QString& name) {
    for (int r = 0; r < m.rowCount(); ++r)
        if (m.index(r).data(PositionModel::NameRole).toString() == name)
            return m.index(r).data(PositionModel::SquareIdRole).toInt();
    return -1;
}

// A new game of `variant` from `position`.
void startAt(GameModel& game, const char* variant, const char* position) {
    auto v = createVariant(variant);
    QVERIFY(v.ok());
    QVERIFY(v.value()->setPosition(position));
    game.setGame(GameTree(*v.value()));
}

// Plays `turn`, written in long algebraic notation, after the current node.
void playLan(GameModel& game, const char* turn) {
    const auto parsed = game.tree().variantAt(game.currentNode())->parseTurn(turn, Notation::Lan);
    QVERIFY2(parsed.ok(), turn);
    QVERIFY(game.playTurn(parsed.value()));
}

} // namespace

class TestPositionModel : public QObject {
    Q_OBJECT

  private slots:
    void rowsDescribeEverySquare() {
        GameModel game;
        PositionModel pos(&game);
        QAbstractItemModelTester tester(&pos,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(pos.rowCount(), 96);
        const QModelIndex king = pos.index(pos.rowOfSquare(sq("d0KL1")));
        QCOMPARE(king.data(PositionModel::PieceRole).toString(), QString("K"));
        QCOMPARE(king.data(PositionModel::NameRole).toString(), QString("KL1@q1"));
        QCOMPARE(king.data(PositionModel::LevelRole).toString(), QString("KL1"));
        QVERIFY(!pos.index(pos.rowOfSquare(sq("z0QL2"))).data(PositionModel::ExistsRole).toBool());
        QCOMPARE(pos.boards().size(), 4);
        QCOMPARE(pos.statusText(), QString("White to move"));
        game.newGame("cotulenh");
        QCOMPARE(pos.rowCount(), 132);
    }
    void clickToPlayWithALevelChoice() {
        GameModel game;
        PositionModel pos(&game);
        pos.clickSquare(sq("b2W"));
        QCOMPARE(targetNames(pos), QSet<QString>({"b3W", "b3N", "b4W", "b4N"}));
        pos.clickSquare(sq("b4N")); // the level is chosen by the square clicked
        QCOMPARE(game.rowCount(), 1);
        QCOMPARE(game.index(0, 0).data().toString(), QString("Pb2W-b4N"));
        QVERIFY(pos.index(pos.rowOfSquare(sq("b4N"))).data(PositionModel::LastMoveRole).toBool());
        QCOMPARE(pos.statusText(), QString("Black to move"));
    }
    void illegalClicksExplainWhy() {
        GameModel game;
        PositionModel pos(&game);
        QSignalSpy messages(&pos, &PositionModel::message);
        pos.clickSquare(sq("b7B"));
        QVERIFY(messages.last().first().toString().contains("White's turn"));
        pos.clickSquare(sq("b1W"));
        QVERIFY(messages.last().first().toString().contains("no legal move"));
        pos.clickSquare(sq("b3N"));
        QVERIFY(messages.last().first().toString().contains("empty"));
        pos.clickBoard("QL1");
        QVERIFY(messages.last().first().toString().contains("cannot move"));
        QCOMPARE(game.rowCount(), 0);
    }
    void promotionIsChosen() {
        GameModel game;
        auto v = createVariant("trid");
        QVERIFY(v.value()->setPosition("W:4/4/4/K3|N:4/4/4/4|B:3k/1P2/4/4 w - - - 0 30"));
        game.setGame(GameTree(*v.value()));
        PositionModel pos(&game);
        QSignalSpy asked(&pos, &PositionModel::choiceRequested);
        pos.clickSquare(sq("b7B"));
        pos.clickSquare(sq("b8B"));
        QCOMPARE(asked.count(), 1);
        QCOMPARE(pos.choices().size(), 4);
        const int knight = pos.choices().indexOf("Pb7B-b8B=N");
        QVERIFY(knight >= 0);
        pos.choose(knight);
        QCOMPARE(game.index(0, 0).data().toString(), QString("Pb7B-b8B=N"));
    }
    void attackBoardMoveWithHalfTurn() {
        GameModel game;
        auto v = createVariant("trid");
        QVERIFY(v.value()->setPosition("W:4/4/4/K3|N:4/4/4/4|B:3k/4/4/4|QL3w:2/N1 w - - - 0 30"));
        game.setGame(GameTree(*v.value()));
        PositionModel pos(&game);
        pos.clickBoard("QL3");
        QSet<QString> pins;
        for (const auto& b : pos.boards())
            if (b.target) pins.insert(b.pin);
        QCOMPARE(pins, QSet<QString>({"QL4", "KL2", "KL3", "KL4"}));
        QSignalSpy asked(&pos, &PositionModel::choiceRequested);
        pos.clickBoard("QL4");
        QCOMPARE(asked.count(), 1);
        QCOMPARE(pos.choices(), QStringList({"QL3-QL4", "QL3-QL4^180"}));
        pos.choose(1);
        QCOMPARE(game.index(0, 0).data().toString(), QString("QL3-QL4^180"));
        // Clicking the selected board again turns it in place.
        game.goBack();
        pos.clickBoard("QL3");
        pos.clickBoard("QL3");
        QCOMPARE(game.rowCount(game.index(0, 0)), 1);
    }
    void annotationsShowAsMarksAndArrows() {
        GameModel game;
        PositionModel pos(&game);
        NodeAnnotation& a = const_cast<GameTree&>(game.tree()).annotation(GameTree::root());
        a.squares.push_back({'R', "b2W"});
        a.arrows.push_back({'G', "b2W", "b4N"});
        game.goToStart();
        pos.clickSquare(-1); // any intent refreshes nothing else
        QVERIFY(pos.index(pos.rowOfSquare(sq("b2W")))
                    .data(PositionModel::MarkRole)
                    .value<QColor>()
                    .isValid());
        QCOMPARE(pos.arrows().size(), 1);
    }
    void engineArrowsFromLegalTurnsOnly() {
        GameModel game;
        PositionModel pos(&game);
        QSignalSpy changed(&pos, &PositionModel::arrowsChanged);
        auto board = game.tree().variantAt(0);
        const auto legal = board->legalTurns();
        Turn b2b4;
        for (const Turn& t : legal)
            if (board->turnText(t, Notation::Composite) == "Pb2W-b4N") b2b4 = t;
        QVERIFY(!b2b4.steps.empty());
        Turn bogus = b2b4;
        bogus.steps.front().to = bogus.steps.front().from;
        pos.setEngineArrows({b2b4, bogus});
        QCOMPARE(changed.count(), 1);
        const auto arrows = pos.arrows();
        QCOMPARE(arrows.size(), 1);
        QCOMPARE(arrows[0].from, QString("b2W"));
        QCOMPARE(arrows[0].to, QString("b4N"));
        QVERIFY(arrows[0].engine);
        QCOMPARE(arrows[0].colour, PositionModel::engineArrowColour());
        QVERIFY(game.playTurn(b2b4)); // a new position drops them
        QVERIFY(pos.arrows().isEmpty());
    }
    void aDeployThatIsNotPlayedKeepsItsSteps() {
        GameModel game;
        PositionModel pos(&game);
        TRELLIS_CHECKED(startAt(game, "cotulenh",
                                "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/2i8/2IE2M2EI/"
                                "2(NF)1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 2"));
        TRELLIS_CHECKED(playLan(game, "Ed5-d6"));
        const NodeId afterOther = game.currentNode();
        game.goToStart();
        // Red deploys the Air Force of the stack on c4 to c2; the Navy may stay: committable.
        pos.clickSquare(idOf(pos, "c4"));
        pos.clickSquare(idOf(pos, "c2"));
        int deploy = -1;
        for (int i = 0; i < pos.choices().size(); ++i)
            if (pos.choices()[i].startsWith("F") && pos.choices()[i].contains(">")) deploy = i;
        QVERIFY2(deploy >= 0, qPrintable(pos.choices().join(" | ")));
        pos.choose(deploy);
        QVERIFY(pos.inSession());
        QVERIFY(pos.canCommit());
        {
            // The game moves on without the board hearing of it: the deploy no longer fits.
            const QSignalBlocker quiet(&game);
            game.setCurrentNode(afterOther);
        }
        QSignalSpy messages(&pos, &PositionModel::message);
        pos.commit();
        QCOMPARE(game.currentNode(), afterOther);
        QCOMPARE(game.tree().children(afterOther).size(), std::size_t(0));
        QVERIFY(pos.inSession());     // the steps are kept...
        QCOMPARE(messages.size(), 1); // ...and the user is told why nothing was played
        QVERIFY2(messages.front().front().toString().contains("not played"),
                 qPrintable(messages.front().front().toString()));
        {
            const QSignalBlocker quiet(&game);
            game.goToStart();
        }
        pos.commit(); // where the deploy began, the kept steps play
        QVERIFY(!pos.inSession());
        QCOMPARE(game.tree().children(GameTree::root()).size(), std::size_t(2));
    }
    // A Cotulenh stay capture (the Air Force strikes j7 and stays on j11): the last-turn tint
    // shows where the capture came from as well as the square captured, and nothing else.
    void stayCaptureTintsBothSquares() {
        GameModel game;
        PositionModel pos(&game);
        TRELLIS_CHECKED(startAt(game, "cotulenh",
                                "3a1c5/2n2h1h1f1/7tsa1/4g3g2/1ne7i/2i6E1/(NI)3F6/3(EG)1M3I1/11/"
                                "3A1S4A/4THFt3/9C1 b - - 1 27"));
        TRELLIS_CHECKED(playLan(game, "Fj11_j7"));
        QSet<QString> tinted;
        for (int r = 0; r < pos.rowCount(); ++r)
            if (pos.index(r).data(PositionModel::LastMoveRole).toBool())
                tinted.insert(pos.index(r).data(PositionModel::NameRole).toString());
        QCOMPARE(tinted, (QSet<QString>{"j11", "j7"}));
    }

    void previewIsReadOnlyAndEndsOnClickOrNavigation() {
        GameModel game;
        PositionModel pos(&game);
        auto board = game.tree().variantAt(0);
        const Turn first = board->legalTurns().front();
        board->makeTurn(first);
        const Turn second = board->legalTurns().front();
        Turn bogus = second;
        bogus.steps.front().to = bogus.steps.front().from;
        pos.setPreview({first, second, bogus}); // ends at the turn that does not fit
        QVERIFY(pos.inPreview());
        QCOMPARE(pos.previewLength(), 2);
        QCOMPARE(pos.sideToMove(), 0);
        QVERIFY(pos.statusText().startsWith("Preview, 2 turn(s) ahead"));
        pos.clickSquare(sq("b2W")); // ends the preview, selects nothing
        QVERIFY(!pos.inPreview());
        QVERIFY(targetNames(pos).isEmpty());
        QCOMPARE(game.rowCount(), 0);
        pos.setPreview({first});
        QCOMPARE(pos.sideToMove(), 1);
        QVERIFY(game.playTurn(first));
        QVERIFY(!pos.inPreview());
        QCOMPARE(pos.sideToMove(), 1);
        pos.setPreview({first}); // not legal after the node: no preview
        QVERIFY(!pos.inPreview());
    }
    // forwardChange: sent for one step forward from what the board shows (a turn played, the
    // next turn, redo, a deploy step), with the record of that step; never for going back,
    // jumping, previews or loading a game.
    void forwardChangeOnlyForOneStepForward() {
        GameModel game;
        PositionModel pos(&game);
        std::vector<Transition> changes;
        connect(&pos, &PositionModel::forwardChange, &pos,
                [&](const Transition& t) { changes.push_back(t); });
        QVERIFY(game.newGame("chess"));
        QCoreApplication::processEvents(); // loading a game is over
        QVERIFY(changes.empty());
        auto turnOf = [&](const char* lan) {
            return game.tree().variantAt(game.currentNode())->parseTurn(lan, Notation::Lan).value();
        };
        QVERIFY(game.playTurn(turnOf("e2e4")));
        QCOMPARE(changes.size(), std::size_t(1));
        QCOMPARE(changes.back(), pos.lastTransition());
        QCOMPARE(changes.back().pieces,
                 (std::vector<PieceChange>{{PieceChange::Move, 12, 28, "P"}}));
        QVERIFY(game.playTurn(turnOf("e7e5")));
        QVERIFY(game.playTurn(turnOf("g1f3")));
        QCOMPARE(changes.size(), std::size_t(3));
        game.goBack();
        QCOMPARE(changes.size(), std::size_t(3));
        game.goForward();
        QCOMPARE(changes.size(), std::size_t(4));
        game.goToStart();
        game.goToEnd();
        QCOMPARE(changes.size(), std::size_t(4)); // jumps
        game.undoStack()->undo();
        QCOMPARE(changes.size(), std::size_t(4));
        game.undoStack()->redo();
        QCOMPARE(changes.size(), std::size_t(5));
        game.goBack();
        pos.setPreview({turnOf("g1f3")});
        pos.clearPreview();
        QCOMPARE(changes.size(), std::size_t(5));
        pos.setPreview({turnOf("g1f3")});
        game.goForward(); // the preview showed the position already
        QCOMPARE(changes.size(), std::size_t(5));
        // Loading a game and going to its end happen together: nothing animates.
        GameTree oneTurn(*game.tree().variantAt(GameTree::root()));
        game.setGame(oneTurn);
        QVERIFY(game.playTurn(turnOf("d2d4")));
        QCOMPARE(changes.size(), std::size_t(5));
        QCoreApplication::processEvents();
        game.goBack();
        game.goForward();
        QCOMPARE(changes.size(), std::size_t(6));
    }
    void forwardChangeOfADeployStep() {
        GameModel game;
        PositionModel pos(&game);
        std::vector<Transition> changes;
        connect(&pos, &PositionModel::forwardChange, &pos,
                [&](const Transition& t) { changes.push_back(t); });
        auto v = createVariant("cotulenh");
        QVERIFY(v.value()->setPosition("6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/2i8/2IE2M2EI/"
                                       "2(NF)1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 2"));
        game.setGame(GameTree(*v.value()));
        QCoreApplication::processEvents();
        pos.clickSquare(idOf(pos, "c4"));
        pos.clickSquare(idOf(pos, "c2"));
        for (int i = 0; i < pos.choices().size(); ++i)
            if (pos.choices()[i].startsWith("F") && pos.choices()[i].contains(">")) pos.choose(i);
        QVERIFY(pos.inSession());
        QCOMPARE(changes.size(), std::size_t(1));
        QCOMPARE(
            changes.back().pieces,
            (std::vector<PieceChange>{{PieceChange::Move, idOf(pos, "c4"), idOf(pos, "c2"), "F"},
                                      {PieceChange::Place, -1, idOf(pos, "c4"), "N"}}));
        // The Navy follows to a4: the deploy is complete; only that step is new on the board.
        pos.clickSquare(idOf(pos, "c4"));
        pos.clickSquare(idOf(pos, "a4"));
        QVERIFY(!pos.inSession());
        QCOMPARE(game.rowCount(), 1);
        QCOMPARE(changes.size(), std::size_t(2));
        QCOMPARE(
            changes.back().pieces,
            (std::vector<PieceChange>{{PieceChange::Move, idOf(pos, "c4"), idOf(pos, "a4"), "N"}}));
        QVERIFY(pos.lastTransition().pieces.size() == 3); // the whole turn
    }
};

QTEST_GUILESS_MAIN(TestPositionModel)
#include "TestPositionModel.moc"
