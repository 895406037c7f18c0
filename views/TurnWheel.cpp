#include "TurnWheel.h"

#include "GameModel.h"

#include <QWheelEvent>

namespace trellis {

bool TurnWheel::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::Wheel) return QObject::eventFilter(watched, event);
    constexpr int kNotch = 120;
    const auto* wheel = static_cast<QWheelEvent*>(event);
    if (wheel->modifiers() != Qt::NoModifier) return false; // Ctrl+wheel zooms the move list
    pending_ += wheel->angleDelta().y();
    for (; pending_ >= kNotch; pending_ -= kNotch) game_->goBack();
    for (; pending_ <= -kNotch; pending_ += kNotch) game_->goForward();
    return true;
}

} // namespace trellis
