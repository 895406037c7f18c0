#pragma once
// The Tri-D diagram in two layouts. Side by side ("side", about 2.6:1, the standard): the main
// boards W, N and B left to right on one common rank grid (so N stands two ranks above W and B
// four), each flanked by its four pins: queen-side attack boards on the left, king-side on the
// right, at the ranks of their footprints. Stacked ("stack", about 1:2, for tall panes): the
// levels one above the other as on the physical stand, B on top, each with its pins and shifted
// a little right of the level below. Flipped, either turns half round.
#include "DiagramPainter.h"

namespace trellis {

class TriDDiagramPainter : public DiagramPainter {
  public:
    QStringList layouts() const override;
    QString layoutLabel(const QString& layout) const override;
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

} // namespace trellis
