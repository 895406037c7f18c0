#pragma once
// Small factories the variant scenes use: an entity with a mesh, a material and a transform.
#include "MeshData.h"

#include <QColor>

namespace Qt3DCore {
class QComponent;
class QEntity;
class QTransform;
} // namespace Qt3DCore
namespace Qt3DRender {
class QGeometryRenderer;
class QMaterial;
class QLayer;
} // namespace Qt3DRender

namespace trellis {

// A child entity of parent showing renderer with material; layer may be null.
Qt3DCore::QEntity* meshEntity(Qt3DCore::QEntity* parent, Qt3DRender::QGeometryRenderer* renderer,
                              Qt3DRender::QMaterial* material, Qt3DRender::QLayer* layer = nullptr);
// The transform component of an entity (every piece and board carries one).
Qt3DCore::QTransform* transformOf(Qt3DCore::QEntity* entity);

} // namespace trellis
