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

// What every vertex shader takes (MeshData's layout, Qt 3D's matrices) and passes on.
const char* kVertexInputs = R"(
in vec3 vertexPosition;
in vec3 vertexNormal;
in vec3 vertexColor;
in vec2 vertexTexCoord;
out vec3 colour;
out vec2 texCoord;
uniform mat4 modelMatrix;
uniform mat3 modelNormalMatrix;
uniform mat4 modelViewProjection;
)";

// Lit per pixel: the still picture.
const char* kVertexShader = R"(
out vec3 worldPosition;
out vec3 worldNormal;
void main() {
    worldPosition = vec3(modelMatrix * vec4(vertexPosition, 1.0));
    worldNormal = normalize(modelNormalMatrix * vertexNormal);
    colour = vertexColor;
    texCoord = vertexTexCoord;
    gl_Position = modelViewProjection * vec4(vertexPosition, 1.0);
}
)";

// The light and its formula, shared by both shadings: ambient fill, one key light's diffuse
// and a Blinn highlight; (diffuse factor, highlight) for a surface normal n seen from view.
const char* kLighting = R"(
uniform float shininess;
uniform float specular;
uniform vec3 eyePosition;
const vec3 toLight = normalize(vec3(0.35, 1.0, 0.55));
vec2 lightFor(vec3 n, vec3 view) {
    float diffuse = max(dot(n, toLight), 0.0);
    float highlight = pow(max(dot(n, normalize(toLight + view)), 0.0), shininess) * specular;
    return vec2(0.38 + 0.7 * diffuse, highlight);
}
)";

// The base colour: SOURCE (defined before this text) 0 uniform colour, 1 vertex colour, 2
// texture. A compile-time choice, not a uniform: Mesa llvmpipe runs both sides of a branch on a
// uniform for every pixel, so every solid colour paid for a texture lookup.
const char* kBase = R"(
uniform vec4 baseColour;
uniform sampler2D surface;
in vec3 colour;
in vec2 texCoord;
vec4 baseAt() {
#if SOURCE == 1
    return vec4(colour, baseColour.a);
#elif SOURCE == 2
    return texture(surface, texCoord);
#else
    return baseColour;
#endif
}
)";

const char* kFragmentShader = R"(
in vec3 worldPosition;
in vec3 worldNormal;
out vec4 fragColor;
void main() {
    vec4 base = baseAt();
    vec3 n = normalize(worldNormal);
    if (!gl_FrontFacing) n = -n;
    vec2 light = lightFor(n, normalize(eyePosition - worldPosition));
    fragColor = vec4(base.rgb * light.x + vec3(light.y), base.a);
}
)";

// Lit per vertex: the picture while the camera moves. Software rendering pays for every pixel's
// shader, and the per-pixel light is most of it: this one only blends what the corners computed
// (at 1280x800 a frame takes half the time). A corner whose normal faces away from the eye is lit
// as its other face, as the pixel shader lights the back of a surface.
const char* kMovingVertexShader = R"(
out vec2 light;
void main() {
    vec3 worldPosition = vec3(modelMatrix * vec4(vertexPosition, 1.0));
    vec3 n = normalize(modelNormalMatrix * vertexNormal);
    vec3 view = normalize(eyePosition - worldPosition);
    light = lightFor(dot(n, view) < 0.0 ? -n : n, view);
    colour = vertexColor;
    texCoord = vertexTexCoord;
    gl_Position = modelViewProjection * vec4(vertexPosition, 1.0);
}
)";

const char* kMovingFragmentShader = R"(
in vec2 light;
out vec4 fragColor;
void main() {
    vec4 base = baseAt();
    fragColor = vec4(base.rgb * light.x + vec3(light.y), base.a);
}
)";

QByteArray header(int source) {
    return "#version 330 core\n#define SOURCE " + QByteArray::number(source) + "\n";
}

Qt3DRender::QShaderProgram* program(const QByteArray& vertex, const QByteArray& fragment,
                                    Qt3DCore::QNode* parent) {
    auto* p = new Qt3DRender::QShaderProgram(parent);
    p->setVertexShaderCode(vertex);
    p->setFragmentShaderCode(fragment);
    return p;
}

} // namespace

SceneMaterials::SceneMaterials(Qt3DCore::QNode* parent) : QNode(parent) {
    for (int source = 0; source < kSources; ++source) {
        const QByteArray h = header(source);
        const Programs programs{program(h + kVertexInputs + kVertexShader,
                                        h + kLighting + kBase + kFragmentShader, this),
                                program(h + kVertexInputs + kLighting + kMovingVertexShader,
                                        h + kBase + kMovingFragmentShader, this)};
        opaque_[source] = createEffect(programs, false);
        blended_[source] = createEffect(programs, true);
    }
}

Qt3DRender::QEffect* SceneMaterials::createEffect(const Programs& programs, bool blended) {
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
    addPass(technique, programs.still, kStillShading, blended);
    addPass(technique, programs.moving, kMovingShading, blended);
    effect->addTechnique(technique);
    return effect;
}

// A pass of technique drawing with program, for the frame graph branches asking for shading.
void SceneMaterials::addPass(Qt3DRender::QTechnique* technique, Qt3DRender::QShaderProgram* program,
                             const char* shading, bool blended) {
    using namespace Qt3DRender;
    auto* pass = new QRenderPass(technique);
    pass->setShaderProgram(program);
    auto* key = new QFilterKey(pass);
    key->setName(kShadingKey);
    key->setValue(shading);
    pass->addFilterKey(key);
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
