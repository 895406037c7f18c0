#include "CotulenhSearchGame.h"

#include "cotulenh/Attacks.h"
#include "cotulenh/CotulenhVariant.h"

#include <bit>

namespace trellis::search {

using namespace trellis::cotulenh;

bool CotulenhTurn::operator==(const CotulenhTurn& o) const {
    if (kind != o.kind || count != o.count) return false;
    for (int i = 0; i < count; ++i) {
        const cotulenh::Move &a = steps[i], &b = o.steps[i];
        if (a.from != b.from || a.to != b.to || a.flags != b.flags || a.roles != b.roles ||
            a.heroic != b.heroic)
            return false;
    }
    return true;
}

CotulenhSearchGame::CotulenhSearchGame(const Board& root, EvalMode mode, Walk walk,
                                       const CotulenhWeights& weights)
    : board_(root), mode_(mode), walk_(walk), weights_(weights) {
    wholeTurns_.reserve(kMaxPly + 1);
}

// A single move, a step and a commit are one ply of the Board each; a whole deploy turn is
// several, taken back together.
void CotulenhSearchGame::make(const Move& m) {
    const bool whole =
        m.kind == Move::Kind::Turn && (m.count > 1 || (m.steps[0].flags & FlagDeploy));
    if (whole)
        board_.playTurnSteps(m.steps.data(), m.count);
    else if (m.kind == Move::Kind::Commit)
        board_.commit();
    else
        board_.play(m.steps[0]);
    wholeTurns_.push_back(whole);
}

void CotulenhSearchGame::unmake() {
    if (wholeTurns_.back())
        board_.undoTurn();
    else
        board_.undoPly();
    wholeTurns_.pop_back();
}

void CotulenhSearchGame::makeNull() {
    board_.passTurn();
    wholeTurns_.push_back(false);
}

void CotulenhSearchGame::pushSession(std::vector<Move>& out) const {
    const DeploySession& s = board_.session();
    Move turn;
    for (int i = 0; i < s.count; ++i) turn.steps[i] = s.steps[i];
    turn.count = std::uint8_t(s.count);
    out.push_back(turn);
}

// Completions of the open session: commit now (when allowed) or take another step; a
// recombination the Board refuses changes nothing and is skipped (as in perftTurns).
void CotulenhSearchGame::collectSession(std::vector<Move>& out) {
    if (board_.canCommit()) pushSession(out);
    MoveList list;
    board_.legalMoves(list);
    for (const cotulenh::Move& m : list) {
        board_.play(m);
        if (!board_.lastPlyWasNoop()) {
            if (board_.inSession())
                collectSession(out);
            else
                pushSession(out);
        }
        board_.undoPly();
    }
}

// Only recombinations produce the same final steps twice (the pieces joined in either order),
// and only they have a deploy step moving several roles: compare just those.
void CotulenhSearchGame::removeDuplicateRecombinations(std::vector<Move>& out, std::size_t from) {
    auto recombined = [](const Move& t) {
        for (int i = 0; i < t.count; ++i)
            if ((t.steps[i].flags & FlagDeploy) && std::popcount(unsigned(t.steps[i].roles)) > 1)
                return true;
        return false;
    };
    std::size_t kept = from;
    for (std::size_t i = from; i < out.size(); ++i) {
        bool duplicate = false;
        if (recombined(out[i]))
            for (std::size_t j = from; j < kept && !duplicate; ++j) duplicate = out[j] == out[i];
        if (!duplicate) out[kept++] = out[i];
    }
    out.resize(kept);
}

void CotulenhSearchGame::generate(std::vector<Move>& out) {
    // The root's turns are whole even when walking steps: the lines then start with distinct
    // turns (multi-PV), and every line starts with a whole one.
    if (walk_ == Walk::Steps && !wholeTurns_.empty())
        generateSteps(out);
    else
        generateTurns(out);
}

// The board's own move list as moves: single moves, deploy steps, and the commit when the open
// session may end here. A step onto an earlier step's square may be a recombination the Board
// refuses (it changes nothing): those are tried and skipped, as collectSession does.
void CotulenhSearchGame::generateSteps(std::vector<Move>& out) {
    out.clear();
    const bool inSession = board_.inSession();
    if (inSession && board_.canCommit()) {
        Move commit;
        commit.kind = Move::Kind::Commit;
        out.push_back(commit);
    }
    MoveList list;
    board_.legalMoves(list);
    for (const cotulenh::Move& m : list) {
        if (inSession && board_.session().stepTo(m.to) >= 0) {
            board_.play(m);
            const bool refused = board_.lastPlyWasNoop();
            board_.undoPly();
            if (refused) continue;
        }
        Move one;
        one.steps[0] = m;
        one.count = 1;
        one.kind = (m.flags & FlagDeploy) ? Move::Kind::Step : Move::Kind::Turn;
        out.push_back(one);
    }
}

void CotulenhSearchGame::generateTurns(std::vector<Move>& out) {
    out.clear();
    if (board_.inSession()) {
        collectSession(out);
        removeDuplicateRecombinations(out, 0);
        return;
    }
    MoveList list;
    board_.legalMoves(list);
    std::size_t blockStart = 0;
    int origin = -1;
    for (const cotulenh::Move& m : list) {
        if (!(m.flags & FlagDeploy)) {
            Move single;
            single.steps[0] = m;
            single.count = 1;
            out.push_back(single);
            continue;
        }
        if (m.from != origin) {
            removeDuplicateRecombinations(out, blockStart);
            blockStart = out.size();
            origin = m.from;
        }
        board_.play(m);
        if (board_.inSession())
            collectSession(out);
        else
            pushSession(out);
        board_.undoPly();
    }
    removeDuplicateRecombinations(out, blockStart);
}

void CotulenhSearchGame::generateCaptures(std::vector<Move>& out) {
    out.clear();
    MoveList list;
    board_.legalMoves(list);
    for (const cotulenh::Move& m : list) {
        if ((m.flags & FlagDeploy) || !(m.flags & kCaptureFlags)) continue;
        Move single;
        single.steps[0] = m;
        single.count = 1;
        out.push_back(single);
    }
}

bool CotulenhSearchGame::inCheck() const {
    return commanderAttacked(board_.position(), board_.position().side());
}

bool CotulenhSearchGame::drawByRule() const {
    const Position& p = board_.position();
    if (p.halfmoves() >= 100) return true;
    return p.commanderSquare(Red) >= 0 && p.commanderSquare(Blue) >= 0 && p.stackCount(Red) == 0 &&
           p.stackCount(Blue) == 0 && p.singleCount(Red) == 0 && p.singleCount(Blue) == 0;
}

int CotulenhSearchGame::captureScore(const Move& m) const {
    int score = 0;
    for (int i = 0; i < m.count; ++i) {
        const cotulenh::Move& s = m.steps[i];
        if (!(s.flags & kCaptureFlags)) continue;
        const Cell& target = board_.position().at(s.to);
        int gain = cotulenhUnitValue(target.roles, target.heroic) * 16;
        if (target.roles & roleBit(Commander)) gain += 100000;
        // A suicide loses the attacker too; otherwise the attacker only orders equal gains.
        const int attacker = cotulenhUnitValue(s.roles, s.heroic);
        gain -= (s.flags & FlagSuicide) ? attacker * 16 : attacker / 16;
        score += gain;
    }
    return score > 0 ? score : 0;
}

int CotulenhSearchGame::historyIndex(const Move& m) const {
    // A commit has the slot of a deploy step from the stack's square to itself (none exists).
    if (m.kind == Move::Kind::Commit) {
        const int sq = board_.session().square;
        return (kSquares + sq) * kSquares + sq;
    }
    const cotulenh::Move& s = m.steps[0];
    const int deploy = (s.flags & FlagDeploy) ? 1 : 0;
    return (deploy * kSquares + s.from) * kSquares + s.to;
}

std::uint32_t CotulenhSearchGame::signature(const Move& m) {
    std::uint32_t h = (2166136261u ^ m.count ^ (unsigned(m.kind) << 4)) * 16777619u;
    for (int i = 0; i < m.count; ++i) {
        const cotulenh::Move& s = m.steps[i];
        for (const unsigned v : {unsigned(s.from), unsigned(s.to), unsigned(s.flags),
                                 unsigned(s.roles), unsigned(s.heroic)})
            h = (h ^ v) * 16777619u;
    }
    return h | 1u;
}

Turn CotulenhSearchGame::toTurn(Variant& variant, const std::vector<Move>& moves) {
    if (moves.size() == 1 && moves.front().kind == Move::Kind::Turn)
        return CotulenhVariant::toTurn(std::vector<cotulenh::Move>(
            moves.front().steps.begin(), moves.front().steps.begin() + moves.front().count));
    // Steps: the turn is the session as committed (a recombination rewrites earlier steps, and
    // a session open in `variant` contributes the steps played before the search).
    Board board = static_cast<CotulenhVariant&>(variant).board();
    for (const Move& m : moves) {
        if (m.kind == Move::Kind::Commit)
            board.commit();
        else
            board.play(m.steps[0]);
    }
    const DeploySession& s = board.session();
    return CotulenhVariant::toTurn(std::vector<cotulenh::Move>(s.steps, s.steps + s.count));
}

} // namespace trellis::search
