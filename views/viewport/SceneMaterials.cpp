#include "SceneMaterials.h"

#include <Qt3DRender/QAbstractTexture>
#include <Qt3DRender/QBlendEquation>
#include <Qt3DRender/QBlendEquationArguments>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QFilterKey>
#include <Qt3DRender/QGraphicsApiFilter>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QNoDepthMask>
#include <Qt3DRender/QParameter>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QShaderProgram>
#include <Qt3DRender/QTechnique>

namespace trellis {

namespace {

const char* kVertexShader = R"(#version 330 core
in vec3 vertexPosition;
in vec3 vertexNormal;
in vec3 vertexColor;
in vec2 vertexTexCoord;
out vec3 worldPosition;
out vec3 worldNormal;
out vec3 colour;
out vec2 texCoord;
uniform mat4 modelMatrix;
uniform mat3 modelNormalMatrix;
uniform mat4 modelViewProjection;
void main() {
    worldPosition = vec3(modelMatrix * vec4(vertexPosition, 1.0));
    worldNormal = normalize(modelNormalMatrix * vertexNormal);
    colour = vertexColor;
    texCoord = vertexTexCoord;
    gl_Position = modelViewProjection * vec4(vertexPosition, 1.0);
}
)";

// SOURCE (defined before this text): 0 uniform colour, 1 vertex colour, 2 texture. A compile-time
// choice, not a uniform: Mesa llvmpipe runs both sides of a branch on a uniform for every pixel,
// so every solid colour paid for a texture lookup.
const char* kFragmentShader = R"(
in vec3 worldPosition;
in vec3 worldNormal;
in vec3 colour;
in vec2 texCoord;
out vec4 fragColor;
uniform vec4 baseColour;
uniform float shininess;
uniform float specular;
uniform vec3 eyePosition;
uniform sampler2D surface;
const vec3 toLight = normalize(vec3(0.35, 1.0, 0.55));
void main() {
#if SOURCE == 1
    vec4 base = vec4(colour, baseColour.a);
#elif SOURCE == 2
    vec4 base = texture(surface, texCoord);
#else
    vec4 base = baseColour;
#endif
    vec3 n = normalize(worldNormal);
    if (!gl_FrontFacing) n = -n;
    float diffuse = max(dot(n, toLight), 0.0);
    vec3 view = normalize(eyePosition - worldPosition);
    float highlight = pow(max(dot(n, normalize(toLight + view)), 0.0), shininess) * specular;
    fragColor = vec4(base.rgb * (0.38 + 0.7 * diffuse) + vec3(highlight), base.a);
}
)";

} // namespace

SceneMaterials::SceneMaterials(Qt3DCore::QNode* parent) : QNode(parent) {
    for (int source = 0; source < kSources; ++source) {
        auto* program = new Qt3DRender::QShaderProgram(this);
        program->setVertexShaderCode(kVertexShader);
        program->setFragmentShaderCode(QByteArray("#version 330 core\n#define SOURCE ") +
                                       QByteArray::number(source) + "\n" + kFragmentShader);
        opaque_[source] = createEffect(program, false);
        blended_[source] = createEffect(program, true);
    }
}

Qt3DRender::QEffect* SceneMaterials::createEffect(Qt3DRender::QShaderProgram* program,
                                                  bool blended) {
    using namespace Qt3DRender;
    auto* effect = new QEffect(this);
    auto* technique = new QTechnique(effect);
    technique->graphicsApiFilter()->setApi(QGraphicsApiFilter::OpenGL);
    technique->graphicsApiFilter()->setProfile(QGraphicsApiFilter::CoreProfile);
    technique->graphicsApiFilter()->setMajorVersion(3);
    technique->graphicsApiFilter()->setMinorVersion(3);
    auto* key = new QFilterKey(technique);
    key->setName("renderingStyle");
    key->setValue("forward");
    technique->addFilterKey(key);
    auto* pass = new QRenderPass(technique);
    pass->setShaderProgram(program);
    if (blended) {
        auto* arguments = new QBlendEquationArguments(pass);
        arguments->setSourceRgb(QBlendEquationArguments::SourceAlpha);
        arguments->setDestinationRgb(QBlendEquationArguments::OneMinusSourceAlpha);
        arguments->setSourceAlpha(QBlendEquationArguments::One);
        arguments->setDestinationAlpha(QBlendEquationArguments::OneMinusSourceAlpha);
        pass->addRenderState(arguments);
        auto* equation = new QBlendEquation(pass);
        equation->setBlendFunction(QBlendEquation::Add);
        pass->addRenderState(equation);
        pass->addRenderState(new QNoDepthMask(pass));
    }
    technique->addRenderPass(pass);
    effect->addTechnique(technique);
    return effect;
}

Qt3DRender::QMaterial* SceneMaterials::create(Source source, const QColor& colour, float shininess,
                                              float specular, Qt3DCore::QNode* parent) const {
    using Qt3DRender::QParameter;
    auto* m = new Qt3DRender::QMaterial(parent);
    const int s = int(source);
    m->setEffect(colour.alpha() < 255 ? blended_[s] : opaque_[s]);
    m->addParameter(new QParameter("baseColour", colour, m));
    m->addParameter(new QParameter("shininess", shininess, m));
    m->addParameter(new QParameter("specular", specular, m));
    return m;
}

Qt3DRender::QMaterial* SceneMaterials::solid(const QColor& colour, float shininess,
                                             Qt3DCore::QNode* parent, float specular) const {
    return create(Source::Uniform, colour, shininess, specular, parent);
}

Qt3DRender::QMaterial* SceneMaterials::vertexColour(Qt3DCore::QNode* parent) const {
    return create(Source::Vertex, Qt::white, 30, 0.08f, parent);
}

Qt3DRender::QMaterial* SceneMaterials::textured(Qt3DRender::QAbstractTexture* texture,
                                                float shininess, float specular,
                                                Qt3DCore::QNode* parent) const {
    auto* m = create(Source::Texture, Qt::white, shininess, specular, parent);
    m->addParameter(new Qt3DRender::QParameter("surface", texture, m));
    return m;
}

} // namespace trellis
