// The analysis panel in the main window, against the fake engine: start from the button and
// the Game menu, lines shown, a clicked line previewed on the board (a click or navigation
// ends the preview), "Add as variation" with its score comment and undo, the engine arrow in
// the PositionModel and the board's diagram, and a crashing engine shown as an error.
#include "AnalysisPanel.h"
#include "BoardView.h"
#include "EvaluationBar.h"
#include "MainWindow.h"

#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>

#include <cmath>

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
    // A line clicked for preview keeps showing in its row while the search goes deeper, until
    // the preview ends; in a narrow panel the lines wrap instead of being cut; the evaluation
    // bar stands just left of the 2D board, its score in the window's font.
    void narrowPanelHeldLineAndTheBar() {
        MainWindow w;
        QVERIFY(w.setViewMode("2d").isEmpty());
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* dock = w.findChild<QDockWidget*>("analysisDock");
        dock->show();
        dock->raise();
        w.resizeDocks({dock}, {230}, Qt::Horizontal);
        w.analysis()->setEngine(FAKE_ENGINE, {"slow"});
        w.analysis()->start();
        QTRY_VERIFY(w.analysis()->depth() >= 2);
        QTreeView* view = w.analysisPanel()->lines();
        const QModelIndex line = view->model()->index(0, AnalysisModel::LineColumn);
        const QRect score = view->visualRect(view->model()->index(0, AnalysisModel::ScoreColumn));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, score.center());
        QVERIFY(w.position()->inPreview());
        const int held = w.position()->previewLength();
        const QString text = line.data(AnalysisModel::LineTextRole).toString();
        QTRY_VERIFY(w.analysis()->depth() >= held + 2);
        QCOMPARE(line.data(AnalysisModel::LineTextRole).toString(), text);
        QCOMPARE(int(w.analysis()->turns(0).size()), held);
        QCOMPARE(w.position()->previewLength(), held);
        // A click on the board leaves the preview: the newest line shows.
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, w.board()->rect().center());
        QVERIFY(!w.position()->inPreview());
        QVERIFY(int(w.analysis()->turns(0).size()) > held);
        QTRY_COMPARE(w.analysis()->depth(), 6);

        // The whole line shows, over several rows of text.
        QTRY_VERIFY(view->visualRect(line).height() >= 2 * view->fontMetrics().height());
        const QRect cell = view->visualRect(line);
        QVERIFY2(view->fontMetrics().horizontalAdvance(line.data().toString()) > cell.width(),
                 "the line should be longer than the narrow column");

        // The bar beside the board's drawing, as tall as it.
        EvaluationBar* bar = w.evaluationBar();
        QVERIFY(bar->isVisible());
        const QRect barRect(bar->mapTo(&w, QPoint(0, 0)), bar->size());
        const QRectF drawn =
            w.board()->drawnRect().translated(QPointF(w.board()->mapTo(&w, QPoint(0, 0))));
        QVERIFY2(std::abs(barRect.right() - drawn.left()) <= 8,
                 qPrintable(QString("bar ends at %1, board starts at %2")
                                .arg(barRect.right())
                                .arg(drawn.left())));
        QVERIFY(std::abs(barRect.height() - drawn.height()) <= 2);
        QVERIFY(bar->labelFont().pointSizeF() >= w.font().pointSizeF());
        QVERIFY(bar->labelFont().bold());
        w.analysis()->stop();
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
