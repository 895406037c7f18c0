#include "GameAnalysisJob.h"

#include <QThread>

namespace trellis {

GameAnalysisJob::GameAnalysisJob(const GameTree& tree, GameAnalysisOptions options, QObject* parent)
    : QObject(parent), options_(options), line_(MainLine::of(tree)) {
    // Each position is a board that has played the game up to it, so that it knows the
    // positions before (Variant::earlierPositions).
    std::unique_ptr<Variant> board = tree.variantAt(GameTree::root());
    positions_.push_back(board->clone());
    for (const NodeId id : line_.nodes) {
        movers_.push_back(board->sideToMove());
        board->makeTurn(tree.turn(id));
        positions_.push_back(board->clone());
    }
}

GameAnalysisJob::~GameAnalysisJob() {
    cancel();
    if (thread_) thread_->wait();
    delete thread_;
}

void GameAnalysisJob::start() {
    if (thread_) return; // one run per job
    thread_ = QThread::create([this] { run(); });
    thread_->start();
}

bool GameAnalysisJob::isRunning() const {
    return thread_ && thread_->isRunning();
}

void GameAnalysisJob::run() {
    search::Engine engine(options_.engine);
    std::vector<EvalScore> scores;
    const int total = positionCount();
    for (int i = 0; i < total && !cancel_; ++i) {
        scores.push_back(evaluate(engine, *positions_[std::size_t(i)]));
        emit progress(i + 1, total);
    }
    if (!cancel_) scores_ = std::move(scores);
    emit finished();
}

EvalScore GameAnalysisJob::evaluate(search::Engine& engine, const Variant& position) {
    const int sign = position.sideToMove() == 0 ? 1 : -1;
    const search::SearchReport r = engine.analyse(position, options_.limits, &cancel_);
    if (r.lines.empty()) {
        // No legal turn: the game is over here (mate, stalemate or the rules' end).
        std::unique_ptr<Variant> board = position.clone();
        const Outcome outcome = board->status().outcome;
        const int winner = outcome == Outcome::FirstWins    ? 1
                           : outcome == Outcome::SecondWins ? -1
                           : outcome == Outcome::Draw       ? 0
                                                            : -sign; // no turn: the mover lost
        return {EvalScore::Kind::GameOver, winner};
    }
    const search::Score s = r.lines.front().score;
    return {s.isMate ? EvalScore::Kind::Mate : EvalScore::Kind::Centipawns, sign * s.value};
}

} // namespace trellis
