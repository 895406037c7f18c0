#include "BoardView.h"

#include "BoardClicks.h"
#include "DiagramSource.h"
#include "PositionModel.h"
#include "StackTokenStrip.h"

#include <QApplication>
#include <QEasingCurve>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <climits>
#include <utility>

namespace trellis {

namespace {

// Whether two diagrams show the same pieces on the same squares and boards on the same pins
// (marks, tints and arrows aside).
bool samePieces(const Diagram& a, const Diagram& b) {
    if (a.squares.size() != b.squares.size() || a.boards.size() != b.boards.size()) return false;
    for (qsizetype i = 0; i < a.squares.size(); ++i)
        if (a.squares[i].id != b.squares[i].id || a.squares[i].piece != b.squares[i].piece ||
            a.squares[i].exists != b.squares[i].exists)
            return false;
    for (qsizetype i = 0; i < a.boards.size(); ++i)
        if (a.boards[i].pin != b.boards[i].pin || a.boards[i].owner != b.boards[i].owner)
            return false;
    return true;
}

} // namespace

BoardView::BoardView(PositionModel* model, QWidget* parent)
    : QWidget(parent), model_(model), annotations_(model),
      drag_(model, [this](const DiagramHit& hit) { click(hit); }),
      tokens_(new StackTokenStrip(model, this)) {
    setContextMenuPolicy(Qt::PreventContextMenu); // the right button draws
    setMouseTracking(true);
    animation_.setDuration(kAnimationMs);
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    animation_.setEasingCurve(QEasingCurve::OutCubic);
    connect(&animation_, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&animation_, &QAbstractAnimation::finished, this, &BoardView::finishAnimation);
    auto changed = [this] { modelChanged(); };
    connect(model_, &PositionModel::positionChanged, this, [this] {
        variantMaybeChanged();
        modelChanged();
    });
    connect(model_, &PositionModel::selectionChanged, this, changed);
    connect(model_, &PositionModel::arrowsChanged, this, changed);
    connect(model_, &QAbstractItemModel::dataChanged, this, changed);
    connect(model_, &QAbstractItemModel::modelReset, this, changed);
    connect(model_, &PositionModel::forwardChange, this, &BoardView::animateChange);
    connect(model_, &PositionModel::choiceRequested, this, &BoardView::showChoices);
    connect(model_, &PositionModel::selectionChanged, this, [this] { placeTokens(false); });
    // A token dragged from the strip and let go over the board: a click there.
    connect(tokens_, &StackTokenStrip::dropped, this, [this](const QPoint& global) {
        const DiagramHit hit = hitAt(mapFromGlobal(QPointF(global)));
        if (hit.kind != DiagramHit::Kind::None) click(hit);
    });
    variantMaybeChanged();
}

BoardView::~BoardView() = default;

void BoardView::variantMaybeChanged() {
    if (model_->variantId() == variant_ && painter_) return;
    finishAnimation();
    variant_ = model_->variantId();
    painter_ = createDiagramPainter(variant_);
    placeSideBar();
    updateGeometry(); // another variant needs other room
}

void BoardView::setFlipped(bool flipped) {
    flipped_ = flipped;
    still_ = QPixmap();
    update();
}

void BoardView::setBoardColours(const BoardColours& colours) {
    colours_ = colours;
    still_ = QPixmap();
    update();
}

void BoardView::setPieceStyle(PieceStyle style) {
    pieces_ = style;
    still_ = QPixmap();
    update();
}

void BoardView::setAnimationScale(qreal scale) {
    animation_.setDuration(qMax(1, qRound(kAnimationMs * scale)));
}

void BoardView::setAnimated(bool animated) {
    animated_ = animated;
    if (!animated) finishAnimation();
}

const Diagram& BoardView::current() const {
    if (diagramStale_) {
        diagram_ = diagramOf(*model_);
        diagramStale_ = false;
    }
    return diagram_;
}

Diagram BoardView::diagram() const {
    Diagram d = current();
    dress(d);
    return d;
}

void BoardView::dress(Diagram& d) const {
    d.flipped = flipped_;
    d.colours = colours_;
    d.pieces = pieces_;
    d.layout = painter_ ? painter_->layoutFor(boardRect(), d) : QString();
}

// The model changed: marks, arrows and selection show at once, also under a running
// animation; a change of pieces (another position) ends the animation.
void BoardView::modelChanged() {
    diagramStale_ = true;
    if (running_) {
        if (samePieces(current(), running_->after)) {
            running_->after = current();
            still_ = QPixmap();
        } else {
            finishAnimation();
        }
    }
    update();
}

void BoardView::animateChange(const Transition& change) {
    finishAnimation(); // a new turn shows the end of the previous one first
    diagramStale_ = true;
    if (!animated_ || !painter_ || !shown_ || !isVisible()) return;
    running_ = planTurnAnimation(*shown_, change, current());
    if (!running_) return;
    shown_ = running_->after;
    still_ = QPixmap();
    animation_.start();
    update();
}

void BoardView::finishAnimation() {
    if (!running_) return;
    running_.reset();
    still_ = QPixmap();
    animation_.stop();
    update();
}

QRectF BoardView::boardRect() const {
    const int bar = sideBar_ && !sideBar_->isHidden() ? sideBar_->width() + 6 : 0;
    return QRectF(rect()).adjusted(8 + bar, 8, -8, -8);
}

QSize BoardView::minimumSizeHint() const {
    const QSize least(240, 200); // a variant without a painter: room to say so
    if (!painter_) return least;
    Diagram d = diagram();
    const QSizeF board = painter_->sizeForSquares(d, kReadableSquare);
    // boardRect()'s margins and the side bar's room around the drawing.
    const QSize margins = size() - boardRect().size().toSize();
    return (board.toSize() + margins).expandedTo(least);
}

QRectF BoardView::drawnRect() const {
    const QRectF area = boardRect();
    if (!painter_) return area;
    const QSizeF aspect = painter_->aspect(diagram());
    if (aspect.isEmpty()) return area;
    const QSizeF size = aspect.scaled(area.size(), Qt::KeepAspectRatio);
    return QRectF(area.center() - QPointF(size.width(), size.height()) / 2, size);
}

void BoardView::setSideBar(QWidget* bar) {
    if (sideBar_ == bar) return;
    if (sideBar_) sideBar_->removeEventFilter(this);
    sideBar_ = bar;
    if (bar) {
        const bool shown = !bar->isHidden();
        bar->setParent(this);
        bar->setVisible(shown);
        bar->installEventFilter(this);
    }
    still_ = QPixmap();
    placeSideBar();
    placeTokens(true);
    updateGeometry();
    update();
}

void BoardView::placeSideBar() {
    if (!sideBar_) return;
    const QRectF drawn = drawnRect();
    const int width = sideBar_->width();
    sideBar_->setGeometry(int(drawn.left()) - width - 4, int(drawn.top()), width,
                          int(drawn.height()));
}

bool BoardView::eventFilter(QObject* watched, QEvent* event) {
    // The bar shown or hidden: the board takes its room back or gives it.
    if (watched == sideBar_ &&
        (event->type() == QEvent::ShowToParent || event->type() == QEvent::HideToParent)) {
        still_ = QPixmap();
        placeSideBar();
        placeTokens(true);
        updateGeometry(); // the least room counts the bar's
        update();
    }
    return QWidget::eventFilter(watched, event);
}

QPointF BoardView::squareCentre(const QString& name) const {
    return painter_ ? painter_->squareCentre(name, boardRect(), diagram()) : QPointF();
}

DiagramHit BoardView::hitAt(const QPointF& point) const {
    return painter_ ? painter_->hitTest(point, boardRect(), diagram()) : DiagramHit{};
}

void BoardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    if (running_ && painter_) return paintFrame(p, animation_.currentValue().toReal());
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().window());
    const Diagram d = diagram();
    if (draggingPiece_ && painter_) return paintDragged(p, d);
    if (painter_) painter_->paint(p, boardRect(), d);
    shown_ = d;
    paintArrowUnderWay(p);
}

// The arrow being drawn with the right button, from its square to the pointer.
void BoardView::paintArrowUnderWay(QPainter& p) {
    if (annotations_.drawingFrom() < 0 || !painter_) return;
    const Diagram d = diagram();
    for (const DiagramSquare& s : d.squares)
        if (s.id == annotations_.drawingFrom()) {
            const QPointF from = painter_->squareCentre(s.name, boardRect(), d);
            if ((pointer_ - from).manhattanLength() < 6) return;
            p.setPen(QPen(PositionModel::markColour('G'), 6, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(from, pointer_);
            return;
        }
}

// One frame: the still picture (drawn once per animation, or again after a resize or a change
// of marks), the fading pieces, then the travelling ones.
void BoardView::paintFrame(QPainter& p, qreal progress) {
    const qreal ratio = devicePixelRatioF();
    if (still_.isNull() || still_.size() != size() * ratio) {
        still_ = QPixmap(size() * ratio);
        still_.setDevicePixelRatio(ratio);
        QPainter s(&still_);
        s.setRenderHint(QPainter::Antialiasing);
        s.fillRect(rect(), palette().window());
        Diagram d = running_->still();
        dress(d);
        painter_->paint(s, boardRect(), d);
    }
    p.drawPixmap(0, 0, still_);
    Diagram before = running_->before, after = running_->after;
    dress(before);
    dress(after);
    const QRectF area = boardRect();
    for (const TurnAnimation::Fade& f : running_->fades) {
        const QPointF at = painter_->squareCentre(f.at, area, before);
        if (at.isNull()) continue;
        p.setOpacity(TurnAnimation::fadeOpacity(progress));
        painter_->paintPiece(p, area, after, f.token, at);
    }
    for (const TurnAnimation::Flight& f : running_->flights) {
        const QPointF from = painter_->squareCentre(f.from, area, before);
        const QPointF to = painter_->squareCentre(f.to, area, after);
        if (from.isNull() || to.isNull()) continue;
        p.setOpacity(TurnAnimation::flightOpacity(f, progress));
        painter_->paintPiece(p, area, after, f.token, from + (to - from) * progress);
    }
    p.setOpacity(1);
}

void BoardView::paintDragged(QPainter& p, Diagram d) {
    QString token;
    for (DiagramSquare& s : d.squares)
        if (drag_.held().kind == DiagramHit::Kind::Square && s.id == drag_.held().squareId)
            token = std::exchange(s.piece, QString());
    painter_->paint(p, boardRect(), d);
    if (!token.isEmpty()) painter_->paintPiece(p, boardRect(), d, token, pointer_);
}

void BoardView::click(const DiagramHit& hit) {
    // A choice the click raises pops up here, not in another view of the same model.
    clickedHere_ = true;
    sendHit(*model_, hit);
    clickedHere_ = false;
}

void BoardView::mousePressEvent(QMouseEvent* event) {
    if (painter_ && event->button() == Qt::RightButton) {
        drag_.cancel();
        draggingPiece_ = false;
        annotations_.press(hitAt(event->position()));
        pointer_ = event->position();
        return;
    }
    annotations_.cancel();
    if (!painter_ || event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    pressAt_ = pointer_ = event->position();
    draggingPiece_ = false;
    drag_.press(hitAt(event->position()));
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    if (drag_.holding() && (event->buttons() & Qt::LeftButton)) {
        pointer_ = event->position();
        if ((pointer_ - pressAt_).manhattanLength() >= QApplication::startDragDistance())
            draggingPiece_ = true;
        if (draggingPiece_) update();
        return;
    }
    if (annotations_.drawingFrom() < 0) return QWidget::mouseMoveEvent(event);
    pointer_ = event->position();
    update();
}

void BoardView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton && drag_.holding()) {
        drag_.release(hitAt(event->position()), std::exchange(draggingPiece_, false));
        update();
        return;
    }
    if (event->button() != Qt::RightButton || annotations_.drawingFrom() < 0)
        return QWidget::mouseReleaseEvent(event);
    annotations_.release(hitAt(event->position()), event->modifiers());
    update();
}

void BoardView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    placeSideBar();
    placeTokens(true);
}

void BoardView::placeTokens(bool resized) {
    if (!painter_ || tokens_->count() == 0) {
        tokensAt_.clear();
        return;
    }
    const Diagram d = diagram();
    const qreal side = painter_->squareSize(boardRect(), d);
    QString at;
    QPointF centre;
    QVector<QPointF> targets;
    // The squares' own area: the coordinates around it (the file letters under the board) stay
    // in sight.
    QRectF squares;
    for (const DiagramSquare& s : d.squares) {
        const QPointF c = painter_->squareCentre(s.name, boardRect(), d);
        if (c.isNull()) continue;
        squares |= QRectF(c - QPointF(side / 2, side / 2), QSizeF(side, side));
        if (s.selected) centre = c, at = s.name;
        if (s.target) targets << c;
    }
    // Picking a token narrows the targets: the strip stays where it is.
    if (centre.isNull() || (at == tokensAt_ && !resized)) return;
    tokensAt_ = at;
    tokens_->setTokenSize(int(side * 0.8));
    // Above or below the stack (centred on it, or flush with its left or right edge), then
    // one square further off each time, or beside it: the nearest place that covers the
    // fewest targets, kept inside the squares' area and never over the stack.
    const QSizeF size = tokens_->size();
    const qreal gap = side / 2 + 4;
    QList<QPointF> corners;
    for (int k = 0; k < 5; ++k)
        for (const qreal top :
             {centre.y() - gap - size.height() - k * side, centre.y() + gap + k * side})
            for (const qreal left : {centre.x() - size.width() / 2, centre.x() - side / 2,
                                     centre.x() + side / 2 - size.width()})
                corners.push_back({left, top});
    corners.push_back({centre.x() + gap, centre.y() - size.height() / 2});
    corners.push_back({centre.x() - gap - size.width(), centre.y() - size.height() / 2});
    QRectF best;
    int fewest = INT_MAX;
    for (const QPointF& corner : corners) {
        QRectF r(corner, size);
        r.moveLeft(std::clamp(r.left(), squares.left(),
                              std::max(squares.left(), squares.right() - r.width())));
        r.moveTop(std::clamp(r.top(), squares.top(),
                             std::max(squares.top(), squares.bottom() - r.height())));
        if (r.adjusted(-side / 2, -side / 2, side / 2, side / 2).contains(centre)) continue;
        const int covered = int(std::count_if(targets.begin(), targets.end(),
                                              [&r](const QPointF& t) { return r.contains(t); }));
        if (covered < fewest) fewest = covered, best = r;
    }
    tokens_->move(best.topLeft().toPoint());
    tokens_->raise();
}

void BoardView::showChoices(const QStringList& labels) {
    draggingPiece_ = false;
    if (clickedHere_) popUpChoices(this, model_, labels);
}

} // namespace trellis
