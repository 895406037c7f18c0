#pragma once
// The standard side-by-side Tri-D diagram: the main boards W, N and B left to right on one common
// rank grid (so N stands two ranks above W and B four), each flanked by its four pins: queen-side
// attack boards on the left, king-side on the right, at the ranks of their footprints.
#include "DiagramPainter.h"

namespace trellis {

class TriDDiagramPainter : public DiagramPainter {
  public:
    QSizeF aspect() const override;
    void paint(QPainter& painter, const QRectF& rect, const Diagram& diagram) const override;
    DiagramHit hitTest(const QPointF& point, const QRectF& rect,
                       const Diagram& diagram) const override;
    QPointF squareCentre(const QString& name, const QRectF& rect,
                         const Diagram& diagram) const override;

  protected:
    qreal squareSize(const QRectF& rect, const Diagram& diagram) const override;
    void drawPiece(QPainter& painter, const QRectF& square, const QString& token) const override;
};

} // namespace trellis
