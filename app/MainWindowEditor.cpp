// The position editor's part of the main window: its menu entry and the mode it is.
#include "MainWindow.h"

#include "EditorBoard.h"
#include "PositionEditor.h"
#include "PositionEditorModel.h"

#include <QMenu>
#include <QMenuBar>

namespace trellis {

// The menus' actions off while a mode (the editor, the solve mode) is shown, their shortcuts
// too (Ctrl+Z is the editor's undo then), and back as they were.
static void suspendActions(const QList<QAction*>& actions, bool suspend) {
    for (QAction* a : actions) {
        if (QMenu* menu = a->menu()) suspendActions(menu->actions(), suspend);
        if (a->isSeparator()) continue;
        if (suspend) {
            a->setProperty("enabledBeforeEditor", a->isEnabled());
            a->setEnabled(false);
        } else {
            a->setEnabled(a->property("enabledBeforeEditor").toBool());
        }
    }
}

void MainWindow::suspendMenus(bool suspend) {
    suspendActions(menuBar()->actions(), suspend);
    menuBar()->setEnabled(!suspend);
}

void MainWindow::buildEditorActions(QMenu* edit) {
    edit->addSeparator();
    action(edit, tr("Set Up &Position…"), QKeySequence("Ctrl+Shift+P"), [this] {
        openPositionEditor();
    })->setObjectName("setUpPositionAction");
}

void MainWindow::openPositionEditor() {
    if (editor_) return;
    auto* editor = new PositionEditor(this);
    if (!editor->start(*game_.tree().variantAt(game_.currentNode()))) {
        delete editor;
        return showError(tr("This variant has no position editor."));
    }
    editor_ = editor;
    connect(editor_, &PositionEditor::accepted, this, [this] { closePositionEditor(true); });
    connect(editor_, &PositionEditor::cancelled, this, [this] { closePositionEditor(false); });
    centralBeforeEditor_ = takeCentralWidget();
    setCentralWidget(editor_);
    editor_->show(); // made after the window was shown
    // The editor is a mode: its own undo, Done and Cancel; the game's menus wait.
    suspendMenus(true);
    editor_->board()->setFocus();
}

void MainWindow::closePositionEditor(bool accept) {
    if (!editor_) return;
    if (accept) {
        std::unique_ptr<Variant> board = editor_->model()->playableBoard();
        if (!board || !maybeSave()) return;
        loadTree(GameTree(*board), {});
    }
    takeCentralWidget();
    editor_->deleteLater();
    editor_ = nullptr;
    setCentralWidget(centralBeforeEditor_);
    centralBeforeEditor_->show(); // taking it out of the window hid it
    centralBeforeEditor_ = nullptr;
    suspendMenus(false);
}

} // namespace trellis
