#include "PuzzleCheck.h"

#include "ErrorText.h"
#include "puzzle/PuzzleVerifier.h"
#include "variant/Variant.h"

#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>

namespace trellis {

PuzzleCheck::PuzzleCheck(QObject* parent) : QObject(parent) {
    connect(&watcher_, &QFutureWatcherBase::finished, this, [this] {
        Outcome outcome = watcher_.result();
        if (outcome.generation != generation_) { // cleared, or a newer check is on its way
            if (!watcher_.isRunning()) emit finished();
            return;
        }
        verdict_ = std::move(outcome.verdict);
        puzzle_ = std::move(outcome.puzzle);
        lineText_.clear();
        if (puzzle_) {
            const std::unique_ptr<Variant> board = puzzle_->startVariant().clone();
            QStringList texts;
            for (NodeId n : puzzle_->mainLine()) {
                texts << QString::fromStdString(
                    board->turnText(puzzle_->turn(n), board->fileNotation()));
                board->makeTurn(puzzle_->turn(n));
            }
            lineText_ = texts.join(' ');
        }
        emit finished();
    });
}

PuzzleCheck::~PuzzleCheck() {
    // The task holds nothing of ours, but its result comes here. An external engine is told to
    // stop first: the wait is then its grace at most (UciPatience), not its search.
    *cancel_ = true;
    watcher_.waitForFinished();
}

bool PuzzleCheck::check(const Variant& board, const QString& goalText) {
    const std::optional<puzzle::Goal> goal = puzzle::parseGoal(goalText.toStdString());
    if (!goal) return false;
    clear();
    const int generation = generation_;
    std::shared_ptr<Variant> start = board.clone();
    const std::string goalTag = goalText.toStdString();
    std::optional<UciEngineSetup> engine;
    if (goal->kind == puzzle::Goal::Kind::Win)
        if (const auto at = winEngines_.find(QString::fromStdString(board.id()));
            at != winEngines_.end())
            engine = *at;
    std::shared_ptr<std::atomic<bool>> cancel = cancel_;
    watcher_.setFuture(QtConcurrent::run([start, goal, goalTag, generation, engine, cancel] {
        Outcome out;
        out.generation = generation;
        out.verdict = verify(*start, *goal, engine, *cancel);
        if (out.verdict.kind != puzzle::Verdict::Kind::Ok) return out;
        GameTree tree(*start);
        tree.setTag("SetUp", "1");
        tree.setTag("FEN", start->position());
        tree.setTag("Goal", goalTag);
        NodeId at = GameTree::root();
        for (const Turn& t : out.verdict.line) {
            const Result<NodeId> added = tree.addTurn(at, t);
            if (!added) return out;
            at = *added;
        }
        out.puzzle = std::move(tree);
        return out;
    }));
    return true;
}

puzzle::Verdict PuzzleCheck::verify(const Variant& start, const puzzle::Goal& goal,
                                    const std::optional<UciEngineSetup>& engine,
                                    const std::atomic<bool>& cancel) {
    puzzle::PuzzleVerifier verifier;
    if (!engine) return verifier.verifyGoal(start, goal);
    // The engine's process lives for this one check, on this pool thread.
    UciEngine uci(engine->program);
    bool ready = false;
    verifier.setWinSearch([&](const Variant& board, const search::SearchLimits& limits,
                              std::string& why) -> std::optional<search::SearchReport> {
        ready = ready || uci.prepare(board, engine->settings);
        std::optional<search::SearchReport> report;
        if (ready) report = uci.analyse(board, {}, limits, &cancel);
        if (!report) why = uci.error().toStdString();
        ready = ready && report.has_value();
        return report;
    });
    return verifier.verifyGoal(start, goal);
}

void PuzzleCheck::clear() {
    ++generation_;
    // The running check's result will be dropped: its external engine may stop now.
    *cancel_ = true;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    verdict_.reset();
    puzzle_.reset();
}

QString PuzzleCheck::verdictText() const {
    if (!verdict_) return {};
    switch (verdict_->kind) {
    case puzzle::Verdict::Kind::Ok:
        return tr("A sound puzzle. Solution: %1").arg(lineText_);
    case puzzle::Verdict::Kind::NotUnique: {
        QStringList alternatives;
        for (const std::string& a : verdict_->alternatives)
            alternatives << QString::fromStdString(a);
        // "1 other turn reaches", "2 other turns reach": the count picks the forms.
        return tr("Not unique: %n other turn(s) reach the goal: %1.", "", int(alternatives.size()))
            .arg(QLocale().createSeparatedList(alternatives));
    }
    case puzzle::Verdict::Kind::Wrong:
    case puzzle::Verdict::Kind::Unsound:
        return tr("Not a puzzle: %1").arg(errorText(verdict_->reason));
    }
    return {};
}

} // namespace trellis
