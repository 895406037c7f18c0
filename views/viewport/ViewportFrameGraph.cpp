#include "ViewportFrameGraph.h"

#include "SceneMaterials.h"

#include <Qt3DCore/QEntity>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QBlitFramebuffer>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QCameraSelector>
#include <Qt3DRender/QClearBuffers>
#include <Qt3DRender/QFilterKey>
#include <Qt3DRender/QLayer>
#include <Qt3DRender/QLayerFilter>
#include <Qt3DRender/QNoDraw>
#include <Qt3DRender/QRenderCapture>
#include <Qt3DRender/QRenderPassFilter>
#include <Qt3DRender/QRenderSurfaceSelector>
#include <Qt3DRender/QRenderTarget>
#include <Qt3DRender/QRenderTargetOutput>
#include <Qt3DRender/QRenderTargetSelector>
#include <Qt3DRender/QSortPolicy>
#include <Qt3DRender/QSubtreeEnabler>
#include <Qt3DRender/QTexture>
#include <Qt3DRender/QViewport>

#include <QSurfaceFormat>

namespace trellis {

namespace {

// A texture of target the frame graph draws into, sized later; multisampled when samples > 1.
Qt3DRender::QAbstractTexture* addTexture(Qt3DRender::QRenderTarget* target,
                                         Qt3DRender::QRenderTargetOutput::AttachmentPoint point,
                                         Qt3DRender::QAbstractTexture::TextureFormat format,
                                         int samples) {
    using namespace Qt3DRender;
    auto* output = new QRenderTargetOutput(target);
    output->setAttachmentPoint(point);
    QAbstractTexture* texture = nullptr;
    if (samples > 1) {
        texture = new QTexture2DMultisample(output);
        texture->setSamples(samples);
    } else {
        texture = new QTexture2D(output);
    }
    texture->setFormat(format);
    texture->setSize(64, 64);
    texture->setGenerateMipMaps(false);
    output->setTexture(texture);
    target->addOutput(output);
    return texture;
}

void resize(Qt3DRender::QAbstractTexture* texture, const QSize& size) {
    if (QSize(texture->width(), texture->height()) != size)
        texture->setSize(size.width(), size.height());
}

} // namespace

ViewportFrameGraph::ViewportFrameGraph(Qt3DExtras::Qt3DWindow* window, Qt3DCore::QEntity* root,
                                       int samples)
    : window_(window), samples_(samples), transparent_(new Qt3DRender::QLayer(root)) {
    // Qt 3D's renderer makes its context from the default format, which Qt3DWindow sets to
    // four samples: the window's own format is not enough.
    QSurfaceFormat format = window_->requestedFormat();
    format.setSamples(0);
    window_->setFormat(format);
    QSurfaceFormat::setDefaultFormat(format);

    auto* surface = new Qt3DRender::QRenderSurfaceSelector;
    surface->setSurface(window_);
    buildStillBranch(surface);
    buildMovingBranch(surface);
    buildOffscreenBranch(surface, root);
    window_->setActiveFrameGraph(surface);
}

// The depth has the window's format, 24 bits and 8 of stencil: Qt 3D's blits copy the depth and
// stencil with the colours, which fails on formats that differ.
ViewportFrameGraph::Target ViewportFrameGraph::addTarget(Qt3DRender::QFrameGraphNode* parent,
                                                         int samples) {
    using namespace Qt3DRender;
    auto* selector = new QRenderTargetSelector(parent);
    auto* target = new QRenderTarget(selector);
    QAbstractTexture* colour =
        addTexture(target, QRenderTargetOutput::Color0, QAbstractTexture::RGBA8_UNorm, samples);
    QAbstractTexture* depth =
        addTexture(target, QRenderTargetOutput::DepthStencil, QAbstractTexture::D24S8, samples);
    selector->setTarget(target);
    return {selector, target, colour, depth};
}

// The passes of one picture, under parent, through camera, in one of SceneMaterials' shadings:
// clear, the opaque parts, then the see-through boards over them, farthest first.
ViewportFrameGraph::Passes ViewportFrameGraph::addPasses(Qt3DRender::QFrameGraphNode* parent,
                                                         Qt3DRender::QCamera* camera,
                                                         const char* shading) {
    using namespace Qt3DRender;
    auto* filter = new QRenderPassFilter(parent);
    auto* key = new QFilterKey(filter);
    key->setName(SceneMaterials::kShadingKey);
    key->setValue(shading);
    filter->addMatch(key);
    auto* viewport = new QViewport(filter);
    viewport->setNormalizedRect(QRectF(0, 0, 1, 1));
    auto* cameraSelector = new QCameraSelector(viewport);
    cameraSelector->setCamera(camera);
    // The clear belongs to the opaque pass: one render view less to build every frame.
    auto* clear = new QClearBuffers(cameraSelector);
    clear->setBuffers(QClearBuffers::ColorDepthBuffer);
    auto* opaque = new QLayerFilter(clear);
    opaque->addLayer(transparent_);
    opaque->setFilterMode(QLayerFilter::DiscardAnyMatchingLayers);
    auto* seeThrough = new QLayerFilter(cameraSelector);
    seeThrough->addLayer(transparent_);
    seeThrough->setFilterMode(QLayerFilter::AcceptAnyMatchingLayers);
    auto* sort = new QSortPolicy(seeThrough);
    sort->setSortTypes(QList<QSortPolicy::SortType>{QSortPolicy::BackToFront});
    return {clear, new QRenderCapture(sort)};
}

// A capture of the window after the resolve, as the player sees it. Its leaf binds the window's
// framebuffer again: after a blit Qt 3D 6.4 binds its source again (it notes the binding to
// restore after binding the source to update it), and takes whatever is bound when the next
// frame starts for the window's framebuffer: the next moving frame then drew into the still
// picture's target. A leaf is only submitted when it does something: it clears the window's
// depth (which no one reads before the next frame clears it again) and draws nothing (without
// QNoDraw it would draw the whole scene without a camera).
Qt3DRender::QRenderCapture*
ViewportFrameGraph::addWindowCapture(Qt3DRender::QFrameGraphNode* parent) {
    using namespace Qt3DRender;
    auto* rebind = new QClearBuffers(parent);
    rebind->setBuffers(QClearBuffers::DepthBuffer);
    return new QRenderCapture(new QNoDraw(rebind));
}

void ViewportFrameGraph::buildStillBranch(Qt3DRender::QFrameGraphNode* parent) {
    using namespace Qt3DRender;
    still_ = new QSubtreeEnabler(parent);
    stillTarget_ = addTarget(still_, samples_);
    const Passes passes =
        addPasses(stillTarget_.selector, window_->camera(), SceneMaterials::kStillShading);
    stillClear_ = passes.clear;
    // Resolves the samples into the window (no destination: the window's own framebuffer).
    resolve_ = new QBlitFramebuffer(still_);
    resolve_->setSource(stillTarget_.target);
    // Qt 3D 6.4 passes Linear as GL_NEAREST (and Nearest as GL_LINEAR), and it blits the depth
    // and stencil too, which only GL_NEAREST may: this asks for GL_NEAREST.
    resolve_->setInterpolationMethod(QBlitFramebuffer::Linear);
    stillCapture_ = addWindowCapture(still_);
}

// Straight into the window, one sample, lit per vertex (SceneMaterials): software rendering
// pays for every pixel's shader. Measured at 1280x800 against the scene drawn at half the width
// and height and stretched over the window (which the blit alone cost 12 ms of CPU a frame),
// this takes about the same time and shows every pixel.
void ViewportFrameGraph::buildMovingBranch(Qt3DRender::QFrameGraphNode* parent) {
    using namespace Qt3DRender;
    moving_ = new QSubtreeEnabler(parent);
    moving_->setEnabled(false);
    const Passes passes = addPasses(moving_, window_->camera(), SceneMaterials::kMovingShading);
    movingClear_ = passes.clear;
    movingCapture_ = passes.capture;
}

void ViewportFrameGraph::buildOffscreenBranch(Qt3DRender::QFrameGraphNode* parent,
                                              Qt3DCore::QEntity* root) {
    using namespace Qt3DRender;
    // A disabled frame graph node only drops its own effect, its leaves still draw: a subtree
    // enabler turns the whole branch off (otherwise every frame drew the scene twice).
    offscreen_ = new QSubtreeEnabler(parent);
    offscreen_->setEnabled(false);
    offscreenTarget_ = addTarget(offscreen_, 1);
    offscreenCamera_ = new QCamera(root);
    const Passes passes =
        addPasses(offscreenTarget_.selector, offscreenCamera_, SceneMaterials::kStillShading);
    offscreenClear_ = passes.clear;
    offscreenCapture_ = passes.capture;
}

void ViewportFrameGraph::setBackground(const QColor& colour) {
    stillClear_->setClearColor(colour);
    movingClear_->setClearColor(colour);
    offscreenClear_->setClearColor(colour);
}

void ViewportFrameGraph::setWindowSize(const QSize& pixels) {
    if (pixels.isEmpty() || pixels == windowSize_) return;
    windowSize_ = pixels;
    resize(stillTarget_.colour, pixels);
    resize(stillTarget_.depth, pixels);
    const QRectF whole(QPointF(0, 0), QSizeF(pixels));
    resolve_->setSourceRect(whole);
    resolve_->setDestinationRect(whole);
}

void ViewportFrameGraph::setMoving(bool moving) {
    still_->setEnabled(!moving);
    moving_->setEnabled(moving);
}

bool ViewportFrameGraph::moving() const {
    return moving_->isEnabled();
}

void ViewportFrameGraph::setOffscreenSize(const QSize& size) {
    resize(offscreenTarget_.colour, size);
    resize(offscreenTarget_.depth, size);
}

void ViewportFrameGraph::setOffscreenEnabled(bool on) {
    offscreen_->setEnabled(on);
}

} // namespace trellis
