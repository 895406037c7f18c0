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
    // Pieces that move together (a board's passengers) are lifted first, then set down, so a
    // move onto a square another moving piece leaves is not lost.
    std::vector<std::pair<int, std::string>> landing;
    for (const PieceChange& c : pieces) {
        switch (c.kind) {
        case PieceChange::Remove:
            setPiece(contents, c.from, {});
            break;
        case PieceChange::Move:
            setPiece(contents, c.from, {});
            landing.emplace_back(c.to, c.piece);
            break;
        case PieceChange::Place:
            landing.emplace_back(c.to, c.piece);
            break;
        }
    }
    for (const auto& [square, piece] : landing) setPiece(contents, square, piece);
}

} // namespace trellis
