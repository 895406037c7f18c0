#pragma once
// The chess men of a 3D scene (ivory and ebony Staunton pieces): one mesh per piece type and one
// material per side, shared by every piece the scene creates. Tri-D and orthodox chess use it,
// each at its own size: the king's height in squares.
#include "Diagram.h"

#include <QHash>

namespace Qt3DCore {
class QEntity;
}
namespace Qt3DRender {
class QGeometryRenderer;
class QMaterial;
} // namespace Qt3DRender

namespace trellis {

struct SceneParents;

class ChessMen {
  public:
    // The meshes and materials, under parents.root, for a king `kingHeight` squares tall.
    void build(const SceneParents& parents, float kingHeight);
    // The piece of a square ("K", "p"; upper case White), standing at its entity's origin; Black's
    // pieces face White.
    Qt3DCore::QEntity* create(const DiagramSquare& sq, Qt3DCore::QEntity* parent) const;
    float height(const QString& token) const;
    // The radius picking takes for a piece.
    float radius() const;

  private:
    QHash<QChar, Qt3DRender::QGeometryRenderer*> meshes_;
    Qt3DRender::QMaterial* materials_[2] = {};
    float scale_ = 1;
};

} // namespace trellis
