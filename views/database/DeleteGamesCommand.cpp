#include "DeleteGamesCommand.h"

#include "DatabasePanel.h"

#include <QCoreApplication>

#include <algorithm>

namespace trellis {

DeleteGamesCommand::DeleteGamesCommand(db::GameDatabase& database, const QVector<qint64>& ids,
                                       Report report)
    : db_(database), report_(std::move(report)) {
    QVector<qint64> sorted = ids;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    for (qint64 id : sorted) {
        auto game = db_.storedGame(id);
        if (!game) {
            error_ = game.error().text();
            games_.clear();
            return;
        }
        games_.push_back(std::move(game.value()));
    }
    setText(QCoreApplication::translate("DatabasePanel", "Delete %1")
                .arg(DatabasePanel::gamesText(qint64(games_.size()))));
    error_ = remove();
}

QString DeleteGamesCommand::remove() {
    QVector<qint64> ids;
    for (const db::StoredGame& game : games_) ids << game.id;
    auto deleted = db_.deleteGames(ids);
    return deleted ? QString() : deleted.error().text();
}

QString DeleteGamesCommand::restore(QHash<qint64, qint64>& renumbered) {
    if (auto begun = db_.beginTransaction(); !begun) return begun.error().text();
    std::vector<qint64> ids;
    for (const db::StoredGame& game : games_) {
        db::EncodedGame encoded;
        encoded.header = game.header;
        encoded.moves = game.moves;
        auto id = db_.insertGame(encoded);
        if (!id) {
            db_.rollback();
            return id.error().text();
        }
        ids.push_back(*id);
    }
    if (auto done = db_.commit(); !done) return done.error().text();
    for (std::size_t i = 0; i < games_.size(); ++i) {
        renumbered.insert(games_[i].id, ids[i]);
        games_[i].id = ids[i];
    }
    return {};
}

void DeleteGamesCommand::redo() {
    if (!pushed_) {
        pushed_ = true;
        return;
    }
    QVector<qint64> ids;
    for (const db::StoredGame& game : games_) ids << game.id;
    const QString error = remove();
    report_(error.isEmpty() ? ids : QVector<qint64>{}, {}, error);
}

void DeleteGamesCommand::undo() {
    QHash<qint64, qint64> renumbered;
    const QString error = restore(renumbered);
    report_({}, renumbered, error);
}

} // namespace trellis
