#pragma once
// Game > Analyse Game's work: the engine over every position of a game's main line (the start
// and after each turn), in-process on a thread of its own so that the GUI never waits. Each
// position is searched with the game's history before it (a repetition is a draw) and scored
// from the first player's side. The positions are taken from the tree when the job is made, so
// the game may change meanwhile; the caller drops results whose main line is gone
// (GameEvaluation::set does).
#include "EvalScore.h"
#include "GameEvaluation.h"

#include "search/Engine.h"
#include "variant/Variant.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <vector>

class QThread;

namespace trellis {

struct GameAnalysisOptions {
    search::SearchLimits limits; // per position
    search::EngineOptions engine;
};

class GameAnalysisJob : public QObject {
    Q_OBJECT

  public:
    GameAnalysisJob(const GameTree& tree, GameAnalysisOptions options, QObject* parent = nullptr);
    ~GameAnalysisJob() override; // cancels and waits

    void start();
    void cancel() { cancel_ = true; }
    bool isRunning() const;
    bool cancelled() const { return cancel_; }
    int positionCount() const { return int(positions_.size()); }
    const GameAnalysisOptions& options() const { return options_; }

    // Complete after finished() when not cancelled.
    const MainLine& line() const { return line_; }
    const std::vector<EvalScore>& scores() const { return scores_; }
    const std::vector<int>& movers() const { return movers_; }

  signals:
    void progress(int done, int total); // positions searched
    void finished();

  private:
    void run();
    EvalScore evaluate(search::Engine& engine, const Variant& position);

    GameAnalysisOptions options_;
    MainLine line_;
    std::vector<std::unique_ptr<Variant>> positions_;
    std::vector<EvalScore> scores_;
    std::vector<int> movers_;
    std::atomic<bool> cancel_{false};
    QThread* thread_ = nullptr;
};

} // namespace trellis
