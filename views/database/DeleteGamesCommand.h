#pragma once
// Deleting games from a database as an undoable step. The games are read as stored (columns
// and tree blob) before they go, and written back whole on undo, in their old order. The
// database numbers the games it adds, so restored games have new numbers: the report callback
// tells which number became which (and any error, which leaves the database as it was).
// The games are read and written off the GUI thread through the caller's Runner (at a million games
// each game's index rows cost about 2 ms), which returns when they are done; only the first
// deletion can be cancelled.
#include "DatabaseJobs.h"
#include "GameDatabase.h"

#include <QHash>
#include <QUndoCommand>
#include <QVector>

#include <functional>
#include <vector>

namespace trellis {

class DeleteGamesCommand : public QUndoCommand {
  public:
    // After each undo and redo: old number -> new number of the games restored (empty after a
    // deletion), and the error text when the step failed.
    using Report = std::function<void(const QVector<qint64>& deleted,
                                      const QHash<qint64, qint64>& restored, const QString& error)>;
    // Runs `work` on the database off the GUI thread and returns when it is done, the window
    // showing `label` meanwhile (with Cancel when `cancellable`).
    using Runner = std::function<db::WriteOutcome(
        const QString& label, const db::WriteJob::Work& work, bool cancellable)>;

    // Deletes the games now (one transaction); error() is empty when it did, cancelled() says
    // the user stopped it (nothing was deleted then).
    DeleteGamesCommand(const QVector<qint64>& ids, Runner run, Report report);
    const QString& error() const { return error_; }
    bool cancelled() const { return cancelled_; }
    int gameCount() const { return int(games_.size()); }

    void undo() override;
    void redo() override;

  private:
    // Deletes the games; the first time (which may be cancelled) also reads them for undo.
    db::WriteOutcome remove(const QVector<qint64>& ids, bool first);
    QString restore(QHash<qint64, qint64>& renumbered);

    std::vector<db::StoredGame> games_; // with the numbers they have in the database now
    Runner run_;
    Report report_;
    QString error_;
    bool cancelled_ = false;
    bool pushed_ = false; // the first redo() is QUndoStack::push's: the games are gone already
};

} // namespace trellis
