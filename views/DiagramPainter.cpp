#include "DiagramPainter.h"

#include "PieceGlyphs.h"

#include "CotulenhDiagramPainter.h"
#include "TriDDiagramPainter.h"

namespace trellis {

std::unique_ptr<DiagramPainter> createDiagramPainter(const QString& variant) {
    if (variant == QLatin1String("trid")) return std::make_unique<TriDDiagramPainter>();
    if (variant == QLatin1String("cotulenh")) return std::make_unique<CotulenhDiagramPainter>();
    return nullptr;
}

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
