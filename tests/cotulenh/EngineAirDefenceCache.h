#pragma once
// Test-only emulation of the reference engine's stale air-defence cache (COTULENH-RULES
// section 9: a bug we do not copy). The engine refreshes its air-defence zones only when a
// put/remove involves an air-defence piece (and before the heroic promotions), so e.g. a
// combination onto an Anti-air leaves its old zone cached and the engine still thinks an Air
// Force's path is defended. Production judges with the board as it is; the vector test uses
// this to show that the engine's deviating numbers differ from ours by that cache alone.
//
// Only turn-start legality differs: session steps, recombinations and commits are the Board's.
#include "cotulenh/AirDefence.h"
#include "cotulenh/Attacks.h"
#include "cotulenh/Board.h"
#include "cotulenh/Geometry.h"
#include "cotulenh/MoveGenerator.h"
#include "cotulenh/PieceRules.h"

#include <cstdint>

namespace engine_cache {

using namespace trellis::cotulenh;

// The board effect of one move or step (as Board applies it).
inline void applyBoardActions(Position& pos, const Move& m) {
    const Color us = pos.side();
    const Cell from = pos.at(m.from);
    const Cell rest{std::uint16_t(from.roles & ~m.roles), std::uint16_t(from.heroic & ~m.roles),
                    from.color};
    const Cell unit{m.roles, std::uint16_t(m.heroic & m.roles), us};
    if (m.flags & FlagSuicide) {
        pos.setCell(m.from, rest);
        pos.setCell(m.to, Cell{});
    } else if (m.flags & FlagStay) {
        pos.setCell(m.to, Cell{});
    } else if (m.flags & FlagCombination) {
        const Cell target = pos.at(m.to);
        pos.setCell(m.from, rest);
        pos.setCell(m.to, Cell{std::uint16_t(target.roles | unit.roles),
                               std::uint16_t(target.heroic | unit.heroic), us});
    } else {
        pos.setCell(m.from, rest);
        pos.setCell(m.to, unit);
    }
}

// Heroic promotion of every piece of `us` attacking the enemy Commander.
inline void promoteAttackers(Position& pos, Color us) {
    const int target = pos.commanderSquare(opposite(us));
    if (target < 0) return;
    Attacker attackers[64];
    const int n = findAttackers(pos, target, us, attackers, 64);
    for (int i = 0; i < n; ++i) {
        Cell cell = pos.at(attackers[i].square);
        const std::uint16_t bit = roleBit(attackers[i].type);
        if (cell.heroic & bit) continue;
        cell.heroic |= bit;
        pos.setCell(attackers[i].square, cell);
    }
}

// Last Guard: a colour left with one non-Commander piece and no stack has it heroic.
inline void applyLastGuard(Position& pos) {
    for (Color c : {Red, Blue}) {
        if (pos.stackCount(c) != 0 || pos.singleCount(c) != 1) continue;
        for (int sq = 0; sq < kSquares; ++sq) {
            const Cell& cell = pos.at(sq);
            if (cell.empty() || cell.color != c || cell.roles == roleBit(Commander)) continue;
            if (cell.heroic != cell.roles) {
                Cell h = cell;
                h.heroic = h.roles;
                pos.setCell(sq, h);
            }
            break;
        }
    }
}

// Whether `by` attacks `target` on `pos`, the defender's air defence read from `zonesFrom`
// (findAttackers with the engine's cached zones).
inline bool attacked(const Position& pos, int target, Color by, const Position& zonesFrom) {
    const Geometry& g = geometry();
    const Cell& targetCell = pos.at(target);
    const bool landTarget = targetCell.empty() || carrierOf(targetCell.roles) != Navy;
    AirDefenceMap zones;
    bool zonesBuilt = false;
    for (int dir = 0; dir < kDirections; ++dir) {
        const Ray& ray = g.rays[target][dir];
        const bool diagonal = !isOrthogonal(dir);
        bool blocked = false;
        const int limit = ray.length < 5 ? ray.length : 5;
        for (int i = 0; i < limit; ++i) {
            const int sq = ray.squares[i];
            const Cell& cell = pos.at(sq);
            if (cell.empty()) continue;
            const int distance = i + 1;
            if (cell.color == by) {
                for (std::uint16_t r = cell.roles; r; r &= std::uint16_t(r - 1)) {
                    const int type = __builtin_ctz(r);
                    const MovementRule& rule =
                        movementRule(type, (cell.heroic & roleBit(type)) != 0);
                    if (diagonal && !rule.diagonal) continue;
                    int range = rule.captureRange;
                    if (type == Navy && landTarget) --range;
                    if (distance > range) continue;
                    if (blocked && !rule.capturesThroughPieces) continue;
                    if (type == AirForce && !(cell.heroic & roleBit(AirForce))) {
                        if (!zonesBuilt) {
                            zones.build(zonesFrom, opposite(by));
                            zonesBuilt = true;
                        }
                        const Ray& flight = g.rays[sq][oppositeDir(dir)];
                        AirPath path;
                        bool destroyed = false;
                        for (int k = 0; k < distance && !destroyed; ++k)
                            destroyed =
                                path.step(zones.cover[flight.squares[k]]) == AirState::Destroyed;
                        if (destroyed) continue;
                    }
                    return true;
                }
            }
            blocked = true;
        }
    }
    return false;
}

inline bool commanderAttacked(const Position& pos, Color c, const Position& zonesFrom) {
    const int sq = pos.commanderSquare(c);
    return sq < 0 || attacked(pos, sq, opposite(c), zonesFrom);
}

// Turn-start legality as the engine judges it, with its cached air-defence zones.
inline bool legal(const Position& before, const Move& m) {
    // The first step from a stack holding the Commander is only checked at commit.
    if ((m.flags & FlagDeploy) && (before.at(m.from).roles & roleBit(Commander))) return true;
    const Color us = before.side();
    const std::uint16_t ad = roleBit(AntiAir) | roleBit(Missile) | roleBit(Navy);
    const Cell target = before.at(m.to);
    const bool capture = (m.flags & kCaptureFlags) != 0;
    const bool place = !(m.flags & (FlagStay | FlagSuicide));
    const int placed = (m.flags & FlagCombination)
                           ? carrierOf(std::uint16_t(target.roles | m.roles))
                           : carrierOf(m.roles);
    const bool refreshed = (!(m.flags & FlagStay) && (m.roles & ad)) ||
                           (capture && (target.roles & ad)) || (place && ((ad >> placed) & 1));
    Position pos = before;
    applyBoardActions(pos, m);
    const Position zones = refreshed ? pos : before;
    promoteAttackers(pos, us);
    applyLastGuard(pos);
    // A lone Commander that stay-captured is only checked for attack.
    if (!(m.flags & FlagDeploy) && pos.at(m.from).roles == roleBit(Commander))
        return !commanderAttacked(pos, us, zones);
    return !commanderAttacked(pos, us, zones) && !commanderExposed(pos, us);
}

// The engine's move list: at turn start the generated moves it judges legal, inside a
// session the Board's steps.
inline void moves(Board& b, MoveList& out) {
    if (b.inSession()) return b.legalMoves(out);
    MoveList all;
    MoveGenerator(b.position()).allMoves(all);
    out.clear();
    for (const Move& m : all)
        if (legal(b.position(), m)) out.push(m);
}

// Board::perft (step semantics) with the engine's move list.
inline std::uint64_t perft(Board& b, int depth) {
    if (depth <= 0) return 1;
    MoveList list;
    moves(b, list);
    const bool commitPly = b.inSession() && b.canCommit();
    if (depth == 1) return std::uint64_t(list.size()) + (commitPly ? 1 : 0);
    std::uint64_t total = 0;
    for (const Move& m : list) {
        b.play(m);
        total += perft(b, depth - 1);
        b.undoPly();
    }
    if (commitPly) {
        b.commit();
        total += perft(b, depth - 1);
        b.undoPly();
    }
    return total;
}

inline void countTurns(Board& b, int depth, std::uint64_t& total);

// Completions of the open session: commit now (when allowed), or take another step.
inline void continueSession(Board& b, int depth, std::uint64_t& total) {
    if (b.canCommit()) {
        b.commit();
        countTurns(b, depth - 1, total);
        b.undoPly();
    }
    MoveList list;
    moves(b, list);
    for (const Move& m : list) {
        b.play(m);
        if (!b.lastPlyWasNoop()) {
            if (b.inSession())
                continueSession(b, depth, total);
            else
                countTurns(b, depth - 1, total);
        }
        b.undoPly();
    }
}

// Board::perftTurns (whole turns) with the engine's move list.
inline void countTurns(Board& b, int depth, std::uint64_t& total) {
    if (depth <= 0) {
        ++total;
        return;
    }
    if (b.inSession()) return continueSession(b, depth, total);
    MoveList list;
    moves(b, list);
    for (const Move& m : list) {
        if (depth == 1 && !(m.flags & FlagDeploy)) {
            ++total;
            continue;
        }
        b.play(m);
        if (b.inSession())
            continueSession(b, depth, total);
        else
            countTurns(b, depth - 1, total);
        b.undoPly();
    }
}

inline std::uint64_t perftTurns(Board& b, int depth) {
    std::uint64_t total = 0;
    countTurns(b, depth, total);
    return total;
}

} // namespace engine_cache
