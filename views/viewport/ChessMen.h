#pragma once
// The chess men of a 3D scene (ivory and ebony Staunton pieces): one mesh per piece type and one
// material per side, shared by every piece the scene creates. Tri-D and orthodox chess use it.
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
    static constexpr float kRadius = 0.3f; // for picking

    // The meshes and materials, under parents.root.
    void build(const SceneParents& parents);
    // The piece of a square ("K", "p"; upper case White), standing at its entity's origin; Black's
    // pieces face White.
    Qt3DCore::QEntity* create(const DiagramSquare& sq, Qt3DCore::QEntity* parent) const;
    float height(const QString& token) const;

  private:
    QHash<QChar, Qt3DRender::QGeometryRenderer*> meshes_;
    Qt3DRender::QMaterial* materials_[2] = {};
};

} // namespace trellis
