// The database panel in the studio as a user meets it: game files dropped on the panel are
// imported off the GUI thread, a header click sorts, typing in the search field filters once
// typing pauses, the filter dialog narrows further, a double-click opens a game in the studio,
// Save writes the edited game back to its row; deleting games and undoing it; a broken file
// reports its skipped games and keeps the good ones; copying to another database; adding the
// studio's game; the --database option.
#include "Checked.h"
#include "DatabaseImporter.h"
#include "DatabasePanel.h"
#include "GameFiles.h"
#include "GameFilterDialog.h"
#include "GameGenerator.h"
#include "GuiOptions.h"
#include "ImportIssuesDialog.h"
#include "MainWindow.h"
#include "MatchCounter.h"
#include "StudioTestSupport.h"
#include "variant/VariantRegistry.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProcess>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

#include <functional>

using namespace trellis;
using db::DatabaseModel;
using testing::menuAction;

namespace {

// Synthetic games of a variant as a game file.
QString generatedFile(const QString& path, const char* variant, int games, std::uint64_t seed) {
    db::GeneratorOptions g;
    g.variant = findVariant(variant);
    g.seed = seed;
    g.maxTurns = 24;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    db::generateGames(g, 0, games, 2, [&](const std::string& text) {
        file.write(text.data(), qint64(text.size()));
    });
    return path;
}

QString sample(const char* name) {
    return QStringLiteral(TRELLIS_SOURCE_DIR "/resources/samples/") + name;
}

// The game texts of a database, in id order.
QStringList allGames(db::GameDatabase& database) {
    QStringList out;
    for (qint64 id : *database.ids({})) out << gameText(*database.loadGame(id));
    return out;
}

// Waits for the table's rows after the query changed (the model reads its first page in the
// background) and for the panel to show them.
[[nodiscard]] bool settled(DatabasePanel* panel) {
    QDeadlineTimer deadline(10000);
    while (panel->model()->loading() && !deadline.hasExpired()) QTest::qWait(2);
    return !panel->model()->loading();
}

// Watches a window's write progress dialog (polled every 2 ms): records what it showed
// ("label [Cancel]") and, while `cancel` holds, clicks its Cancel, or closes it when it has none
// (which only hides it), then calls `cancelled`.
struct WriteDialogWatch {
    QStringList seen;
    bool cancel = true;
    std::function<void()> cancelled = [] {};
    QTimer poll;

    explicit WriteDialogWatch(QWidget* window) {
        poll.setInterval(2);
        QObject::connect(&poll, &QTimer::timeout, window, [this, window] {
            auto* dialog = window->findChild<QProgressDialog*>("databaseWriteProgress");
            if (!dialog || !dialog->isVisible() || dialog->windowModality() != Qt::WindowModal)
                return;
            auto* button = dialog->findChild<QPushButton*>();
            const QString shown = dialog->labelText() + (button ? " [Cancel]" : "");
            if (!seen.contains(shown)) seen << shown;
            if (!cancel) return;
            if (button)
                QTest::mouseClick(button, Qt::LeftButton);
            else
                dialog->close();
            cancelled();
        });
        poll.start();
    }
};

// A database at `path` holding `games` generated chess games.
[[nodiscard]] bool generatedDatabase(const QString& path, int games, std::uint64_t seed) {
    auto database = db::GameDatabase::open(path);
    if (!database) return false;
    const QString file =
        generatedFile(QFileInfo(path).dir().filePath("g.pgn"), "chess", games, seed);
    return db::DatabaseImporter::importFiles(**database, {file}).imported == games;
}

// A window showing the database at `path` (created empty when missing).
std::unique_ptr<MainWindow> windowWith(const QString& path) {
    auto w = std::make_unique<MainWindow>();
    w->resize(1400, 900);
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get())) return nullptr;
    if (!w->openDatabase(path, true).isEmpty() || !settled(w->databasePanel())) return nullptr;
    return w;
}

} // namespace

class TestDatabasePanel : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void importSortFilterOpenEditSave() {
        QTemporaryDir dir;
        const QString chess = generatedFile(dir.filePath("chess.pgn"), "chess", 40, 11);
        const QString trid = generatedFile(dir.filePath("trid.tdc"), "trid", 20, 12);
        auto w = windowWith(dir.filePath("games.trellisdb"));
        QVERIFY(w);
        DatabasePanel* panel = w->databasePanel();
        QVERIFY(panel->isVisible());
        // The model's signals stay consistent through everything the panel does to it.
        QAbstractItemModelTester tester(panel->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(panel->totalCount(), qint64(0));

        // Drop the files on the panel: the import runs, then the table and the count show them.
        QSignalSpy imported(panel, &DatabasePanel::importFinished);
        TRELLIS_CHECKED(drop(panel, {chess, trid, sample("trid-sample.pgn")}));
        QVERIFY(panel->isBusy());
        QVERIFY(imported.wait(60000));
        const auto report = imported.first().first().value<db::ImportReport>();
        QCOMPARE(report.imported, qint64(61));
        QCOMPARE(report.skipped, qint64(0));
        QVERIFY2(panel->noticeText().contains("Imported 61 games"),
                 qPrintable(panel->noticeText()));
        QVERIFY(settled(panel));
        QCOMPARE(panel->model()->rowCount(), 61);
        QTRY_COMPARE(panel->totalCount(), qint64(61));
        QCOMPARE(panel->countText(), QString("61 games"));

        // A click on the Turns header sorts by length.
        QTableView* table = panel->table();
        QHeaderView* header = table->horizontalHeader();
        const QPoint turnsHeader(header->sectionViewportPosition(DatabaseModel::Turns) +
                                     header->sectionSize(DatabaseModel::Turns) / 2,
                                 header->height() / 2);
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, turnsHeader);
        QCOMPARE(header->sortIndicatorSection(), int(DatabaseModel::Turns));
        QCOMPARE(panel->model()->query().sort, db::GameSortField::Turns);
        QVERIFY(settled(panel));
        const bool ascending = header->sortIndicatorOrder() == Qt::AscendingOrder;
        for (int r = 1; r < panel->model()->rowCount(); ++r) {
            const int before = turnsAt(panel, r - 1), after = turnsAt(panel, r);
            QVERIFY2(ascending ? before <= after : before >= after, qPrintable(QString::number(r)));
        }
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, turnsHeader);
        QCOMPARE(header->sortIndicatorOrder(),
                 ascending ? Qt::DescendingOrder : Qt::AscendingOrder);
        QCOMPARE(panel->model()->query().order, header->sortIndicatorOrder());
        QVERIFY(settled(panel));

        // Typing filters once it pauses: one query for the whole word, not one per key.
        const QString name = panel->model()->index(0, DatabaseModel::White).data().toString();
        const QString needle = name.left(4).toUpper();
        QSignalSpy resets(panel->model(), &QAbstractItemModel::modelReset);
        QTest::keyClicks(panel->searchField(), needle);
        QCOMPARE(resets.count(), 0);
        QTRY_COMPARE(panel->model()->query().filter.search, needle);
        QVERIFY(settled(panel));
        QCOMPARE(resets.count(), 1);
        db::GameDatabase& database = *w->database();
        const qint64 matching = *database.count(panel->filter());
        QVERIFY(matching > 0 && matching < 61);
        QCOMPARE(panel->model()->rowCount(), int(matching));
        for (int r = 0; r < panel->model()->rowCount(); ++r) {
            QStringList fields;
            for (int c : {DatabaseModel::White, DatabaseModel::Black, DatabaseModel::Event})
                fields << panel->model()->index(r, c).data().toString();
            QVERIFY2(fields.join('|').contains(needle, Qt::CaseInsensitive),
                     qPrintable(fields.join('|')));
        }
        QTRY_COMPARE(panel->matchCount(), matching);
        QCOMPARE(panel->countText(), QString("%1 of 61 games").arg(matching));

        // The filter dialog's fields narrow the search further; clearing shows every game.
        db::GameFilter chessOnly;
        chessOnly.variant = "chess";
        chessOnly.minTurns = 10;
        panel->setFilter(chessOnly);
        QVERIFY(settled(panel));
        db::GameFilter both = chessOnly;
        both.search = needle;
        QCOMPARE(panel->model()->rowCount(), int(*database.count(both)));
        for (int r = 0; r < panel->model()->rowCount(); ++r) {
            QCOMPARE(panel->model()->index(r, DatabaseModel::Variant).data().toString(),
                     QString("chess"));
            QVERIFY(turnsAt(panel, r) >= 10);
        }
        panel->findChild<QToolButton*>("databaseClearFilter")->click();
        QVERIFY(panel->searchField()->text().isEmpty());
        QVERIFY(panel->filter().isEmpty());
        QVERIFY(settled(panel));
        QCOMPARE(panel->model()->rowCount(), 61);

        // A double-click opens a game in the studio (one that can go on: it gets a turn).
        int row = -1;
        for (int r = 0; r < panel->model()->rowCount() && row < 0; ++r) {
            const GameTree tree = *database.loadGame(panel->model()->gameId(r));
            const auto line = tree.mainLine();
            if (!tree.variantAt(line.empty() ? GameTree::root() : line.back())
                     ->legalTurns()
                     .empty())
                row = r;
        }
        QVERIFY(row >= 0);
        const qint64 id = panel->model()->gameId(row);
        table->scrollTo(panel->model()->index(row, 0));
        // As the window system sends a double-click: press, release, then the double-click.
        const QPoint cell =
            table->visualRect(panel->model()->index(row, DatabaseModel::White)).center();
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell);
        QCOMPARE(w->databaseGame(), qint64(0)); // one click only selects
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell);
        QCOMPARE(w->databaseGame(), id);
        QCOMPARE(gameText(w->game()->tree()), gameText(*database.loadGame(id)));
        QVERIFY(w->windowTitle().contains(QString("games.trellisdb, game %1").arg(id)));
        QVERIFY(!w->isWindowModified());

        // Play a turn at its end (it opens at its start): the game is modified until Save
        // writes it back to its row.
        const int turns = int(w->game()->tree().mainLine().size());
        QTest::keyClick(w.get(), Qt::Key_End);
        auto board = w->game()->tree().variantAt(w->game()->currentNode());
        QVERIFY(w->game()->playTurn(board->legalTurns().front()));
        QVERIFY(w->isWindowModified());
        menuAction(*w, "Save")->trigger();
        QVERIFY(!w->isWindowModified());
        QCOMPARE(w->databaseGame(), id);
        const GameTree saved = *database.loadGame(id);
        QCOMPARE(int(saved.mainLine().size()), turns + 1);
        QCOMPARE(gameText(saved), gameText(w->game()->tree()));
        QCOMPARE(*database.count(), qint64(61));
        // The panel shows the new length, and the row stays selected.
        QVERIFY(settled(panel));
        const int shown = panel->model()->rowOfGame(id);
        QVERIFY(shown >= 0);
        QCOMPARE(turnsAt(panel, shown), turns + 1);
        QCOMPARE(panel->selectedGames(), QVector<qint64>{id});
    }

    // Scrolling down a table sorted by a name: the pages after the first come in the header's
    // order, before and after the model knows the whole order.
    void scrollingASortedTable() {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.trellisdb");
        {
            auto db = db::GameDatabase::open(path);
            QVERIFY(db);
            const QString file = generatedFile(dir.filePath("chess.pgn"), "chess", 650, 21);
            QCOMPARE(db::DatabaseImporter::importFiles(**db, {file}).imported, qint64(650));
        }
        auto w = windowWith(path);
        QVERIFY(w);
        DatabasePanel* panel = w->databasePanel();
        QTableView* table = panel->table();
        QHeaderView* header = table->horizontalHeader();
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                          QPoint(header->sectionViewportPosition(DatabaseModel::White) + 10,
                                 header->height() / 2));
        QCOMPARE(panel->model()->query().sort, db::GameSortField::White);
        // The sorted rows are read in the background: the table shows the old ones, under a
        // busy cursor, until they come.
        QVERIFY(panel->model()->loading());
        QCOMPARE(panel->model()->gameId(0), qint64(1));
        QCOMPARE(table->viewport()->cursor().shape(), Qt::BusyCursor);
        QVERIFY(settled(panel));
        QCOMPARE(table->viewport()->cursor().shape(), Qt::ArrowCursor);
        QCOMPARE(panel->model()->rowCount(), DatabaseModel::kPageSize);
        table->setFocus();
        QTest::keyClick(table, Qt::Key_End, Qt::ControlModifier); // a page by offset, or by id
        QTRY_VERIFY(panel->model()->orderKnown());
        for (int i = 0; i < 10 && panel->model()->rowCount() < 650; ++i) {
            QTest::keyClick(table, Qt::Key_End, Qt::ControlModifier);
            QCoreApplication::processEvents();
        }
        QCOMPARE(panel->model()->rowCount(), 650);
        const bool ascending = header->sortIndicatorOrder() == Qt::AscendingOrder;
        for (int r = 1; r < 650; ++r) {
            const QString before =
                panel->model()->index(r - 1, DatabaseModel::White).data().toString();
            const QString after = panel->model()->index(r, DatabaseModel::White).data().toString();
            const int order = before.toCaseFolded().compare(after.toCaseFolded());
            QVERIFY2(ascending ? order <= 0 : order >= 0,
                     qPrintable(QString("%1: %2 / %3").arg(r).arg(before, after)));
        }
        QTest::keyClick(table, Qt::Key_End, Qt::ControlModifier);
        QCOMPARE(table->currentIndex().row(), 649); // the last game, all pages there

        // Read again after an edit: the rows come back in one query, the current game with them.
        const qint64 last = panel->model()->gameId(649);
        QSignalSpy inserted(panel->model(), &QAbstractItemModel::rowsInserted);
        panel->refresh();
        QVERIFY(settled(panel));
        QCOMPARE(panel->model()->rowCount(), 650);
        QCOMPARE(inserted.count(), 0);
        QCOMPARE(table->currentIndex().row(), 649);
        QCOMPARE(panel->model()->gameId(649), last);
    }

    void deleteAndUndo() {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.trellisdb");
        QVERIFY(generatedDatabase(path, 12, 21));
        auto w = windowWith(path);
        QVERIFY(w);
        db::GameDatabase& database = *w->database();
        const QStringList before = allGames(database);
        DatabasePanel* panel = w->databasePanel();
        QTableView* table = panel->table();
        QVERIFY(settled(panel));
        // The studio shows one of the games that go.
        const qint64 open = panel->model()->gameId(4);
        QVERIFY(w->openDatabaseGame(open).isEmpty());

        table->selectionModel()->select(
            QItemSelection(panel->model()->index(3, 0), panel->model()->index(5, 0)),
            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        const QVector<qint64> gone = panel->selectedGames();
        QCOMPARE(gone.size(), 3);
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Delete);
        QCOMPARE(*database.count(), qint64(9));
        for (qint64 id : gone) QVERIFY(!database.loadGame(id));
        QVERIFY(settled(panel));
        QCOMPARE(panel->model()->rowCount(), 9);
        QCOMPARE(panel->noticeText(), QString("Deleted 3 games."));

        // Undo (the notice's button) writes them back whole; the studio's game follows them.
        auto* undo = panel->findChild<QPushButton*>("databaseNoticeUndo");
        QVERIFY(undo->isVisible());
        QSignalSpy renumbered(panel, &DatabasePanel::gamesRenumbered);
        QTest::mouseClick(undo, Qt::LeftButton);
        QCOMPARE(*database.count(), qint64(12));
        QVERIFY(settled(panel));
        QCOMPARE(panel->model()->rowCount(), 12);
        QStringList after = allGames(database);
        QStringList expected = before;
        std::sort(after.begin(), after.end());
        std::sort(expected.begin(), expected.end());
        QCOMPARE(after, expected);
        QCOMPARE(renumbered.count(), 1);
        const auto numbers = renumbered.first().first().value<QHash<qint64, qint64>>();
        QCOMPARE(numbers.size(), 3);
        QCOMPARE(w->databaseGame(), numbers.value(open));
        QCOMPARE(gameText(*database.loadGame(w->databaseGame())), gameText(w->game()->tree()));
        QCOMPARE(panel->selectedGames().size(), 3);
        // Redo deletes them again.
        panel->undoStack()->redo();
        QCOMPARE(*database.count(), qint64(9));
        panel->undoStack()->undo();
        QCOMPARE(*database.count(), qint64(12));

        // Saving a studio game whose row was deleted puts it back as a new row.
        const qint64 current = w->databaseGame();
        QVERIFY(panel->deleteGames({current}));
        auto board = w->game()->tree().variantAt(w->game()->currentNode());
        QVERIFY(w->game()->playTurn(board->legalTurns().front()));
        menuAction(*w, "Save")->trigger();
        QVERIFY(!w->isWindowModified());
        QVERIFY(w->databaseGame() != current);
        QCOMPARE(gameText(*database.loadGame(w->databaseGame())), gameText(w->game()->tree()));
    }

    // A copy or deletion that takes a while writes on a thread of its own under a
    // window-modal progress dialog: Cancel copies or deletes nothing; let run, every game is
    // copied, or goes; Undo (its dialog has no Cancel) brings them all back.
    void longDeletionShowsProgress() {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.trellisdb");
        constexpr int kGames = 2500;
        QVERIFY(generatedDatabase(path, kGames, 51));
        auto w = windowWith(path);
        QVERIFY(w);
        db::GameDatabase& database = *w->database();
        DatabasePanel* panel = w->databasePanel();
        QVERIFY(settled(panel));
        panel->setProgressDelay(0);
        const QStringList before = allGames(database);
        const QVector<qint64> all = *database.ids(db::GameQuery{});
        QCOMPARE(all.size(), kGames);
        const QString games = DatabasePanel::gamesText(kGames); // "2,500 games" in English

        // What the dialog showed while the write ran; Cancel clicked when `cancel`.
        WriteDialogWatch watch(w.get());
        QStringList& seen = watch.seen;
        bool& cancel = watch.cancel;
        // A copy to another database: cancelled, nothing; let run, all of them.
        const QString copy = dir.filePath("copy.trellisdb");
        QCOMPARE(panel->copyGames(all, copy), QString());
        QCOMPARE(seen, QStringList{"Copying " + games + " to copy.trellisdb… [Cancel]"});
        QVERIFY(panel->noticeText().contains("cancelled"));
        QCOMPARE(*(*db::GameDatabase::open(copy))->count(), qint64(0));
        cancel = false;
        QCOMPARE(panel->copyGames(all, copy), QString());
        QCOMPARE(panel->noticeText(), "Copied " + games + " to copy.trellisdb.");
        QCOMPARE(allGames(**db::GameDatabase::open(copy)), before);

        cancel = true;
        seen.clear();
        QVERIFY(!panel->deleteGames(all));
        QCOMPARE(seen, QStringList{"Deleting " + games + "… [Cancel]"});
        QCOMPARE(*database.count(), qint64(kGames));
        QVERIFY(panel->noticeText().contains("cancelled"));
        QVERIFY(!panel->undoStack()->canUndo());

        cancel = false;
        seen.clear();
        QVERIFY(panel->deleteGames(all));
        QCOMPARE(seen, QStringList{"Deleting " + games + "… [Cancel]"});
        QCOMPARE(*database.count(), qint64(0));
        QCOMPARE(panel->noticeText(), "Deleted " + games + ".");

        seen.clear();
        cancel = true; // Undo's dialog cannot cancel: closing it hides it, the games come back
        auto* undo = panel->findChild<QPushButton*>("databaseNoticeUndo");
        QVERIFY(undo->isVisible());
        QTest::mouseClick(undo, Qt::LeftButton);
        QCOMPARE(seen, QStringList{"Restoring " + games + "…"});
        QCOMPARE(*database.count(), qint64(kGames));
        QCOMPARE(allGames(database), before);
        watch.poll.stop();
        QVERIFY(!w->findChild<QProgressDialog*>("databaseWriteProgress"));
    }

    // File > Compact Database after a large deletion, under a window-modal progress dialog:
    // Cancel leaves the file as it was; let run, the file shrinks, the games stay as they were
    // and the deletion can still be undone.
    void compactAfterDeletion() {
        {
            MainWindow bare;
            QAction* compact = menuAction(bare, "Compact Database");
            QVERIFY(compact);
            QVERIFY(!compact->isEnabled()); // no database open
        }
        QTemporaryDir dir;
        const QString path = dir.filePath("games.trellisdb");
        constexpr int kGames = 1500;
        QVERIFY(generatedDatabase(path, kGames, 61));
        auto w = windowWith(path);
        QVERIFY(w);
        db::GameDatabase& database = *w->database();
        DatabasePanel* panel = w->databasePanel();
        panel->setProgressDelay(0);
        QStringList everyGame = allGames(database);
        const QVector<qint64> all = *database.ids(db::GameQuery{});
        QVERIFY(panel->deleteGames(all.mid(0, 1000)));
        const QStringList kept = allGames(database);
        const db::DatabaseStats loose = *database.stats(false);
        QVERIFY(loose.freeBytes > 0);
        QAction* compact = menuAction(*w, "Compact Database");
        QVERIFY(compact->isEnabled());

        // Another program's write holds the compaction back until Cancel is clicked, so that
        // it cannot be over before (it waits for the lock, then stops at once).
        QSqlDatabase other = QSqlDatabase::addDatabase("QSQLITE", "otherProgram");
        other.setDatabaseName(path);
        QVERIFY(other.open());
        QVERIFY(QSqlQuery(other).exec("BEGIN IMMEDIATE"));
        WriteDialogWatch watch(w.get());
        watch.cancelled = [&other] { QSqlQuery(other).exec("ROLLBACK"); };
        compact->trigger();
        other.close();
        QCOMPARE(watch.seen, QStringList{"Compacting games.trellisdb… [Cancel]"});
        QCOMPARE(panel->noticeText(), QString("Nothing compacted: cancelled."));
        QCOMPARE(database.stats(false)->fileBytes, loose.fileBytes);

        watch.cancel = false;
        watch.seen.clear();
        compact->trigger();
        watch.poll.stop();
        QCOMPARE(watch.seen, QStringList{"Compacting games.trellisdb… [Cancel]"});
        const db::DatabaseStats tight = *database.stats(true);
        QCOMPARE(tight.integrity, QString("ok"));
        QCOMPARE(tight.freeBytes, qint64(0));
        QVERIFY(tight.fileBytes < loose.fileBytes - loose.freeBytes / 2);
        const QLocale locale;
        QCOMPARE(panel->noticeText(), QString("Compacted games.trellisdb: %1 before, %2 now.")
                                          .arg(locale.formattedDataSize(loose.fileBytes),
                                               locale.formattedDataSize(tight.fileBytes)));
        QCOMPARE(allGames(database), kept);
        QVERIFY(settled(panel));
        QCOMPARE(panel->model()->gameId(0), all[1000]);

        // The deletion before it is still undone whole.
        QVERIFY(panel->undoStack()->canUndo());
        panel->undoStack()->undo();
        QCOMPARE(*database.count(), qint64(kGames));
        QStringList after = allGames(database);
        std::sort(after.begin(), after.end());
        std::sort(everyGame.begin(), everyGame.end());
        QCOMPARE(after, everyGame);
        other = QSqlDatabase();
        QSqlDatabase::removeDatabase("otherProgram");
    }

    void brokenFileReportsSkippedGames() {
        QTemporaryDir dir;
        const QString broken = dir.filePath("broken.pgn");
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[Event \"good one\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n\n1. e4 e5 2. Nf3 *\n\n"
                "[Event \"bad one\"]\n[White \"Cid\"]\n[Black \"Dee\"]\n\n1. e4 e5 2. Ke3 *\n\n"
                "[Event \"good two\"]\n[White \"Eve\"]\n[Black \"Fay\"]\n\n1. d4 d5 1-0\n");
        f.close();
        auto w = windowWith(dir.filePath("games.trellisdb"));
        QVERIFY(w);
        DatabasePanel* panel = w->databasePanel();
        QSignalSpy imported(panel, &DatabasePanel::importFinished);
        TRELLIS_CHECKED(drop(panel, {broken}));
        QVERIFY(imported.wait(60000));
        const db::ImportReport& report = panel->lastImport();
        QCOMPARE(report.imported, qint64(2));
        QCOMPARE(report.skipped, qint64(1));
        QCOMPARE(report.issues.size(), 1);
        QCOMPARE(report.issues[0].file, broken);
        QCOMPARE(report.issues[0].game, 2);
        QCOMPARE(report.issues[0].line, 11);
        QVERIFY2(panel->noticeText().contains("Skipped 1 game that could not be read"),
                 qPrintable(panel->noticeText()));
        QVERIFY(settled(panel));
        QStringList events;
        for (int r = 0; r < panel->model()->rowCount(); ++r)
            events << panel->model()->index(r, DatabaseModel::Event).data().toString();
        QCOMPARE(events, QStringList({"good one", "good two"}));

        // Details lists the skipped game: file, game, line, reason.
        auto* details = panel->findChild<QPushButton*>("databaseNoticeDetails");
        QVERIFY(details->isVisible());
        details->click();
        auto* dialog = panel->findChild<ImportIssuesDialog*>();
        QVERIFY(dialog);
        QCOMPARE(dialog->table()->rowCount(), 1);
        QCOMPARE(dialog->table()->item(0, 0)->text(), QString("broken.pgn"));
        QCOMPARE(dialog->table()->item(0, 1)->text(), QString("2"));
        QCOMPARE(dialog->table()->item(0, 2)->text(), QString("11"));
        QCOMPARE(dialog->table()->item(0, 3)->text(), report.issues[0].message);
        QVERIFY(!report.issues[0].message.isEmpty());
        dialog->close();

        // A database file dropped on the panel is not imported: the window opens it instead.
        const QString other = dir.filePath("other.trellisdb");
        QVERIFY(db::GameDatabase::open(other));
        TRELLIS_CHECKED(drop(panel, {other}));
        QVERIFY(!panel->isBusy());
        QCOMPARE(w->database()->path(), other);
        QVERIFY(settled(w->databasePanel()));
        QCOMPARE(w->databasePanel()->model()->rowCount(), 0);
    }

    // Opening a game file too big to read into the window offers to import it instead; yes
    // imports it into the open database, the studio's game stays as it was.
    void aLargeGameFileIsOfferedForImport() {
        QTemporaryDir dir;
        const QString big = dir.filePath("big.pgn");
        {
            QFile f(big);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("[Event \"long comment\"]\n\n{");
            f.write(QByteArray(17 * 1024 * 1024, 'x'));
            f.write("} 1. e4 e5 *\n\n[Event \"short\"]\n\n1. d4 *\n");
        }
        auto w = windowWith(dir.filePath("games.trellisdb"));
        QVERIFY(w);
        QVERIFY(w->newGame("chess"));
        const QString before = gameText(w->game()->tree());
        DatabasePanel* panel = w->databasePanel();
        QSignalSpy imported(panel, &DatabasePanel::importFinished);
        QString question;
        testing::whenDialogOpens<QMessageBox>([&](QMessageBox* box) {
            question = box->text();
            box->button(QMessageBox::Yes)->click();
        });
        QVERIFY(w->openFile(big).isEmpty());
        QVERIFY2(question.contains("big.pgn is large"), qPrintable(question));
        QVERIFY(imported.wait(60000));
        QCOMPARE(panel->lastImport().imported, qint64(2));
        QCOMPARE(*w->database()->count(), qint64(2));
        QCOMPARE(gameText(w->game()->tree()), before);

        // Cancel: nothing imported, nothing opened.
        testing::whenDialogOpens<QMessageBox>(
            [](QMessageBox* box) { box->button(QMessageBox::Cancel)->click(); });
        QVERIFY(w->openFile(big).isEmpty());
        QVERIFY(!panel->isBusy());
        QCOMPARE(*w->database()->count(), qint64(2));
        QCOMPARE(gameText(w->game()->tree()), before);
    }

    void openingAnotherDatabaseStopsTheImport() {
        QTemporaryDir dir;
        const QString file = generatedFile(dir.filePath("many.pgn"), "chess", 5000, 41);
        const QString first = dir.filePath("first.trellisdb");
        auto w = windowWith(first);
        QVERIFY(w);
        DatabasePanel* panel = w->databasePanel();
        QSignalSpy imported(panel, &DatabasePanel::importFinished);
        TRELLIS_CHECKED(drop(panel, {file}));
        QVERIFY(panel->isBusy());
        // No compaction under an import.
        QCOMPARE(panel->compactDatabase(),
                 QString("Compact the database when the import or export under way is over."));
        QVERIFY(panel->isBusy());
        const QString second = dir.filePath("second.trellisdb");
        QCOMPARE(w->openDatabase(second, true), QString());
        // The job was cancelled and waited for; its end, queued or not, is not reported.
        QVERIFY(!panel->isBusy());
        QTest::qWait(200);
        QCOMPARE(imported.count(), 0);
        QCOMPARE(panel->database()->path(), second);
        QCOMPARE(panel->model()->rowCount(), 0);
        // The first database keeps what the import had read when it stopped (DatabaseImporter.h:
        // cancelling keeps what has been imported), indexed, and is sound.
        auto database = db::GameDatabase::open(first, db::GameDatabase::OpenMode::Existing);
        QVERIFY(database);
        const qint64 kept = *(*database)->count();
        QVERIFY2(kept >= 0 && kept <= 5000, qPrintable(QString::number(kept)));
        QCOMPARE(*(*database)->backlogSize(), qint64(0));
        const auto stats = (*database)->stats(true);
        QVERIFY(stats);
        QCOMPARE(stats->integrity, QStringLiteral("ok"));
    }

    void copyToAnotherDatabase() {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.trellisdb");
        {
            auto database = db::GameDatabase::open(path);
            QCOMPARE(db::DatabaseImporter::importFiles(
                         **database, {sample("chess-sample.pgn"), sample("cotulenh-sample.pgn")})
                         .imported,
                     qint64(3));
        }
        auto w = windowWith(path);
        QVERIFY(w);
        DatabasePanel* panel = w->databasePanel();
        const QVector<qint64> ids{panel->model()->gameId(0), panel->model()->gameId(2)};
        const QString other = dir.filePath("other.trellisdb");
        QSignalSpy copied(panel, &DatabasePanel::gamesCopied);
        QCOMPARE(panel->copyGames(ids, other), QString());
        QCOMPARE(copied.count(), 1);
        QCOMPARE(panel->noticeText(), QString("Copied 2 games to other.trellisdb."));
        auto target = db::GameDatabase::open(other, db::GameDatabase::OpenMode::Existing);
        QVERIFY(target);
        QCOMPARE(allGames(**target), QStringList({gameText(*w->database()->loadGame(ids[0])),
                                                  gameText(*w->database()->loadGame(ids[1]))}));
        QVERIFY(!panel->copyGames(ids, path).isEmpty()); // not into itself
        QCOMPARE(*w->database()->count(), qint64(3));
    }

    void addTheStudioGameAndExport() {
        QTemporaryDir dir;
        auto w = windowWith(dir.filePath("games.trellisdb"));
        QVERIFY(w);
        QVERIFY(w->newGame("chess"));
        auto board = w->game()->tree().variantAt(w->game()->currentNode());
        QVERIFY(w->game()->playTurn(board->legalTurns().front()));
        QVERIFY(w->isWindowModified());
        QCOMPARE(w->addGameToDatabase(), QString());
        // An untitled game had nowhere to go: it is saved in the database now.
        QVERIFY(w->databaseGame() > 0);
        QVERIFY(!w->isWindowModified());
        QCOMPARE(gameText(*w->database()->loadGame(w->databaseGame())),
                 gameText(w->game()->tree()));
        DatabasePanel* panel = w->databasePanel();
        QVERIFY(settled(panel));
        QCOMPARE(panel->selectedGames(), QVector<qint64>{w->databaseGame()});

        // A game from a file stays the file's; the database gets a copy.
        QVERIFY(w->openFile(sample("trid-sample.pgn"), 0).isEmpty());
        QCOMPARE(w->addGameToDatabase(), QString());
        QCOMPARE(w->databaseGame(), qint64(0));
        QCOMPARE(w->filePath(), sample("trid-sample.pgn"));
        QCOMPARE(*w->database()->count(), qint64(2));
        QVERIFY(settled(panel));

        // Export the selection (the Tri-D game) to a file.
        const QString out = dir.filePath("out.pgn");
        db::GameQuery query;
        query.filter.ids = panel->selectedGames();
        QSignalSpy exported(panel, &DatabasePanel::exportFinished);
        panel->exportGames(query, out);
        QVERIFY(exported.wait(60000));
        QCOMPARE(panel->lastExport().exported, qint64(1));
        const LoadedGames back = loadGames(out);
        QCOMPARE(back.games.size(), 1);
        QCOMPARE(gameText(back.games.front()), gameText(w->game()->tree()));
        QCOMPARE(panel->noticeText(), QString("Exported 1 game to out.pgn."));
    }

    void newestCountWins() {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.trellisdb");
        QVERIFY(generatedDatabase(path, 30, 31));
        MatchCounter counter;
        QSignalSpy counted(&counter, &MatchCounter::counted);
        db::GameFilter decisive;
        decisive.result = "1-0";
        db::GameFilter draws;
        draws.result = "1/2-1/2";
        // Three requests in a row: only the last is answered.
        counter.request(path, {});
        counter.request(path, decisive);
        counter.request(path, draws);
        QVERIFY(counter.isCounting());
        QVERIFY(counted.wait(30000));
        QCOMPARE(counted.count(), 1);
        auto database = db::GameDatabase::open(path);
        QCOMPARE(counted.first().at(0).toLongLong(), *(*database)->count(draws));
        QCOMPARE(counted.first().at(1).toLongLong(), qint64(30));
        QVERIFY(!counter.isCounting());
        // A dropped request is never answered.
        counter.request(path, decisive);
        counter.drop();
        QVERIFY(!counted.wait(300));
        QCOMPARE(counted.count(), 1);
        // A missing database is reported.
        QSignalSpy failed(&counter, &MatchCounter::failed);
        counter.request(dir.filePath("missing.trellisdb"), {});
        QVERIFY(failed.wait(30000));
        QVERIFY(failed.first().first().toString().contains("missing.trellisdb"));
    }

    void filterDialog() {
        GameFilterDialog dialog;
        auto* variants = dialog.findChild<QComboBox*>("filterVariant");
        QCOMPARE(variants->count(), int(registeredVariants().size()) + 1);
        for (std::size_t i = 0; i < registeredVariants().size(); ++i)
            QCOMPARE(variants->itemData(int(i) + 1).toString(),
                     QString::fromStdString(registeredVariants()[i]->id));
        db::GameFilter f;
        f.black = "Spock";
        f.event = "Vulcan";
        f.site = "Enterprise";
        f.dateFrom = db::dateValue(2263, 0, 0);
        f.dateTo = db::dateValue(2265, 6, 31);
        f.result = "0-1";
        f.variant = "trid";
        f.minTurns = 20;
        f.maxTurns = 80;
        dialog.setFilter(f);
        QCOMPARE(dialog.findChild<QLineEdit*>("filterDateFrom")->text(), QString("2263"));
        QCOMPARE(dialog.findChild<QLineEdit*>("filterDateTo")->text(), QString("2265.06"));
        const db::GameFilter back = dialog.filter();
        QCOMPARE(back.black, f.black);
        QVERIFY(back.player.isEmpty() && back.white.isEmpty());
        QCOMPARE(back.event, f.event);
        QCOMPARE(back.site, f.site);
        QCOMPARE(back.dateFrom, f.dateFrom);
        QCOMPARE(back.dateTo, f.dateTo);
        QCOMPARE(back.result, f.result);
        QCOMPARE(back.variant, f.variant);
        QCOMPARE(back.minTurns, f.minTurns);
        QCOMPARE(back.maxTurns, f.maxTurns);
        QCOMPARE(GameFilterDialog::fieldCount(back), 7);
        dialog.setFilter({});
        QVERIFY(dialog.filter().isEmpty());

        QCOMPARE(GameFilterDialog::parseDate("1999", true), db::dateValue(1999, 12, 31));
        QCOMPARE(GameFilterDialog::parseDate("1999.02", false), db::dateValue(1999, 2, 0));
        QCOMPARE(GameFilterDialog::parseDate("1999-02-03", true), db::dateValue(1999, 2, 3));
        QVERIFY(!GameFilterDialog::parseDate("1999.13", false));
        QVERIFY(!GameFilterDialog::parseDate("1999.00.05", false));
        QVERIFY(!GameFilterDialog::parseDate("soon", false));
    }

    void databaseOption() {
        QCOMPARE(parseGuiOptions({"--database", "x.trellisdb"}).database, QString("x.trellisdb"));
        QVERIFY(!parseGuiOptions({"--database"}).error.isEmpty());

        QTemporaryDir dir;
        const QString path = dir.filePath("games.trellisdb");
        {
            auto database = db::GameDatabase::open(path);
            QCOMPARE(
                db::DatabaseImporter::importFiles(**database, {sample("trid-sample.pgn")}).imported,
                qint64(1));
        }
        auto run = [&](const QStringList& args) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert("QT_QPA_PLATFORM", "offscreen");
            env.insert("XDG_CONFIG_HOME", dir.path());
            env.insert("XDG_DATA_HOME", dir.path());
            p.setProcessEnvironment(env);
            p.start(TRELLIS_BINARY, args);
            p.waitForFinished(60000);
            return std::make_pair(p.exitCode(), QString(p.readAllStandardError()));
        };
        const QString png = dir.filePath("shot.png");
        const auto shown =
            run({"--view", "2d", "--database", path, "--screenshot", png, "--size", "1000x700"});
        QCOMPARE(shown.first, 0);
        QCOMPARE(QImage(png).size(), QSize(1000, 700));
        const auto missing = run(
            {"--view", "2d", "--database", dir.filePath("none.trellisdb"), "--screenshot", png});
        QCOMPARE(missing.first, 2);
        QVERIFY2(missing.second.contains("none.trellisdb"), qPrintable(missing.second));
    }

  private:
    static int turnsAt(DatabasePanel* panel, int row) {
        return panel->model()->index(row, DatabaseModel::Turns).data().toInt();
    }
    // Drags files onto a widget and drops them there, as the window system delivers it.
    static void drop(QWidget* target, const QStringList& files) {
        QMimeData mime;
        QList<QUrl> urls;
        for (const QString& f : files) urls << QUrl::fromLocalFile(f);
        mime.setUrls(urls);
        const QPoint at = target->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, {});
        QApplication::sendEvent(target, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent dropped(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, {});
        QApplication::sendEvent(target, &dropped);
        QVERIFY(dropped.isAccepted());
    }
};

QTEST_MAIN(TestDatabasePanel)
#include "TestDatabasePanel.moc"
