// The solve mode on the real main window, by clicks on the 2D board (Tri-D and Cotulenh): a
// wrong turn is refused and counted, the right line is accepted with the defence answering,
// Hint marks the piece, Solution plays the rest, Next goes on, the results are kept in the
// database and a second run puts the missed puzzles first; leaving the mode gives back the
// game that was open, unsaved edit and undo history included.
#include "BoardView.h"
#include "DatabasePanel.h"
#include "GameFiles.h"
#include "GameGenerator.h"
#include "MainWindow.h"
#include "PuzzleLoadJob.h"
#include "PuzzleSession.h"
#include "SolvePanel.h"
#include "StudioTestSupport.h"
#include "variant/VariantRegistry.h"

#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace trellis;

namespace {

using testing::clickableTurns;

// A puzzle from `start` whose solution is `length` turns chosen among the clickable ones
// (the session judges turns against the line; whether the line is sound is the verifier's).
GameTree makePuzzle(const Variant& start, int length, int pick) {
    GameTree tree(start);
    tree.setTag("SetUp", "1");
    tree.setTag("FEN", start.position());
    tree.setTag("Goal", "win");
    std::unique_ptr<Variant> board = start.clone();
    NodeId at = GameTree::root();
    for (int i = 0; i < length; ++i) {
        const std::vector<Turn> turns = clickableTurns(*board);
        const Turn& t = turns[std::size_t(pick + i) % turns.size()];
        at = *tree.addTurn(at, t);
        board->makeTurn(t);
    }
    return tree;
}

QString squareName(PositionModel* model, int id) {
    return model->index(model->rowOfSquare(id)).data(PositionModel::NameRole).toString();
}

// Plays a turn on the solve panel's 2D board by two clicks.
void clickTurn(MainWindow& w, const Turn& turn) {
    PositionModel* model = w.puzzleSession()->position();
    const std::unique_ptr<Variant> board =
        w.puzzleSession()->game()->tree().variantAt(w.puzzleSession()->game()->currentNode());
    const StepClicks c = board->clicksOf(turn, board->clickedStep(turn, 0));
    BoardView* view = w.solvePanel()->board();
    QTest::mouseClick(view, Qt::LeftButton, {},
                      view->squareCentre(squareName(model, c.fromSquare)).toPoint());
    QTest::mouseClick(view, Qt::LeftButton, {},
                      view->squareCentre(squareName(model, c.toSquare)).toPoint());
}

} // namespace

class TestPuzzleSolve : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void solveCollection_data() {
        QTest::addColumn<QString>("variant");
        QTest::newRow("trid") << "trid";
        QTest::newRow("cotulenh") << "cotulenh";
    }

    void solveCollection() {
        QFETCH(QString, variant);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        MainWindow w;
        w.resize(1300, 850);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // The results go to the open database.
        QVERIFY(w.openDatabase(dir.filePath("results.trellisdb"), true).isEmpty());
        // The game open before: one turn played, unsaved.
        QVERIFY(w.newGame(variant));
        const auto gameBoard = w.game()->tree().variantAt(GameTree::root());
        QVERIFY(w.game()->playTurn(clickableTurns(*gameBoard).front()));
        const NodeId gameNode = w.game()->currentNode();
        const int undoCount = w.game()->undoStack()->count();
        QWidget* boards = w.centralWidget();

        // Three puzzles: the first player solves 3 turns, then 1; the second player solves 1.
        const std::unique_ptr<Variant> start =
            createVariant(variant.toStdString()).value()->clone();
        std::unique_ptr<Variant> afterOne = start->clone();
        afterOne->makeTurn(clickableTurns(*afterOne).front());
        const std::vector<GameTree> puzzles{makePuzzle(*start, 3, 2), makePuzzle(*start, 1, 5),
                                            makePuzzle(*afterOne, 1, 3)};
        QString text;
        for (const GameTree& p : puzzles) text += gameText(p) + "\n";
        const QString file = dir.filePath("puzzles.pgn");
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text.toUtf8());
        }
        QVERIFY2(w.solveFile(file).isEmpty(), qPrintable(w.solveFile(file)));
        PuzzleSession* session = w.puzzleSession();
        SolvePanel* panel = w.solvePanel();
        QVERIFY(session && panel);
        QCOMPARE(w.centralWidget(), panel);
        QVERIFY(!w.menuBar()->isEnabled());
        QVERIFY(!w.databasePanel()->isVisible()); // the game's docks wait
        session->setDefenceDelay(30);
        QCOMPARE(session->count(), 3);
        QVERIFY(panel->statusLabel()->text().contains("Puzzle 1 of 3"));
        QVERIFY(!panel->board()->flipped());

        // Puzzle 1: a wrong turn goes back and counts.
        std::vector<Turn> line;
        for (NodeId n : puzzles[0].mainLine()) line.push_back(puzzles[0].turn(n));
        const std::vector<Turn> first = clickableTurns(*start);
        const Turn wrong = first[0] == line[0] ? first[1] : first[0];
        clickTurn(w, wrong);
        QVERIFY(panel->messageLabel()->text().contains("try again"));
        QTRY_COMPARE(session->game()->currentNode(), GameTree::root());
        QTRY_COMPARE(session->state(), PuzzleSession::State::SolverToMove);
        QCOMPARE(session->misses(), 1);
        QVERIFY(panel->statusLabel()->text().contains("misses: 1"));
        // Hint marks the square of the piece to move.
        QTest::mouseClick(panel->hintButton(), Qt::LeftButton);
        QVERIFY(session->hinted());
        const auto& marks = session->game()->tree().annotation(GameTree::root()).squares;
        QCOMPARE(marks.size(), std::size_t(1));
        const StepClicks key = start->clicksOf(line[0], start->clickedStep(line[0], 0));
        QCOMPARE(QString::fromStdString(marks.front().square),
                 squareName(session->position(), key.fromSquare));
        QVERIFY(
            panel->messageLabel()->text().contains(QString::fromStdString(marks.front().square)));
        // The right line: the defence answers by itself.
        session->setDefenceDelay(300);
        clickTurn(w, line[0]);
        session->setDefenceDelay(30);
        QCOMPARE(session->state(), PuzzleSession::State::Answering);
        // A turn played for the defence meanwhile goes straight back.
        const NodeId afterKey = session->game()->currentNode();
        {
            std::unique_ptr<Variant> b = session->game()->tree().variantAt(afterKey);
            const std::vector<Turn> replies = b->legalTurns();
            QVERIFY(session->game()->playTurn(replies[0] == line[1] ? replies[1] : replies[0]));
        }
        QTRY_COMPARE(session->game()->currentNode(), afterKey);
        QTRY_COMPARE(session->game()->tree().ply(session->game()->currentNode()), 2);
        QTRY_COMPARE(session->state(), PuzzleSession::State::SolverToMove);
        QCOMPARE(session->game()->tree().turn(session->game()->currentNode()), line[1]);
        QCOMPARE(session->game()->tree().children(afterKey).size(), std::size_t(1));
        clickTurn(w, line[2]);
        QCOMPARE(session->state(), PuzzleSession::State::Solved);
        QVERIFY(panel->nextButton()->isEnabled());
        QVERIFY(panel->statusLabel()->text().contains("solved"));
        // Solved, the header no longer says who is to move.
        QVERIFY2(!panel->statusLabel()->text().contains("to move"),
                 qPrintable(panel->statusLabel()->text()));
        QCOMPARE(panel->messageLabel()->text(), QString("Solved!"));

        // Puzzle 2, solved at the first try.
        QTest::mouseClick(panel->nextButton(), Qt::LeftButton);
        QVERIFY(panel->statusLabel()->text().contains("Puzzle 2 of 3"));
        clickTurn(w, puzzles[1].turn(puzzles[1].mainLine().front()));
        QCOMPARE(session->state(), PuzzleSession::State::Solved);
        QCOMPARE(session->firstTry(), 1);

        // Puzzle 3 is the second player's: the board turns; Solution plays it out.
        QTest::mouseClick(panel->nextButton(), Qt::LeftButton);
        QCOMPARE(session->solverSide(), 1);
        QVERIFY(panel->board()->flipped());
        QVERIFY(panel->messageLabel()->text().startsWith("Your turn"));
        QTest::mouseClick(panel->solutionButton(), Qt::LeftButton);
        // Not "your turn" any more: the solution plays.
        QVERIFY2(!panel->messageLabel()->text().startsWith("Your turn"),
                 qPrintable(panel->messageLabel()->text()));
        QTRY_COMPARE(session->state(), PuzzleSession::State::Solved);
        QCOMPARE(panel->messageLabel()->text(), QString("That was the solution."));
        QCOMPARE(session->game()->tree().turn(session->game()->currentNode()),
                 puzzles[2].turn(puzzles[2].mainLine().front()));
        QVERIFY(panel->statusLabel()->text().contains("solution shown"));
        QTest::mouseClick(panel->nextButton(), Qt::LeftButton);
        QCOMPARE(session->state(), PuzzleSession::State::Finished);
        QVERIFY(panel->statusLabel()->text().contains("1 of 3"));

        // The results are in the database, by the puzzles' keys.
        using Outcome = db::PuzzleResult::Outcome;
        const std::array<Outcome, 3> expected{Outcome::WithMisses, Outcome::FirstTry,
                                              Outcome::Shown};
        for (std::size_t i = 0; i < puzzles.size(); ++i) {
            const auto r = w.database()->puzzleResult(PuzzleSession::keyOf(puzzles[i]));
            QVERIFY(r && r->has_value());
            QCOMPARE(int((*r)->outcome), int(expected[i]));
            QCOMPARE((*r)->attempts, 1);
        }

        // Leaving gives the game back as it was.
        QTest::mouseClick(panel->leaveButton(), Qt::LeftButton);
        QCOMPARE(w.centralWidget(), boards);
        QVERIFY(w.menuBar()->isEnabled());
        QVERIFY(w.databasePanel()->isVisible());
        QVERIFY(!w.puzzleSession());
        QCOMPARE(w.game()->currentNode(), gameNode);
        QCOMPARE(w.game()->undoStack()->count(), undoCount);
        QVERIFY(!w.game()->undoStack()->isClean());

        // A second run: the missed ones (1 and 3) first, then the one solved at once.
        QVERIFY(w.solveFile(file).isEmpty());
        session = w.puzzleSession();
        QCOMPARE(session->originalIndex(0), 0);
        QCOMPARE(session->originalIndex(1), 2);
        QCOMPARE(session->originalIndex(2), 1);
        QVERIFY(w.solvePanel()->statusLabel()->text().contains("Puzzle 1 of 3"));
        QTest::mouseClick(w.solvePanel()->leaveButton(), Qt::LeftButton);
        QCOMPARE(w.centralWidget(), boards);
    }

    // The sample collections open from the menu, which names them in words, not by file name;
    // the default database keeps the results when none is open.
    void sampleFromMenu() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!w.database());
        QStringList titles;
        for (QAction* a : w.findChild<QMenu*>("solvePuzzlesMenu")->actions()) titles << a->text();
        QVERIFY2(titles.contains("Chess puzzles") && titles.contains("Cotulenh puzzles") &&
                     titles.contains("Tri-D Chess training positions from games"),
                 qPrintable(titles.join(" | ")));
        QVERIFY2(titles.filter("-puzzles").isEmpty() && titles.filter("-training").isEmpty(),
                 qPrintable(titles.join(" | "))); // no file names
        QAction* sample = testing::menuAction(w, "Tri-D Chess puzzles");
        QVERIFY(sample);
        sample->trigger();
        QVERIFY(w.puzzleSession());
        QCOMPARE(w.puzzleSession()->count(), 4);
        QVERIFY(w.puzzleResults());
        QCOMPARE(w.puzzleResults()->path(), *db::GameDatabase::defaultPath());
        w.leavePuzzles();
        QVERIFY(!w.puzzleSession());
    }

    // Puzzles > Mine Puzzles from Database… finds the mate placed in a game of the open
    // database (off the GUI thread, with a progress dialog), and the puzzle found is solved.
    void mineFromDatabase() {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openDatabase(dir.filePath("m.trellisdb"), true).isEmpty());
        std::unique_ptr<Variant> board = createVariant("cotulenh").value()->clone();
        const std::string position = "9c1/3+F1h1h3/NN3t1sg2/2i3a2ti/3e7/5E5/4F3e1I/1nI5TES/"
                                     "4+f5C/5T4G/5HAH3/11 b - - 12 64";
        QVERIFY(board->setPosition(position));
        GameTree game(*board);
        game.setTag("SetUp", "1");
        game.setTag("FEN", position);
        game.setTag("Event", "Mining test");
        QVERIFY(game.addTurnText(GameTree::root(), "+Fh4"));
        QVERIFY(w.database()->addGame(game));
        QAction* mine = w.findChild<QAction*>("minePuzzlesAction");
        QVERIFY(mine && mine->isEnabled());
        mine->trigger();
        QMessageBox* box = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((box = w.findChild<QMessageBox*>("miningResult")), 20000);
        QVERIFY2(box->text().startsWith("1 puzzle found in 1 game ("), qPrintable(box->text()));
        QCOMPARE(w.minedPuzzles().size(), std::size_t(1));
        QCOMPARE(w.minedPuzzles().front().tag("Goal"), std::string("mate in 1"));
        QCOMPARE(w.minedPuzzles().front().tag("Source"), std::string("Mining test, ply 0"));
        const QString saved = dir.filePath("mined.pgn");
        QVERIFY(w.saveMinedPuzzles(saved).isEmpty());
        QCOMPARE(loadGames(saved).games.size(), 1);
        QTest::mouseClick(box->findChild<QPushButton*>("solveMined"), Qt::LeftButton);
        QTRY_VERIFY(w.puzzleSession());
        QCOMPARE(w.puzzleSession()->count(), 1);
        QCOMPARE(w.puzzleSession()->solverSide(), 1);
        w.leavePuzzles();
    }

    // Cancel in the mining progress dialog stops the job early; what was found is offered.
    void miningCancelled() {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openDatabase(dir.filePath("c.trellisdb"), true).isEmpty());
        db::GeneratorOptions options;
        options.variant = findVariant("cotulenh");
        for (int i = 0; i < 20; ++i) QVERIFY(w.database()->addGame(db::generateGame(options, i)));
        w.findChild<QAction*>("minePuzzlesAction")->trigger();
        QProgressDialog* progress = w.findChild<QProgressDialog*>("miningProgress");
        QVERIFY(progress);
        QTest::mouseClick(progress->findChild<QPushButton*>(), Qt::LeftButton);
        QMessageBox* box = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((box = w.findChild<QMessageBox*>("miningResult")), 20000);
        QVERIFY2(box->text().contains("cancelled"), qPrintable(box->text()));
        QVERIFY2(!box->text().contains("in 20 games"), qPrintable(box->text()));
    }

    // At the final mating turn after the key any mate is accepted; at the key, only the key.
    void anyFinalMateAfterTheKey() {
        std::unique_ptr<Variant> board = createVariant("chess").value()->clone();
        QVERIFY(board->setPosition("7k/8/6K1/8/8/8/8/1Q6 w - - 0 1"));
        GameTree puzzle(*board);
        puzzle.setTag("Goal", "mate in 2");
        NodeId at = GameTree::root();
        for (const char* t : {"Qb7", "Kg8", "Qb8#"}) at = *puzzle.addTurnText(at, t);
        PuzzleSession session;
        session.setDefenceDelay(0);
        QVERIFY(session.start({puzzle}, nullptr).isEmpty());
        GameModel* game = session.game();
        // Qb8 mates at once, but the key is Qb7: refused.
        QVERIFY(game->playTurn(board->parseTurn("Qb8#", Notation::San).value()));
        QCOMPARE(session.misses(), 1);
        QTRY_COMPARE(session.state(), PuzzleSession::State::SolverToMove);
        QCOMPARE(game->currentNode(), GameTree::root());
        QVERIFY(game->playTurn(board->parseTurn("Qb7", Notation::San).value()));
        QTRY_COMPARE(game->tree().ply(game->currentNode()), 2);
        QTRY_COMPARE(session.state(), PuzzleSession::State::SolverToMove);
        // Qg7# is not the line's Qb8#, but a mate: accepted.
        std::unique_ptr<Variant> now = game->tree().variantAt(game->currentNode());
        QVERIFY(game->playTurn(now->parseTurn("Qg7#", Notation::San).value()));
        QCOMPARE(session.state(), PuzzleSession::State::Solved);
        QCOMPARE(session.misses(), 1);
    }

    // The Cotulenh deploy mate of the samples: a completion of the key (the Navy moving too)
    // that mates is accepted as the key; a completion that does not mate is not.
    void deployCompletionIsTheKey() {
        const LoadedGames loaded =
            loadGames(TRELLIS_SOURCE_DIR "/resources/puzzles/cotulenh-puzzles.pgn");
        QVERIFY(loaded.games.size() > 1);
        const GameTree& sample = loaded.games[1];
        PuzzleSession session;
        session.setDefenceDelay(0);
        QVERIFY(session.start({sample}, nullptr).isEmpty());
        std::unique_ptr<Variant> board = sample.startVariant().clone();
        const Turn completion = board->parseTurn("+F>h4,N>c1", board->fileNotation()).value();
        const Turn key = sample.turn(sample.mainLine().front());
        QVERIFY(completion != key);
        QVERIFY(session.game()->playTurn(completion));
        QCOMPARE(session.state(), PuzzleSession::State::Solved);
        QCOMPARE(session.misses(), 0);
    }

    // A database's games with a Goal tag are a collection, read on a thread of its own under a
    // progress dialog: none gives a box that says so (the window goes on); a puzzle missed
    // last time comes first.
    void databasePuzzles() {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openDatabase(dir.filePath("p.trellisdb"), true).isEmpty());
        QVERIFY(w.solveDatabasePuzzles());
        QTRY_VERIFY(w.findChild<QMessageBox*>("puzzleLoadMessage"));
        auto* none = w.findChild<QMessageBox*>("puzzleLoadMessage");
        QVERIFY(none->text().contains("no puzzle"));
        QVERIFY(!w.puzzleSession());
        none->close();
        QTRY_VERIFY(!w.findChild<QProgressDialog*>("puzzleLoadProgress"));

        const std::unique_ptr<Variant> start = createVariant("cotulenh").value()->clone();
        const GameTree first = makePuzzle(*start, 1, 0), second = makePuzzle(*start, 1, 3);
        QVERIFY(w.database()->addGame(GameTree(*start)));
        QVERIFY(w.database()->addGame(first));
        QVERIFY(w.database()->addGame(second));
        QVERIFY(w.database()->recordPuzzleResult(PuzzleSession::keyOf(second),
                                                 db::PuzzleResult::Outcome::Shown,
                                                 "2026-11-28T00:00:00Z"));
        QVERIFY(w.solveDatabasePuzzles());
        QTRY_VERIFY(w.puzzleSession());
        QCOMPARE(w.puzzleSession()->count(), 2);
        QCOMPARE(w.puzzleSession()->originalIndex(0), 1); // the missed one
        QVERIFY(!w.findChild<QMessageBox*>("puzzleLoadMessage"));
        QTRY_VERIFY(!w.findChild<QProgressDialog*>("puzzleLoadProgress"));
        w.leavePuzzles();
    }

    // Thousands of puzzles: the progress dialog shows while they are read; Cancel opens
    // nothing and leaves the window as it was, and the next try opens them all.
    void databasePuzzlesCancel() {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openDatabase(dir.filePath("p.trellisdb"), true).isEmpty());
        const std::unique_ptr<Variant> start = createVariant("chess").value()->clone();
        constexpr int kPuzzles = 3000;
        QVERIFY(w.database()->beginTransaction());
        for (int i = 0; i < kPuzzles; ++i)
            QVERIFY(w.database()->addGame(makePuzzle(*start, 1 + i % 3, i)));
        QVERIFY(w.database()->commit());

        PuzzleLoadJob* job = w.solveDatabasePuzzles();
        QVERIFY(job);
        auto* progress = w.findChild<QProgressDialog*>("puzzleLoadProgress");
        QVERIFY(progress && progress->isVisible());
        QTest::mouseClick(progress->findChild<QPushButton*>(), Qt::LeftButton);
        QTRY_VERIFY(!w.findChild<QProgressDialog*>("puzzleLoadProgress"));
        QVERIFY(!w.puzzleSession());
        QVERIFY(!w.findChild<QMessageBox*>("puzzleLoadMessage"));
        QVERIFY(w.statusBar()->currentMessage().contains("not opened"));

        QVERIFY(w.solveDatabasePuzzles());
        QTRY_VERIFY_WITH_TIMEOUT(w.puzzleSession(), 60000);
        QCOMPARE(w.puzzleSession()->count(), kPuzzles);
        w.leavePuzzles();
    }
};

QTEST_MAIN(TestPuzzleSolve)
#include "TestPuzzleSolve.moc"
