#include "MoveGenerator.h"

#include "Geometry.h"
#include "PieceRules.h"

namespace trellis::cotulenh {

namespace {

// Navy may not cut the river corners diagonally: c5->d6, d6->c5, d7->c8, c8->d7 (sticky).
bool navyDiagonalBlocked(int dir, int to) {
    switch (dir) {
    case NorthEast:
        return to == squareOf(3, 5); // onto d6
    case SouthWest:
        return to == squareOf(2, 4); // onto c5
    case NorthWest:
        return to == squareOf(2, 7); // onto c8
    case SouthEast:
        return to == squareOf(3, 6); // onto d7
    default:
        return false;
    }
}

// Heavy pieces change river half only straight along file f or h (captures are exempt).
bool riverBlocked(int from, int to, int dir) {
    const int a = riverZone(from), b = riverZone(to);
    if (a == 0 || b == 0 || a == b) return false;
    const bool vertical = dir == North || dir == South;
    return !(vertical && (fileOf(from) == kBridgeFiles[0] || fileOf(from) == kBridgeFiles[1]));
}

// Terrain blocking of a ray; once true it stays true for the rest of the ray.
bool terrainBlocks(int from, int to, int carrier, int dir) {
    if (!canStand(carrier, to)) return carrier != AirForce; // the Air Force flies over water
    if (isHeavy(carrier) && riverBlocked(from, to, dir)) return true;
    if (carrier == Navy && navyDiagonalBlocked(dir, to)) return true;
    return false;
}

bool isLoneCommander(const Cell& c) {
    return c.roles == roleBit(Commander);
}

} // namespace

MoveGenerator::MoveGenerator(const Position& pos)
    : pos_(pos), us_(pos.side()), them_(opposite(pos.side())) {}

const AirDefenceMap& MoveGenerator::enemyZones() {
    if (!zonesBuilt_) {
        zones_.build(pos_, them_);
        zonesBuilt_ = true;
    }
    return zones_;
}

// Squares our Commander (on `from`) may neither stop on nor pass: what the enemy Commander sees
// along its file towards our rank and along its rank towards our file. Like the engine, when
// both stand on one rank the file ray is taken towards rank 1.
void MoveGenerator::buildSight(int from) {
    for (bool& s : sight_) s = false;
    sightBuilt_ = true;
    const int them = pos_.commanderSquare(them_);
    if (them < 0) return;
    const int vDir = rankOf(from) > rankOf(them) ? North : South;
    int dirs[2] = {vDir, -1};
    if (fileOf(from) != fileOf(them)) dirs[1] = fileOf(from) < fileOf(them) ? West : East;
    for (int dir : dirs) {
        if (dir < 0) continue;
        const Ray& r = geometry().rays[them][dir];
        for (int i = 0; i < r.length; ++i) {
            const int sq = r.squares[i];
            if (sq != from && !pos_.at(sq).empty()) break;
            sight_[sq] = true;
        }
    }
}

// A Commander may not slide onto a square from which, further along the same line, the first
// piece is the enemy Commander.
bool MoveGenerator::commanderSlideBlocked(int to, int dir) const {
    const Ray& r = geometry().rays[to][dir];
    for (int i = 0; i < r.length; ++i) {
        const Cell& c = pos_.at(r.squares[i]);
        if (!c.empty()) return c.color == them_ && isLoneCommander(c);
    }
    return false;
}

void MoveGenerator::ray(int from, int dir, std::uint16_t roles, std::uint16_t heroic, bool deploy,
                        MoveList& out) {
    const int carrier = carrierOf(roles);
    const bool hero = (heroic & roleBit(carrier)) != 0;
    const MovementRule& rule = movementRule(carrier, hero);
    const bool commander = carrier == Commander;
    const bool airForce = carrier == AirForce;
    const bool orth = isOrthogonal(dir);
    const std::uint8_t deployBit = deploy ? FlagDeploy : 0;
    const AirDefenceMap* zones = (airForce && !hero) ? &enemyZones() : nullptr;
    AirPath path;
    bool pieceBlocked = false, terrainBlocked = false;
    Move m;
    m.from = std::uint8_t(from);
    m.carrier = std::uint8_t(carrier);
    m.roles = roles;
    m.heroic = heroic;
    auto add = [&](int to, std::uint8_t flags, std::uint16_t target) {
        m.to = std::uint8_t(to);
        m.flags = std::uint8_t(flags | deployBit);
        m.target = target;
        out.push(m);
    };
    const Ray& r = geometry().rays[from][dir];
    for (int i = 0; i < r.length; ++i) {
        const int to = r.squares[i];
        const int range = i + 1;
        if (commander && sight_[to]) break;
        AirState air = AirState::Safe;
        if (zones) {
            air = path.step(zones->cover[to]);
            if (air == AirState::Destroyed) break;
        }
        if (carrier == Missile && !orth && range > rule.moveRange - 1) break;
        if (range > rule.moveRange && range > rule.captureRange) break;
        if (!terrainBlocked) terrainBlocked = terrainBlocks(from, to, carrier, dir);
        const Cell& target = pos_.at(to);
        if (target.empty()) {
            if (range <= rule.moveRange && !terrainBlocked && !pieceBlocked &&
                canStand(carrier, to) && air == AirState::Safe &&
                !(commander && orth && commanderSlideBlocked(to, dir)))
                add(to, FlagNormal, 0);
            continue;
        }
        if (target.color == them_) {
            // The Commander takes the enemy Commander only orthogonally (the sight squares
            // make that adjacent); it stops the ray.
            if (commander && isLoneCommander(target)) {
                if (orth) {
                    add(to, FlagCapture, target.roles);
                    break;
                }
            } else if (range <= rule.captureRange) {
                if (air == AirState::Kamikaze) {
                    add(to, FlagSuicide, target.roles);
                } else {
                    bool allowed = !(commander && range > 1);
                    if (carrier == Navy) {
                        const int reach = carrierOf(target.roles) == Navy ? rule.captureRange
                                                                          : rule.captureRange - 1;
                        allowed = allowed && range <= reach;
                    }
                    if (allowed) {
                        if (!canStand(carrier, to)) {
                            add(to, FlagStay, target.roles);
                        } else {
                            add(to, FlagCapture, target.roles);
                            // A non-deploying Air Force may also strike and return.
                            if (airForce && !deploy) add(to, FlagStay, target.roles);
                        }
                    }
                }
            }
        } else {
            const std::uint16_t joined = combineRoles(roles, target.roles);
            if (joined && range <= rule.moveRange && !terrainBlocked && !pieceBlocked &&
                canStand(carrierOf(joined), to))
                add(to, FlagCombination, target.roles);
        }
        if (!rule.movesThroughPieces && !(carrier == Navy && carrierOf(target.roles) != Navy))
            pieceBlocked = true;
        if (commander) break;
        if (pieceBlocked && !rule.capturesThroughPieces && !rule.movesThroughPieces) break;
    }
}

void MoveGenerator::unitMoves(int from, std::uint16_t roles, std::uint16_t heroic, bool deploy,
                              MoveList& out) {
    const int carrier = carrierOf(roles);
    const MovementRule& rule = movementRule(carrier, (heroic & roleBit(carrier)) != 0);
    if (carrier == Commander) buildSight(from);
    const int dirs = rule.diagonal ? kDirections : 4;
    for (int dir = 0; dir < dirs; ++dir) ray(from, dir, roles, heroic, deploy, out);
}

void MoveGenerator::squareMoves(int sq, MoveList& out) {
    const Cell& cell = pos_.at(sq);
    if (cell.empty() || cell.color != us_) return;
    const StackShape& shape = stackShape(cell.roles);
    if (shape.count > 1)
        for (int i = 0; i < shape.count; ++i) {
            const std::uint16_t bit = roleBit(shape.order[i]);
            unitMoves(sq, bit, std::uint16_t(cell.heroic & bit), true, out);
        }
    unitMoves(sq, cell.roles, cell.heroic, false, out);
}

void MoveGenerator::allMoves(MoveList& out) {
    for (int sq = 0; sq < kSquares; ++sq) squareMoves(sq, out);
}

} // namespace trellis::cotulenh
