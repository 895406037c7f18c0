#pragma once
// The materials of the 3D scenes: a single directional key light with ambient fill and a Blinn
// highlight, colour from a uniform, from each vertex or from a texture. Qt 3D's stock materials
// loop over every light per pixel; this fixed shader is cheaper in software rendering (Mesa
// llvmpipe), where the pixel shader is most of a frame.
//
// Each material draws in two shadings, each a render pass with a filter key the frame graph
// selects by: lit per pixel (the still picture) and lit per vertex (while the camera moves,
// where software rendering needs a cheap pixel shader to keep its frame rate).
//
// Two shader programs per colour source (uniform, vertex, texture), each in two effects (opaque
// and blended), live as long as the viewport and every material of every scene shares them:
// compiled once, and a variant switch adds no program.
#include <QColor>
#include <Qt3DCore/QNode>

namespace Qt3DRender {
class QAbstractTexture;
class QEffect;
class QMaterial;
class QShaderProgram;
class QTechnique;
} // namespace Qt3DRender

namespace trellis {

class SceneMaterials : public Qt3DCore::QNode {
  public:
    // The render passes' filter key and its values, one per shading.
    static constexpr const char* kShadingKey = "shading";
    static constexpr const char* kStillShading = "pixel";
    static constexpr const char* kMovingShading = "vertex";

    explicit SceneMaterials(Qt3DCore::QNode* parent);

    // A lit material with one colour; alpha below 255 blends (such entities need the
    // transparent layer).
    Qt3DRender::QMaterial* solid(const QColor& colour, float shininess, Qt3DCore::QNode* parent,
                                 float specular = 0.25f) const;
    // A lit material taking each vertex's colour.
    Qt3DRender::QMaterial* vertexColour(Qt3DCore::QNode* parent) const;
    // A lit material showing texture (which the material's parent should own).
    Qt3DRender::QMaterial* textured(Qt3DRender::QAbstractTexture* texture, float shininess,
                                    float specular, Qt3DCore::QNode* parent) const;

  private:
    enum class Source { Uniform, Vertex, Texture };
    Qt3DRender::QMaterial* create(Source source, const QColor& colour, float shininess,
                                  float specular, Qt3DCore::QNode* parent) const;
    struct Programs {
        Qt3DRender::QShaderProgram *still, *moving;
    };
    Qt3DRender::QEffect* createEffect(const Programs& programs, bool blended);
    static void addPass(Qt3DRender::QTechnique* technique, Qt3DRender::QShaderProgram* program,
                        const char* shading, bool blended);

    static constexpr int kSources = 3;
    Qt3DRender::QEffect* opaque_[kSources] = {};
    Qt3DRender::QEffect* blended_[kSources] = {};
};

} // namespace trellis
