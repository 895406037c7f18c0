#include "CotulenhEvaluation.h"
#include "search/WeightTable.h"

#include "cotulenh/Geometry.h"
#include "cotulenh/PieceRules.h"

#include <algorithm>
#include <cstdlib>

namespace trellis::search {

using namespace trellis::cotulenh;

int cotulenhUnitValue(std::uint16_t roles, std::uint16_t heroic, const CotulenhWeights& w) {
    int value = 0;
    for (int type = 0; type < kPieceTypes; ++type) {
        if (!(roles & roleBit(type))) continue;
        const int base = w.material[type];
        value += (heroic & roleBit(type)) ? base + base * w.heroicPercent / 100 : base;
    }
    return value;
}

namespace {

// Calls f(name, field) for every weight, in the order of cotulenhWeightNames.
template <class Weights, class F> void forEachWeight(Weights& w, F&& f) {
    static constexpr const char* kLetters = "CITMEAGSFNH";
    for (int type = 1; type < kPieceTypes; ++type)
        f(std::string("material.") + kLetters[type], w.material[std::size_t(type)]);
    f("heroicPercent", w.heroicPercent);
    f("stackPassenger", w.stackPassenger);
    f("mobility", w.mobility);
    f("mobilityRangeCap", w.mobilityRangeCap);
    f("commanderGuard", w.commanderGuard);
    f("commanderNearEnemy", w.commanderNearEnemy);
    f("commanderOpenLine", w.commanderOpenLine);
    f("commanderEnemyLine", w.commanderEnemyLine);
    for (std::size_t level = 1; level < w.airDefence.size(); ++level)
        f("airDefence." + std::to_string(level), w.airDefence[level]);
    f("commanderAirCover", w.commanderAirCover);
    f("tempo", w.tempo);
}

} // namespace

// The visitor of the table for WeightTable.h.
constexpr auto kVisit = [](auto& table, auto&& f) { forEachWeight(table, f); };

std::vector<std::string> cotulenhWeightNames() {
    return weightNames(kCotulenhWeights, kVisit);
}

std::vector<int> cotulenhWeightValues(const CotulenhWeights& w) {
    return weightValues(w, kVisit);
}

CotulenhWeights cotulenhWeightsFrom(const std::vector<int>& values) {
    return weightsFrom(kCotulenhWeights, values, kVisit);
}

namespace {

// Empty squares the unit's carrier reaches along its rays (terrain ignored: a cheap proxy).
int mobility(const Position& pos, int sq, const Cell& cell, const CotulenhWeights& w) {
    const int carrier = carrierOf(cell.roles);
    if (carrier == Commander) return 0;
    const MovementRule& rule = movementRule(carrier, (cell.heroic & roleBit(carrier)) != 0);
    const int range = std::min<int>(rule.moveRange, w.mobilityRangeCap);
    int count = 0;
    for (int dir = 0; dir < kDirections; ++dir) {
        if (!isOrthogonal(dir) && !rule.diagonal) continue;
        const Ray& ray = geometry().rays[sq][dir];
        for (int i = 0; i < ray.length && i < range; ++i) {
            if (!pos.at(ray.squares[i]).empty()) break;
            ++count;
        }
    }
    return count;
}

int commanderSafety(const Position& pos, Color us, const CotulenhWeights& w) {
    const int cmd = pos.commanderSquare(us);
    if (cmd < 0) return 0;
    int score = 0;
    for (int sq = 0; sq < kSquares; ++sq) {
        const Cell& c = pos.at(sq);
        if (c.empty() || sq == cmd) continue;
        const int d =
            std::max(std::abs(fileOf(sq) - fileOf(cmd)), std::abs(rankOf(sq) - rankOf(cmd)));
        if (c.color == us && d == 1) score += w.commanderGuard;
        if (c.color != us && d <= 2) score -= w.commanderNearEnemy;
        if (c.color == us) {
            const int level =
                airDefenceLevel(carrierOf(c.roles), (c.heroic & roleBit(carrierOf(c.roles))) != 0);
            const int dx = fileOf(sq) - fileOf(cmd), dy = rankOf(sq) - rankOf(cmd);
            if (level > 0 && dx * dx + dy * dy <= level * level) score += w.commanderAirCover;
        }
    }
    for (int dir = 0; dir < 4; ++dir) {
        const Ray& ray = geometry().rays[cmd][dir];
        int first = -1;
        for (int i = 0; i < ray.length && first < 0; ++i)
            if (!pos.at(ray.squares[i]).empty()) first = ray.squares[i];
        if (first < 0 && ray.length > 0) score -= w.commanderOpenLine;
        if (first >= 0 && pos.at(first).color != us) score -= w.commanderEnemyLine;
    }
    return score;
}

} // namespace

int evaluateCotulenh(const Position& pos, EvalMode mode, const CotulenhWeights& w) {
    int score[2] = {0, 0};
    for (int sq = 0; sq < kSquares; ++sq) {
        const Cell& c = pos.at(sq);
        if (c.empty()) continue;
        score[c.color] += cotulenhUnitValue(c.roles, c.heroic, w);
        if (mode == EvalMode::Material) continue;
        score[c.color] += w.stackPassenger * (pieceCount(c.roles) - 1);
        score[c.color] += w.mobility * mobility(pos, sq, c, w);
        const int carrier = carrierOf(c.roles);
        score[c.color] +=
            w.airDefence[airDefenceLevel(carrier, (c.heroic & roleBit(carrier)) != 0)];
    }
    if (mode == EvalMode::Full) {
        score[Red] += commanderSafety(pos, Red, w);
        score[Blue] += commanderSafety(pos, Blue, w);
    }
    const Color us = pos.side();
    return score[us] - score[opposite(us)] + (mode == EvalMode::Full ? w.tempo : 0);
}

} // namespace trellis::search
