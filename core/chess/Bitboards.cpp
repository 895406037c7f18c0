#include "Bitboards.h"

#include <array>
#include <cstdlib>
#include <mutex>
#include <vector>

namespace trellis::chess {

AttackTables gAttacks;

namespace {

Bitboard rookTable[0x19000];  // sum over squares of 2^(relevant bits) for rooks
Bitboard bishopTable[0x1480]; // and for bishops

constexpr int kRookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int kBishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

bool onBoard(int file, int rank) {
    return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

// Slider attacks by walking the rays (used only to build the tables).
Bitboard slide(int square, Bitboard occupied, const int (&dirs)[4][2]) {
    Bitboard out = 0;
    for (const auto& d : dirs) {
        int f = fileOf(square) + d[0], r = rankOf(square) + d[1];
        while (onBoard(f, r)) {
            out |= bit(squareAt(f, r));
            if (occupied & bit(squareAt(f, r))) break;
            f += d[0];
            r += d[1];
        }
    }
    return out;
}

// The squares whose occupancy matters: the rays without their last square.
Bitboard relevantMask(int square, const int (&dirs)[4][2]) {
    Bitboard out = 0;
    for (const auto& d : dirs) {
        int f = fileOf(square) + d[0], r = rankOf(square) + d[1];
        while (onBoard(f + d[0], r + d[1])) {
            out |= bit(squareAt(f, r));
            f += d[0];
            r += d[1];
        }
    }
    return out;
}

struct Xorshift {
    std::uint64_t state;
    std::uint64_t next() {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        return state * 2685821657736338717ull;
    }
    std::uint64_t sparse() { return next() & next() & next(); }
};

// Finds a factor mapping every occupancy subset of the mask to a slot without a harmful
// collision, and fills the slots.
void buildMagics(Magic (&magics)[64], Bitboard* table, const int (&dirs)[4][2],
                 std::uint64_t seed) {
    Xorshift rng{seed};
    std::vector<Bitboard> occupancies, attacks;
    std::vector<int> epoch;
    Bitboard* next = table;
    for (int sq = 0; sq < 64; ++sq) {
        Magic& m = magics[sq];
        m.mask = relevantMask(sq, dirs);
        const int bits = popCount(m.mask);
        m.shift = 64 - bits;
        m.attacks = next;
        occupancies.clear();
        attacks.clear();
        Bitboard subset = 0;
        do { // every subset of the mask (carry-rippler)
            occupancies.push_back(subset);
            attacks.push_back(slide(sq, subset, dirs));
            subset = (subset - m.mask) & m.mask;
        } while (subset);
        const std::size_t size = std::size_t(1) << bits;
        epoch.assign(size, 0);
        for (int attempt = 1;; ++attempt) {
            do m.factor = rng.sparse();
            while (popCount((m.mask * m.factor) >> 56) < 6);
            bool ok = true;
            for (std::size_t i = 0; i < occupancies.size() && ok; ++i) {
                const unsigned idx = m.index(occupancies[i]);
                if (epoch[idx] != attempt) {
                    epoch[idx] = attempt;
                    next[idx] = attacks[i];
                } else if (next[idx] != attacks[i]) {
                    ok = false;
                }
            }
            if (ok) break;
        }
        next += size;
    }
}

void buildTables() {
    AttackTables& t = gAttacks;
    constexpr int knightSteps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                       {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    for (int sq = 0; sq < 64; ++sq) {
        const int f = fileOf(sq), r = rankOf(sq);
        t.pawn[White][sq] = t.pawn[Black][sq] = t.knight[sq] = t.king[sq] = 0;
        for (const int df : {-1, 1}) {
            if (onBoard(f + df, r + 1)) t.pawn[White][sq] |= bit(squareAt(f + df, r + 1));
            if (onBoard(f + df, r - 1)) t.pawn[Black][sq] |= bit(squareAt(f + df, r - 1));
        }
        for (const auto& s : knightSteps)
            if (onBoard(f + s[0], r + s[1])) t.knight[sq] |= bit(squareAt(f + s[0], r + s[1]));
        for (int df = -1; df <= 1; ++df)
            for (int dr = -1; dr <= 1; ++dr)
                if ((df || dr) && onBoard(f + df, r + dr))
                    t.king[sq] |= bit(squareAt(f + df, r + dr));
    }
    buildMagics(t.rook, rookTable, kRookDirs, 0x9e3779b97f4a7c15ull);
    buildMagics(t.bishop, bishopTable, kBishopDirs, 0xd1b54a32d192ed03ull);
    for (int a = 0; a < 64; ++a)
        for (int b = 0; b < 64; ++b) {
            t.between[a][b] = t.line[a][b] = 0;
            if (a == b) continue;
            for (const auto* dirs : {&kRookDirs, &kBishopDirs}) {
                if (slide(a, 0, *dirs) & bit(b)) {
                    t.between[a][b] = slide(a, bit(b), *dirs) & slide(b, bit(a), *dirs);
                    t.line[a][b] = (slide(a, 0, *dirs) & slide(b, 0, *dirs)) | bit(a) | bit(b);
                }
            }
        }
}

} // namespace

void initBitboards() {
    // Built on first use rather than before main(): the magic search takes a noticeable part
    // of a second, which every command of the program would otherwise pay, chess or not.
    static std::once_flag built;
    std::call_once(built, buildTables);
}

} // namespace trellis::chess
