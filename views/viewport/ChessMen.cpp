#include "ChessMen.h"

#include "PieceMeshes.h"
#include "SceneMaterials.h"
#include "SceneParts.h"
#include "VariantScene.h"

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>

namespace trellis {

namespace {

constexpr float kScale = 0.9f;
const QColor kColours[2] = {QColor(236, 226, 204), QColor(58, 52, 60)};

QChar typeOf(const QString& token) {
    return token.isEmpty() ? QChar('P') : token.at(0).toUpper();
}

} // namespace

void ChessMen::build(const SceneParents& parents) {
    for (QChar type : QStringLiteral("KQRBNP")) {
        MeshData scaled;
        QMatrix4x4 size;
        size.scale(kScale);
        scaled.append(chessPieceMesh(type), size);
        meshes_[type] = createRenderer(scaled, parents.root);
    }
    // Ebony shines more than ivory.
    for (int c = 0; c < 2; ++c)
        materials_[c] =
            parents.materials->solid(kColours[c], c ? 90.f : 40.f, parents.root, c ? 0.55f : 0.3f);
}

Qt3DCore::QEntity* ChessMen::create(const DiagramSquare& sq, Qt3DCore::QEntity* parent) const {
    const int colour = sq.colour == 1 ? 1 : 0;
    auto* e =
        meshEntity(parent, meshes_.value(typeOf(sq.piece), meshes_.value('P')), materials_[colour]);
    auto* t = new Qt3DCore::QTransform(e);
    if (colour == 1) t->setRotationY(180); // Black's knights face White
    e->addComponent(t);
    return e;
}

float ChessMen::height(const QString& token) const {
    return kScale * chessPieceHeight(typeOf(token));
}

} // namespace trellis
