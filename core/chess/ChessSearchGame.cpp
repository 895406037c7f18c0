#include "ChessSearchGame.h"

#include "ChessVariant.h"

#include "search/SearchBackendFor.h"

namespace trellis::chess {

ChessSearchGame::ChessSearchGame(const Position& root, search::EvalMode mode)
    : mode_(mode), stack_(std::size_t(search::kMaxPly) + 16) {
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

Turn ChessSearchGame::toTurn(Variant& variant, const std::vector<Move>& moves) {
    return static_cast<ChessVariant&>(variant).toTurn(moves.front());
}

std::unique_ptr<search::SearchBackend> createChessSearch(const Variant& board,
                                                         const search::SearchSetup& setup) {
    const auto& chessBoard = static_cast<const ChessVariant&>(board);
    return std::make_unique<search::SearchBackendFor<ChessSearchGame>>(
        [state = chessBoard.state(), eval = setup.eval] { return ChessSearchGame(state, eval); },
        board, setup);
}

} // namespace trellis::chess
