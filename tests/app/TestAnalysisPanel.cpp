// The analysis panel in the main window, against the fake engine: start from the button and
// the Game menu, lines shown, a clicked line previewed on the board (a click or navigation
// ends the preview), "Add as variation" with its score comment and undo, the engine arrow in
// the PositionModel and the board's diagram, and a crashing engine shown as an error.
#include "AnalysisPanel.h"
#include "BoardView.h"
#include "MainWindow.h"

#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>

using namespace trellis;

namespace {

QPushButton* button(MainWindow& w, const char* name) {
    return w.findChild<QPushButton*>(name);
}

QString pieces(PositionModel* p) {
    QString out;
    for (int r = 0; r < p->rowCount(); ++r)
        out += p->index(r).data(PositionModel::PieceRole).toString() + ",";
    return out;
}

} // namespace

class TestAnalysisPanel : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void dockAndMenuEntries() {
        MainWindow w;
        auto* dock = w.findChild<QDockWidget*>("analysisDock");
        QVERIFY(dock);
        QCOMPARE(dock->widget(), static_cast<QWidget*>(w.analysisPanel()));
        auto* analyse = w.findChild<QAction*>("analyseAction");
        QVERIFY(analyse);
        QCOMPARE(analyse->shortcut(), QKeySequence("Ctrl+Shift+A"));
        w.analysis()->setEngine(FAKE_ENGINE, {"normal"});
        analyse->trigger();
        QVERIFY(w.analysis()->isRunning());
        QVERIFY(analyse->isChecked());
        QTRY_COMPARE(w.analysis()->rowCount(), 1);
        analyse->trigger();
        QVERIFY(!w.analysis()->isRunning());
        QVERIFY(!analyse->isChecked());
    }
    void startButtonShowsLinesAndTheEngineArrow() {
        MainWindow w;
        w.resize(1200, 800);
        w.show();
        w.analysis()->setEngine(FAKE_ENGINE, {"normal"});
        QPushButton* start = button(w, "analysisStartStop");
        QCOMPARE(start->text(), QString("Start"));
        QTest::mouseClick(start, Qt::LeftButton);
        QCOMPARE(start->text(), QString("Stop"));
        QTRY_COMPARE(w.analysis()->depth(), 6);
        QCOMPARE(w.analysisPanel()->lines()->model()->rowCount(), 1);
        QVERIFY(w.findChild<QLabel*>("analysisStatus")->text().contains("Depth 6"));
        const auto arrows = w.position()->arrows();
        QCOMPARE(arrows.size(), 1);
        QVERIFY(arrows[0].engine);
        QCOMPARE(arrows[0].colour, PositionModel::engineArrowColour());
        const Diagram d = w.board()->diagram();
        QCOMPARE(d.arrows.size(), 1);
        QCOMPARE(d.arrows[0].from, arrows[0].from);
        // The arrow starts on a piece of the side to move.
        for (const DiagramSquare& s : d.squares)
            if (s.name == arrows[0].from) QCOMPARE(s.colour, 0);
        // For a look at the panel: TRELLIS_TEST_SHOT=/tmp/panel.png test_analysis_panel
        if (qEnvironmentVariableIsSet("TRELLIS_TEST_SHOT"))
            w.grab().save(qEnvironmentVariable("TRELLIS_TEST_SHOT"));
        QTest::mouseClick(start, Qt::LeftButton);
        QCOMPARE(start->text(), QString("Start"));
        // A new node: the old arrow goes at once.
        QVERIFY(w.game()->playTurn(w.analysis()->turns(0).front()));
        QVERIFY(w.position()->arrows().isEmpty());
    }
    void clickingALinePreviewsItUntilNavigation() {
        MainWindow w;
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.analysis()->setEngine(FAKE_ENGINE, {"normal"});
        w.analysis()->start();
        QTRY_COMPARE(w.analysis()->depth(), 6);
        const QString before = pieces(w.position());
        QTreeView* view = w.analysisPanel()->lines();
        // The first turn of the line ...
        const QRect cell = view->visualRect(view->model()->index(0, AnalysisModel::LineColumn));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.topLeft() + QPoint(30, 4));
        QVERIFY(w.position()->inPreview());
        QCOMPARE(w.position()->previewLength(), 1);
        // ... or the whole line from its score.
        const QRect score = view->visualRect(view->model()->index(0, AnalysisModel::ScoreColumn));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, score.center());
        QCOMPARE(w.position()->previewLength(), 6);
        QVERIFY(pieces(w.position()) != before);
        QVERIFY(w.position()->statusText().startsWith("Preview"));
        QVERIFY(w.position()->arrows().isEmpty());
        // A click on the board ends the preview.
        w.position()->clickSquare(0);
        QVERIFY(!w.position()->inPreview());
        QCOMPARE(pieces(w.position()), before);
        // So does navigation.
        w.analysisPanel()->previewLine(0);
        QVERIFY(w.position()->inPreview());
        QVERIFY(w.game()->playTurn(w.analysis()->turns(0).front()));
        QVERIFY(!w.position()->inPreview());
        w.game()->goBack();
        w.analysisPanel()->previewLine(0); // no lines for this node yet: nothing to preview
        QVERIFY(!w.position()->inPreview());
    }
    void addAsVariationWithTheScoreComment() {
        MainWindow w;
        w.analysis()->setEngine(FAKE_ENGINE, {"normal"});
        w.analysis()->setLineCount(2);
        w.analysis()->start();
        QTRY_COMPARE(w.analysis()->depth(), 6);
        QTRY_COMPARE(w.analysis()->rowCount(), 2);
        w.analysis()->stop();
        QTreeView* view = w.analysisPanel()->lines();
        view->setCurrentIndex(view->model()->index(1, 0));
        const auto line = w.analysis()->turns(1);
        button(w, "analysisAddVariation")->click();
        const GameTree& tree = w.game()->tree();
        QCOMPARE(tree.moveCount(), 6);
        const NodeId first = tree.children(0).front();
        QCOMPARE(tree.turn(first), line.front());
        QCOMPARE(QString::fromStdString(tree.annotation(first).commentAfter), QString("-0.02/6"));
        QCOMPARE(w.game()->currentNode(), GameTree::root());
        QVERIFY(w.isWindowModified());
        w.game()->undoStack()->undo();
        QCOMPARE(w.game()->tree().moveCount(), 0);
        w.game()->undoStack()->setClean(); // no save prompt on close
    }
    void crashingEngineShowsAnErrorAndTheWindowGoesOn() {
        MainWindow w;
        w.analysis()->setEngine(FAKE_ENGINE, {"crash"});
        button(w, "analysisStartStop")->click();
        QTRY_COMPARE(w.analysis()->state(), AnalysisModel::State::Failed);
        QVERIFY(w.findChild<QLabel*>("analysisStatus")->text().contains("crashed"));
        QCOMPARE(button(w, "analysisStartStop")->text(), QString("Start"));
        QVERIFY(!button(w, "analysisAddVariation")->isEnabled() || w.analysis()->rowCount() > 0);
        w.game()->goForward();
        QCOMPARE(w.position()->rowCount(), 96);
    }
};

QTEST_MAIN(TestAnalysisPanel)
#include "TestAnalysisPanel.moc"
