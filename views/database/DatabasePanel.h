#pragma once
// The database panel: the games of a game database as a table (fetched a page at a time as it
// scrolls; a click on a column header sorts by it), a quick search over the players and the
// event that applies when typing pauses, a filter dialog, the number of games matching
// (counted off the GUI thread), and below the table a notice bar for what is under way or
// just done: an import's progress with Cancel and its report of skipped games, an export, a
// deletion with Undo, a compaction.
//
// Dropping game files on the panel imports them (ImportJob, on its own thread). Activating a
// row (double-click, Enter) asks the studio to open the game; the context menu deletes the
// selected games (undoable) or copies them to another database. The database itself belongs
// to the caller.
#include "DatabaseJobs.h"
#include "DatabaseModel.h"
#include "MatchCounter.h"
#include "TranslatedTexts.h"

#include <QHash>
#include <QPointer>
#include <QThreadPool>
#include <QTimer>
#include <QUndoStack>
#include <QVector>
#include <QWidget>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QFrame;
class QLabel;
class QLineEdit;
class QMenu;
class QProgressBar;
class QPushButton;
class QTableView;
class QToolButton;

namespace trellis {

class DatabasePanel : public QWidget {
    Q_OBJECT

  public:
    explicit DatabasePanel(QWidget* parent = nullptr);
    ~DatabasePanel() override;

    // The database shown (not owned; null for none). Its jobs are cancelled, its undo history
    // forgotten when another takes its place.
    void setDatabase(db::GameDatabase* database);
    db::GameDatabase* database() const { return db_; }
    db::DatabaseModel* model() { return &model_; }
    QTableView* table() const { return table_; }
    QLineEdit* searchField() const { return search_; }
    QUndoStack* undoStack() { return &undo_; }
    // A deletion, its undo or a copy writes off the GUI thread; when it takes longer than
    // this, a window-modal progress dialog shows (the first deletion's and a copy's with
    // Cancel).
    void setProgressDelay(int ms) { progressDelay_ = ms; }

    // --- What is shown: the filter dialog's fields and the quick search together.
    db::GameFilter filter() const;
    // Sets the dialog's fields (search and ids are ignored) and applies them at once.
    void setFilter(const db::GameFilter& filter);
    void editFilter(); // the filter dialog
    // Narrows the filter to the games that reach a position (by any move order), searched on
    // a thread of its own; a newer search or another database drops the answer.
    void searchPosition(const QString& variant, const QString& position);
    // Applies the search field's text now rather than when typing pauses.
    void applySearch();
    // The games the filter matches and all games; -1 while they are being counted.
    // Whether the rows or the counts of the current filter are still being read.
    bool isReading() const { return model_.loading() || counter_.isCounting(); }
    qint64 matchCount() const { return matching_; }
    qint64 totalCount() const { return total_; }
    QString countText() const;
    // "1 game", "1,234 games".
    static QString gamesText(qint64 count);

    // --- The games.
    QVector<qint64> selectedGames() const; // in the table's order
    void selectGame(qint64 id);            // among the rows fetched; makes it current
    // Reads the rows again after the database changed, keeping as many rows, the selection and
    // the scroll position; counts again.
    void refresh();

    // Imports game files into the database on a thread of its own (one job at a time).
    void importFiles(const QStringList& files);
    // Writes the games of a query to a game file, on a thread of its own.
    void exportGames(const db::GameQuery& query, const QString& path);
    bool isBusy() const;
    void cancelJob();
    const db::ImportReport& lastImport() const { return lastImport_; }
    const db::ExportReport& lastExport() const { return lastExport_; }

    // Deletes games as one undoable step; false (with the reason in the notice) when it fails.
    bool deleteGames(const QVector<qint64>& ids);
    void deleteSelected() { deleteGames(selectedGames()); }
    // Copies games, columns and trees as stored, into the database at `target` (created when
    // missing), off the GUI thread like a deletion (with Cancel, which copies nothing). Returns
    // an error text, empty on success or when cancelled.
    QString copyGames(const QVector<qint64>& ids, const QString& target);
    // Rewrites the database without the space deleted games left (GameDatabase::compact), off
    // the GUI thread under a progress dialog with Cancel; the notice gives the sizes before
    // and after. Returns an error text, empty on success or when cancelled.
    QString compactDatabase();
    // The databases the "Copy to Database" menu offers besides "Other Database…".
    void setOtherDatabases(const QStringList& paths) { otherDatabases_ = paths; }
    // The notice bar's text (empty when hidden).
    QString noticeText() const;

    QByteArray headerState() const;
    void restoreHeaderState(const QByteArray& state);

  signals:
    void gameActivated(qint64 id);
    void filterChanged();           // filter() changed
    void positionSearchRequested(); // the Position button: the window gives its position
    // Games written back by an undone deletion have new numbers: old -> new.
    void gamesRenumbered(const QHash<qint64, qint64>& numbers);
    void gamesCopied(const QString& target, int count);
    void importFinished(const trellis::db::ImportReport& report);
    void exportFinished(const trellis::db::ExportReport& report);

  protected:
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    enum class NoticeKind { Info, Progress, Error };
    // Runs `work` on the database at `path` off the GUI thread and returns when it is done;
    // the window answers meanwhile, under a progress dialog once it takes progressDelay_.
    db::WriteOutcome runWrite(const QString& path, const QString& label,
                              const db::WriteJob::Work& work, bool cancellable,
                              db::WriteJob::Wrap wrap = db::WriteJob::Wrap::Transaction);
    void applyFilter();
    void recount(bool keepShown = false);
    void refreshFilterButton();
    void refreshEmptyText();
    void fitColumns();
    void selectGames(const QVector<qint64>& ids, qint64 current);
    void restoreView();
    // A text that is the same in every language (an error passed on from elsewhere)...
    void showNotice(const QString& text, NoticeKind kind = NoticeKind::Info);
    // ...or one said again in the new language when it changes.
    void showNotice(std::function<QString()> text, NoticeKind kind = NoticeKind::Info);
    void hideNotice();
    void showImportProgress(const db::ImportProgress& progress);
    void importDone(const db::ImportReport& report);
    void exportDone(const db::ExportReport& report);
    void showIssues();
    void contextMenu(const QPoint& at);
    void chooseCopyTarget();
    static QStringList gameFiles(const QMimeData* mime);

    db::GameDatabase* db_ = nullptr;
    db::DatabaseModel model_;
    MatchCounter counter_;
    QUndoStack undo_;
    db::GameFilter dialogFilter_;
    qint64 matching_ = -1, total_ = -1;
    QTimer searchTimer_;
    QStringList otherDatabases_;
    int progressDelay_ = 300;

    QPointer<db::ImportJob> import_;
    QPointer<db::ExportJob> export_;
    db::ImportReport lastImport_;
    db::ExportReport lastExport_;
    QString importName_;
    QStringList queued_; // files dropped while a job ran: imported next
    // What the table shows again once the model's new rows came (refresh(), and games selected
    // meanwhile): the selection, the current game, the scroll position (-1: scroll to the
    // current game instead).
    struct ViewState {
        QVector<qint64> selected;
        qint64 current = 0;
        int scroll = 0;
    };
    std::optional<ViewState> restore_;

    QLabel* title_ = nullptr;
    QLineEdit* search_ = nullptr;
    QToolButton* filterButton_ = nullptr;
    QToolButton* positionButton_ = nullptr;
    std::shared_ptr<std::atomic<bool>> positionCancel_;
    QThreadPool positionPool_; // the position searches: stopped and waited for on destruction
    QToolButton* clearFilter_ = nullptr;
    QLabel* count_ = nullptr;
    QTableView* table_ = nullptr;
    QLabel* empty_ = nullptr; // over the table when it has no rows: why, and what to do
    QFrame* notice_ = nullptr;
    QLabel* noticeText_ = nullptr;
    std::function<QString()> noticeSource_; // the notice's text, in the language now installed
    QProgressBar* progress_ = nullptr;
    QPushButton* details_ = nullptr;
    QPushButton* undoButton_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QToolButton* closeNotice_ = nullptr;
    TranslatedTexts texts_; // set again on QEvent::LanguageChange
};

} // namespace trellis
