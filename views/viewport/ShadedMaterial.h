#pragma once
// The one material of the 3D scene: a single directional key light with ambient fill and a
// Blinn highlight, colour from a uniform, from each vertex or from a texture. Qt 3D's stock
// materials loop over every light per pixel; this fixed shader is cheaper in software rendering
// (Mesa llvmpipe), where the pixel shader is most of a frame.
#include <QColor>
#include <Qt3DRender/QMaterial>

namespace Qt3DRender {
class QAbstractTexture;
}

namespace trellis {

class ShadedMaterial : public Qt3DRender::QMaterial {
  public:
    enum class Source { Uniform, Vertex, Texture };

    // colour's alpha below 255 blends (such entities belong in the transparent layer).
    ShadedMaterial(Source source, const QColor& colour, float shininess, float specular,
                   Qt3DCore::QNode* parent = nullptr);
    void setTexture(Qt3DRender::QAbstractTexture* texture);
};

} // namespace trellis
