#pragma once
// The drawing primitives both diagram painters share: piece glyphs (chess pieces for Tri-D, round
// tokens for Cotulenh) and the marks laid on squares (tints, check glow, selection, target dots,
// arrows). Stateless; every size derives from the square's size so that diagrams stay crisp from
// 300 px to 2000 px wide. The square marks live here too because they are the same for both games.
#include "Diagram.h"

#include <QFont>
#include <QPainter>
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
    // A Cotulenh token: "T", "+t", "(NFT)", "(n+ft)". colour -1 takes it from the letters' case.
    static void drawCotulenhPiece(QPainter& painter, const QRectF& square, const QString& token,
                                  int colour);

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
