#pragma once
// A quad covering the whole window, showing a picture drawn at a lower resolution, each of its
// texels over a square of pixels: how the viewport shows the scene while it moves (software
// rendering is limited by its pixel count; a quarter of the pixels keeps the frame rate, the
// still picture is drawn at full resolution again).
namespace Qt3DCore {
class QEntity;
}
namespace Qt3DRender {
class QAbstractTexture;
class QLayer;
} // namespace Qt3DRender

namespace trellis {

// A child entity of parent in layer, covering the viewport whatever the camera, showing
// picture (which it does not own), drawn at 1/reduction of the window's width and height: each
// texel covers reduction by reduction pixels. Only a frame graph branch filtering on layer
// should draw it.
Qt3DCore::QEntity* createUpscaleQuad(Qt3DCore::QEntity* parent, Qt3DRender::QLayer* layer,
                                     Qt3DRender::QAbstractTexture* picture, int reduction);

} // namespace trellis
