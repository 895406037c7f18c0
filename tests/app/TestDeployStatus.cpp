// A Cotulenh deploy in the main window: the choice menu says in words which pieces go; the
// status bar says "Deploying…" while the deploy is
// open and stops saying it once the deploy is committed or cancelled, and says why a square
// cannot be reached inside it. A selected stack shows its
// pieces as tokens: picking one narrows the targets to its own, and a target click plays it.
#include "BoardView.h"
#include "MainWindow.h"
#include "StackTokenStrip.h"
#include "variant/VariantRegistry.h"

#include <QApplication>
#include <QLabel>
#include <QMenu>
#include <QSet>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

using namespace trellis;

class TestDeployStatus : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // A game file as the Cotulenh platform exports it (no Variant tag, the last board in
    // [FEN]) opens as Cotulenh from the start, the status bar saying what was repaired; a file
    // with its true start then opens in the same window, nothing repaired; the moves play on.
    void aPlatformGameOpensAsItIs() {
        MainWindow w;
        w.setViewMode("2d");
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        const QString data = TRELLIS_SOURCE_DIR "/tests/data/cotulenh-platform/";
        QCOMPARE(w.openFile(data + "games-as-exported.pgn", 0), QString());
        QCOMPARE(w.game()->variantId(), QString("cotulenh"));
        QVERIFY2(w.statusBar()->currentMessage().contains("[FEN]"),
                 qPrintable(w.statusBar()->currentMessage()));
        const GameTree& exported = w.game()->tree();
        QCOMPARE(exported.startPosition(), exported.startVariant().startPosition());
        QCOMPARE(int(exported.mainLine().size()), 34);
        w.game()->goToEnd();
        QCOMPARE(w.game()->currentNode(), exported.mainLine().back());

        w.statusBar()->clearMessage();
        QCOMPARE(w.openFile(data + "games-true-fen.pgn", 1), QString());
        QCOMPARE(w.game()->variantId(), QString("cotulenh"));
        // Nothing repaired in the game shown; the file's three ambiguous games are said.
        const QString said = w.statusBar()->currentMessage();
        QVERIFY2(!said.contains("repair") && said.startsWith("3 games skipped"), qPrintable(said));
        QVERIFY(w.game()->tree().mainLine().size() > 20);
    }

    void deployingTextGoesWhenTheDeployEnds_data() {
        QTest::addColumn<bool>("commit");
        QTest::newRow("committed") << true;
        QTest::newRow("cancelled") << false;
    }
    void deployingTextGoesWhenTheDeployEnds() {
        QFETCH(bool, commit);
        MainWindow w;
        w.setViewMode("2d");
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        auto v = createVariant("cotulenh");
        QVERIFY(v.value()->setPosition("6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/2i8/2IE2M2EI/"
                                       "2(NF)1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1"));
        w.game()->setGame(GameTree(*v.value()));
        // The Air Force leaves the stack on c4 for c2, chosen from the menu.
        click(w, "c4");
        click(w, "c2");
        QMenu* menu = w.board()->findChild<QMenu*>("choiceMenu");
        QVERIFY(menu);
        // The entries say in words which pieces go.
        QStringList entries;
        for (QAction* a : menu->actions()) entries << a->text();
        QVERIFY2(entries.filter("Air Force alone to c2").size() == 1,
                 qPrintable(entries.join(" | ")));
        QVERIFY2(entries.filter("whole stack to c2").size() >= 1, qPrintable(entries.join(" | ")));
        // No two entries say the same in words.
        QSet<QString> words;
        for (const QString& e : entries) words << e.section(" — ", 1);
        QVERIFY2(words.size() == entries.size(), qPrintable(entries.join(" | ")));
        QAction* deploy = nullptr;
        for (QAction* a : menu->actions())
            if (a->text().startsWith("F") && a->text().contains(">")) deploy = a;
        QVERIFY(deploy);
        QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(deploy).center());
        QVERIFY(w.position()->inSession());
        // One step played, said as English says it.
        QVERIFY2(w.statusBar()->currentMessage().startsWith("Deploying: 1 step played;"),
                 qPrintable(w.statusBar()->currentMessage()));
        QTRY_VERIFY(QApplication::activePopupWidget() == nullptr);
        if (commit) {
            QVERIFY(w.position()->canCommit());
            QTest::keyClick(&w, Qt::Key_Return);
            QCOMPARE(w.game()->rowCount(), 1);
            // The turn reads the same in the move list and under the board, "<" and all.
            const QString turn = w.game()->index(0, 0).data().toString();
            QVERIFY2(turn.contains('<'), qPrintable(turn));
            auto* label = w.findChild<QLabel*>("turnLabel");
            QVERIFY2(label->text().contains(turn), qPrintable(label->text()));
            QVERIFY2(label->sizeHint().width() >=
                         label->fontMetrics().horizontalAdvance(label->text()),
                     "the text under the board is shown as markup");
        } else {
            QTest::keyClick(&w, Qt::Key_Escape);
            QCOMPARE(w.game()->rowCount(), 0);
        }
        QVERIFY(!w.position()->inSession());
        QVERIFY2(!w.statusBar()->currentMessage().contains("Deploying"),
                 qPrintable(w.statusBar()->currentMessage()));
    }

    void stackTokensPickThePieceThatMoves() {
        MainWindow w;
        w.setViewMode("2d");
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        loadStackOnC4(w);
        StackTokenStrip* strip = w.board()->stackTokens();
        QVERIFY(!strip->isVisible());
        click(w, "c4");
        // The whole stack, then its pieces (the Navy carries the Air Force).
        QTRY_VERIFY(strip->isVisible());
        const auto tokens = w.position()->stackTokens();
        QStringList names;
        for (const auto& t : tokens) names << t.name;
        QCOMPARE(names, (QStringList{"Whole stack", "Navy", "Air Force"}));
        QCOMPARE(tokens[0].token, QString("(NF)"));
        // The strip covers neither the stack nor any of its targets.
        QVERIFY(!strip->geometry().contains(w.board()->squareCentre("c4").toPoint()));
        for (const QString& t : targets(w))
            QVERIFY2(!strip->geometry().contains(w.board()->squareCentre(t).toPoint()),
                     qPrintable(t));
        const int allTargets = targets(w).size();
        // The Air Force alone: its targets only (it flies where the Navy cannot: d4 is land).
        QTest::mouseClick(strip, Qt::LeftButton, {}, strip->tokenRect(2).center());
        QCOMPARE(w.position()->pickedStackToken(), 2);
        const QStringList air = targets(w);
        QVERIFY2(air.contains("c2") && air.contains("d4"), qPrintable(air.join(' ')));
        QVERIFY(air.size() < allTargets);
        QVERIFY2(w.statusBar()->currentMessage().startsWith("Air Force on c4"),
                 qPrintable(w.statusBar()->currentMessage()));
        // A click on a target deploys it: no menu.
        click(w, "c2");
        QVERIFY(!w.board()->findChild<QMenu*>("choiceMenu"));
        QVERIFY(w.position()->inSession());
        QVERIFY(w.statusBar()->currentMessage().startsWith("Deploying"));
        QVERIFY(!strip->isVisible()); // the Navy is alone on c4 now
        // Inside the deploy the status bar says why a square cannot be reached, for the piece
        // that would go, and that only the stack's pieces move now.
        click(w, "c4");
        click(w, "d4");
        QCOMPARE(w.statusBar()->currentMessage(), QString("The Navy cannot move onto land (d4)."));
        click(w, "e5");
        QCOMPARE(w.statusBar()->currentMessage(),
                 QString("Only the pieces of the deploying stack may move now."));
        QVERIFY(w.position()->inSession());
        // The Navy goes next; the deploy is complete and played.
        click(w, "c4");
        click(w, "c6");
        QVERIFY(!w.board()->findChild<QMenu*>("choiceMenu"));
        QCOMPARE(w.game()->rowCount(), 1);
        // Picking the Navy of a fresh stack leaves the Air Force's squares out, and a click
        // on one says why for the Navy.
        w.game()->goToStart();
        click(w, "c4");
        QTest::mouseClick(strip, Qt::LeftButton, {}, strip->tokenRect(1).center());
        QVERIFY(!targets(w).contains("d4"));
        click(w, "d4");
        QCOMPARE(w.statusBar()->currentMessage(), QString("The Navy cannot move onto land (d4)."));
        click(w, "c4");
        QTest::mouseClick(strip, Qt::LeftButton, {}, strip->tokenRect(1).center());
        // Picked again, the token lets go: every target of the stack is back.
        QTest::mouseClick(strip, Qt::LeftButton, {}, strip->tokenRect(1).center());
        QCOMPARE(w.position()->pickedStackToken(), -1);
        QCOMPARE(targets(w).size(), allTargets);
    }

    // The token strip of a stack on the second rank floats over the squares, never over the
    // file letters under the board or the rank numbers beside it.
    void stackTokensLeaveTheCoordinatesInSight() {
        MainWindow w;
        w.setViewMode("2d");
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        auto v = createVariant("cotulenh");
        // The Navy carrying the Air Force on b2, by the lower edge.
        QVERIFY(v.value()->setPosition("6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/"
                                       "2N1GT1TG2/3A2S2A1/1(NF)3H1HF2/6C4 r - - 0 1"));
        w.game()->setGame(GameTree(*v.value()));
        click(w, "b2");
        StackTokenStrip* strip = w.board()->stackTokens();
        QTRY_VERIFY(strip->isVisible());
        const QPointF a1 = w.board()->squareCentre("a1"), b1 = w.board()->squareCentre("b1");
        const qreal side = b1.x() - a1.x();
        const QRectF squares(
            QPointF(a1.x() - side / 2, w.board()->squareCentre("a12").y() - side / 2),
            QPointF(w.board()->squareCentre("k1").x() + side / 2, a1.y() + side / 2));
        QVERIFY2(squares.adjusted(-1, -1, 1, 1).contains(QRectF(strip->geometry())),
                 qPrintable(QString("strip %1,%2 %3x%4, squares to y %5")
                                .arg(strip->x())
                                .arg(strip->y())
                                .arg(strip->width())
                                .arg(strip->height())
                                .arg(squares.bottom())));
        QVERIFY(!strip->geometry().contains(w.board()->squareCentre("b2").toPoint()));
    }

  private:
    static void loadStackOnC4(MainWindow& w) {
        auto v = createVariant("cotulenh");
        QVERIFY(v.value()->setPosition("6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/2i8/2IE2M2EI/"
                                       "2(NF)1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1"));
        w.game()->setGame(GameTree(*v.value()));
    }
    static QStringList targets(MainWindow& w) {
        QStringList out;
        for (const DiagramSquare& s : w.board()->diagram().squares)
            if (s.target) out << s.name;
        return out;
    }
    static void click(MainWindow& w, const QString& name) {
        const QPointF at = w.board()->squareCentre(name);
        QVERIFY2(!at.isNull(), qPrintable("no centre for " + name));
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, at.toPoint());
    }
};

QTEST_MAIN(TestDeployStatus)
#include "TestDeployStatus.moc"
