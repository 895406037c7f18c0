#include "EditorBoard.h"

#include "PositionEditorModel.h"

#include <QApplication>
#include <QLineF>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace trellis {

namespace {

// The diagram of the position being set up; free pins are offered as targets.
Diagram editorDiagram(const PositionEditorModel& model) {
    Diagram d;
    d.variant = model.variantId();
    d.sideToMove = model.sideToMove();
    const BoardContents contents = model.contents();
    for (const SquareContent& s : contents.squares) {
        DiagramSquare q;
        q.id = s.id;
        q.name = QString::fromStdString(s.name);
        q.file = s.file;
        q.rank = s.rank;
        q.level = QString::fromStdString(s.level);
        q.exists = s.exists;
        q.piece = QString::fromStdString(s.piece);
        q.colour = s.colour;
        q.terrain = QString::fromStdString(s.terrain);
        d.squares.push_back(q);
    }
    QStringList taken;
    for (const MovableBoard& b : contents.boards) {
        d.boards.push_back({QString::fromStdString(b.pin), b.owner, false, false});
        taken << QString::fromStdString(b.pin);
    }
    for (const QString& pin : model.pins())
        if (!taken.contains(pin)) d.boards.push_back({pin, -1, false, true});
    return d;
}

const DiagramSquare* squareOf(const Diagram& d, int id) {
    for (const DiagramSquare& s : d.squares)
        if (s.id == id) return &s;
    return nullptr;
}

int ownerOf(const Diagram& d, const QString& pin) {
    for (const DiagramBoard& b : d.boards)
        if (b.pin == pin) return b.owner;
    return -1;
}

} // namespace

EditorBoard::EditorBoard(PositionEditorModel* model, QWidget* parent)
    : QWidget(parent), model_(model) {
    setMinimumSize(320, 240);
    setAcceptDrops(true);
    setFocusPolicy(Qt::StrongFocus);
    connect(model_, &PositionEditorModel::changed, this, &EditorBoard::modelChanged);
    modelChanged();
}

EditorBoard::~EditorBoard() = default;

void EditorBoard::modelChanged() {
    if (model_->active() && model_->variantId() != variant_) {
        variant_ = model_->variantId();
        painter_ = createDiagramPainter(variant_);
    }
    update();
}

void EditorBoard::setFlipped(bool flipped) {
    flipped_ = flipped;
    update();
}

Diagram EditorBoard::diagram() const {
    if (!model_->active()) return {};
    Diagram d = editorDiagram(*model_);
    d.flipped = flipped_;
    d.layout = painter_ ? painter_->layoutFor(boardRect(), d) : QString();
    return d;
}

QRectF EditorBoard::boardRect() const {
    return QRectF(rect()).adjusted(8, 8, -8, -8);
}

QPointF EditorBoard::squareCentre(const QString& name) const {
    return painter_ ? painter_->squareCentre(name, boardRect(), diagram()) : QPointF();
}

// The painters answer hits, not board rectangles: the point of the pin's board (its frame or
// post, or the free pin) nearest the middle of all the points that hit it.
QPointF EditorBoard::pinCentre(const QString& pin) const {
    if (!painter_) return {};
    const Diagram d = diagram();
    const QRectF area = boardRect();
    QList<QPointF> hits;
    for (qreal y = area.top(); y < area.bottom(); y += 3)
        for (qreal x = area.left(); x < area.right(); x += 3) {
            const DiagramHit hit = painter_->hitTest({x, y}, area, d);
            if (hit.kind == DiagramHit::Kind::Board && hit.pin == pin) hits << QPointF(x, y);
        }
    if (hits.isEmpty()) return {};
    QPointF middle;
    for (const QPointF& p : hits) middle += p / qreal(hits.size());
    return *std::min_element(hits.begin(), hits.end(), [&](QPointF a, QPointF b) {
        return QLineF(a, middle).length() < QLineF(b, middle).length();
    });
}

DiagramHit EditorBoard::hitAt(const QPointF& point) const {
    return painter_ ? painter_->hitTest(point, boardRect(), diagram()) : DiagramHit{};
}

void EditorBoard::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().window());
    if (!painter_ || !model_->active()) return;
    Diagram d = diagram();
    const QRectF area = boardRect();
    QString carried;
    if (dragging_ && pressed_ && pressed_->kind == DiagramHit::Kind::Square)
        for (DiagramSquare& s : d.squares)
            if (s.id == pressed_->squareId) carried = s.piece, s.piece.clear();
    painter_->paint(p, area, d);
    if (!carried.isEmpty()) painter_->paintPiece(p, area, d, carried, cursor_);
}

void EditorBoard::mousePressEvent(QMouseEvent* event) {
    if (!painter_) return QWidget::mousePressEvent(event);
    const DiagramHit hit = hitAt(event->position());
    if (event->button() == Qt::RightButton) {
        if (hit.kind == DiagramHit::Kind::Square) model_->remove(hit.squareId);
        if (hit.kind == DiagramHit::Kind::Board) model_->removeBoard(hit.pin);
        return;
    }
    if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    pressed_ = hit;
    pressedAt_ = cursor_ = event->position();
    dragging_ = false;
}

void EditorBoard::mouseMoveEvent(QMouseEvent* event) {
    if (!pressed_) return;
    cursor_ = event->position();
    if ((cursor_ - pressedAt_).manhattanLength() >= QApplication::startDragDistance())
        dragging_ = true;
    update();
}

void EditorBoard::mouseReleaseEvent(QMouseEvent* event) {
    if (!pressed_ || event->button() != Qt::LeftButton) return;
    release(hitAt(event->position()), event->position());
    pressed_.reset();
    dragging_ = false;
    update();
}

// The end of a left click or drag that started on `*pressed_`.
void EditorBoard::release(const DiagramHit& hit, const QPointF& point) {
    const DiagramHit from = *pressed_;
    const Diagram d = diagram();
    if (from.kind == DiagramHit::Kind::Square) {
        const DiagramSquare* square = squareOf(d, from.squareId);
        const bool occupied = square && !square->piece.isEmpty();
        if (dragging_ && occupied) {
            if (hit.kind == DiagramHit::Kind::Square && hit.squareId != from.squareId)
                model_->move(from.squareId, hit.squareId);
            else if (hit.kind == DiagramHit::Kind::None || !boardRect().contains(point))
                model_->remove(from.squareId); // dragged off the board
            return;
        }
        if (!dragging_ && !token_.isEmpty()) model_->place(from.squareId, token_);
        return;
    }
    if (from.kind != DiagramHit::Kind::Board) return;
    const int owner = ownerOf(d, from.pin);
    if (dragging_ && owner >= 0) {
        if (hit.kind == DiagramHit::Kind::Board && hit.pin != from.pin)
            model_->moveBoard(from.pin, hit.pin);
        else if (hit.kind == DiagramHit::Kind::None)
            model_->removeBoard(from.pin);
    } else if (!dragging_) {
        model_->placeBoard(from.pin, owner >= 0 ? 1 - owner : boardOwner_);
    }
}

void EditorBoard::mouseDoubleClickEvent(QMouseEvent* event) {
    const DiagramHit hit = hitAt(event->position());
    if (event->button() == Qt::LeftButton && hit.kind == DiagramHit::Kind::Square &&
        model_->hasHeroicFlags())
        model_->toggleHeroic(hit.squareId);
    // The second press of a double click also releases: no placement follows it.
    pressed_.reset();
}

void EditorBoard::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasFormat(kPieceMimeType)) event->acceptProposedAction();
}

void EditorBoard::dropEvent(QDropEvent* event) {
    const DiagramHit hit = hitAt(event->position());
    const QString token = QString::fromUtf8(event->mimeData()->data(kPieceMimeType));
    if (hit.kind == DiagramHit::Kind::Square && model_->place(hit.squareId, token))
        event->acceptProposedAction();
}

} // namespace trellis
