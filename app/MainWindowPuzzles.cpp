// The Puzzles menu of the main window and the solve mode it opens.
#include "MainWindow.h"

#include "GameFileDialog.h"
#include "SampleTitles.h"

#include "ErrorText.h"
#include "GameFiles.h"
#include "PuzzleLoadJob.h"
#include "PuzzleMining.h"
#include "PuzzleSession.h"
#include "SolvePanel.h"
#include "game/PgnWriter.h"

#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QStatusBar>
#include <QToolBar>

namespace trellis {

namespace {

// The window-modal dialog of a job: shown at once, with Cancel, up until it is deleted.
QProgressDialog* jobProgress(const QString& label, const char* name, QWidget* window) {
    auto* progress = new QProgressDialog(label, MainWindow::tr("Cancel"), 0, 0, window);
    progress->setObjectName(name);
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(0);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    return progress;
}

} // namespace

void MainWindow::buildPuzzleMenu(QMenu* puzzles) {
    QMenu* solve = menu(puzzles, QT_TR_NOOP("&Solve Puzzles"));
    solve->setObjectName("solvePuzzlesMenu");
    action(solve, QT_TR_NOOP("From a &Game File…"), QKeySequence("Ctrl+Alt+P"), [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Solve Puzzles"), {}, tr("Game files (*.pgn *.tdc);;All files (*)"));
        if (!path.isEmpty()) showError(solveFile(path));
    });
    action(solve, QT_TR_NOOP("From the &Database"), {}, [this] { solveDatabasePuzzles(); });
    action(puzzles, QT_TR_NOOP("&Mine Puzzles from Database…"), {}, [this] {
        minePuzzlesFromDatabase();
    })->setObjectName("minePuzzlesAction");
    solve->addSeparator();
    for (const QString& name : puzzleSampleNames()) {
        QAction* a = action(solve, QString(), {}, [this, name] { showError(solveSample(name)); });
        texts_.add([a, name] { a->setText(sampleTitle(name)); });
    }
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

PuzzleLoadJob* MainWindow::solveDatabasePuzzles() {
    if (!database_) {
        showError(tr("No game database is open."));
        return nullptr;
    }
    if (solvePanel_ || editor_) {
        showError(tr("Leave the mode you are in first."));
        return nullptr;
    }
    auto* job = new PuzzleLoadJob(database_->path(), this);
    auto* progress =
        jobProgress(tr("Reading the puzzles of the database…"), "puzzleLoadProgress", this);
    connect(progress, &QProgressDialog::canceled, job, &PuzzleLoadJob::cancel);
    connect(job, &PuzzleLoadJob::progress, progress, [progress](qint64 done, qint64 total) {
        progress->setMaximum(int(total));
        progress->setValue(int(done));
        const QLocale locale;
        progress->setLabelText(
            tr("Puzzle %1 of %2").arg(locale.toString(done), locale.toString(total)));
    });
    connect(job, &PuzzleLoadJob::finished, this, [this, job, progress] {
        progress->deleteLater();
        job->deleteLater();
        PuzzleLoadReport report = job->takeReport();
        if (report.cancelled) return statusBar()->showMessage(tr("Puzzles not opened."), 5000);
        QString error = report.failure;
        if (error.isEmpty() && report.games == 0)
            error = tr("The database holds no puzzle (a game with a Goal tag).");
        if (error.isEmpty())
            error = openSolveMode([&](PuzzleSession& session) {
                return session.start(std::move(report.puzzles), puzzleResults());
            });
        if (error.isEmpty()) return;
        // A box that does not wait: the window goes on while it shows.
        auto* box =
            new QMessageBox(QMessageBox::Warning, tr("Trellis"), error, QMessageBox::Close, this);
        box->setObjectName("puzzleLoadMessage");
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        box->open();
    });
    progress->show();
    job->start();
    return job;
}

QString MainWindow::solvePuzzles(std::vector<GameTree> puzzles) {
    return openSolveMode(
        [&](PuzzleSession& session) { return session.start(std::move(puzzles), puzzleResults()); });
}

QString MainWindow::openSolveMode(const std::function<QString(PuzzleSession&)>& start) {
    if (solvePanel_ || editor_) return tr("Leave the mode you are in first.");
    auto* session = new PuzzleSession(this);
    session->game()->setNotation(game_.notation());
    if (const QString error = start(*session); !error.isEmpty()) {
        delete session;
        return error;
    }
    puzzleSession_ = session;
    solvePanel_ = new SolvePanel(session, viewMode_, this);
    // The panel's boards go before the session whose models they show.
    session->setParent(solvePanel_);
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
    puzzleSession_ = nullptr; // the panel's child
    setCentralWidget(centralBeforeSolve_);
    centralBeforeSolve_->show();
    centralBeforeSolve_ = nullptr;
    suspendMenus(false);
    restoreState(stateBeforeSolve_);
    state_->show();
}

db::MiningJob* MainWindow::minePuzzlesFromDatabase() {
    if (!database_) {
        showError(tr("Open a game database first: its games are mined."));
        return nullptr;
    }
    auto* job = new db::MiningJob(database_->path(), {}, this);
    auto* progress = jobProgress(tr("Looking for puzzles in the games…"), "miningProgress", this);
    connect(progress, &QProgressDialog::canceled, job, &db::MiningJob::cancel);
    connect(job, &db::MiningJob::progress, progress, [progress](const db::MiningProgress& p) {
        progress->setMaximum(int(p.totalGames));
        progress->setValue(int(p.games));
        const QLocale locale;
        progress->setLabelText(tr("Game %1 of %2: %3 positions, %4 puzzles")
                                   .arg(locale.toString(p.games), locale.toString(p.totalGames),
                                        locale.toString(p.positions), locale.toString(p.puzzles)));
    });
    connect(job, &db::MiningJob::finished, this, [this, job, progress] {
        progress->deleteLater();
        const db::MiningReport& report = job->report();
        job->deleteLater();
        if (!report.failure.isEmpty()) return showError(report.failure);
        mined_ = report.puzzles;
        auto* box =
            new QMessageBox(QMessageBox::Information, tr("Mine Puzzles"),
                            tr("%n puzzle(s) found in %1 (%2)%3.", "", int(mined_.size()))
                                .arg(tr("%Ln game(s)", "", int(report.counts.games)),
                                     tr("%Ln position(s)", "", int(report.counts.positions)),
                                     report.cancelled ? tr(", cancelled") : QString()),
                            QMessageBox::Close, this);
        box->setObjectName("miningResult");
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        if (!mined_.empty()) {
            QPushButton* solve = box->addButton(tr("&Solve Them"), QMessageBox::AcceptRole);
            solve->setObjectName("solveMined");
            connect(solve, &QPushButton::clicked, this,
                    [this] { showError(solvePuzzles(mined_)); });
            QPushButton* save = box->addButton(tr("Sa&ve…"), QMessageBox::ActionRole);
            save->setObjectName("saveMined");
            connect(save, &QPushButton::clicked, this, [this] {
                const QString path =
                    askGameFileToSave(this, tr("Save Puzzles"), {}, tr("Game files (*.pgn *.tdc)"));
                if (!path.isEmpty()) showError(saveMinedPuzzles(path));
            });
        }
        box->open();
    });
    progress->show();
    job->start();
    return job;
}

QString MainWindow::saveMinedPuzzles(const QString& path) {
    if (const auto saved = PgnWriter().save(path.toStdString(), mined_); !saved)
        return errorText(saved);
    return {};
}

} // namespace trellis
