#include "MoveGenerator.h"

namespace trellis::chess {

namespace {

constexpr Bitboard kNotFileA = ~kFileA;
constexpr Bitboard kNotFileH = ~(kFileA << 7);

template <bool CapturesOnly> int generate(const Position& pos, Move* out) {
    Move* const start = out;
    const int us = pos.side, them = us ^ 1;
    const Bitboard occ = pos.occupied(), own = pos.byColour[us], enemy = pos.byColour[them];
    const int king = pos.kingSquare(us);
    const Bitboard checkers = pos.attackersOf(king, them, occ);

    // King steps, tested with the king lifted so that it cannot hide behind itself.
    {
        Bitboard targets = kingAttacks(king) & (CapturesOnly ? enemy : ~own);
        const Bitboard lifted = occ ^ bit(king);
        while (targets) {
            const int to = popLowest(targets);
            if (!pos.attackersOf(to, them, lifted))
                *out++ = Move(king, to, (enemy & bit(to)) ? Capture : Quiet);
        }
    }
    if (checkers & (checkers - 1)) return int(out - start); // double check: the king moves

    Bitboard target = CapturesOnly ? enemy : ~own;
    if (checkers) target &= betweenMask(king, lowestSquare(checkers)) | checkers;

    // Pinned pieces: own pieces alone between the king and an enemy slider.
    Bitboard pinned = 0;
    {
        Bitboard snipers =
            (rookAttacks(king, enemy) & (pos.pieces(them, Rook) | pos.pieces(them, Queen))) |
            (bishopAttacks(king, enemy) & (pos.pieces(them, Bishop) | pos.pieces(them, Queen)));
        while (snipers) {
            const Bitboard between = betweenMask(king, popLowest(snipers)) & occ;
            if (between && !(between & (between - 1)) && (between & own)) pinned |= between;
        }
    }
    auto add = [&](int from, Bitboard targets) {
        if (pinned & bit(from)) targets &= lineMask(king, from);
        while (targets) {
            const int to = popLowest(targets);
            *out++ = Move(from, to, (enemy & bit(to)) ? Capture : Quiet);
        }
    };

    for (Bitboard b = pos.pieces(us, Knight) & ~pinned; b;) {
        const int from = popLowest(b);
        add(from, knightAttacks(from) & target);
    }
    for (Bitboard b = pos.pieces(us, Bishop) | pos.pieces(us, Queen); b;) {
        const int from = popLowest(b);
        add(from, bishopAttacks(from, occ) & target);
    }
    for (Bitboard b = pos.pieces(us, Rook) | pos.pieces(us, Queen); b;) {
        const int from = popLowest(b);
        add(from, rookAttacks(from, occ) & target);
    }

    // Pawns, by whole sets: pushes, double pushes, captures, promotions.
    const Bitboard pawns = pos.pieces(us, Pawn);
    const int up = us == White ? 8 : -8;
    const Bitboard lastButOne = us == White ? kRank1 << 48 : kRank1 << 8;
    const Bitboard thirdRank = us == White ? kRank1 << 16 : kRank1 << 40;
    auto forward = [us](Bitboard b) { return us == White ? b << 8 : b >> 8; };
    // Towards file a and towards file h, one rank forward.
    auto westward = [us](Bitboard b) {
        return us == White ? (b & kNotFileA) << 7 : (b & kNotFileA) >> 9;
    };
    auto eastward = [us](Bitboard b) {
        return us == White ? (b & kNotFileH) << 9 : (b & kNotFileH) >> 7;
    };
    auto pawnMoves = [&](Bitboard targets, int delta, int kind) {
        while (targets) {
            const int to = popLowest(targets), from = to - delta;
            if ((pinned & bit(from)) && !(lineMask(king, from) & bit(to))) continue;
            if (kind >= PromoteKnight) {
                for (int k = kind; k < kind + 4; ++k) *out++ = Move(from, to, k);
            } else {
                *out++ = Move(from, to, kind);
            }
        }
    };
    const Bitboard empty = ~occ;
    const Bitboard plain = pawns & ~lastButOne, promoting = pawns & lastButOne;
    // With CapturesOnly the push target must still allow blocking squares: pushes never
    // capture, so they use the check mask without the enemy restriction.
    const Bitboard pushTarget =
        checkers ? (betweenMask(king, lowestSquare(checkers))) : ~Bitboard{0};
    if (!CapturesOnly) {
        const Bitboard single = forward(plain) & empty;
        pawnMoves(single & pushTarget, up, Quiet);
        pawnMoves(forward(single & thirdRank) & empty & pushTarget, 2 * up, DoublePush);
    }
    const Bitboard captureTarget = enemy & target;
    pawnMoves(westward(plain) & captureTarget, up - 1, Capture);
    pawnMoves(eastward(plain) & captureTarget, up + 1, Capture);
    if (promoting) {
        pawnMoves(forward(promoting) & empty & pushTarget, up, PromoteKnight);
        pawnMoves(westward(promoting) & captureTarget, up - 1, PromoteKnightCapture);
        pawnMoves(eastward(promoting) & captureTarget, up + 1, PromoteKnightCapture);
    }
    if (pos.enPassant >= 0) {
        Bitboard capturers = pawnAttacks(them, pos.enPassant) & pawns;
        while (capturers) {
            const int from = popLowest(capturers);
            if (pos.enPassantCaptureLegal(from))
                *out++ = Move(from, pos.enPassant, EnPassantCapture);
        }
    }

    // Castling: rights imply king and rook at home (the FEN reader checks it).
    if (!CapturesOnly && !checkers && (pos.castling & (us == White ? 3 : 12))) {
        const int base = us == White ? 0 : 56;
        const int kingside = us == White ? WhiteKingside : BlackKingside;
        const int queenside = us == White ? WhiteQueenside : BlackQueenside;
        if ((pos.castling & kingside) && !(occ & (bit(base + 5) | bit(base + 6))) &&
            !pos.attackersOf(base + 5, them, occ) && !pos.attackersOf(base + 6, them, occ))
            *out++ = Move(base + 4, base + 6, CastleKingside);
        if ((pos.castling & queenside) &&
            !(occ & (bit(base + 1) | bit(base + 2) | bit(base + 3))) &&
            !pos.attackersOf(base + 3, them, occ) && !pos.attackersOf(base + 2, them, occ))
            *out++ = Move(base + 4, base + 2, CastleQueenside);
    }
    return int(out - start);
}

} // namespace

int generateMoves(const Position& pos, Move* out) {
    return generate<false>(pos, out);
}

int generateCaptures(const Position& pos, Move* out) {
    return generate<true>(pos, out);
}

std::uint64_t perft(const Position& pos, int depth) {
    if (depth <= 0) return 1;
    Move moves[kMaxMoves];
    const int n = generateMoves(pos, moves);
    if (depth == 1) return std::uint64_t(n);
    std::uint64_t total = 0;
    for (int i = 0; i < n; ++i) {
        Position next = pos;
        next.play(moves[i]);
        total += perft(next, depth - 1);
    }
    return total;
}

} // namespace trellis::chess
