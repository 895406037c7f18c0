#include "BoardView.h"

#include "DiagramSource.h"
#include "PositionModel.h"

#include <QMenu>
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
    if (hit.kind == DiagramHit::Kind::Square)
        model_->clickSquare(hit.squareId);
    else if (hit.kind == DiagramHit::Kind::Board)
        model_->clickBoard(hit.pin);
    clickedHere_ = false;
}

void BoardView::showChoices(const QStringList& labels) {
    if (!clickedHere_) return;
    // Not modal: the menu answers through its actions, and closing it unchosen cancels.
    auto* menu = new QMenu(this);
    menu->setObjectName("choiceMenu");
    menu->setAttribute(Qt::WA_DeleteOnClose);
    for (int i = 0; i < labels.size(); ++i)
        connect(menu->addAction(labels[i]), &QAction::triggered, this,
                [this, i] { model_->choose(i); });
    connect(menu, &QMenu::aboutToHide, model_, [model = model_] {
        QMetaObject::invokeMethod(
            model, [model] { model->cancelChoice(); }, Qt::QueuedConnection);
    });
    menu->popup(QCursor::pos());
}

} // namespace trellis
