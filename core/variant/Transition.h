#pragma once
// What one turn changed on the board, as Cute Chess's BoardTransition reports it: the views
// animate from this record instead of guessing which piece moved. Squares are the variant's
// square ids (BoardContents::squares[i].id); pieces are position-string tokens ("K", "p",
// "(NFT)", "+t"). Applying the changes in order to the contents before the turn gives the
// contents after it (Transition::apply).
#include <string>
#include <vector>

namespace trellis {

struct BoardContents;

struct PieceChange {
    enum Kind {
        Move,   // a piece (or a whole stack) went from `from` to `to`; `piece` is what arrived
        Remove, // the piece on `from` left the board (captured, or taken off a stack)
        Place,  // `piece` now stands on `to` (a promotion, a stack that changed; empty: vanished)
    };
    Kind kind = Move;
    int from = -1;
    int to = -1;
    std::string piece;
    bool operator==(const PieceChange&) const = default;
};

// A movable board (Tri-D attack board) that went from one pin to another, or turned half round
// on its pin (then fromPin == toPin). Its passengers' new squares are in the piece changes.
struct BoardChange {
    std::string fromPin, toPin;
    bool halfTurn = false;
    bool operator==(const BoardChange&) const = default;
};

struct Transition {
    std::vector<PieceChange> pieces;
    std::vector<BoardChange> boards;
    bool operator==(const Transition&) const = default;

    // Every square the turn touched (from and to of each change), for the last-turn tint.
    std::vector<int> touchedSquares() const;
    // The contents after the turn from the contents before it: pieces and board pins.
    // Squares that come into existence (a board arriving) must already be listed in `after`'s
    // geometry; apply only moves tokens and boards.
    void apply(BoardContents& contents) const;
};

} // namespace trellis
