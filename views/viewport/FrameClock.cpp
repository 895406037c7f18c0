#include "FrameClock.h"

#include <QEvent>
#include <QScreen>
#include <Qt3DCore/QAspectEngine>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QCamera>

#include <algorithm>
#include <cmath>

namespace trellis {

namespace {

// How long the frames go on after the last change. A change reaches the picture in the frame
// after it; a texture or a render capture takes one or two more. Both limits must pass: under
// load a frame can take longer than the time alone would allow for.
constexpr int kAwakeMs = 600;
constexpr int kAwakeFrames = 5;

// The window's engine: Qt3DWindow makes it its scene root's QObject parent when it first shows
// (it offers no accessor). Null before that.
Qt3DCore::QAspectEngine* engineOf(Qt3DExtras::Qt3DWindow* window) {
    for (QObject* o = window->camera(); o; o = o->parent())
        if (auto* engine = qobject_cast<Qt3DCore::QAspectEngine*>(o)) return engine;
    return nullptr;
}

} // namespace

FrameClock::FrameClock(Qt3DExtras::Qt3DWindow* window, QObject* parent)
    : QObject(parent), window_(window) {
    ticker_.setTimerType(Qt::PreciseTimer);
    connect(&ticker_, &QTimer::timeout, this, &FrameClock::step);
    window_->installEventFilter(this);
    sinceWake_.start();
}

bool FrameClock::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window_) {
        switch (event->type()) {
        case QEvent::Show:
            // The window starts its engine after this filter, in its own showEvent.
            if (!engine_) QTimer::singleShot(0, this, &FrameClock::adoptEngine);
            wake();
            break;
        case QEvent::Expose:
        case QEvent::UpdateRequest:
        case QEvent::Resize:
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonRelease:
        case QEvent::MouseMove:
        case QEvent::Wheel:
        case QEvent::KeyPress:
        case QEvent::KeyRelease:
        case QEvent::FocusIn:
        case QEvent::FocusOut:
            wake();
            break;
        default:
            break;
        }
    }
    return QObject::eventFilter(watched, event);
}

void FrameClock::adoptEngine() {
    engine_ = engineOf(window_);
    // Unknown to this Qt version's Qt3DWindow: the engine keeps stepping on its own.
    if (!engine_) return;
    // The engine's own loop stops after the step it has started.
    engine_->setRunMode(Qt3DCore::QAspectEngine::Manual);
    const qreal rate = window_->screen() ? window_->screen()->refreshRate() : 60;
    ticker_.setInterval(int(std::floor(1000 / std::clamp<qreal>(rate, 30, 240))));
    wake();
}

void FrameClock::wake() {
    sinceWake_.restart();
    framesSinceWake_ = 0;
    if (engine_ && !ticker_.isActive()) ticker_.start();
}

void FrameClock::setContinuous(bool on) {
    continuous_ = on;
    wake();
}

void FrameClock::setHeld(bool held) {
    held_ = held;
    wake();
}

bool FrameClock::running() const {
    return !engine_ || ticker_.isActive();
}

void FrameClock::step() {
    // A slot run from inside a frame (a capture's answer, a frame counter) can spin an event
    // loop: the engine must not be stepped again from there.
    if (stepping_ || !engine_) return;
    stepping_ = true;
    engine_->processFrame();
    stepping_ = false;
    ++framesSinceWake_;
    const bool settled = framesSinceWake_ >= kAwakeFrames && sinceWake_.elapsed() >= kAwakeMs;
    if (settled && !continuous_ && !held_) ticker_.stop();
}

} // namespace trellis
