// The game files' part of the main window: new, open (files, samples, recent, dropped), save,
// the clipboard's positions and game texts, and what is unsaved when the window closes.
#include "MainWindow.h"

#include "DatabasePanel.h"
#include "ErrorText.h"
#include "GameFileDialog.h"
#include "GameFiles.h"
#include "NewGame.h"
#include "variant/VariantRegistry.h"

#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSplitter>
#include <QStatusBar>

#include <algorithm>

namespace trellis {

namespace {

// A game file bigger than this is a collection to import rather than to read into the window
// whole (which takes seconds and memory in proportion; the database streams it).
constexpr qint64 kLargeGameFileBytes = 16 * 1024 * 1024;

} // namespace

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
