#pragma once
// Viewport on Qt 3D: a Qt3DWindow in a window container, its frame graph (ViewportFrameGraph),
// a directional light, an orbit camera driven by mouse and keys, and a BoardScene. While the
// camera moves, the frame graph draws a lighter picture (lit per vertex, lighter meshes); once the
// camera has been still for a moment, the full picture again.
#include "PieceDrag.h"
#include "Viewport.h"

#include <QPointer>
#include <QTimer>
#include <QVariantAnimation>

#include <memory>

namespace Qt3DCore {
class QEntity;
}
namespace Qt3DExtras {
class Qt3DWindow;
}
namespace trellis {

class FrameClock;
class SceneMaterials;
class ViewportFrameGraph;

class Qt3DViewport : public Viewport {
    Q_OBJECT

  public:
    explicit Qt3DViewport(PositionModel* model, QWidget* parent = nullptr,
                          int antialiasing = kDefaultAntialiasing);
    ~Qt3DViewport() override;

    void setCameraPreset(Preset preset, bool smooth = true) override;
    void resetCamera() override;
    void orbit(float yawDegrees, float pitchDegrees) override;
    void zoom(float factor) override;
    CameraPose cameraPose() const override { return camera_.pose(); }
    void setAnimated(bool animated) override;
    void setAnimationScale(qreal scale) override;
    void setBoardColours(const BoardColours& colours) override;
    BoardColours boardColours() const override { return colours_; }
    int antialiasing() const override;

    DiagramHit hitAt(const QPointF& point) const override;
    QPointF squareOnScreen(int squareId) const override;
    void clickAt(const QPointF& point) override;
    void setClickHandler(ClickHandler handler) override { clickHandler_ = std::move(handler); }

    void capture(std::function<void(const QImage&)> done) override;
    void captureAt(const QSize& size, std::function<void(const QImage&)> done) override;
    qint64 framesRendered() const override { return frames_; }
    void setContinuousRendering(bool on) override;
    const BoardScene* scene() const override { return scene_.get(); }
    bool drawsMoving() const override;
    void captureMoving(std::function<void(const QImage&)> done) override;
    QSize sizeHint() const override { return {900, 640}; }

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    // The camera moved: draw the moving picture until it has been still for a moment.
    void startMoving();
    void stopMoving();
    void drawMoving(bool moving);
    void rebuildScene();
    void captureAsked();
    void captureAnswered();
    void applyCamera();
    void moveCameraTo(const CameraPose& pose);
    void showChoices(const QStringList& labels);
    void click(const DiagramHit& hit); // sendHit, with choices popping up here
    bool handleMouse(QEvent* event);
    bool handleKey(QKeyEvent* event);
    // The ray under a widget point, in world coordinates.
    std::pair<QVector3D, QVector3D> rayAt(const QPointF& point) const;

    PositionModel* model_;
    Qt3DExtras::Qt3DWindow* window_;
    QWidget* container_;
    Qt3DCore::QEntity* root_;
    Qt3DCore::QEntity* sceneRoot_ = nullptr;
    SceneMaterials* materials_;
    std::unique_ptr<ViewportFrameGraph> frameGraph_;
    QTimer stillTimer_;
    int offscreenPending_ = 0; // captures asked of the offscreen branch, not yet answered
    std::unique_ptr<BoardScene> scene_;
    OrbitCamera camera_;
    QVariantAnimation cameraMove_;
    CameraPose moveFrom_, moveTo_;
    QPointF pressAt_, lastAt_;
    Qt::MouseButtons pressButtons_;
    bool dragging_ = false, clickedHere_ = false, animated_ = true;
    PieceDrag drag_; // a piece dragged instead of the camera (play, not the editor)
    qreal animationScale_ = 1;
    BoardColours colours_ = trellis::boardColours({});
    ClickHandler clickHandler_;
    FrameClock* clock_ = nullptr;
    int pendingCaptures_ = 0;
    qint64 frames_ = 0;
};

} // namespace trellis
