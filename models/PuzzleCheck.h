#pragma once
// The position editor's "puzzle from this position": PuzzleVerifier::verifyGoal on a thread of
// the pool (mate proofs and engine searches take from milliseconds to seconds), the verdict and,
// when it is ok, the puzzle as a game (SetUp, FEN, Goal, the verified line). A new check makes
// the running one's result stale: it is dropped when it comes. A "win" goal is judged by the
// engine of the list chosen for the variant when there is one (UciEngine, on the same pool
// thread); mate goals always by the built-in exact mate search.
#include "UciEngine.h"
#include "game/GameTree.h"
#include "puzzle/Puzzle.h"

#include <QMap>

#include <QFutureWatcher>
#include <QObject>

#include <atomic>
#include <memory>
#include <optional>

namespace trellis {

class PuzzleCheck : public QObject {
    Q_OBJECT

  public:
    explicit PuzzleCheck(QObject* parent = nullptr);
    ~PuzzleCheck() override;

    // Starts checking `board` for `goal` ("mate in 2", "win"). False (nothing started) for a
    // goal that does not read.
    bool check(const Variant& board, const QString& goal);
    // The engines that judge "win" goals, by variant id (none: the built-in engine).
    void setWinEngines(QMap<QString, UciEngineSetup> engines) { winEngines_ = std::move(engines); }
    bool running() const { return watcher_.isRunning(); }
    // Forgets the verdict; a check under way will be dropped.
    void clear();
    // The last finished check: its verdict, in words, and its puzzle when ok.
    const std::optional<puzzle::Verdict>& verdict() const { return verdict_; }
    QString verdictText() const;
    const std::optional<GameTree>& puzzle() const { return puzzle_; }

  signals:
    void finished();

  private:
    struct Outcome {
        puzzle::Verdict verdict;
        std::optional<GameTree> puzzle;
        int generation = 0;
    };
    // The verdict, with `engine` judging a "win" goal when it is set.
    // `cancel` stops its search (its verdict is dropped then).
    static puzzle::Verdict verify(const Variant& start, const puzzle::Goal& goal,
                                  const std::optional<UciEngineSetup>& engine,
                                  const std::atomic<bool>& cancel);

    QFutureWatcher<Outcome> watcher_;
    int generation_ = 0;
    std::optional<puzzle::Verdict> verdict_;
    std::optional<GameTree> puzzle_;
    QString lineText_;
    QMap<QString, UciEngineSetup> winEngines_;
    // Set when the running check is no longer wanted (a new one, clear(), the end).
    std::shared_ptr<std::atomic<bool>> cancel_ = std::make_shared<std::atomic<bool>>(false);
};

} // namespace trellis
