#include "TriDEvaluation.h"
#include "search/WeightTable.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace trellis::search {

using namespace trellis::trid;

namespace {

// Calls f(name, field) for every weight, in the order of triDWeightNames.
template <class Weights, class F> void forEachWeight(Weights& w, F&& f) {
    static constexpr const char* kLetters = " PNBRQK";
    for (int type = Pawn; type < King; ++type)
        f(std::string("material.") + kLetters[type], w.material[std::size_t(type)]);
    for (int type = Knight; type < King; ++type)
        f(std::string("mobility.") + kLetters[type], w.mobility[std::size_t(type)]);
    for (std::size_t toGo = 1; toGo < w.pawnToGo.size(); ++toGo)
        f("pawnToGo." + std::to_string(toGo), w.pawnToGo[toGo]);
    f("kingZoneAttack", w.kingZoneAttack);
    f("kingShelter", w.kingShelter);
    f("boardControl", w.boardControl);
    f("boardAdvance", w.boardAdvance);
    f("boardPassenger", w.boardPassenger);
    f("tempo", w.tempo);
}

} // namespace

// The visitor of the table for WeightTable.h.
constexpr auto kVisit = [](auto& table, auto&& f) { forEachWeight(table, f); };

std::vector<std::string> triDWeightNames() {
    return weightNames(kTriDWeights, kVisit);
}

std::vector<int> triDWeightValues(const TriDWeights& w) {
    return weightValues(w, kVisit);
}

TriDWeights triDWeightsFrom(const std::vector<int>& values) {
    return weightsFrom(kTriDWeights, values, kVisit);
}

namespace {

// Cells a piece of `type` on `cell` reaches in the projection: rays stop at the first
// occupied cell (it counts: attacked or defended), knights jump.
std::uint64_t reach(const TriDPosition& pos, int type, int cell) {
    const Tables& t = tables();
    if (type == Knight) return t.knightMask[cell];
    const int first = type == Bishop ? 4 : 0;
    const int last = type == Rook ? 4 : 8;
    std::uint64_t cells = 0;
    // Each ray as a bit set, cut after its nearest occupied cell (the lowest bit on a ray that
    // walks to higher cells, the highest on the others).
    for (int d = first; d < last; ++d) {
        const std::uint64_t ray = t.rayMask[cell][d];
        const std::uint64_t blockers = ray & pos.occupied;
        if (!blockers)
            cells |= ray;
        else if (kDirAscending[d])
            cells |= ray & ((2ull << __builtin_ctzll(blockers)) - 1);
        else
            cells |= ray & ~((1ull << (63 - __builtin_clzll(blockers))) - 1);
    }
    return cells;
}

struct Sides {
    std::array<int, 2> score{};
    std::array<std::uint64_t, 2> attacks{};
};

// Each side's pieces, found from its squares' bit sets with no scan of empty squares: material,
// then (full mode) pawn advance, attacked cells and mobility.
void pieceTerms(const TriDPosition& pos, EvalMode mode, const TriDWeights& w, Sides& s) {
    const Tables& t = tables();
    for (int colour = 0; colour < 2; ++colour) {
        // The promotion rank of each file, asked once rather than for every pawn.
        std::array<int, kFiles> promotionRank{};
        for (int file = 0; file < kFiles; ++file)
            promotionRank[std::size_t(file)] = pos.promotionRank(file, colour);
        int score = 0;
        for (int word = 0; word < 2; ++word)
            for (std::uint64_t bits = pos.squaresOf[colour][word]; bits; bits &= bits - 1) {
                const int sq = word * 64 + __builtin_ctzll(bits);
                const int type = typeOf(pos.board[sq]);
                score += w.material[type];
                if (mode == EvalMode::Material || type == King) continue;
                const int cell = t.square[sq].cell;
                if (type == Pawn) {
                    s.attacks[colour] |= t.pawnAttackers[1 - colour][cell];
                    const int toGo =
                        std::abs(promotionRank[std::size_t(fileOf(cell))] - rankOf(cell));
                    score += w.pawnToGo[std::min(toGo, 9)];
                    continue;
                }
                const std::uint64_t cells = reach(pos, type, cell);
                s.attacks[colour] |= cells;
                score += w.mobility[type] * std::popcount(cells);
            }
        s.score[colour] += score;
        if (mode == EvalMode::Material) continue;
        if (pos.king[colour] >= 0) s.attacks[colour] |= t.kingMask[t.square[pos.king[colour]].cell];
    }
}

void kingTerms(const TriDPosition& pos, const TriDWeights& w, Sides& s) {
    const Tables& t = tables();
    for (int colour = 0; colour < 2; ++colour) {
        if (pos.king[colour] < 0) continue;
        const int cell = t.square[pos.king[colour]].cell;
        const std::uint64_t zone = t.kingMask[cell] | (1ull << cell);
        std::uint64_t own = 0;
        for (int type = Pawn; type < King; ++type) own |= pos.cellsOf[makePiece(type, colour)];
        s.score[colour] -= w.kingZoneAttack * std::popcount(zone & s.attacks[1 - colour]);
        s.score[colour] += w.kingShelter * std::popcount(zone & own);
    }
}

// Attack boards: who controls each (the colour of its single passenger, else the owner), how
// far it stands towards the enemy, and passengers that can ride along.
// The pieces on the boards are read from the squares' bit sets, four bits a pin.
void boardTerms(const TriDPosition& pos, const TriDWeights& w, Sides& s) {
    const std::uint64_t white = pos.piecesOnBoards(0), black = pos.piecesOnBoards(1);
    for (int pin = 0; pin < kPins; ++pin) {
        if (pos.pinOwner[pin] < 0) continue;
        const std::uint64_t ownWhite = white >> (4 * pin) & 15, ownBlack = black >> (4 * pin) & 15;
        const int controller =
            std::popcount(ownWhite | ownBlack) == 1 ? (ownWhite ? 0 : 1) : pos.pinOwner[pin];
        const int number = pinNumber(pin);
        const int advance = controller == 0 ? number - 1 : 6 - number;
        s.score[controller] += w.boardControl + w.boardAdvance * advance;
    }
    s.score[0] += w.boardPassenger * std::min(std::popcount(white), 2);
    s.score[1] += w.boardPassenger * std::min(std::popcount(black), 2);
}

} // namespace

int evaluateTriD(const TriDPosition& pos, EvalMode mode, const TriDWeights& w) {
    Sides s;
    pieceTerms(pos, mode, w, s);
    if (mode == EvalMode::Full) {
        kingTerms(pos, w, s);
        boardTerms(pos, w, s);
    }
    const int us = pos.side;
    const int tempo = mode == EvalMode::Full ? w.tempo : 0;
    return s.score[us] - s.score[1 - us] + tempo;
}

} // namespace trellis::search
