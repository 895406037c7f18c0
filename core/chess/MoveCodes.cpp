#include "MoveCodes.h"

#include "MoveGenerator.h"

namespace trellis::chess {

namespace {

// The side to move's pseudo-legal targets, a piece or a set of pawns at a time.
class PseudoTargets {
  public:
    explicit PseudoTargets(const Position& pos)
        : pos_(pos), us_(pos.side), own_(pos.byColour[us_]), occ_(pos.occupied()),
          capturable_(pos.byColour[us_ ^ 1] | (pos.enPassant >= 0 ? bit(pos.enPassant) : 0)) {}

    Bitboard own() const { return own_; }
    Bitboard pawns() const { return pos_.pieces(us_, Pawn); }
    Bitboard lastRank() const { return us_ == White ? kRank1 << 56 : kRank1; }

    // A piece's targets (not a pawn's); the king's include the castling squares it has the
    // right to (the right implies king and rook at home; a blocked path is left to legality).
    Bitboard ofPiece(int type, int from) const {
        Bitboard t = 0;
        switch (type) {
        case Knight:
            t = knightAttacks(from);
            break;
        case Bishop:
            t = bishopAttacks(from, occ_);
            break;
        case Rook:
            t = rookAttacks(from, occ_);
            break;
        case Queen:
            t = queenAttacks(from, occ_);
            break;
        default:
            t = kingAttacks(from) | castlingTargets(from);
            break;
        }
        return t & ~own_;
    }

    // The targets of the pawns `pawns`, all kinds of move together (for one pawn, each target
    // is one move, or four promotions on the last rank).
    Bitboard ofPawns(Bitboard pawns) const {
        const Bitboard single = forward(pawns) & ~occ_;
        return single | doublePushes(single) | west(pawns) | east(pawns);
    }

    // How many moves the pawns `pawns` make, promotions four times.
    int pawnMoves(Bitboard pawns) const {
        const Bitboard single = forward(pawns) & ~occ_, w = west(pawns), e = east(pawns);
        const Bitboard last = lastRank();
        return popCount(single) + popCount(doublePushes(single)) + popCount(w) + popCount(e) +
               3 * (popCount(single & last) + popCount(w & last) + popCount(e & last));
    }

  private:
    Bitboard forward(Bitboard b) const { return us_ == White ? b << 8 : b >> 8; }
    Bitboard doublePushes(Bitboard single) const {
        const Bitboard thirdRank = us_ == White ? kRank1 << 16 : kRank1 << 40;
        return forward(single & thirdRank) & ~occ_;
    }
    // Captures towards file a and towards file h (en passant included).
    Bitboard west(Bitboard b) const {
        return (us_ == White ? (b & kNotFileA) << 7 : (b & kNotFileA) >> 9) & capturable_;
    }
    Bitboard east(Bitboard b) const {
        return (us_ == White ? (b & kNotFileH) << 9 : (b & kNotFileH) >> 7) & capturable_;
    }
    Bitboard castlingTargets(int from) const {
        const int base = us_ == White ? 0 : 56;
        if (from != base + 4) return 0;
        const int rights = pos_.castling >> (us_ == White ? 0 : 2);
        return ((rights & 1) ? bit(base + 6) : 0) | ((rights & 2) ? bit(base + 2) : 0);
    }

    const Position& pos_;
    const int us_;
    const Bitboard own_, occ_, capturable_;
};

} // namespace

int moveCode(const Position& pos, Move move) {
    const PseudoTargets targets(pos);
    const int us = pos.side, from = move.from();
    const Bitboard below = bit(from) - 1, own = targets.own(), occ = pos.occupied();
    // The pieces on lower squares by kind, as the generator walks them (a queen's two rays are
    // disjoint, so her moves are counted as a bishop's and a rook's).
    int count = targets.pawnMoves(targets.pawns() & below);
    for (Bitboard b = pos.pieces(us, Knight) & below; b;)
        count += popCount(knightAttacks(popLowest(b)) & ~own);
    for (Bitboard b = (pos.pieces(us, Bishop) | pos.pieces(us, Queen)) & below; b;)
        count += popCount(bishopAttacks(popLowest(b), occ) & ~own);
    for (Bitboard b = (pos.pieces(us, Rook) | pos.pieces(us, Queen)) & below; b;)
        count += popCount(rookAttacks(popLowest(b), occ) & ~own);
    if (const Bitboard king = pos.pieces(us, King) & below)
        count += popCount(targets.ofPiece(King, lowestSquare(king)));
    const Bitboard lower = bit(move.to()) - 1;
    const int type = typeOf(pos.board[from]);
    if (type != Pawn) return count + popCount(targets.ofPiece(type, from) & lower);
    const int earlier = popCount(targets.ofPawns(bit(from)) & lower);
    return move.isPromotion() ? count + 4 * earlier + move.promotion() - Knight : count + earlier;
}

std::optional<Move> moveOfCode(const Position& pos, int code) {
    const PseudoTargets targets(pos);
    for (Bitboard b = targets.own(); b && code >= 0;) {
        const int square = popLowest(b), type = typeOf(pos.board[square]);
        Bitboard t = type == Pawn ? targets.ofPawns(bit(square)) : targets.ofPiece(type, square);
        const int each = type == Pawn && (t & targets.lastRank()) ? 4 : 1;
        const int moves = popCount(t) * each;
        if (code >= moves) {
            code -= moves;
            continue;
        }
        for (int skip = code / each; skip > 0; --skip) t &= t - 1;
        return legalMove(pos, square, lowestSquare(t), each == 4 ? Knight + code % 4 : int(NoType));
    }
    return std::nullopt;
}

} // namespace trellis::chess
