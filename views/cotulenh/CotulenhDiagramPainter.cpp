#include "CotulenhDiagramPainter.h"

#include "CotulenhTerrain.h"
#include "CotulenhTokens.h"
#include "PieceGlyphs.h"

#include <QLinearGradient>
#include <QPainterPath>

#include <array>
#include <optional>

namespace trellis {

namespace {

// ---- layout, in model units of one square ---------------------------------------------------

constexpr int kFiles = 11, kRanks = 12;
constexpr qreal kRiver = 0.46;      // the band between ranks 6 and 7
constexpr qreal kLabelMargin = 0.5; // coordinates on the left and below, as seen
constexpr qreal kFarMargin = 0.22;  // the other two sides
constexpr qreal kBoardHeight = kRanks + kRiver;
constexpr qreal kWidth = kLabelMargin + kFiles + kFarMargin;
constexpr qreal kHeight = kFarMargin + kBoardHeight + kLabelMargin;

// ---- colours ------------------------------------------------------------------------------

using namespace cotulenhterrain;
const QColor kBackground(236, 232, 222);
const QColor kFrame(88, 72, 46);
const QColor kGrid(70, 60, 36, 80);
const QColor kLabel(74, 66, 50);
const QColor kRiverTop(78, 140, 200), kRiverBottom(58, 118, 182);

QString terrainNameOf(const DiagramSquare& sq) {
    return sq.terrain.isEmpty() ? terrainOf(sq.file, sq.rank) : sq.terrain;
}

// Horizontal lines across a rectangle: the print theme's water (lines per square unit).
void drawWaterLines(QPainter& painter, const QRectF& rect, qreal unit, int perUnit) {
    painter.save();
    painter.setPen(QPen(QColor(0, 0, 0), unit * 0.02, Qt::SolidLine, Qt::FlatCap));
    const int lines = qMax(1, qRound(rect.height() / unit * perUnit));
    const qreal step = rect.height() / lines;
    for (int i = 0; i < lines; ++i) {
        const qreal y = rect.top() + step * (i + 0.5);
        painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y));
    }
    painter.restore();
}

// Maps board units (file 0 / rank 12 at the top left, river included) into the painter's
// rectangle; the board turns half round when flipped, the coordinate margins stay put.
struct ViewFrame {
    QRectF fit;
    qreal scale;
    bool flipped;

    ViewFrame(const QRectF& rect, bool flip)
        : fit(PieceGlyphs::fitted(QSizeF(kWidth, kHeight), rect)), scale(fit.width() / kWidth),
          flipped(flip) {}
    QPointF origin() const { return fit.topLeft() + QPointF(kLabelMargin, kFarMargin) * scale; }
    QPointF map(QPointF b) const {
        if (flipped) b = QPointF(kFiles - b.x(), kBoardHeight - b.y());
        return origin() + b * scale;
    }
    QRectF map(const QRectF& b) const {
        return QRectF(map(b.topLeft()), map(b.bottomRight())).normalized();
    }
    QPointF unmap(const QPointF& p) const {
        const QPointF b = (p - origin()) / scale;
        return flipped ? QPointF(kFiles - b.x(), kBoardHeight - b.y()) : b;
    }
};

QRectF squareBoardRect(int file, int rank) {
    const qreal y = kRanks - rank + (rank <= 6 ? kRiver : 0);
    return QRectF(file, y, 1, 1);
}

// "e5", "k12": the fallback when an arrow names a square the diagram does not list.
std::optional<std::pair<int, int>> parseSquare(const QString& name) {
    if (name.size() < 2) return std::nullopt;
    const int file = name.at(0).toLatin1() - 'a';
    bool ok = false;
    const int rank = name.mid(1).toInt(&ok);
    if (!ok || file < 0 || file >= kFiles || rank < 1 || rank > kRanks) return std::nullopt;
    return std::make_pair(file, rank);
}

// ---- painting -------------------------------------------------------------------------------

void drawRiver(QPainter& painter, const ViewFrame& view, bool print) {
    const qreal unit = view.scale;
    const QRectF band = view.map(QRectF(0, 6, kFiles, kRiver));
    if (print) {
        painter.fillRect(band, QColor(255, 255, 255));
    } else {
        QLinearGradient water(band.topLeft(), band.bottomLeft());
        water.setColorAt(0, kRiverTop);
        water.setColorAt(1, kRiverBottom);
        painter.fillRect(band, water);
    }
    // Two rows of gentle waves.
    QPainterPath waves;
    for (int row = 0; row < 2; ++row) {
        const qreal y = band.top() + band.height() * (row ? 0.68 : 0.32);
        const qreal step = unit * 0.5, shift = row ? step / 2 : 0;
        waves.moveTo(band.left() + shift, y);
        for (qreal x = band.left() + shift; x + step <= band.right(); x += step)
            waves.quadTo(x + step / 4, y - unit * 0.05, x + step / 2, y),
                waves.quadTo(x + 3 * step / 4, y + unit * 0.05, x + step, y);
    }
    painter.strokePath(waves, QPen(print ? QColor(0, 0, 0) : QColor(255, 255, 255, 90),
                                   unit * (print ? 0.03 : 0.025)));
    for (int file : kBridgeFiles) {
        const QRectF deck = view.map(QRectF(file + 0.14, 5.9, 0.72, kRiver + 0.2));
        if (!print)
            painter.fillRect(deck.translated(unit * 0.03, unit * 0.05), QColor(0, 0, 0, 60));
        painter.fillRect(deck, print ? QColor(255, 255, 255) : kPlank);
        QPen plankLine(print ? QColor(0, 0, 0) : QColor(110, 80, 48), unit * 0.015);
        for (int i = 1; i < 5; ++i) {
            const qreal y = deck.top() + deck.height() * i / 5;
            painter.setPen(plankLine);
            painter.drawLine(QPointF(deck.left(), y), QPointF(deck.right(), y));
        }
        painter.setPen(
            QPen(print ? QColor(0, 0, 0) : kRail, unit * 0.06, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(deck.topLeft(), deck.bottomLeft());
        painter.drawLine(deck.topRight(), deck.bottomRight());
    }
}

void drawLabels(QPainter& painter, const ViewFrame& view, bool print) {
    painter.setFont(PieceGlyphs::labelFont(view.scale * 0.3, true));
    painter.setPen(print ? PieceGlyphs::printInk() : kLabel);
    const qreal margin = kLabelMargin * view.scale;
    for (int file = 0; file < kFiles; ++file) {
        const QRectF sq = view.map(squareBoardRect(file, 1));
        const QRectF box(sq.left(), view.fit.bottom() - margin, sq.width(), margin);
        painter.drawText(box, Qt::AlignCenter, QString(QChar('a' + file)));
    }
    for (int rank = 1; rank <= kRanks; ++rank) {
        const QRectF sq = view.map(squareBoardRect(0, rank));
        const QRectF box(view.fit.left(), sq.top(), margin, sq.height());
        painter.drawText(box, Qt::AlignCenter, QString::number(rank));
    }
}

void drawGrid(QPainter& painter, const ViewFrame& view, bool print) {
    painter.setPen(QPen(print ? QColor(0, 0, 0) : kGrid, view.scale * 0.02));
    for (int rank = 1; rank <= kRanks; ++rank)
        for (int file = 0; file < kFiles; ++file)
            painter.drawRect(view.map(squareBoardRect(file, rank)));
    const QRectF board = view.map(QRectF(0, 0, kFiles, kBoardHeight));
    const qreal edge = view.scale * 0.07;
    painter.setPen(QPen(print ? QColor(0, 0, 0) : kFrame, edge));
    painter.drawRect(board.adjusted(-edge / 2, -edge / 2, edge / 2, edge / 2));
}

void drawSquares(QPainter& painter, const ViewFrame& view, const Diagram& diagram) {
    const bool print = diagram.theme == DiagramTheme::Print;
    for (const auto& sq : diagram.squares) {
        const QRectF rect = view.map(squareBoardRect(sq.file, sq.rank));
        const QString terrain = terrainNameOf(sq);
        if (print) {
            painter.fillRect(rect, PieceGlyphs::printPaper());
            // Water in fine lines, the mixed squares (water and land) in sparser ones.
            if (terrain != QLatin1String("land"))
                drawWaterLines(painter, rect, view.scale,
                               terrain == QLatin1String("water") ? 6 : 3);
        } else {
            const TerrainStyle& style = terrainStyle(terrain);
            painter.fillRect(rect, (sq.file + sq.rank) % 2 ? style.light : style.dark);
        }
        PieceGlyphs::drawSquareTints(painter, rect, sq, diagram.theme);
    }
}

void drawPieces(QPainter& painter, const ViewFrame& view, const Diagram& diagram) {
    for (const auto& sq : diagram.squares)
        if (!sq.piece.isEmpty())
            CotulenhTokens::draw(painter, view.map(squareBoardRect(sq.file, sq.rank)), sq.piece,
                                 sq.colour, diagram.theme);
    for (const auto& sq : diagram.squares)
        PieceGlyphs::drawSquareMarkers(painter, view.map(squareBoardRect(sq.file, sq.rank)), sq);
}

} // namespace

QSizeF CotulenhDiagramPainter::aspect(const Diagram&) const {
    return QSizeF(kWidth, kHeight);
}

void CotulenhDiagramPainter::paint(QPainter& painter, const QRectF& rect,
                                   const Diagram& diagram) const {
    const ViewFrame view(rect, diagram.flipped);
    if (!(view.scale > 0)) return; // an empty rectangle
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const bool print = diagram.theme == DiagramTheme::Print;
    painter.fillRect(view.fit, print ? PieceGlyphs::printPaper() : kBackground);
    drawSquares(painter, view, diagram);
    drawGrid(painter, view, print);
    drawRiver(painter, view, print);
    if (diagram.coordinates) drawLabels(painter, view, print);
    drawPieces(painter, view, diagram);
    drawArrows(painter, rect, diagram, view.scale);
    painter.restore();
}

DiagramHit CotulenhDiagramPainter::hitTest(const QPointF& point, const QRectF& rect,
                                           const Diagram& diagram) const {
    const ViewFrame view(rect, diagram.flipped);
    DiagramHit hit;
    if (!(view.scale > 0)) return hit;
    const QPointF b = view.unmap(point);
    for (const auto& sq : diagram.squares) {
        if (squareBoardRect(sq.file, sq.rank).contains(b)) {
            hit.kind = DiagramHit::Kind::Square;
            hit.squareId = sq.id;
            break;
        }
    }
    return hit;
}

QPointF CotulenhDiagramPainter::squareCentre(const QString& name, const QRectF& rect,
                                             const Diagram& diagram) const {
    std::optional<std::pair<int, int>> at;
    for (const auto& sq : diagram.squares)
        if (sq.name == name) at = std::make_pair(sq.file, sq.rank);
    if (!at) at = parseSquare(name);
    if (!at) return QPointF();
    return ViewFrame(rect, diagram.flipped).map(squareBoardRect(at->first, at->second).center());
}

qreal CotulenhDiagramPainter::squareSize(const QRectF& rect, const Diagram& diagram) const {
    return ViewFrame(rect, diagram.flipped).scale;
}

void CotulenhDiagramPainter::drawPiece(QPainter& painter, const QRectF& square,
                                       const QString& token, const Diagram& diagram) const {
    CotulenhTokens::draw(painter, square, token, -1, diagram.theme);
}

} // namespace trellis

namespace trellis {

std::unique_ptr<DiagramPainter> createCotulenhDiagramPainter() {
    return std::make_unique<CotulenhDiagramPainter>();
}

} // namespace trellis
