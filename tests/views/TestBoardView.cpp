// The 2D board and the move list together, driven by mouse clicks: a piece move, a landing
// level chosen by the square clicked, an attack-board move with its half-turn chosen from the
// menu, and a Cotulenh deploy played step by step and committed.
#include "BoardView.h"
#include "GameModel.h"
#include "MoveListView.h"
#include "PositionModel.h"
#include "variant/VariantRegistry.h"

#include <QMenu>
#include <QtTest>

using namespace trellis;

namespace {

struct Studio {
    GameModel game;
    PositionModel position{&game};
    BoardView board{&position};
    MoveListView moves{&game};
    Studio() { board.resize(1000, 640); }

    void click(const QString& square) {
        const QPointF at = board.squareCentre(square);
        QVERIFY2(!at.isNull(), qPrintable("no centre for " + square));
        QTest::mouseClick(&board, Qt::LeftButton, {}, at.toPoint());
    }
    // A point on the widget where a click hits the attack board (or free pin) `pin`.
    QPoint pinPoint(const QString& pin) {
        for (int y = 0; y < board.height(); y += 3)
            for (int x = 0; x < board.width(); x += 3) {
                const DiagramHit hit = board.hitAt(QPointF(x, y));
                if (hit.kind == DiagramHit::Kind::Board && hit.pin == pin) return {x, y};
            }
        return {-1, -1};
    }
    void clickPin(const QString& pin) {
        const QPoint at = pinPoint(pin);
        QVERIFY2(at.x() >= 0, qPrintable("no point hits " + pin));
        QTest::mouseClick(&board, Qt::LeftButton, {}, at);
    }
    QMenu* choiceMenu() { return board.findChild<QMenu*>("choiceMenu"); }
    void start(const char* variant, const char* position) {
        auto v = createVariant(variant);
        QVERIFY(v.value()->setPosition(position));
        game.setGame(GameTree(*v.value()));
    }
};

} // namespace

class TestBoardView : public QObject {
    Q_OBJECT

  private slots:
    void clickPlaysAPieceMoveOnTheChosenLevel() {
        Studio s;
        s.click("b2W");
        QCOMPARE(s.board.diagram().squares.size(), 96);
        s.click("b4N");
        QCOMPARE(s.game.rowCount(), 1);
        QVERIFY(s.moves.html().contains("Pb2W-b4N"));
        s.click("b7B");
        s.click("b5B"); // the other level than White chose
        QVERIFY(s.moves.html().contains("Pb7B-b5B"));
        QVERIFY(s.moves.html().contains("class='current'"));
    }
    void clickingAnIllegalTargetPlaysNothing() {
        Studio s;
        s.click("b2W");
        s.click("b6N");
        QCOMPARE(s.game.rowCount(), 0);
    }
    void attackBoardMoveWithHalfTurnFromTheMenu() {
        Studio s;
        s.start("trid", "W:4/4/4/K3|N:4/4/4/4|B:3k/4/4/4|QL3w:2/N1 w - - - 0 30");
        s.clickPin("QL3");
        s.clickPin("QL4"); // a free pin offered as a target
        QMenu* menu = s.choiceMenu();
        QVERIFY(menu);
        QCOMPARE(menu->actions().size(), 2);
        QCOMPARE(menu->actions().at(1)->text(), QString("QL3-QL4^180"));
        menu->actions().at(1)->trigger();
        QCOMPARE(s.game.rowCount(), 1);
        QVERIFY(s.moves.html().contains("QL3-QL4^180"));
    }
    void cotulenhDeployStepByStepThenCommit() {
        Studio s;
        s.start("cotulenh", "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/2i8/2IE2M2EI/2(NF)1GT1TG2/"
                            "3A2S2A1/1N2FH1HF2/6C4 r - - 0 2");
        s.click("c4");
        s.click("c2");
        QMenu* menu = s.choiceMenu();
        QVERIFY(menu); // the whole stack or only the Air Force may go to c2
        int deploy = -1;
        for (int i = 0; i < menu->actions().size(); ++i)
            if (menu->actions().at(i)->text().startsWith("F") &&
                menu->actions().at(i)->text().contains(">"))
                deploy = i;
        QStringList labels;
        for (QAction* a : menu->actions()) labels << a->text();
        QVERIFY2(deploy >= 0, qPrintable(labels.join(" | ")));
        menu->actions().at(deploy)->trigger();
        QVERIFY(s.position.inSession());
        QCOMPARE(s.game.rowCount(), 0);
        // The board shows the session: the Air Force stands on c2, the Navy alone on c4.
        auto pieceOn = [&](const char* square) {
            for (const DiagramSquare& d : s.board.diagram().squares)
                if (d.name == square) return d.piece;
            return QString();
        };
        QCOMPARE(pieceOn("c2"), QString("F"));
        QCOMPARE(pieceOn("c4"), QString("N"));
        QVERIFY(s.position.canCommit()); // the Navy may stay on c4
        s.position.commit();
        QCOMPARE(s.game.rowCount(), 1);
        QVERIFY2(s.moves.html().contains("&gt;c2"), qPrintable(s.moves.html()));
    }
    void cotulenhDeployOfEveryPieceEndsByItself() {
        Studio s;
        s.start("cotulenh", "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/2i8/2IE2M2EI/2(NF)1GT1TG2/"
                            "3A2S2A1/1N2FH1HF2/6C4 r - - 0 2");
        s.click("c4");
        s.click("c2");
        QMenu* menu = s.choiceMenu();
        QVERIFY(menu);
        for (QAction* a : menu->actions())
            if (a->text().startsWith("F") && a->text().contains(">")) a->trigger();
        s.click("c4");
        s.click("a4");
        QCOMPARE(s.game.rowCount(), 1); // nothing is left on c4: the deploy commits itself
        QVERIFY(!s.position.inSession());
    }
    void cancellingADeployRestoresTheBoard() {
        Studio s;
        s.start("cotulenh", "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/2i8/2IE2M2EI/2(NF)1GT1TG2/"
                            "3A2S2A1/1N2FH1HF2/6C4 r - - 0 2");
        s.click("c4");
        s.click("c2");
        for (QAction* a : s.choiceMenu()->actions())
            if (a->text().startsWith("F") && a->text().contains(">")) a->trigger();
        QVERIFY(s.position.inSession());
        s.position.cancelSession();
        QVERIFY(!s.position.inSession());
        for (const DiagramSquare& d : s.board.diagram().squares)
            if (d.name == "c4") QCOMPARE(d.piece, QString("(NF)"));
        QCOMPARE(s.game.rowCount(), 0);
    }
};

QTEST_MAIN(TestBoardView)
#include "TestBoardView.moc"
