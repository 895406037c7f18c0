#include "MainWindow.h"

#include "Cli.h"
#include "ErrorText.h"

#include "AnalysisPanel.h"
#include "BoardView.h"
#include "DatabasePanel.h"
#include "EditorView3D.h"
#include "EvaluationBar.h"
#include "EvaluationGraph.h"
#include "GameFileDialog.h"
#include "GameFiles.h"
#include "GameHeaderStrip.h"
#include "GlyphPalette.h"
#include "HeaderDialog.h"
#include "MoveListView.h"
#include "NavigationBar.h"
#include "NewGame.h"
#include "OpeningTreePanel.h"
#include "PositionEditor.h"
#include "SampleTitles.h"
#include "SettingsDialog.h"
#include "ShortcutsDialog.h"
#include "TurnWheel.h"
#include "Viewport.h"
#include "variant/VariantRegistry.h"

#include <algorithm>

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
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

// A game file bigger than this is a collection to import rather than to read into the window
// whole (which takes seconds and memory in proportion; the database streams it).
constexpr qint64 kLargeGameFileBytes = 16 * 1024 * 1024;

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

void MainWindow::buildViewMenu(QMenu* view) {
    view->addSeparator();
    auto* modes = new QActionGroup(this);
    const std::array<std::pair<const char*, const char*>, 3> kModes{
        {{"2d", QT_TR_NOOP("&2D Board")},
         {"3d", QT_TR_NOOP("&3D Board")},
         {"both", QT_TR_NOOP("2D &and 3D")}}};
    int key = Qt::Key_1;
    for (const auto& [mode, label] : kModes) {
        const QString m = mode;
        QAction* a =
            action(view, label, QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key(key++)), [this, m] {
                if (const QString e = setViewMode(m); !e.isEmpty()) showError(e);
            });
        a->setCheckable(true);
        a->setData(m);
        a->setEnabled(m == "2d" || viewportSupported());
        modes->addAction(a);
        viewModeActions_ << a;
    }
    QMenu* camera = menu(view, QT_TR_NOOP("&Camera"));
    camera->setObjectName("cameraMenu");
    const std::array<std::pair<Viewport::Preset, const char*>, 4> kPresets{
        {{Viewport::Preset::FirstPlayer, QT_TR_NOOP("&First Player's View (White / Red)")},
         {Viewport::Preset::SecondPlayer, QT_TR_NOOP("&Second Player's View (Black / Blue)")},
         {Viewport::Preset::Top, QT_TR_NOOP("&Top View")},
         {Viewport::Preset::Side, QT_TR_NOOP("Si&de View")}}};
    int f = Qt::Key_F5;
    for (const auto& [preset, label] : kPresets) {
        const Viewport::Preset p = preset;
        action(camera, label, QKeySequence(Qt::Key(f++)), [this, p] {
            if (viewport_) viewport_->setCameraPreset(p);
        });
    }
    action(camera, QT_TR_NOOP("&Reset Camera"), QKeySequence(Qt::CTRL | Qt::Key_Home), [this] {
        if (viewport_) viewport_->resetCamera();
    });
}

// A variant's name as menus and titles show it.
static QString variantName(const VariantDescriptor& variant) {
    return QCoreApplication::translate("Variant", variant.displayName.c_str());
}

void MainWindow::buildMenus() {
    QMenu* file = menu(menuBar(), QT_TR_NOOP("&File"));
    // One entry per registered variant; the first two keep the shortcuts users know.
    const QList<QKeySequence> newKeys{QKeySequence::New, QKeySequence("Ctrl+Shift+N"),
                                      QKeySequence("Ctrl+Alt+N")};
    int index = 0;
    for (const VariantDescriptor* v : registeredVariants()) {
        const QString id = QString::fromStdString(v->id);
        QAction* a = action(file, QString(), newKeys.value(index++), [this, id] {
            if (maybeSave()) newGame(id);
        });
        texts_.add([a, v] { a->setText(tr("New %1 Game").arg(variantName(*v))); });
    }
    action(file, QT_TR_NOOP("&Open…"), QKeySequence::Open, [this] { openDialog(); });
    QMenu* samples = menu(file, QT_TR_NOOP("Open &Sample"));
    for (const QString& name : sampleNames()) {
        QAction* a = action(samples, QString(), {}, [this, name] {
            if (maybeSave()) showError(openSample(name));
        });
        a->setObjectName("sample:" + name);
        texts_.add([a, name] { a->setText(sampleTitle(name)); });
    }
    recentMenu_ = menu(file, QT_TR_NOOP("Open &Recent"));
    refreshRecentMenu();
    file->addSeparator();
    action(file, QT_TR_NOOP("&Save"), QKeySequence::Save, [this] { save(); });
    action(file, QT_TR_NOOP("Save &As…"), QKeySequence::SaveAs, [this] { saveAs(); });
    buildDatabaseMenu(file);
    file->addSeparator();
    buildExportActions(file);
    file->addSeparator();
    action(file, QT_TR_NOOP("&Quit"), QKeySequence::Quit, [this] { close(); });

    QMenu* edit = menu(menuBar(), QT_TR_NOOP("&Edit"));
    // Undo and Redo name the edit they act on ("&Undo Delete from here"); made here rather than
    // by QUndoStack, whose prefix would stay in the language the window started in.
    QUndoStack* stack = game_.undoStack();
    QAction* undo = action(edit, QString(), QKeySequence::Undo, [stack] { stack->undo(); });
    QAction* redo = action(edit, QString(), {}, [stack] { stack->redo(); });
    // Ctrl+Y as well as the platform's key (Ctrl+Shift+Z on Linux).
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence("Ctrl+Y"))) redoKeys << QKeySequence("Ctrl+Y");
    redo->setShortcuts(redoKeys);
    undo->setEnabled(stack->canUndo());
    redo->setEnabled(stack->canRedo());
    connect(stack, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    const auto named = [](const QString& prefix, const QString& edit) {
        return edit.isEmpty() ? prefix : prefix + ' ' + edit;
    };
    const auto name = [undo, redo, stack, named] {
        undo->setText(named(tr("&Undo"), stack->undoText()));
        redo->setText(named(tr("&Redo"), stack->redoText()));
    };
    texts_.add(name);
    connect(stack, &QUndoStack::undoTextChanged, this, name);
    connect(stack, &QUndoStack::redoTextChanged, this, name);
    edit->addSeparator();
    // Ctrl+Shift+C copies the picture, which carries the position string as its text.
    action(edit, QT_TR_NOOP("Copy &Image"), QKeySequence("Ctrl+Shift+C"), [this] {
        copyImage();
    })->setObjectName("copyImageAction");
    action(edit, QT_TR_NOOP("&Copy Position String"), {}, [this] { copyPosition(); });
    action(edit, QT_TR_NOOP("&Paste Position String"), QKeySequence("Ctrl+Shift+V"),
           [this] { pastePosition(); });
    action(edit, QT_TR_NOOP("Copy &Game Text"), QKeySequence("Ctrl+Alt+C"),
           [this] { copyGameText(); });
    action(edit, QT_TR_NOOP("Paste G&ame Text"), QKeySequence("Ctrl+Alt+V"),
           [this] { pasteGameText(); });
    buildEditorActions(edit);
    edit->addSeparator();
    action(edit, QT_TR_NOOP("&Engines…"), {}, [this] {
        openEngines();
    })->setObjectName("enginesAction");
    action(edit, QT_TR_NOOP("&Settings…"), QKeySequence("Ctrl+,"), [this] {
        openSettings();
    })->setObjectName("settingsAction");

    QMenu* gameMenu = menu(menuBar(), QT_TR_NOOP("&Game"));
    action(gameMenu, QT_TR_NOOP("Edit &Headers…"), QKeySequence("Ctrl+I"),
           [this] { openHeaderDialog(); });
    gameMenu->addSeparator();
    action(gameMenu, QT_TR_NOOP("&First Position"), QKeySequence(Qt::Key_Home),
           [this] { game_.goToStart(); });
    action(gameMenu, QT_TR_NOOP("&Previous Turn"), QKeySequence(Qt::Key_Left),
           [this] { game_.goBack(); });
    action(gameMenu, QT_TR_NOOP("&Next Turn"), QKeySequence(Qt::Key_Right),
           [this] { game_.goForward(); });
    action(gameMenu, QT_TR_NOOP("&Last Position"), QKeySequence(Qt::Key_End),
           [this] { game_.goToEnd(); });
    gameMenu->addSeparator();
    QAction* promote = action(gameMenu, QT_TR_NOOP("P&romote Variation"), QKeySequence("Ctrl+Up"),
                              [this] { game_.promoteVariation(game_.currentNode()); });
    QAction* demote = action(gameMenu, QT_TR_NOOP("&Demote Variation"), QKeySequence("Ctrl+Down"),
                             [this] { game_.demoteVariation(game_.currentNode()); });
    QAction* remove = action(gameMenu, QT_TR_NOOP("Delete From &Here"), QKeySequence("Ctrl+Delete"),
                             [this] { game_.deleteFrom(game_.currentNode()); });
    // Enabled where they act (GameModel's conditions): promote a turn that is an alternative,
    // demote one that has an alternative after it, delete any turn (not the start).
    const auto refreshVariationActions = [this, promote, demote, remove] {
        const GameTree& tree = game_.tree();
        const NodeId node = game_.currentNode();
        const bool turn = node != GameTree::root() && tree.contains(node);
        const int place = turn ? tree.variationIndex(node) : 0;
        promote->setEnabled(turn && place > 0);
        demote->setEnabled(turn && place + 1 < int(tree.children(tree.parent(node)).size()));
        remove->setEnabled(turn);
    };
    connect(&game_, &GameModel::currentNodeChanged, this, refreshVariationActions);
    connect(&game_, &GameModel::gameEdited, this, refreshVariationActions);
    connect(&game_, &GameModel::gameReplaced, this, refreshVariationActions);
    refreshVariationActions();
    gameMenu->addSeparator();
    auto* glyphs = new GlyphPalette(&game_, this);
    addToolBar(glyphs);
    menu(gameMenu, QT_TR_NOOP("Annotation &Glyph"))->addActions(glyphs->actions());
    commitAction_ = action(gameMenu, QT_TR_NOOP("&Commit Deploy"), QKeySequence(Qt::Key_Return),
                           [this] { position_.commit(); });
    cancelAction_ = action(gameMenu, QT_TR_NOOP("C&ancel Deploy"), QKeySequence(Qt::Key_Escape),
                           [this] { position_.cancelSession(); });
    gameMenu->addSeparator();
    analyseAction_ = action(gameMenu, QT_TR_NOOP("A&nalyse"), QKeySequence("Ctrl+Shift+A"), [this] {
        if (analysis_.isRunning()) return analysis_.stop();
        findChild<QDockWidget*>("analysisDock")->show();
        analysis_.start();
    });
    analyseAction_->setObjectName("analyseAction");
    analyseAction_->setCheckable(true);
    connect(&analysis_, &AnalysisModel::stateChanged, analyseAction_,
            [this] { analyseAction_->setChecked(analysis_.isRunning()); });
    action(gameMenu, QT_TR_NOOP("Analyse &Game…"), QKeySequence("Ctrl+Shift+G"), [this] {
        openGameAnalysis();
    })->setObjectName("analyseGameAction");

    QMenu* boardMenu = menu(menuBar(), QT_TR_NOOP("&Board"));
    buildOpeningTree(boardMenu);
    buildRepertoireMenu(boardMenu);

    QMenu* view = menu(menuBar(), QT_TR_NOOP("&View"));
    QAction* flip = action(view, QT_TR_NOOP("&Flip Board"), QKeySequence("Ctrl+F"), [this] {
        board_->setFlipped(!board_->flipped());
        settings_.setFlipped(board_->flipped());
    });
    flip->setObjectName("flipAction");
    flip->setCheckable(true);
    flip->setChecked(board_->flipped());
    connect(flip, &QAction::toggled, evaluationBar_, &EvaluationBar::setFlipped);
    connect(navigation_, &NavigationBar::flipRequested, flip, &QAction::trigger);
    QAction* animate = view->addAction(QString());
    texts_.add([animate] { animate->setText(tr("&Animate Moves")); });
    animate->setObjectName("animateAction");
    animate->setCheckable(true);
    animate->setChecked(settings_.animations());
    connect(animate, &QAction::toggled, this, [this](bool on) {
        board_->setAnimated(on);
        if (viewport_) viewport_->setAnimated(on);
        settings_.setAnimations(on);
    });
    notationMenu_ = menu(view, QT_TR_NOOP("&Notation"));
    buildViewMenu(view);
    view->addSeparator();
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());

    buildPuzzleMenu(menu(menuBar(), QT_TR_NOOP("&Puzzles")));

    QMenu* help = menu(menuBar(), QT_TR_NOOP("&Help"));
    action(help, QT_TR_NOOP("&Keyboard Shortcuts"), QKeySequence(Qt::Key_F1), [this] {
        auto* dialog = new ShortcutsDialog(menuBar(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    })->setObjectName("shortcutsAction");
    action(help, QT_TR_NOOP("&About Trellis"), {}, [this] { showAbout(); });

    deployBar_ = addToolBar(QString());
    texts_.add([this] { deployBar_->setWindowTitle(tr("Deploy")); });
    deployBar_->setObjectName("deployToolBar");
    deployBar_->addActions({commitAction_, cancelAction_});
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

// --- Files.

bool MainWindow::newGame(const QString& variant) {
    if (!game_.newGame(variant)) return false;
    path_.clear();
    sampleName_.clear();
    dbGame_ = 0;
    applyNotation(settings_.notation(variant));
    refreshTitle();
    return true;
}

void MainWindow::loadTree(const GameTree& tree, const QString& path) {
    game_.setGame(tree);
    path_ = path;
    sampleName_.clear();
    dbGame_ = 0;
    applyNotation(settings_.notation(game_.variantId()));
    refreshTitle(); // at the game's start, where a reader begins
}

QString MainWindow::openFile(const QString& path, int gameIndex) {
    if (QFileInfo(path).suffix().compare("trellisdb", Qt::CaseInsensitive) == 0)
        return openDatabase(path);
    if (QFileInfo(path).size() > kLargeGameFileBytes) return offerImport(path);
    const LoadedGames loaded = loadGames(path);
    if (!loaded.failure.isEmpty()) return loaded.failure;
    if (loaded.games.isEmpty())
        return tr("%1 holds no readable game.%2")
            .arg(path, loaded.errors.isEmpty() ? "" : "\n" + loaded.errors.join('\n'));
    if (gameIndex < 0 && loaded.games.size() > 1) {
        QStringList items;
        for (int i = 0; i < loaded.games.size(); ++i) {
            const GameTree& g = loaded.games[i];
            const auto& players = g.variantAt(GameTree::root())->descriptor().playerTags;
            items << QString("%1. %2 – %3 (%4)")
                         .arg(i + 1)
                         .arg(QString::fromStdString(g.tag(players[0])),
                              QString::fromStdString(g.tag(players[1])),
                              QString::fromStdString(g.result()));
        }
        bool ok = false;
        const QString chosen =
            QInputDialog::getItem(this, tr("Open Game"), tr("Game:"), items, 0, false, &ok);
        if (!ok) return {};
        gameIndex = int(items.indexOf(chosen));
    }
    const int shown = std::clamp(gameIndex, 0, int(loaded.games.size()) - 1);
    loadTree(loaded.games[shown], path);
    settings_.addRecentFile(path);
    refreshRecentMenu();
    // What was repaired in the game shown, then the games of the file that could not be read.
    QStringList said;
    if (!loaded.warnings[shown].isEmpty())
        said << tr("Read with a repair: %1").arg(loaded.warnings[shown].join("; "));
    if (!loaded.errors.isEmpty())
        said << tr("%n game(s) skipped: %1", "", int(loaded.errors.size()))
                    .arg(loaded.errors.first());
    if (!said.isEmpty()) statusBar()->showMessage(said.join(" · "), 15000);
    return {};
}

QStringList MainWindow::sampleNames() const {
    return QDir(":/samples").entryList({"*.pgn"}, QDir::Files, QDir::Name);
}

QString MainWindow::openSample(const QString& name) {
    const QString error = openFile(":/samples/" + name, 0);
    path_.clear(); // a sample is saved elsewhere, never over the embedded copy
    if (error.isEmpty()) sampleName_ = name;
    refreshTitle();
    return error;
}

QString MainWindow::saveTo(const QString& path) {
    const QString error = saveGame(path, game_.tree());
    if (!error.isEmpty()) return error;
    path_ = path;
    dbGame_ = 0;
    game_.undoStack()->setClean();
    settings_.addRecentFile(path);
    refreshRecentMenu();
    refreshTitle();
    return {};
}

void MainWindow::restoreUnsaved(const GameTree& tree, const QString& path) {
    loadTree(tree, path);
    game_.goToEnd(); // where the edits were being made
    game_.undoStack()->resetClean();
}

bool MainWindow::save() {
    if (dbGame_) return saveToDatabase();
    if (path_.isEmpty()) return saveAs();
    const QString error = saveTo(path_);
    showError(error);
    return error.isEmpty();
}

bool MainWindow::saveAs() {
    const QString path = askGameFileToSave(this, tr("Save Game"), settings_.lastDirectory(),
                                           tr("Games (*.pgn *.tdc)"));
    if (path.isEmpty()) return false;
    settings_.setLastDirectory(QFileInfo(path).absolutePath());
    const QString error = saveTo(path);
    showError(error);
    return error.isEmpty();
}

void MainWindow::openFromOutside(const QString& path) {
    if (isMinimized()) showNormal();
    raise();
    activateWindow();
    if (maybeSave()) showError(openFile(path));
}

void MainWindow::openDialog() {
    if (!maybeSave()) return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Game"), settings_.lastDirectory(), tr("Games (*.pgn *.tdc);;All files (*)"));
    if (path.isEmpty()) return;
    settings_.setLastDirectory(QFileInfo(path).absolutePath());
    showError(openFile(path));
}

void MainWindow::refreshRecentMenu() {
    recentMenu_->clear();
    for (const QString& path : settings_.recentFiles())
        action(recentMenu_, QFileInfo(path).fileName(), {}, [this, path] {
            if (!maybeSave()) return;
            const QString error = openFile(path);
            if (!error.isEmpty() && !QFileInfo::exists(path)) {
                // Gone for good: off the list (after this action, which the refresh deletes).
                settings_.removeRecentFile(path);
                QMetaObject::invokeMethod(this, &MainWindow::refreshRecentMenu,
                                          Qt::QueuedConnection);
            }
            showError(error);
        });
    recentMenu_->setEnabled(!recentMenu_->isEmpty());
}

bool MainWindow::maybeSave() {
    if (game_.undoStack()->isClean()) return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved Changes"), tr("The game has unsaved changes. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::showError(const QString& text) {
    if (!text.isEmpty()) QMessageBox::warning(this, tr("Trellis"), text);
}

// --- Clipboard.

void MainWindow::copyPosition() {
    QApplication::clipboard()->setText(
        QString::fromStdString(game_.tree().positionAt(game_.currentNode())));
}

void MainWindow::pastePosition() {
    const QString text = QApplication::clipboard()->text().trimmed();
    const std::string id = detectVariant(text.toStdString());
    // An unrecognised string is read as the current variant's, so its error names that format.
    auto variant = createVariant(id.empty() ? game_.variantId().toStdString() : id);
    if (!variant) return showError(errorText(variant));
    const auto set = variant.value()->setPosition(text.toStdString());
    if (!set)
        return showError(
            tr("Not a %1 position string: %2")
                .arg(QString::fromStdString(variant.value()->descriptor().positionFormat),
                     errorText(set)));
    if (!maybeSave()) return;
    loadTree(newGameTree(*variant.value()), {});
}

void MainWindow::copyGameText() {
    QApplication::clipboard()->setText(gameText(game_.tree()));
}

void MainWindow::pasteGameText() {
    const LoadedGames loaded = parseGames(QApplication::clipboard()->text());
    if (loaded.games.isEmpty())
        return showError(tr("The clipboard holds no readable game.%1")
                             .arg(loaded.errors.isEmpty() ? "" : "\n" + loaded.errors.join('\n')));
    if (!maybeSave()) return;
    loadTree(loaded.games.front(), {});
}

// --- Window events.

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) return event->ignore();
    analysis_.stop();
    settings_.setWindowGeometry(saveGeometry());
    settings_.setWindowState(saveState());
    if (viewport_) settings_.setBoardSplitter(boards_->saveState());
    settings_.setDatabaseColumns(databasePanel_->headerState());
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const auto urls = event->mimeData()->urls();
    if (urls.isEmpty()) return;
    event->acceptProposedAction();
    // A game database opens in the panel; the game in the studio stays.
    if (QFileInfo(urls.front().toLocalFile()).suffix() == "trellisdb")
        return showError(openDatabase(urls.front().toLocalFile()));
    if (!maybeSave()) return;
    showError(openFile(urls.front().toLocalFile()));
}

} // namespace trellis
