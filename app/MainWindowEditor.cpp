// The position editor's part of the main window: its menu entry and the mode it is.
#include "MainWindow.h"

#include "GameFileDialog.h"
#include "NewGame.h"

#include "DatabasePanel.h"
#include "EditorBoard.h"
#include "PositionEditor.h"
#include "PositionEditorModel.h"

#include "ErrorText.h"
#include "GameFiles.h"
#include "PuzzleCheck.h"
#include "game/PgnWriter.h"
#include "variant/VariantRegistry.h"

#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>

#include <utility>

namespace trellis {

namespace {

// Every action of `actions` and of their submenus, each once: an action can sit in several
// menus (View > Opening Tree is Board > Opening Tree too).
void collectActions(const QList<QAction*>& actions, QList<QAction*>& out) {
    for (QAction* a : actions) {
        if (QMenu* menu = a->menu()) collectActions(menu->actions(), out);
        if (!a->isSeparator() && !out.contains(a)) out << a;
    }
}

} // namespace

// The menus' actions off while a mode (the editor, the solve mode, training) is shown, their
// shortcuts too (Ctrl+Z is the editor's undo then), and back as they were: the state of each
// action is recorded once, before any is turned off.
void MainWindow::suspendMenus(bool suspend) {
    if (suspend && suspendedActions_.empty()) {
        QList<QAction*> actions;
        collectActions(menuBar()->actions(), actions);
        for (QAction* a : actions) suspendedActions_.emplace_back(a, a->isEnabled());
        for (QAction* a : actions) a->setEnabled(false);
    } else if (!suspend) {
        for (const auto& [a, enabled] : std::exchange(suspendedActions_, {}))
            if (a) a->setEnabled(enabled);
    }
    menuBar()->setEnabled(!suspend);
}

void MainWindow::buildEditorActions(QMenu* edit) {
    edit->addSeparator();
    action(edit, QT_TR_NOOP("Set Up &Position…"), QKeySequence("Ctrl+Shift+P"), [this] {
        openPositionEditor();
    })->setObjectName("setUpPositionAction");
}

void MainWindow::openPositionEditor() {
    if (editor_) return;
    auto* editor = new PositionEditor(this);
    editor->setViewMode(viewMode_);
    if (!editor->start(*game_.tree().variantAt(game_.currentNode()))) {
        delete editor;
        return showError(tr("This variant has no position editor."));
    }
    editor_ = editor;
    // A "win" goal is judged by the engine chosen in the analysis panel for its variant.
    QMap<QString, UciEngineSetup> winEngines;
    for (const std::string& id : variantIds())
        if (auto engine = chosenEngine(QString::fromStdString(id)))
            winEngines.insert(QString::fromStdString(id), *engine);
    editor_->puzzleCheck()->setWinEngines(winEngines);
    connect(editor_, &PositionEditor::accepted, this, [this] { closePositionEditor(true); });
    connect(editor_, &PositionEditor::cancelled, this, [this] { closePositionEditor(false); });
    connect(editor_, &PositionEditor::savePuzzleRequested, this, [this] {
        const QString path = askGameFileToSave(
            this, tr("Save Puzzle to a Collection"), {}, tr("Game files (*.pgn *.tdc)"),
            QFileDialog::DontConfirmOverwrite); // the puzzle is added to the file's games
        if (!path.isEmpty()) showError(savePuzzleToFile(path));
    });
    connect(editor_, &PositionEditor::addPuzzleRequested, this,
            [this] { showError(addPuzzleToDatabase()); });
    centralBeforeEditor_ = takeCentralWidget();
    setCentralWidget(editor_);
    editor_->show(); // made after the window was shown
    // The editor is a mode: its own undo, Done and Cancel; the game's menus wait, and its docks
    // and tool bars wait hidden, so that the editor has the whole window.
    suspendMenus(true);
    for (QDockWidget* dock : findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly))
        if (dock->isVisible()) hiddenForEditor_.push_back(dock);
    for (QToolBar* bar : findChildren<QToolBar*>(Qt::FindDirectChildrenOnly))
        if (bar->isVisible()) hiddenForEditor_.push_back(bar);
    for (QWidget* w : hiddenForEditor_) w->hide();
    editor_->board()->setFocus();
}

QString MainWindow::savePuzzleToFile(const QString& path) {
    if (!editor_ || !editor_->puzzleCheck()->puzzle()) return tr("No puzzle has been verified.");
    std::vector<GameTree> games;
    if (QFileInfo::exists(path)) {
        LoadedGames loaded = loadGames(path);
        if (!loaded.failure.isEmpty()) return loaded.failure;
        // Writing the file again would lose the games it could not read.
        if (!loaded.errors.isEmpty())
            return tr("%1 has games that cannot be read; the puzzle was not added: %2")
                .arg(path, loaded.errors.front());
        games.assign(loaded.games.begin(), loaded.games.end());
    }
    games.push_back(*editor_->puzzleCheck()->puzzle());
    if (const auto saved = PgnWriter().save(path.toStdString(), games); !saved)
        return errorText(saved);
    statusBar()->showMessage(
        tr("Puzzle saved to %1 (%n game(s)).", "", int(games.size())).arg(path), 8000);
    return {};
}

QString MainWindow::addPuzzleToDatabase() {
    if (!editor_ || !editor_->puzzleCheck()->puzzle()) return tr("No puzzle has been verified.");
    if (const QString error = ensureDatabase(); !error.isEmpty()) return error;
    const auto added = database_->addGame(*editor_->puzzleCheck()->puzzle());
    if (!added) return added.error().text();
    databasePanel_->refresh();
    statusBar()->showMessage(tr("Puzzle added to %1.").arg(database_->path()), 8000);
    return {};
}

void MainWindow::closePositionEditor(bool accept) {
    if (!editor_) return;
    if (accept) {
        std::unique_ptr<Variant> board = editor_->model()->playableBoard();
        if (!board || !maybeSave()) return;
        loadTree(newGameTree(*board), {});
    }
    takeCentralWidget();
    editor_->deleteLater();
    editor_ = nullptr;
    setCentralWidget(centralBeforeEditor_);
    centralBeforeEditor_->show(); // taking it out of the window hid it
    centralBeforeEditor_ = nullptr;
    suspendMenus(false);
    for (QWidget* w : std::exchange(hiddenForEditor_, {}))
        if (w) w->show();
}

} // namespace trellis
