#include "PuzzleMiner.h"

#include "search/SearchTypes.h"
#include "variant/Variant.h"

namespace trellis::puzzle {

PuzzleMiner::PuzzleMiner(MinerOptions options) : options_(options) {}

std::string PuzzleMiner::sourceText(const GameTree& game, int ply) {
    const auto& players = game.startVariant().descriptor().playerTags;
    std::string out = game.tag("Event");
    const std::string first = game.tag(players[0]), second = game.tag(players[1]);
    auto add = [&out](const std::string& part) {
        if (part.empty()) return;
        out += (out.empty() ? "" : ", ") + part;
    };
    if (!first.empty() || !second.empty())
        add((first.empty() ? "?" : first) + " - " + (second.empty() ? "?" : second));
    if (const std::string round = game.tag("Round"); !round.empty() && round != "?")
        add("round " + round);
    add("ply " + std::to_string(ply));
    return out;
}

std::vector<MinedPuzzle> PuzzleMiner::mineGame(const GameTree& game,
                                               const std::atomic<bool>* stop) {
    std::vector<MinedPuzzle> out;
    std::unique_ptr<Variant> board = game.startVariant().clone();
    bool wasWinning[2] = {false, false}; // each side, at its last position looked at
    std::optional<Turn> lastKey[2];      // each side's key at its last position, if a puzzle
    int ply = 0;
    // A game set up from another position has no opening to skip.
    const int skip = board->position() == board->startPosition() ? options_.skipPlies : 0;
    for (const NodeId node : game.mainLine()) {
        if (stop && stop->load()) break;
        if (ply >= skip) {
            const int side = board->sideToMove();
            bool winning = false;
            std::optional<GameTree> p = minePosition(*board, wasWinning[side], winning);
            std::optional<Turn> key;
            if (p) key = p->turn(p->mainLine().front());
            // The same key as two plies ago: the opponent let it stand, the same puzzle again.
            if (p && key != lastKey[side]) {
                p->setTag("Source", sourceText(game, ply));
                out.push_back({std::move(*p), ply});
            }
            lastKey[side] = key;
            wasWinning[side] = winning;
        }
        board->makeTurn(game.turn(node));
        ++ply;
    }
    return out;
}

std::optional<GameTree> PuzzleMiner::minePosition(const Variant& position, bool wasWinning,
                                                  bool& winning) {
    ++positions_;
    winning = false;
    std::unique_ptr<Variant> board = position.clone();
    if (board->status().outcome != Outcome::Ongoing) return std::nullopt;
    search::SearchLimits limits;
    limits.depth = options_.depth;
    limits.nodes = options_.nodes;
    limits.multiPv = 2;
    const search::SearchReport report = engine_.analyse(*board, limits);
    if (!report.hasBest()) return std::nullopt;
    const search::SearchLine& best = report.lines.front();
    const double bestChances = PuzzleVerifier::winningChances(best.score);
    winning = bestChances >= PuzzleVerifier::kDecisive;
    Goal goal;
    std::vector<Turn> line;
    if (best.score.isMate && best.score.value > 0 && best.score.value <= options_.maxMate) {
        goal = {Goal::Kind::Mate, best.score.value}; // the verifier finds the longest defence
    } else {
        if (!winning || wasWinning) return std::nullopt;
        if (report.lines.size() > 1 && !report.lines[1].pv.empty() &&
            bestChances - PuzzleVerifier::winningChances(report.lines[1].score) <
                PuzzleVerifier::kMargin)
            return std::nullopt;
        goal = {Goal::Kind::Win, 0};
        line.push_back(best.pv.front());
    }
    const Verdict verdict = verifier_.verify(*board, goal, line);
    if (verdict.kind != Verdict::Kind::Ok) return std::nullopt;
    GameTree puzzle(*board);
    puzzle.setTag("Event", "Mined puzzle");
    puzzle.setTag("SetUp", "1");
    puzzle.setTag("FEN", board->position());
    puzzle.setTag("Goal",
                  goal.kind == Goal::Kind::Win ? "win" : "mate in " + std::to_string(goal.turns));
    if (goal.kind == Goal::Kind::Mate) puzzle.setTag("Theme", "mate");
    NodeId at = GameTree::root();
    for (const Turn& t : verdict.line) {
        const Result<NodeId> added = puzzle.addTurn(at, t);
        if (!added) return std::nullopt;
        at = *added;
    }
    return puzzle;
}

} // namespace trellis::puzzle
