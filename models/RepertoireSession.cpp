#include "RepertoireSession.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <functional>

namespace trellis {

namespace {

// A hint arrow as wide as the opening tree's widest.
constexpr qreal kArrowWidth = 1.8;

} // namespace

RepertoireSession::RepertoireSession(QObject* parent)
    : QObject(parent), game_(this), position_(&game_, this) {
    timer_.setSingleShot(true);
    connect(&game_, &GameModel::currentNodeChanged, this, &RepertoireSession::onNodeChanged);
}

QString RepertoireSession::start(const GameTree& repertoire, int side, db::GameDatabase* progress) {
    stop();
    std::vector<RepertoireLine> lines = repertoireLines(repertoire, side);
    if (lines.empty())
        return tr("The game has no line with a turn of %1 to learn.")
            .arg(QCoreApplication::translate(
                "Variant",
                repertoire.startVariant().descriptor().sideNames[side == 0 ? 0 : 1].c_str()));
    std::vector<db::LineProgress> known(lines.size());
    if (progress)
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const auto kept = progress->lineProgress(lines[i].key);
            if (!kept) return tr("The progress cannot be read: %1").arg(kept.error().text());
            if (kept->has_value()) known[i] = **kept;
        }
    repertoire_ = std::make_unique<GameTree>(repertoire);
    lines_ = std::move(lines);
    progress_ = std::move(known);
    db_ = progress;
    side_ = side == 0 ? 0 : 1;
    attempted_.assign(lines_.size(), false);
    requeued_.assign(lines_.size(), false);
    clean_ = 0;

    // The due lines: missed ones first, then the longest due; the file's order among equals.
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (int i = 0; i < lineCount(); ++i)
        if (leitner::isDue(progress_[std::size_t(i)], now)) order_.push_back(i);
    std::stable_sort(order_.begin(), order_.end(), [this](int a, int b) {
        const db::LineProgress &pa = progress_[std::size_t(a)], &pb = progress_[std::size_t(b)];
        if (pa.missed != pb.missed) return pa.missed;
        return pa.due < pb.due; // ISO 8601 UTC texts sort as times; never trained first
    });
    // None due: all of them, the less known ones likelier first.
    if (order_.empty()) {
        std::vector<int> all(lines_.size());
        for (int i = 0; i < lineCount(); ++i) all[std::size_t(i)] = i;
        order_ = weightedOrder(std::move(all));
    }
    index_ = 0;
    load();
    return {};
}

void RepertoireSession::stop() {
    timer_.stop();
    timer_.disconnect();
    lines_.clear();
    order_.clear();
    index_ = -1;
    db_ = nullptr;
    prompt_.clear();
    setState(State::Idle);
}

void RepertoireSession::load() {
    timer_.stop();
    GameTree tree(repertoire_->startVariant());
    tree.setTags(repertoire_->tags());
    playing_ = true;
    game_.setGame(tree);
    playing_ = false;
    ply_ = 0;
    at_ = repAt_ = GameTree::root();
    misses_ = 0;
    prompt_.clear();
    advance();
}

std::optional<Turn> RepertoireSession::expectedTurn() const {
    if (state_ == State::Idle || state_ == State::Finished || ply_ >= line().nodes.size())
        return std::nullopt;
    return repertoire_->turn(line().nodes[ply_]);
}

QString RepertoireSession::statusText() const {
    switch (state_) {
    case State::Idle:
        return {};
    case State::Finished:
        return tr("Session done: %1 of %2 lines without a miss.").arg(clean_).arg(count());
    default:
        return tr("Line %1 of %2 · misses: %3").arg(index_ + 1).arg(count()).arg(misses_);
    }
}

QString RepertoireSession::turnText(const Turn& turn) const {
    const std::unique_ptr<Variant> board = game_.tree().variantAt(at_);
    return QString::fromStdString(board->turnText(turn, game_.notation()));
}

void RepertoireSession::advance() {
    if (ply_ >= line().nodes.size()) return finishLine();
    if (game_.tree().variantAt(at_)->sideToMove() == side_) {
        if (prompt_.isEmpty()) prompt_ = tr("Your move as %1").arg(position_.sideName(side_));
        return setState(State::UserToMove);
    }
    setState(State::Answering);
    after(delay_, &RepertoireSession::playOpponentTurn);
}

void RepertoireSession::playOpponentTurn() {
    if (position_.inSession()) position_.cancelSession();
    game_.setCurrentNode(at_);
    const NodeId next = line().nodes[ply_];
    playing_ = true;
    const bool played = game_.playTurn(repertoire_->turn(next));
    playing_ = false;
    if (!played) { // a repertoire whose turn does not fit: the line cannot go on
        prompt_ = tr("The repertoire's next turn is not legal here: go on to the next line.");
        return setState(State::LineDone);
    }
    at_ = game_.currentNode();
    repAt_ = next;
    ++ply_;
    prompt_.clear();
    advance();
}

void RepertoireSession::onNodeChanged(NodeId node) {
    if (playing_ || state_ == State::Idle || node == at_) return;
    if (state_ != State::UserToMove) {
        // Nothing is the user's to play now: the turn goes straight back.
        QTimer::singleShot(0, this, [this, node] { takeBack(node); });
        return;
    }
    if (game_.tree().parent(node) != at_) return; // not a turn played on the line's board
    const Turn& turn = game_.tree().turn(node);
    for (NodeId child : repertoire_->children(repAt_))
        if (repertoire_->turn(child) == turn) return accept(node, child);
    refuse(node);
}

void RepertoireSession::accept(NodeId node, NodeId repertoireNode) {
    if (repertoireNode != line().nodes[ply_]) retarget(repertoireNode);
    at_ = node;
    repAt_ = repertoireNode;
    ++ply_;
    prompt_.clear();
    advance();
}

void RepertoireSession::retarget(NodeId repertoireNode) {
    // The lines through the turn played (a tree has one path to a node).
    std::vector<int> through;
    for (int i = 0; i < lineCount(); ++i) {
        const std::vector<NodeId>& nodes = lines_[std::size_t(i)].nodes;
        if (nodes.size() > ply_ && nodes[ply_] == repertoireNode) through.push_back(i);
    }
    // One waiting in this session takes the place of the line left; else one of them at
    // random, the line left coming next.
    const auto waiting = std::find_if(order_.begin() + index_ + 1, order_.end(), [&](int i) {
        return std::find(through.begin(), through.end(), i) != through.end();
    });
    if (waiting != order_.end()) return std::iter_swap(order_.begin() + index_, waiting);
    const int left = order_[std::size_t(index_)];
    order_[std::size_t(index_)] = weightedOrder(std::move(through)).front();
    order_.insert(order_.begin() + index_ + 1, left);
}

void RepertoireSession::refuse(NodeId node) {
    ++misses_;
    const Turn expected = *expectedTurn();
    prompt_ = tr("Wrong: the repertoire plays %1").arg(turnText(expected));
    setState(State::Answering);
    timer_.disconnect();
    connect(&timer_, &QTimer::timeout, this, [this, node, expected] {
        takeBack(node);
        showArrow(expected);
        setState(State::UserToMove);
    });
    timer_.start(delay_);
}

void RepertoireSession::showMove() {
    if (state_ != State::UserToMove) return;
    ++misses_;
    const Turn expected = *expectedTurn();
    prompt_ = tr("The repertoire plays %1").arg(turnText(expected));
    showArrow(expected);
    emit changed();
}

void RepertoireSession::showArrow(const Turn& turn) {
    if (position_.inSession()) position_.cancelSession();
    position_.setTreeArrows({{turn, kArrowWidth}});
}

void RepertoireSession::takeBack(NodeId node) {
    if (game_.currentNode() != node || node == at_) return;
    playing_ = true;
    game_.undoStack()->undo();
    playing_ = false;
}

void RepertoireSession::finishLine() {
    const int i = order_[std::size_t(index_)];
    const bool right = misses_ == 0;
    // A line counts once a session, unless it is missed again.
    if (!right || !attempted_[std::size_t(i)]) record(right);
    if (right && !attempted_[std::size_t(i)]) ++clean_;
    attempted_[std::size_t(i)] = true;
    if (right) {
        prompt_ = tr("Line learnt");
        return setState(State::LineDone);
    }
    if (!requeued_[std::size_t(i)]) { // and it comes back a few lines later
        requeued_[std::size_t(i)] = true;
        const int at = std::min(index_ + 1 + kComeBackAfter, count());
        order_.insert(order_.begin() + at, i);
    }
    prompt_ = misses_ == 1 ? tr("1 miss: the line again, without a miss")
                           : tr("%1 misses: the line again, without a miss").arg(misses_);
    setState(State::Answering);
    after(delay_ * 2, &RepertoireSession::load);
}

void RepertoireSession::record(bool right) {
    const int i = order_[std::size_t(index_)];
    db::LineProgress& p = progress_[std::size_t(i)];
    p = leitner::answered(p, right, QDateTime::currentDateTimeUtc());
    if (!db_) return;
    if (const auto saved = db_->saveLineProgress(lines_[std::size_t(i)].key, p); !saved)
        prompt_ = tr("The progress could not be kept: %1").arg(saved.error().text());
}

void RepertoireSession::nextLine() {
    if (state_ == State::Idle || state_ == State::Finished) return;
    timer_.stop();
    if (++index_ >= count()) {
        prompt_ = tr("All lines trained");
        return setState(State::Finished);
    }
    load();
}

std::vector<int> RepertoireSession::weightedOrder(std::vector<int> lines) {
    // A line in box b weighs kBoxes + 1 - b: never trained or missed ones come up most. Each
    // gets the key u^(1/weight) (u uniform in [0, 1)) and the keys sort in decreasing order:
    // a weighted draw without replacement in one sort (Efraimidis and Spirakis).
    const double boxes = double(leitner::kIntervalDays.size());
    std::uniform_real_distribution<double> uniform(0.0, 1.0);
    std::vector<std::pair<double, int>> keyed;
    for (int i : lines) {
        const double weight = boxes + 1 - progress_[std::size_t(i)].box;
        keyed.emplace_back(std::pow(uniform(random_), 1.0 / weight), i);
    }
    std::sort(keyed.begin(), keyed.end(), std::greater<>());
    for (std::size_t k = 0; k < keyed.size(); ++k) lines[k] = keyed[k].second;
    return lines;
}

void RepertoireSession::after(int ms, void (RepertoireSession::*step)()) {
    timer_.disconnect();
    connect(&timer_, &QTimer::timeout, this, step);
    timer_.start(ms);
}

void RepertoireSession::setState(State state) {
    state_ = state;
    emit changed();
}

} // namespace trellis
