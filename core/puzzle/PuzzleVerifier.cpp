#include "PuzzleVerifier.h"

#include "search/SearchTypes.h"
#include "variant/Variant.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace trellis::puzzle {

namespace {

// "3." before the first player's turn, "3..." before the second's.
std::string moveLabel(const Variant& board) {
    return std::to_string(board.fullmoveNumber()) + (board.sideToMove() == 0 ? "." : "...");
}

std::string textOf(Variant& board, const Turn& turn) {
    return board.turnText(turn, board.fileNotation());
}

Verdict failure(Verdict::Kind kind, ErrorCode code, std::vector<std::string> args) {
    Verdict v;
    v.kind = kind;
    v.reason = Error(code, std::move(args));
    return v;
}

// The side to move has no turn and its king (Commander) is attacked or gone: mated.
bool mated(Variant& board) {
    return board.legalTurns().empty() && board.status().check;
}

// The AND/OR walk over the variant's legal turns, with the engine's exact mate search for the
// deeper questions.
class MateProver {
  public:
    explicit MateProver(search::Engine& engine) : engine_(engine) {}

    // The side to move mates within n of its turns.
    bool mates(Variant& board, int n) {
        if (n <= 0) return false;
        if (n >= 2) return engine_.mate(board, n).mate;
        for (const Turn& t : board.legalTurns()) {
            board.makeTurn(t);
            const bool m = mated(board);
            board.undoTurn();
            if (m) return true;
        }
        return false;
    }

    // After the attacker's turn (the defender to move): the attacker, who had n turns with the
    // one just played, mates within them against every defence.
    bool lost(Variant& board, int n) {
        const std::vector<Turn> replies = board.legalTurns();
        if (replies.empty()) return board.status().check;
        if (n <= 1) return false;
        for (const Turn& r : replies) {
            board.makeTurn(r);
            const bool m = mates(board, n - 1);
            board.undoTurn();
            if (!m) return false;
        }
        return true;
    }

    // Every turn of the side to move that mates within n.
    std::vector<Turn> matingTurns(Variant& board, int n) {
        std::vector<Turn> out;
        for (const Turn& t : board.legalTurns()) {
            board.makeTurn(t);
            if (lost(board, n)) out.push_back(t);
            board.undoTurn();
        }
        return out;
    }

    // The shortest mate within n for the side to move (0 when none).
    int shortest(Variant& board, int n) {
        if (n <= 0) return 0;
        if (n == 1) return mates(board, 1) ? 1 : 0;
        return engine_.mate(board, n).turns;
    }

    // The defender's reply that holds out longest (the attacker has n turns left after it),
    // and how long the mate then takes.
    std::pair<Turn, int> longestDefence(Variant& board, int n) {
        std::pair<Turn, int> best{Turn{}, -1};
        for (const Turn& r : board.legalTurns()) {
            board.makeTurn(r);
            const int length = shortest(board, n);
            board.undoTurn();
            if (length > best.second) best = {r, length};
        }
        return best;
    }

  private:
    search::Engine& engine_;
};

std::string scoreText(const search::Score& score) {
    return score.isMate ? "#" + std::to_string(score.value) : std::to_string(score.value) + "cp";
}

} // namespace

std::optional<Goal> parseGoal(std::string_view text) {
    std::string words;
    for (const char c : text)
        if (!std::isspace(static_cast<unsigned char>(c)) || (!words.empty() && words.back() != ' '))
            words += std::isspace(static_cast<unsigned char>(c))
                         ? ' '
                         : char(std::tolower(static_cast<unsigned char>(c)));
    while (!words.empty() && words.back() == ' ') words.pop_back();
    if (words == "win") return Goal{Goal::Kind::Win, 0};
    constexpr std::string_view kMateIn = "mate in ";
    if (words.rfind(kMateIn, 0) != 0) return std::nullopt;
    const std::string number = words.substr(kMateIn.size());
    if (number.empty() || number.size() > 2 ||
        !std::all_of(number.begin(), number.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    const int turns = std::stoi(number);
    if (turns < 1) return std::nullopt;
    return Goal{Goal::Kind::Mate, turns};
}

bool sameKey(const Turn& a, const Turn& b) {
    const Turn& shorter = a.steps.size() <= b.steps.size() ? a : b;
    std::vector<Step> rest = (&shorter == &a ? b : a).steps;
    for (const Step& s : shorter.steps) {
        const auto found = std::find(rest.begin(), rest.end(), s);
        if (found == rest.end()) return false;
        rest.erase(found);
    }
    return true;
}

const char* verdictName(Verdict::Kind kind) {
    switch (kind) {
    case Verdict::Kind::Ok:
        return "ok";
    case Verdict::Kind::NotUnique:
        return "not-unique";
    case Verdict::Kind::Wrong:
        return "wrong";
    case Verdict::Kind::Unsound:
        return "unsound";
    }
    return "unsound";
}

double PuzzleVerifier::winningChances(const search::Score& score) {
    if (score.isMate) return score.value > 0 ? 1.0 : -1.0;
    return winningChances(score.value);
}

double PuzzleVerifier::winningChances(int centipawns) {
    return 2.0 / (1.0 + std::exp(-0.00368208 * centipawns)) - 1.0;
}

Verdict PuzzleVerifier::verify(const GameTree& puzzle) {
    const std::string goalText = puzzle.tag("Goal");
    const std::optional<Goal> goal = parseGoal(goalText);
    if (!goal) return failure(Verdict::Kind::Unsound, ErrorCode::PuzzleGoal, {goalText});
    std::vector<Turn> line;
    for (const NodeId id : puzzle.mainLine()) line.push_back(puzzle.turn(id));
    return verify(puzzle.startVariant(), *goal, line);
}

Verdict PuzzleVerifier::verify(const Variant& start, const Goal& goal,
                               const std::vector<Turn>& line) {
    const std::unique_ptr<Variant> board = start.clone();
    return goal.kind == Goal::Kind::Mate ? verifyMate(*board, goal.turns, line)
                                         : verifyWin(*board, line);
}

Verdict PuzzleVerifier::verifyGoal(const Variant& start, const Goal& goal) {
    if (goal.kind == Goal::Kind::Mate) return verify(start, goal, {});
    search::SearchLimits limits;
    limits.depth = winDepth_ > 0 ? winDepth_ : start.descriptor().benchDepth;
    std::string why;
    const std::optional<search::SearchReport> report = searchWin(start, limits, why);
    if (!report) return failure(Verdict::Kind::Unsound, ErrorCode::PuzzleEngine, {why});
    if (!report->hasBest()) return failure(Verdict::Kind::Unsound, ErrorCode::PuzzleNoSolution, {});
    return verify(start, goal, {report->lines.front().pv.front()});
}

std::optional<search::SearchReport> PuzzleVerifier::searchWin(const Variant& board,
                                                              const search::SearchLimits& limits,
                                                              std::string& why) {
    if (winSearch_) return winSearch_(board, limits, why);
    engine_.clear();
    return engine_.analyse(board, limits);
}

Verdict PuzzleVerifier::verifyMate(Variant& board, int turns, std::vector<Turn> line) {
    MateProver prover(engine_);
    if (!prover.mates(board, turns))
        return failure(Verdict::Kind::Unsound, ErrorCode::PuzzleNoMate, {std::to_string(turns)});
    Verdict verdict;
    const std::size_t given = line.size();
    std::size_t i = 0;
    for (int k = 0; k < turns; ++k) {
        const int left = turns - k;
        // A line that stops early goes on as the engine's mate against the longest defence.
        if (i >= line.size()) {
            const search::MateResult completion = engine_.mate(board, left);
            line.insert(line.end(), completion.line.begin(), completion.line.end());
        }
        const std::vector<Turn> winning = prover.matingTurns(board, left);
        // A mating turn the mate search chose is written in its shortest form: a completion of
        // the key with more steps would make its other completions look like cooks.
        if (i >= given)
            for (const Turn& t : winning)
                if (sameKey(t, line[i]) && t.steps.size() < line[i].steps.size()) {
                    board.makeTurn(t);
                    const bool mates = mated(board);
                    board.undoTurn();
                    if (mates) line[i] = t;
                }
        const Turn solving = line[i];
        const std::string label = moveLabel(board);
        if (std::find(winning.begin(), winning.end(), solving) == winning.end())
            return failure(Verdict::Kind::Wrong, ErrorCode::PuzzleNotMating,
                           {label, textOf(board, solving), std::to_string(left)});
        board.makeTurn(solving);
        ++i;
        const bool final = mated(board);
        board.undoTurn();
        // The key must be alone (its completions are the same key); after it, only the final
        // mating turn may have alternatives.
        std::vector<Turn> others;
        for (const Turn& t : winning)
            if (!sameKey(t, solving)) others.push_back(t);
        if ((k == 0 || !final) && !others.empty() && verdict.kind == Verdict::Kind::Ok) {
            verdict.kind = Verdict::Kind::NotUnique;
            for (const Turn& t : others) verdict.alternatives.push_back(textOf(board, t));
        }
        board.makeTurn(solving);
        if (final) {
            if (i < line.size())
                return failure(Verdict::Kind::Wrong, ErrorCode::PuzzleAfterMate, {label});
            line.resize(i);
            verdict.line = line;
            return verdict;
        }
        // The defence: the one given must hold out longest; a missing one is the longest.
        const auto [longest, length] = prover.longestDefence(board, left - 1);
        if (i >= line.size()) line.push_back(longest);
        board.makeTurn(line[i]);
        const int given = prover.shortest(board, left - 1);
        board.undoTurn();
        if (given < length) {
            const std::string defenceLabel = moveLabel(board);
            return failure(Verdict::Kind::Wrong, ErrorCode::PuzzleWeakDefence,
                           {defenceLabel, textOf(board, line[i]), textOf(board, longest)});
        }
        board.makeTurn(line[i]);
        ++i;
    }
    // Every solving turn mated within what was left, so the last one mated.
    verdict.line = line;
    return verdict;
}

Verdict PuzzleVerifier::verifyWin(Variant& board, const std::vector<Turn>& line) {
    if (line.empty()) return failure(Verdict::Kind::Unsound, ErrorCode::PuzzleNoSolution, {});
    search::SearchLimits limits;
    limits.depth = winDepth_ > 0 ? winDepth_ : board.descriptor().benchDepth;
    limits.multiPv = 2;
    Verdict verdict;
    for (std::size_t i = 0; i < line.size(); i += 2) {
        std::string why;
        const std::optional<search::SearchReport> found = searchWin(board, limits, why);
        if (!found) return failure(Verdict::Kind::Unsound, ErrorCode::PuzzleEngine, {why});
        const search::SearchReport& report = *found;
        if (!report.hasBest())
            return failure(Verdict::Kind::Unsound, ErrorCode::PuzzleNoSolution, {});
        const search::SearchLine& best = report.lines.front();
        const double bestChances = winningChances(best.score);
        const std::string bestText = textOf(board, best.pv.front());
        if (bestChances < kDecisive)
            return failure(i == 0 ? Verdict::Kind::Unsound : Verdict::Kind::Wrong,
                           ErrorCode::PuzzleNoWin, {bestText, scoreText(best.score)});
        const Turn& solving = line[i];
        if (!(best.pv.front() == solving)) {
            const bool secondIsIt = report.lines.size() > 1 && !report.lines[1].pv.empty() &&
                                    report.lines[1].pv.front() == solving;
            if (!secondIsIt || winningChances(report.lines[1].score) < kDecisive)
                return failure(Verdict::Kind::Wrong, ErrorCode::PuzzleNotBest,
                               {moveLabel(board), textOf(board, solving), bestText});
            if (verdict.kind == Verdict::Kind::Ok) {
                verdict.kind = Verdict::Kind::NotUnique;
                verdict.alternatives.push_back(bestText);
            }
        } else if (report.lines.size() > 1 && !report.lines[1].pv.empty() &&
                   bestChances - winningChances(report.lines[1].score) < kMargin &&
                   verdict.kind == Verdict::Kind::Ok) {
            verdict.kind = Verdict::Kind::NotUnique;
            verdict.alternatives.push_back(textOf(board, report.lines[1].pv.front()));
        }
        board.makeTurn(solving);
        if (i + 1 < line.size()) board.makeTurn(line[i + 1]);
    }
    verdict.line = line;
    return verdict;
}

} // namespace trellis::puzzle
