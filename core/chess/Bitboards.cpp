#include "Bitboards.h"

#include <array>
#include <mutex>

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

// Magic factors, one per square: each maps every occupancy of the square's relevant mask to a
// slot of its table, with no two occupancies of different attacks in one slot. They were found
// once by a seeded search over sparse random numbers, which used to run at every start-up and
// cost about 0.35 s of the first use of chess; any factor without a harmful collision serves,
// and TestChessRules checks every lookup of every square against a walk of the rays.
constexpr std::array<Bitboard, 64> kRookFactors{
    0x1080004008801020ull, 0x0840092002c03000ull, 0x1900200010400900ull, 0x0880100008000480ull,
    0x4200100420080200ull, 0x8100020100080400ull, 0x0200040110886200ull, 0x0200008040220411ull,
    0x0404800084400220ull, 0x0000401000402000ull, 0x0086001081220440ull, 0x0408800800100280ull,
    0x000a001201040820ull, 0x8848800200840080ull, 0x4001000100040200ull, 0x0442000102105084ull,
    0x9080010020804100ull, 0x0040404000201009ull, 0x0000808010002009ull, 0x2200090021d00100ull,
    0x0008008008040080ull, 0x0004004002010040ull, 0x0011040008015042ull, 0x00000a0001768104ull,
    0x0000800080204009ull, 0x2010004140002001ull, 0x9800200280100080ull, 0x1000100080080080ull,
    0x0442000a00049020ull, 0x2100040080020080ull, 0x0800120400900148ull, 0x0010040a00128541ull,
    0x2800804000800030ull, 0x1010002000400041ull, 0x4000200011004100ull, 0x0610008410800800ull,
    0x0400802402800800ull, 0xc100020080800400ull, 0x0002000802000401ull, 0x0182085882000401ull,
    0x0220204000808000ull, 0x2860100040024022ull, 0x0001002004110040ull, 0x99101042000a0020ull,
    0x0004080004008080ull, 0x0010040002008080ull, 0x2012004881020004ull, 0x8300842444820011ull,
    0x0088403882010200ull, 0x0820400080210100ull, 0x0110910040a00300ull, 0x0801100280080480ull,
    0x0242009008200600ull, 0x1002000489500200ull, 0x0040800200010080ull, 0x0091800041000080ull,
    0x0000209300488001ull, 0x04c1002414824001ull, 0x020020000b001041ull, 0x7000100004200901ull,
    0x8002002004100802ull, 0x30010002084c0007ull, 0x0888221800813004ull, 0x4000002840840112ull,
};
constexpr std::array<Bitboard, 64> kBishopFactors{
    0x2048017020910100ull, 0x0044410424008008ull, 0x040828a400900000ull, 0x8002209200022000ull,
    0x0002021000540002ull, 0x0021018840000000ull, 0x00009e8420204002ull, 0x00a0920110084480ull,
    0x4003062018010110ull, 0x0221046812004e09ull, 0x01e11002958912a0ull, 0x0000044410804000ull,
    0x0000821210000080ull, 0x080201102210a800ull, 0x0080040411045004ull, 0x00704a1842021000ull,
    0x1005061070322800ull, 0x0018001010410444ull, 0x0010000800401420ull, 0x2204002844000800ull,
    0x2052020412022280ull, 0x000a020101008208ull, 0x0040400201042000ull, 0x03e1082040480410ull,
    0x1004200004208414ull, 0x08700400984808c8ull, 0x0088080004004410ull, 0x008c0240140100a2ull,
    0x0008840001822000ull, 0x0050088001080100ull, 0x98140840040a2200ull, 0x3002020900210110ull,
    0x1004040640206000ull, 0x1090909000840400ull, 0x9002444810100020ull, 0x4000020080080080ull,
    0x0028020400011010ull, 0x0290808300020100ull, 0x8010020882004410ull, 0x0604010040082c20ull,
    0x20040104c0801008ull, 0x6004208424001050ull, 0x1002840041000800ull, 0x0200042018000102ull,
    0xa8002000a0821c00ull, 0x0040080802201910ull, 0x0222620444000100ull, 0x0002080041020088ull,
    0x1500820110401050ull, 0x0000492090100080ull, 0x0900410041100000ull, 0x0302000420880000ull,
    0x0010501202020020ull, 0x0008200490049040ull, 0x0462080214a40120ull, 0x2421310102008100ull,
    0x2400420080884060ull, 0x0800804406184208ull, 0x0b0080124a084400ull, 0x082e082300840412ull,
    0x6051049040082200ull, 0xc610211002102101ull, 0x0000048808010433ull, 0x0010200804405440ull,
};

// Fills the slots of each square's table from its factor.
void fillMagics(Magic (&magics)[64], Bitboard* table, const int (&dirs)[4][2],
                const std::array<Bitboard, 64>& factors) {
    Bitboard* next = table;
    for (int sq = 0; sq < 64; ++sq) {
        Magic& m = magics[sq];
        m.mask = relevantMask(sq, dirs);
        m.shift = 64 - popCount(m.mask);
        m.factor = factors[std::size_t(sq)];
        m.attacks = next;
        Bitboard subset = 0;
        do { // every subset of the mask (carry-rippler)
            next[m.index(subset)] = slide(sq, subset, dirs);
            subset = (subset - m.mask) & m.mask;
        } while (subset);
        next += std::size_t(1) << popCount(m.mask);
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
    fillMagics(t.rook, rookTable, kRookDirs, kRookFactors);
    fillMagics(t.bishop, bishopTable, kBishopDirs, kBishopFactors);
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
    // Built on first use rather than before main(): a few milliseconds that a command without
    // chess need not pay.
    static std::once_flag built;
    std::call_once(built, buildTables);
}

} // namespace trellis::chess
