#pragma once
// The position editor's "puzzle from this position": PuzzleVerifier::verifyGoal on a thread of
// the pool (mate proofs and engine searches take from milliseconds to seconds), the verdict and,
// when it is ok, the puzzle as a game (SetUp, FEN, Goal, the verified line). A new check makes
// the running one's result stale: it is dropped when it comes.
#include "game/GameTree.h"
#include "puzzle/Puzzle.h"

#include <QFutureWatcher>
#include <QObject>

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
    QFutureWatcher<Outcome> watcher_;
    int generation_ = 0;
    std::optional<puzzle::Verdict> verdict_;
    std::optional<GameTree> puzzle_;
    QString lineText_;
};

} // namespace trellis
