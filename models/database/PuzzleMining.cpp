#include "PuzzleMining.h"

#include "ErrorText.h"
#include "GameDatabase.h"
#include "game/PgnReader.h"
#include "variant/VariantRegistry.h"

#include <QElapsedTimer>
#include <QFile>
#include <QThread>

namespace trellis::db {

bool isDatabaseFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return false;
    return file.read(16) == QByteArray("SQLite format 3", 16);
}

namespace {

// Mines one game; false when mining should stop (limit reached or cancelled).
bool mineOne(puzzle::PuzzleMiner& miner, const GameTree& game, const MiningOptions& options,
             MiningReport& report) {
    for (puzzle::MinedPuzzle& p : miner.mineGame(game, options.cancel)) {
        if (options.limit > 0 && int(report.puzzles.size()) >= options.limit) break;
        report.puzzles.push_back(std::move(p.puzzle));
    }
    ++report.counts.games;
    report.counts.positions = qint64(miner.positionsSearched());
    report.counts.puzzles = qint64(report.puzzles.size());
    if (options.progress) options.progress(report.counts);
    if (options.cancel && options.cancel->load()) {
        report.cancelled = true;
        return false;
    }
    return options.limit <= 0 || int(report.puzzles.size()) < options.limit;
}

} // namespace

MiningReport minePuzzles(const QString& source, const MiningOptions& options) {
    MiningReport report;
    QElapsedTimer clock;
    clock.start();
    puzzle::PuzzleMiner miner(options.miner);
    if (isDatabaseFile(source)) {
        auto db = GameDatabase::open(source, GameDatabase::OpenMode::Existing);
        if (!db) {
            report.failure = db.error().text();
            return report;
        }
        const auto ids = (*db)->ids(GameQuery{});
        if (!ids) {
            report.failure = ids.error().text();
            return report;
        }
        report.counts.totalGames = ids->size();
        for (qint64 id : *ids) {
            const auto game = (*db)->loadGame(id);
            if (!game) {
                report.skipped << game.error().text();
                continue;
            }
            if (!mineOne(miner, *game, options, report)) break;
        }
    } else {
        const Result<PgnReadResult> read =
            PgnReader(registeredVariants()).readFile(source.toStdString());
        if (!read) {
            report.failure = errorText(read);
            return report;
        }
        for (const PgnError& e : read->errors) report.skipped << errorText(e);
        report.counts.totalGames = qint64(read->games.size());
        for (const PgnGame& game : read->games)
            if (!mineOne(miner, game.tree, options, report)) break;
    }
    report.timeMs = double(clock.nsecsElapsed()) / 1e6;
    return report;
}

MiningJob::MiningJob(QString source, MiningOptions options, QObject* parent)
    : QObject(parent), source_(std::move(source)), options_(std::move(options)) {
    qRegisterMetaType<MiningProgress>();
}

MiningJob::~MiningJob() {
    cancel();
    if (thread_) thread_->wait();
    delete thread_;
}

void MiningJob::start() {
    if (isRunning()) return;
    if (thread_) thread_->wait();
    delete thread_;
    cancel_ = false;
    thread_ = QThread::create([this] {
        MiningOptions options = options_;
        options.cancel = &cancel_;
        options.progress = [this](const MiningProgress& p) { emit progress(p); };
        report_ = minePuzzles(source_, options);
        emit finished();
    });
    thread_->start();
}

bool MiningJob::isRunning() const {
    return thread_ && thread_->isRunning();
}

} // namespace trellis::db
