#pragma once
// Counts the games a filter matches (and all games) off the GUI thread, so that typing in the
// database panel's search field never waits for SQLite. The counts run on a thread of their
// own with their own connection (WAL lets it read while the GUI's connection and an import
// write). Only the answer to the latest request is delivered: a request made while an older
// one is counting makes the older answer stale, and queued stale requests are not run.
#include "GameQuery.h"

#include <QObject>
#include <QString>
#include <QThread>

#include <atomic>
#include <memory>

namespace trellis::db {
class GameDatabase;
}

namespace trellis {

class MatchCounter : public QObject {
    Q_OBJECT

  public:
    explicit MatchCounter(QObject* parent = nullptr);
    ~MatchCounter() override;

    // Counts the games of the database at `path` that `filter` matches; counted() follows.
    void request(const QString& path, const db::GameFilter& filter);
    // Forgets the pending request: no answer comes for it.
    void drop();
    // Drops the pending request and closes the counting connection (before its database file
    // is replaced or goes away); the next request opens the file again.
    void close();
    bool isCounting() const { return pending_; }

  signals:
    void counted(qint64 matching, qint64 total);
    void failed(const QString& message);

  private:
    QThread thread_;
    QObject* worker_ = nullptr;                  // lives in thread_
    std::unique_ptr<db::GameDatabase> workerDb_; // used in thread_ only
    QString workerPath_;                         // the path workerDb_ has open
    std::atomic<quint64> latest_{0};
    bool pending_ = false;
};

} // namespace trellis
