#pragma once
// The Cotulenh diagram: the 11x12 board with its terrain (water files a and b, the mixed file c
// and the four river squares), the river band between ranks 6 and 7 with its bridges on files f
// and h, and round tokens for the pieces and stacks. In print: white land, water and the river
// drawn as fine horizontal lines, black and white tokens.
#include "DiagramPainter.h"

namespace trellis {

class CotulenhDiagramPainter : public DiagramPainter {
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

} // namespace trellis
