#include "ChessMen.h"

#include "MeshLevels.h"
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

constexpr float kKnightTurn = 70; // degrees
const QColor kColours[2] = {QColor(236, 226, 204), QColor(58, 52, 60)};

QChar typeOf(const QString& token) {
    return token.isEmpty() ? QChar('P') : token.at(0).toUpper();
}

} // namespace

void ChessMen::build(const SceneParents& parents, float kingHeight) {
    scale_ = kingHeight;
    QMatrix4x4 size;
    size.scale(scale_);
    for (QChar type : QStringLiteral("KQRBNP")) {
        MeshData full, light;
        full.append(chessPieceMesh(type), size);
        light.append(chessPieceMesh(type, kPieceSegments / 2), size);
        meshes_[type] = parents.levels->create(full, light, parents.root);
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
    // Black's pieces face White. Knights turn most of the way to their left (White's to the
    // a-file, Black's to the h-file): from either player's seat their heads show in profile.
    const float knight = typeOf(sq.piece) == 'N' ? kKnightTurn : 0;
    t->setRotationY(colour == 1 ? 180 + knight : knight);
    e->addComponent(t);
    return e;
}

float ChessMen::height(const QString& token) const {
    return scale_ * chessPieceHeight(typeOf(token));
}

float ChessMen::radius() const {
    // A piece's body, not its foot: a tall piece must not catch the clicks aimed past its head
    // at the piece behind it (a click on the foot finds the same square by the board).
    return 0.6f * scale_ * chessPieceRadius();
}

} // namespace trellis
