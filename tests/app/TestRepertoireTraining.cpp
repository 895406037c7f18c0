// Repertoire training on the real main window, by clicks on the 2D board (chess, Cotulenh and
// Tri-D):
// Board > Train Repertoire > From the Current Game as <side> (named as the variant names its
// sides) shows the session's boards and the training dock with the menus off; a wrong turn is
// refused, shown and counted, the line is played again until right, the opponent answers along
// its variations, Next Line goes on, Show Move draws the turn; the progress is in the open
// database; Stop gives back the game that was open. A file's repertoire for the second side
// turns the board and begins with the opponent's turn.
#include "BoardView.h"
#include "GameFiles.h"
#include "MainWindow.h"
#include "RepertoireSession.h"
#include "StudioTestSupport.h"
#include "TrainPanel.h"
#include "variant/VariantRegistry.h"

#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace trellis;
using State = RepertoireSession::State;

namespace {

using testing::clickableTurns;

// A repertoire for the first side from the start: A (B C | B' C') | A' D E, the user's turns
// clickable. Lines: L0 A B C, L1 A B' C', L2 A' D E.
struct Repertoire {
    GameTree tree;
    Turn a, a2, c, c2, e;
};

Repertoire makeRepertoire(const Variant& start) {
    Repertoire r{GameTree(start), {}, {}, {}, {}, {}};
    const std::vector<Turn> first = clickableTurns(*start.clone());
    r.a = first[0];
    r.a2 = first[1];
    const NodeId a = *r.tree.addTurn(GameTree::root(), r.a);
    const NodeId a2 = *r.tree.addTurn(GameTree::root(), r.a2);
    const auto after = [&r](NodeId n) { return r.tree.variantAt(n); };
    const std::vector<Turn> replies = after(a)->legalTurns();
    const NodeId b = *r.tree.addTurn(a, replies[0]);
    const NodeId b2 = *r.tree.addTurn(a, replies[1]);
    r.c = clickableTurns(*after(b)).front();
    r.tree.addTurn(b, r.c);
    r.c2 = clickableTurns(*after(b2)).front();
    r.tree.addTurn(b2, r.c2);
    const NodeId d = *r.tree.addTurn(a2, after(a2)->legalTurns().front());
    r.e = clickableTurns(*after(d)).front();
    r.tree.addTurn(d, r.e);
    return r;
}

QString squareName(PositionModel* model, int id) {
    return model->index(model->rowOfSquare(id)).data(PositionModel::NameRole).toString();
}

// Plays a turn on the training board by two clicks.
void clickTurn(MainWindow& w, const Turn& turn) {
    RepertoireSession* s = w.repertoireSession();
    const auto board = s->game()->tree().variantAt(s->game()->currentNode());
    const StepClicks c = board->clicksOf(turn, board->clickedStep(turn, 0));
    BoardView* view = w.trainingBoard();
    QTest::mouseClick(view, Qt::LeftButton, {},
                      view->squareCentre(squareName(s->position(), c.fromSquare)).toPoint());
    QTest::mouseClick(view, Qt::LeftButton, {},
                      view->squareCentre(squareName(s->position(), c.toSquare)).toPoint());
}

int ply(MainWindow& w) {
    const GameModel* g = w.repertoireSession()->game();
    return g->tree().ply(g->currentNode());
}

} // namespace

class TestRepertoireTraining : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void trainCurrentGame_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("first");
        QTest::newRow("chess") << "chess"
                               << "White";
        QTest::newRow("cotulenh") << "cotulenh"
                                  << "Red";
        QTest::newRow("trid") << "trid"
                              << "White";
    }

    void trainCurrentGame() {
        QFETCH(QString, variant);
        QFETCH(QString, first);
        QTemporaryDir dir;
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        QVERIFY(w.openDatabase(dir.filePath("progress.trellisdb"), true).isEmpty());
        QVERIFY(w.newGame(variant));
        const Repertoire r = makeRepertoire(*createVariant(variant.toStdString()).value());
        w.game()->setGame(r.tree);
        w.game()->setCurrentNode(r.tree.children(GameTree::root()).front());
        const NodeId gameNode = w.game()->currentNode();
        QWidget* boards = w.centralWidget();

        QAction* train = testing::menuAction(w, "From the Current Game as " + first);
        QVERIFY(train);
        train->trigger();
        RepertoireSession* s = w.repertoireSession();
        TrainPanel* panel = w.trainPanel();
        QVERIFY(s && panel && w.trainingBoard());
        QVERIFY(w.centralWidget() != boards);
        QVERIFY(!w.menuBar()->isEnabled());
        QVERIFY(panel->isVisible());
        QVERIFY(!w.trainingBoard()->flipped());
        s->setReplyDelay(20);
        QCOMPARE(s->count(), 3);
        QCOMPARE(panel->statusLabel()->text(), QString("Line 1 of 3 · misses: 0"));
        QCOMPARE(panel->promptLabel()->text(), "Your move as " + first);

        // A wrong turn: refused, taken back, counted, the right one shown.
        const auto start = s->game()->tree().variantAt(GameTree::root());
        Turn wrong;
        for (const Turn& t : clickableTurns(*start))
            if (!(t == r.a) && !(t == r.a2)) {
                wrong = t;
                break;
            }
        clickTurn(w, wrong);
        QVERIFY2(panel->promptLabel()->text().startsWith("Wrong: the repertoire plays "),
                 qPrintable(panel->promptLabel()->text()));
        QTRY_COMPARE(s->state(), State::UserToMove);
        QCOMPARE(s->game()->currentNode(), GameTree::root());
        QCOMPARE(s->position()->arrows().size(), 1);
        QCOMPARE(panel->statusLabel()->text(), QString("Line 1 of 3 · misses: 1"));

        // The line: A, the opponent's B, C; then again without a miss.
        clickTurn(w, r.a);
        QTRY_COMPARE(ply(w), 2);
        QTRY_COMPARE(s->state(), State::UserToMove);
        clickTurn(w, r.c);
        QVERIFY(panel->promptLabel()->text().contains("the line again"));
        QTRY_COMPARE(ply(w), 0);
        QTRY_COMPARE(s->state(), State::UserToMove);
        clickTurn(w, r.a);
        QTRY_COMPARE(s->state(), State::UserToMove);
        clickTurn(w, r.c);
        QCOMPARE(s->state(), State::LineDone);
        QCOMPARE(panel->promptLabel()->text(), QString("Line learnt"));
        QVERIFY(!panel->showMoveButton()->isEnabled());

        // Next Line: L1, where the opponent plays its variation B'.
        QTest::mouseClick(panel->nextLineButton(), Qt::LeftButton);
        QCOMPARE(panel->statusLabel()->text(), QString("Line 2 of 4 · misses: 0"));
        clickTurn(w, r.a);
        QTRY_COMPARE(ply(w), 2);
        QTRY_COMPARE(s->state(), State::UserToMove);
        clickTurn(w, r.c2);
        QCOMPARE(s->state(), State::LineDone);

        // L2: Show Move draws A' and counts a miss.
        QTest::mouseClick(panel->nextLineButton(), Qt::LeftButton);
        QTest::mouseClick(panel->showMoveButton(), Qt::LeftButton);
        QCOMPARE(s->misses(), 1);
        QVERIFY(panel->promptLabel()->text().startsWith("The repertoire plays "));
        QCOMPARE(s->position()->arrows().size(), 1);
        QCOMPARE(s->expectedTurn(), std::optional<Turn>(r.a2));

        // The progress is in the open database.
        const std::vector<RepertoireLine> lines = repertoireLines(r.tree, 0);
        const auto missed = w.database()->lineProgress(lines[0].key);
        QVERIFY(missed && missed->has_value());
        QCOMPARE((*missed)->wrong, 1);
        const auto right = w.database()->lineProgress(lines[1].key);
        QVERIFY(right && right->has_value());
        QCOMPARE((*right)->right, 1);
        QVERIFY((*right)->due > (*missed)->due);

        // Stop gives the game back.
        QTest::mouseClick(panel->stopButton(), Qt::LeftButton);
        QCOMPARE(w.centralWidget(), boards);
        QVERIFY(w.menuBar()->isEnabled());
        QVERIFY(!w.repertoireSession());
        QCOMPARE(w.game()->currentNode(), gameNode);
        QCOMPARE(w.game()->tree().children(GameTree::root()).size(), std::size_t(2));
    }

    // From a file (Board > Train Repertoire > From a File…), for the second side: the board is
    // turned and the opponent begins.
    void trainFileAsSecondSide() {
        QTemporaryDir dir;
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        QVERIFY(w.openDatabase(dir.filePath("progress.trellisdb"), true).isEmpty());
        const Repertoire r = makeRepertoire(*createVariant("chess").value());
        const QString file = dir.filePath("repertoire.pgn");
        QVERIFY(saveGame(file, r.tree).isEmpty());
        QVERIFY(w.trainRepertoireFile(dir.filePath("missing.pgn"), 1) != QString());
        // Board > Train Repertoire > From a File…: the file, then the side.
        testing::whenDialogOpens<QFileDialog>([file](QFileDialog* d) {
            auto* name = d->findChild<QLineEdit*>("fileNameEdit");
            if (!name) return d->reject(); // nothing trained: the checks below fail
            name->setText(file);
            QTest::keyClick(name, Qt::Key_Return);
        });
        QStringList sides;
        testing::whenDialogOpens<QInputDialog>([&sides](QInputDialog* d) {
            sides = d->comboBoxItems();
            d->setTextValue("Black");
            d->accept();
        });
        testing::menuAction(w, "From a File…")->trigger();
        QTRY_VERIFY(w.repertoireSession());
        QCOMPARE(sides, QStringList({"White", "Black"}));
        RepertoireSession* s = w.repertoireSession();
        s->setReplyDelay(20);
        QVERIFY(w.trainingBoard()->flipped());
        QCOMPARE(s->side(), 1);
        QTRY_COMPARE(ply(w), 1);
        QTRY_COMPARE(w.trainPanel()->promptLabel()->text(), QString("Your move as Black"));
        // Another mode cannot start meanwhile.
        QVERIFY(w.trainCurrentGame(0) != QString());
        w.stopTraining();
        QVERIFY(!w.trainPanel());
    }
};

QTEST_MAIN(TestRepertoireTraining)
#include "TestRepertoireTraining.moc"
