#pragma once
// Game > Analyse Game's work: the engine over every position of a game's main line (the start
// and after each turn), on a thread of its own so that the GUI never waits: the built-in engine
// in-process, or a UCI engine of the studio's list (UciEngine: a child process the thread waits
// on). A UCI engine that fails (it crashes, hangs, answers garbage or an illegal move) ends the
// job with the scores of the positions before (error() says what the engine did). Each
// position is searched with the game's history before it (a repetition is a draw) and scored
// from the first player's side. The positions are taken from the tree when the job is made, so
// the game may change meanwhile; the caller drops results whose main line is gone
// (GameEvaluation::set does).
#include "EvalScore.h"
#include "GameEvaluation.h"
#include "UciEngine.h"

#include "search/Engine.h"
#include "variant/Variant.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QThread;

namespace trellis {

struct GameAnalysisOptions {
    search::SearchLimits limits;       // per position
    search::EngineOptions engine;      // the built-in engine's
    std::optional<UciEngineSetup> uci; // set: this engine instead of the built-in one
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

    // After finished() when not cancelled: one score per position, or, when the UCI engine
    // failed (error() not empty), those of the positions before its failure.
    const MainLine& line() const { return line_; }
    const std::vector<EvalScore>& scores() const { return scores_; }
    QString error() const { return error_; }
    const std::vector<int>& movers() const { return movers_; }

  signals:
    void progress(int done, int total); // positions searched
    void finished();

  private:
    void run();
    void runBuiltIn(std::vector<EvalScore>& scores);
    void runUci(std::vector<EvalScore>& scores);
    // The score of a search's report of `position` (no line: the game is over there).
    static EvalScore scoreOf(const search::SearchReport& report, const Variant& position);

    GameAnalysisOptions options_;
    MainLine line_;
    std::vector<std::unique_ptr<Variant>> positions_;
    std::vector<EvalScore> scores_;
    std::vector<int> movers_;
    std::vector<Turn> turns_; // the main line's, for a UCI engine's `position ... moves`
    QString error_;
    std::atomic<bool> cancel_{false};
    QThread* thread_ = nullptr;
};

} // namespace trellis
