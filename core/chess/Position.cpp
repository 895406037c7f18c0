#include "Position.h"

#include <array>

namespace trellis::chess {

namespace {

constexpr std::array<int, 64> makeCastlingKeep() {
    std::array<int, 64> keep{};
    for (int& k : keep) k = AllCastling;
    keep[squareAt(4, 0)] = AllCastling & ~(WhiteKingside | WhiteQueenside);
    keep[squareAt(7, 0)] = AllCastling & ~WhiteKingside;
    keep[squareAt(0, 0)] = AllCastling & ~WhiteQueenside;
    keep[squareAt(4, 7)] = AllCastling & ~(BlackKingside | BlackQueenside);
    keep[squareAt(7, 7)] = AllCastling & ~BlackKingside;
    keep[squareAt(0, 7)] = AllCastling & ~BlackQueenside;
    return keep;
}

constexpr std::array<int, 64> kKeep = makeCastlingKeep();
constexpr Bitboard kLightSquares = 0x55aa55aa55aa55aaull;

} // namespace

Bitboard Position::attackersOf(int square, int colour, Bitboard occ) const {
    const Bitboard own = byColour[colour];
    return ((pawnAttacks(colour ^ 1, square) & byType[Pawn]) |
            (knightAttacks(square) & byType[Knight]) | (kingAttacks(square) & byType[King]) |
            (bishopAttacks(square, occ) & (byType[Bishop] | byType[Queen])) |
            (rookAttacks(square, occ) & (byType[Rook] | byType[Queen]))) &
           own;
}

Bitboard Position::attackersOf(int square, Bitboard occ) const {
    return (pawnAttacks(Black, square) & pieces(White, Pawn)) |
           (pawnAttacks(White, square) & pieces(Black, Pawn)) |
           (knightAttacks(square) & byType[Knight]) | (kingAttacks(square) & byType[King]) |
           (bishopAttacks(square, occ) & (byType[Bishop] | byType[Queen])) |
           (rookAttacks(square, occ) & (byType[Rook] | byType[Queen]));
}

void Position::put(int piece, int square) {
    const Bitboard b = bit(square);
    board[square] = std::uint8_t(piece);
    byType[0] |= b;
    byType[typeOf(piece)] |= b;
    byColour[colourOf(piece)] |= b;
    hash ^= kZobrist.piece[piece][square];
}

void Position::remove(int square) {
    const int piece = board[square];
    const Bitboard b = bit(square);
    board[square] = 0;
    byType[0] &= ~b;
    byType[typeOf(piece)] &= ~b;
    byColour[colourOf(piece)] &= ~b;
    hash ^= kZobrist.piece[piece][square];
}

void Position::play(Move move) {
    const int from = move.from(), to = move.to(), kind = move.kind();
    const int us = side, piece = board[from];
    if (enPassant >= 0) hash ^= kZobrist.enPassantFile[fileOf(enPassant)];
    const int oldEnPassant = enPassant;
    enPassant = -1;
    ++halfmove;
    if (move.isCapture()) {
        remove(kind == EnPassantCapture ? (oldEnPassant ^ 8) : to);
        halfmove = 0;
    }
    remove(from);
    put(move.isPromotion() ? makePiece(us, move.promotion()) : piece, to);
    if (typeOf(piece) == Pawn) {
        halfmove = 0;
        if (kind == DoublePush) enPassant = (from + to) / 2;
    } else if (kind == CastleKingside) {
        const int rook = board[from + 3];
        remove(from + 3);
        put(rook, from + 1);
    } else if (kind == CastleQueenside) {
        const int rook = board[from - 4];
        remove(from - 4);
        put(rook, from - 1);
    }
    const int rights = castling & kKeep[from] & kKeep[to];
    if (rights != castling) {
        hash ^= kZobrist.castling[castling] ^ kZobrist.castling[rights];
        castling = rights;
    }
    side ^= 1;
    hash ^= kZobrist.blackToMove;
    if (us == Black) ++fullmove;
    if (enPassant >= 0) {
        dropUnusableEnPassant();
        if (enPassant >= 0) hash ^= kZobrist.enPassantFile[fileOf(enPassant)];
    }
}

Move Position::moveFor(int from, int to, int promotionType) const {
    const int piece = board[from];
    const bool capture = board[to] != 0;
    if (typeOf(piece) == King && (to - from == 2 || from - to == 2))
        return Move(from, to, to > from ? CastleKingside : CastleQueenside);
    if (typeOf(piece) == Pawn) {
        if (promotionType >= Knight && promotionType <= Queen)
            return Move(from, to, PromoteKnight + (promotionType - Knight) + (capture ? 4 : 0));
        if (!capture && to == enPassant && fileOf(from) != fileOf(to))
            return Move(from, to, EnPassantCapture);
        if (to - from == 16 || from - to == 16) return Move(from, to, DoublePush);
    }
    return Move(from, to, capture ? Capture : Quiet);
}

bool Position::enPassantCaptureLegal(int from) const {
    const int to = enPassant, victim = enPassant ^ 8, them = side ^ 1;
    const Bitboard occ = (occupied() ^ bit(from) ^ bit(victim)) | bit(to);
    const int king = kingSquare(side);
    const Bitboard attackers =
        (rookAttacks(king, occ) & (pieces(them, Rook) | pieces(them, Queen))) |
        (bishopAttacks(king, occ) & (pieces(them, Bishop) | pieces(them, Queen))) |
        (knightAttacks(king) & pieces(them, Knight)) |
        (pawnAttacks(side, king) & pieces(them, Pawn) & ~bit(victim));
    return attackers == 0;
}

void Position::dropUnusableEnPassant() {
    if (enPassant < 0) return;
    Bitboard capturers = pawnAttacks(side ^ 1, enPassant) & pieces(side, Pawn);
    while (capturers)
        if (enPassantCaptureLegal(popLowest(capturers))) return;
    enPassant = -1;
}

std::uint64_t Position::computeHash() const {
    std::uint64_t h = 0;
    for (int sq = 0; sq < 64; ++sq)
        if (board[sq]) h ^= kZobrist.piece[board[sq]][sq];
    h ^= kZobrist.castling[castling];
    if (enPassant >= 0) h ^= kZobrist.enPassantFile[fileOf(enPassant)];
    if (side == Black) h ^= kZobrist.blackToMove;
    return h;
}

bool Position::deadPosition() const {
    if (byType[Pawn] | byType[Rook] | byType[Queen]) return false;
    const Bitboard minors = byType[Knight] | byType[Bishop];
    if (!minors) return true;
    if (byType[Knight]) return popCount(minors) == 1;
    return (byType[Bishop] & kLightSquares) == 0 || (byType[Bishop] & ~kLightSquares) == 0;
}

} // namespace trellis::chess
