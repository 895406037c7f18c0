// Perft and turn enumeration of Board.
#include "Board.h"

#include <algorithm>
#include <tuple>

namespace trellis::cotulenh {

// Step semantics: a ply is one listed move, or an explicit commit while a session is open and
// may commit. Bulk counting at the last ply.
std::uint64_t Board::perft(int depth) {
    if (depth <= 0) return 1;
    MoveList list;
    legalMoves(list);
    const bool commitPly = session_.active && canCommit();
    if (depth == 1) return std::uint64_t(list.size()) + (commitPly ? 1 : 0);
    std::uint64_t total = 0;
    for (const Move& m : list) {
        play(m);
        total += perft(depth - 1);
        undoPly();
    }
    if (commitPly) {
        commit();
        total += perft(depth - 1);
        undoPly();
    }
    return total;
}

std::uint64_t Board::perftTurns(int depth) {
    std::uint64_t total = 0;
    countTurns(depth, total);
    return total;
}

void Board::countTurns(int depth, std::uint64_t& total) {
    if (depth <= 0) {
        ++total;
        return;
    }
    if (session_.active) {
        continueSession(depth, total);
        return;
    }
    MoveList list;
    legalMoves(list);
    for (const Move& m : list) {
        if (depth == 1 && !(m.flags & FlagDeploy)) {
            ++total;
            continue;
        }
        play(m);
        if (session_.active)
            continueSession(depth, total);
        else
            countTurns(depth - 1, total);
        undoPly();
    }
}

// Completions of the open session: commit now (when allowed), or take another step.
// A recombination the engine turns into nothing leaves the session as it was: skipped.
void Board::continueSession(int depth, std::uint64_t& total) {
    if (canCommit()) {
        commit();
        countTurns(depth - 1, total);
        undoPly();
    }
    MoveList list;
    legalMoves(list);
    for (const Move& m : list) {
        play(m);
        if (plies_.back().kind != PlyKind::Noop) {
            if (session_.active)
                continueSession(depth, total);
            else
                countTurns(depth - 1, total);
        }
        undoPly();
    }
}

void Board::collectTurns(std::vector<std::vector<Move>>& out,
                         const std::function<bool(const Move&)>& keep) {
    if (canCommit()) out.emplace_back(session_.steps, session_.steps + session_.count);
    MoveList list;
    legalMoves(list);
    for (const Move& m : list) {
        if (keep && !keep(m)) continue;
        play(m);
        if (plies_.back().kind != PlyKind::Noop) {
            if (session_.active)
                collectTurns(out, keep);
            else
                out.emplace_back(session_.steps, session_.steps + session_.count);
        }
        undoPly();
    }
}

namespace {

// Sorted by the moves' fields, each turn once.
std::vector<std::vector<Move>> sortedTurns(std::vector<std::vector<Move>> turns) {
    auto key = [](const Move& m) {
        return std::make_tuple(m.from, m.to, m.flags, m.roles, m.heroic);
    };
    auto less = [&](const std::vector<Move>& a, const std::vector<Move>& b) {
        return std::lexicographical_compare(
            a.begin(), a.end(), b.begin(), b.end(),
            [&](const Move& x, const Move& y) { return key(x) < key(y); });
    };
    auto same = [&](const std::vector<Move>& a, const std::vector<Move>& b) {
        return a.size() == b.size() &&
               std::equal(a.begin(), a.end(), b.begin(),
                          [&](const Move& x, const Move& y) { return key(x) == key(y); });
    };
    std::sort(turns.begin(), turns.end(), less);
    turns.erase(std::unique(turns.begin(), turns.end(), same), turns.end());
    return turns;
}

} // namespace

std::vector<std::vector<Move>>
Board::legalTurnSteps(const std::function<bool(const Move&)>& keep,
                      const std::function<bool(const Move&)>& keepFirst) {
    if (session_.active) {
        std::vector<std::vector<Move>> out;
        collectTurns(out, keep);
        return sortedTurns(std::move(out));
    }
    MoveList list;
    legalMoves(list);
    return legalTurnSteps(list, keep, keepFirst);
}

std::vector<std::vector<Move>>
Board::legalTurnSteps(const MoveList& firstMoves, const std::function<bool(const Move&)>& keep,
                      const std::function<bool(const Move&)>& keepFirst) {
    std::vector<std::vector<Move>> out;
    for (const Move& m : firstMoves) {
        if ((keep && !keep(m)) || (keepFirst && !keepFirst(m))) continue;
        if (!(m.flags & FlagDeploy)) {
            out.push_back({m});
            continue;
        }
        play(m);
        if (session_.active)
            collectTurns(out, keep);
        else
            out.emplace_back(session_.steps, session_.steps + session_.count);
        undoPly();
    }
    return sortedTurns(std::move(out));
}

} // namespace trellis::cotulenh
