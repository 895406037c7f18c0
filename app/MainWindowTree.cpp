// The opening tree's part of the main window: its dock and the Board menu, and keeping the
// tree on the board's position, the open database and the filters.
#include "MainWindow.h"

#include "DatabasePanel.h"
#include "OpeningTreeModel.h"
#include "OpeningTreePanel.h"

#include <QDockWidget>
#include <QMenu>
#include <QStatusBar>

#include <algorithm>

namespace trellis {

namespace {

// Arrows for the turns played most (at most this many), from thin to thick.
constexpr int kTreeArrows = 5;
constexpr qreal kThinnest = 0.45, kThickest = 1.8;

} // namespace

void MainWindow::buildOpeningTree(QMenu* board) {
    openingTree_ = new OpeningTreeModel(this);
    treeDock_ = new QDockWidget(this);
    texts_.add([this] { treeDock_->setWindowTitle(tr("Opening Tree")); });
    treeDock_->setObjectName("openingTreeDock");
    treePanel_ = new OpeningTreePanel(openingTree_, treeDock_);
    treeDock_->setWidget(treePanel_);
    addDockWidget(Qt::RightDockWidgetArea, treeDock_);
    // A tab beside the analysis, as explorers sit beside the engine: room for its columns.
    if (auto* analysis = findChild<QDockWidget*>("analysisDock"))
        tabifyDockWidget(analysis, treeDock_);
    treeDock_->hide();
    QAction* show = treeDock_->toggleViewAction();
    show->setText(tr("&Opening Tree"));
    show->setShortcut(QKeySequence("Ctrl+Shift+T"));
    board->addAction(show);
    action(board, QT_TR_NOOP("&Search Position"), QKeySequence("Ctrl+Shift+F"), [this] {
        searchPosition();
    })->setObjectName("searchPositionAction");
    // Shown from the menu, its tab comes to the front.
    connect(show, &QAction::triggered, treeDock_, [this](bool on) {
        if (on) treeDock_->raise();
    });
    // Showing the tree opens a database when none is open, as the database panel does.
    // visibilityChanged also says when its tab goes behind another (Analysis) or comes back:
    // the tree's arrows are on the board only while its list can be seen.
    connect(treeDock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        treeSeen_ = visible;
        if (visible && !database_)
            if (const QString error = ensureDatabase(); !error.isEmpty())
                statusBar()->showMessage(error, 15000);
        refreshOpeningTree();
    });
    connect(&game_, &GameModel::currentNodeChanged, this, &MainWindow::refreshOpeningTree);
    connect(&game_, &GameModel::gameReplaced, this, &MainWindow::refreshOpeningTree);
    connect(databasePanel_, &DatabasePanel::filterChanged, this, &MainWindow::refreshOpeningTree);
    connect(treePanel_, &OpeningTreePanel::playerFilterChanged, this,
            &MainWindow::refreshOpeningTree);
    connect(treePanel_, &OpeningTreePanel::turnChosen, this, [this](const Turn& turn) {
        if (!position_.inSession() && !game_.playTurn(turn))
            statusBar()->showMessage(tr("That turn is not legal here."), 5000);
    });
    // Imported games count at once: the same query again over the grown database.
    connect(databasePanel_, &DatabasePanel::importFinished, this, [this] {
        if (treeSeen_ && database_) openingTree_->setDatabase(database_->path());
    });
    connect(databasePanel_, &DatabasePanel::positionSearchRequested, this,
            &MainWindow::searchPosition);
    connect(openingTree_, &OpeningTreeModel::answered, this, &MainWindow::refreshTreeArrows);
    connect(treePanel_, &OpeningTreePanel::arrowsToggled, this, &MainWindow::refreshTreeArrows);
    connect(treePanel_, &OpeningTreePanel::selectedTurnChanged, this,
            &MainWindow::refreshTreeArrows);
}

void MainWindow::searchPosition() {
    if (const QString error = ensureDatabase(); !error.isEmpty()) return showError(error);
    databaseDock_->show();
    databaseDock_->raise();
    databasePanel_->searchPosition(
        game_.variantId(), QString::fromStdString(game_.tree().positionAt(game_.currentNode())));
}

void MainWindow::refreshOpeningTree() {
    if (!treeDock_ || !treeSeen_) {
        position_.setTreeArrows({});
        return;
    }
    const QString path = database_ ? database_->path() : QString();
    if (path.isEmpty()) return openingTree_->clear();
    const QString variant = game_.variantId();
    treePanel_->setSideNames(position_.sideName(0), position_.sideName(1));
    const db::GameFilter filter = treePanel_->withPlayer(databasePanel_->filter());
    const QString position = QString::fromStdString(game_.tree().positionAt(game_.currentNode()));
    // Each setter asks again; only what changed is set, so a step through the game is one
    // query (an unchanged query would only ask the same again).
    if (!openingTree_->hasDatabase() || openingTree_->databasePath() != path)
        openingTree_->setDatabase(path);
    if (!(openingTree_->filter() == filter)) openingTree_->setFilter(filter);
    if (openingTree_->position() != position || openingTree_->variant() != variant)
        openingTree_->setPosition(variant, position);
    refreshTreeArrows();
}

void MainWindow::refreshTreeArrows() {
    const QString shown = QString::fromStdString(game_.tree().positionAt(game_.currentNode()));
    if (!treeSeen_ || !treePanel_->showsArrows() || openingTree_->isBusy() ||
        openingTree_->position() != shown)
        return position_.setTreeArrows({});
    // A row selected in the list: its turn's arrow alone, as a preview of it.
    if (const std::optional<Turn> selected = treePanel_->selectedTurn())
        return position_.setTreeArrows({{*selected, kThickest}});
    const db::PositionTree& tree = openingTree_->tree();
    const std::size_t shownTurns = std::min<std::size_t>(tree.turns.size(), kTreeArrows);
    const qint64 most = shownTurns ? tree.turns.front().games : 0;
    std::vector<std::pair<Turn, qreal>> arrows;
    for (std::size_t i = 0; i < shownTurns; ++i) {
        const qreal share = most ? qreal(tree.turns[i].games) / qreal(most) : 0;
        arrows.emplace_back(tree.turns[i].turn, kThinnest + (kThickest - kThinnest) * share);
    }
    position_.setTreeArrows(arrows);
}

} // namespace trellis
