#pragma once
// The drawing primitives the diagram painters share: chess piece glyphs, glyph outlines, and the
// marks laid on squares (tints, check glow, selection, target dots, arrows). Stateless; every
// size derives from the square's size so that diagrams stay crisp from 300 px to 2000 px wide.
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

    // A chess piece letter (K Q R B N P; upper case White, lower case Black) centred in square.
    static void drawChessPiece(QPainter& painter, const QRectF& square, QChar piece);
    // The outline of a character at a 100 px reference size in DejaVu Sans (bold for letters).
    static QPainterPath glyphPath(char16_t symbol, bool bold = false);

    // Under the piece: last-move tint, [%csl] mark and the red glow of a king in check.
    static void drawSquareTints(QPainter& painter, const QRectF& square, const DiagramSquare& sq);
    // Over the piece: selection outline, target dot (empty) or ring (capture).
    static void drawSquareMarkers(QPainter& painter, const QRectF& square, const DiagramSquare& sq);
    // A semi-transparent arrow between two square centres; width scales with the square.
    static void drawArrow(QPainter& painter, const QPointF& from, const QPointF& to,
                          const QColor& colour, qreal squareSize);
    // A coordinate letter in a square's corner (lichess style): bottom-right or top-left.
    static void drawCornerLabel(QPainter& painter, const QRectF& square, const QString& text,
                                bool bottomRight, const QColor& colour);
};

} // namespace trellis
