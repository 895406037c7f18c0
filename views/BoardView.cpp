#include "BoardView.h"

#include "BoardClicks.h"
#include "DiagramSource.h"
#include "PositionModel.h"

#include <QMouseEvent>
#include <QPainter>

namespace trellis {

BoardView::BoardView(PositionModel* model, QWidget* parent) : QWidget(parent), model_(model) {
    setMinimumSize(320, 240);
    setMouseTracking(true);
    auto repaint = [this] { update(); };
    connect(model_, &PositionModel::positionChanged, this, [this] {
        variantMaybeChanged();
        update();
    });
    connect(model_, &PositionModel::selectionChanged, this, repaint);
    connect(model_, &PositionModel::arrowsChanged, this, repaint);
    connect(model_, &QAbstractItemModel::dataChanged, this, repaint);
    connect(model_, &QAbstractItemModel::modelReset, this, repaint);
    connect(model_, &PositionModel::choiceRequested, this, &BoardView::showChoices);
    variantMaybeChanged();
}

BoardView::~BoardView() = default;

void BoardView::variantMaybeChanged() {
    if (model_->variantId() == variant_ && painter_) return;
    variant_ = model_->variantId();
    painter_ = createDiagramPainter(variant_);
}

void BoardView::setFlipped(bool flipped) {
    flipped_ = flipped;
    update();
}

Diagram BoardView::diagram() const {
    Diagram d = diagramOf(*model_);
    d.flipped = flipped_;
    return d;
}

QRectF BoardView::boardRect() const {
    return QRectF(rect()).adjusted(8, 8, -8, -8);
}

QPointF BoardView::squareCentre(const QString& name) const {
    return painter_ ? painter_->squareCentre(name, boardRect(), diagram()) : QPointF();
}

DiagramHit BoardView::hitAt(const QPointF& point) const {
    return painter_ ? painter_->hitTest(point, boardRect(), diagram()) : DiagramHit{};
}

void BoardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().window());
    if (painter_) painter_->paint(p, boardRect(), diagram());
}

void BoardView::mousePressEvent(QMouseEvent* event) {
    if (!painter_ || event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    const DiagramHit hit = hitAt(event->position());
    // A choice the click raises pops up here, not in another view of the same model.
    clickedHere_ = true;
    sendHit(*model_, hit);
    clickedHere_ = false;
}

void BoardView::showChoices(const QStringList& labels) {
    if (clickedHere_) popUpChoices(this, model_, labels);
}

} // namespace trellis
