#include "ChessDiagramPainter.h"

#include "PieceGlyphs.h"

namespace trellis {

namespace {

// Model units of one square; the board is 8 x 8 inside a thin frame.
constexpr qreal kFrame = 0.14;
constexpr qreal kSize = 8 + 2 * kFrame;

const QColor kFrameColour(96, 72, 52);
constexpr qreal kPrintFrame = 0.05; // the print theme's black frame line, inside kFrame

bool isLightSquare(int file, int rank) {
    return (file + rank) % 2 == 0; // a1 (file 0, rank 1) is dark
}

bool onBoard(const DiagramSquare& sq) {
    return sq.exists && sq.file >= 0 && sq.file < 8 && sq.rank >= 1 && sq.rank <= 8;
}

// Maps squares to the painter's rectangle, rank 8 on top (rank 1 on top when flipped).
struct ViewFrame {
    QRectF fit;
    qreal unit;
    bool flipped;

    ViewFrame(const QRectF& rect, bool flip)
        : fit(PieceGlyphs::fitted(QSizeF(kSize, kSize), rect)), unit(fit.width() / kSize),
          flipped(flip) {}
    QRectF board() const {
        return fit.adjusted(kFrame * unit, kFrame * unit, -kFrame * unit, -kFrame * unit);
    }
    QRectF square(int file, int rank) const {
        const int col = flipped ? 7 - file : file;
        const int row = flipped ? rank - 1 : 8 - rank;
        return QRectF(board().topLeft() + QPointF(col, row) * unit, QSizeF(unit, unit));
    }
};

const DiagramSquare* findSquare(const Diagram& diagram, const QString& name) {
    for (const auto& sq : diagram.squares)
        if (sq.name == name) return &sq;
    return nullptr;
}

} // namespace

QSizeF ChessDiagramPainter::aspect(const Diagram&) const {
    return QSizeF(kSize, kSize);
}

void ChessDiagramPainter::paint(QPainter& painter, const QRectF& rect,
                                const Diagram& diagram) const {
    const ViewFrame view(rect, diagram.flipped);
    if (!(view.unit > 0)) return; // an empty rectangle
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const bool print = diagram.theme == DiagramTheme::Print;
    if (print) {
        const qreal line = kPrintFrame * view.unit;
        painter.fillRect(view.fit, PieceGlyphs::printPaper());
        painter.setPen(
            QPen(PieceGlyphs::printInk(), line, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(view.board().adjusted(-line / 2, -line / 2, line / 2, line / 2));
    } else {
        painter.fillRect(view.fit, kFrameColour);
    }
    for (const auto& sq : diagram.squares) {
        if (!onBoard(sq)) continue;
        const QRectF r = view.square(sq.file, sq.rank);
        const bool light = isLightSquare(sq.file, sq.rank);
        if (print) {
            painter.fillRect(r, PieceGlyphs::printPaper());
            if (!light) PieceGlyphs::drawHatch(painter, r);
        } else {
            painter.fillRect(r, light ? diagram.colours.light : diagram.colours.dark);
        }
        PieceGlyphs::drawSquareTints(painter, r, sq, diagram.theme);
        if (!diagram.coordinates) continue;
        // Files along the lowest row on screen, ranks down the leftmost column on screen.
        const QColor ink = print   ? PieceGlyphs::printInk()
                           : light ? diagram.colours.dark
                                   : diagram.colours.light;
        const QColor patch = print && !light ? PieceGlyphs::printPaper() : QColor();
        if (sq.rank == (view.flipped ? 8 : 1))
            PieceGlyphs::drawCornerLabel(painter, r, QString(QChar('a' + sq.file)), true, ink,
                                         patch);
        if (sq.file == (view.flipped ? 7 : 0))
            PieceGlyphs::drawCornerLabel(painter, r, QString::number(sq.rank), false, ink, patch);
    }
    for (const auto& sq : diagram.squares)
        if (onBoard(sq) && !sq.piece.isEmpty())
            PieceGlyphs::drawChessman(painter, view.square(sq.file, sq.rank), sq.piece.at(0),
                                      diagram);
    for (const auto& sq : diagram.squares)
        if (onBoard(sq)) PieceGlyphs::drawSquareMarkers(painter, view.square(sq.file, sq.rank), sq);
    drawArrows(painter, rect, diagram, view.unit);
    painter.restore();
}

DiagramHit ChessDiagramPainter::hitTest(const QPointF& point, const QRectF& rect,
                                        const Diagram& diagram) const {
    const ViewFrame view(rect, diagram.flipped);
    DiagramHit hit;
    if (!(view.unit > 0)) return hit;
    for (const auto& sq : diagram.squares)
        if (onBoard(sq) && view.square(sq.file, sq.rank).contains(point)) {
            hit.kind = DiagramHit::Kind::Square;
            hit.squareId = sq.id;
            return hit;
        }
    return hit;
}

QPointF ChessDiagramPainter::squareCentre(const QString& name, const QRectF& rect,
                                          const Diagram& diagram) const {
    const DiagramSquare* sq = findSquare(diagram, name);
    if (!sq || !onBoard(*sq)) return QPointF();
    return ViewFrame(rect, diagram.flipped).square(sq->file, sq->rank).center();
}

qreal ChessDiagramPainter::squareSize(const QRectF& rect, const Diagram& diagram) const {
    return ViewFrame(rect, diagram.flipped).unit;
}

void ChessDiagramPainter::drawPiece(QPainter& painter, const QRectF& square, const QString& token,
                                    const Diagram& diagram) const {
    PieceGlyphs::drawChessman(painter, square, token.at(0), diagram);
}

std::unique_ptr<DiagramPainter> createChessDiagramPainter() {
    return std::make_unique<ChessDiagramPainter>();
}

} // namespace trellis
