// Repertoire training's part of the main window: the Board > Train Repertoire entries and the
// mode they open (the session's boards in place of the game's, the training dock beside them).
#include "MainWindow.h"

#include "BoardView.h"
#include "GameFiles.h"
#include "RepertoireSession.h"
#include "TrainPanel.h"
#include "Viewport.h"

#include <QDockWidget>
#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QRandomGenerator>
#include <QSplitter>
#include <QToolBar>

#include <array>

namespace trellis {

namespace {

// The first game of a repertoire file; empty when there is one, else why there is none.
QString firstGameError(const LoadedGames& loaded, const QString& path) {
    if (!loaded.failure.isEmpty()) return loaded.failure;
    if (loaded.games.isEmpty())
        return MainWindow::tr("%1 holds no game that can be read.").arg(path);
    return {};
}

QString sideName(const GameTree& tree, int side) {
    const auto& names = tree.startVariant().descriptor().sideNames;
    return QCoreApplication::translate("Variant", names[side == 0 ? 0 : 1].c_str());
}

} // namespace

void MainWindow::buildRepertoireMenu(QMenu* board) {
    board->addSeparator();
    QMenu* train = menu(board, QT_TR_NOOP("Train &Repertoire"));
    train->setObjectName("trainRepertoireMenu");
    std::array<QAction*, 2> asSide{};
    for (int side : {0, 1}) {
        asSide[std::size_t(side)] =
            action(train, {}, {}, [this, side] { showError(trainCurrentGame(side)); });
        asSide[std::size_t(side)]->setObjectName(side == 0 ? "trainFirstSideAction"
                                                           : "trainSecondSideAction");
    }
    action(train, QT_TR_NOOP("From a &File…"), {}, [this] {
        trainFileDialog();
    })->setObjectName("trainFileAction");
    // The sides as the game's variant names them (White/Black, Red/Blue).
    const auto name = [this, asSide] {
        for (int side : {0, 1})
            asSide[std::size_t(side)]->setText(
                tr("From the Current Game as %1").arg(sideName(game_.tree(), side)));
    };
    texts_.add(name);
    connect(&game_, &GameModel::gameReplaced, this, name);
}

void MainWindow::trainFileDialog() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Train Repertoire"), {}, tr("Game files (*.pgn *.tdc);;All files (*)"));
    if (path.isEmpty()) return;
    const LoadedGames loaded = loadGames(path);
    if (const QString error = firstGameError(loaded, path); !error.isEmpty())
        return showError(error);
    const GameTree& tree = loaded.games.front();
    const QStringList sides{sideName(tree, 0), sideName(tree, 1)};
    bool ok = false;
    const QString side =
        QInputDialog::getItem(this, tr("Train Repertoire"),
                              tr("The repertoire's lines are played by:"), sides, 0, false, &ok);
    if (ok) showError(trainRepertoire(tree, int(sides.indexOf(side))));
}

QString MainWindow::trainCurrentGame(int side) {
    return trainRepertoire(game_.tree(), side);
}

QString MainWindow::trainRepertoireFile(const QString& path, int side) {
    const LoadedGames loaded = loadGames(path);
    if (const QString error = firstGameError(loaded, path); !error.isEmpty()) return error;
    return trainRepertoire(loaded.games.front(), side);
}

QString MainWindow::trainRepertoire(const GameTree& repertoire, int side) {
    if (solvePanel_ || editor_ || trainPanel_) return tr("Leave the mode you are in first.");
    auto* session = new RepertoireSession(this);
    session->game()->setNotation(game_.notation());
    session->setSeed(QRandomGenerator::global()->generate());
    if (const QString error = session->start(repertoire, side, puzzleResults()); !error.isEmpty()) {
        delete session;
        return error;
    }
    repertoireSession_ = session;
    // The session's boards, seen from the user's side.
    auto* boards = new QSplitter(this);
    boards->setObjectName("trainingBoards");
    boards->setChildrenCollapsible(false);
    const bool threeD = viewMode_ != "2d" && viewportSupported();
    if (!threeD || viewMode_ == "both") {
        trainingBoard_ = new BoardView(session->position(), boards);
        trainingBoard_->setObjectName("trainingBoard");
        trainingBoard_->setFlipped(side == 1);
        boards->addWidget(trainingBoard_);
    }
    if (threeD) {
        Viewport* view = createViewport(session->position(), boards);
        view->setCameraPreset(
            side == 1 ? Viewport::Preset::SecondPlayer : Viewport::Preset::FirstPlayer, false);
        boards->addWidget(view);
    }
    // The boards go before the session whose models they show.
    session->setParent(boards);
    // The game's boards, docks and tool bars wait, untouched, until the training stops.
    stateBeforeTraining_ = saveState();
    centralBeforeTraining_ = takeCentralWidget();
    setCentralWidget(boards);
    for (QDockWidget* dock : findChildren<QDockWidget*>()) dock->hide();
    for (QToolBar* bar : findChildren<QToolBar*>()) bar->hide();
    state_->hide();
    // Made for each training, while the menus (and so the language) cannot change.
    trainDock_ = new QDockWidget(tr("Repertoire Training"), this);
    trainDock_->setObjectName("repertoireTrainingDock");
    trainDock_->setFeatures(QDockWidget::DockWidgetMovable); // Stop is the way out
    trainPanel_ = new TrainPanel(session, trainDock_);
    trainDock_->setWidget(trainPanel_);
    addDockWidget(Qt::RightDockWidgetArea, trainDock_);
    trainDock_->show();
    connect(trainPanel_, &TrainPanel::stopRequested, this, &MainWindow::stopTraining);
    suspendMenus(true);
    if (trainingBoard_) trainingBoard_->setFocus();
    return {};
}

void MainWindow::stopTraining() {
    if (!trainPanel_) return;
    repertoireSession_->stop();
    removeDockWidget(trainDock_);
    trainDock_->deleteLater();
    trainDock_ = nullptr;
    trainPanel_ = nullptr;
    takeCentralWidget()->deleteLater(); // the boards, and the session with them
    repertoireSession_ = nullptr;
    trainingBoard_ = nullptr;
    setCentralWidget(centralBeforeTraining_);
    centralBeforeTraining_->show();
    centralBeforeTraining_ = nullptr;
    suspendMenus(false);
    restoreState(stateBeforeTraining_);
    state_->show();
}

} // namespace trellis
