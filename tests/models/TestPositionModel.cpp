// PositionModel: squares as rows, selection and targets, playing turns by clicks (a piece
// move, a level choice, a promotion choice, an attack-board move with its half-turn), and the
// explanations given for clicks that cannot play.
#include "PositionModel.h"

#include "trid/Geometry.h"
#include "variant/VariantRegistry.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

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
};

QTEST_GUILESS_MAIN(TestPositionModel)
#include "TestPositionModel.moc"
