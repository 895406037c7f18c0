#pragma once
// The 3D view's frame graph: how a frame reaches the window.
//
// The window itself has one sample a pixel. A multisampled window costs software rendering
// (Mesa's llvmpipe) a resolve of every pixel at every swap, moving frames included: at 1280x800
// that was half of a moving frame. So:
// - at rest, the scene is drawn into a multisampled target, lit per pixel, and resolved into
//   the window by a blit: the antialiased picture, as the window's own samples drew it;
// - while the camera moves, it is drawn straight into the window, lit per vertex (the two
//   shadings of SceneMaterials): software rendering pays for every pixel's shader;
// - for captureAt, pictures of any size through a camera of their own, off until asked for.
// Each picture draws the opaque parts first, then the see-through boards over them, farthest
// first.
#include <QColor>
#include <QSize>

namespace Qt3DCore {
class QEntity;
}
namespace Qt3DExtras {
class Qt3DWindow;
}
namespace Qt3DRender {
class QBlitFramebuffer;
class QCamera;
class QClearBuffers;
class QFrameGraphNode;
class QLayer;
class QRenderCapture;
class QRenderTarget;
class QRenderTargetSelector;
class QSubtreeEnabler;
class QAbstractTexture;
} // namespace Qt3DRender

namespace trellis {

class ViewportFrameGraph {
  public:
    // Gives window a single-sampled surface (call before it is first shown) and makes the
    // frame graph, its root entity's nodes under root; samples is the still picture's
    // antialiasing (0 or 1: none).
    ViewportFrameGraph(Qt3DExtras::Qt3DWindow* window, Qt3DCore::QEntity* root, int samples);

    // Entities in this layer are drawn after the opaque ones, blended, farthest first.
    Qt3DRender::QLayer* transparentLayer() const { return transparent_; }
    void setBackground(const QColor& colour);
    // The window's size in pixels: every target that covers it follows.
    void setWindowSize(const QSize& pixels);
    void setMoving(bool moving);
    bool moving() const;
    int samples() const { return samples_; }

    // The window's picture at rest, and while moving.
    Qt3DRender::QRenderCapture* stillCapture() const { return stillCapture_; }
    Qt3DRender::QRenderCapture* movingCapture() const { return movingCapture_; }

    // The offscreen picture: drawn through offscreenCamera() at size while enabled.
    Qt3DRender::QCamera* offscreenCamera() const { return offscreenCamera_; }
    Qt3DRender::QRenderCapture* offscreenCapture() const { return offscreenCapture_; }
    void setOffscreenSize(const QSize& size);
    void setOffscreenEnabled(bool on);

  private:
    struct Target {
        Qt3DRender::QRenderTargetSelector* selector; // the passes drawing into target go under it
        Qt3DRender::QRenderTarget* target;
        Qt3DRender::QAbstractTexture *colour, *depth;
    };
    struct Passes {
        Qt3DRender::QClearBuffers* clear;
        Qt3DRender::QRenderCapture* capture;
    };
    static Target addTarget(Qt3DRender::QFrameGraphNode* parent, int samples);
    Passes addPasses(Qt3DRender::QFrameGraphNode* parent, Qt3DRender::QCamera* camera,
                     const char* shading);
    Qt3DRender::QRenderCapture* addWindowCapture(Qt3DRender::QFrameGraphNode* parent);
    void buildStillBranch(Qt3DRender::QFrameGraphNode* parent);
    void buildMovingBranch(Qt3DRender::QFrameGraphNode* parent);
    void buildOffscreenBranch(Qt3DRender::QFrameGraphNode* parent, Qt3DCore::QEntity* root);

    Qt3DExtras::Qt3DWindow* window_;
    int samples_;
    Qt3DRender::QLayer* transparent_;
    QSize windowSize_;

    Qt3DRender::QSubtreeEnabler* still_ = nullptr;
    Target stillTarget_{};
    Qt3DRender::QBlitFramebuffer* resolve_ = nullptr;
    Qt3DRender::QClearBuffers* stillClear_ = nullptr;
    Qt3DRender::QRenderCapture* stillCapture_ = nullptr;

    Qt3DRender::QSubtreeEnabler* moving_ = nullptr;
    Qt3DRender::QClearBuffers* movingClear_ = nullptr;
    Qt3DRender::QRenderCapture* movingCapture_ = nullptr;

    Qt3DRender::QSubtreeEnabler* offscreen_ = nullptr;
    Target offscreenTarget_{};
    Qt3DRender::QCamera* offscreenCamera_ = nullptr;
    Qt3DRender::QClearBuffers* offscreenClear_ = nullptr;
    Qt3DRender::QRenderCapture* offscreenCapture_ = nullptr;
};

} // namespace trellis
