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
        turns_.push_back(tree.turn(id));
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
    std::vector<EvalScore> scores;
    if (options_.uci)
        runUci(scores);
    else
        runBuiltIn(scores);
    if (!cancel_) scores_ = std::move(scores);
    emit finished();
}

void GameAnalysisJob::runBuiltIn(std::vector<EvalScore>& scores) {
    search::Engine engine(options_.engine);
    const int total = positionCount();
    for (int i = 0; i < total && !cancel_; ++i) {
        const Variant& position = *positions_[std::size_t(i)];
        scores.push_back(scoreOf(engine.analyse(position, options_.limits, &cancel_), position));
        emit progress(i + 1, total);
    }
}

// Each position is sent as the game's start and the turns to it, so that the engine knows the
// history (repetitions) as the built-in one does.
void GameAnalysisJob::runUci(std::vector<EvalScore>& scores) {
    UciEngine engine(options_.uci->program);
    const Variant& start = *positions_.front();
    if (!engine.prepare(start, options_.uci->settings)) {
        error_ = engine.error();
        return;
    }
    const int total = positionCount();
    for (int i = 0; i < total && !cancel_; ++i) {
        const std::vector<Turn> moves(turns_.begin(), turns_.begin() + i);
        const std::optional<search::SearchReport> r =
            engine.analyse(start, moves, options_.limits, &cancel_);
        if (!r) {
            error_ = engine.error();
            return;
        }
        if (r->lines.empty() && !positions_[std::size_t(i)]->clone()->legalTurns().empty()) {
            error_ = QString("%1 found no turn in %2, which has legal turns")
                         .arg(engine.name(),
                              QString::fromStdString(positions_[std::size_t(i)]->position()));
            return;
        }
        scores.push_back(scoreOf(*r, *positions_[std::size_t(i)]));
        emit progress(i + 1, total);
    }
}

EvalScore GameAnalysisJob::scoreOf(const search::SearchReport& r, const Variant& position) {
    const int sign = position.sideToMove() == 0 ? 1 : -1;
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
