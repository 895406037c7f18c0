#pragma once
// Small factories both variant scenes use: an entity with a mesh, a material and a transform;
// the materials the viewport's lighting is tuned for.
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

// A lit material with one colour (alpha below 255 blends; such entities need the transparent
// layer).
Qt3DRender::QMaterial* solidMaterial(const QColor& colour, float shininess, Qt3DCore::QNode* parent,
                                     float specular = 0.25f);
// A lit material taking each vertex's colour.
Qt3DRender::QMaterial* vertexColourMaterial(Qt3DCore::QNode* parent);

// A child entity of parent showing renderer with material; layer may be null.
Qt3DCore::QEntity* meshEntity(Qt3DCore::QEntity* parent, Qt3DRender::QGeometryRenderer* renderer,
                              Qt3DRender::QMaterial* material, Qt3DRender::QLayer* layer = nullptr);
// The transform component of an entity (every piece and board carries one).
Qt3DCore::QTransform* transformOf(Qt3DCore::QEntity* entity);

} // namespace trellis
