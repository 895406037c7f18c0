#pragma once
// The puzzles of a game database (its games with a Goal tag) made ready for the solve mode off
// the GUI thread: each game is read, its key computed and its last result looked up
// (PuzzleSession::prepare) on a connection of the job's own; about 140 us a puzzle, so a
// database of mined puzzles would otherwise hold the window for seconds. Progress comes about
// ten times a second; cancel() stops between puzzles; the destructor cancels and waits.
#include "PuzzleSession.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <vector>

class QThread;

namespace trellis {

struct PuzzleLoadReport {
    std::vector<PuzzleSession::Puzzle> puzzles; // in id order
    qint64 games = 0;                           // games with a Goal tag
    bool cancelled = false;
    QString failure; // the database could not be read (no puzzles then)
};

class PuzzleLoadJob : public QObject {
    Q_OBJECT

  public:
    explicit PuzzleLoadJob(QString databasePath, QObject* parent = nullptr);
    ~PuzzleLoadJob() override;
    void start();
    void cancel() { cancel_ = true; }
    bool isRunning() const;
    // Complete once finished() has been emitted; takeReport() moves the puzzles out.
    const PuzzleLoadReport& report() const { return report_; }
    PuzzleLoadReport takeReport() { return std::move(report_); }

  signals:
    void progress(qint64 done, qint64 total);
    void finished();

  private:
    void run();

    QString path_;
    std::atomic<bool> cancel_{false};
    PuzzleLoadReport report_;
    QThread* thread_ = nullptr;
};

} // namespace trellis
