// CotulenhVariant::moveRuleProblem: the rules of this game that stop a piece (its carrier, for a
// stack) from going to a square, said only where they are the whole reason (COTULENH-RULES
// sections 1, 2 and 6): terrain for a quiet move, the river for a heavy piece, the enemy's air
// defence for a flying Air Force, and the piece's range along one of its lines.
#include "AirDefence.h"
#include "CotulenhVariant.h"
#include "Fen.h"
#include "Geometry.h"
#include "PieceRules.h"

#include <algorithm>
#include <cstdlib>

namespace trellis::cotulenh {

namespace {

// The direction from one square to another along one of the eight rays, and how far; -1 when
// they are not on a line.
std::pair<int, int> lineBetween(int from, int to) {
    const int df = fileOf(to) - fileOf(from), dr = rankOf(to) - rankOf(from);
    if ((df == 0 && dr == 0) || (df != 0 && dr != 0 && std::abs(df) != std::abs(dr)))
        return {-1, 0};
    const auto sign = [](int v) { return (v > 0) - (v < 0); };
    for (int dir = 0; dir < kDirections; ++dir)
        if (kDirFile[dir] == sign(df) && kDirRank[dir] == sign(dr))
            return {dir, std::max(std::abs(df), std::abs(dr))};
    return {-1, 0};
}

} // namespace

std::optional<Error> CotulenhVariant::moveRuleProblem(int from, int to) const {
    const Position& pos = board_.position();
    const Cell& mover = pos.at(from);
    const Cell& target = pos.at(to);
    if (mover.empty()) return std::nullopt;
    const int carrier = carrierOf(mover.roles);
    const bool heroic = (mover.heroic & roleBit(carrier)) != 0;
    const std::string piece = pieceName(carrier);
    const bool quiet = target.empty();
    if (quiet && !canStand(carrier, to))
        return Error(carrier == Navy ? ErrorCode::MoveOntoLand : ErrorCode::MoveOntoWater,
                     {piece, squareName(to)});
    const auto [dir, distance] = lineBetween(from, to);
    const MovementRule& rule = movementRule(carrier, heroic);
    if (dir < 0 || (!isOrthogonal(dir) && !rule.diagonal)) return std::nullopt;
    // How far it goes on this line: a Missile one less diagonally, a Commander captures only
    // next to it, a Navy shoots one less at what is not a Navy.
    int reach = rule.moveRange;
    if (carrier == Missile && !isOrthogonal(dir)) reach = rule.moveRange - 1;
    if (!quiet && target.color != mover.color) {
        reach = carrier == Commander ? 1 : rule.captureRange;
        if (carrier == Navy && carrierOf(target.roles) != Navy) reach = rule.captureRange - 1;
    }
    if (distance > reach)
        return Error(ErrorCode::MoveTooFar,
                     {piece, squareName(from), squareName(to), std::to_string(reach)});
    const bool onBridge =
        (dir == North || dir == South) &&
        std::find(kBridgeFiles.begin(), kBridgeFiles.end(), fileOf(from)) != kBridgeFiles.end();
    if (quiet && isHeavy(carrier) && riverZone(from) && riverZone(to) &&
        riverZone(from) != riverZone(to) && !onBridge)
        return Error(ErrorCode::MoveRiver, {piece, squareName(from), squareName(to)});
    if (carrier == AirForce && !heroic) {
        AirDefenceMap zones;
        zones.build(pos, opposite(mover.color));
        AirPath path;
        int zone = -1; // the first square of the flight in a zone
        const Ray& ray = geometry().rays[from][dir];
        for (int i = 0; i < distance && i < ray.length; ++i) {
            const int sq = ray.squares[std::size_t(i)];
            if (zone < 0 && zones.cover[std::size_t(sq)]) zone = sq;
            const AirState state = path.step(zones.cover[std::size_t(sq)]);
            // A quiet flight must stay out of every zone; a strike may end in one (kamikaze).
            if (state == AirState::Destroyed || (sq == to && quiet && state != AirState::Safe))
                return Error(ErrorCode::MoveAirDefence, {piece, squareName(zone)});
        }
    }
    return std::nullopt;
}

} // namespace trellis::cotulenh
