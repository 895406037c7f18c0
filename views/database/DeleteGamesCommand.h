#pragma once
// Deleting games from a database as an undoable step. The games are read as stored (columns
// and tree blob) before they go, and written back whole on undo, in their old order. The
// database numbers the games it adds, so restored games have new numbers: the report callback
// tells which number became which (and any error, which leaves the database as it was).
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

    // Deletes the games now (one transaction); error() is empty when it did.
    DeleteGamesCommand(db::GameDatabase& database, const QVector<qint64>& ids, Report report);
    const QString& error() const { return error_; }
    int gameCount() const { return int(games_.size()); }

    void undo() override;
    void redo() override;

  private:
    QString remove();
    QString restore(QHash<qint64, qint64>& renumbered);

    db::GameDatabase& db_;
    std::vector<db::StoredGame> games_; // with the numbers they have in the database now
    Report report_;
    QString error_;
    bool pushed_ = false; // the first redo() is QUndoStack::push's: the games are gone already
};

} // namespace trellis
