#include "PuzzleSession.h"

#include "puzzle/Puzzle.h"

#include <QDateTime>

namespace trellis {

PuzzleSession::PuzzleSession(QObject* parent)
    : QObject(parent), game_(this), position_(&game_, this) {
    timer_.setSingleShot(true);
    connect(&game_, &GameModel::currentNodeChanged, this, &PuzzleSession::onNodeChanged);
}

QString PuzzleSession::keyOf(const GameTree& puzzle) {
    const std::unique_ptr<Variant> board = puzzle.startVariant().clone();
    QString key = QString::fromStdString(board->descriptor().id + '|' + board->position() + '|');
    for (NodeId n : puzzle.mainLine()) {
        key += QString::fromStdString(board->turnText(puzzle.turn(n), board->fileNotation())) + ' ';
        board->makeTurn(puzzle.turn(n));
    }
    return key.trimmed();
}

std::optional<PuzzleSession::Puzzle> PuzzleSession::prepare(GameTree tree,
                                                            const db::GameDatabase* results) {
    std::vector<Turn> line;
    for (NodeId n : tree.mainLine()) line.push_back(tree.turn(n));
    if (line.empty()) return std::nullopt;
    Puzzle p{std::move(tree), std::move(line), QString(), false};
    p.key = keyOf(p.tree);
    if (results)
        if (auto last = results->puzzleResult(p.key); last && *last)
            p.missedLast = (*last)->outcome != db::PuzzleResult::Outcome::FirstTry;
    return p;
}

QString PuzzleSession::start(std::vector<GameTree> puzzles, db::GameDatabase* results) {
    std::vector<Puzzle> prepared;
    for (GameTree& tree : puzzles)
        if (auto p = prepare(std::move(tree), results)) prepared.push_back(std::move(*p));
    return start(std::move(prepared), results);
}

QString PuzzleSession::start(std::vector<Puzzle> puzzles, db::GameDatabase* results) {
    stop();
    if (puzzles.empty()) return tr("The collection has no puzzle with a solution.");
    puzzles_ = std::move(puzzles);
    results_ = results;
    // The puzzles missed last time first, each group in the collection's order.
    QVector<int> missed, others;
    for (int i = 0; i < int(puzzles_.size()); ++i)
        (puzzles_[std::size_t(i)].missedLast ? missed : others).append(i);
    order_ = missed + others;
    index_ = 0;
    firstTry_ = 0;
    load();
    return {};
}

void PuzzleSession::stop() {
    timer_.stop();
    timer_.disconnect();
    puzzles_.clear();
    order_.clear();
    index_ = -1;
    results_ = nullptr;
    setState(State::Idle);
}

void PuzzleSession::load() {
    timer_.stop();
    const Puzzle& p = puzzles_[std::size_t(order_[index_])];
    GameTree tree(p.tree.startVariant());
    tree.setTags(p.tree.tags());
    playing_ = true;
    game_.setGame(tree);
    playing_ = false;
    ply_ = 0;
    at_ = GameTree::root();
    solverSide_ = p.tree.startVariant().sideToMove();
    misses_ = 0;
    hinted_ = shown_ = false;
    lastResult_.clear();
    setState(State::SolverToMove);
}

QString PuzzleSession::goalText() const {
    if (index_ < 0 || index_ >= count()) return {};
    const std::string goal = puzzles_[std::size_t(order_[index_])].tree.tag("Goal");
    return goal.empty() ? tr("find the best line") : QString::fromStdString(goal);
}

QString PuzzleSession::statusText() const {
    if (state_ == State::Idle) return {};
    if (state_ == State::Finished)
        return tr("Collection done: %1 of %2 solved at the first try.").arg(firstTry_).arg(count());
    // Whose puzzle it is, not who is to move: that changes with every turn, and ends.
    QString text = tr("Puzzle %1 of %2 · %3 for %4 · misses: %5")
                       .arg(index_ + 1)
                       .arg(count())
                       .arg(goalText(), position_.sideName(solverSide_))
                       .arg(misses_);
    if (state_ == State::Solved) text += " · " + lastResult_;
    return text;
}

void PuzzleSession::onNodeChanged(NodeId node) {
    if (playing_ || state_ == State::Idle || node == at_) return;
    if (state_ != State::SolverToMove) {
        // Nothing is the user's to play now (the defence answers, a refused turn is still
        // shown, the puzzle is over): the turn goes straight back.
        QTimer::singleShot(0, this, [this, node] {
            if (game_.currentNode() != node) return;
            playing_ = true;
            game_.undoStack()->undo();
            playing_ = false;
        });
        return;
    }
    if (game_.tree().parent(node) != at_) return; // not a turn played on the puzzle's board
    if (!accepts(node)) return refuse(node);
    at_ = node;
    ++ply_;
    emit message(tr("Right."));
    // An accepted alternative mate ends the line.
    if (game_.tree().turn(node) != puzzles_[std::size_t(order_[index_])].line[ply_ - 1])
        ply_ = puzzles_[std::size_t(order_[index_])].line.size();
    advance();
}

bool PuzzleSession::accepts(NodeId node) const {
    const Puzzle& p = puzzles_[std::size_t(order_[index_])];
    const Turn& turn = game_.tree().turn(node);
    if (turn == p.line[ply_]) return true;
    // A completion of the solution's turn (a deploy's other pieces staying or going) that mates
    // is the same key.
    if (puzzle::sameKey(turn, p.line[ply_]) && game_.tree().variantAt(node)->status().checkmate)
        return true;
    // The final mating turn after the key: any mate will do.
    const auto goal = puzzle::parseGoal(p.tree.tag("Goal"));
    if (!goal || goal->kind != puzzle::Goal::Kind::Mate || ply_ == 0 || ply_ + 1 != p.line.size())
        return false;
    return game_.tree().variantAt(node)->status().checkmate;
}

void PuzzleSession::refuse(NodeId node) {
    ++misses_;
    setState(State::Answering);
    emit message(tr("Not this one: try again."));
    timer_.disconnect();
    connect(&timer_, &QTimer::timeout, this, [this, node] {
        if (game_.currentNode() == node) {
            playing_ = true;
            game_.undoStack()->undo();
            playing_ = false;
        }
        setState(State::SolverToMove);
    });
    timer_.start(delay_);
}

void PuzzleSession::advance() {
    const std::vector<Turn>& line = puzzles_[std::size_t(order_[index_])].line;
    if (ply_ >= line.size()) return finish();
    const bool solversTurn = game_.tree().variantAt(at_)->sideToMove() == solverSide_;
    if (solversTurn && !shown_) return setState(State::SolverToMove);
    setState(State::Answering);
    timer_.disconnect();
    connect(&timer_, &QTimer::timeout, this, &PuzzleSession::playLineTurn);
    timer_.start(delay_);
}

void PuzzleSession::playLineTurn() {
    const std::vector<Turn>& line = puzzles_[std::size_t(order_[index_])].line;
    if (ply_ >= line.size()) return finish();
    if (position_.inSession()) position_.cancelSession();
    game_.setCurrentNode(at_);
    playing_ = true;
    const bool played = game_.playTurn(line[ply_]);
    playing_ = false;
    if (!played) { // a line that does not fit the position: the puzzle ends here
        emit message(tr("The solution's next turn is not legal here."));
        ply_ = line.size();
        return finish();
    }
    at_ = game_.currentNode();
    ++ply_;
    advance();
}

void PuzzleSession::finish() {
    timer_.stop();
    using Outcome = db::PuzzleResult::Outcome;
    const Outcome outcome = shown_                   ? Outcome::Shown
                            : misses_ > 0 || hinted_ ? Outcome::WithMisses
                                                     : Outcome::FirstTry;
    if (outcome == Outcome::FirstTry) ++firstTry_;
    lastResult_ = outcome == Outcome::Shown      ? tr("solution shown")
                  : outcome == Outcome::FirstTry ? tr("solved at the first try")
                                                 : tr("solved");
    if (results_) {
        const auto done =
            results_->recordPuzzleResult(puzzles_[std::size_t(order_[index_])].key, outcome,
                                         QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        if (!done) emit message(tr("The result could not be kept: %1").arg(done.error().text()));
    }
    setState(State::Solved);
    emit message(outcome == Outcome::Shown ? tr("That was the solution.") : tr("Solved!"));
}

void PuzzleSession::hint() {
    if (state_ != State::SolverToMove) return;
    const Turn& turn = puzzles_[std::size_t(order_[index_])].line[ply_];
    const std::unique_ptr<Variant> board = game_.tree().variantAt(at_);
    const StepClicks c = board->clicksOf(turn, board->clickedStep(turn, 0));
    hinted_ = true;
    if (c.fromSquare >= 0) {
        const int row = position_.rowOfSquare(c.fromSquare);
        const QString name =
            position_.data(position_.index(row), PositionModel::NameRole).toString();
        if (!position_.data(position_.index(row), PositionModel::MarkRole)
                 .value<QColor>()
                 .isValid())
            position_.toggleSquareMark(c.fromSquare, 'G');
        emit message(tr("Hint: move the piece on %1.").arg(name));
    } else {
        emit message(
            tr("Hint: move the attack board on %1.").arg(QString::fromStdString(c.fromPin)));
    }
    emit changed();
}

void PuzzleSession::showSolution() {
    if (state_ != State::SolverToMove && state_ != State::Answering) return;
    shown_ = true;
    timer_.stop();
    // A refused turn still on the board goes first.
    if (game_.currentNode() != at_) {
        playing_ = true;
        game_.undoStack()->undo();
        playing_ = false;
    }
    setState(State::Answering);
    emit message(tr("The solution is played on the board."));
    timer_.disconnect();
    connect(&timer_, &QTimer::timeout, this, &PuzzleSession::playLineTurn);
    timer_.start(delay_);
}

void PuzzleSession::next() {
    if (state_ != State::Solved) return;
    if (++index_ >= count()) return setState(State::Finished);
    load();
}

void PuzzleSession::setState(State state) {
    state_ = state;
    emit changed();
}

} // namespace trellis
