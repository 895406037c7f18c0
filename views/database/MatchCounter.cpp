#include "MatchCounter.h"

#include "GameDatabase.h"

namespace trellis {

MatchCounter::MatchCounter(QObject* parent) : QObject(parent) {
    worker_ = new QObject;
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    thread_.setObjectName("MatchCounter");
    thread_.start();
}

MatchCounter::~MatchCounter() {
    drop();
    // The connection belongs to the counting thread: close it there.
    QMetaObject::invokeMethod(
        worker_, [this] { workerDb_.reset(); }, Qt::BlockingQueuedConnection);
    thread_.quit();
    thread_.wait();
}

void MatchCounter::drop() {
    ++latest_;
    pending_ = false;
}

void MatchCounter::close() {
    drop();
    QMetaObject::invokeMethod(
        worker_,
        [this] {
            workerDb_.reset();
            workerPath_.clear();
        },
        Qt::QueuedConnection);
}

void MatchCounter::request(const QString& path, const db::GameFilter& filter) {
    const quint64 generation = ++latest_;
    pending_ = true;
    QMetaObject::invokeMethod(
        worker_,
        [this, generation, path, filter] {
            if (generation != latest_) return; // a newer request is queued behind this one
            QString error;
            qint64 matching = 0, total = 0;
            if (!workerDb_ || workerPath_ != path) {
                workerDb_.reset();
                workerPath_.clear();
                auto opened = db::GameDatabase::open(path, db::GameDatabase::OpenMode::Existing);
                if (opened) {
                    workerDb_ = std::move(opened.value());
                    workerPath_ = path;
                } else {
                    error = opened.error().text();
                }
            }
            if (workerDb_) {
                auto all = workerDb_->count();
                auto some = filter.isEmpty() ? all : workerDb_->count(filter);
                if (all && some) {
                    total = *all;
                    matching = *some;
                } else {
                    error = (all ? some : all).error().text();
                }
            }
            QMetaObject::invokeMethod(
                this,
                [this, generation, error, matching, total] {
                    if (generation != latest_) return; // stale: a newer request was made
                    pending_ = false;
                    if (error.isEmpty())
                        emit counted(matching, total);
                    else
                        emit failed(error);
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

} // namespace trellis
