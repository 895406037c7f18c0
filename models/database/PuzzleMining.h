#pragma once
// Puzzle mining over a game database or a game file (`trellis puzzle mine`, Puzzles > Mine
// Puzzles from Database…): every game's main line through core's PuzzleMiner, in the source's
// order, until the limit or a cancel. MiningJob runs it off the GUI thread with its own
// database connection and progress signals.
#include "puzzle/PuzzleMiner.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <vector>

class QThread;

namespace trellis::db {

struct MiningProgress {
    qint64 games = 0, totalGames = 0; // games walked, of how many
    qint64 positions = 0;             // positions searched
    qint64 puzzles = 0;               // puzzles found
};

struct MiningOptions {
    int limit = 0; // stop after this many puzzles (0: no limit)
    puzzle::MinerOptions miner;
    const std::atomic<bool>* cancel = nullptr;
    std::function<void(const MiningProgress&)> progress; // after every game
};

struct MiningReport {
    std::vector<GameTree> puzzles;
    MiningProgress counts;
    double timeMs = 0;
    bool cancelled = false;
    QString failure;     // the source could not be read (nothing was mined)
    QStringList skipped; // games of a file that could not be read
};

// Whether the file is an SQLite file (a game database) rather than a game file.
bool isDatabaseFile(const QString& path);
// Mines a game database or a game file.
MiningReport minePuzzles(const QString& source, const MiningOptions& options);

class MiningJob : public QObject {
    Q_OBJECT

  public:
    MiningJob(QString source, MiningOptions options, QObject* parent = nullptr);
    ~MiningJob() override; // cancels and waits
    void start();
    void cancel() { cancel_ = true; }
    bool isRunning() const;
    const MiningReport& report() const { return report_; } // complete after finished()

  signals:
    void progress(const trellis::db::MiningProgress& progress);
    void finished();

  private:
    QString source_;
    MiningOptions options_;
    std::atomic<bool> cancel_{false};
    MiningReport report_;
    QThread* thread_ = nullptr;
};

} // namespace trellis::db

Q_DECLARE_METATYPE(trellis::db::MiningProgress)
