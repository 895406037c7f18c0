// A selected piece clicked onto a square it cannot reach: the status bar says why, in the
// game's terms, in each variant (the reasons themselves are tested in tests/variant).
#include "BoardView.h"
#include "MainWindow.h"
#include "StudioTestSupport.h"
#include "variant/VariantRegistry.h"

#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

using namespace trellis;

class TestMoveMessages : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void statusBarSaysWhy_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("chess") << "chess"
                               << "4k3/8/8/8/8/8/P7/R3K3 w - - 0 1"
                               << "a1"
                               << "a4"
                               << "The Rook on a1 cannot reach a4: the path is blocked on a2.";
        QTest::newRow("trid") << "trid"
                              << "W:4/1P2/1R2/4|N:4/4/4/4|B:4/4/4/4|QL1w:2/2|KL1w:2/K1|"
                                 "QL6b:2/2|KL6b:k1/2 w - - - 0 1"
                              << "b2W"
                              << "b4N"
                              << "The Rook on b2W cannot reach b4N: the path is blocked on b3W.";
        QTest::newRow("cotulenh") << "cotulenh"
                                  << "5c5/11/11/11/11/11/11/11/11/N10/11/6C3I r - - 0 1"
                                  << "a3"
                                  << "e3"
                                  << "The Navy cannot move onto land (e3).";
    }
    void statusBarSaysWhy() {
        QFETCH(QString, variant);
        QFETCH(QString, position);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, message);
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        auto board = createVariant(variant.toStdString());
        QVERIFY(board);
        if (!position.isEmpty()) QVERIFY(board.value()->setPosition(position.toStdString()));
        w.game()->setGame(GameTree(*board.value()));
        click(w, from);
        QVERIFY2(w.board()->diagram().squares.size() > 0, "no squares");
        bool selected = false;
        for (const DiagramSquare& s : w.board()->diagram().squares)
            selected = selected || (s.selected && s.name == from);
        QVERIFY2(selected, qPrintable(w.statusBar()->currentMessage()));
        click(w, to);
        QCOMPARE(w.statusBar()->currentMessage(), message);
        QCOMPARE(w.game()->rowCount(), 0); // nothing played
    }

  private:
    static void click(MainWindow& w, const QString& name) {
        const QPointF at = w.board()->squareCentre(name);
        QVERIFY2(!at.isNull(), qPrintable("no centre for " + name));
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, at.toPoint());
    }
};

QTEST_MAIN(TestMoveMessages)
#include "TestMoveMessages.moc"
