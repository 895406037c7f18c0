// The Puzzles menu of the main window and the solve mode it opens.
#include "MainWindow.h"

#include "GameFiles.h"
#include "PuzzleSession.h"
#include "SolvePanel.h"

#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QStatusBar>
#include <QToolBar>

namespace trellis {

void MainWindow::buildPuzzleMenu(QMenu* puzzles) {
    QMenu* solve = puzzles->addMenu(tr("&Solve Puzzles"));
    solve->setObjectName("solvePuzzlesMenu");
    action(solve, tr("From a &Game File…"), QKeySequence("Ctrl+Alt+P"), [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Solve Puzzles"), {}, tr("Game files (*.pgn *.tdc);;All files (*)"));
        if (!path.isEmpty()) showError(solveFile(path));
    });
    action(solve, tr("From the &Database"), {}, [this] { showError(solveDatabasePuzzles()); });
    solve->addSeparator();
    for (const QString& name : puzzleSampleNames())
        action(solve, tr("Sample: %1").arg(QFileInfo(name).completeBaseName()), {},
               [this, name] { showError(solveSample(name)); });
}

QStringList MainWindow::puzzleSampleNames() const {
    return QDir(":/puzzles").entryList({"*.pgn"}, QDir::Files, QDir::Name);
}

db::GameDatabase* MainWindow::puzzleResults() {
    if (database_) return database_.get();
    if (!resultsDatabase_) {
        auto opened = db::GameDatabase::openDefault();
        if (!opened) {
            statusBar()->showMessage(
                tr("Puzzle results cannot be kept: %1").arg(opened.error().text()), 8000);
            return nullptr;
        }
        resultsDatabase_ = std::move(*opened);
    }
    return resultsDatabase_.get();
}

QString MainWindow::solveFile(const QString& path) {
    LoadedGames loaded = loadGames(path);
    if (!loaded.failure.isEmpty()) return loaded.failure;
    std::vector<GameTree> puzzles;
    for (GameTree& tree : loaded.games)
        if (!tree.tag("Goal").empty()) puzzles.push_back(std::move(tree));
    if (puzzles.empty()) return tr("%1 holds no puzzle (a game with a Goal tag).").arg(path);
    return solvePuzzles(std::move(puzzles));
}

QString MainWindow::solveSample(const QString& name) {
    return solveFile(":/puzzles/" + name);
}

QString MainWindow::solveDatabasePuzzles() {
    if (!database_) return tr("No game database is open.");
    const auto ids = database_->idsWithTag("Goal");
    if (!ids) return ids.error().text();
    std::vector<GameTree> puzzles;
    for (qint64 id : *ids) {
        auto tree = database_->loadGame(id);
        if (!tree) return tree.error().text();
        puzzles.push_back(std::move(*tree));
    }
    if (puzzles.empty()) return tr("The database holds no puzzle (a game with a Goal tag).");
    return solvePuzzles(std::move(puzzles));
}

QString MainWindow::solvePuzzles(std::vector<GameTree> puzzles) {
    if (solvePanel_ || editor_) return tr("Leave the mode you are in first.");
    auto* session = new PuzzleSession(this);
    session->game()->setNotation(game_.notation());
    if (const QString error = session->start(std::move(puzzles), puzzleResults());
        !error.isEmpty()) {
        delete session;
        return error;
    }
    puzzleSession_ = session;
    solvePanel_ = new SolvePanel(session, viewMode_, this);
    connect(solvePanel_, &SolvePanel::leaveRequested, this, &MainWindow::leavePuzzles);
    // The game's boards wait, untouched, until the mode is left.
    centralBeforeSolve_ = takeCentralWidget();
    setCentralWidget(solvePanel_);
    solvePanel_->show();
    suspendMenus(true);
    // The game's docks and tool bars speak of the game, not the puzzle: away until the end.
    stateBeforeSolve_ = saveState();
    for (QDockWidget* dock : findChildren<QDockWidget*>()) dock->hide();
    for (QToolBar* bar : findChildren<QToolBar*>()) bar->hide();
    state_->hide();
    return {};
}

void MainWindow::leavePuzzles() {
    if (!solvePanel_) return;
    takeCentralWidget();
    solvePanel_->deleteLater();
    solvePanel_ = nullptr;
    puzzleSession_->stop();
    puzzleSession_->deleteLater();
    puzzleSession_ = nullptr;
    setCentralWidget(centralBeforeSolve_);
    centralBeforeSolve_->show();
    centralBeforeSolve_ = nullptr;
    suspendMenus(false);
    restoreState(stateBeforeSolve_);
    state_->show();
}

} // namespace trellis
