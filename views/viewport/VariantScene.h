#pragma once
// What the 3D viewport needs to know of one game's table: the boards that never move, where each
// square is in the world, what a piece looks like, and (Tri-D) where attack boards stand. One
// subclass per variant; BoardScene does the rest (pieces, animation, highlights, picking) the
// same way for both.
#include "BoardColours.h"
#include "Diagram.h"
#include "OrbitCamera.h"

#include <QColor>
#include <QStringList>
#include <QVector3D>

#include <memory>

namespace Qt3DCore {
class QEntity;
}
namespace Qt3DRender {
class QLayer;
}

namespace trellis {

class MeshLevels;
class SceneMaterials;

// Where scene parts go: opaque parts under root, see-through parts also get the layer that the
// frame graph draws last, with blending. Materials come from the viewport's one shader.
struct SceneParents {
    Qt3DCore::QEntity* root = nullptr;
    Qt3DRender::QLayer* transparent = nullptr;
    const SceneMaterials* materials = nullptr;
    BoardColours colours = boardColours({}); // the squares of chess and Tri-D boards
    MeshLevels* levels = nullptr;            // meshes lighter while the camera moves (BoardScene's)
};

class VariantScene {
  public:
    virtual ~VariantScene() = default;

    // The table, boards, posts and terrain: built once.
    virtual void buildStatic(const SceneParents& parents) = 0;
    // The centre of a square's top surface, where a piece stands.
    virtual QVector3D squareCentre(const DiagramSquare& square) const = 0;
    // A piece (or Cotulenh stack) for a square's token, standing at the origin of its entity,
    // which carries a Qt3DCore::QTransform the scene moves. Meshes and materials are shared.
    virtual Qt3DCore::QEntity* createPiece(const DiagramSquare& square,
                                           Qt3DCore::QEntity* parent) = 0;
    // Height of a piece or stack (for picking and for placing marks above it).
    virtual float pieceHeight(const QString& token) const = 0;
    virtual float pieceRadius() const = 0;
    virtual CameraPose home() const = 0;
    virtual QColor background() const = 0;

    // Attack boards (Tri-D): every pin, its board's centre, and the boards now on pins. A board
    // that leaves one pin and arrives at another travels; `progress` 0..1 animates it.
    virtual QStringList pins() const { return {}; }
    virtual QVector3D pinCentre(const QString&) const { return {}; }
    virtual float boardHalfSize() const { return 1.f; }
    virtual void setBoards(const QVector<DiagramBoard>&) {}
    virtual void animateBoards(float /*progress*/) {}
    // The board on a pin turns half round in place during the coming animation.
    virtual void turnBoard(const QString& /*pin*/) {}
    // The centre of the attack board entity now on a pin, or a null vector (for tests).
    virtual QVector3D boardEntityCentre(const QString&) const { return {}; }
};

std::unique_ptr<VariantScene> createVariantScene(const QString& variant);

} // namespace trellis
