#include "MainWindow.h"

#include "Cli.h"

#include "AnalysisPanel.h"
#include "BoardView.h"
#include "DatabasePanel.h"
#include "EditorView3D.h"
#include "EvaluationBar.h"
#include "EvaluationGraph.h"
#include "GameHeaderStrip.h"
#include "HeaderDialog.h"
#include "MoveListView.h"
#include "NavigationBar.h"
#include "OpeningTreePanel.h"
#include "PositionEditor.h"
#include "SettingsDialog.h"
#include "TurnWheel.h"
#include "Viewport.h"
#include "variant/VariantRegistry.h"

#include <algorithm>

#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPlainTextEdit>
#include <QScreen>
#include <QSplitter>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

#include <array>

namespace trellis {

namespace {

// The share of the screen's width and height the first window takes.
constexpr qreal kFirstWindowShare = 0.85;

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), position_(&game_), analysis_(&game_), evaluation_(&game_) {
    translations_.apply(settings_.language());
    setAcceptDrops(true);
    board_ = new BoardView(&position_, this);
    board_->setFlipped(settings_.flipped());
    board_->setAnimated(settings_.animations());
    applyAppearance();
    boards_ = new QSplitter(this);
    boards_->setObjectName("boardSplitter");
    boards_->setChildrenCollapsible(false);
    boards_->addWidget(board_);
    // The navigation bar under the boards.
    auto* centre = new QWidget(this);
    auto* centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->setSpacing(0);
    // The evaluation bar beside the boards.
    evaluationBar_ = new EvaluationBar(&analysis_, centre);
    evaluationBar_->setFlipped(board_->flipped());
    boardRow_ = new QHBoxLayout;
    boardRow_->setContentsMargins(0, 0, 0, 0);
    boardRow_->setSpacing(2);
    boardRow_->addWidget(boards_, 1);
    centreLayout->addLayout(boardRow_, 1);
    board_->setSideBar(evaluationBar_); // setViewMode moves it beside the 3D view in 3D only
    navigation_ = new NavigationBar(&game_, centre);
    centreLayout->addWidget(navigation_);
    setCentralWidget(centre);
    // The right-hand docks keep the window's full height; the database panel sits below the
    // board.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    buildDocks();
    buildMenus();
    // The wheel over the 2D board or the move list steps through the turns.
    auto* wheel = new TurnWheel(&game_, this);
    wheel->watch(board_);
    wheel->watch(moves_->viewport());
    state_ = new QLabel(this);
    // Turns ("N<I>d4"), names and paths read as written, never as markup.
    state_->setTextFormat(Qt::PlainText);
    statusBar()->addPermanentWidget(state_);
    connect(&position_, &PositionModel::message, this, [this](const QString& m) {
        statusBar()->showMessage(m, 8000);
        sessionMessage_ = position_.inSession();
    });
    connect(&position_, &PositionModel::positionChanged, this, &MainWindow::refreshStatus);
    connect(&position_, &PositionModel::selectionChanged, this, &MainWindow::refreshStatus);
    connect(&game_, &GameModel::currentNodeChanged, this, &MainWindow::refreshComment);
    connect(game_.undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::refreshTitle);
    connect(&game_, &GameModel::gameReplaced, this, &MainWindow::refreshTitle);
    if (!restoreGeometry(settings_.windowGeometry())) fitToScreen();
    restoreState(settings_.windowState());
    applyNotation(settings_.notation(game_.variantId()));
    if (!setViewMode(settings_.viewMode(viewportSupported() ? "both" : "2d")).isEmpty())
        setViewMode("2d");
    refreshTitle();
    refreshStatus();
    if (!settings_.startProblem().isEmpty())
        statusBar()->showMessage(settings_.startProblem(), 30000);
}

// The first start (no size kept from the last session): most of the screen, centred, so that
// the board and the move list have room.
void MainWindow::fitToScreen() {
    const QRect available = screen()->availableGeometry();
    const QSize size = (QSizeF(available.size()) * kFirstWindowShare).toSize();
    resize(size.expandedTo(minimumSizeHint()).boundedTo(available.size()));
    move(available.center() - rect().center());
}

QString MainWindow::setViewMode(const QString& mode) {
    if (mode != "2d" && mode != "3d" && mode != "both")
        return tr("the view is 2d, 3d or both, not '%1'").arg(mode);
    if (mode != "2d" && !viewport_) {
        if (!viewportSupported())
            return tr("the 3D view needs OpenGL, which this display does not offer");
        viewport_ = createViewport(&position_, boards_, settings_.antialiasing());
        viewport_->setAnimated(settings_.animations());
        applyAppearance();
        boards_->addWidget(viewport_);
        // The 2D board gets 45 % and keeps that share of what the window grows by; where the
        // user moved the handle, it stays there.
        boards_->setStretchFactor(0, 9);
        boards_->setStretchFactor(1, 11);
        if (!boards_->restoreState(settings_.boardSplitter())) boards_->setSizes({900, 1100});
    }
    viewMode_ = mode;
    board_->setVisible(mode != "3d");
    if (viewport_) viewport_->setVisible(mode != "2d");
    for (QAction* a : viewModeActions_) a->setChecked(a->data().toString() == mode);
    // The evaluation bar hugs the 2D board where it is shown, else it stands left of the 3D view.
    if (mode == "3d") {
        board_->setSideBar(nullptr);
        const bool shown = !evaluationBar_->isHidden();
        boardRow_->insertWidget(0, evaluationBar_);
        evaluationBar_->setVisible(shown);
    } else {
        board_->setSideBar(evaluationBar_);
    }
    // The camera presets act on the 3D view only.
    if (auto* camera = findChild<QMenu*>("cameraMenu"))
        for (QAction* a : camera->actions()) a->setEnabled(viewport_ && mode != "2d");
    settings_.setViewMode(mode);
    return {};
}

Viewport* MainWindow::shownViewport() {
    // Whatever the centre holds (the game's boards, the editor, a puzzle or a training), so
    // that a screenshot of a mode shows its 3D view too.
    if (QWidget* centre = centralWidget())
        for (Viewport* view : centre->findChildren<Viewport*>())
            if (view->isVisible()) return view;
    return nullptr;
}

void MainWindow::grabWithViewport(const std::function<void(const QImage&)>& done) {
    QImage shot = grab().toImage();
    Viewport* view = shownViewport();
    if (!view) return done(shot);
    const QPoint at = view->mapTo(this, QPoint(0, 0));
    const qreal ratio = shot.devicePixelRatio();
    view->capture([shot, at, ratio, done](const QImage& scene) mutable {
        QPainter p(&shot);
        p.drawImage(QRectF(QPointF(at) * ratio, QSizeF(scene.size())), scene);
        p.end();
        done(shot);
    });
}

MainWindow::~MainWindow() {
    // The docks are deleted with the other children after this, and say they are hidden as
    // they go: their slots here would then run on a window that is no longer a MainWindow.
    for (QDockWidget* dock : {treeDock_, databaseDock_})
        if (dock) dock->disconnect(this);
    // The panel (a child widget, deleted after the members) must not outlive the database.
    if (databasePanel_) databasePanel_->setDatabase(nullptr);
    // A window closed in a mode (editor, puzzles, training): the game's boards waiting outside
    // it belong to no widget, and would outlive the models they show.
    for (QWidget* waiting : {centralBeforeEditor_, centralBeforeSolve_, centralBeforeTraining_})
        delete waiting;
}

QAction* MainWindow::action(QMenu* menu, const QString& text, const QKeySequence& keys,
                            const std::function<void()>& run) {
    QAction* a = menu->addAction(text);
    if (!keys.isEmpty()) a->setShortcut(keys);
    connect(a, &QAction::triggered, this, run);
    return a;
}

QAction* MainWindow::action(QMenu* menu, const char* source, const QKeySequence& keys,
                            const std::function<void()>& run) {
    QAction* a = action(menu, QString(), keys, run);
    const QPointer<QAction> kept(a);
    texts_.add([kept, source] {
        if (kept) kept->setText(tr(source));
    });
    return a;
}

QMenu* MainWindow::menu(QMenuBar* bar, const char* source) {
    QMenu* m = bar->addMenu(QString());
    translateTitle(m, source);
    return m;
}

QMenu* MainWindow::menu(QMenu* parent, const char* source) {
    QMenu* m = parent->addMenu(QString());
    translateTitle(m, source);
    return m;
}

void MainWindow::translateTitle(QMenu* menu, const char* source) {
    const QPointer<QMenu> kept(menu);
    texts_.add([kept, source] {
        if (kept) kept->setTitle(tr(source));
    });
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate() {
    // The language's number forms in every view of the window: the widgets that never had a
    // locale of their own follow the window's.
    setLocale(QLocale());
    texts_.retranslate();
    if (treePanel_) treePanel_->setSideNames(position_.sideName(0), position_.sideName(1));
    applyNotation(game_.notation()); // the notations' names in the View menu
    refreshTitle();
    refreshStatus();
}

// A variant's name as menus and titles show it.
QString MainWindow::variantName(const VariantDescriptor& variant) {
    return QCoreApplication::translate("Variant", variant.displayName.c_str());
}

SettingsDialog* MainWindow::openSettings() {
    auto* dialog = new SettingsDialog(&settings_, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    connect(dialog, &QDialog::accepted, this, [this] {
        applyNotation(settings_.notation(game_.variantId()));
        findChild<QAction*>("animateAction")->setChecked(settings_.animations());
        board_->setFlipped(settings_.flipped());
        findChild<QAction*>("flipAction")->setChecked(settings_.flipped());
        analysis_.setEngineOptions(settings_.engineThreads(), settings_.engineHash());
        applyAppearance();
        translations_.apply(settings_.language());
    });
    dialog->show();
    return dialog;
}

void MainWindow::applyAppearance() {
    const BoardColours colours = boardColours(settings_.boardColours());
    const qreal scale = AppSettings::animationScale(settings_.animationSpeed());
    board_->setBoardColours(colours);
    board_->setPieceStyle(settings_.pieceStyle());
    board_->setAnimationScale(scale);
    if (!viewport_) return;
    viewport_->setBoardColours(colours);
    viewport_->setAnimationScale(scale);
    if (viewport_->antialiasing() == settings_.antialiasing()) return;
    // The samples are fixed when the 3D window is made: a new 3D view, where the old one was.
    const QByteArray sizes = boards_->saveState();
    delete viewport_;
    viewport_ = nullptr;
    setViewMode(viewMode_);
    boards_->restoreState(sizes);
}

QMessageBox* MainWindow::showAbout() {
    QStringList games;
    for (const VariantDescriptor* v : registeredVariants()) games << variantName(*v);
    auto* box = new QMessageBox(QMessageBox::NoIcon, tr("About Trellis"),
                                tr("<b>Trellis</b><p>An analysis and editor studio for chess "
                                   "variants with composite turns.</p><p>Games: %1.</p><p>%2</p>"
                                   "<p>Built with Qt %3, running on Qt %4.</p><p>Licence: GNU "
                                   "General Public License, version 3 or later (Show Details "
                                   "for its text).</p>")
                                    .arg(QLocale().createSeparatedList(games),
                                         QString::fromStdString(cli::versionText()), QT_VERSION_STR,
                                         qVersion()),
                                QMessageBox::Close, this);
    box->setObjectName("aboutBox");
    box->setIconPixmap(windowIcon().pixmap(64, 64));
    QFile licence(":/licence/LICENSE");
    if (licence.open(QIODevice::ReadOnly))
        box->setDetailedText(QString::fromUtf8(licence.readAll()));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->show();
    return box;
}

void MainWindow::buildDocks() {
    auto* movesDock = new QDockWidget(this);
    texts_.add([movesDock] { movesDock->setWindowTitle(tr("Moves")); });
    movesDock->setObjectName("movesDock");
    // The game's headers above its moves.
    auto* movesPane = new QWidget(movesDock);
    auto* headers = new GameHeaderStrip(&game_, movesPane);
    connect(headers, &GameHeaderStrip::editRequested, this, [this] { openHeaderDialog(); });
    moves_ = new MoveListView(&game_, movesPane);
    auto* movesLayout = new QVBoxLayout(movesPane);
    movesLayout->setContentsMargins(0, 0, 0, 0);
    movesLayout->setSpacing(0);
    movesLayout->addWidget(headers);
    movesLayout->addWidget(moves_, 1);
    evaluationGraph_ = new EvaluationGraph(&game_, &evaluation_, movesPane);
    movesLayout->addWidget(evaluationGraph_);
    movesDock->setWidget(movesPane);
    addDockWidget(Qt::RightDockWidgetArea, movesDock);

    auto* commentDock = new QDockWidget(this);
    texts_.add([commentDock] { commentDock->setWindowTitle(tr("Comment")); });
    commentDock->setObjectName("commentDock");
    comment_ = new QPlainTextEdit(commentDock);
    texts_.add([this] { comment_->setPlaceholderText(tr("Comment on the current turn")); });
    commentDock->setWidget(comment_);
    addDockWidget(Qt::RightDockWidgetArea, commentDock);
    connect(comment_, &QPlainTextEdit::textChanged, this, [this] {
        if (!updatingComment_)
            game_.setComment(game_.currentNode(), false, comment_->toPlainText());
    });
    buildAnalysisDock();
    buildDatabaseDock();
}

void MainWindow::buildAnalysisDock() {
    analysis_.setLineCount(settings_.analysisLines());
    analysis_.setLimits(settings_.analysisDepth(), settings_.analysisTime());
    analysis_.setEngineOptions(settings_.engineThreads(), settings_.engineHash());
    auto* dock = new QDockWidget(this);
    texts_.add([dock] { dock->setWindowTitle(tr("Analysis")); });
    dock->setObjectName("analysisDock");
    analysisPanel_ = new AnalysisPanel(&analysis_, &position_, dock);
    dock->setWidget(analysisPanel_);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    connect(analysisPanel_, &AnalysisPanel::lineCountChanged, this,
            [this](int n) { settings_.setAnalysisLines(n); });
    connect(analysisPanel_, &AnalysisPanel::engineChosen, this, &MainWindow::chooseAnalysisEngine);
    connect(&game_, &GameModel::gameReplaced, this, &MainWindow::refreshAnalysisEngines);
    refreshAnalysisEngines();
    connect(analysisPanel_, &AnalysisPanel::limitsChanged, this, [this](int depth, double time) {
        settings_.setAnalysisDepth(depth);
        settings_.setAnalysisTime(time);
    });
    // The best turn as an arrow on every board view.
    connect(&analysis_, &AnalysisModel::linesChanged, this, [this] {
        const auto best = analysis_.turns(0);
        position_.setEngineArrows(best.empty() ? std::vector<Turn>{}
                                               : std::vector<Turn>{best.front()});
    });
}

HeaderDialog* MainWindow::openHeaderDialog() {
    auto* dialog = new HeaderDialog(&game_, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    dialog->show();
    return dialog;
}

void MainWindow::refreshComment() {
    const QString text =
        QString::fromStdString(game_.tree().annotation(game_.currentNode()).commentAfter);
    if (text == comment_->toPlainText()) return;
    updatingComment_ = true;
    comment_->setPlainText(text);
    updatingComment_ = false;
}

void MainWindow::refreshStatus() {
    state_->setText(position_.statusText());
    // A deploy's progress ("Deploying: …") goes when the deploy ends (played or cancelled).
    if (sessionMessage_ && !position_.inSession()) {
        statusBar()->clearMessage();
        sessionMessage_ = false;
    }
    const bool session = position_.inSession();
    commitAction_->setEnabled(session && position_.canCommit());
    cancelAction_->setEnabled(session);
    // Only variants whose turns are built step by step (deploys) commit or cancel them.
    deployBar_->setVisible(position_.descriptor().stepwiseTurns);
}

void MainWindow::refreshTitle() {
    QString name = !path_.isEmpty()         ? QFileInfo(path_).fileName()
                   : !sampleName_.isEmpty() ? sampleName_
                                            : tr("Untitled");
    if (dbGame_) name = tr("%1, game %2").arg(QFileInfo(dbGamePath_).fileName()).arg(dbGame_);
    // The registry, not the position model: this also runs while the window is destroyed.
    const VariantDescriptor* descriptor = findVariant(game_.variantId().toStdString());
    const QString variant = descriptor ? variantName(*descriptor) : game_.variantId();
    setWindowTitle(QString("%1[*] — %2 — Trellis").arg(name, variant));
    setWindowModified(!game_.undoStack()->isClean());
}

void MainWindow::applyNotation(Notation notation) {
    const std::vector<NotationInfo>& available = position_.descriptor().notations;
    if (std::none_of(available.begin(), available.end(),
                     [&](const NotationInfo& n) { return n.notation == notation; }))
        notation = position_.descriptor().displayNotation;
    game_.setNotation(notation);
    notationMenu_->clear();
    auto* group = new QActionGroup(notationMenu_);
    for (const NotationInfo& info : available) {
        const Notation n = info.notation;
        QAction* a =
            notationMenu_->addAction(QCoreApplication::translate("Variant", info.label.c_str()));
        a->setCheckable(true);
        a->setChecked(n == notation);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, n] {
            settings_.setNotation(game_.variantId(), n);
            applyNotation(n);
        });
    }
}

} // namespace trellis
