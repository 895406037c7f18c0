#include "ChessSearchGame.h"

#include "ChessVariant.h"

#include "search/SearchBackendFor.h"

#include <algorithm>
#include <array>

namespace trellis::chess {

ChessSearchGame::ChessSearchGame(const Position& root, search::EvalMode mode,
                                 const ChessWeights& weights)
    : mode_(mode), weights_(weights), stack_(std::size_t(search::kMaxPly) + 16) {
    stack_[0] = root;
}

void ChessSearchGame::generate(std::vector<Move>& out) {
    const int n = generateMoves(cur(), scratch_.data());
    out.assign(scratch_.begin(), scratch_.begin() + n);
}

void ChessSearchGame::generateCaptures(std::vector<Move>& out) {
    const int n = chess::generateCaptures(cur(), scratch_.data());
    out.assign(scratch_.begin(), scratch_.begin() + n);
}

void ChessSearchGame::generateQuiets(std::vector<Move>& out) {
    const int n = chess::generateQuiets(cur(), scratch_.data());
    out.assign(scratch_.begin(), scratch_.begin() + n);
}

bool ChessSearchGame::isLegal(const Move& m) const {
    if (m.isNull()) return false;
    const std::optional<Move> legal = legalMove(cur(), m.from(), m.to(), m.promotion());
    return legal && *legal == m;
}

void ChessSearchGame::makeNull() {
    stack_[std::size_t(ply_) + 1] = stack_[std::size_t(ply_)];
    ++ply_;
    Position& p = stack_[std::size_t(ply_)];
    if (p.enPassant >= 0) p.hash ^= kZobrist.enPassantFile[fileOf(p.enPassant)];
    p.enPassant = -1;
    ++p.halfmove;
    p.side ^= 1;
    p.hash ^= kZobrist.blackToMove;
}

int ChessSearchGame::captureScore(const Move& m) const {
    const Position& p = cur();
    int score = 0;
    if (m.isCapture()) {
        const int victim = m.isEnPassant() ? Pawn : typeOf(p.board[m.to()]);
        score += chessPieceValue(victim) * 16 - chessPieceValue(typeOf(p.board[m.from()])) / 16;
    }
    if (m.isPromotion()) score += chessPieceValue(m.promotion()) * 16;
    return score > 0 ? score : 0;
}

bool ChessSearchGame::losingCapture(const Move& m) const {
    const Position& p = cur();
    if (!m.isCapture() || m.isPromotion() || m.isEnPassant()) return false;
    const int attacker = typeOf(p.board[m.from()]);
    if (attacker == King || chessPieceValue(typeOf(p.board[m.to()])) >= chessPieceValue(attacker))
        return false;
    return exchangeValue(m) < 0;
}

bool ChessSearchGame::losingQuietMove(const Move& m, int margin) const {
    if (m.isCapture() || m.isPromotion() || m.isCastle()) return false;
    if (typeOf(cur().board[m.from()]) == King) return false;
    return exchangeValue(m) < -margin;
}

int ChessSearchGame::exchangeValue(const Move& m) const {
    const Position& p = cur();
    const int to = m.to();
    // gain[d]: what the side making the d-th capture wins if the exchange stops after it.
    constexpr int kKingValue = 20000;
    std::array<int, 32> gain{};
    gain[0] = p.board[to] ? chessPieceValue(typeOf(p.board[to])) : 0;
    Bitboard occupied = p.occupied() ^ bit(m.from());
    // Both sides' attackers, found once; a capture can only uncover a slider behind the piece
    // that made it (a knight never stands on a line through the square).
    const Bitboard diagonal = p.byType[Bishop] | p.byType[Queen];
    const Bitboard straight = p.byType[Rook] | p.byType[Queen];
    Bitboard attackers = p.attackersOf(to, occupied) & occupied;
    int onSquare = typeOf(p.board[m.from()]), side = p.side ^ 1, d = 0;
    while (d + 1 < int(gain.size())) {
        const Bitboard mine = attackers & p.byColour[side];
        if (!mine) break;
        int type = Pawn;
        while (!(mine & p.byType[type])) ++type;
        ++d;
        gain[std::size_t(d)] =
            (onSquare == King ? kKingValue : chessPieceValue(onSquare)) - gain[std::size_t(d - 1)];
        occupied ^= bit(lowestSquare(mine & p.byType[type]));
        if (type != Knight && type != Rook) attackers |= bishopAttacks(to, occupied) & diagonal;
        if (type == Rook || type == Queen || type == King)
            attackers |= rookAttacks(to, occupied) & straight;
        attackers &= occupied;
        onSquare = type;
        side ^= 1;
    }
    for (; d > 0; --d)
        gain[std::size_t(d - 1)] = -std::max(-gain[std::size_t(d - 1)], gain[std::size_t(d)]);
    return gain[0];
}

Turn ChessSearchGame::toTurn(Variant& variant, const std::vector<Move>& moves) {
    return static_cast<ChessVariant&>(variant).toTurn(moves.front());
}

std::unique_ptr<search::SearchBackend> createChessSearch(const Variant& board,
                                                         const search::SearchSetup& setup) {
    const auto& chessBoard = static_cast<const ChessVariant&>(board);
    return std::make_unique<search::SearchBackendFor<ChessSearchGame>>(
        [state = chessBoard.state(), eval = setup.eval, weights = chessWeightsFrom(setup.weights)] {
            return ChessSearchGame(state, eval, weights);
        },
        board, setup);
}

} // namespace trellis::chess
