// The 2D board and the move list together, driven by mouse clicks: a piece move, a landing
// level chosen by the square clicked, an attack-board move with its half-turn chosen from the
// menu, and a Cotulenh deploy played step by step and committed. Then the turn animation: a
// played turn slides its pieces (checked on the pixels halfway and at the end), in the three
// variants (a Cotulenh stack splitting and joining, a Tri-D attack board moving); going back,
// jumping and loading do not animate.
#include "BoardView.h"
#include "Checked.h"
#include "GameModel.h"
#include "MoveListView.h"
#include "PositionModel.h"
#include "TurnAnimation.h"
#include "variant/VariantRegistry.h"

#include <QMenu>
#include <QTest>

#include <cmath>

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
    // On screen and painted: animations start from what the board shows.
    void showBoard() {
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        QCoreApplication::processEvents(); // a game just loaded does not animate
        board.repaint();
    }
    // Freezes the running animation at a fraction of its time; returns its eased progress.
    qreal freezeAt(qreal timeFraction) {
        board.animation().pause();
        board.animation().setCurrentTime(int(BoardView::kAnimationMs * timeFraction));
        return board.animation().currentValue().toReal();
    }
    QImage picture() { return board.grab().toImage(); }
    // The same position drawn by a board that does not animate.
    QImage stillPicture() {
        BoardView other(&position);
        other.setAnimated(false);
        other.setFlipped(board.flipped());
        other.resize(board.size());
        return other.grab().toImage();
    }
    const TurnAnimation::Flight* flight(const QString& from, const QString& to) const {
        if (!board.turnAnimation()) return nullptr;
        for (const auto& f : board.turnAnimation()->flights)
            if (f.from == from && f.to == to) return &f;
        return nullptr;
    }
};

// Pixels that differ between two pictures inside a box of `half` px around `centre`.
int differingPixels(const QImage& a, const QImage& b, const QPointF& centre, int half) {
    int n = 0;
    for (int y = int(centre.y()) - half; y <= int(centre.y()) + half; ++y)
        for (int x = int(centre.x()) - half; x <= int(centre.x()) + half; ++x)
            if (a.valid(x, y) && b.valid(x, y) && a.pixel(x, y) != b.pixel(x, y)) ++n;
    return n;
}

} // namespace

class TestBoardView : public QObject {
    Q_OBJECT

  private slots:
    // The Tri-D board stacks its levels in a tall pane and lays them side by side in a wide
    // one; clicks follow the layout shown.
    void triDLayoutFollowsThePane() {
        Studio s;
        s.game.newGame("trid");
        s.board.resize(360, 760);
        QCOMPARE(s.board.diagram().layout, QString("stack"));
        QImage tall(s.board.size(), QImage::Format_RGB32);
        s.board.render(&tall);
        tall.save("/tmp/trellis-diagrams/board-tall-pane.png");
        TRELLIS_CHECKED(s.click("a2W"));
        TRELLIS_CHECKED(s.click("a4W"));
        QCOMPARE(s.game.rowCount(), 1);
        s.board.resize(1200, 500);
        QCOMPARE(s.board.diagram().layout, QString("side"));
        TRELLIS_CHECKED(s.click("a7B"));
        TRELLIS_CHECKED(s.click("a5B"));
        QCOMPARE(s.game.rowCount(), 2);
        s.game.newGame("chess");
        QCOMPARE(s.board.diagram().layout, QString());
    }

    void clickPlaysAPieceMoveOnTheChosenLevel() {
        Studio s;
        TRELLIS_CHECKED(s.click("b2W"));
        QCOMPARE(s.board.diagram().squares.size(), 96);
        TRELLIS_CHECKED(s.click("b4N"));
        QCOMPARE(s.game.rowCount(), 1);
        QVERIFY(s.moves.html().contains("Pb2W-b4N"));
        TRELLIS_CHECKED(s.click("b7B"));
        TRELLIS_CHECKED(s.click("b5B")); // the other level than White chose
        QVERIFY(s.moves.html().contains("Pb7B-b5B"));
        QVERIFY(s.moves.html().contains("class='current'"));
    }
    void clickingAnIllegalTargetPlaysNothing() {
        Studio s;
        TRELLIS_CHECKED(s.click("b2W"));
        TRELLIS_CHECKED(s.click("b6N"));
        QCOMPARE(s.game.rowCount(), 0);
    }
    void attackBoardMoveWithHalfTurnFromTheMenu() {
        Studio s;
        TRELLIS_CHECKED(s.start("trid", "W:4/4/4/K3|N:4/4/4/4|B:3k/4/4/4|QL3w:2/N1 w - - - 0 30"));
        TRELLIS_CHECKED(s.clickPin("QL3"));
        TRELLIS_CHECKED(s.clickPin("QL4")); // a free pin offered as a target
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
        TRELLIS_CHECKED(s.click("c4"));
        TRELLIS_CHECKED(s.click("c2"));
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
        TRELLIS_CHECKED(s.click("c4"));
        TRELLIS_CHECKED(s.click("c2"));
        QMenu* menu = s.choiceMenu();
        QVERIFY(menu);
        for (QAction* a : menu->actions())
            if (a->text().startsWith("F") && a->text().contains(">")) a->trigger();
        TRELLIS_CHECKED(s.click("c4"));
        TRELLIS_CHECKED(s.click("a4"));
        QCOMPARE(s.game.rowCount(), 1); // nothing is left on c4: the deploy commits itself
        QVERIFY(!s.position.inSession());
    }
    void cancellingADeployRestoresTheBoard() {
        Studio s;
        s.start("cotulenh", "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/2i8/2IE2M2EI/2(NF)1GT1TG2/"
                            "3A2S2A1/1N2FH1HF2/6C4 r - - 0 2");
        TRELLIS_CHECKED(s.click("c4"));
        TRELLIS_CHECKED(s.click("c2"));
        for (QAction* a : s.choiceMenu()->actions())
            if (a->text().startsWith("F") && a->text().contains(">")) a->trigger();
        QVERIFY(s.position.inSession());
        s.position.cancelSession();
        QVERIFY(!s.position.inSession());
        for (const DiagramSquare& d : s.board.diagram().squares)
            if (d.name == "c4") QCOMPARE(d.piece, QString("(NF)"));
        QCOMPARE(s.game.rowCount(), 0);
    }
    void chessMoveSlidesAndEndsOnTheStillPicture() {
        Studio s;
        TRELLIS_CHECKED(
            s.start("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        TRELLIS_CHECKED(s.showBoard());
        const QImage before = s.picture();
        const QPointF e2 = s.board.squareCentre("e2"), e4 = s.board.squareCentre("e4");
        const QPointF e3 = s.board.squareCentre("e3");
        TRELLIS_CHECKED(s.click("e2"));
        TRELLIS_CHECKED(s.click("e4"));
        QCOMPARE(s.game.rowCount(), 1);
        QVERIFY(s.board.animating());
        QVERIFY(s.flight("e2", "e4"));
        QCOMPARE(s.board.turnAnimation()->flights.size(), 1);
        // Halfway in distance (OutCubic: early in time) the pawn covers e3, not yet e4.
        const qreal progress = s.freezeAt(1 - std::cbrt(0.5));
        QVERIFY2(qAbs(progress - 0.5) < 0.02, qPrintable(QString::number(progress)));
        const QImage mid = s.picture();
        const QImage after = s.stillPicture();
        const QPointF at = e2 + (e4 - e2) * progress;
        const int half = int((e4 - e3).manhattanLength() * 0.2);
        QVERIFY(differingPixels(mid, after, at, half) > half * half);  // a piece where none ends
        QVERIFY(differingPixels(mid, before, at, half) > half * half); // nor was
        QVERIFY(differingPixels(mid, after, e4, half) > half * half);  // e4 still waits
        QCOMPARE(differingPixels(mid, after, s.board.squareCentre("d7"), half), 0);
        // Let it run out: the last picture is the still one.
        s.board.animation().resume();
        QTRY_VERIFY(!s.board.animating());
        QCOMPARE(s.picture(), after);
    }
    void goingBackJumpingAndLoadingDoNotAnimate() {
        Studio s;
        TRELLIS_CHECKED(
            s.start("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        TRELLIS_CHECKED(s.showBoard());
        TRELLIS_CHECKED(s.click("e2"));
        TRELLIS_CHECKED(s.click("e4"));
        QVERIFY(s.board.animating());
        // The reply comes at once: the first animation ends, the reply's runs.
        TRELLIS_CHECKED(s.click("e7"));
        TRELLIS_CHECKED(s.click("e5"));
        QCOMPARE(s.game.rowCount(), 2);
        QVERIFY(s.flight("e7", "e5"));
        QVERIFY(!s.flight("e2", "e4"));
        s.board.finishAnimation();
        QVERIFY(!s.board.animating());
        s.game.goBack();
        QVERIFY(!s.board.animating());
        QCOMPARE(s.picture(), s.stillPicture());
        s.game.goForward(); // the next turn, one step forward: animated
        QVERIFY(s.flight("e7", "e5"));
        s.board.finishAnimation();
        s.game.goToStart();
        s.board.repaint();
        s.game.goToEnd();
        QVERIFY(!s.board.animating());
        s.game.goBack();
        s.board.repaint();
        s.game.goForward();
        QVERIFY(s.board.animating());
        s.board.finishAnimation();
        // A loaded game shown at its end.
        GameTree tree(*s.game.tree().variantAt(GameTree::root()));
        tree.addTurn(GameTree::root(), s.game.tree().turn(s.game.tree().children(0).front()));
        s.game.setGame(tree);
        s.game.goToEnd();
        QVERIFY(!s.board.animating());
        // Switched off, nothing animates.
        QCoreApplication::processEvents();
        s.board.repaint();
        s.board.setAnimated(false);
        TRELLIS_CHECKED(s.click("e7"));
        TRELLIS_CHECKED(s.click("e5"));
        QCOMPARE(s.game.rowCount(), 2);
        QVERIFY(!s.board.animating());
    }
    void cotulenhStackSplitsAndJoins() {
        Studio s;
        s.start("cotulenh", "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/2i8/2IE2M2EI/2(NF)1GT1TG2/"
                            "3A2S2A1/1N2FH1HF2/6C4 r - - 0 2");
        TRELLIS_CHECKED(s.showBoard());
        // The Air Force leaves the stack on c4 for c2: it slides, the Navy stays on c4.
        TRELLIS_CHECKED(s.click("c4"));
        TRELLIS_CHECKED(s.click("c2"));
        for (QAction* a : s.choiceMenu()->actions())
            if (a->text().startsWith("F") && a->text().contains(">")) a->trigger();
        QVERIFY(s.position.inSession());
        QVERIFY(s.board.animating());
        QVERIFY(s.flight("c4", "c2"));
        QCOMPARE(s.flight("c4", "c2")->token, QString("F"));
        QString stillOnC4;
        for (const DiagramSquare& d : s.board.turnAnimation()->still().squares)
            if (d.name == "c4") stillOnC4 = d.piece;
        QCOMPARE(stillOnC4, QString("N"));
        const qreal progress = s.freezeAt(0.3);
        const QPointF from = s.board.squareCentre("c4"), to = s.board.squareCentre("c2");
        const QPointF at = from + (to - from) * progress;
        const QImage mid = s.picture();
        const QImage after = s.stillPicture();
        const int half = int((to - from).manhattanLength() * 0.06);
        QVERIFY(differingPixels(mid, after, at, half) > half * half);
        s.board.finishAnimation();
        QCOMPARE(s.picture(), after);
        s.position.commit(); // nothing new to show: the board already shows the deploy
        QCOMPARE(s.game.rowCount(), 1);
        QVERIFY(!s.board.animating());
        // Back at the start, the Artillery on d3 joins the Engineer on d5: it slides onto it,
        // the Engineer waits there, and the stack shows at the end.
        s.game.goToStart();
        s.board.repaint();
        TRELLIS_CHECKED(s.click("d3"));
        TRELLIS_CHECKED(s.click("d5"));
        QVERIFY(s.board.animating());
        QVERIFY(s.flight("d3", "d5"));
        QString waiting;
        for (const DiagramSquare& d : s.board.turnAnimation()->still().squares)
            if (d.name == "d5") waiting = d.piece;
        QCOMPARE(waiting, QString("E"));
        s.freezeAt(0.5);
        QVERIFY(s.picture() != s.stillPicture());
        s.board.finishAnimation();
        QCOMPARE(s.picture(), s.stillPicture());
        for (const DiagramSquare& d : s.board.diagram().squares)
            if (d.name == "d5") QCOMPARE(d.piece, QString("(EA)"));
    }
    void tridAttackBoardMoveCarriesItsPassenger() {
        Studio s;
        TRELLIS_CHECKED(s.start("trid", "W:4/4/4/K3|N:4/4/4/4|B:3k/4/4/4|QL3w:2/N1 w - - - 0 30"));
        TRELLIS_CHECKED(s.showBoard());
        TRELLIS_CHECKED(s.clickPin("QL3"));
        TRELLIS_CHECKED(s.clickPin("QL4"));
        QMenu* menu = s.choiceMenu();
        QVERIFY(menu);
        menu->actions().at(0)->trigger(); // QL3-QL4 without the half-turn
        QCOMPARE(s.game.rowCount(), 1);
        QVERIFY(s.board.animating());
        const TurnAnimation* a = s.board.turnAnimation();
        QCOMPARE(a->flights.size(), 1);
        QCOMPARE(a->flights.front().token, QString("N"));
        QVERIFY(a->flights.front().from.startsWith("QL3@"));
        QVERIFY(a->flights.front().to.startsWith("QL4@"));
        // The board stands on QL4 at once; the knight travels from where it stood on QL3.
        const auto painter = createDiagramPainter("trid");
        const QRectF area = s.board.boardRect();
        const QPointF from = painter->squareCentre(a->flights.front().from, area, a->before);
        const QPointF to = painter->squareCentre(a->flights.front().to, area, a->after);
        QVERIFY(!from.isNull() && !to.isNull());
        QVERIFY(s.board.squareCentre(a->flights.front().from).isNull()); // QL3 is empty now
        const qreal progress = s.freezeAt(0.25);
        const QImage mid = s.picture();
        const QImage after = s.stillPicture();
        const int half = int((to - from).manhattanLength() * 0.05);
        QVERIFY(differingPixels(mid, after, from + (to - from) * progress, half) > half * half);
        QVERIFY(differingPixels(mid, after, to, half) > half * half); // not there yet
        s.board.animation().resume();
        QTRY_VERIFY(!s.board.animating());
        QCOMPARE(s.picture(), after);
    }
};

QTEST_MAIN(TestBoardView)
#include "TestBoardView.moc"
