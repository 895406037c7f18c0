// The main window's part that deals with game databases: the panel's dock, the File menu's
// database entries, opening a database game in the studio and saving it back to its row.
#include "MainWindow.h"

#include "GameFileDialog.h"

#include "DatabasePanel.h"

#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>

#include <algorithm>

namespace trellis {

namespace {

bool samePath(const QString& a, const QString& b) {
    return !a.isEmpty() && QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
}

// The window waits this long for another program's lock (an import in a terminal) before
// saying the database is locked: long enough for an import's commit, short enough to answer.
constexpr int kLockWaitMs = 2000;

const char* const kDatabaseFilter =
    QT_TRANSLATE_NOOP("trellis::MainWindow", "Game databases (*.trellisdb)");

// The most of the window's height the database panel under the board starts with: its table
// scrolls, the board's pieces do not.
constexpr qreal kDatabaseShare = 0.25;

} // namespace

void MainWindow::buildDatabaseDock() {
    databaseDock_ = new QDockWidget(this);
    texts_.add([this] { databaseDock_->setWindowTitle(tr("Database")); });
    databaseDock_->setObjectName("databaseDock");
    databasePanel_ = new DatabasePanel(databaseDock_);
    databasePanel_->restoreHeaderState(settings_.databaseColumns());
    databaseDock_->setWidget(databasePanel_);
    addDockWidget(Qt::BottomDockWidgetArea, databaseDock_);
    // Shown when a database is open; hidden until then (unless the last session showed it).
    databaseDock_->hide();
    databaseDock_->toggleViewAction()->setShortcut(QKeySequence("Ctrl+Shift+D"));
    // Showing the panel opens a database when none is open.
    connect(databaseDock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        // The board comes first: the panel's first showing in a session asks for no more than
        // its share of the height (Qt would give it what its table would like to show).
        if (visible && !databaseDock_->property("sized").toBool())
            QTimer::singleShot(0, this, [this] {
                if (!databaseDock_->isVisible() || databaseDock_->isFloating()) return;
                databaseDock_->setProperty("sized", true);
                const int most = std::max(int(height() * kDatabaseShare),
                                          databaseDock_->minimumSizeHint().height());
                if (databaseDock_->height() > most)
                    resizeDocks({databaseDock_}, {most}, Qt::Vertical);
            });
        if (!visible || database_) return;
        if (const QString error = ensureDatabase(); !error.isEmpty())
            statusBar()->showMessage(error, 15000);
    });
    connect(databasePanel_, &DatabasePanel::gameActivated, this,
            [this](qint64 id) { showError(openDatabaseGame(id)); });
    // An undone deletion brings games back with new numbers: the studio's game follows.
    connect(databasePanel_, &DatabasePanel::gamesRenumbered, this,
            [this](const QHash<qint64, qint64>& numbers) {
                if (!dbGame_ || !database_ || !samePath(dbGamePath_, database_->path())) return;
                dbGame_ = numbers.value(dbGame_, dbGame_);
                refreshTitle();
            });
    // A database games were copied to is remembered after the one open (which stays first).
    connect(databasePanel_, &DatabasePanel::gamesCopied, this, [this](const QString& target) {
        settings_.addRecentDatabase(QFileInfo(target).absoluteFilePath());
        if (database_) settings_.addRecentDatabase(database_->path());
        refreshRecentDatabasesMenu();
    });
}

void MainWindow::buildDatabaseMenu(QMenu* file) {
    action(file, QT_TR_NOOP("Add Game to &Database"), QKeySequence("Ctrl+Alt+S"),
           [this] { showError(addGameToDatabase()); });
    file->addSeparator();
    action(file, QT_TR_NOOP("New Data&base…"), {}, [this] { newDatabaseDialog(); });
    action(file, QT_TR_NOOP("Open Datab&ase…"), QKeySequence("Ctrl+Shift+O"),
           [this] { openDatabaseDialog(); });
    recentDatabasesMenu_ = menu(file, QT_TR_NOOP("Open Recent Da&tabase"));
    action(file, QT_TR_NOOP("&Import Games…"), QKeySequence("Ctrl+Shift+I"),
           [this] { importDialog(); });
    exportGamesAction_ = action(file, QT_TR_NOOP("&Export Games…"), QKeySequence("Ctrl+Alt+E"),
                                [this] { exportDialog(); });
    compactDatabaseAction_ = action(file, QT_TR_NOOP("Co&mpact Database"), {},
                                    [this] { showError(databasePanel_->compactDatabase()); });
    refreshDatabaseActions();
    refreshRecentDatabasesMenu();
}

void MainWindow::refreshDatabaseActions() {
    exportGamesAction_->setEnabled(database_ != nullptr);
    compactDatabaseAction_->setEnabled(database_ != nullptr);
}

void MainWindow::refreshRecentDatabasesMenu() {
    recentDatabasesMenu_->clear();
    const QStringList paths = settings_.recentDatabases();
    for (const QString& path : paths)
        action(recentDatabasesMenu_, QFileInfo(path).fileName(), {}, [this, path] {
            showError(openDatabase(path));
        })->setToolTip(QDir::toNativeSeparators(path));
    recentDatabasesMenu_->setEnabled(!paths.isEmpty());
    databasePanel_->setOtherDatabases(paths);
}

QString MainWindow::openDatabase(const QString& path, bool create) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (!database_ || !samePath(database_->path(), absolute)) {
        auto opened = db::GameDatabase::open(absolute,
                                             create ? db::GameDatabase::OpenMode::Create
                                                    : db::GameDatabase::OpenMode::Existing,
                                             kLockWaitMs);
        if (!opened) return opened.error().text();
        std::unique_ptr<db::GameDatabase> next = std::move(opened.value());
        databasePanel_->setDatabase(next.get()); // stops the jobs on the old one first
        database_ = std::move(next);
    }
    settings_.addRecentDatabase(absolute);
    refreshRecentDatabasesMenu();
    refreshDatabaseActions();
    databaseDock_->show();
    databaseDock_->raise();
    refreshOpeningTree();
    return {};
}

QString MainWindow::ensureDatabase() {
    if (database_) return {};
    for (const QString& path : settings_.recentDatabases())
        if (QFileInfo::exists(path) && openDatabase(path).isEmpty()) return {};
    auto path = db::GameDatabase::defaultPath();
    if (!path) return path.error().text();
    return openDatabase(*path, true);
}

QString MainWindow::offerImport(const QString& path) {
    const QFileInfo file(path);
    const auto answer = QMessageBox::question(
        this, tr("Large Game File"),
        tr("%1 is large (%2). Import its games into the database, where they can be searched "
           "and opened one at a time?")
            .arg(file.fileName(), QLocale().formattedDataSize(file.size())),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Yes);
    if (answer != QMessageBox::Yes) return {};
    if (const QString error = ensureDatabase(); !error.isEmpty()) return error;
    databaseDock_->show();
    databaseDock_->raise();
    databasePanel_->importFiles({path});
    return {};
}

QString MainWindow::openDatabaseGame(qint64 id) {
    if (!database_) return tr("No game database is open.");
    if (!maybeSave()) return {};
    auto tree = database_->loadGame(id);
    if (!tree) return tree.error().text();
    loadTree(*tree, {});
    dbGame_ = id;
    dbGamePath_ = database_->path();
    refreshTitle();
    return {};
}

bool MainWindow::saveToDatabase() {
    std::unique_ptr<db::GameDatabase> other; // the game's database when the panel shows another
    db::GameDatabase* target = database_.get();
    if (!target || !samePath(target->path(), dbGamePath_)) {
        auto opened =
            db::GameDatabase::open(dbGamePath_, db::GameDatabase::OpenMode::Existing, kLockWaitMs);
        if (!opened) {
            showError(
                tr("The game cannot be saved to its database: %1").arg(opened.error().text()));
            return false;
        }
        other = std::move(opened.value());
        target = other.get();
    }
    auto replaced = target->replaceGame(dbGame_, game_.tree());
    if (!replaced && replaced.error().code == db::DatabaseErrorCode::NoSuchGame) {
        // Deleted meanwhile: the game goes back in as a new row rather than being lost.
        auto added = target->addGame(game_.tree());
        if (!added) {
            showError(added.error().text());
            return false;
        }
        statusBar()->showMessage(tr("Game %1 was no longer in %2; saved as game %3.")
                                     .arg(dbGame_)
                                     .arg(QFileInfo(dbGamePath_).fileName())
                                     .arg(*added),
                                 15000);
        dbGame_ = *added;
    } else if (!replaced) {
        showError(replaced.error().text());
        return false;
    }
    game_.undoStack()->setClean();
    if (target == database_.get()) databasePanel_->refresh();
    refreshTitle();
    return true;
}

QString MainWindow::addGameToDatabase() {
    if (const QString error = ensureDatabase(); !error.isEmpty()) return error;
    auto id = database_->addGame(game_.tree());
    if (!id) return id.error().text();
    // A game that had nowhere to be saved is saved now; one from a file or another row keeps
    // going there, and the database holds a copy.
    if (path_.isEmpty() && !dbGame_) {
        dbGame_ = *id;
        dbGamePath_ = database_->path();
        game_.undoStack()->setClean();
        refreshTitle();
    }
    databasePanel_->refresh();
    databasePanel_->selectGame(*id);
    databaseDock_->show();
    statusBar()->showMessage(
        tr("Added as game %1 to %2.").arg(*id).arg(QFileInfo(database_->path()).fileName()), 8000);
    return {};
}

void MainWindow::newDatabaseDialog() {
    QString path = QFileDialog::getSaveFileName(this, tr("New Game Database"),
                                                settings_.lastDirectory(), tr(kDatabaseFilter));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += ".trellisdb";
    settings_.setLastDirectory(QFileInfo(path).absolutePath());
    // The file dialog asked before replacing a file: an empty database takes its place.
    if (QFileInfo::exists(path)) {
        if (database_ && samePath(database_->path(), path)) {
            databasePanel_->setDatabase(nullptr);
            database_.reset();
            refreshDatabaseActions();
        }
        for (const char* suffix : {"", "-wal", "-shm"})
            if (QFile::exists(path + suffix) && !QFile::remove(path + suffix))
                return showError(tr("%1 cannot be replaced.").arg(path + suffix));
    }
    showError(openDatabase(path, true));
}

void MainWindow::openDatabaseDialog() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Game Database"), settings_.lastDirectory(),
                                     tr(kDatabaseFilter) + ";;" + tr("All files (*)"));
    if (path.isEmpty()) return;
    settings_.setLastDirectory(QFileInfo(path).absolutePath());
    showError(openDatabase(path));
}

void MainWindow::importDialog() {
    if (const QString error = ensureDatabase(); !error.isEmpty()) return showError(error);
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Import Games into %1").arg(QFileInfo(database_->path()).fileName()),
        settings_.lastDirectory(), tr("Games (*.pgn *.tdc);;All files (*)"));
    if (files.isEmpty()) return;
    settings_.setLastDirectory(QFileInfo(files.first()).absolutePath());
    databaseDock_->show();
    databasePanel_->importFiles(files);
}

void MainWindow::exportDialog() {
    if (!database_) return;
    const db::GameQuery shown = databasePanel_->model()->query();
    const QVector<qint64> selected = databasePanel_->selectedGames();
    QStringList choices;
    QList<db::GameQuery> queries;
    if (!selected.isEmpty()) {
        db::GameQuery q = shown;
        q.filter = {};
        q.filter.ids = selected;
        choices << tr("The selected games (%1)").arg(QLocale().toString(selected.size()));
        queries << q;
    }
    if (!shown.filter.isEmpty()) {
        const qint64 n = databasePanel_->matchCount();
        choices << (n >= 0
                        ? tr("The games the search and filter show (%1)").arg(QLocale().toString(n))
                        : tr("The games the search and filter show"));
        queries << shown;
    }
    db::GameQuery all = shown;
    all.filter = {};
    const qint64 total = databasePanel_->totalCount();
    choices << (total >= 0 ? tr("All games of the database (%1)").arg(QLocale().toString(total))
                           : tr("All games of the database"));
    queries << all;
    int choice = 0;
    if (choices.size() > 1) {
        bool ok = false;
        const QString chosen =
            QInputDialog::getItem(this, tr("Export Games"), tr("Export:"), choices, 0, false, &ok);
        if (!ok) return;
        choice = int(choices.indexOf(chosen));
    }
    const QString path = askGameFileToSave(this, tr("Export Games"), settings_.lastDirectory(),
                                           tr("Games (*.pgn *.tdc)"));
    if (path.isEmpty()) return;
    settings_.setLastDirectory(QFileInfo(path).absolutePath());
    databasePanel_->exportGames(queries.value(choice, all), path);
}

} // namespace trellis
