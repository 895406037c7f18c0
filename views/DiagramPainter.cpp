#include "DiagramPainter.h"

#include "PieceGlyphs.h"

namespace trellis {

void DiagramPainter::paintPiece(QPainter& painter, const QRectF& rect, const Diagram& diagram,
                                const QString& token, const QPointF& centre) const {
    const qreal size = squareSize(rect, diagram);
    if (!(size > 0) || token.isEmpty()) return;
    QRectF square(0, 0, size, size);
    square.moveCenter(centre);
    paintToken(painter, square, token, diagram);
}

void DiagramPainter::paintToken(QPainter& painter, const QRectF& square, const QString& token,
                                const Diagram& diagram) const {
    if (token.isEmpty()) return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    drawPiece(painter, square, token, diagram);
    painter.restore();
}

QString DiagramPainter::layoutFor(const QRectF& rect, Diagram diagram) const {
    QString best;
    qreal bestSize = -1;
    for (const QString& layout : layouts()) {
        diagram.layout = layout;
        const qreal size = squareSize(rect, diagram);
        if (size > bestSize) best = layout, bestSize = size;
    }
    return best;
}

QSizeF DiagramPainter::sizeForSquares(Diagram diagram, qreal square) const {
    QStringList all = layouts();
    if (all.isEmpty()) all << QString();
    QSizeF best;
    for (const QString& layout : all) {
        diagram.layout = layout;
        const QSizeF model = aspect(diagram);
        const qreal unit = squareSize(QRectF(QPointF(), model), diagram);
        if (!(unit > 0)) continue;
        const QSizeF size = model * (square / unit);
        if (best.isEmpty() || size.width() * size.height() < best.width() * best.height())
            best = size;
    }
    return best;
}

void DiagramPainter::drawArrows(QPainter& painter, const QRectF& rect, const Diagram& diagram,
                                double scale) const {
    for (const auto& arrow : diagram.arrows) {
        const QPointF from = squareCentre(arrow.from, rect, diagram);
        const QPointF to = squareCentre(arrow.to, rect, diagram);
        if (!from.isNull() && !to.isNull())
            PieceGlyphs::drawArrow(painter, from, to, arrow.colour, scale, diagram.theme,
                                   arrow.width);
    }
}

} // namespace trellis
