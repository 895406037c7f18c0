#include "SceneParts.h"

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QLayer>
#include <Qt3DRender/QMaterial>

namespace trellis {

Qt3DCore::QEntity* meshEntity(Qt3DCore::QEntity* parent, Qt3DRender::QGeometryRenderer* renderer,
                              Qt3DRender::QMaterial* material, Qt3DRender::QLayer* layer) {
    auto* e = new Qt3DCore::QEntity(parent);
    e->addComponent(renderer);
    e->addComponent(material);
    if (layer) e->addComponent(layer);
    return e;
}

Qt3DCore::QTransform* transformOf(Qt3DCore::QEntity* entity) {
    const auto found = entity->componentsOfType<Qt3DCore::QTransform>();
    return found.isEmpty() ? nullptr : found.first();
}

} // namespace trellis
