#pragma once
// What a 2D diagram shows, as plain data: the board widget builds it from the PositionModel,
// the diagram export builds it from a position, and the painters draw it. No rules here.
#include "BoardColours.h"
#include "DiagramTheme.h"

#include <QColor>
#include <QString>
#include <QVector>

namespace trellis {

struct DiagramSquare {
    int id = -1;           // the variant's square id (what Step::from / Step::to hold)
    QString name;          // "b3W", "QL3@q3" (Tri-D); "e5" (Cotulenh)
    int file = 0;          // Tri-D 0..5 for z a b c d e; Cotulenh 0..10 for a..k
    int rank = 0;          // Tri-D 0..9; Cotulenh 1..12
    QString level;         // Tri-D "W" "N" "B" or the pin "QL1".."KL6"; Cotulenh empty
    bool exists = true;    // Tri-D pin squares exist only while a board sits on the pin
    QString piece;         // the position-string token: Tri-D "K"/"p"; Cotulenh "T", "+t", "(NFT)",
                           // "(n+ft)"; empty
    int colour = -1;       // 0 first player (White / Red), 1 second (Black / Blue), -1 empty
    QString terrain;       // Cotulenh: "water", "mixed" or "land"; Tri-D empty
    bool selected = false; // the piece the user picked
    bool target = false;   // a legal destination of the selected piece
    bool lastMove = false; // from or to square of the last turn
    bool check = false;    // a king / commander in check stands here
    QColor mark;           // [%csl] highlight colour, invalid when none
};

// Tri-D only: an attack board on its pin, or a free pin offered as a destination.
struct DiagramBoard {
    QString pin;    // "QL1".."KL6"
    int owner = -1; // 0 White, 1 Black; -1 for a free pin shown as a target
    bool selected = false;
    bool target = false; // a legal destination pin of the selected board
};

struct DiagramArrow {
    QString from, to; // square names as in DiagramSquare::name
    QColor colour;
    qreal width = 1; // relative thickness (the opening tree draws popular turns thicker)
};

// How chess and Tri-D pieces are drawn in 2D: figurines, or their letters on discs.
enum class PieceStyle { Figurines, Letters };

struct Diagram {
    QString variant; // "trid" or "cotulenh"
    QVector<DiagramSquare> squares;
    QVector<DiagramBoard> boards;
    QVector<DiagramArrow> arrows;
    int sideToMove = 0;
    bool flipped = false; // seen from the second player's side
    // How it is drawn (export options; the board uses the defaults).
    DiagramTheme theme = DiagramTheme::Screen;
    bool coordinates = true; // file letters and rank numbers
    QString layout;          // one of the painter's layouts(); empty: its first
    // The user's choices (Settings > Appearance): the light and dark squares of chess and Tri-D
    // boards in the screen theme, and how their pieces are drawn.
    BoardColours colours = boardColours({});
    PieceStyle pieces = PieceStyle::Figurines;
};

} // namespace trellis
