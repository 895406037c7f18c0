#include "StackTokenStrip.h"

#include "DiagramPainter.h"
#include "PositionModel.h"

#include <QApplication>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <utility>

namespace trellis {

namespace {
constexpr int kPad = 4; // around each token and between the cells
}

StackTokenStrip::StackTokenStrip(PositionModel* model, QWidget* parent)
    : QWidget(parent), model_(model) {
    setObjectName("stackTokens");
    setCursor(Qt::PointingHandCursor);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    connect(model_, &PositionModel::selectionChanged, this, &StackTokenStrip::refresh);
    connect(model_, &PositionModel::positionChanged, this, &StackTokenStrip::refresh);
    refresh();
}

StackTokenStrip::~StackTokenStrip() = default;

void StackTokenStrip::setTokenSize(int pixels) {
    tokenSize_ = std::max(pixels, 16);
    updateGeometry();
    resize(sizeHint());
    update();
}

int StackTokenStrip::count() const {
    return int(model_->stackTokens().size());
}

void StackTokenStrip::refresh() {
    if (model_->variantId() != variant_ || !painter_) {
        variant_ = model_->variantId();
        painter_ = createDiagramPainter(variant_);
    }
    // In a layout (the 3D view) the strip keeps its room while hidden where turns are built
    // step by step (stacks deploy): the picture does not jump when a stack is selected.
    QSizePolicy policy = sizePolicy();
    policy.setRetainSizeWhenHidden(model_->descriptor().stepwiseTurns);
    setSizePolicy(policy);
    setVisible(count() > 0);
    updateGeometry();
    resize(sizeHint());
    update();
}

// A cell is as wide as the token or the longest name, whichever is wider.
int StackTokenStrip::cellWidth() const {
    int width = tokenSize_;
    for (const auto& t : model_->stackTokens())
        width = std::max(width, fontMetrics().horizontalAdvance(t.name) + 2 * kPad);
    return width + 2 * kPad;
}

QSize StackTokenStrip::sizeHint() const {
    const int height = tokenSize_ + fontMetrics().height() + 4 * kPad;
    return {std::max(count(), 1) * cellWidth() + kPad, height};
}

QRect StackTokenStrip::tokenRect(int index) const {
    const int cell = cellWidth();
    return QRect(kPad + index * cell + (cell - tokenSize_) / 2, 2 * kPad, tokenSize_, tokenSize_);
}

int StackTokenStrip::indexAt(const QPoint& point) const {
    const int index = (point.x() - kPad) / cellWidth();
    return point.x() >= kPad && index < count() ? index : -1;
}

void StackTokenStrip::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(palette().mid().color(), 1));
    p.setBrush(palette().window());
    p.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
    const auto tokens = model_->stackTokens();
    const int cell = cellWidth();
    for (int i = 0; i < tokens.size(); ++i) {
        const QRect cellRect(kPad + i * cell, kPad, cell - kPad, height() - 2 * kPad);
        if (i == model_->pickedStackToken()) {
            p.setPen(QPen(palette().highlight().color(), 2));
            p.setBrush(palette().highlight().color().lighter(170));
            p.drawRoundedRect(cellRect, 5, 5);
        }
        if (painter_) painter_->paintToken(p, tokenRect(i), tokens[i].token);
        p.setPen(palette().windowText().color());
        p.drawText(QRect(cellRect.left(), tokenRect(i).bottom() + kPad, cellRect.width(),
                         fontMetrics().height()),
                   Qt::AlignCenter, tokens[i].name);
    }
}

void StackTokenStrip::mousePressEvent(QMouseEvent* event) {
    const int index = indexAt(event->position().toPoint());
    if (event->button() != Qt::LeftButton || index < 0) return QWidget::mousePressEvent(event);
    pressed_ = index;
    pressAt_ = event->position().toPoint();
    dragging_ = false;
    unpick_ = index == model_->pickedStackToken();
    if (!unpick_) model_->pickStackToken(index); // its targets lit at once, for a drag too
}

void StackTokenStrip::mouseMoveEvent(QMouseEvent* event) {
    if (pressed_ < 0 || dragging_ || !(event->buttons() & Qt::LeftButton)) return;
    if ((event->position().toPoint() - pressAt_).manhattanLength() <
        QApplication::startDragDistance())
        return;
    dragging_ = true;
    // The pointer carries the token.
    QPixmap picture(tokenSize_, tokenSize_);
    picture.fill(Qt::transparent);
    if (painter_ && pressed_ < count()) {
        QPainter p(&picture);
        p.setRenderHint(QPainter::Antialiasing);
        painter_->paintToken(p, picture.rect(), model_->stackTokens()[pressed_].token);
    }
    setCursor(QCursor(picture));
}

void StackTokenStrip::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || pressed_ < 0) return QWidget::mouseReleaseEvent(event);
    const int index = std::exchange(pressed_, -1);
    setCursor(Qt::PointingHandCursor);
    if (std::exchange(dragging_, false)) {
        if (!rect().contains(event->position().toPoint()))
            emit dropped(event->globalPosition().toPoint());
    } else if (unpick_ && indexAt(event->position().toPoint()) == index) {
        model_->pickStackToken(index); // a click on the picked token: every target again
    }
}

bool StackTokenStrip::event(QEvent* event) {
    if (event->type() != QEvent::ToolTip) return QWidget::event(event);
    auto* help = static_cast<QHelpEvent*>(event);
    const int index = indexAt(help->pos());
    if (index < 0) {
        QToolTip::hideText();
        return true;
    }
    QToolTip::showText(
        help->globalPos(),
        tr("%1: pick it, then click where it goes").arg(model_->stackTokens()[index].name), this);
    return true;
}

} // namespace trellis
