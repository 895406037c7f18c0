#include "UpscaleQuad.h"

#include <Qt3DCore/QEntity>
#include <Qt3DExtras/QPlaneMesh>
#include <Qt3DRender/QAbstractTexture>
#include <Qt3DRender/QCullFace>
#include <Qt3DRender/QDepthTest>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QGraphicsApiFilter>
#include <Qt3DRender/QLayer>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QNoDepthMask>
#include <Qt3DRender/QParameter>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QShaderProgram>
#include <Qt3DRender/QTechnique>

namespace trellis {

namespace {

// The plane's corners (x and z from -1 to 1) are the viewport's corners in clip space, so
// neither the camera nor the entity's transform matters.
const char* kVertexShader = R"(#version 330 core
in vec3 vertexPosition;
void main() {
    gl_Position = vec4(vertexPosition.x, vertexPosition.z, 0.0, 1.0);
}
)";

// Each texel of the picture covers `reduction` by `reduction` pixels of the window; both count
// rows from the bottom. A fetch by integer position is the cheapest read in software rendering
// (bilinear filtering of the whole window cost llvmpipe about 3 ms of every frame).
const char* kFragmentShader = R"(#version 330 core
out vec4 fragColor;
uniform sampler2D picture;
uniform int reduction;
void main() {
    fragColor = vec4(texelFetch(picture, ivec2(gl_FragCoord.xy) / reduction, 0).rgb, 1.0);
}
)";

Qt3DRender::QMaterial* upscaleMaterial(Qt3DRender::QAbstractTexture* picture, int reduction,
                                       Qt3DCore::QNode* parent) {
    using namespace Qt3DRender;
    auto* material = new QMaterial(parent);
    auto* effect = new QEffect(material);
    auto* technique = new QTechnique(effect);
    technique->graphicsApiFilter()->setApi(QGraphicsApiFilter::OpenGL);
    technique->graphicsApiFilter()->setProfile(QGraphicsApiFilter::CoreProfile);
    technique->graphicsApiFilter()->setMajorVersion(3);
    technique->graphicsApiFilter()->setMinorVersion(3);
    auto* pass = new QRenderPass(technique);
    auto* program = new QShaderProgram(pass);
    program->setVertexShaderCode(kVertexShader);
    program->setFragmentShaderCode(kFragmentShader);
    pass->setShaderProgram(program);
    // Drawn over whatever the window held, from either side.
    auto* depth = new QDepthTest(pass);
    depth->setDepthFunction(QDepthTest::Always);
    pass->addRenderState(depth);
    pass->addRenderState(new QNoDepthMask(pass));
    auto* cull = new QCullFace(pass);
    cull->setMode(QCullFace::NoCulling);
    pass->addRenderState(cull);
    technique->addRenderPass(pass);
    effect->addTechnique(technique);
    material->setEffect(effect);
    material->addParameter(new QParameter("picture", picture, material));
    material->addParameter(new QParameter("reduction", reduction, material));
    return material;
}

} // namespace

Qt3DCore::QEntity* createUpscaleQuad(Qt3DCore::QEntity* parent, Qt3DRender::QLayer* layer,
                                     Qt3DRender::QAbstractTexture* picture, int reduction) {
    auto* entity = new Qt3DCore::QEntity(parent);
    auto* mesh = new Qt3DExtras::QPlaneMesh(entity);
    mesh->setWidth(2);
    mesh->setHeight(2);
    mesh->setMeshResolution(QSize(2, 2));
    entity->addComponent(mesh);
    entity->addComponent(upscaleMaterial(picture, reduction, entity));
    entity->addComponent(layer);
    return entity;
}

} // namespace trellis
