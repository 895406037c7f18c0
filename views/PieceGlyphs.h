#pragma once
// The drawing primitives the diagram painters share: chess piece glyphs, glyph outlines, and the
// marks laid on squares (tints, check glow, selection, target dots, arrows), in the screen or the
// print theme. Stateless; every size derives from the square's size so that diagrams stay crisp
// from 300 px to 2000 px wide. Nothing clips (SVG export keeps every shape as it is drawn).
#include "Diagram.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>
#include <QRectF>

namespace trellis {

class PieceGlyphs {
  public:
    // The largest rectangle of the given aspect, centred in rect.
    static QRectF fitted(const QSizeF& aspect, const QRectF& rect);
    // A label font of the given pixel size (never below a legible minimum).
    static QFont labelFont(qreal pixelSize, bool bold = false);

    // Ink and paper of the print theme.
    static QColor printInk() { return QColor(0, 0, 0); }
    static QColor printPaper() { return QColor(255, 255, 255); }

    // A chess piece letter (K Q R B N P; upper case White, lower case Black) centred in square.
    static void drawChessPiece(QPainter& painter, const QRectF& square, QChar piece,
                               DiagramTheme theme = DiagramTheme::Screen);
    // The outline of a character at a 100 px reference size in DejaVu Sans (bold for letters).
    static QPainterPath glyphPath(char16_t symbol, bool bold = false);

    // Under the piece: last-move tint, [%csl] mark and the red glow of a king in check; in
    // print, a thin frame for the last move, a heavy one for check and a ring for a mark.
    static void drawSquareTints(QPainter& painter, const QRectF& square, const DiagramSquare& sq,
                                DiagramTheme theme = DiagramTheme::Screen);
    // A chess piece in the diagram's piece style: the figurine (drawChessPiece), or its
    // letter on a white or black disc.
    static void drawChessman(QPainter& painter, const QRectF& square, QChar piece,
                             const Diagram& diagram);
    // The print theme's dark square: thin diagonal lines over the paper, as in printed books.
    static void drawHatch(QPainter& painter, const QRectF& square,
                          const QColor& ink = QColor(0, 0, 0), qreal density = 1);
    // Over the piece: selection outline, target dot (empty) or ring (capture).
    static void drawSquareMarkers(QPainter& painter, const QRectF& square, const DiagramSquare& sq);
    // A semi-transparent arrow between two square centres; width scales with the square.
    // In print every arrow is grey, whatever its colour.
    // `width` scales the shaft (1: the usual arrow).
    static void drawArrow(QPainter& painter, const QPointF& from, const QPointF& to,
                          const QColor& colour, qreal squareSize,
                          DiagramTheme theme = DiagramTheme::Screen, qreal width = 1);
    // A coordinate letter in a square's corner (lichess style): bottom-right or top-left; on a
    // patch of `background` when one is given (print labels over hatching).
    static void drawCornerLabel(QPainter& painter, const QRectF& square, const QString& text,
                                bool bottomRight, const QColor& colour,
                                const QColor& background = QColor());
};

} // namespace trellis
