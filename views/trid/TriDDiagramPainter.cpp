#include "TriDDiagramPainter.h"

#include "PieceGlyphs.h"
#include "TriDLayout.h"

#include <QPainterPath>

#include <array>
#include <optional>

namespace trellis {

namespace {

// ---- layout, in model units of one square; y grows downwards, rank 9 on top ----------------

constexpr qreal kMarginX = 0.42;      // room for the rank ruler on both sides
constexpr qreal kMarginTop = 0.62;    // room for the tabs of QL6/KL6
constexpr qreal kMarginBottom = 0.62; // room for the tabs of QL1/KL1
constexpr qreal kInnerGap = 0.5;      // between an attack board and its main board: the posts
constexpr qreal kColumnGap = 0.75;    // between one main board's KL pins and the next one's QL
constexpr qreal kColumnWidth = 2 + kInnerGap + 4 + kInnerGap + 2;
constexpr qreal kWidth = 2 * kMarginX + 3 * kColumnWidth + 2 * kColumnGap;
constexpr qreal kHeight = kMarginTop + 10 + kMarginBottom;
constexpr qreal kFrame = 0.1;      // attack board frame width
constexpr qreal kTabHeight = 0.34; // the owner's tab carrying the pin name
constexpr qreal kSmallestText = 6; // px; pin names smaller than this are left out

using tridlayout::findPin;
using tridlayout::kMainBoards;
using tridlayout::kPins;
using tridlayout::PinPlace;

constexpr char kFileLetters[] = "zabcde";

// ---- colours --------------------------------------------------------------------------------

const QColor kBackground(236, 232, 224);
const QColor kLightSquare(240, 217, 181);
const QColor kDarkSquare(181, 136, 99);
const QColor kMainFrame(96, 72, 52);
const QColor kLabel(74, 66, 58);
const QColor kPost(120, 124, 130);
const QColor kTargetGreen(20, 110, 40);

struct OwnerStyle {
    QColor frame, edge, text;
};
const OwnerStyle kOwnerStyles[3] = {
    {QColor(248, 243, 226), QColor(130, 120, 100), QColor(70, 60, 48)}, // White: ivory
    {QColor(46, 42, 40), QColor(12, 10, 10), QColor(232, 226, 214)},    // Black: dark
    {QColor(150, 150, 150), QColor(90, 90, 90), QColor(250, 250, 250)}, // owner unknown
};

// ---- geometry helpers -----------------------------------------------------------------------

qreal rowTop(int rank) {
    return kMarginTop + (9 - rank);
}
qreal columnLeft(int column) {
    return kMarginX + column * (kColumnWidth + kColumnGap);
}

// The squares of one board (main or attack) in model units.
struct BoardArea {
    QRectF model;
    int firstFile = 0;
    int lowRank = 0;
    int size = 0;
};

std::optional<BoardArea> boardArea(const QString& level) {
    for (const auto& main : kMainBoards)
        if (level == QLatin1String(main.level))
            return BoardArea{
                QRectF(columnLeft(main.column) + 2 + kInnerGap, rowTop(main.lowRank + 3), 4, 4), 1,
                main.lowRank, 4};
    if (const PinPlace* pin = findPin(level)) {
        const qreal x = columnLeft(pin->column) + (pin->kingSide ? 2 + 2 * kInnerGap + 4 : 0);
        return BoardArea{QRectF(x, rowTop(pin->lowRank + 1), 2, 2), pin->kingSide ? 4 : 0,
                         pin->lowRank, 2};
    }
    return std::nullopt;
}

std::optional<QRectF> squareModelRect(const DiagramSquare& sq) {
    const auto area = boardArea(sq.level);
    if (!area) return std::nullopt;
    const int col = sq.file - area->firstFile, row = sq.rank - area->lowRank;
    if (col < 0 || col >= area->size || row < 0 || row >= area->size) return std::nullopt;
    return QRectF(area->model.left() + col, rowTop(sq.rank), 1, 1);
}

// The parts of an attack board besides its squares: frame, owner tab and post.
QRectF frameModelRect(const PinPlace& pin) {
    return boardArea(pin.pin)->model.adjusted(-kFrame, -kFrame, kFrame, kFrame);
}

QRectF tabModelRect(const PinPlace& pin) {
    const QRectF frame = frameModelRect(pin);
    const qreal inset = 0.3;
    return pin.overhangsBelow
               ? QRectF(frame.left() + inset, frame.bottom(), frame.width() - 2 * inset, kTabHeight)
               : QRectF(frame.left() + inset, frame.top() - kTabHeight, frame.width() - 2 * inset,
                        kTabHeight);
}

// The post spans the gap to the main board on the rank the two boards share.
QRectF postModelRect(const PinPlace& pin) {
    const QRectF area = boardArea(pin.pin)->model;
    const int sharedRank = pin.overhangsBelow ? pin.lowRank + 1 : pin.lowRank;
    const qreal y = rowTop(sharedRank) + 0.5;
    const qreal x = pin.kingSide ? area.left() - kInnerGap : area.right();
    return QRectF(x, y - 0.09, kInnerGap, 0.18);
}

// The pill naming a free pin, in the middle of its footprint.
QRectF freePinModelRect(const PinPlace& pin) {
    QRectF pill(0, 0, 0.95, 0.4);
    pill.moveCenter(boardArea(pin.pin)->model.center());
    return pill;
}

// Maps model units to the painter's rectangle, turning the board half round when flipped.
struct ViewFrame {
    QRectF fit;
    qreal scale;
    bool flipped;

    ViewFrame(const QRectF& rect, bool flip)
        : fit(PieceGlyphs::fitted(QSizeF(kWidth, kHeight), rect)), scale(fit.width() / kWidth),
          flipped(flip) {}
    QPointF map(QPointF m) const {
        if (flipped) m = QPointF(kWidth - m.x(), kHeight - m.y());
        return fit.topLeft() + m * scale;
    }
    QRectF map(const QRectF& m) const {
        return QRectF(map(m.topLeft()), map(m.bottomRight())).normalized();
    }
    QPointF unmap(const QPointF& p) const {
        const QPointF m = (p - fit.topLeft()) / scale;
        return flipped ? QPointF(kWidth - m.x(), kHeight - m.y()) : m;
    }
};

// Who holds each pin: the DiagramBoard if one is given, else "occupied" when squares exist.
struct PinState {
    const DiagramBoard* board = nullptr;
    bool occupied = false;
    int owner = -1;
};

PinState pinState(const Diagram& diagram, const QString& pin) {
    PinState state;
    for (const auto& board : diagram.boards)
        if (board.pin == pin) state.board = &board;
    if (state.board && state.board->owner >= 0) {
        state.occupied = true;
        state.owner = state.board->owner;
    }
    for (const auto& sq : diagram.squares)
        if (sq.level == pin && sq.exists) state.occupied = true;
    return state;
}

bool isLightSquare(int file, int rank) {
    return (file + rank) % 2 != 0;
}

// ---- painting -------------------------------------------------------------------------------

void drawMainBoards(QPainter& painter, const ViewFrame& view) {
    for (const auto& main : kMainBoards) {
        const QRectF area = view.map(boardArea(main.level)->model);
        const qreal edge = view.scale * 0.09;
        const QRectF frame = area.adjusted(-edge, -edge, edge, edge);
        painter.fillRect(frame.translated(edge * 0.6, edge * 0.9), QColor(0, 0, 0, 45));
        painter.fillRect(frame, kMainFrame);
        // The level's name sits in the empty row above the board (below it when flipped).
        const QRectF model = boardArea(main.level)->model;
        const QRectF name = view.map(QRectF(model.left(), model.top() - 0.9, 4, 0.75));
        painter.setFont(PieceGlyphs::labelFont(view.scale * 0.5, true));
        painter.setPen(kLabel);
        painter.drawText(name, Qt::AlignCenter, QLatin1String(main.level));
    }
}

// Rank numbers down both outer margins: the one grid that all boards share.
void drawRankRuler(QPainter& painter, const ViewFrame& view) {
    if (view.scale * 0.26 < kSmallestText) return;
    painter.setFont(PieceGlyphs::labelFont(view.scale * 0.26));
    painter.setPen(QColor(150, 140, 126));
    for (int rank = 0; rank <= 9; ++rank)
        for (qreal x : {0.0, kWidth - kMarginX})
            painter.drawText(view.map(QRectF(x, rowTop(rank), kMarginX, 1)), Qt::AlignCenter,
                             QString::number(rank));
}

void drawAttackBoardFrame(QPainter& painter, const ViewFrame& view, const PinPlace& pin,
                          const PinState& state) {
    const OwnerStyle& style = kOwnerStyles[state.owner >= 0 && state.owner <= 1 ? state.owner : 2];
    const qreal unit = view.scale;
    const QRectF post = view.map(postModelRect(pin));
    painter.fillRect(post, kPost);
    painter.fillRect(post.adjusted(0, 0, 0, -post.height() * 0.55), QColor(255, 255, 255, 70));
    const QRectF frame = view.map(frameModelRect(pin));
    const QRectF tab = view.map(tabModelRect(pin));
    QPainterPath body;
    body.addRoundedRect(frame, unit * 0.06, unit * 0.06);
    body.addRoundedRect(tab, unit * 0.08, unit * 0.08);
    body = body.simplified();
    painter.fillPath(body.translated(unit * 0.05, unit * 0.07), QColor(0, 0, 0, 60));
    painter.fillPath(body, style.frame);
    const bool selected = state.board && state.board->selected;
    painter.strokePath(
        body, QPen(selected ? QColor(20, 85, 30) : style.edge, unit * (selected ? 0.08 : 0.025)));
    if (unit * 0.24 < kSmallestText) return; // small diagrams: the tab's colour says enough
    painter.setFont(PieceGlyphs::labelFont(unit * 0.24, true));
    painter.setPen(style.text);
    painter.drawText(tab, Qt::AlignCenter, pin.pin);
}

void drawFreePin(QPainter& painter, const ViewFrame& view, const PinPlace& pin, bool target) {
    const qreal unit = view.scale;
    const QRectF post = view.map(postModelRect(pin));
    painter.fillRect(post.adjusted(0, post.height() * 0.25, 0, -post.height() * 0.25),
                     QColor(150, 150, 150, 110));
    painter.save();
    if (target) {
        painter.setPen(QPen(kTargetGreen, unit * 0.05, Qt::DashLine));
        painter.setBrush(QColor(20, 110, 40, 35));
        painter.drawRoundedRect(view.map(boardArea(pin.pin)->model), unit * 0.08, unit * 0.08);
    }
    QRectF pill = view.map(freePinModelRect(pin));
    const bool named = unit * 0.22 >= kSmallestText;
    if (!named) // just a small circle
        pill = QRectF(pill.center() - QPointF(unit * 0.16, unit * 0.16), QSizeF(unit, unit) * 0.32);
    painter.setPen(QPen(target ? kTargetGreen : QColor(150, 144, 134), unit * 0.03));
    painter.setBrush(target ? kTargetGreen : QColor(246, 243, 237));
    painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
    if (named) {
        painter.setFont(PieceGlyphs::labelFont(unit * 0.22, target));
        painter.setPen(target ? QColor(255, 255, 255) : QColor(140, 132, 120));
        painter.drawText(pill, Qt::AlignCenter, pin.pin);
    }
    painter.restore();
}

void drawPins(QPainter& painter, const ViewFrame& view, const Diagram& diagram) {
    for (const auto& pin : kPins) {
        const PinState state = pinState(diagram, pin.pin);
        if (state.occupied)
            drawAttackBoardFrame(painter, view, pin, state);
        else
            drawFreePin(painter, view, pin, state.board && state.board->target);
    }
}

// Coordinates inside the board's edge squares, as seen: letters along the lowest row on screen,
// numbers down the leftmost column on screen.
void drawCoordinates(QPainter& painter, const QRectF& rect, const DiagramSquare& sq, bool flipped) {
    const auto area = boardArea(sq.level);
    const int lastFile = area->firstFile + area->size - 1, topRank = area->lowRank + area->size - 1;
    const QColor ink = isLightSquare(sq.file, sq.rank) ? kDarkSquare : kLightSquare;
    if (sq.rank == (flipped ? topRank : area->lowRank))
        PieceGlyphs::drawCornerLabel(painter, rect, QString(QChar(kFileLetters[sq.file])), true,
                                     ink);
    if (sq.file == (flipped ? lastFile : area->firstFile))
        PieceGlyphs::drawCornerLabel(painter, rect, QString::number(sq.rank), false, ink);
}

void drawSquares(QPainter& painter, const ViewFrame& view, const Diagram& diagram) {
    for (const auto& sq : diagram.squares) {
        const auto model = sq.exists ? squareModelRect(sq) : std::nullopt;
        if (!model) continue;
        const QRectF rect = view.map(*model);
        painter.fillRect(rect, isLightSquare(sq.file, sq.rank) ? kLightSquare : kDarkSquare);
        PieceGlyphs::drawSquareTints(painter, rect, sq);
        drawCoordinates(painter, rect, sq, view.flipped);
    }
    for (const auto& sq : diagram.squares) {
        const auto model = sq.exists ? squareModelRect(sq) : std::nullopt;
        if (!model || sq.piece.isEmpty()) continue;
        PieceGlyphs::drawChessPiece(painter, view.map(*model), sq.piece.at(0));
    }
    for (const auto& sq : diagram.squares) {
        const auto model = sq.exists ? squareModelRect(sq) : std::nullopt;
        if (model) PieceGlyphs::drawSquareMarkers(painter, view.map(*model), sq);
    }
}

// By the diagram's name ("QL6@q4") or by Meder's file-rank-level form ("a9QL6"), which
// [%cal] arrows in imported games may use.
const DiagramSquare* findSquare(const Diagram& diagram, const QString& name) {
    for (const auto& sq : diagram.squares)
        if (sq.name == name) return &sq;
    for (const auto& sq : diagram.squares)
        if (sq.file >= 0 && sq.file < 6 &&
            name == QChar(kFileLetters[sq.file]) + QString::number(sq.rank) + sq.level)
            return &sq;
    return nullptr;
}

} // namespace

QSizeF TriDDiagramPainter::aspect() const {
    return QSizeF(kWidth, kHeight);
}

void TriDDiagramPainter::paint(QPainter& painter, const QRectF& rect,
                               const Diagram& diagram) const {
    const ViewFrame view(rect, diagram.flipped);
    if (!(view.scale > 0)) return; // an empty rectangle
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(view.fit, kBackground);
    drawRankRuler(painter, view);
    drawMainBoards(painter, view);
    drawPins(painter, view, diagram);
    drawSquares(painter, view, diagram);
    drawArrows(painter, rect, diagram, view.scale);
    painter.restore();
}

DiagramHit TriDDiagramPainter::hitTest(const QPointF& point, const QRectF& rect,
                                       const Diagram& diagram) const {
    const ViewFrame view(rect, diagram.flipped);
    DiagramHit hit;
    if (!(view.scale > 0)) return hit;
    const QPointF m = view.unmap(point);
    // Squares win over the frame around them.
    for (const auto& sq : diagram.squares) {
        const auto model = sq.exists ? squareModelRect(sq) : std::nullopt;
        if (model && model->contains(m)) {
            hit.kind = DiagramHit::Kind::Square;
            hit.squareId = sq.id;
            return hit;
        }
    }
    for (const auto& pin : kPins) {
        const PinState state = pinState(diagram, pin.pin);
        const bool onBoard =
            state.occupied && (frameModelRect(pin).contains(m) || tabModelRect(pin).contains(m) ||
                               postModelRect(pin).adjusted(0, -0.1, 0, 0.1).contains(m));
        const bool onFreePin =
            !state.occupied &&
            (freePinModelRect(pin).contains(m) ||
             (state.board && state.board->target && boardArea(pin.pin)->model.contains(m)));
        if (onBoard || onFreePin) {
            hit.kind = DiagramHit::Kind::Board;
            hit.pin = pin.pin;
            return hit;
        }
    }
    return hit;
}

QPointF TriDDiagramPainter::squareCentre(const QString& name, const QRectF& rect,
                                         const Diagram& diagram) const {
    const DiagramSquare* sq = findSquare(diagram, name);
    if (!sq || !sq->exists) return QPointF();
    const auto model = squareModelRect(*sq);
    if (!model) return QPointF();
    return ViewFrame(rect, diagram.flipped).map(model->center());
}

qreal TriDDiagramPainter::squareSize(const QRectF& rect, const Diagram& diagram) const {
    return ViewFrame(rect, diagram.flipped).scale;
}

void TriDDiagramPainter::drawPiece(QPainter& painter, const QRectF& square,
                                   const QString& token) const {
    PieceGlyphs::drawChessPiece(painter, square, token.at(0));
}

} // namespace trellis

namespace trellis {

std::unique_ptr<DiagramPainter> createTriDDiagramPainter() {
    return std::make_unique<TriDDiagramPainter>();
}

} // namespace trellis
