#pragma once
// A turn played forward, as the 2D board animates it. From the diagram shown before, the
// turn's Transition and the diagram after: the pieces that travel (each Move slides from its
// square in the picture before to its square in the picture after; the Moves of a turn travel
// together), the pieces that fade out at the start (captured or removed), and the still
// picture under them: the board after the turn, except that a square a piece arrives on shows
// what stood there (a stack waiting for the piece that joins it; a captured piece is already
// fading) and a square a piece left shows what stays behind (the rest of a stack). Pieces that
// are placed (a promotion, a joined stack, a heroic mark) appear at the end, when the board
// after the turn is shown. Movable boards (Tri-D) stand on their new pins from the start; their
// passengers slide there from where the board was.
#include "Diagram.h"

#include "variant/Transition.h"

#include <QHash>

#include <optional>

namespace trellis {

struct TurnAnimation {
    struct Flight {
        QString token;
        QString from, to;      // square names: `from` in `before`, `to` in `after`
        bool vanishes = false; // removed on arrival (a Cotulenh suicide capture)
    };
    struct Fade {
        QString token;
        QString at; // square name in `before`
    };
    Diagram before, after;
    QHash<int, QString> stillPieces; // square id -> token shown under the travelling pieces
    QVector<Flight> flights;
    QVector<Fade> fades;

    // `after` with the still pieces: the picture under the travelling pieces.
    Diagram still() const;
    // Opacity at eased progress p (0..1): a fading piece is gone halfway through; a vanishing
    // flight fades over the last quarter.
    static qreal fadeOpacity(qreal p);
    static qreal flightOpacity(const Flight& flight, qreal p);
};

// The animation of `change` from `before` to `after`; nullopt when there is nothing to animate
// or when the change applied to `before` does not give `after` (the board showed something
// else than the position the turn was played from).
std::optional<TurnAnimation> planTurnAnimation(const Diagram& before, const Transition& change,
                                               const Diagram& after);

// Whether `change` applied to `before` gives `after`: the piece on every square, and the
// movable boards' pins and owners.
bool changeLeadsTo(const Diagram& before, const Transition& change, const Diagram& after);

} // namespace trellis
