#include "PuzzleLoadJob.h"

#include "GameDatabase.h"

#include <QElapsedTimer>
#include <QThread>

namespace trellis {

PuzzleLoadJob::PuzzleLoadJob(QString databasePath, QObject* parent)
    : QObject(parent), path_(std::move(databasePath)) {}

PuzzleLoadJob::~PuzzleLoadJob() {
    cancel();
    if (thread_) thread_->wait();
    delete thread_;
}

void PuzzleLoadJob::start() {
    if (isRunning()) return;
    if (thread_) thread_->wait();
    delete thread_;
    cancel_ = false;
    report_ = {};
    thread_ = QThread::create([this] {
        run();
        emit finished();
    });
    thread_->start();
}

bool PuzzleLoadJob::isRunning() const {
    return thread_ && thread_->isRunning();
}

void PuzzleLoadJob::run() {
    auto db = db::GameDatabase::open(path_, db::GameDatabase::OpenMode::Existing);
    if (!db) {
        report_.failure = db.error().text();
        return;
    }
    const auto ids = (*db)->idsWithTag(QStringLiteral("Goal"));
    if (!ids) {
        report_.failure = ids.error().text();
        return;
    }
    report_.games = ids->size();
    emit progress(0, report_.games);
    QElapsedTimer sinceProgress;
    sinceProgress.start();
    for (qsizetype i = 0; i < ids->size(); ++i) {
        if (cancel_) {
            report_.cancelled = true;
            report_.puzzles.clear();
            return;
        }
        auto tree = (*db)->loadGame((*ids)[i]);
        if (!tree) {
            report_.failure = tree.error().text();
            report_.puzzles.clear();
            return;
        }
        if (auto p = PuzzleSession::prepare(std::move(*tree), db->get()))
            report_.puzzles.push_back(std::move(*p));
        if (sinceProgress.elapsed() >= 100) {
            emit progress(i + 1, report_.games);
            sinceProgress.restart();
        }
    }
    emit progress(report_.games, report_.games);
}

} // namespace trellis
