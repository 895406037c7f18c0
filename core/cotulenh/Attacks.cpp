#include "Attacks.h"

#include "AirDefence.h"
#include "Geometry.h"
#include "PieceRules.h"

namespace trellis::cotulenh {

namespace {

// The air-defence test for an Air Force attacking from `from` towards the target along `dir`
// (`distance` squares): the attack stands unless the flight is destroyed on the way.
bool airForceReaches(const AirDefenceMap& zones, int from, int dir, int distance) {
    const Ray& ray = geometry().rays[from][dir];
    AirPath path;
    for (int i = 0; i < distance; ++i)
        if (path.step(zones.cover[ray.squares[i]]) == AirState::Destroyed) return false;
    return true;
}

} // namespace

int findAttackers(const Position& pos, int target, Color by, Attacker* out, int max) {
    const Geometry& g = geometry();
    const Cell& targetCell = pos.at(target);
    // An empty square or any non-Navy top piece is a land target (Navy guns reach one less).
    const bool landTarget = targetCell.empty() || carrierOf(targetCell.roles) != Navy;
    AirDefenceMap zones;
    bool zonesBuilt = false;
    int found = 0;
    for (int dir = 0; dir < kDirections; ++dir) {
        const Ray& ray = g.rays[target][dir];
        const bool diagonal = !isOrthogonal(dir);
        bool blocked = false;
        const int limit = ray.length < 5 ? ray.length : 5; // heroic Air Force/Navy reach 5
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
                            zones.build(pos, opposite(by));
                            zonesBuilt = true;
                        }
                        if (!airForceReaches(zones, sq, oppositeDir(dir), distance)) continue;
                    }
                    if (max == 0) return 1;
                    if (found < max) out[found++] = {sq, type};
                }
            }
            blocked = true;
        }
    }
    return found;
}

bool commanderAttacked(const Position& pos, Color c) {
    const int sq = pos.commanderSquare(c);
    return sq < 0 || findAttackers(pos, sq, opposite(c), nullptr, 0) > 0;
}

bool commanderExposed(const Position& pos, Color c) {
    const int us = pos.commanderSquare(c), them = pos.commanderSquare(opposite(c));
    if (us < 0 || them < 0) return false;
    int dir;
    if (fileOf(us) == fileOf(them))
        dir = rankOf(us) > rankOf(them) ? North : South;
    else if (rankOf(us) == rankOf(them))
        dir = fileOf(us) > fileOf(them) ? East : West;
    else
        return false;
    const Ray& ray = geometry().rays[them][dir];
    for (int i = 0; i < ray.length; ++i) {
        const int sq = ray.squares[i];
        if (sq == us) return true;
        if (!pos.at(sq).empty()) return false;
    }
    return false;
}

} // namespace trellis::cotulenh
