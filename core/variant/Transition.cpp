#include "Transition.h"

#include "BoardContents.h"

#include <algorithm>
#include <cctype>

namespace trellis {

namespace {

int colourOfToken(const std::string& token) {
    for (const char c : token)
        if (std::isalpha(static_cast<unsigned char>(c))) return std::isupper(c) ? 0 : 1;
    return -1;
}

void setPiece(BoardContents& contents, int square, const std::string& piece) {
    if (square < 0 || square >= int(contents.squares.size())) return;
    SquareContent& s = contents.squares[std::size_t(square)];
    s.piece = piece;
    s.colour = piece.empty() ? -1 : colourOfToken(piece);
}

} // namespace

std::vector<int> Transition::touchedSquares() const {
    std::vector<int> out;
    for (const PieceChange& c : pieces)
        for (const int s : {c.from, c.to})
            if (s >= 0 && std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
    return out;
}

void Transition::apply(BoardContents& contents) const {
    // Boards first: they only change pins; their passengers' squares are piece moves. Moving
    // every board together keeps swaps (A to B while B to C) right.
    std::vector<MovableBoard> moved = contents.boards;
    for (const BoardChange& b : boards)
        for (std::size_t i = 0; i < contents.boards.size(); ++i)
            if (contents.boards[i].pin == b.fromPin) moved[i].pin = b.toPin;
    contents.boards = moved;
    // Changes apply in order; a run of consecutive moves (a board's passengers, castling)
    // happens at once, so a move onto a square another moving piece leaves is not lost.
    for (std::size_t i = 0; i < pieces.size();) {
        const PieceChange& c = pieces[i];
        if (c.kind != PieceChange::Move) {
            setPiece(contents, c.kind == PieceChange::Remove ? c.from : c.to,
                     c.kind == PieceChange::Remove ? std::string() : c.piece);
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < pieces.size() && pieces[end].kind == PieceChange::Move) ++end;
        for (std::size_t k = i; k < end; ++k) setPiece(contents, pieces[k].from, {});
        for (std::size_t k = i; k < end; ++k) setPiece(contents, pieces[k].to, pieces[k].piece);
        i = end;
    }
}

} // namespace trellis
