#pragma once
// The classic 8x8 diagram: lichess-coloured squares in a thin wooden frame, coordinates in the
// corners of the edge squares, Staunton glyphs and the same marks as the other painters. In
// print: white and hatched squares in a black frame.
#include "DiagramPainter.h"

#include <memory>

namespace trellis {

class ChessDiagramPainter : public DiagramPainter {
  public:
    QSizeF aspect(const Diagram& diagram) const override;
    void paint(QPainter& painter, const QRectF& rect, const Diagram& diagram) const override;
    DiagramHit hitTest(const QPointF& point, const QRectF& rect,
                       const Diagram& diagram) const override;
    QPointF squareCentre(const QString& name, const QRectF& rect,
                         const Diagram& diagram) const override;
    qreal squareSize(const QRectF& rect, const Diagram& diagram) const override;

  protected:
    void drawPiece(QPainter& painter, const QRectF& square, const QString& token,
                   const Diagram& diagram) const override;
};

std::unique_ptr<DiagramPainter> createChessDiagramPainter();

} // namespace trellis
