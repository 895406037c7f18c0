// The main window's menus: File, Edit, Game, Board, View, Puzzles and Help, their actions and
// shortcuts, and the View menu's modes and camera presets. The actions call the window's parts
// (MainWindowFiles, MainWindowEditor, ...).
#include "MainWindow.h"

#include "BoardView.h"
#include "EvaluationBar.h"
#include "GlyphPalette.h"
#include "NavigationBar.h"
#include "SampleTitles.h"
#include "ShortcutsDialog.h"
#include "Viewport.h"
#include "variant/VariantRegistry.h"

#include <QActionGroup>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>
#include <QUndoStack>

#include <array>

namespace trellis {

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

} // namespace trellis
