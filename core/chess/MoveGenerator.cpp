#include "MoveGenerator.h"

namespace trellis::chess {

namespace {

// How many moves a pawn makes to one target: four promotions, else one.
constexpr int pawnMoveKinds(int kind) {
    return kind >= PromoteKnight ? 4 : 1;
}

// What a pass of the generator does with the legal moves it finds. The generator hands a
// sink each piece's legal targets as a set, and pawn, en passant and castling moves one by one,
// in one fixed order; `mask` limits every target set, `origins` the squares whose pieces are
// looked at, and `wants` skips a piece before its targets are worked out.
struct ListSink { // every legal move, written out
    static constexpr bool kCapturesOnly = false;
    Move* out;
    Bitboard mask = ~Bitboard{0};
    Bitboard origins() const { return ~Bitboard{0}; }
    bool wants(int /*type*/, int /*from*/) const { return true; }
    void targets(int from, Bitboard to, Bitboard enemy) {
        while (to) {
            const int square = popLowest(to);
            *out++ = Move(from, square, (enemy & bit(square)) ? Capture : Quiet);
        }
    }
    void move(Move m) { *out++ = m; }
    // Pawn moves from unpinned pawns: each target's pawn stands `delta` behind it.
    void pawnTargets(Bitboard to, int delta, int kind) {
        const int kinds = pawnMoveKinds(kind);
        while (to) {
            const int square = popLowest(to);
            for (int k = kind; k < kind + kinds; ++k) *out++ = Move(square - delta, square, k);
        }
    }
};

struct CaptureSink : ListSink { // legal captures and promotions only
    static constexpr bool kCapturesOnly = true;
};

// The moves CaptureSink leaves out: the mask generateQuiets gives keeps the pieces off enemy
// squares, and the pawns' promotions and en passant are dropped here.
struct QuietSink : ListSink {
    void move(Move m) {
        if (!m.isCapture() && !m.isPromotion()) *out++ = m;
    }
    void pawnTargets(Bitboard to, int delta, int kind) {
        if (kind < PromoteKnight) ListSink::pawnTargets(to, delta, kind);
    }
};

struct ToSink : ListSink { // the moves of one piece type to one square
    int type;
    bool wants(int pieceType, int /*from*/) const { return pieceType == type; }
    void move(Move m) {
        if (mask & bit(m.to())) *out++ = m; // castling is not masked
    }
};

template <class Sink> void generate(const Position& pos, Sink& sink) {
    constexpr bool CapturesOnly = Sink::kCapturesOnly;
    const int us = pos.side, them = us ^ 1;
    const Bitboard occ = pos.occupied(), own = pos.byColour[us], enemy = pos.byColour[them];
    const int king = pos.kingSquare(us);
    const Bitboard checkers = pos.attackersOf(king, them, occ);

    // King steps, tested with the king lifted so that it cannot hide behind itself.
    if (sink.wants(King, king)) {
        Bitboard targets = kingAttacks(king) & (CapturesOnly ? enemy : ~own) & sink.mask;
        Bitboard safe = 0;
        const Bitboard lifted = occ ^ bit(king);
        while (targets) {
            const int to = popLowest(targets);
            if (!pos.attackersOf(to, them, lifted)) safe |= bit(to);
        }
        sink.targets(king, safe, enemy);
    }
    if (checkers & (checkers - 1)) return; // double check: the king moves

    Bitboard target = (CapturesOnly ? enemy : ~own) & sink.mask;
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
        sink.targets(from, targets, enemy);
    };

    const Bitboard origins = sink.origins();
    for (Bitboard b = pos.pieces(us, Knight) & ~pinned & origins; b;) {
        const int from = popLowest(b);
        if (sink.wants(Knight, from)) add(from, knightAttacks(from) & target);
    }
    for (Bitboard b = (pos.pieces(us, Bishop) | pos.pieces(us, Queen)) & origins; b;) {
        const int from = popLowest(b);
        if (sink.wants(typeOf(pos.board[from]), from)) add(from, bishopAttacks(from, occ) & target);
    }
    for (Bitboard b = (pos.pieces(us, Rook) | pos.pieces(us, Queen)) & origins; b;) {
        const int from = popLowest(b);
        if (sink.wants(typeOf(pos.board[from]), from)) add(from, rookAttacks(from, occ) & target);
    }

    // Pawns, by whole sets: pushes, double pushes, captures, promotions.
    // (A sink is asked once for all of them: from square -1.)
    const Bitboard pawns = sink.wants(Pawn, -1) ? pos.pieces(us, Pawn) & origins : 0;
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
    // The targets of pinned pawns one by one (they move only along the pin), the rest as a set.
    auto pawnMoves = [&](Bitboard targets, int delta, int kind) {
        targets &= sink.mask;
        Bitboard held = targets & (delta > 0 ? pinned << delta : pinned >> -delta);
        sink.pawnTargets(targets & ~held, delta, kind);
        while (held) {
            const int to = popLowest(held), from = to - delta;
            if (!(lineMask(king, from) & bit(to))) continue;
            for (int k = kind; k < kind + pawnMoveKinds(kind); ++k) sink.move(Move(from, to, k));
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
    if (pos.enPassant >= 0 && (sink.mask & bit(pos.enPassant))) {
        Bitboard capturers = pawnAttacks(them, pos.enPassant) & pawns;
        while (capturers) {
            const int from = popLowest(capturers);
            if (pos.enPassantCaptureLegal(from))
                sink.move(Move(from, pos.enPassant, EnPassantCapture));
        }
    }

    // Castling: rights imply king and rook at home (the FEN reader checks it).
    if (!CapturesOnly && !checkers && (pos.castling & (us == White ? 3 : 12)) &&
        sink.wants(King, king)) {
        const int base = us == White ? 0 : 56;
        const int kingside = us == White ? WhiteKingside : BlackKingside;
        const int queenside = us == White ? WhiteQueenside : BlackQueenside;
        if ((pos.castling & kingside) && !(occ & (bit(base + 5) | bit(base + 6))) &&
            !pos.attackersOf(base + 5, them, occ) && !pos.attackersOf(base + 6, them, occ))
            sink.move(Move(base + 4, base + 6, CastleKingside));
        if ((pos.castling & queenside) &&
            !(occ & (bit(base + 1) | bit(base + 2) | bit(base + 3))) &&
            !pos.attackersOf(base + 3, them, occ) && !pos.attackersOf(base + 2, them, occ))
            sink.move(Move(base + 4, base + 2, CastleQueenside));
    }
}

} // namespace

int generateMoves(const Position& pos, Move* out) {
    ListSink sink{out};
    generate(pos, sink);
    return int(sink.out - out);
}

int generateCaptures(const Position& pos, Move* out) {
    CaptureSink sink{{out}};
    generate(pos, sink);
    return int(sink.out - out);
}

int generateQuiets(const Position& pos, Move* out) {
    QuietSink sink{{out, ~pos.byColour[pos.side ^ 1]}};
    generate(pos, sink);
    return int(sink.out - out);
}

int generateMovesTo(const Position& pos, int type, int to, Move* out) {
    ToSink sink{{out, bit(to)}, type};
    generate(pos, sink);
    return int(sink.out - out);
}

std::optional<Move> legalMove(const Position& pos, int from, int to, int promotionType) {
    if (from < 0 || from > 63 || to < 0 || to > 63) return std::nullopt;
    const int piece = pos.board[from];
    if (piece == 0 || colourOf(piece) != pos.side) return std::nullopt;
    Move moves[kMaxMoves];
    const int n = generateMovesTo(pos, typeOf(piece), to, moves);
    for (int i = 0; i < n; ++i)
        if (moves[i].from() == from && moves[i].promotion() == promotionType) return moves[i];
    return std::nullopt;
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
