#pragma once
// The 3D board as the rest of the application sees it: a widget over a PositionModel with a
// camera, picking and render capture. The only implementation today uses Qt 3D; this small
// interface is what would stay if it moved to Qt Quick 3D (Qt 3D is deprecated from Qt 6.8).
#include "DiagramPainter.h"
#include "OrbitCamera.h"

#include <QImage>
#include <QWidget>

#include <functional>

namespace trellis {

class PositionModel;
class BoardScene;

class Viewport : public QWidget {
    Q_OBJECT

  public:
    using QWidget::QWidget;
    using Preset = OrbitCamera::Preset;

    // Camera: presets and reset move smoothly; orbit/zoom are what mouse and keys do.
    virtual void setCameraPreset(Preset preset, bool smooth = true) = 0;
    virtual void resetCamera() = 0;
    virtual void orbit(float yawDegrees, float pitchDegrees) = 0;
    virtual void zoom(float factor) = 0;
    virtual CameraPose cameraPose() const = 0;
    // Turn animations on or off (off: changes show at once), and how long they take against
    // the usual (2: twice as long).
    virtual void setAnimated(bool animated) = 0;
    virtual void setAnimationScale(qreal scale) = 0;
    // The squares' colours of the chess and Tri-D boards (Settings > Appearance).
    virtual void setBoardColours(const BoardColours& colours) = 0;
    virtual BoardColours boardColours() const = 0;
    // The multisampling (antialiasing) samples the picture was asked for, fixed when the view
    // is made (createViewport): 0 (none), 2, 4 or 8.
    virtual int antialiasing() const = 0;

    // Picking: what a point of the widget shows, where a square (the middle of its piece) is on
    // the widget (a null point when off screen), and the click a user would make there.
    virtual DiagramHit hitAt(const QPointF& point) const = 0;
    virtual QPointF squareOnScreen(int squareId) const = 0;
    virtual void clickAt(const QPointF& point) = 0;
    // Clicks (left or right, not drags) go to `handler` first; what it takes (returns true
    // for) the model never sees. The position editor's 3D board edits this way.
    using ClickHandler = std::function<bool(const DiagramHit& hit, Qt::MouseButton button)>;
    virtual void setClickHandler(ClickHandler handler) = 0;

    // Renders the next frame into an image and hands it to done (asynchronously).
    virtual void capture(std::function<void(const QImage&)> done) = 0;
    // Renders the scene as the camera sees it into an image of `size` (any size the graphics
    // card allows, larger than the widget or the screen too) without touching the window, and
    // hands it to done (asynchronously; a null image when it could not be made).
    virtual void captureAt(const QSize& size, std::function<void(const QImage&)> done) = 0;
    // Frames drawn so far (the frame-rate benchmark divides them by time).
    virtual qint64 framesRendered() const = 0;
    // Draw continuously (benchmark) or only when something changes (default).
    virtual void setContinuousRendering(bool on) = 0;
    // Whether the picture is now drawn as while the camera moves: lighter (one sample, lit per
    // vertex, lighter meshes) for the frame rate. Still, it is drawn in full (for tests).
    virtual bool drawsMoving() const = 0;
    // The next moving frame as the window shows it, into an image (for tests; capture always
    // draws the still picture). It waits while the camera is still.
    virtual void captureMoving(std::function<void(const QImage&)> done) = 0;
    // The scene now shown (for tests); null before the first position.
    virtual const BoardScene* scene() const = 0;

  signals:
    void frameRendered();
};

// True when this platform can show the 3D view (an OpenGL context can be made).
bool viewportSupported();
// The Qt 3D viewport over model, its picture multisampled with `antialiasing` samples.
constexpr int kDefaultAntialiasing = 4;
Viewport* createViewport(PositionModel* model, QWidget* parent = nullptr,
                         int antialiasing = kDefaultAntialiasing);

} // namespace trellis
