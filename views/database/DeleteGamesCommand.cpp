#include "DeleteGamesCommand.h"

#include "DatabasePanel.h"

#include <QCoreApplication>

#include <algorithm>

namespace trellis {

namespace {

// Games deleted between two looks at the cancel flag.
constexpr std::size_t kChunk = 100;

QString progressText(const char* text, qint64 games) {
    return QCoreApplication::translate("DatabasePanel", text).arg(DatabasePanel::gamesText(games));
}

} // namespace

DeleteGamesCommand::DeleteGamesCommand(const QVector<qint64>& ids, Runner run, Report report)
    : run_(std::move(run)), report_(std::move(report)) {
    QVector<qint64> sorted = ids;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    const db::WriteOutcome outcome = remove(sorted, true);
    error_ = outcome.error;
    cancelled_ = outcome.cancelled;
    setText(QCoreApplication::translate("DatabasePanel", "Delete %1")
                .arg(DatabasePanel::gamesText(qint64(games_.size()))));
}

db::WriteOutcome DeleteGamesCommand::remove(const QVector<qint64>& ids, bool first) {
    // The first time the games are read as stored before they go (in the same transaction);
    // they are kept for undo once the deletion is committed. Later, the kept ones go.
    std::vector<db::StoredGame> kept;
    auto work = [&](db::GameDatabase& db, const std::atomic<bool>& cancel) -> QString {
        for (qsizetype i = 0; first && i < ids.size() && !cancel; ++i) {
            auto game = db.storedGame(ids[i]);
            if (!game) return game.error().text();
            kept.push_back(std::move(game.value()));
        }
        const std::span<const db::StoredGame> games = first ? kept : games_;
        for (std::size_t i = 0; i < games.size() && !cancel; i += kChunk)
            if (auto deleted =
                    db.deleteStoredGames(games.subspan(i, std::min(kChunk, games.size() - i)));
                !deleted)
                return deleted.error().text();
        return {};
    };
    const db::WriteOutcome outcome = run_(
        progressText(QT_TRANSLATE_NOOP("DatabasePanel", "Deleting %1…"), ids.size()), work, first);
    if (first && outcome.error.isEmpty() && !outcome.cancelled) games_ = std::move(kept);
    return outcome;
}

QString DeleteGamesCommand::restore(QHash<qint64, qint64>& renumbered) {
    std::vector<qint64> ids;
    // Runs on the writer's thread while this one waits for it.
    auto work = [this, &ids](db::GameDatabase& db, const std::atomic<bool>&) -> QString {
        for (const db::StoredGame& game : games_) {
            db::EncodedGame encoded;
            encoded.header = game.header;
            encoded.moves = game.moves;
            auto id = db.insertGame(encoded);
            if (!id) return id.error().text();
            ids.push_back(*id);
        }
        return {};
    };
    const db::WriteOutcome outcome = run_(
        progressText(QT_TRANSLATE_NOOP("DatabasePanel", "Restoring %1…"), qint64(games_.size())),
        work, false);
    if (!outcome.error.isEmpty()) return outcome.error;
    if (outcome.cancelled) return {}; // only when the application quits: nothing was written
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
    const QString error = remove(ids, false).error;
    report_(error.isEmpty() ? ids : QVector<qint64>{}, {}, error);
}

void DeleteGamesCommand::undo() {
    QHash<qint64, qint64> renumbered;
    const QString error = restore(renumbered);
    report_({}, renumbered, error);
}

} // namespace trellis
