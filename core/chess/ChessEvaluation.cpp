#include "ChessEvaluation.h"

#include "search/WeightTable.h"

#include <algorithm>
#include <cstdlib>

namespace trellis::chess {

namespace {

constexpr const char* kLetters = " PNBRQK";
// The most squares a knight, bishop, rook or queen can reach.
constexpr std::array<int, 7> kMostSafeSquares{0, 0, 8, 13, 14, 27, 0};

// Calls f(name, field) for every weight, in the order of chessWeightNames; a Taper is two
// weights, NAME.mg and NAME.eg.
template <class Weights, class F> void forEachWeight(Weights& w, F&& f) {
    const auto taper = [&f](const std::string& name, auto& t) {
        f(name + ".mg", t.mg);
        f(name + ".eg", t.eg);
    };
    for (int type = Pawn; type < King; ++type)
        taper(std::string("material.") + kLetters[type], w.material[std::size_t(type)]);
    for (std::size_t rank = 2; rank < w.pawnRank.size(); ++rank)
        taper("pawnRank." + std::to_string(rank), w.pawnRank[rank]);
    taper("pawnCentre", w.pawnCentre);
    for (int type = Knight; type <= King; ++type)
        taper(std::string("centre.") + kLetters[type], w.centre[std::size_t(type)]);
    taper("rookSeventh", w.rookSeventh);
    taper("kingHome", w.kingHome);
    taper("kingAdvance", w.kingAdvance);
    for (int type = Knight; type < King; ++type)
        taper(std::string("mobility.") + kLetters[type], w.mobility[std::size_t(type)]);
    for (std::size_t rank = 1; rank < w.passed.size(); ++rank)
        taper("passed." + std::to_string(rank), w.passed[rank]);
    taper("passedEnemyKing", w.passedEnemyKing);
    taper("passedOwnKing", w.passedOwnKing);
    taper("doubled", w.doubled);
    taper("isolated", w.isolated);
    taper("bishopPair", w.bishopPair);
    taper("rookOpen", w.rookOpen);
    taper("rookHalfOpen", w.rookHalfOpen);
    taper("shelter", w.shelter);
    for (int type = Knight; type < King; ++type)
        f(std::string("kingAttack.") + kLetters[type], w.kingAttack[std::size_t(type)]);
    f("kingDangerScale", w.kingDangerScale);
    taper("pawnThreat", w.pawnThreat);
    f("tempo", w.tempo);
    taper("minorThreat", w.minorThreat);
    taper("rookThreat", w.rookThreat);
    taper("hanging", w.hanging);
    for (int type = Knight; type < King; ++type)
        f(std::string("safeCheck.") + kLetters[type], w.safeCheck[std::size_t(type)]);
    for (std::size_t rank = 1; rank < w.connected.size(); ++rank)
        taper("connected." + std::to_string(rank), w.connected[rank]);
    taper("backward", w.backward);
    taper("storm", w.storm);
    taper("outpost.N", w.outpost[Knight]);
    taper("outpost.B", w.outpost[Bishop]);
    taper("bishopPawns", w.bishopPawns);
    taper("passedFree", w.passedFree);
    taper("passedSafe", w.passedSafe);
    taper("pushThreat", w.pushThreat);
    f("oppositeBishops", w.oppositeBishops);
    f("noPawns", w.noPawns);
    f("queenlessDanger", w.queenlessDanger);
    taper("cramped", w.cramped);
    // A pawn never stands on its first or last rank: those squares have no weights.
    for (int type = Pawn; type <= King; ++type)
        for (int index = type == Pawn ? 4 : 0; index < (type == Pawn ? 28 : 32); ++index)
            taper(std::string("square.") + kLetters[type] + '.' + char('a' + index % 4) +
                      char('1' + index / 4),
                  w.square[std::size_t(type)][std::size_t(index)]);
    for (int type = Knight; type < King; ++type)
        for (int count = 0; count <= kMostSafeSquares[std::size_t(type)]; ++count)
            taper(std::string("mobilityCount.") + kLetters[type] + '.' + std::to_string(count),
                  w.mobilityCount[std::size_t(type)][std::size_t(count)]);
}

// The visitor of the table for WeightTable.h.
constexpr auto kVisit = [](auto& table, auto&& f) { forEachWeight(table, f); };

// Square sets the pawn and king terms look up, from White's side and Black's.
struct Masks {
    std::array<std::array<Bitboard, 64>, 2> front{};   // ahead on the pawn's file
    std::array<std::array<Bitboard, 64>, 2> passed{};  // ahead on its file and the two beside
    std::array<std::array<Bitboard, 64>, 2> shelter{}; // 1-2 ranks ahead on the king's 3 files
    std::array<std::array<Bitboard, 64>, 2> storm{};   // 2-4 ranks ahead on the king's 3 files
    std::array<std::array<Bitboard, 64>, 2> span{};    // ahead on the two files beside
    std::array<std::array<Bitboard, 64>, 2> support{}; // level or behind on the files beside
    std::array<Bitboard, 8> besideFiles{};
    std::array<int, 64> ring{}; // 0 on the edge .. 3 on the four centre squares
};

constexpr Masks makeMasks() {
    Masks m;
    for (int f = 0; f < 8; ++f) {
        if (f > 0) m.besideFiles[std::size_t(f)] |= kFileA << (f - 1);
        if (f < 7) m.besideFiles[std::size_t(f)] |= kFileA << (f + 1);
    }
    for (int sq = 0; sq < 64; ++sq) {
        const int f = fileOf(sq), r = rankOf(sq);
        const int df = f < 4 ? 3 - f : f - 4, dr = r < 4 ? 3 - r : r - 4;
        m.ring[std::size_t(sq)] = 3 - (df > dr ? df : dr);
        for (int colour = 0; colour < 2; ++colour) {
            const int step = colour == White ? 1 : -1;
            for (int r2 = r + step; r2 >= 0 && r2 < 8; r2 += step) {
                const Bitboard rank = kRank1 << (8 * r2);
                m.front[std::size_t(colour)][std::size_t(sq)] |= rank & (kFileA << f);
                m.passed[std::size_t(colour)][std::size_t(sq)] |=
                    rank & ((kFileA << f) | m.besideFiles[std::size_t(f)]);
                m.span[std::size_t(colour)][std::size_t(sq)] |=
                    rank & m.besideFiles[std::size_t(f)];
                const int ahead = (r2 - r) * step;
                const Bitboard files = rank & ((kFileA << f) | m.besideFiles[std::size_t(f)]);
                if (ahead <= 2) m.shelter[std::size_t(colour)][std::size_t(sq)] |= files;
                if (ahead >= 2 && ahead <= 4)
                    m.storm[std::size_t(colour)][std::size_t(sq)] |= files;
            }
            for (int r2 = r; r2 >= 0 && r2 < 8; r2 -= step)
                m.support[std::size_t(colour)][std::size_t(sq)] |=
                    (kRank1 << (8 * r2)) & m.besideFiles[std::size_t(f)];
        }
    }
    return m;
}

constexpr Masks kMasks = makeMasks();

// Each phase unit of a knight, bishop, rook, queen; the start holds kFullPhase.
constexpr std::array<int, 7> kPhaseUnits{0, 0, 1, 1, 2, 4, 0};
constexpr int kFullPhase = 24;
// The number of safe squares a piece typically has: mobility counts from it.
constexpr std::array<int, 7> kMobilityBase{0, 0, 4, 6, 6, 12, 0};

int distance(int a, int b) {
    return std::max(std::abs(fileOf(a) - fileOf(b)), std::abs(rankOf(a) - rankOf(b)));
}

// The squares of the square's colour.
Bitboard sameColour(int sq) {
    constexpr Bitboard kLight = 0x55AA55AA55AA55AAull;
    return (kLight >> sq & 1) ? kLight : ~kLight;
}

Bitboard pawnAttackSet(Bitboard pawns, int colour) {
    constexpr Bitboard kNotA = ~kFileA, kNotH = ~(kFileA << 7);
    return colour == White ? ((pawns & kNotA) << 7) | ((pawns & kNotH) << 9)
                           : ((pawns & kNotA) >> 9) | ((pawns & kNotH) >> 7);
}

// The middlegame and endgame sums of one side.
struct Sums {
    int mg = 0;
    int eg = 0;
    void add(const Taper& t, int times = 1) {
        mg += t.mg * times;
        eg += t.eg * times;
    }
    Sums& operator+=(const Sums& o) {
        mg += o.mg;
        eg += o.eg;
        return *this;
    }
};

struct Sides {
    std::array<Sums, 2> sum{};
    std::array<Bitboard, 2> pawns{};
    std::array<Bitboard, 2> pawnAttacks{};
    std::array<int, 2> kingSquare{};
    std::array<Bitboard, 2> passers{};
    std::array<int, 2> attackUnits{}; // attacks on this side's king's squares
    // Squares each side's knights, bishops, rooks, queens attack, by type (index 0: all four).
    std::array<std::array<Bitboard, 7>, 2> attackedBy{};
};

// One side's pawn terms into `out` (PawnCache.h: they depend on the pawns alone).
void pawnTerms(const ChessWeights& w, PawnStructure& out, int colour) {
    const int them = colour ^ 1;
    const std::array<Bitboard, 2> pawns{out.white, out.black};
    Sums sum;
    const Bitboard own = pawns[std::size_t(colour)];
    const Bitboard beside = ((own & kNotFileA) >> 1) | ((own & kNotFileH) << 1);
    const Bitboard connected = own & (beside | pawnAttackSet(own, colour));
    const Bitboard stopped =
        pawns[std::size_t(them)] | pawnAttackSet(pawns[std::size_t(them)], them);
    for (Bitboard b = own; b;) {
        const int sq = popLowest(b);
        const int rel = colour == White ? sq : sq ^ 56;
        const int rank = rankOf(rel), file = fileOf(sq);
        const Bitboard bit = Bitboard(1) << sq;
        sum.add(w.pawnRank[std::size_t(rank)]);
        sum.add(w.square[Pawn][std::size_t(halfSquare(rel))]);
        if ((file == 3 || file == 4) && (rank == 3 || rank == 4)) sum.add(w.pawnCentre);
        if (kMasks.front[std::size_t(colour)][std::size_t(sq)] & own) sum.add(w.doubled);
        if (connected & bit) sum.add(w.connected[std::size_t(rank)]);
        if (!(kMasks.besideFiles[std::size_t(file)] & own))
            sum.add(w.isolated);
        else if (!(kMasks.support[std::size_t(colour)][std::size_t(sq)] & own) &&
                 (stopped >> (colour == White ? sq + 8 : sq - 8) & 1))
            sum.add(w.backward);
        if (!(kMasks.passed[std::size_t(colour)][std::size_t(sq)] & pawns[std::size_t(them)]))
            out.passers[std::size_t(colour)] |= bit;
    }
    out.sums[std::size_t(colour)] = {sum.mg, sum.eg};
}

// Passed pawns: by rank, the kings' distances, the path ahead; after both sides' pieceTerms.
Sums passedTerms(const Position& pos, const ChessWeights& w, Sides& s, int colour) {
    const int them = colour ^ 1;
    Sums sum;
    const Bitboard enemyReach = s.attackedBy[std::size_t(them)][0] |
                                s.pawnAttacks[std::size_t(them)] |
                                kingAttacks(s.kingSquare[std::size_t(them)]);
    const Bitboard occupied = pos.occupied();
    for (Bitboard b = s.passers[std::size_t(colour)]; b;) {
        const int sq = popLowest(b);
        const int rank = rankOf(colour == White ? sq : sq ^ 56);
        sum.add(w.passed[std::size_t(rank)]);
        const int ahead = colour == White ? sq + 8 : sq - 8;
        const int scale = std::max(rank - 2, 0); // the nearer promotion, the more these count
        sum.add(w.passedEnemyKing, distance(ahead, s.kingSquare[std::size_t(them)]) * scale);
        sum.add(w.passedOwnKing, distance(ahead, s.kingSquare[std::size_t(colour)]) * scale);
        const Bitboard path = kMasks.front[std::size_t(colour)][std::size_t(sq)];
        if (path & occupied) continue;
        sum.add(w.passedFree, scale);
        if (!(path & enemyReach)) sum.add(w.passedSafe, scale);
    }
    return sum;
}

Sums pieceTerms(const Position& pos, const ChessWeights& w, Sides& s, int colour) {
    const int them = colour ^ 1;
    Sums sum;
    const Bitboard occupied = pos.occupied();
    const Bitboard safe = ~pos.byColour[colour] & ~s.pawnAttacks[std::size_t(them)];
    const Bitboard enemyZone = kingAttacks(s.kingSquare[std::size_t(them)]);
    const Bitboard allPawns = s.pawns[0] | s.pawns[1];
    for (int type = Knight; type <= Queen; ++type)
        for (Bitboard b = pos.pieces(colour, type); b;) {
            const int sq = popLowest(b);
            const int rel = colour == White ? sq : sq ^ 56;
            sum.add(w.centre[std::size_t(type)], kMasks.ring[std::size_t(rel)]);
            sum.add(w.square[std::size_t(type)][std::size_t(halfSquare(rel))]);
            if (type == Bishop)
                sum.add(w.bishopPawns, popCount(s.pawns[std::size_t(colour)] & sameColour(sq)));
            if ((type == Knight || type == Bishop) && rankOf(rel) >= 3 && rankOf(rel) <= 5 &&
                (s.pawnAttacks[std::size_t(colour)] >> sq & 1) &&
                !(kMasks.span[std::size_t(colour)][std::size_t(sq)] & s.pawns[std::size_t(them)]))
                sum.add(w.outpost[std::size_t(type)]);
            const Bitboard attacks = type == Knight   ? knightAttacks(sq)
                                     : type == Bishop ? bishopAttacks(sq, occupied)
                                     : type == Rook   ? rookAttacks(sq, occupied)
                                                      : queenAttacks(sq, occupied);
            s.attackedBy[std::size_t(colour)][std::size_t(type)] |= attacks;
            s.attackedBy[std::size_t(colour)][0] |= attacks;
            const int mobility = popCount(attacks & safe);
            sum.add(w.mobility[std::size_t(type)], mobility - kMobilityBase[std::size_t(type)]);
            if (mobility < 3) sum.add(w.cramped, 3 - mobility);
            sum.add(w.mobilityCount[std::size_t(type)][std::size_t(mobility)]);
            s.attackUnits[std::size_t(them)] +=
                w.kingAttack[std::size_t(type)] * popCount(attacks & enemyZone);
            if (type != Rook) continue;
            if (rankOf(rel) == 6) sum.add(w.rookSeventh);
            const Bitboard file = kFileA << fileOf(sq);
            if (!(file & allPawns))
                sum.add(w.rookOpen);
            else if (!(file & s.pawns[std::size_t(colour)]))
                sum.add(w.rookHalfOpen);
        }
    if (popCount(pos.pieces(colour, Bishop)) >= 2) sum.add(w.bishopPair);
    const Bitboard targets = pos.byColour[them] & ~pos.byType[Pawn] & ~pos.byType[King];
    sum.add(w.pawnThreat, popCount(s.pawnAttacks[std::size_t(colour)] & targets));
    return sum;
}

// Threats on the enemy's pieces and safe checks of its king; after both sides' pieceTerms.
Sums threatTerms(const Position& pos, const ChessWeights& w, Sides& s, int colour) {
    const int them = colour ^ 1;
    Sums sum;
    const auto& ours = s.attackedBy[std::size_t(colour)];
    const auto& theirs = s.attackedBy[std::size_t(them)];
    const Bitboard queens = pos.pieces(them, Queen);
    sum.add(w.minorThreat,
            popCount((ours[Knight] | ours[Bishop]) & (pos.pieces(them, Rook) | queens)));
    sum.add(w.rookThreat, popCount(ours[Rook] & queens));
    const int theirKing = s.kingSquare[std::size_t(them)];
    const Bitboard defended = theirs[0] | s.pawnAttacks[std::size_t(them)] | kingAttacks(theirKing);
    const Bitboard pieces = pos.byColour[them] & ~pos.byType[Pawn] & ~pos.byType[King];
    const Bitboard attacked = ours[0] | kingAttacks(s.kingSquare[std::size_t(colour)]);
    sum.add(w.hanging,
            popCount(pieces & attacked & ~defended & ~s.pawnAttacks[std::size_t(colour)]));
    const Bitboard occupied = pos.occupied();
    const Bitboard own = s.pawns[std::size_t(colour)];
    const Bitboard pushed = (colour == White ? own << 8 : own >> 8) & ~occupied &
                            ~s.pawnAttacks[std::size_t(them)] &
                            (ours[0] | s.pawnAttacks[std::size_t(colour)] | ~theirs[0]);
    sum.add(w.pushThreat,
            popCount(pawnAttackSet(pushed, colour) & pieces & ~s.pawnAttacks[std::size_t(colour)]));
    const Bitboard safe = ~pos.byColour[colour] & ~defended;
    const Bitboard diagonal = bishopAttacks(theirKing, occupied);
    const Bitboard straight = rookAttacks(theirKing, occupied);
    const std::array<Bitboard, 7> checks{
        0, 0, knightAttacks(theirKing), diagonal, straight, diagonal | straight, 0};
    for (int type = Knight; type <= Queen; ++type)
        if (checks[std::size_t(type)] & ours[std::size_t(type)] & safe)
            s.attackUnits[std::size_t(them)] += w.safeCheck[std::size_t(type)];
    return sum;
}

Sums kingTerms(const Position& pos, const ChessWeights& w, Sides& s, int colour) {
    const int them = colour ^ 1;
    Sums sum;
    const int sq = s.kingSquare[std::size_t(colour)];
    const int rel = colour == White ? sq : sq ^ 56;
    const int rank = rankOf(rel), file = fileOf(rel);
    if (rank == 0 && (file <= 2 || file >= 6)) sum.add(w.kingHome);
    sum.add(w.kingAdvance, rank);
    sum.add(w.centre[King], kMasks.ring[std::size_t(rel)]);
    sum.add(w.square[King][std::size_t(halfSquare(rel))]);
    sum.add(w.shelter, popCount(kMasks.shelter[std::size_t(colour)][std::size_t(sq)] &
                                s.pawns[std::size_t(colour)]));
    sum.add(w.storm, popCount(kMasks.storm[std::size_t(colour)][std::size_t(sq)] &
                              s.pawns[std::size_t(them)]));
    const int units = s.attackUnits[std::size_t(colour)] *
                      (pos.pieces(them, Queen) ? 100 : w.queenlessDanger) / 100;
    if (w.kingDangerScale > 0) sum.mg -= units * units / w.kingDangerScale;
    return sum;
}

// The percent of the endgame score (White's view) a drawish ending takes off: opposite-coloured
// bishops alone beside the pawns, or the side the score favours without pawns and ahead by no
// more than a minor piece.
int drawish(const Position& pos, const ChessWeights& w, int eg) {
    const Bitboard others = pos.byType[Knight] | pos.byType[Rook] | pos.byType[Queen];
    const Bitboard white = pos.pieces(White, Bishop), black = pos.pieces(Black, Bishop);
    if (!others && popCount(white) == 1 && popCount(black) == 1 &&
        !(sameColour(lowestSquare(white)) & black))
        return w.oppositeBishops;
    const int ahead = eg > 0 ? White : Black;
    if (pos.pieces(ahead, Pawn)) return 0;
    std::array<int, 2> pieces{};
    for (const int colour : {White, Black})
        for (int type = Knight; type <= Queen; ++type)
            pieces[std::size_t(colour)] +=
                popCount(pos.pieces(colour, type)) * chessPieceValue(type);
    const int edge = pieces[std::size_t(ahead)] - pieces[std::size_t(ahead ^ 1)];
    return edge <= chessPieceValue(Bishop) ? w.noPawns : 0;
}

} // namespace

std::vector<std::string> chessWeightNames() {
    return search::weightNames(kChessWeights, kVisit);
}

std::vector<int> chessWeightValues(const ChessWeights& w) {
    return search::weightValues(w, kVisit);
}

ChessWeights chessWeightsFrom(const std::vector<int>& values) {
    return search::weightsFrom(kChessWeights, values, kVisit);
}

int evaluateChess(const Position& pos, search::EvalMode mode, const ChessWeights& w,
                  PawnCache* pawnCache) {
    Sides s;
    int phase = 0;
    for (int type = Pawn; type <= Queen; ++type)
        for (const int colour : {White, Black}) {
            const int count = popCount(pos.pieces(colour, type));
            s.sum[std::size_t(colour)].add(w.material[std::size_t(type)], count);
            phase += count * kPhaseUnits[std::size_t(type)];
        }
    phase = std::min(phase, kFullPhase);
    const auto blend = [&] {
        const int mg = s.sum[White].mg - s.sum[Black].mg;
        const int eg0 = s.sum[White].eg - s.sum[Black].eg;
        const int eg = eg0 * (100 - drawish(pos, w, eg0)) / 100;
        const int white = (mg * phase + eg * (kFullPhase - phase)) / kFullPhase;
        return pos.side == White ? white : -white;
    };
    if (mode == search::EvalMode::Material) return blend();

    for (const int colour : {White, Black}) {
        s.pawns[std::size_t(colour)] = pos.pieces(colour, Pawn);
        s.pawnAttacks[std::size_t(colour)] = pawnAttackSet(s.pawns[std::size_t(colour)], colour);
        s.kingSquare[std::size_t(colour)] = pos.kingSquare(colour);
    }
    const auto countPawns = [&w](PawnStructure& out) {
        for (const int colour : {White, Black}) pawnTerms(w, out, colour);
    };
    PawnStructure counted{s.pawns[White], s.pawns[Black], {}, {}};
    if (!pawnCache) countPawns(counted);
    const PawnStructure& pawns =
        pawnCache ? pawnCache->get(s.pawns[White], s.pawns[Black], countPawns) : counted;
    for (const int colour : {White, Black}) {
        s.sum[std::size_t(colour)].mg += pawns.sums[std::size_t(colour)][0];
        s.sum[std::size_t(colour)].eg += pawns.sums[std::size_t(colour)][1];
        s.passers[std::size_t(colour)] = pawns.passers[std::size_t(colour)];
        s.sum[std::size_t(colour)] += pieceTerms(pos, w, s, colour);
    }
    for (const int colour : {White, Black}) {
        s.sum[std::size_t(colour)] += threatTerms(pos, w, s, colour);
        s.sum[std::size_t(colour)] += passedTerms(pos, w, s, colour);
    }
    for (const int colour : {White, Black})
        s.sum[std::size_t(colour)] += kingTerms(pos, w, s, colour);
    return blend() + w.tempo;
}

} // namespace trellis::chess
