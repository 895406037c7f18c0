#include "TriDDiagramPainter.h"

#include "PieceGlyphs.h"
#include "TriDLayout.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <optional>

namespace trellis {

namespace {

// ---- layout, in model units of one square; y grows downwards ---------------------------------
//
// Side by side ("side"): W, N and B left to right on one common rank grid, rank 9 on top.
// Stacked ("stack"): the levels one above the other as the physical set stands, B on top, each
// level with its own six ranks (its main board and its pins) and shifted a little to the right
// of the one below, like the steps of the stand.

// The rank numbers sit in each board's own squares (drawCoordinates), beside the pieces they
// name: no ruler at the diagram's edges, far from the middle boards.
constexpr qreal kMarginX = 0.15;      // room for the boards' shadows
constexpr qreal kMarginTop = 0.62;    // room for the tabs of the top pins
constexpr qreal kMarginBottom = 0.62; // room for the tabs of the bottom pins
constexpr qreal kInnerGap = 0.5;      // between an attack board and its main board: the posts
constexpr qreal kColumnGap = 0.75;    // side: between one main board's KL pins and the next QL
constexpr qreal kColumnWidth = 2 + kInnerGap + 4 + kInnerGap + 2;
constexpr qreal kSlotRows = 6;     // stack: the ranks of one level, pins included
constexpr qreal kSlotGap = 0.95;   // stack: between two levels (room for two tabs)
constexpr qreal kStackShift = 0.5; // stack: how far each level stands right of the one below
constexpr qreal kFrame = 0.1;      // attack board frame width
constexpr qreal kTabHeight = 0.34; // the owner's tab carrying the pin name
constexpr qreal kSmallestText = 6; // px; pin names smaller than this are left out
constexpr qreal kReadableText = 9; // px; pin names that are shown are at least this big

const QString kSide = QStringLiteral("side"), kStack = QStringLiteral("stack");

using tridlayout::findPin;
using tridlayout::kMainBoards;
using tridlayout::kPins;
using tridlayout::MainBoardPlace;
using tridlayout::PinPlace;

constexpr char kFileLetters[] = "zabcde";

// ---- colours --------------------------------------------------------------------------------

struct OwnerStyle {
    QColor frame, edge, text;
};

struct Palette {
    bool print;
    QColor background, lightSquare, darkSquare, mainFrame, label, post;
    OwnerStyle owners[3]; // White, Black, owner unknown
    QColor freePinFill, freePinEdge, freePinText, targetGreen;
};

const Palette kScreen{false,
                      QColor(236, 232, 224),
                      QColor(240, 217, 181),
                      QColor(181, 136, 99),
                      QColor(96, 72, 52),
                      QColor(74, 66, 58),
                      QColor(120, 124, 130),
                      {{QColor(248, 243, 226), QColor(130, 120, 100), QColor(70, 60, 48)},
                       {QColor(46, 42, 40), QColor(12, 10, 10), QColor(232, 226, 214)},
                       {QColor(150, 150, 150), QColor(90, 90, 90), QColor(250, 250, 250)}},
                      QColor(246, 243, 237),
                      QColor(150, 144, 134),
                      QColor(140, 132, 120),
                      QColor(20, 110, 40)};
const Palette kPrint{true,
                     QColor(255, 255, 255),
                     QColor(255, 255, 255),
                     QColor(0, 0, 0), // hatching
                     QColor(0, 0, 0),
                     QColor(0, 0, 0),
                     QColor(0, 0, 0),
                     {{QColor(255, 255, 255), QColor(0, 0, 0), QColor(0, 0, 0)},
                      {QColor(0, 0, 0), QColor(0, 0, 0), QColor(255, 255, 255)},
                      {QColor(160, 160, 160), QColor(0, 0, 0), QColor(0, 0, 0)}},
                     QColor(255, 255, 255),
                     QColor(0, 0, 0),
                     QColor(0, 0, 0),
                     QColor(0, 0, 0)};

// The theme's palette; on screen with the squares of the user's board colours.
Palette paletteOf(const Diagram& diagram) {
    if (diagram.theme == DiagramTheme::Print) return kPrint;
    Palette screen = kScreen;
    screen.lightSquare = diagram.colours.light;
    screen.darkSquare = diagram.colours.dark;
    return screen;
}

// ---- geometry -------------------------------------------------------------------------------

// The squares of one board (main or attack) in model units.
struct BoardArea {
    QRectF model;
    int firstFile = 0;
    int lowRank = 0;
    int size = 0;
    qreal rowTop(int rank) const { return model.top() + (lowRank + size - 1 - rank); }
};

// Where the boards are in one layout.
class Geometry {
  public:
    explicit Geometry(bool stacked) : stacked_(stacked) {}
    static Geometry of(const Diagram& diagram) { return Geometry(diagram.layout == kStack); }

    bool stacked() const { return stacked_; }
    qreal width() const {
        return stacked_ ? 2 * kMarginX + kColumnWidth + 2 * kStackShift
                        : 2 * kMarginX + 3 * kColumnWidth + 2 * kColumnGap;
    }
    qreal height() const {
        return stacked_ ? kMarginTop + 3 * kSlotRows + 2 * kSlotGap + kMarginBottom
                        : kMarginTop + 10 + kMarginBottom;
    }
    // The left edge of a main board's column (its QL pins) and the top of its highest rank.
    qreal columnLeft(int column) const {
        return stacked_ ? kMarginX + column * kStackShift
                        : kMarginX + column * (kColumnWidth + kColumnGap);
    }
    // The y of the top of `rank`'s row in a column: one grid (side) or the level's own (stack).
    qreal rowTop(int column, int rank) const {
        if (!stacked_) return kMarginTop + (9 - rank);
        const int slot = 2 - column; // B in the top slot
        const int topRank = kMainBoards[std::size_t(column)].lowRank + 4;
        return kMarginTop + slot * (kSlotRows + kSlotGap) + (topRank - rank);
    }
    std::optional<BoardArea> boardArea(const QString& level) const {
        if (const MainBoardPlace* main = tridlayout::findMainBoard(level))
            return BoardArea{QRectF(columnLeft(main->column) + 2 + kInnerGap,
                                    rowTop(main->column, main->lowRank + 3), 4, 4),
                             1, main->lowRank, 4};
        if (const PinPlace* pin = findPin(level)) {
            const qreal x = columnLeft(pin->column) + (pin->kingSide ? 2 + 2 * kInnerGap + 4 : 0);
            return BoardArea{QRectF(x, rowTop(pin->column, pin->lowRank + 1), 2, 2),
                             pin->kingSide ? 4 : 0, pin->lowRank, 2};
        }
        return std::nullopt;
    }

    std::optional<QRectF> squareModelRect(const DiagramSquare& sq) const {
        const auto area = boardArea(sq.level);
        if (!area) return std::nullopt;
        const int col = sq.file - area->firstFile, row = sq.rank - area->lowRank;
        if (col < 0 || col >= area->size || row < 0 || row >= area->size) return std::nullopt;
        return QRectF(area->model.left() + col, area->rowTop(sq.rank), 1, 1);
    }

    // The parts of an attack board besides its squares: frame, owner tab and post.
    QRectF frameModelRect(const PinPlace& pin) const {
        return boardArea(pin.pin)->model.adjusted(-kFrame, -kFrame, kFrame, kFrame);
    }
    QRectF tabModelRect(const PinPlace& pin) const {
        const QRectF frame = frameModelRect(pin);
        const qreal inset = 0.3;
        return pin.overhangsBelow ? QRectF(frame.left() + inset, frame.bottom(),
                                           frame.width() - 2 * inset, kTabHeight)
                                  : QRectF(frame.left() + inset, frame.top() - kTabHeight,
                                           frame.width() - 2 * inset, kTabHeight);
    }
    // The post spans the gap to the main board on the rank the two boards share.
    QRectF postModelRect(const PinPlace& pin) const {
        const BoardArea area = *boardArea(pin.pin);
        const int sharedRank = pin.overhangsBelow ? pin.lowRank + 1 : pin.lowRank;
        const qreal y = area.rowTop(sharedRank) + 0.5;
        const qreal x = pin.kingSide ? area.model.left() - kInnerGap : area.model.right();
        return QRectF(x, y - 0.09, kInnerGap, 0.18);
    }
    // The pill naming a free pin, in the middle of its footprint.
    QRectF freePinModelRect(const PinPlace& pin) const {
        QRectF pill(0, 0, 0.95, 0.4);
        pill.moveCenter(boardArea(pin.pin)->model.center());
        return pill;
    }

  private:
    bool stacked_;
};

// Maps model units to the painter's rectangle, turning the board half round when flipped.
struct ViewFrame {
    Geometry geometry;
    QRectF fit;
    qreal scale;
    bool flipped;

    ViewFrame(const QRectF& rect, const Diagram& diagram)
        : geometry(Geometry::of(diagram)),
          fit(PieceGlyphs::fitted(QSizeF(geometry.width(), geometry.height()), rect)),
          scale(fit.width() / geometry.width()), flipped(diagram.flipped) {}
    QPointF map(QPointF m) const {
        if (flipped) m = QPointF(geometry.width() - m.x(), geometry.height() - m.y());
        return fit.topLeft() + m * scale;
    }
    QRectF map(const QRectF& m) const {
        return QRectF(map(m.topLeft()), map(m.bottomRight())).normalized();
    }
    QPointF unmap(const QPointF& p) const {
        const QPointF m = (p - fit.topLeft()) / scale;
        return flipped ? QPointF(geometry.width() - m.x(), geometry.height() - m.y()) : m;
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

void drawMainBoards(QPainter& painter, const ViewFrame& view, const Palette& palette) {
    for (const auto& main : kMainBoards) {
        const QRectF model = view.geometry.boardArea(main.level)->model;
        const QRectF area = view.map(model);
        const qreal edge = view.scale * (palette.print ? 0.05 : 0.09);
        const QRectF frame = area.adjusted(-edge, -edge, edge, edge);
        if (!palette.print)
            painter.fillRect(frame.translated(edge * 0.6, edge * 0.9), QColor(0, 0, 0, 45));
        painter.fillRect(frame, palette.mainFrame);
        // The level's name sits in the empty row above the board (below it when flipped).
        const QRectF name = view.map(QRectF(model.left(), model.top() - 0.9, 4, 0.75));
        painter.setFont(PieceGlyphs::labelFont(view.scale * 0.5, true));
        painter.setPen(palette.label);
        painter.drawText(name, Qt::AlignCenter, QLatin1String(main.level));
    }
}

void drawAttackBoardFrame(QPainter& painter, const ViewFrame& view, const Palette& palette,
                          const PinPlace& pin, const PinState& state) {
    const OwnerStyle& style =
        palette.owners[state.owner >= 0 && state.owner <= 1 ? state.owner : 2];
    const qreal unit = view.scale;
    const Geometry& g = view.geometry;
    const QRectF post = view.map(g.postModelRect(pin));
    painter.fillRect(post, palette.post);
    if (!palette.print)
        painter.fillRect(post.adjusted(0, 0, 0, -post.height() * 0.55), QColor(255, 255, 255, 70));
    const QRectF frame = view.map(g.frameModelRect(pin));
    const QRectF tab = view.map(g.tabModelRect(pin));
    QPainterPath body;
    body.addRoundedRect(frame, unit * 0.06, unit * 0.06);
    body.addRoundedRect(tab, unit * 0.08, unit * 0.08);
    body = body.simplified();
    if (!palette.print)
        painter.fillPath(body.translated(unit * 0.05, unit * 0.07), QColor(0, 0, 0, 60));
    painter.fillPath(body, style.frame);
    const bool selected = state.board && state.board->selected;
    painter.strokePath(
        body, QPen(selected ? QColor(20, 85, 30) : style.edge, unit * (selected        ? 0.08
                                                                       : palette.print ? 0.04
                                                                                       : 0.025)));
    if (unit * 0.24 < kSmallestText) return; // small diagrams: the tab's colour says enough
    painter.setFont(PieceGlyphs::labelFont(std::max(unit * 0.24, kReadableText), true));
    painter.setPen(style.text);
    painter.drawText(tab, Qt::AlignCenter | Qt::TextDontClip, pin.pin);
}

void drawFreePin(QPainter& painter, const ViewFrame& view, const Palette& palette,
                 const PinPlace& pin, bool target) {
    const qreal unit = view.scale;
    const Geometry& g = view.geometry;
    const QRectF post = view.map(g.postModelRect(pin));
    painter.fillRect(post.adjusted(0, post.height() * 0.25, 0, -post.height() * 0.25),
                     palette.print ? QColor(0, 0, 0) : QColor(150, 150, 150, 110));
    painter.save();
    if (target) {
        painter.setPen(QPen(palette.targetGreen, unit * 0.05, Qt::DashLine));
        painter.setBrush(QColor(20, 110, 40, 35));
        painter.drawRoundedRect(view.map(g.boardArea(pin.pin)->model), unit * 0.08, unit * 0.08);
    }
    QRectF pill = view.map(g.freePinModelRect(pin));
    const bool named = unit * 0.22 >= kSmallestText;
    if (!named) // just a small circle
        pill = QRectF(pill.center() - QPointF(unit * 0.16, unit * 0.16), QSizeF(unit, unit) * 0.32);
    QFont font = PieceGlyphs::labelFont(std::max(unit * 0.22, kReadableText), target);
    if (named) { // the pill grows around its name where the name needs more room
        const qreal width = QFontMetricsF(font).horizontalAdvance(pin.pin) + unit * 0.12;
        const qreal height = QFontMetricsF(font).height();
        if (width > pill.width())
            pill.adjust(-(width - pill.width()) / 2, 0, (width - pill.width()) / 2, 0);
        if (height > pill.height())
            pill.adjust(0, -(height - pill.height()) / 2, 0, (height - pill.height()) / 2);
    }
    painter.setPen(QPen(target ? palette.targetGreen : palette.freePinEdge, unit * 0.03));
    painter.setBrush(target ? palette.targetGreen : palette.freePinFill);
    painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
    if (named) {
        painter.setFont(font);
        painter.setPen(target ? QColor(255, 255, 255) : palette.freePinText);
        painter.drawText(pill, Qt::AlignCenter, pin.pin);
    }
    painter.restore();
}

void drawPins(QPainter& painter, const ViewFrame& view, const Palette& palette,
              const Diagram& diagram) {
    for (const auto& pin : kPins) {
        const PinState state = pinState(diagram, pin.pin);
        if (state.occupied)
            drawAttackBoardFrame(painter, view, palette, pin, state);
        else
            drawFreePin(painter, view, palette, pin, state.board && state.board->target);
    }
}

// Coordinates inside the board's edge squares, as seen: letters along the lowest row on screen,
// numbers down the leftmost column on screen.
void drawCoordinates(QPainter& painter, const ViewFrame& view, const Palette& palette,
                     const QRectF& rect, const DiagramSquare& sq) {
    const auto area = view.geometry.boardArea(sq.level);
    const int lastFile = area->firstFile + area->size - 1, topRank = area->lowRank + area->size - 1;
    const bool light = isLightSquare(sq.file, sq.rank);
    const QColor ink = palette.print ? palette.label
                       : light       ? palette.darkSquare
                                     : palette.lightSquare;
    const QColor patch = palette.print && !light ? palette.background : QColor();
    if (sq.rank == (view.flipped ? topRank : area->lowRank))
        PieceGlyphs::drawCornerLabel(painter, rect, QString(QChar(kFileLetters[sq.file])), true,
                                     ink, patch);
    if (sq.file == (view.flipped ? lastFile : area->firstFile))
        PieceGlyphs::drawCornerLabel(painter, rect, QString::number(sq.rank), false, ink, patch);
}

void drawSquares(QPainter& painter, const ViewFrame& view, const Palette& palette,
                 const Diagram& diagram) {
    const Geometry& g = view.geometry;
    for (const auto& sq : diagram.squares) {
        const auto model = sq.exists ? g.squareModelRect(sq) : std::nullopt;
        if (!model) continue;
        const QRectF rect = view.map(*model);
        const bool light = isLightSquare(sq.file, sq.rank);
        if (palette.print) {
            painter.fillRect(rect, palette.lightSquare);
            if (!light) PieceGlyphs::drawHatch(painter, rect, palette.darkSquare);
        } else {
            painter.fillRect(rect, light ? palette.lightSquare : palette.darkSquare);
        }
        PieceGlyphs::drawSquareTints(painter, rect, sq, diagram.theme);
        if (diagram.coordinates) drawCoordinates(painter, view, palette, rect, sq);
    }
    for (const auto& sq : diagram.squares) {
        const auto model = sq.exists ? g.squareModelRect(sq) : std::nullopt;
        if (!model || sq.piece.isEmpty()) continue;
        PieceGlyphs::drawChessman(painter, view.map(*model), sq.piece.at(0), diagram);
    }
    for (const auto& sq : diagram.squares) {
        const auto model = sq.exists ? g.squareModelRect(sq) : std::nullopt;
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

QStringList TriDDiagramPainter::layouts() const {
    return {kSide, kStack};
}

QString TriDDiagramPainter::layoutLabel(const QString& layout) const {
    return layout == kStack ? QCoreApplication::translate("TriDDiagramPainter", "Stacked levels")
                            : QCoreApplication::translate("TriDDiagramPainter", "Side by side");
}

QSizeF TriDDiagramPainter::aspect(const Diagram& diagram) const {
    const Geometry g = Geometry::of(diagram);
    return QSizeF(g.width(), g.height());
}

void TriDDiagramPainter::paint(QPainter& painter, const QRectF& rect,
                               const Diagram& diagram) const {
    const ViewFrame view(rect, diagram);
    if (!(view.scale > 0)) return; // an empty rectangle
    const Palette& palette = paletteOf(diagram);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(view.fit, palette.background);
    drawMainBoards(painter, view, palette);
    drawPins(painter, view, palette, diagram);
    drawSquares(painter, view, palette, diagram);
    drawArrows(painter, rect, diagram, view.scale);
    painter.restore();
}

DiagramHit TriDDiagramPainter::hitTest(const QPointF& point, const QRectF& rect,
                                       const Diagram& diagram) const {
    const ViewFrame view(rect, diagram);
    DiagramHit hit;
    if (!(view.scale > 0)) return hit;
    const Geometry& g = view.geometry;
    const QPointF m = view.unmap(point);
    // Squares win over the frame around them.
    for (const auto& sq : diagram.squares) {
        const auto model = sq.exists ? g.squareModelRect(sq) : std::nullopt;
        if (model && model->contains(m)) {
            hit.kind = DiagramHit::Kind::Square;
            hit.squareId = sq.id;
            return hit;
        }
    }
    for (const auto& pin : kPins) {
        const PinState state = pinState(diagram, pin.pin);
        const bool onBoard =
            state.occupied &&
            (g.frameModelRect(pin).contains(m) || g.tabModelRect(pin).contains(m) ||
             g.postModelRect(pin).adjusted(0, -0.1, 0, 0.1).contains(m));
        const bool onFreePin =
            !state.occupied &&
            (g.freePinModelRect(pin).contains(m) ||
             (state.board && state.board->target && g.boardArea(pin.pin)->model.contains(m)));
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
    const ViewFrame view(rect, diagram);
    const auto model = view.geometry.squareModelRect(*sq);
    if (!model) return QPointF();
    return view.map(model->center());
}

qreal TriDDiagramPainter::squareSize(const QRectF& rect, const Diagram& diagram) const {
    return ViewFrame(rect, diagram).scale;
}

void TriDDiagramPainter::drawPiece(QPainter& painter, const QRectF& square, const QString& token,
                                   const Diagram& diagram) const {
    PieceGlyphs::drawChessman(painter, square, token.at(0), diagram);
}

} // namespace trellis

namespace trellis {

std::unique_ptr<DiagramPainter> createTriDDiagramPainter() {
    return std::make_unique<TriDDiagramPainter>();
}

} // namespace trellis
