#include "DatabaseExporter.h"

#include "ErrorText.h"

#include "GameCodec.h"
#include "GameDatabase.h"

#include "game/PgnWriter.h"

#include <QElapsedTimer>
#include <QSaveFile>

#include <thread>
#include <vector>

namespace trellis::db {

namespace {

// A game's text, or why it cannot be read back.
struct Written {
    std::string text;
    std::string error;
};

// Decodes and writes `games` on `threads` threads, each taking every threads-th game.
std::vector<Written> writeAll(const std::vector<StoredGame>& games, int threads) {
    std::vector<Written> out(games.size());
    auto work = [&](std::size_t first) {
        const PgnWriter writer;
        for (std::size_t i = first; i < games.size(); i += std::size_t(threads)) {
            auto tree = decodeGame(games[i].header, games[i].moves);
            if (tree)
                out[i].text = writer.write(*tree);
            else
                out[i].error = errorText(tree.error()).toStdString();
        }
    };
    std::vector<std::thread> workers;
    for (int t = 1; t < threads; ++t) workers.emplace_back(work, std::size_t(t));
    work(0);
    for (std::thread& w : workers) w.join();
    return out;
}

} // namespace

ExportReport DatabaseExporter::exportTo(GameDatabase& db, const GameQuery& query,
                                        const std::function<void(const std::string&)>& write,
                                        const ExportOptions& options) {
    ExportReport report;
    QElapsedTimer clock;
    clock.start();
    auto total = db.count(query.filter);
    if (!total) {
        report.failure = total.error();
        return report;
    }
    report.total = *total;
    const int threads = options.threads > 0
                            ? options.threads
                            : int(std::max(1u, std::thread::hardware_concurrency()));
    const std::size_t batch = std::size_t(64 * threads);
    std::vector<StoredGame> pending;
    qint64 lastProgress = -options.progressIntervalMs;
    bool first = true;
    auto flush = [&] {
        for (std::size_t i = 0; const Written& w : writeAll(pending, threads)) {
            const StoredGame& game = pending[i++];
            if (!w.error.empty()) {
                report.badGames.append(
                    DatabaseError(DatabaseErrorCode::BadGame,
                                  {QString::number(game.id), QString::fromStdString(w.error)}));
                continue;
            }
            write(first ? w.text : "\n" + w.text);
            first = false;
            ++report.exported;
        }
        pending.clear();
        report.seconds = double(clock.nsecsElapsed()) / 1e9;
        if (options.progress && clock.elapsed() - lastProgress >= options.progressIntervalMs) {
            lastProgress = clock.elapsed();
            options.progress(report);
        }
    };
    auto visited = db.forEachGame(query, [&](StoredGame& game) {
        if (options.cancel && options.cancel->load()) {
            report.cancelled = true;
            return false;
        }
        pending.push_back(std::move(game));
        if (pending.size() >= batch) flush();
        return true;
    });
    if (!visited) report.failure = visited.error();
    if (!report.cancelled && visited) flush();
    report.seconds = double(clock.nsecsElapsed()) / 1e9;
    if (options.progress) options.progress(report);
    return report;
}

ExportReport DatabaseExporter::exportToFile(GameDatabase& db, const GameQuery& query,
                                            const QString& path, const ExportOptions& options) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        ExportReport report;
        report.failure = DatabaseError(DatabaseErrorCode::FileWrite, {path, file.errorString()});
        return report;
    }
    ExportReport report = exportTo(
        db, query,
        [&file](const std::string& text) { file.write(text.data(), qint64(text.size())); },
        options);
    if (report.cancelled || report.failure.code != DatabaseErrorCode::None) {
        file.cancelWriting();
        return report;
    }
    if (!file.commit())
        report.failure = DatabaseError(DatabaseErrorCode::FileWrite, {path, file.errorString()});
    return report;
}

} // namespace trellis::db
