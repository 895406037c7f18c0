#include "PieceGlyphs.h"

#include <QHash>
#include <QPainterPath>
#include <QRadialGradient>
#include <QtMath>

#include <array>
#include <mutex>

namespace trellis {

namespace {

// Colours of the square marks (lichess-like greens so that users feel at home).
const QColor kMoveGreen(20, 85, 30);
const QColor kLastMove(155, 199, 0, 105);

// ---- chess glyphs -------------------------------------------------------------------------

// The outline (white) and filled (black) Unicode chess symbols, indexed like "KQRBNP".
struct ChessGlyph {
    char letter;
    char16_t outline;
    char16_t filled;
};
constexpr std::array<ChessGlyph, 6> kChessGlyphs{{{'K', u'\u2654', u'\u265A'},
                                                  {'Q', u'\u2655', u'\u265B'},
                                                  {'R', u'\u2656', u'\u265C'},
                                                  {'B', u'\u2657', u'\u265D'},
                                                  {'N', u'\u2658', u'\u265E'},
                                                  {'P', u'\u2659', u'\u265F'}}};

} // namespace

// Built once per character (text layout is slow) and guarded because exports may paint from
// worker threads.
QPainterPath PieceGlyphs::glyphPath(char16_t symbol, bool bold) {
    static std::mutex mutex;
    static QHash<int, QPainterPath> cache;
    const int key = symbol | (bold ? 0x10000 : 0);
    std::lock_guard lock(mutex);
    auto it = cache.find(key);
    if (it != cache.end()) return *it;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(100);
    font.setBold(bold);
    QPainterPath path;
    path.addText(0, 0, font, QString(QChar(symbol)));
    return *cache.insert(key, path);
}

namespace {

const ChessGlyph* findChessGlyph(QChar piece) {
    for (const auto& glyph : kChessGlyphs)
        if (glyph.letter == piece.toUpper().toLatin1()) return &glyph;
    return nullptr;
}

} // namespace

QRectF PieceGlyphs::fitted(const QSizeF& aspect, const QRectF& rect) {
    const qreal scale = qMin(rect.width() / aspect.width(), rect.height() / aspect.height());
    QRectF result(0, 0, aspect.width() * scale, aspect.height() * scale);
    result.moveCenter(rect.center());
    return result;
}

QFont PieceGlyphs::labelFont(qreal pixelSize, bool bold) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(qMax(7, qRound(pixelSize)));
    font.setBold(bold);
    return font;
}

void PieceGlyphs::drawChessman(QPainter& painter, const QRectF& square, QChar piece,
                               const Diagram& diagram) {
    if (diagram.pieces == PieceStyle::Figurines)
        return drawChessPiece(painter, square, piece, diagram.theme);
    if (!QStringLiteral("KQRBNPkqrbnp").contains(piece)) return;
    const bool white = piece.isUpper();
    const qreal unit = square.height();
    const QRectF disc = square.adjusted(unit * 0.1, unit * 0.1, -unit * 0.1, -unit * 0.1);
    const QColor ink(28, 26, 24), paper(252, 250, 244);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(white ? ink : paper, unit * 0.04));
    painter.setBrush(white ? paper : ink);
    painter.drawEllipse(disc);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(qMax(1, qRound(unit * 0.5)));
    painter.setFont(font);
    painter.setPen(white ? ink : paper);
    painter.drawText(disc, Qt::AlignCenter, QString(piece.toUpper()));
    painter.restore();
}

void PieceGlyphs::drawChessPiece(QPainter& painter, const QRectF& square, QChar piece,
                                 DiagramTheme theme) {
    const ChessGlyph* glyph = findChessGlyph(piece);
    if (!glyph) return;
    const QPainterPath filled = glyphPath(glyph->filled);
    const QPainterPath outline = glyphPath(glyph->outline);
    // One scale for all pieces (from the king) so that a pawn stays smaller than a queen.
    const QRectF king = glyphPath(kChessGlyphs[0].filled).boundingRect();
    // Small squares (the side-by-side Tri-D diagram in a narrow pane) get fuller pieces.
    const qreal fill = square.height() < 16 ? 0.94 : 0.84;
    const qreal scale = square.height() * fill / qMax(king.height(), king.width());
    const QRectF ink = filled.boundingRect();
    QTransform transform;
    transform.translate(square.center().x(), square.center().y());
    transform.scale(scale, scale);
    transform.translate(-ink.center().x(), -ink.center().y() + 2);
    const QPainterPath body = transform.map(filled);
    const qreal unit = square.height();
    if (theme == DiagramTheme::Print) {
        // Paper and ink only. Paper fills the whole silhouette first (every contour filled
        // solid, so the glyph's inner details show paper, not the hatching under the piece);
        // a white halo keeps a black piece apart from the hatching.
        painter.save();
        painter.setPen(Qt::NoPen);
        painter.setBrush(printPaper());
        for (const QPolygonF& contour : body.toSubpathPolygons()) painter.drawPolygon(contour);
        painter.restore();
        if (piece.isUpper()) {
            painter.fillPath(body, printPaper());
            painter.fillPath(transform.map(outline), printInk());
        } else {
            painter.strokePath(
                body, QPen(printPaper(), unit * 0.06, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter.fillPath(body, printInk());
        }
        return;
    }
    painter.fillPath(body.translated(unit * 0.015, unit * 0.03), QColor(0, 0, 0, 55)); // shadow
    if (piece.isUpper()) {
        painter.fillPath(body, QColor(252, 250, 244));
        painter.fillPath(transform.map(outline), QColor(28, 26, 24));
    } else {
        // A light halo keeps the black silhouette readable on dark squares.
        painter.strokePath(body, QPen(QColor(240, 236, 228, 200), unit * 0.04, Qt::SolidLine,
                                      Qt::RoundCap, Qt::RoundJoin));
        painter.fillPath(body, QColor(34, 32, 30));
    }
}

void PieceGlyphs::drawSquareTints(QPainter& painter, const QRectF& square, const DiagramSquare& sq,
                                  DiagramTheme theme) {
    if (theme == DiagramTheme::Print) {
        const qreal unit = square.width();
        painter.save();
        painter.setBrush(Qt::NoBrush);
        const auto frame = [&](qreal width) {
            painter.setPen(QPen(printInk(), width, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
            painter.drawRect(square.adjusted(width / 2, width / 2, -width / 2, -width / 2));
        };
        if (sq.lastMove) frame(unit * 0.05);
        if (sq.check) frame(unit * 0.11);
        if (sq.mark.isValid()) {
            // A white ring under the black one keeps the ring clear of the hatching.
            const qreal radius = unit * 0.43;
            painter.setPen(QPen(printPaper(), unit * 0.12));
            painter.drawEllipse(square.center(), radius, radius);
            painter.setPen(QPen(printInk(), unit * 0.06));
            painter.drawEllipse(square.center(), radius, radius);
        }
        painter.restore();
        return;
    }
    if (sq.lastMove) painter.fillRect(square, kLastMove);
    if (sq.selected) painter.fillRect(square, QColor(20, 85, 30, 80));
    if (sq.mark.isValid()) {
        QColor mark = sq.mark;
        if (mark.alpha() == 255) mark.setAlpha(115);
        painter.fillRect(square, mark);
    }
    if (sq.check) {
        QRadialGradient glow(square.center(), square.width() * 0.62);
        glow.setColorAt(0, QColor(255, 0, 0));
        glow.setColorAt(0.25, QColor(231, 0, 0));
        glow.setColorAt(0.89, QColor(169, 0, 0, 0));
        glow.setColorAt(1, QColor(158, 0, 0, 0));
        painter.fillRect(square, glow);
    }
}

void PieceGlyphs::drawSquareMarkers(QPainter& painter, const QRectF& square,
                                    const DiagramSquare& sq) {
    const qreal unit = square.width();
    painter.save();
    painter.setBrush(Qt::NoBrush);
    if (sq.selected) {
        const qreal w = unit * 0.075;
        painter.setPen(
            QPen(QColor(20, 85, 30, 235), w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter.drawRect(square.adjusted(w / 2, w / 2, -w / 2, -w / 2));
    }
    if (sq.target) {
        QColor colour = kMoveGreen;
        colour.setAlpha(150);
        if (sq.piece.isEmpty()) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(colour);
            painter.drawEllipse(square.center(), unit * 0.15, unit * 0.15);
        } else {
            painter.setPen(QPen(colour, unit * 0.08));
            painter.drawEllipse(square.center(), unit * 0.44, unit * 0.44);
        }
    }
    painter.restore();
}

void PieceGlyphs::drawHatch(QPainter& painter, const QRectF& square, const QColor& ink,
                            qreal density) {
    // Lines x + y = c across the square, cut at its edges (no clipping: SVG keeps them exact).
    const qreal side = square.width();
    const int lines = qMax(2, qRound(11 * density));
    const qreal step = 2 * side / lines;
    painter.save();
    painter.setPen(QPen(ink, side * 0.028 / qMax(0.5, density), Qt::SolidLine, Qt::FlatCap));
    for (int i = 1; i < lines; ++i) {
        const qreal c = i * step; // distance along the square's top and left edges
        const QPointF a = c <= side ? QPointF(c, 0) : QPointF(side, c - side);
        const QPointF b = c <= side ? QPointF(0, c) : QPointF(c - side, side);
        painter.drawLine(square.topLeft() + a, square.topLeft() + b);
    }
    painter.restore();
}

void PieceGlyphs::drawArrow(QPainter& painter, const QPointF& from, const QPointF& to,
                            const QColor& colour, qreal squareSize, DiagramTheme theme,
                            qreal width) {
    const QLineF line(from, to);
    if (line.length() < 1) return;
    const QPointF dir = (to - from) / line.length();
    const QPointF normal(-dir.y(), dir.x());
    const qreal shaft = squareSize * 0.08 * width, head = squareSize * 0.26 * (0.7 + 0.3 * width);
    const qreal headLength = squareSize * 0.42;
    const QPointF tip = to - dir * squareSize * 0.08;
    const QPointF neck = tip - dir * headLength;
    // One polygon, so that the translucent shaft and head do not overlap into a darker joint.
    const QPolygonF arrow{from + normal * shaft, neck + normal * shaft, neck + normal * head, tip,
                          neck - normal * head,  neck - normal * shaft, from - normal * shaft};
    QColor fill = colour.isValid() ? colour : QColor(21, 120, 27);
    if (fill.alpha() == 255) fill.setAlpha(165);
    if (theme == DiagramTheme::Print) fill = QColor(0, 0, 0, 150);
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(fill);
    painter.drawPolygon(arrow);
    painter.restore();
}

void PieceGlyphs::drawCornerLabel(QPainter& painter, const QRectF& square, const QString& text,
                                  bool bottomRight, const QColor& colour,
                                  const QColor& background) {
    const qreal size = square.height() * 0.2;
    if (size < 6) return; // too small to read; the diagram's shape tells the rest
    painter.save();
    painter.setFont(labelFont(size, true));
    painter.setPen(colour);
    const qreal inset = square.height() * 0.05;
    const QRectF box = square.adjusted(inset, inset * 0.4, -inset, -inset * 0.4);
    const int align = bottomRight ? Qt::AlignRight | Qt::AlignBottom : Qt::AlignLeft | Qt::AlignTop;
    if (background.isValid()) {
        const QRectF ink = painter.boundingRect(box, align, text);
        painter.fillRect(ink.adjusted(-inset * 0.5, 0, inset * 0.5, 0), background);
    }
    painter.drawText(box, align, text);
    painter.restore();
}

} // namespace trellis
