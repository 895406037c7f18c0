#include "DiagramPainter.h"

#include "PieceGlyphs.h"

namespace trellis {

void DiagramPainter::drawArrows(QPainter& painter, const QRectF& rect, const Diagram& diagram,
                                double scale) const {
    for (const auto& arrow : diagram.arrows) {
        const QPointF from = squareCentre(arrow.from, rect, diagram);
        const QPointF to = squareCentre(arrow.to, rect, diagram);
        if (!from.isNull() && !to.isNull())
            PieceGlyphs::drawArrow(painter, from, to, arrow.colour, scale);
    }
}

} // namespace trellis
