#pragma once
// When Qt 3D draws. Left alone, its aspect engine steps a frame on every tick of the animation
// timer, about 60 a second for as long as the window lives, though nothing changed: each step
// runs the aspects' jobs even when the renderer then skips the drawing (the idle studio spent
// 2.8 % of a core on it, a laptop its battery). The clock takes the engine into manual mode and
// steps it at the screen's pace only while the picture may change: after wake() (an input, an
// animation step, a model change, a resize, a capture) it runs on for a short while, so that
// what Qt 3D finishes over the next frames (uploaded textures, captures) lands, then stops.
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace Qt3DCore {
class QAspectEngine;
}
namespace Qt3DExtras {
class Qt3DWindow;
}

namespace trellis {

class FrameClock : public QObject {
  public:
    // Drives window's engine once the window has shown (its engine starts then).
    FrameClock(Qt3DExtras::Qt3DWindow* window, QObject* parent);

    // Something changed: step frames for a while from now.
    void wake();
    // Never stop while on (benchmarks; a capture waiting for its frame).
    void setContinuous(bool on);
    void setHeld(bool held);
    // Whether frames are being stepped (for tests).
    bool running() const;

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void adoptEngine();
    void step();

    Qt3DExtras::Qt3DWindow* window_;
    QPointer<Qt3DCore::QAspectEngine> engine_;
    QTimer ticker_;
    QElapsedTimer sinceWake_;
    int framesSinceWake_ = 0;
    bool continuous_ = false, held_ = false, stepping_ = false;
};

} // namespace trellis
